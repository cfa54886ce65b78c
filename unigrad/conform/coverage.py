"""``unigrad coverage``: the names unigrad claims for a dialect against the real framework's public names.

    unigrad coverage --dialect paddle --python /tmp/oracle-paddle/bin/python [--json FILE] [--brief]

For every module or class that holds a claimed name (``surface.py``), the real
framework's interpreter lists its public names; the report says, per owner,
how many of the real names unigrad covers, which it is missing, and which
unigrad has that the real one does not (with owners the real framework lacks
altogether). Exit status 0, or 2 on a usage error.
"""

import argparse
import json
import sys
import textwrap
from pathlib import Path

from unigrad.conform.harvest import probe
from unigrad.conform.surface import claimed, owners
from unigrad.dialects import DIALECTS


def coverage(dialect, python):
    """``{owner: {"real": [...], "covered": [...], "missing": [...], "extra": [...]}}``; real is None where it lacks the owner."""
    ours = owners(claimed(dialect, inherited=True))
    theirs = probe(python, "names", sorted(ours))
    report = {}
    for owner, members in sorted(ours.items()):
        real = theirs.get(owner)
        if not isinstance(real, list):
            report[owner] = {"real": None, "covered": [], "missing": [], "extra": sorted(members), "error": real["error"]}
            continue
        mine = set(members)
        report[owner] = {"real": real, "covered": sorted(mine & set(real)),
                         "missing": sorted(set(real) - mine), "extra": sorted(mine - set(real))}
    return report


def _table(report):
    header = ["owner", "real", "covered", "missing", "extra"]
    rows = [[owner, "-" if entry["real"] is None else str(len(entry["real"])), str(len(entry["covered"])),
             str(len(entry["missing"])), str(len(entry["extra"]))] for owner, entry in report.items()]
    total = ["total"] + [str(sum(int(row[i]) for row in rows if row[i] != "-")) for i in range(1, 5)]
    rows.append(total)
    widths = [max(len(row[i]) for row in rows + [header]) for i in range(len(header))]
    line = lambda row: "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths)))
    return "\n".join([line(header), line(["-" * w for w in widths]), *map(line, rows)])


def _names(label, names):
    return textwrap.fill(", ".join(names), 100, initial_indent=f"  {label}: ", subsequent_indent="      ")


def main(argv):
    parser = argparse.ArgumentParser(prog="unigrad coverage", description=__doc__.split("\n\n")[0])
    parser.add_argument("--dialect", choices=DIALECTS, required=True)
    parser.add_argument("--python", required=True, help="the real framework's interpreter")
    parser.add_argument("--json", help="write the full report here")
    parser.add_argument("--brief", action="store_true", help="only the table, not the names")
    args = parser.parse_args(argv)
    report = coverage(args.dialect, args.python)
    if not args.brief:
        for owner, entry in report.items():
            print(owner + ("" if entry["real"] is not None else f"  (not in the real framework: {entry['error']})"))
            for label in ("missing", "extra"):
                if entry[label]:
                    print(_names(label, entry[label]))
    print(_table(report))
    if args.json:
        Path(args.json).write_text(json.dumps({"dialect": args.dialect, "owners": report}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
