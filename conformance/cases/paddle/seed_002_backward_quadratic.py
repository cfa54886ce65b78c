# seed 002 (paddle.autograd.backward blog), paddle example verbatim: backward of sum(x**2) with retain_graph
import paddle
root = paddle.to_tensor([1.0, 2.0], dtype='float32', stop_gradient=False)
def fobj(x):
    return(paddle.sum(x**2))
y = fobj(root)
paddle.autograd.backward(y,None,True)
print('paddle:',root.grad)
print(2*root)
