# NAdam, RAdam (both branches), Rprop and ASGD: parameter bits after 10 steps, accumulator names and values, errors
import numpy as np
import paddle

np.random.seed(3)
W = np.random.randn(4, 5).astype("float32")
Gs = [np.random.randn(4, 5).astype("float32") for _ in range(10)]
makers = [
    ("NAdam", lambda ps: paddle.optimizer.NAdam(learning_rate=0.01, parameters=ps)),
    ("NAdam decay", lambda ps: paddle.optimizer.NAdam(learning_rate=0.05, beta1=0.8, momentum_decay=0.01, parameters=ps)),
    ("RAdam", lambda ps: paddle.optimizer.RAdam(learning_rate=0.01, parameters=ps)),
    ("RAdam rectified", lambda ps: paddle.optimizer.RAdam(learning_rate=0.05, beta2=0.9, parameters=ps)),
    ("Rprop", lambda ps: paddle.optimizer.Rprop(learning_rate=0.01, parameters=ps)),
    ("ASGD", lambda ps: paddle.optimizer.ASGD(learning_rate=0.1, batch_num=3, parameters=ps)),
]
for label, make in makers:
    w = paddle.create_parameter([4, 5], "float32", default_initializer=paddle.nn.initializer.Assign(W))
    x = paddle.to_tensor(np.random.randn(3, 4).astype("float32"))
    opt = make([w])
    for i in range(10):
        loss = (w * paddle.to_tensor(Gs[i])).sum() + (paddle.tanh(x @ w) ** 2).mean()
        loss.backward()
        opt.step()
        opt.clear_grad()
    print(label, w.numpy().view("uint32").tolist())
    for key, value in opt.state_dict().items():
        print(" ", key.split(".", 1)[1], value.dtype, value.shape, value.numpy().ravel()[:3].tolist())

for label, make in [("NAdam beta1", lambda: paddle.optimizer.NAdam(beta1=1.0, parameters=[])),
                    ("NAdam decay", lambda: paddle.optimizer.NAdam(momentum_decay=-1, parameters=[])),
                    ("RAdam lr", lambda: paddle.optimizer.RAdam(learning_rate=-1.0, parameters=[])),
                    ("RAdam eps", lambda: paddle.optimizer.RAdam(epsilon=-1.0, parameters=[])),
                    ("Rprop etas", lambda: paddle.optimizer.Rprop(0.01, etas=(0.5, 0.9), parameters=[])),
                    ("Rprop range", lambda: paddle.optimizer.Rprop(100.0, parameters=[])),
                    ("ASGD batch_num", lambda: paddle.optimizer.ASGD(0.1, batch_num=0, parameters=[]))]:
    try:
        make()
        print(label, "no error")
    except Exception as e:  # noqa: BLE001 - the exception type is what is compared
        print(label, type(e).__name__, e)
