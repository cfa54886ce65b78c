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

from unigrad.dialects import DIALECTS, REGISTRY, parse_dialects  # noqa: F401 - parse_dialects: re-exported

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


@contextlib.contextmanager
def aliases(*dialects):
    """Alias the given dialects (default: all) for the duration of the block."""
    dialects = dialects or DIALECTS
    module_aliases = {alias: MODULE_ALIASES[alias] for name in dialects for alias in REGISTRY[name].module_aliases}
    # Modules already imported under an aliased name (the real paddle, say) are
    # set aside so that imports inside the block find unigrad's, and come back after.
    shadowed = {name: mod for name, mod in sys.modules.items() if _is_under(name, module_aliases)}
    for name in shadowed:
        del sys.modules[name]
    finder = _AliasFinder(module_aliases)
    sys.meta_path.insert(0, finder)
    replaced = []
    try:
        for name in dialects:
            for module_name, attribute, source in REGISTRY[name].replaced_attributes:
                module = importlib.import_module(module_name)
                replaced.append((module, attribute, getattr(module, attribute)))
                setattr(module, attribute, getattr(importlib.import_module(source), attribute))
        yield
    finally:
        for module, attribute, original in reversed(replaced):
            setattr(module, attribute, original)
        sys.meta_path.remove(finder)
        for name in [name for name in sys.modules if _is_under(name, module_aliases)]:
            del sys.modules[name]
        sys.modules.update(shadowed)
