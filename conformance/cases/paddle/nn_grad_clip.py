# gradient clipping: ClipGradByValue/ByNorm/ByGlobalNorm honoured by SGD, Momentum, Adam, AdamW and RMSProp through grad_clip=, need_clip=False parameters left alone; printing, and parameters after three steps to 5 decimals (the last bits of MKL's GEMM are not reproduced)
import paddle

print(paddle.nn.ClipGradByValue(0.5), paddle.nn.ClipGradByValue(1.0, -0.2))
print(paddle.nn.ClipGradByNorm(1.0), paddle.nn.ClipGradByGlobalNorm(0.5))


def run(clip, make_opt, need_clip=True):
    paddle.seed(3)
    model = paddle.nn.Sequential(paddle.nn.Linear(4, 8), paddle.nn.Tanh(), paddle.nn.Linear(8, 2))
    if not need_clip:
        model[0].weight.need_clip = False
    opt = make_opt(model.parameters(), clip)
    x = paddle.randn([16, 4]) * 3
    y = paddle.randn([16, 2])
    for _ in range(3):
        loss = ((model(x) - y) ** 2).mean() * 10
        loss.backward()
        opt.step()
        opt.clear_grad()
    print(model[0].weight.numpy().round(5)[0], model[2].bias.numpy().round(5))


clips = [paddle.nn.ClipGradByValue(0.05), paddle.nn.ClipGradByNorm(0.1), paddle.nn.ClipGradByGlobalNorm(0.2),
         paddle.nn.ClipGradByGlobalNorm(100.0), None]
makers = {
    "SGD": lambda ps, c: paddle.optimizer.SGD(0.1, parameters=ps, grad_clip=c),
    "Momentum": lambda ps, c: paddle.optimizer.Momentum(0.1, parameters=ps, grad_clip=c),
    "Adam": lambda ps, c: paddle.optimizer.Adam(0.01, parameters=ps, grad_clip=c),
    "AdamW": lambda ps, c: paddle.optimizer.AdamW(0.01, parameters=ps, grad_clip=c),
    "RMSProp": lambda ps, c: paddle.optimizer.RMSProp(0.01, parameters=ps, grad_clip=c),
}
for name, make in makers.items():
    for clip in clips:
        print(name, clip)
        run(clip, make)
print("need_clip=False")
run(paddle.nn.ClipGradByGlobalNorm(0.2), makers["SGD"], need_clip=False)
