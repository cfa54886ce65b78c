# set_device/get_device, CPUPlace, CUDAPlace and gpu errors on a CPU build
import numpy as np
import paddle

def attempt(label, func):
    try:
        print(label, "->", func())
    except Exception as error:
        print(label, "->", type(error).__name__ + ":", str(error).splitlines()[0])

print(paddle.get_device())
print(paddle.set_device("cpu"))
print(paddle.CPUPlace(), paddle.to_tensor([1.0]).place, paddle.to_tensor([1.0], place=paddle.CPUPlace()).place)
print(paddle.to_tensor([1.0]).place == paddle.CPUPlace(), paddle.to_tensor([1.0]).place.is_cpu_place())
print(paddle.is_compiled_with_cuda())
if not paddle.is_compiled_with_cuda():
    attempt("gpu", lambda: paddle.set_device("gpu"))
    attempt("gpu:0", lambda: paddle.set_device("gpu:0"))
    attempt("CUDAPlace", lambda: paddle.CUDAPlace(0))
print(paddle.get_device())
print(paddle.device.get_device())
