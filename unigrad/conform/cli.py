"""``unigrad conform``: run the conformance cases, or record their expected outcomes.

    unigrad conform [PATHS...] [--dialect D] [--jobs N] [--json FILE]
    unigrad conform [PATHS...] --record --python ORACLE_PY
    unigrad conform --harvest DIALECT --python ORACLE_PY [--json FILE] [NAMES...]
    unigrad conform --harvest DIALECT --python ORACLE_PY --all [FILTERS...] [-j N] [--json FILE [--resume]]
    unigrad conform --harvest DIALECT --merge REPORT.json... [--json FILE]

Prints one line per case (PASS, CLOSE for a case that declares ``# close: N
ulps: why`` and agrees within that, FAIL, XFAIL for a known failure, XPASS for
a known failure that now passes, NOREC for a case never recorded) and a table
per dialect. Exits 1 on any FAIL, XPASS or NOREC, else 0. ``--harvest`` runs
the real framework's own doc examples instead (see ``harvest.py``) and exits
1 when one passes under the real framework but not under unigrad.
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import time

from unigrad.conform.cases import default_root, discover, load_expected, load_known_failures, store_expected
from unigrad.conform.runner import compare, run_case
from unigrad.dialects import DIALECTS, REGISTRY

STATUSES = ("PASS", "CLOSE", "FAIL", "XFAIL", "XPASS", "NOREC")
FAILING = ("FAIL", "XPASS", "NOREC")


def _parser():
    parser = argparse.ArgumentParser(prog="unigrad conform", description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", help="case files or directories (default: every case)")
    parser.add_argument("--root", help="conformance root (default: ./conformance)")
    parser.add_argument("--dialect", choices=DIALECTS, help="only this dialect's cases")
    parser.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1, help="cases run at once")
    parser.add_argument("--record", action="store_true", help="record expected outcomes with --python")
    parser.add_argument("--python", help="the real framework's interpreter (for --record)")
    parser.add_argument("--harvest", choices=DIALECTS, help="run the real framework's doc examples of this dialect")
    parser.add_argument("--all", action="store_true",
                        help="with --harvest: every public name of the real framework (PATHS filter them by name, "
                             "dotted prefix or glob); unclaimed names' examples count as not implemented")
    parser.add_argument("--resume", action="store_true", help="with --harvest --json: keep the report's results")
    parser.add_argument("--merge", nargs="+", metavar="REPORT", help="with --harvest: join JSON reports")
    parser.add_argument("--json", help="write a JSON report here")
    parser.add_argument("--quiet", "-q", action="store_true", help="no diffs, only the status lines")
    return parser


def oracle_hint(dialects):
    """Where the real frameworks' interpreters usually are, for a usage message."""
    hints = [f"{REGISTRY[d].oracle_hint} with {REGISTRY[d].requirement}" for d in sorted(dialects)]
    return "the real framework's interpreter, e.g. " + "; ".join(hints)


def framework_version(python, dialect):
    """The version of the real framework installed for ``python`` (read from its metadata)."""
    code = f"import importlib.metadata as m; print(m.version({REGISTRY[dialect].distribution!r}))"
    return subprocess.run([python, "-c", code], capture_output=True, text=True, check=True).stdout.strip()


def _run_all(cases, jobs, python=None):
    """Yield ``(case, outcome, seconds)`` as cases finish, running ``jobs`` at once."""

    def timed(case):
        start = time.perf_counter()
        return case, run_case(case, python), time.perf_counter() - start

    with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as pool:
        yield from (future.result() for future in concurrent.futures.as_completed(pool.submit(timed, c) for c in cases))


def record(cases, python, jobs):
    versions = {d: framework_version(python, d) for d in {c.dialect for c in cases}}
    records = []
    for case, outcome, seconds in _run_all(cases, jobs, python):
        status = f"exit {outcome.exit_status}: {outcome.exception}" if outcome.exit_status else "ok"
        print(f"RECORDED {case.id}  ({seconds:.1f} s, {status})", flush=True)
        records.append((case, outcome))
    store_expected(records, versions)
    print(f"recorded {len(records)} cases with {', '.join(f'{REGISTRY[d].distribution} {v}' for d, v in sorted(versions.items()))}")
    return 0


