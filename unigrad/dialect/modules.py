"""The module/parameter walk of a front end's layers (paddle's ``Layer``, MindSpore's ``Cell``).

A module holds named children (sub-layers) and named members (parameters,
buffers) in ordered tables. Every traversal a front end offers
(``named_sublayers``/``cells_and_names``, ``named_parameters``/
``parameters_and_names``, ``named_buffers``, ``state_dict``) is one of the
walks here, bound with the function that reads a module's children or members
and with the dialect's choices (whether a module met twice is walked twice,
whether a member met twice is listed twice). Paths are dotted attribute paths
(``"encoder.0.weight"``).

>>> class M:
...     def __init__(self, **children): self.children, self.params = children, {}
>>> leaf = M(); leaf.params = {"w": 1}
>>> root = M(a=leaf, b=leaf)
>>> [path for path, _ in walk_modules(root, lambda m: m.children)]
['', 'a']
>>> list(walk_members(walk_modules(root, lambda m: m.children, remember=False), lambda m: m.params))
[('a.w', 1)]
"""

__all__ = ["walk_modules", "walk_members", "gather_state", "child_path"]


def child_path(prefix, name):
    """The dotted path of child ``name`` of the module at ``prefix`` (``""``: the root); a name that is not a
    string raises the frameworks' own TypeError (they concatenate)."""
    return (prefix + "." if prefix else "") + name


def walk_modules(module, children_of, prefix="", seen=None, include_self=True, remember=True, prune=True):
    """``(path, module)`` pairs, ``module`` first (if ``include_self``), then its children's, depth first.

    ``seen`` holds the ids of the modules already listed (``remember``: add to it); a module met again is
    not listed again, and with ``prune`` its children are not walked again either (without, they are
    walked, which lists nothing new unless modules contain themselves). None children are skipped.
    """
    if seen is None:
        seen = set()
    if id(module) in seen:
        if prune:
            return
    elif include_self:
        if remember:
            seen.add(id(module))
        yield prefix, module
    for name, child in children_of(module).items():
        if child is not None:
            yield from walk_modules(child, children_of, child_path(prefix, name), seen, True, remember, prune)


def walk_members(walked, members_of, dedupe=True):
    """``(path, member)`` for the members (not None) of each module of ``walked`` (``(path, module)``
    pairs), in each module's order; with ``dedupe`` a member met again (the same object) is left out."""
    seen = set()
    for prefix, module in walked:
        for name, member in members_of(module).items():
            if member is None or dedupe and id(member) in seen:
                continue
            seen.add(id(member))
            yield child_path(prefix, name), member


def gather_state(destination, prefix, parameters, buffers, children, child_state, transient=(), keep=None):
    """Fill ``destination`` with one module's state and return it: its ``parameters``, then its ``buffers``
    but those named in ``transient`` (``name: value`` tables; None values left out) under ``prefix + name``,
    as ``keep(value)`` if given; then each child's, by ``child_state(child, prefix + name + ".")`` (the
    child's own method, so that a module overriding it is honoured)."""
    for name, value in parameters.items():
        if value is not None:
            destination[prefix + name] = value if keep is None else keep(value)
    for name, value in buffers.items():
        if value is not None and name not in transient:
            destination[prefix + name] = value if keep is None else keep(value)
    for name, child in children.items():
        if child is not None:
            child_state(child, f"{prefix}{name}.")
    return destination
