# a Parameter prints with 'Parameter containing:'
import numpy as np
import paddle

p = paddle.create_parameter([2, 2], "float32", default_initializer=paddle.nn.initializer.Constant(0.5))
print(p)
print(repr(p))
print(p.stop_gradient, p.trainable, p.name)
