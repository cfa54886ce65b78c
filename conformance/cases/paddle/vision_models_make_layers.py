# paddle.vision.models.vgg.make_layers: the layers of a plan with and without batch norm (printing, parameter names and shapes, seeded initial weights)
import paddle
from paddle.vision.models.vgg import make_layers

paddle.seed(5)
features = make_layers([4, "M", 8, 8, "M"], batch_norm=True)
print(features)
for name, p in features.named_parameters():
    print(name, p.shape, p.dtype)
print(features[0].weight[0, 0])
plain = make_layers([2, "M"])
print(plain)
print(plain(paddle.rand([1, 3, 4, 4])).shape)
