"""Children that multiprocessing starts by spawn or forkserver see the parent's aliases.

Such a child is a fresh interpreter: before it unpickles its work it
re-imports the parent's main module (the user's script), and without
unigrad's aliases that script's ``import paddle`` fails; a ``Pool`` or a
``DataLoader`` then waits forever for workers that never start. So, for as
long as ``unigrad run`` runs a script, :func:`children_aliased` has
multiprocessing tell each child to initialise its main module from
``unigrad._spawned_main`` instead, which enters the same aliases (the
dialects travel in the environment variable ``UNIGRAD_SPAWNED_MAIN``, with
what multiprocessing would have done with the parent's main module) and then
does exactly that. The children's own children are treated alike. Nothing of
this happens on ``import unigrad`` or in a process not started by
``unigrad run``.
"""

import contextlib
import json
import os

#: Environment variable carrying ``{"dialects": [...], <the parent's main-module keys>}`` to the children.
ENVIRONMENT_VARIABLE = "UNIGRAD_SPAWNED_MAIN"
#: The module a child initialises as its main module.
CHILD_MAIN = "unigrad._spawned_main"
#: multiprocessing's keys of the preparation data that say how a child initialises its main module.
MAIN_KEYS = ("init_main_from_name", "init_main_from_path")

_CHILD_BLOCKS = []  # in a child: the blocks it lives in


@contextlib.contextmanager
def children_aliased(dialects):
    """Within the block, spawned and forkserver children of this process get the aliases of ``dialects``."""
    import multiprocessing.spawn as spawn

    original = spawn.get_preparation_data
    saved_variable = os.environ.get(ENVIRONMENT_VARIABLE)

    def get_preparation_data(name):
        data = original(name)
        if data.get("init_main_from_name") != CHILD_MAIN:  # a child's child: the inherited variable holds
            parent_main = {key: data.pop(key) for key in MAIN_KEYS if key in data}
            os.environ[ENVIRONMENT_VARIABLE] = json.dumps({"dialects": list(dialects), **parent_main})
        data["init_main_from_name"] = CHILD_MAIN
        return data

    spawn.get_preparation_data = get_preparation_data
    try:
        yield
    finally:
        spawn.get_preparation_data = original
        if saved_variable is None:
            os.environ.pop(ENVIRONMENT_VARIABLE, None)
        else:
            os.environ[ENVIRONMENT_VARIABLE] = saved_variable


def child_main_namespace():
    """In a child: enter the parent's aliases for good, then run the parent's main module as multiprocessing would.

    Returns that module's namespace (empty when multiprocessing would not run
    it: a ``python -m`` package's ``__main__``, or no main module at all).
    """
    import runpy

    from unigrad.aliasing import aliases

    config = json.loads(os.environ[ENVIRONMENT_VARIABLE])
    dialects = tuple(config["dialects"])
    # Entered and never exited: the child lives inside them, as the parent's script did
    # (kept referenced: a collected context manager would exit).
    for block in (aliases(*dialects), children_aliased(dialects)):
        block.__enter__()
        _CHILD_BLOCKS.append(block)
    if "init_main_from_path" in config:
        return runpy.run_path(config["init_main_from_path"], run_name="__mp_main__")
    name = config.get("init_main_from_name")
    if name is None or name == "__main__" or name.endswith(".__main__"):
        return {}
    return runpy.run_module(name, run_name="__mp_main__", alter_sys=True)
