"""``unigrad diff``: run one script under the real framework and under unigrad, and show what differs.

    unigrad diff --python ORACLE_PY [--dialect D] [--rtol R] [--atol A] [--ulps N] SCRIPT [ARGS...]
    unigrad diff --python ORACLE_PY [...] -m MODULE [ARGS...]

Prints a unified diff of stdout, then the exception lines and exit statuses
if they differ; ``--rtol``/``--atol`` let numbers in the text differ within
that tolerance, ``--ulps N`` by N float32 ulps (the rest must match byte for byte, after the normalizations
of ``normalize.py``). Exit status: 0 when they agree, 1 when they differ,
2 on a usage error.
"""

import argparse
import sys

from unigrad.conform.runner import compare, run_script


def _parser():
    parser = argparse.ArgumentParser(prog="unigrad diff", description=__doc__.split("\n\n")[0])
    parser.add_argument("--python", required=True, help="the real framework's interpreter")
    parser.add_argument("--dialect", default="auto", help="dialects unigrad aliases (default: auto, all)")
    parser.add_argument("--rtol", type=float, default=0.0, help="relative tolerance for numbers in the output")
    parser.add_argument("--atol", type=float, default=0.0, help="absolute tolerance for numbers in the output")
    parser.add_argument("--ulps", type=int, default=0,
                        help="let floats in the output differ by up to N float32 ulps (integers stay exact)")
    parser.add_argument("-m", dest="module", help="run a module, as python -m does")
    parser.add_argument("script_args", nargs=argparse.REMAINDER, help="SCRIPT [ARGS...] (or the module's ARGS)")
    return parser


def main(argv):
    args = _parser().parse_args(argv)
    script_args = ["-m", args.module, *args.script_args] if args.module else args.script_args
    if not script_args:
        print("unigrad diff: no script or module given", file=sys.stderr)
        return 2
    real = run_script(script_args, python=args.python)
    ours = run_script(script_args, dialect=args.dialect, reuse=False)  # one run: a warm interpreter would not pay off
    differences = compare(real, ours, args.rtol, args.atol, labels=("real", "unigrad"), ulps=args.ulps)
    if differences:
        print(differences, end="")
        return 1
    print(f"same stdout, exit status {ours.exit_status}" + (f" and exception {ours.exception}" if ours.exception else ""))
    return 0
