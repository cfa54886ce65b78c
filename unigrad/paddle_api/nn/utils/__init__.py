"""``paddle.nn.utils``: gradient clipping, parameter vectors and weight reparametrisations of Layers.

Everything is written with the dialect's own ops (``paddle.linalg.norm``,
``paddle.concat``, ``F.normalize``, ...), in paddle's order, so the values
carry the same roundings as the ops paddle composes here, and the hooks draw
from the random generator (``create_parameter``, ``paddle.normal``) when and as
often as paddle's do.
"""

import functools
import operator

__all__ = ["weight_norm", "remove_weight_norm", "spectral_norm", "parameters_to_vector", "vector_to_parameters",
           "clip_grad_norm_", "clip_grad_value_"]


def _paddle():
    import unigrad.paddle_api as paddle

    return paddle


def _assign(source, target):
    """``source``'s values written into ``target`` in place, unrecorded; ``target`` keeps its ``stop_gradient``
    (what ``paddle.assign(source, target)`` does under ``no_grad`` in paddle)."""
    import torch

    with torch.no_grad():
        target._torch.copy_(source._torch.reshape(target._torch.shape))


def _grads(parameters):
    """The ``(parameter, gradient)`` pairs of the parameters that have a gradient."""
    from unigrad.paddle_api.tensor import Tensor

    if isinstance(parameters, Tensor):
        parameters = [parameters]
    return [(p, p.grad) for p in parameters if p.grad is not None]


def clip_grad_norm_(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False):
    """Scales the gradients in place so that their joint ``norm_type``-norm is at most ``max_norm``;
    returns that norm (before scaling)."""
    paddle = _paddle()
    from unigrad.paddle_api.tensor import Tensor

    if isinstance(parameters, Tensor):
        parameters = [parameters]
    supported = [float("inf"), 0, 1, 2]
    if norm_type not in supported:
        raise ValueError(f"norm_type only support {supported}")
    pairs = _grads(parameters)
    max_norm, norm_type = float(max_norm), float(norm_type)
    if not pairs:
        return paddle.to_tensor(0.0)
    grads = [g for _, g in pairs]
    if norm_type == float("inf"):
        norms = [g.detach().abs().max() for g in grads]
        total = norms[0] if len(norms) == 1 else paddle.max(paddle.stack(norms))
    else:
        total = paddle.linalg.norm(paddle.stack([paddle.linalg.norm(g.detach(), norm_type) for g in grads]),
                                   norm_type)
    if error_if_nonfinite and bool(paddle.logical_or(total.isnan(), total.isinf())):
        raise RuntimeError(f"The total norm of {norm_type} order of the gradients from `parameters` is non-finite, "
                           "so it cannot be clipped. In any case, disable this error and scale the gradient by "
                           "non-finite norm, set `error_if_nonfinite=False`")
    coefficient = (max_norm / (total + 1e-6)).clip(max=1.0)
    for param, _ in pairs:
        grad = param._torch.grad
        grad.mul_(coefficient._torch.to(grad.dtype))
    return total


def clip_grad_value_(parameters, clip_value):
    """Clamps every gradient in place to ``[-clip_value, clip_value]``."""
    clip_value = float(clip_value)
    for param, _ in _grads(parameters):
        param._torch.grad.clamp_(min=-clip_value, max=clip_value)


def parameters_to_vector(parameters, name=None):
    """The parameters flattened and joined into one 1-D tensor (a new leaf that requires grad)."""
    paddle = _paddle()
    with paddle.no_grad():
        out = paddle.concat([p.reshape([-1]) for p in parameters], 0)
    out.stop_gradient = False
    return out


def vector_to_parameters(vec, parameters, name=None):
    """Slices of ``vec`` copied into the parameters, in order (``vec`` may be longer than needed)."""
    import torch

    assert len(vec.shape) == 1
    sizes = [functools.reduce(operator.mul, p.shape, 1) for p in parameters]
    total = sum(sizes)
    if total > vec.shape[0]:
        raise ValueError("The total_elements of vec should be equal to or larger than the number of elements in "
                         "parameters.")
    flat = vec._torch.detach()
    start = 0
    with torch.no_grad():
        for param, size in zip(parameters, sizes):
            # paddle shares the slice's data into the parameter: its dtype and values become the slice's
            piece = flat[start:start + size].reshape(param._torch.shape).clone()
            param._torch = piece.requires_grad_(param._torch.requires_grad)
            start += size


