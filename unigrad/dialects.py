"""The dialect registry: the one table that says what each dialect is.

Everything that treats dialects alike reads it: aliasing (``aliasing.py``),
``unigrad run``'s and pytest's ``--unigrad`` option, the conformance cases'
layout and recording (``conform/cases.py``), the doc-example harvest, the
claimed surface and coverage (``conform/surface.py``), and the warm
interpreters (``conform/warm.py``). Adding a dialect is one ``Dialect`` entry
here plus its front-end package.

Standard library only, and nothing runs on import beyond building the table:
``import unigrad`` reads it and must stay free of torch and side effects.
"""

import dataclasses


@dataclasses.dataclass(frozen=True)
class Dialect:
    """What unigrad needs to know about one dialect, all in data."""

    #: The dialect's name, as ``--dialect`` spells it and as ``conformance/cases/<name>/`` holds its cases.
    name: str
    #: The front-end package that stands for the real framework (``unigrad.paddle_api``).
    package: str
    #: The real framework's top-level module: the front end's names are claimed under it (``paddle``).
    real_module: str
    #: The distribution whose version is reproduced and recorded (``paddlepaddle``), and that version.
    distribution: str
    version: str
    #: Top-level module names that resolve to ``package`` while the dialect is aliased (``import paddle``).
    module_aliases: tuple = ()
    #: ``(real module, attribute, unigrad module holding the replacement of the same name)``: attributes of
    #: a real module set to unigrad's while the dialect is aliased (torch keeps its own modules).
    replaced_attributes: tuple = ()
    #: Source put before every harvested doc example: what the framework's doctests take as already imported.
    doc_preamble: str = ""
    #: ``(text in an example's source, why)``: harvested examples unigrad does not set out to run
    #: (applied only to examples that would otherwise differ or fail, and reported with their diff).
    out_of_scope: tuple = ()
    #: Where the real framework's interpreter (an "oracle" venv) usually is; only for messages and defaults.
    oracle_hint: str = ""
    #: The NumPy major version the real framework's users have (0: any). A program doing numpy arithmetic
    #: itself prints what its NumPy prints (NEP 50 promotion, ``np.float32(1.5)`` reprs under NumPy 2), so
    #: unigrad reproduces such programs only under that NumPy (MindSpore 2.10 requires numpy<2).
    numpy_major: int = 0

    @property
    def requirement(self):
        """The pip requirement of the real framework reproduced (``paddlepaddle==3.3.1``)."""
        return f"{self.distribution}=={self.version}"


REGISTRY = {
    dialect.name: dialect
    for dialect in (
        Dialect(
            name="paddle",
            package="unigrad.paddle_api",
            real_module="paddle",
            distribution="paddlepaddle",
            version="3.3.1",
            module_aliases=("paddle",),
            out_of_scope=(("paddle.enable_static()",
                           "needs paddle's static graph mode; unigrad reproduces dygraph only"),
                          ("disable_dygraph()", "needs paddle's static graph mode; unigrad reproduces dygraph only")),
            oracle_hint="/tmp/oracle-paddle/bin/python",
        ),
        Dialect(
            name="torch",
            package="unigrad.torch_api",
            real_module="torch",
            distribution="torch",
            version="2.13.0",
            replaced_attributes=(
                ("torch.func", "grad", "unigrad.torch_api.func"),
                ("torch.func", "grad_and_value", "unigrad.torch_api.func"),
                ("torch.func", "vjp", "unigrad.torch_api.func"),
                ("torch.func", "jvp", "unigrad.torch_api.func"),
                ("torch.func", "jacrev", "unigrad.torch_api.func"),
                ("torch.func", "jacfwd", "unigrad.torch_api.func"),
                ("torch.func", "hessian", "unigrad.torch_api.func"),
                ("torch.func", "vmap", "unigrad.torch_api.func"),
                ("torch", "vmap", "unigrad.torch_api.func"),
                ("torch.autograd", "grad", "unigrad.torch_api.autograd"),
                ("torch.autograd", "backward", "unigrad.torch_api.autograd"),
                *(("torch.autograd.functional", name, "unigrad.torch_api.autograd.functional")
                  for name in ("jacobian", "hessian", "vjp", "jvp", "hvp", "vhp")),
                # functorch, torch.func's deprecated namespace: code still importing it runs on unigrad too.
                *(("functorch", name, "unigrad.torch_api._functorch")
                  for name in ("grad", "grad_and_value", "vjp", "jvp", "jacrev", "jacfwd", "hessian", "vmap")),
            ),
            doc_preamble="import torch\n",  # torch's doctests run with torch imported
            oracle_hint="/tmp/oracle-torch/bin/python",
        ),
        Dialect(
            name="mindspore",
            package="unigrad.mindspore_api",
            real_module="mindspore",
            distribution="mindspore",
            version="2.10.0",
            module_aliases=("mindspore",),
            oracle_hint="/tmp/oracle-ms/bin/python",
            numpy_major=1,
        ),
    )
}

#: The dialects' names, in the registry's order (``auto`` means all of them, in this order).
DIALECTS = tuple(REGISTRY)


def get(name):
    """The ``Dialect`` called ``name``; ``ValueError`` naming the known ones otherwise.

    >>> get("paddle").requirement
    'paddlepaddle==3.3.1'
    """
    try:
        return REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown dialect {name!r}: expected 'auto' or some of {', '.join(DIALECTS)}") from None


def numpy_mismatch(name):
    """A note when this interpreter's NumPy is not the one the dialect's users have, else None.

    Read from the installed distribution's metadata: numpy itself is not imported.
    """
    import importlib.metadata

    wanted = get(name).numpy_major
    try:
        installed = importlib.metadata.version("numpy")
    except importlib.metadata.PackageNotFoundError:
        return None
    if not wanted or int(installed.split(".")[0]) == wanted:
        return None
    return (f"{get(name).requirement} runs with numpy {wanted}.x but this interpreter has numpy {installed}: "
            f"programs doing numpy arithmetic themselves will print numpy {installed.split('.')[0]}'s results; "
            f"run from a virtual environment with numpy<{wanted + 1} to compare as {name} users see it")


def parse_dialects(spec):
    """Dialect names from ``'auto'`` (all of them) or a comma-separated list.

    >>> parse_dialects("auto")
    ('paddle', 'torch', 'mindspore')
    >>> parse_dialects("torch,paddle")
    ('torch', 'paddle')
    """
    names = DIALECTS if spec in (None, "", "auto", "all") else tuple(n.strip() for n in spec.split(","))
    for name in names:
        get(name)
    return names

