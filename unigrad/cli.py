"""The ``unigrad`` command: ``run`` a script on unigrad, ``conform`` against recorded outputs.

    unigrad run [--dialect auto|paddle|torch|mindspore] [--numerics exact|native] SCRIPT [ARGS...]
    unigrad run [--dialect ...] [--numerics ...] -m MODULE [ARGS...]
    unigrad conform [PATHS...] [--dialect D] [--record --python ORACLE_PY]
    unigrad diff --python ORACLE_PY [--rtol R] [--atol A] [--ulps N] (SCRIPT | -m MODULE) [ARGS...]
    unigrad conform --harvest DIALECT --python ORACLE_PY [--json FILE]
    unigrad coverage --dialect DIALECT --python ORACLE_PY [--json FILE] [--brief]

``conform`` checks the recorded conformance cases (``unigrad.conform``);
``diff`` compares one script under the real framework and under unigrad;
``conform --harvest`` runs the real framework's own doc examples both ways;
``coverage`` compares the names unigrad claims with the real framework's.
``run`` behaves like ``python SCRIPT`` / ``python -m MODULE`` with the
dialects aliased (``unigrad/run.py``).
"""

import sys

from unigrad.run import run

USAGE = __doc__.split("\n\n")[1]


def main(argv=None):
    """Entry point of the ``unigrad`` console script and of ``python -m unigrad``."""
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv or argv[0] in ("-h", "--help"):
        print(f"usage:\n{USAGE}")
        return 0 if argv else 2
    command, rest = argv[0], argv[1:]
    if command == "run":
        return run(rest)
    if command == "conform":
        from unigrad.conform.cli import main as conform_main

        return conform_main(rest)
    if command == "coverage":
        from unigrad.conform.coverage import main as coverage_main

        return coverage_main(rest)
    if command == "diff":
        from unigrad.conform.diff import main as diff_main

        return diff_main(rest)
    print(f"unigrad: unknown command {command!r}\nusage:\n{USAGE}", file=sys.stderr)
    return 2
