"""The mindspore dialect (``import mindspore`` under ``unigrad run``): not built yet.

It will hold MindSpore 2.10's Tensor, Parameter, ``nn.Cell``, ops and
``mindspore.grad`` on the engine. Until then ``import mindspore`` gives this
empty module, and the mindspore conformance cases are expected to fail.
"""
