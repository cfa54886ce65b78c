"""Opt-in aliasing: run code written for paddle, mindspore or torch on unigrad.

Inside ``aliases(...)``:

- ``import paddle`` (and ``paddle.autograd``, ``paddle.nn``, any submodule)
  gives ``unigrad.paddle_api`` (and its submodules); ``mindspore`` likewise
  gives ``unigrad.mindspore_api``;
- torch's gradient functions (``torch.func.grad`` and family,
  ``torch.autograd.grad``/``backward``, hence ``Tensor.backward``) are
  unigrad's torch front end; the rest of torch stays the real torch.

On exit everything is put back: ``sys.modules``, ``sys.meta_path`` and the
torch attributes are as they were before. Nothing happens on
``import unigrad``; ``unigrad run`` and the pytest option ``--unigrad`` use
this context manager.

>>> import sys
>>> with aliases("paddle"):
...     import paddle
...     print(paddle.__name__)
unigrad.paddle_api
>>> "paddle" in sys.modules
False
"""

import contextlib
import importlib
import importlib.abc
import importlib.util
import sys
import threading

from unigrad.dialects import DIALECTS, REGISTRY, get, parse_dialects  # noqa: F401 - parse_dialects: re-exported

#: Top-level module name -> the unigrad package that stands for it (from the dialect registry).
MODULE_ALIASES = {alias: d.package for d in REGISTRY.values() for alias in d.module_aliases}

#: (torch module, attribute, unigrad module holding the replacement of the same name).
TORCH_REPLACEMENTS = REGISTRY["torch"].replaced_attributes


class _AliasLoader(importlib.abc.Loader):
    """Loads an aliased name by importing its unigrad module and putting that in ``sys.modules``."""

    def __init__(self, target):
        self.target = target

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        try:
            real = importlib.import_module(self.target)
        except ModuleNotFoundError as error:
            if error.name != self.target:
                raise
            raise ModuleNotFoundError(
                f"No module named {module.__name__!r} (unigrad has no {self.target!r})", name=module.__name__
            ) from None
        # The import system returns whatever sys.modules holds after exec_module,
        # so the alias *is* the unigrad module, not a copy of it.
        sys.modules[module.__name__] = real


class _AliasFinder(importlib.abc.MetaPathFinder):
    """Finds ``paddle``/``mindspore`` (and their submodules) as unigrad modules."""

    def __init__(self, aliases):
        self.aliases = aliases

    def find_spec(self, fullname, path=None, target=None):
        head, dot, rest = fullname.partition(".")
        base = self.aliases.get(head)
        if base is None:
            return None
        return importlib.util.spec_from_loader(fullname, _AliasLoader(base + dot + rest))


def _is_under(name, heads):
    return name.partition(".")[0] in heads


class _AliasState:
    """What the open ``aliases`` blocks have changed, so that they may close in any order.

    The aliased state is a function of the set of dialects of the open blocks
    (their union): a dialect's aliases are applied when the first open block
    names it and undone, exactly, when the last one naming it closes. The
    state before a dialect was applied (the modules its aliases shadow, the
    torch attributes it replaces) is kept per dialect, so closing blocks out
    of order, or nested blocks of the same dialect, restore the original state
    once all are closed.
    """

    def __init__(self):
        self.lock = threading.RLock()
        self.open_blocks = []  # one tuple of dialect names per open block, in opening order
        self.finder = _AliasFinder({})
        self.shadowed = {}  # alias head -> {module name: module} set aside while it is aliased
        self.originals = {}  # dialect -> [(module, attribute, original value)], in replacing order
        self.script_builtins = {}  # dialect -> ids of replacements registered as TorchScript builtins

    def applied(self):
        return {name for block in self.open_blocks for name in block}

    def open(self, dialects):
        with self.lock:
            self.open_blocks.append(dialects)
            try:
                for name in dialects:
                    if name not in self.originals:
                        self._apply(name)
            except BaseException:
                self.close(dialects)
                raise

    def close(self, dialects):
        with self.lock:
            # The most recent block with these dialects: identical blocks are interchangeable.
            index = len(self.open_blocks) - 1 - self.open_blocks[::-1].index(dialects)
            del self.open_blocks[index]
            still = self.applied()
            for name in reversed(dialects):
                if name not in still and name in self.originals:
                    self._undo(name)

    def _apply(self, name):
        dialect = REGISTRY[name]
        self.originals[name] = replaced = []
        for head in dialect.module_aliases:
            # Modules already imported under an aliased name (the real paddle, say) are set
            # aside so that imports inside the block find unigrad's, and come back after.
            self.shadowed[head] = {m: module for m, module in sys.modules.items() if _is_under(m, (head,))}
            for module_name in self.shadowed[head]:
                del sys.modules[module_name]
            self.finder.aliases[head] = MODULE_ALIASES[head]
        if self.finder.aliases and self.finder not in sys.meta_path:
            sys.meta_path.insert(0, self.finder)
        for module_name, attribute, source in dialect.replaced_attributes:
            module = importlib.import_module(module_name)
            replacement = getattr(importlib.import_module(source), attribute)
            original = getattr(module, attribute)
            replaced.append((module, attribute, original))
            setattr(module, attribute, replacement)
            self._share_script_builtin(name, original, replacement)

    def _share_script_builtin(self, name, original, replacement):
        # TorchScript compiles a call to torch.autograd.grad/backward as the builtin op it maps
        # that function to; the replacement must map to the same op, or scripting fails.
        script_builtins = sys.modules.get("torch.jit._builtins")
        op = script_builtins and script_builtins._find_builtin(original)
        if op and script_builtins._find_builtin(replacement) is None:
            script_builtins._register_builtin(replacement, op)
            self.script_builtins.setdefault(name, []).append(id(replacement))

    def _undo(self, name):
        dialect = REGISTRY[name]
        script_builtins = sys.modules.get("torch.jit._builtins")
        for key in self.script_builtins.pop(name, ()):
            script_builtins._get_builtin_table().pop(key, None)
        for module, attribute, original in reversed(self.originals.pop(name)):
            setattr(module, attribute, original)
        for head in dialect.module_aliases:
            self.finder.aliases.pop(head, None)
            for module_name in [m for m in sys.modules if _is_under(m, (head,))]:
                del sys.modules[module_name]
            sys.modules.update(self.shadowed.pop(head, {}))
        if not self.finder.aliases and self.finder in sys.meta_path:
            sys.meta_path.remove(self.finder)


_STATE = _AliasState()


@contextlib.contextmanager
def aliases(*dialects):
    """Alias the given dialects (default: all) for the duration of the block.

    Blocks may nest and may close in any order: once every block is closed,
    ``sys.modules``, ``sys.meta_path`` and torch's attributes are as they were.
    """
    dialects = tuple(dict.fromkeys(dialects or DIALECTS))
    for name in dialects:
        get(name)
    _STATE.open(dialects)
    try:
        yield
    finally:
        _STATE.close(dialects)
