# Checks paddle's stacking and splitting helpers: hstack, vstack, dstack, column_stack, row_stack, hsplit,
# vsplit, dsplit, tensor_split, atleast_1d/2d/3d and unstack (values, dtypes, shapes, list results, gradients
# through them, torch-style keywords, and the errors of their misuse).
import paddle


def attempt(label, fn):
    try:
        result = fn()
    except Exception as error:  # noqa: BLE001 - the case prints paddle's exceptions
        print(label, type(error).__name__, str(error))
        return
    if isinstance(result, (list, tuple)):
        print(label, type(result).__name__, len(result))
        for item in result:
            print(item)
    else:
        print(label, result)


scalar = paddle.to_tensor(1.5)
vector = paddle.to_tensor([1.0, 2.0])
matrix = paddle.to_tensor([[1.0, 2.0], [3.0, 4.0]])
cube = paddle.arange(24).reshape([2, 3, 4])
line = paddle.arange(7)

for name in ("hstack", "vstack", "dstack", "column_stack", "row_stack"):
    stack = getattr(paddle, name)
    attempt(name + " scalars", lambda: stack([scalar, scalar]))
    attempt(name + " vectors", lambda: stack([vector, vector]))
    attempt(name + " matrices", lambda: stack((matrix, matrix)))
    attempt(name + " cubes", lambda: stack([cube, cube]).shape)
    attempt(name + " one tensor", lambda: stack(vector))
    attempt(name + " ints", lambda: stack([line, line]))
    attempt(name + " empty", lambda: stack([]))
    attempt(name + " dtypes", lambda: stack([vector.astype("int32"), vector]))
    attempt(name + " sizes", lambda: stack([matrix, paddle.ones([3, 3])]))
    attempt(name + " ranks", lambda: stack([matrix, paddle.ones([2, 2, 2, 2])]))
    print(name, "is a method:", hasattr(paddle.Tensor, name))

for name in ("hsplit", "vsplit", "dsplit"):
    split = getattr(paddle, name)
    attempt(name + " 2", lambda: split(cube, 2))
    attempt(name + " 3", lambda: split(cube, 3))
    attempt(name + " indices", lambda: split(cube, [1, 3]))
    attempt(name + " past the end", lambda: split(cube, (5, 1)))
    attempt(name + " vector", lambda: split(line, [2, 5]))
    attempt(name + " scalar", lambda: split(scalar, 1))
    attempt(name + " method", lambda: getattr(cube, name)(2))

attempt("tensor_split 3", lambda: paddle.tensor_split(line, 3))
attempt("tensor_split 10", lambda: paddle.tensor_split(line, 10))
attempt("tensor_split indices", lambda: paddle.tensor_split(line, [2, 5]))
attempt("tensor_split backwards", lambda: paddle.tensor_split(line, [5, 2]))
attempt("tensor_split negative", lambda: paddle.tensor_split(line, [-2, 9]))
attempt("tensor_split very negative", lambda: paddle.tensor_split(line, [-10, 3]))
attempt("tensor_split axis -1", lambda: paddle.tensor_split(cube, 3, axis=-1))
attempt("tensor_split tensor axis", lambda: paddle.tensor_split(cube, [1], axis=paddle.to_tensor(2)))
attempt("tensor_split empty list", lambda: paddle.tensor_split(line, []))
attempt("tensor_split torch names", lambda: paddle.tensor_split(input=line, indices=[2], dim=0))
attempt("tensor_split sections", lambda: paddle.tensor_split(input=line, sections=2))
attempt("tensor_split indices_or_sections", lambda: line.tensor_split(indices_or_sections=(3,)))
attempt("tensor_split 0", lambda: paddle.tensor_split(line, 0))
attempt("tensor_split scalar", lambda: paddle.tensor_split(scalar, 2))
attempt("tensor_split axis 3", lambda: paddle.tensor_split(cube, 2, axis=3))
attempt("tensor_split axis -4", lambda: paddle.tensor_split(cube, 2, axis=-4))
attempt("tensor_split float", lambda: paddle.tensor_split(line, 2.0))

attempt("atleast_1d scalar", lambda: paddle.atleast_1d(scalar))
print("atleast_1d returns its input:", paddle.atleast_1d(vector) is vector, paddle.atleast_3d(cube) is cube)
attempt("atleast_1d several", lambda: paddle.atleast_1d(scalar, vector))
attempt("atleast_1d list", lambda: paddle.atleast_1d([scalar, vector]))
attempt("atleast_1d numbers", lambda: paddle.atleast_1d(scalar, 2, [3.0, 4.0]))
attempt("atleast_1d none", lambda: paddle.atleast_1d())
attempt("atleast_2d", lambda: paddle.atleast_2d(scalar, vector, matrix))
attempt("atleast_2d list of ints", lambda: paddle.atleast_2d([1, 2]))
attempt("atleast_3d", lambda: paddle.atleast_3d(scalar, vector, matrix))
attempt("atleast_3d method", lambda: matrix.atleast_3d())

grid = paddle.arange(6).reshape([2, 3])
attempt("unstack", lambda: paddle.unstack(grid))
attempt("unstack axis 1", lambda: paddle.unstack(grid, axis=1))
attempt("unstack num", lambda: paddle.unstack(grid, -1, 3))
attempt("unstack num 0", lambda: paddle.unstack(grid, 0, 0))
attempt("unstack method", lambda: grid.unstack(1))
attempt("unstack wrong num", lambda: paddle.unstack(grid, -1, 2))
attempt("unstack num too large", lambda: paddle.unstack(grid, num=5))
attempt("unstack axis", lambda: paddle.unstack(grid, 2))
attempt("unstack scalar", lambda: paddle.unstack(scalar))
attempt("unstack dim", lambda: paddle.unstack(grid, dim=1))

# gradients flow through the stacked and split pieces
x = paddle.to_tensor([1.0, 2.0, 3.0], stop_gradient=False)
y = paddle.to_tensor([[4.0, 5.0, 6.0]], stop_gradient=False)
stacked = paddle.vstack([x, y * 2])
print(stacked)
print(paddle.grad((stacked * stacked).sum(), [x, y]))
pieces = paddle.tensor_split(x * 3, [1])
print(pieces)
print(paddle.grad(pieces[1].sum() + (pieces[0] ** 2).sum(), x))
parts = paddle.unstack(paddle.column_stack([x, x * x]), axis=1)
print(paddle.grad(parts[1].sum() + (parts[0] * 2).sum(), x))  # every output used: paddle 3.3.1 crashes otherwise
