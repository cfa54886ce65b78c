"""``paddle.nn.initializer``: how parameters get their first values (implemented in ``paddle_api._initializers``)."""

from unigrad.paddle_api._initializers import (
    Assign, Constant, Initializer, KaimingNormal, KaimingUniform, Normal, TruncatedNormal, Uniform, XavierNormal,
    XavierUniform, calculate_gain, Orthogonal, Dirac, Bilinear, set_global_initializer,
)

__all__ = ["Constant", "Normal", "Uniform", "XavierUniform", "XavierNormal", "KaimingNormal", "KaimingUniform",
           "Assign", "TruncatedNormal", "Orthogonal", "Dirac", "Bilinear", "calculate_gain", "set_global_initializer"]
