# an unknown nonlinearity: paddle's ValueError
import paddle

paddle.nn.initializer.calculate_gain("gelu")