def judge(case, outcome, known_failures):
    """``(status, details)`` of one finished case."""
    expected = load_expected(case)
    if expected is None:
        return "NOREC", "never recorded: run unigrad conform --record --python ORACLE_PY\n"
    try:
        closeness = case.closeness
    except ValueError as error:
        return "FAIL", f"{error}\n"
    diff = compare(expected, outcome)
    close = bool(diff) and closeness is not None and not compare(expected, outcome, ulps=closeness.ulps)
    if case.id in known_failures:
        if diff and not close:
            return "XFAIL", ""
        return "XPASS", f"listed in xfail/{case.dialect}.txt ({known_failures[case.id]}) but passes\n"
    if not diff:
        return "PASS", ""
    if close:
        return "CLOSE", f"within {closeness.ulps} ulps: {closeness.reason}"
    return "FAIL", diff + (f"(not within {closeness.ulps} ulps either)\n" if closeness else "")


def check(cases, jobs, root, quiet=False, json_path=None):
    known_failures = load_known_failures(root)
    results = []
    for case, outcome, seconds in _run_all(cases, jobs):
        status, details = judge(case, outcome, known_failures)
        print(f"{status:5} {case.id}  ({seconds:.1f} s)" + (f"  {details}" if status == "CLOSE" else ""), flush=True)
        if details and status in FAILING and not quiet:
            print("      " + details.rstrip("\n").replace("\n", "\n      "), flush=True)
        results.append({"case": case.id, "dialect": case.dialect, "status": status, "seconds": round(seconds, 2)})
    print(summary_table(results))
    if json_path:
        with open(json_path, "w") as report:
            json.dump({"counts": counts(results), "results": sorted(results, key=lambda r: r["case"])}, report, indent=1)
    return 1 if any(r["status"] in FAILING for r in results) else 0


def counts(results):
    """``{dialect or "total": {"cases": n, status: n, ...}}``."""
    table = {}
    for dialect in sorted({r["dialect"] for r in results}) + ["total"]:
        mine = [r for r in results if dialect in ("total", r["dialect"])]
        table[dialect] = {"cases": len(mine), **{s: sum(r["status"] == s for r in mine) for s in STATUSES}}
    return table


def summary_table(results):
    """A table of counts per dialect and status, with a total row."""
    rows = [[dialect, *map(str, row.values())] for dialect, row in counts(results).items()]
    header = ["dialect", "cases", *STATUSES]
    widths = [max(len(row[i]) for row in rows + [header]) for i in range(len(header))]
    line = lambda row: "  ".join(cell.ljust(w) if i == 0 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths)))
    return "\n".join([line(header), line(["-" * w for w in widths]), *map(line, rows)])


def main(argv):
    args = _parser().parse_args(argv)
    if args.harvest and args.merge:
        from unigrad.conform import harvest

        return harvest.merge(args.merge, args.json, args.quiet)
    if args.harvest:
        if not args.python:
            print(f"unigrad conform: --harvest needs --python ORACLE_PY ({oracle_hint([args.harvest])})", file=sys.stderr)
            return 2
        from unigrad.conform import harvest

        _note_numpy({args.harvest})
        return harvest.main(args.harvest, args.python, args.jobs, args.json, args.quiet, args.paths or None, args.all,
                            args.resume)
    root = args.root or default_root()
    try:
        cases = discover(args.paths, root, args.dialect)
    except (FileNotFoundError, ValueError) as error:
        print(f"unigrad conform: {error}", file=sys.stderr)
        return 2
    if not cases:
        print("unigrad conform: no cases found", file=sys.stderr)
        return 2
    if args.record:
        if not args.python:
            print(f"unigrad conform: --record needs --python ORACLE_PY ({oracle_hint({c.dialect for c in cases})})",
                  file=sys.stderr)
            return 2
        return record(cases, args.python, args.jobs)
    _note_numpy({c.dialect for c in cases})
    return check(cases, args.jobs, cases[0].root, args.quiet, args.json)


def _note_numpy(dialects):
    """Say on stderr when unigrad runs a dialect's programs under another NumPy than its users have."""
    from unigrad.dialects import numpy_mismatch

    for dialect in sorted(dialects):
        note = numpy_mismatch(dialect)
        if note:
            print(f"unigrad conform: note: {note}", file=sys.stderr)
