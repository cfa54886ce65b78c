# Tensor.__format__: '{}'.format and f-strings print a 0-D float32 as its float32 value (str), any non-empty format spec raises TypeError
import mindspore as ms

t = ms.Tensor(0.1)
print('{}'.format(t), f"{t}", str(t), '{}'.format(ms.Tensor([0.1, 0.2])), '{}'.format(ms.Tensor(3)), '{}'.format(ms.Tensor(0.1, ms.float64)), f"{ms.Tensor(True)}")
print(f"loss: {ms.Tensor(2.5)}", "{0} and {0!r}".format(ms.Tensor(1.5)))
for spec in ['.2f', '>7f', 's', '']:
    try:
        print(repr(format(t, spec)))
    except Exception as e:
        print(type(e).__name__, e)
f"{ms.Tensor([1.0, 2.0]):>20}"
