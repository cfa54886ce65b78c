"""The paddle dialect (``import paddle`` under ``unigrad run``): not built yet.

It will hold PaddlePaddle 3.3.1's dygraph Tensor, ops, ``paddle.grad`` and
``paddle.autograd`` on the engine. Until then ``import paddle`` gives this
empty module, and the paddle conformance cases are expected to fail.
"""
