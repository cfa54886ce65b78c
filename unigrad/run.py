"""``unigrad run``: run a script or module as ``python`` would, with the dialects aliased to unigrad.

    unigrad run [--dialect auto|paddle|torch|mindspore] [--numerics exact|native] SCRIPT [ARGS...]
    unigrad run [--dialect ...] [--numerics ...] -m MODULE [ARGS...]

It behaves like ``python SCRIPT`` / ``python -m MODULE`` (``sys.argv``,
``__name__ == "__main__"``, exit status, tracebacks, stdin and stdout
untouched) with the dialects aliased (see ``unigrad.aliasing``). Its own
module, apart from the ``unigrad`` command's dispatch (``cli.py``), so that
the conformance harness's warm interpreters can run scripts without
importing the harness back.
"""

import os
import runpy
import sys

USAGE = __doc__.split("\n\n")[1]


def _parse_run(argv):
    """``(dialect_spec, module_or_None, script_or_None, script_args)`` from ``run``'s arguments; a
    ``--numerics`` policy (``unigrad.numerics``) is set on the way, so the script runs under it."""
    dialect, index = "auto", 0
    while index < len(argv):
        arg = argv[index]
        if arg == "--dialect" and index + 1 < len(argv):
            dialect, index = argv[index + 1], index + 2
        elif arg.startswith("--dialect="):
            dialect, index = arg.partition("=")[2], index + 1
        elif arg == "--numerics" and index + 1 < len(argv):
            _set_numerics(argv[index + 1])
            index += 2
        elif arg.startswith("--numerics="):
            _set_numerics(arg.partition("=")[2])
            index += 1
        elif arg == "-m" and index + 1 < len(argv):
            return dialect, argv[index + 1], None, argv[index + 2 :]
        elif arg.startswith("-m") and len(arg) > 2:
            return dialect, arg[2:], None, argv[index + 1 :]
        elif arg.startswith("-") and arg != "-":
            raise SystemExit(f"unigrad run: unknown option {arg!r}\nusage:\n{USAGE}")
        else:
            return dialect, None, arg, argv[index + 1 :]
    raise SystemExit(f"unigrad run: no script or module given\nusage:\n{USAGE}")


def _set_numerics(policy):
    from unigrad.numerics import set_numerics

    try:
        set_numerics(policy)
    except ValueError as error:
        raise SystemExit(f"unigrad run: {error}") from None


def _print_user_traceback(error):
    """Print ``error`` as ``python SCRIPT`` would: without unigrad's and runpy's frames above the script."""
    from unigrad import aliasing

    skip = {os.path.abspath(path) for path in (__file__, runpy.__file__, aliasing.__file__)} | {"<frozen runpy>"}
    tb = error.__traceback__
    while tb is not None and (tb.tb_frame.f_code.co_filename in skip or os.path.abspath(tb.tb_frame.f_code.co_filename) in skip):
        tb = tb.tb_next
    sys.excepthook(type(error), error.with_traceback(tb), tb)


def _run_script(path):
    """Execute the file at ``path`` as ``__main__``, as ``python path`` does (argv untouched)."""
    if not os.path.isfile(path):  # a directory or zip file with a __main__.py
        runpy.run_path(path, run_name="__main__")
        return
    import builtins
    import importlib.machinery
    import types

    main = types.ModuleType("__main__")
    main.__file__, main.__builtins__, main.__cached__ = path, builtins, None
    main.__loader__ = importlib.machinery.SourceFileLoader("__main__", path)
    with open(path, "rb") as source:
        code = compile(source.read(), path, "exec", dont_inherit=True)
    saved_main = sys.modules["__main__"]
    sys.modules["__main__"] = main
    try:
        exec(code, main.__dict__)
    finally:
        sys.modules["__main__"] = saved_main


def run(argv, alias=True):
    """``unigrad run``: returns the exit status the script would have under ``python``.

    Without ``alias`` it is plain ``python SCRIPT`` (what a warm interpreter of a
    real framework runs, ``conform/warm.py``).
    """
    import contextlib

    from unigrad.aliasing import aliases
    from unigrad.dialects import parse_dialects
    from unigrad.spawning import children_aliased

    spec, module, script, script_args = _parse_run(argv)
    try:
        dialects = parse_dialects(spec)
    except ValueError as error:
        raise SystemExit(f"unigrad run: {error}") from None
    with aliases(*dialects) if alias else contextlib.nullcontext(), \
            children_aliased(dialects) if alias else contextlib.nullcontext():
        try:
            if module is not None:
                sys.argv = [module, *script_args]
                sys.path[0:1] = [os.getcwd()]
                runpy.run_module(module, run_name="__main__", alter_sys=True)
            else:
                if not os.path.exists(script):
                    print(f"{sys.executable}: can't open file {os.path.abspath(script)!r}: "
                          "[Errno 2] No such file or directory", file=sys.stderr)
                    return 2
                sys.argv = [script, *script_args]
                sys.path[0:1] = [os.path.dirname(os.path.abspath(script))]
                _run_script(os.path.abspath(script))
        except SystemExit:
            raise
        except KeyboardInterrupt as error:
            _print_user_traceback(error)
            return 130
        except BaseException as error:
            _print_user_traceback(error)
            return 1
    return 0
