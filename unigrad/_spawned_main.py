"""The main module of a child process started by spawn or forkserver under ``unigrad run``.

multiprocessing runs this module as the child's ``__mp_main__``; it becomes
the parent's main module (the user's script, run with the parent's aliases):
see ``unigrad.spawning``.
"""

import os as _os

from unigrad.spawning import ENVIRONMENT_VARIABLE as _VARIABLE, child_main_namespace as _child_main_namespace

if _VARIABLE in _os.environ:  # a child of 'unigrad run'; imported anywhere else it does nothing
    globals().update(_child_main_namespace())
del _os, _VARIABLE, _child_main_namespace
