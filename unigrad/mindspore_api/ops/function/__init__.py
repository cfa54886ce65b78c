"""``mindspore.ops.function``: where MindSpore defines its functional ops, module by module (only
``random_func``'s ``_ext`` ops live here; the rest of unigrad's ops are in ``ops.functional``)."""

from unigrad.mindspore_api.ops.function import random_func

__all__ = ["random_func"]
