"""How paddle 3.3.1 prints a Tensor, byte for byte, and ``paddle.set_printoptions``.

Values are formatted one by one from numpy: floats with ``precision``
digits (``2.`` when integral), complex as ``(re+imj)``, the rest with
``str``; every item is left-justified to the widest one (a leading space for
non-negatives when some value is negative); rows wrap at ``linewidth``;
above ``threshold`` elements, ``edgeitems`` per side and ``...`` in between.
"""

import numpy as np

from unigrad.dialect.printing import shown_indices

__all__ = ["set_printoptions", "tensor_to_string", "PrintOptions"]


class PrintOptions:
    """The current options (paddle's defaults)."""

    precision = 8
    threshold = 1000
    edgeitems = 3
    linewidth = 80
    sci_mode = False


OPTIONS = PrintOptions()


def set_printoptions(precision=None, threshold=None, edgeitems=None, sci_mode=None, linewidth=None):
    """Set the printing options; ``None`` leaves an option as it is.

    Every value is checked before any is set (paddle 3.3.1 raises the same
    error but has already changed some options by then).
    """
    changes = {"precision": precision, "threshold": threshold, "edgeitems": edgeitems, "linewidth": linewidth}
    for value in changes.values():
        if value is not None and not isinstance(value, int):
            raise RuntimeError(
                f"Unable to cast Python instance of type {type(value)} to C++ type '?' "
                "(#define PYBIND11_DETAILED_ERROR_MESSAGES or compile in debug mode for details)"
            )
    if sci_mode is not None:
        changes["sci_mode"] = bool(sci_mode)
    for name, value in changes.items():
        if value is not None:
            setattr(OPTIONS, name, value)


_FLOATS = (np.float16, np.float32, np.float64)
_COMPLEX = (np.complex64, np.complex128)


def _item_text(value):
    kind = value.dtype.type
    digits = OPTIONS.precision
    if kind in _FLOATS:
        if OPTIONS.sci_mode:
            return f"{value:.{digits}e}"
        if np.ceil(value) == value:
            return f"{value:.0f}."
        return f"{value:.{digits}f}"
    if kind in _COMPLEX:
        style = "e" if OPTIONS.sci_mode else "f"
        real, imag = np.real(value), np.imag(value)
        sign = "+" if imag >= 0 else ""
        return f"({real:.{digits}{style}}{sign}{imag:.{digits}{style}}j)"
    return f"{value}"


def _padded(value, width, signed):
    text = _item_text(value)
    if width <= len(text):
        return text
    if signed and not value < 0:
        return " " + text.ljust(width - 1)
    return text.ljust(width)


def _edges(array):
    """The elements shown when summarising (all of them otherwise), for the width."""
    if array.size == 0:
        return np.array([])
    if array.ndim == 0:
        return array
    edge = OPTIONS.edgeitems
    rows = array if array.shape[0] <= 2 * edge else np.concatenate([array[:edge], array[-edge:]])
    if array.ndim == 1:
        return rows
    return np.stack([_edges(row) for row in rows])


def _width(shown):
    width, signed = 0, False
    for value in shown.flatten():
        signed = signed or bool(value < 0)
        width = max(width, len(_item_text(value)))
    return width, signed


def _format(array, summary, indent, width, signed):
    if array.ndim == 0:
        return _padded(array, width, signed)
    indices = shown_indices(array.shape[0], OPTIONS.edgeitems, summary)
    if array.ndim == 1:
        items = ["..." if i is None else _padded(array[i], width, signed) for i in indices]
        per_line = max(1, (OPTIONS.linewidth - indent) // (width + 2))
        lines = [", ".join(items[i : i + per_line]) for i in range(0, len(items), per_line)]
        return "[" + (",\n" + " " * (indent + 1)).join(lines) + "]"
    parts = ["..." if i is None else _format(array[i], summary, indent + 1, width, signed) for i in indices]
    return "[" + ("," + "\n" * (array.ndim - 1) + " " * (indent + 1)).join(parts) + "]"


def values_to_string(array, indent):
    """The value block of a tensor whose values are numpy ``array``."""
    summary = array.ndim > 0 and array.size > OPTIONS.threshold
    width, signed = _width(_edges(array))
    return _format(array, summary, indent, width, signed)


def tensor_to_string(shape, dtype_name, place, stop_gradient, array, prefix="Tensor"):
    """paddle's ``str(tensor)``."""
    indent = len(prefix) + 1
    data = values_to_string(array, indent)
    return (
        f"{prefix}(shape={shape}, dtype={dtype_name}, place={place}, stop_gradient={stop_gradient},\n"
        f"{' ' * indent}{data})"
    )
