# optimizer.clear_gradients (paddle's per-instance alias of clear_grad) inside a scheduler-driven loop
import paddle

paddle.seed(3)
lin = paddle.nn.Linear(3, 2)
sched = paddle.optimizer.lr.MultiStepDecay(learning_rate=0.5, milestones=[2, 4], gamma=0.5)
opt = paddle.optimizer.SGD(learning_rate=sched, parameters=lin.parameters())
x = paddle.ones([4, 3])
for epoch in range(5):
    loss = lin(x).sum()
    loss.backward()
    opt.step()
    opt.clear_gradients()
    print(epoch, sched.last_lr, lin.weight.grad)
    sched.step()
print(lin.bias.numpy())
print(opt.clear_gradients.__name__)
