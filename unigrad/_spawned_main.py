"""The main module of a child process started by spawn or forkserver under ``unigrad run``.

multiprocessing runs this module as the child's ``__mp_main__``; it becomes
the parent's main module (the user's script, run with the parent's aliases):
see ``unigrad.spawning``.
"""

from unigrad.spawning import child_main_namespace as _child_main_namespace

globals().update(_child_main_namespace())
del _child_main_namespace
