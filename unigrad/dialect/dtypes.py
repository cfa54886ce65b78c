"""A front end's dtype table: its dtype objects by name and by the torch dtype each stands for.

Every dialect has a class of dtype objects (``paddle.float32``,
``mindspore.float32``), each the twin of one torch dtype; a tensor's
``dtype`` is the lookup of its torch dtype, the hottest use (a dict read,
no call), and a dtype given by name is a lookup by name or alias.

>>> import torch
>>> table = DtypeTable([("float32", "F32", torch.float32), ("single", "F32", torch.float32)], {"float": "float32"})
>>> table.by_torch[torch.float32], table.named("float"), table.named("int8")
('F32', 'F32', None)
"""

__all__ = ["DtypeTable"]


class DtypeTable:
    """``entries``: ``(name, dialect dtype, torch dtype)``; the first entry of a torch dtype is its twin.

    ``aliases`` maps other spellings to names (``"float"`` -> ``"float32"``).
    """

    __slots__ = ("by_name", "by_torch", "aliases")

    def __init__(self, entries, aliases=None):
        self.by_name = {}
        self.by_torch = {}
        for name, dtype, torch_dtype in entries:
            self.by_name[name] = dtype
            self.by_torch.setdefault(torch_dtype, dtype)
        self.aliases = dict(aliases or {})

    def named(self, name):
        """The dtype of ``name`` or of an alias of it; None when there is none."""
        return self.by_name.get(self.aliases.get(name, name))