# ---- weight_norm ------------------------------------------------------------
def _norm_except_dim(p, dim):
    """The L2 norm of ``p`` over every dimension but ``dim`` (``dim=-1``: over all of it)."""
    paddle = _paddle()
    shape = p.shape
    if dim == -1:
        return paddle.sqrt(paddle.sum(paddle.square(p)) + 1e-12)
    if dim == 0:
        matrix = paddle.reshape(p, (shape[0], -1))
        return paddle.sqrt(paddle.sum(paddle.square(matrix), axis=1) + 1e-12)
    if dim == len(shape) - 1:
        matrix = paddle.reshape(p, (-1, shape[-1]))
        return paddle.sqrt(paddle.sum(paddle.square(matrix), axis=0) + 1e-12)
    perm = list(range(len(shape)))
    perm[0], perm[dim] = dim, 0
    return _norm_except_dim(paddle.transpose(p, perm), 0)


def _weight_norm(v, g, dim):
    """``g * v / ||v||``, the norm taken over every dimension but ``dim``."""
    paddle = _paddle()
    F = paddle.nn.functional
    shape = v.shape
    ndims = len(shape)
    if dim == -1:
        normalized = v / (paddle.sqrt(paddle.sum(paddle.square(v))) + 1e-12)
    elif dim == 0:
        normalized = paddle.reshape(F.normalize(paddle.reshape(v, (shape[0], -1)), axis=1), shape)
    elif dim == ndims - 1:
        normalized = paddle.reshape(F.normalize(paddle.reshape(v, (-1, shape[-1])), axis=0), shape)
    else:
        perm = list(range(ndims))
        perm[0], perm[dim] = dim, 0
        transposed = paddle.transpose(v, perm)
        matrix = paddle.reshape(transposed, (transposed.shape[0], -1))
        normalized = paddle.transpose(paddle.reshape(F.normalize(matrix, axis=1), transposed.shape), perm)
    if dim == -1 or g.ndim == 0:
        return normalized * g
    # g broadcast along ``dim``
    return normalized * paddle.reshape(g, [-1 if i == dim else 1 for i in range(ndims)])


class WeightNorm:
    """The forward pre-hook that rebuilds ``layer.<name>`` from ``<name>_g`` and ``<name>_v``."""

    def __init__(self, name, dim):
        self.name = name
        self.dim = -1 if dim is None else dim

    def compute_weight(self, layer):
        return _weight_norm(getattr(layer, self.name + "_v"), getattr(layer, self.name + "_g"), self.dim)

    @staticmethod
    def apply(layer, name, dim):
        paddle = _paddle()
        for hook in layer._forward_pre_hooks.values():
            if isinstance(hook, WeightNorm) and hook.name == name:
                raise RuntimeError(f"Cannot register two weight_norm hooks on the same parameter {name}")
        if dim is None:
            dim = -1
        rank = len(layer._parameters[name].shape)
        assert -rank <= dim < rank, "dim must set between [-R, R), R means the dimension of weight."
        if dim != -1:
            dim = (dim + rank) % rank
        fn = WeightNorm(name, dim)
        weight = getattr(layer, name)
        del layer._parameters[name]
        g_value = _norm_except_dim(weight, dim)
        v = layer.create_parameter(weight.shape, dtype=weight.dtype)
        layer.add_parameter(name + "_v", v)
        g = layer.create_parameter(g_value.shape, dtype=g_value.dtype)
        layer.add_parameter(name + "_g", g)
        _assign(weight, v)
        _assign(g_value, g)
        setattr(layer, name, fn.compute_weight(layer))
        layer.register_forward_pre_hook(fn)
        return fn

    def remove(self, layer):
        paddle = _paddle()
        value = self.compute_weight(layer)
        delattr(layer, self.name)
        del layer._parameters[self.name + "_g"]
        del layer._parameters[self.name + "_v"]
        weight = layer.create_parameter(value.shape, dtype=value.dtype)
        layer.add_parameter(self.name, weight)
        _assign(value, weight)

    def __call__(self, layer, inputs):
        setattr(layer, self.name, self.compute_weight(layer))


def weight_norm(layer, name="weight", dim=0):
    """Replaces ``layer.<name>`` by ``g * v / ||v||`` with new parameters ``<name>_g`` and ``<name>_v``."""
    WeightNorm.apply(layer, name, dim)
    return layer


