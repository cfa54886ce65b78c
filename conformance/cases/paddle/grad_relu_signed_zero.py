# paddle's ReluGradFunctor is dout * (out > 0) and Relu6's dout * ((out > 0) & (out < 6)): where the input was
# not positive a negative dout gives -0 (it prints as -0.), in every spelling
import numpy as np
import paddle
import paddle.nn.functional as F

x = paddle.to_tensor(np.array([-2.0, -0.0, 0.0, 1.5, 7.0], np.float32), stop_gradient=False)
dout = paddle.to_tensor(np.array([-1.0, -2.0, 3.0, -4.0, -5.0], np.float32))
for name, f in (("F.relu", F.relu), ("nn.ReLU", paddle.nn.ReLU()), ("F.relu6", F.relu6), ("nn.ReLU6", paddle.nn.ReLU6())):
    (g,) = paddle.grad((f(x) * dout).sum(), x)
    print(name, g)
y = F.relu(x)
(y * dout).sum().backward()
print("backward:", x.grad)
