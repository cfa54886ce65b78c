# Checks the errors of out-of-range indexing: paddle's IndexError for an integer past its axis (an axis past
# the last has none), its ValueError for more integers and slices than axes, its IndexError for a boolean
# mask of another length; integers are checked first, in order.
import paddle

t0 = paddle.to_tensor(3.0)
t1 = paddle.to_tensor([1.0, 2.0])
t2 = paddle.to_tensor([[1.0, 2.0, 3.0]])
cases = [(t0, 0), (t0, slice(None)), (t0, (None, 0)), (t1, 2), (t1, -3), (t1, (0, 0)), (t1, (0, slice(None))),
         (t1, (slice(None), slice(None))), (t2, (0, 3)), (t2, (0, -4)), (t2, (..., 5)), (t2, (1,)),
         (t2, (slice(None), 7)), (t2, (None, 0, 9)), (t2, (0, 0, 0)), (t2, (0, slice(None), slice(None))),
         (t2, (5, slice(None), slice(None))), (t1, [True, False, True]), (t2, (0, [True, False])),
         (t2, (-1, -3)), (t1, (..., 1)), (t2, (None, ..., None, 2))]
for t, index in cases:
    try:
        print("ok", t[index])
    except (IndexError, ValueError) as error:
        print(type(error).__name__, repr(str(error)))

# the doc example's mistake: the argmax of a row is 0-D
label = paddle.to_tensor([[0.1, 0.7, 0.2]])[0].argmax()
try:
    label[0]
except IndexError as error:
    print("IndexError:", error)
