# paddle.grad parameter combinations: create_graph with grad_outputs, allow_unused, retain_graph=False; grad after a freeing backward
import paddle


def attempt(label, func):
    try:
        print(label, "->", func())
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])


x = paddle.to_tensor([1.0, 2.0], stop_gradient=False)
z = paddle.to_tensor([5.0], stop_gradient=False)
y = x * x * x
dx, dz = paddle.grad([y], [x, z], grad_outputs=[paddle.to_tensor([1.0, 0.5])], create_graph=True,
                     retain_graph=False, allow_unused=True)
print(dx, dz)
print(paddle.grad(dx.sum(), x, create_graph=True))
print(paddle.grad(dx.sum(), x, no_grad_vars=[z])[0])
w = (x * x).sum()
w.backward()
attempt("grad after backward", lambda: paddle.grad(w, x))
u = (x * 3).sum()
print(paddle.grad([u, u * 2], x, grad_outputs=[None, paddle.to_tensor(3.0)]))