def remove_weight_norm(layer, name="weight"):
    """Undoes :func:`weight_norm`: ``<name>`` becomes one parameter again, holding the current weight."""
    for key, hook in list(layer._forward_pre_hooks.items()):
        if isinstance(hook, WeightNorm) and hook.name == name:
            hook.remove(layer)
            del layer._forward_pre_hooks[key]
            return layer
    raise ValueError(f"weight_norm of '{name}' not found in {layer}")


# ---- spectral_norm ----------------------------------------------------------
class SpectralNorm:
    """The forward pre-hook that divides ``<name>_orig`` by its largest singular value, estimated by power
    iteration on the buffers ``<name>_u`` and ``<name>_v`` (updated while training)."""

    def __init__(self, name="weight", n_power_iterations=1, dim=0, eps=1e-12):
        self.name, self.dim = name, dim
        if n_power_iterations <= 0:
            raise ValueError("Expected n_power_iterations to be positive, but "
                             f"got n_power_iterations={n_power_iterations}")
        self.n_power_iterations, self.eps = n_power_iterations, eps

    def reshape_weight_to_matrix(self, weight):
        matrix = weight
        if self.dim != 0:
            matrix = matrix.transpose([self.dim] + [d for d in range(matrix.dim()) if d != self.dim])
        return matrix.reshape([matrix.shape[0], -1])

    def compute_weight(self, layer, do_power_iteration):
        paddle = _paddle()
        F = paddle.nn.functional
        weight = getattr(layer, self.name + "_orig")
        u, v = getattr(layer, self.name + "_u"), getattr(layer, self.name + "_v")
        matrix = self.reshape_weight_to_matrix(weight)
        if do_power_iteration:
            with paddle.no_grad():
                for _ in range(self.n_power_iterations):
                    _assign(F.normalize(paddle.matmul(matrix, u, transpose_x=True), axis=0, epsilon=self.eps), v)
                    _assign(F.normalize(paddle.matmul(matrix, v), axis=0, epsilon=self.eps), u)
                u, v = u.clone(), v.clone()
        sigma = paddle.dot(u, paddle.mv(matrix, v))
        return weight / sigma

    def __call__(self, layer, inputs):
        setattr(layer, self.name, self.compute_weight(layer, do_power_iteration=layer.training))

    @staticmethod
    def apply(layer, name, n_power_iterations, dim, eps):
        paddle = _paddle()
        F = paddle.nn.functional
        for hook in layer._forward_pre_hooks.values():
            if isinstance(hook, SpectralNorm) and hook.name == name:
                raise RuntimeError(f"Cannot register two spectral_norm hooks on the same parameter {name}")
        fn = SpectralNorm(name, n_power_iterations, dim, eps)
        weight = layer._parameters[name]
        with paddle.no_grad():
            h, w = fn.reshape_weight_to_matrix(weight).shape
            # paddle creates (and so initialises) each vector as a parameter, then refills it from normal(0, 1)
            u = layer.create_parameter([h])
            _assign(paddle.normal(0.0, 1.0, shape=u.shape), u)
            v = layer.create_parameter([w])
            _assign(paddle.normal(0.0, 1.0, shape=v.shape), v)
            u = F.normalize(u, axis=0, epsilon=fn.eps)
            v = F.normalize(v, axis=0, epsilon=fn.eps)
        del layer._parameters[fn.name]
        layer.add_parameter(fn.name + "_orig", weight)
        setattr(layer, fn.name, weight * 1.0)
        layer.register_buffer(fn.name + "_u", u)
        layer.register_buffer(fn.name + "_v", v)
        layer.register_forward_pre_hook(fn)
        return fn


def spectral_norm(layer, name="weight", n_power_iterations=1, eps=1e-12, dim=None):
    """Reparametrises ``layer.<name>`` as the weight over its spectral norm (see :class:`SpectralNorm`)."""
    if dim is None:
        nn = _paddle().nn
        transposed_kinds = tuple(getattr(nn, kind) for kind in ("Conv1DTranspose", "Conv2DTranspose",
                                                                "Conv3DTranspose", "Linear") if hasattr(nn, kind))
        dim = 1 if isinstance(layer, transposed_kinds) else 0
    SpectralNorm.apply(layer, name, n_power_iterations, dim, eps)
    return layer
