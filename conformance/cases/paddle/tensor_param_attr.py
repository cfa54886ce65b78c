# ParamAttr: attributes kept as given in dygraph, passed on to the parameter; parameter names must be unique
import paddle

attr = paddle.ParamAttr(name="proj_weight", learning_rate=0.25, trainable=False, need_clip=False,
                        do_model_average=False)
print(attr.name, attr.learning_rate, attr.trainable, attr.need_clip, attr.do_model_average, attr.initializer)
layer = paddle.nn.Linear(2, 2, weight_attr=attr, bias_attr=paddle.ParamAttr(learning_rate=2))
for p in (layer.weight, layer.bias):
    print(p.name, p.trainable, p.stop_gradient, p.optimize_attr, p.need_clip, p.do_model_average, p.regularizer,
          p.persistable)
loose = paddle.ParamAttr(learning_rate="fast", trainable=1)
print(loose.learning_rate, loose.trainable)
first = paddle.create_parameter([3], "float32", name="shared")
print(first.name, first.do_model_average)
makers = [
    lambda: paddle.create_parameter([3], "float32", name="shared"),
    lambda: paddle.create_parameter([1], "float64", attr="shared"),
    lambda: paddle.nn.Linear(1, 1, bias_attr=paddle.ParamAttr(name="proj_weight")),
    lambda: paddle.ParamAttr(name=""),
]
for make in makers:
    try:
        make()
    except ValueError as e:
        print("ValueError", e)
