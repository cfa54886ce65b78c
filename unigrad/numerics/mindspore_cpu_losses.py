"""MindSpore's CPU float32 softmax cross-entropy kernels: ``SoftmaxCrossEntropyWithLogits`` and
``SparseSoftmaxCrossEntropyWithLogits``, forward values and the gradients they hand to their bprops.

``SoftmaxCrossEntropyWithLogits`` is a scalar C++ loop per row: ``d = x - max``,
``e = exp(d)`` in double rounded to float, a sequential float sum, ``log =
logf(sum)``, the loss accumulated as ``loss += label * (d - log)`` (one
rounding per step, from 0) and negated; its second output, the gradient, is
``e / sum - label``. ``SparseSoftmaxCrossEntropyWithLogits`` (``reduction=
"mean"``) runs nnacl's last-axis softmax (:func:`mindspore_cpu.softmax`), then
``total -= logf(p[label])`` row after row, divided by the batch size; its
gradient is ``p * (1 / batch)`` minus ``1 / batch`` at the label. Every function
takes 2-D float32 tensors (rows, classes) and returns float32 tensors.
"""

import torch

from unigrad.numerics import libm, mindspore_cpu, simd

__all__ = ["softmax_cross_entropy", "sparse_softmax_cross_entropy", "sparse_softmax_cross_entropy_grad"]


def softmax_cross_entropy(logits, labels):
    """``(loss per row, gradient)`` of MindSpore's CPU ``SoftmaxCrossEntropyWithLogits``."""
    d = logits - logits.amax(-1, keepdim=True)
    e = torch.exp(d.double()).float()  # C's exp on the float promoted to double
    total = simd.sequential_sum(e, from_zero=True)
    log_total = libm.elementwise("logf", total)
    terms = labels * (d - log_total.unsqueeze(-1))
    loss = -simd.sequential_sum(terms, from_zero=True)
    return loss, e / total.unsqueeze(-1) - labels


def sparse_softmax_cross_entropy(logits, labels):
    """The mean loss (0-D) of MindSpore's CPU ``SparseSoftmaxCrossEntropyWithLogits`` over the rows of
    ``logits`` with class indices ``labels``."""
    p = mindspore_cpu.softmax(logits, -1)
    picked = p.gather(-1, labels.long().reshape(-1, 1)).reshape(-1)
    negated_logs = -libm.elementwise("logf", picked)
    total = simd.sequential_sum(negated_logs.unsqueeze(0), from_zero=True)[0]
    return total / torch.tensor(float(p.shape[0]), dtype=torch.float32)


def sparse_softmax_cross_entropy_grad(logits, labels):
    """The gradient output of ``SparseSoftmaxCrossEntropyWithLogits(is_grad=True)``: ``softmax * (1 / batch)``,
    minus ``1 / batch`` at each row's label."""
    p = mindspore_cpu.softmax(logits, -1)
    scale = torch.tensor(1.0 / p.shape[0], dtype=torch.float32)
    grad = scale * p
    rows = torch.arange(p.shape[0])
    index = labels.long().reshape(-1)
    grad[rows, index] = grad[rows, index] - scale
    return grad
