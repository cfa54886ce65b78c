"""``paddle.nn.ClipGradByValue``, ``ClipGradByNorm``, ``ClipGradByGlobalNorm``: what an optimizer's ``grad_clip=``
does to the gradients before regularization and the update, in paddle's order of float32 operations
(squared L2 norms summed as paddle's Eigen reduction, ``clip_norm / max(global_norm, clip_norm)`` applied to
every gradient). Parameters with ``need_clip=False`` keep their gradients."""

import math

import numpy as np
import torch

from unigrad.paddle_api.nn.functional import _full_reduce
from unigrad.paddle_api._real_names import RealNamed

__all__ = ["ClipGradByValue", "ClipGradByNorm", "ClipGradByGlobalNorm"]


def _squared_norm(g):
    return _full_reduce(g * g, "sum")


class ClipGradBase(RealNamed):
    def __call__(self, params_grads):
        """``[(param, torch grad)]`` -> the same pairs with clipped torch gradients."""
        return self._clip(params_grads)


class ClipGradByValue(ClipGradBase):
    def __init__(self, max, min=None):
        if min is None:
            assert max > 0.0
            min = -max
        self.max, self.min = float(max), float(min)

    def __str__(self):
        return f"Clip Gradient By Value, min = {self.min:f}, max={self.max:f}"

    def _clip(self, params_grads):
        return [(p, g if getattr(p, "need_clip", True) is False else g.clamp(self.min, self.max))
                for p, g in params_grads]


class ClipGradByNorm(ClipGradBase):
    def __init__(self, clip_norm):
        self.clip_norm = float(clip_norm)

    def __str__(self):
        return f"Gradient Clip By Norm, clip_norm={self.clip_norm:f}"

    def _clip(self, params_grads):
        out = []
        for p, g in params_grads:
            if getattr(p, "need_clip", True) is not False:
                norm = torch.sqrt(_squared_norm(g))
                if norm > self.clip_norm:
                    g = g * (g.new_tensor(self.clip_norm) / norm)
            out.append((p, g))
        return out


class ClipGradByGlobalNorm(ClipGradBase):
    def __init__(self, clip_norm, group_name="default_group", auto_skip_clip=False):
        self.clip_norm, self.group_name = float(clip_norm), group_name
        assert isinstance(auto_skip_clip, bool)
        self.auto_skip_clip = auto_skip_clip

    def __str__(self):
        return f"Gradient Clip By GlobalNorm, global_norm={self.clip_norm:f}"

    def _clip(self, params_grads):
        squares = [_squared_norm(g) for p, g in params_grads if getattr(p, "need_clip", True) is not False]
        if not squares:
            return params_grads
        dtype = torch.float64 if any(s.dtype is torch.float64 for s in squares) else squares[0].dtype
        total = _full_reduce(torch.stack([s.to(dtype) for s in squares]), "sum")
        norm = torch.sqrt(total)
        limit = norm.new_tensor(self.clip_norm)
        if self.auto_skip_clip and not norm > limit:
            return params_grads
        scale = limit / (norm if self.auto_skip_clip else torch.maximum(norm, limit))
        return [(p, g if getattr(p, "need_clip", True) is False else g * scale.to(g.dtype))
                for p, g in params_grads]
