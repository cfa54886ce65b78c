"""MindSpore's training wrappers: ``WithLossCell`` and ``TrainOneStepCell``.

``TrainOneStepCell(net_with_loss, optimizer)(*inputs)`` computes the loss and
its gradients w.r.t. the optimizer's Parameters (through ``value_and_grad``,
hence the engine), lets the optimizer update them, and returns the loss.
"""

from unigrad.mindspore_api.nn.cell import Cell
from unigrad.mindspore_api.ops.composite import GradOperation, _GradFunction

__all__ = ["WithLossCell", "TrainOneStepCell", "WithEvalCell"]


class WithLossCell(Cell):
    """``loss_fn(backbone(data), label)``."""

    def __init__(self, backbone, loss_fn):
        super().__init__(auto_prefix=False)
        self._backbone = backbone
        self._loss_fn = loss_fn

    def construct(self, data, label):
        return self._loss_fn(self._backbone(data), label)

    @property
    def backbone_network(self):
        return self._backbone


class TrainOneStepCell(Cell):
    """One optimization step per call; returns the loss (``sens`` scales the gradients)."""

    def __init__(self, network, optimizer, sens=None, return_grad=False):
        super().__init__(auto_prefix=False)
        self.network = network
        self.network.set_grad()
        self.optimizer = optimizer
        self.weights = optimizer.parameters
        self.sens = sens
        self.return_grad = return_grad
        self.grad = GradOperation(get_by_list=True, sens_param=True)
        object.__setattr__(self, "_value_and_grad", _GradFunction(network, None, False, tuple(self.weights), False, False, False, True))

    def construct(self, *inputs):
        loss, grads = self._value_and_grad(*inputs)
        if self.sens is not None and self.sens != 1.0:
            grads = tuple(g * self.sens for g in grads)
        self.optimizer(grads)
        if self.return_grad:
            return loss, {w.name: g for w, g in zip(self.weights, grads)}
        return loss


class WithEvalCell(Cell):
    """``(loss_fn(network(data), label), network(data), label)``: what ``Model.eval`` feeds its metrics."""

    def __init__(self, network, loss_fn, add_cast_fp32=False):
        super().__init__(auto_prefix=False)
        self._network = network
        self._loss_fn = loss_fn
        self.add_cast_fp32 = add_cast_fp32

    def construct(self, data, label):
        outputs = self._network(data)
        return self._loss_fn(outputs, label), outputs, label
