"""Finding cases and reading/writing their recorded outcomes.

Layout, under a conformance root (``conformance/`` of the repository)::

    cases/<dialect>/<name>.py          the script
    expected/<dialect>/<name>.stdout   its stdout under the real framework
    expected/<dialect>/MANIFEST.json   framework version; exit status and exception per case
    xfail/<dialect>.txt                cases known to fail under unigrad, with the reason
                                       (one file per dialect, so front ends move independently)

A case's header (its leading comment lines) may declare that its numbers are
compared within N float32 ulps, with the reason on the same line::

    # close: 4 ulps: the last bits of a GEMM come from the BLAS library's own blocking

Such a case reports ``CLOSE`` when it agrees only within N ulps, ``PASS``
when it agrees exactly (see ``runner.numbers_agree`` for how numbers compare).
"""

import dataclasses
import json
import os
import re
from pathlib import Path

from unigrad.dialects import DIALECTS, REGISTRY
from unigrad.numerics.isa import host_isa


_CLOSE_LINE = re.compile(r"#\s*close\s*:")
_CLOSE_HEADER = re.compile(r"#\s*close\s*:\s*([0-9]+)\s+ulps?\s*:\s*(\S.*)")


@dataclasses.dataclass(frozen=True)
class Closeness:
    """A case's declaration that its numbers agree within ``ulps`` float32 ulps, and why."""

    ulps: int
    reason: str


def declared_closeness(source):
    """The ``Closeness`` declared in the header of a case's ``source``, or None.

    ``ValueError`` for a ``# close:`` line that does not read ``# close: N ulps: reason`` (N >= 1).

    >>> declared_closeness("# checks a Linear layer\n# close: 4 ulps: BLAS blocking\nimport paddle\n")
    Closeness(ulps=4, reason='BLAS blocking')
    """
    for line in source.splitlines():
        line = line.strip()
        if not line:
            continue
        if not line.startswith("#"):
            return None
        if _CLOSE_LINE.match(line):
            match = _CLOSE_HEADER.fullmatch(line)
            if match is None or int(match.group(1)) < 1:
                raise ValueError(f"malformed close header {line!r}: it reads '# close: N ulps: why' (N >= 1)")
            return Closeness(int(match.group(1)), match.group(2).strip())
    return None


@dataclasses.dataclass(frozen=True)
class Case:
    root: Path
    dialect: str
    name: str

    @property
    def id(self):
        return f"{self.dialect}/{self.name}"

    @property
    def script(self):
        return self.root / "cases" / self.dialect / f"{self.name}.py"

    @property
    def closeness(self):
        """The ``Closeness`` its header declares, or None (``ValueError`` if malformed)."""
        return declared_closeness(self.script.read_text(encoding="utf-8"))

    @property
    def stdout_file(self):
        return self.root / "expected" / self.dialect / f"{self.name}.stdout"

    @property
    def recorded_isa(self):
        """The x86 instruction set the expected output was recorded on (``cpu_isa`` in the manifest entry, kept
        where it is not AVX2: the cases recorded before it was kept came from AVX2 machines). unigrad runs the
        case reproducing that instruction set's kernels (:mod:`unigrad.numerics.isa`)."""
        entry = read_manifest(self.root, self.dialect)["cases"].get(self.name) or {}
        return entry.get("cpu_isa", "avx2")


def default_root():
    """``./conformance`` when run from a checkout, else the one beside the installed package."""
    here = Path.cwd() / "conformance"
    if (here / "cases").is_dir():
        return here
    return Path(__file__).resolve().parents[2] / "conformance"


def _case_from_path(path, root):
    path = path.resolve()
    dialect = path.parent.name
    if dialect not in DIALECTS or path.parent.parent.name != "cases":
        raise ValueError(f"{path} is not a case: cases live in <root>/cases/<{'|'.join(DIALECTS)}>/NAME.py")
    return Case(path.parent.parent.parent, dialect, path.stem)


def discover(paths=(), root=None, dialect=None):
    """The cases under ``paths`` (files or directories; default: all of ``root``), sorted by id."""
    root = Path(root) if root else default_root()
    found = set()
    for path in [Path(p) for p in paths] or [root / "cases"]:
        if path.is_dir():
            found.update(_case_from_path(p, root) for p in path.rglob("*.py"))
        elif path.is_file():
            found.add(_case_from_path(path, root))
        else:
            raise FileNotFoundError(f"no such case or directory: {path}")
    return sorted((c for c in found if dialect in (None, c.dialect)), key=lambda c: c.id)


def manifest_path(root, dialect):
    return Path(root) / "expected" / dialect / "MANIFEST.json"


def read_manifest(root, dialect):
    path = manifest_path(root, dialect)
    if not path.exists():
        return {"framework": REGISTRY[dialect].distribution, "version": None, "cases": {}}
    return json.loads(path.read_text())


def load_expected(case):
    """The recorded ``Outcome`` of ``case``, or None if it was never recorded."""
    from unigrad.conform.runner import Outcome

    entry = read_manifest(case.root, case.dialect)["cases"].get(case.name)
    if entry is None or not case.stdout_file.exists():
        return None
    return Outcome(case.stdout_file.read_bytes().decode("utf-8"), entry["exit_status"], entry["exception"])


def store_expected(records, version):
    """Write recorded ``(case, outcome)`` pairs, merging into each dialect's manifest."""
    by_dialect = {}
    for case, outcome in records:
        by_dialect.setdefault((case.root, case.dialect), []).append((case, outcome))
    for (root, dialect), pairs in by_dialect.items():
        manifest = read_manifest(root, dialect)
        manifest["version"] = version[dialect]
        for case, outcome in pairs:
            case.stdout_file.parent.mkdir(parents=True, exist_ok=True)
            case.stdout_file.write_bytes(outcome.stdout.encode("utf-8"))
            entry = {"exit_status": outcome.exit_status, "exception": outcome.exception}
            if host_isa() != "avx2":
                entry["cpu_isa"] = host_isa()
            manifest["cases"][case.name] = entry
        manifest["cases"] = dict(sorted(manifest["cases"].items()))
        manifest_path(root, dialect).write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n")


def load_known_failures(root):
    """``{case id: reason}`` from ``xfail/*.txt`` (``dialect/name  reason`` per line; ``#`` starts a comment line)."""
    known = {}
    for path in sorted((Path(root) / "xfail").glob("*.txt")):
        for line in path.read_text().splitlines():
            line = line.strip()
            if line and not line.startswith("#"):
                case_id, _, reason = line.partition(" ")
                known[case_id] = reason.strip() or "known failure"
    return known


def relative(path):
    try:
        return os.path.relpath(path)
    except ValueError:
        return str(path)
