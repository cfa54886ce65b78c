# paddle.nn.Layer registration misuse: add_sublayer/add_parameter/register_buffer with bad values and names (non-str, dotted, empty, taken), setattr of a Tensor/Parameter/Layer/int/None over a sublayer, parameter or buffer, delattr, and use before super().__init__(): paddle's exception types and messages, and the layer left as paddle leaves it
import paddle

def attempt(label, f):
    try:
        r = f()
        print(label, "ok", type(r).__name__ if r is not None else "")
    except Exception as e:
        print(label, type(e).__name__, str(e).splitlines()[0][:200] if str(e) else "")

def fresh():
    net = paddle.nn.Layer()
    net.add_sublayer("fc", paddle.nn.Linear(2, 2))
    net.w1 = paddle.create_parameter([2], "float32")
    net.register_buffer("b", paddle.ones([2]))
    return net

def show(net):
    print([n for n, _ in net.named_sublayers()], [n for n, _ in net.named_parameters()], [n for n, _ in net.named_buffers()],
          list(net.state_dict()), type(getattr(net, "fc", None)).__name__)

for label, f in [
    ("add_sublayer int", lambda n: n.add_sublayer("a", 3)),
    ("add_sublayer tensor", lambda n: n.add_sublayer("a", paddle.ones([1]))),
    ("add_sublayer None", lambda n: n.add_sublayer("a", None)),
    ("add_sublayer name int", lambda n: n.add_sublayer(1, paddle.nn.Linear(1, 1))),
    ("add_sublayer name dot", lambda n: n.add_sublayer("a.b", paddle.nn.Linear(1, 1))),
    ("add_sublayer over param", lambda n: n.add_sublayer("w1", paddle.nn.Linear(1, 1))),
    ("add_sublayer over buffer", lambda n: n.add_sublayer("b", paddle.nn.Linear(1, 1))),
    ("add_sublayer again", lambda n: n.add_sublayer("fc", paddle.nn.Linear(3, 3))),
    ("setattr tensor over sublayer", lambda n: setattr(n, "fc", paddle.ones([2]))),
    ("setattr param over sublayer", lambda n: setattr(n, "fc", paddle.create_parameter([2], "float32"))),
    ("setattr int over sublayer", lambda n: setattr(n, "fc", 3)),
    ("setattr None over sublayer", lambda n: setattr(n, "fc", None)),
    ("add_parameter tensor", lambda n: n.add_parameter("w", paddle.ones([2]))),
    ("add_parameter int", lambda n: n.add_parameter("w", 3)),
    ("add_parameter name dot", lambda n: n.add_parameter("w.x", paddle.create_parameter([2], "float32"))),
    ("add_parameter name int", lambda n: n.add_parameter(1, paddle.create_parameter([2], "float32"))),
    ("add_parameter name empty", lambda n: n.add_parameter("", paddle.create_parameter([2], "float32"))),
    ("add_parameter over sublayer", lambda n: n.add_parameter("fc", paddle.create_parameter([2], "float32"))),
    ("add_parameter over attr", lambda n: n.add_parameter("training", paddle.create_parameter([2], "float32"))),
    ("add_parameter None", lambda n: n.add_parameter("w0", None)),
    ("setattr tensor over param", lambda n: setattr(n, "w1", paddle.ones([2]))),
    ("setattr int over param", lambda n: setattr(n, "w1", 3)),
    ("setattr layer over param", lambda n: setattr(n, "w1", paddle.nn.Linear(1, 1))),
    ("setattr None over param", lambda n: setattr(n, "w1", None)),
    ("setattr int over buffer", lambda n: setattr(n, "b", 3)),
    ("setattr param over buffer", lambda n: setattr(n, "b", paddle.create_parameter([2], "float32"))),
    ("setattr layer over buffer", lambda n: setattr(n, "b", paddle.nn.Linear(1, 1))),
    ("setattr None over buffer", lambda n: setattr(n, "b", None)),
    ("register_buffer int", lambda n: n.register_buffer("c", 3)),
    ("register_buffer None", lambda n: n.register_buffer("c", None)),
    ("register_buffer name dot", lambda n: n.register_buffer("c.d", paddle.ones([1]))),
    ("register_buffer name int", lambda n: n.register_buffer(1, paddle.ones([1]))),
    ("register_buffer existing attr", lambda n: n.register_buffer("training", paddle.ones([1]))),
    ("register_buffer empty", lambda n: n.register_buffer("", paddle.ones([1]))),
    ("register_buffer over sublayer", lambda n: n.register_buffer("fc", paddle.ones([1]))),
    ("register_buffer over param", lambda n: n.register_buffer("w1", paddle.ones([1]))),
    ("delattr sublayer", lambda n: delattr(n, "fc")),
    ("delattr param", lambda n: delattr(n, "w1")),
    ("delattr buffer", lambda n: delattr(n, "b")),
    ("delattr missing", lambda n: delattr(n, "nope")),
    ("getattr missing", lambda n: n.nope),
]:
    net = fresh()
    attempt(label, lambda: f(net))
    attempt("  listed", lambda: show(net))

class Early(paddle.nn.Layer):
    def __init__(self):
        self.fc = paddle.nn.Linear(1, 1)
attempt("before super init layer", lambda: Early())
class Early2(paddle.nn.Layer):
    def __init__(self):
        self.w = paddle.create_parameter([1], "float32")
attempt("before super init param", lambda: Early2())
class Early3(paddle.nn.Layer):
    def __init__(self):
        self.x = 3
        super().__init__()
attempt("before super init int", lambda: Early3())
class Early4(paddle.nn.Layer):
    def __init__(self):
        self.register_buffer("b", paddle.ones([1]))
attempt("before super init buffer", lambda: Early4())
