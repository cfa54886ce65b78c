# paddle.seed makes paddle's CPU random numbers reproducible; unigrad reproduces them bit for bit
import paddle
import paddle.nn.functional as F
from paddle.nn import initializer as I

paddle.seed(2024)
print(paddle.rand([2, 3]))
print(paddle.randn([5]).numpy().tolist())
print(paddle.uniform([3], "float64", min=-2.0, max=5.0).numpy().tolist())
print(paddle.normal(1.0, 0.5, [4]).numpy().tolist(), paddle.standard_normal([2], "float64").numpy().tolist())
print(paddle.randint(-5, 100, [7]).numpy().tolist(), paddle.randint(3, dtype="int32").numpy().tolist())
print(paddle.randperm(10).numpy().tolist(), paddle.randperm(7, "int32").numpy().tolist())
print(paddle.uniform([2], "complex64").numpy().tolist(), paddle.randn([2], "complex64").numpy().tolist())
print(paddle.normal(paddle.to_tensor([0.0, 10.0]), 2.0).numpy().tolist(), paddle.normal(0.0, paddle.to_tensor([1.0, 3.0])).numpy().tolist())
print(paddle.uniform([3], min=0.0, max=10.0, seed=99).numpy().tolist())

state = paddle.get_rng_state()
first = paddle.rand([3]).numpy().tolist()
paddle.set_rng_state(state)
print(first == paddle.rand([3]).numpy().tolist())

paddle.seed(7)
print(F.dropout(paddle.ones([10]), 0.3).numpy().tolist())
print(F.dropout(paddle.ones([2, 4]), 0.5, axis=0).numpy().tolist())
linear = paddle.nn.Linear(3, 2)
print(linear.weight.numpy().tolist(), linear.bias.numpy().tolist())
for init in [I.Normal(0.5, 2.0), I.TruncatedNormal(0.0, 1.0), I.TruncatedNormal(1.0, 2.0, a=-1.0, b=2.5),
             I.Uniform(-3.0, 3.0), I.XavierNormal(), I.XavierUniform(), I.KaimingNormal(),
             I.KaimingUniform(negative_slope=0.2, nonlinearity="leaky_relu"), I.KaimingNormal(mode="fan_out")]:
    w = paddle.create_parameter([2, 3], "float32", default_initializer=init)
    print(type(init).__name__, w.numpy().tolist())
print(I.calculate_gain("tanh"), I.calculate_gain("leaky_relu"), I.calculate_gain("leaky_relu", 1.0))
