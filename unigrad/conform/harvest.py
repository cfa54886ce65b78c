"""Doc examples harvested from the installed real framework, run under it and under unigrad.

``unigrad conform --harvest DIALECT --python ORACLE_PY`` asks the real
framework's interpreter for the doc examples of every name unigrad claims
(``surface.py``), runs each example with that interpreter and under
``unigrad run``, and prints a table per API: passed; varies (the real
output changes from run to run, random values, and unigrad's agrees with it
but for the numbers); differs; fails under unigrad only; fails under the real
framework too; out of scope (the example needs something unigrad does not
set out to reproduce: the registry's ``out_of_scope``, ``unigrad/dialects.py``).
The examples are read from the user's installation at run time and never
stored in the repository. Each example runs after its dialect's
``doc_preamble`` (torch's: ``import torch``, as torch's doctests do).

With ``--all`` it takes every public name of the real framework
(``_framework_probe.public``), not only the claimed ones, optionally only
those matching the NAMES given as filters (a name, a dotted prefix, or a
glob). An unclaimed name's examples run under the real framework only, which
tells ``not implemented`` (runnable, so counted against unigrad) from
``fails under real too``; running them under unigrad would only measure the
first missing name. Runs of the real framework are forked from a warm
interpreter of it that imported the framework once, as unigrad's are
(``warm.py``), which is what makes thousands of examples practical. The table
then has one row per module (two levels deep). ``--json`` is written as
results come in; ``--resume`` skips the examples a previous report already
holds (same source text), and ``--merge`` joins reports of runs split by
filter.
"""

import concurrent.futures
import dataclasses
import fnmatch
import hashlib
import json
import subprocess
import tempfile
import threading
from pathlib import Path

from unigrad.conform.normalize import mask_numbers, normalize
from unigrad.conform.runner import compare, run_script
from unigrad.conform.surface import claimed
from unigrad.dialects import REGISTRY

PROBE = Path(__file__).with_name("_framework_probe.py")
STATUSES = ("passed", "varies", "differs", "fails under unigrad", "fails under real too", "out of scope",
            "not implemented")
#: Statuses that count as agreeing, and those that leave an example out of the runnable ones.
AGREEING = ("passed", "varies")
NOT_RUNNABLE = ("fails under real too", "out of scope")
#: Seconds one example may run (either side) before it counts as failed.
EXAMPLE_TIMEOUT = 120
#: Results between two writes of the JSON report while a run goes on.
SAVE_EVERY = 25


@dataclasses.dataclass
class ExampleResult:
    api: str
    index: int
    status: str
    details: str = ""
    group: str = ""  # the table row it counts in: its API, or (--all) its module two levels deep
    source_sha: str = ""  # of the example's source, so that a resumed run re-runs an example that changed


def probe(python, command, names):
    """Run the probe script in the real framework's interpreter and return its JSON answer."""
    done = subprocess.run([python, str(PROBE), command, *names], capture_output=True, text=True)
    if done.returncode:
        raise RuntimeError(f"{python} could not run the probe:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout)


def classify(real, ours):
    """The status of one example from its two outcomes, and the differences if any."""
    differences = compare(real, ours, labels=("real", "unigrad"))
    if not differences:
        return ("fails under real too", f"both: {real.exception}") if real.exit_status else ("passed", "")
    if real.exit_status and ours.exit_status:
        return "fails under real too", f"real: {real.exception}\n{differences}"
    if ours.exit_status:
        return "fails under unigrad", differences
    return "differs", differences


def _sha(source):
    return hashlib.sha256(source.encode("utf-8")).hexdigest()[:16]


def run_example(dialect, python, api, index, source, workdir, implemented=True, group=None):
    """Run one example under the real framework and (if ``implemented``) under unigrad; its ``ExampleResult``."""
    result = ExampleResult(api, index, "", group=group or api, source_sha=_sha(source))
    script = Path(workdir) / f"{api.replace('.', '_')}__{index}.py"
    script.write_text(REGISTRY[dialect].doc_preamble + source + "\n", encoding="utf-8")
    out_of_scope = next((why for marker, why in REGISTRY[dialect].out_of_scope if marker in source), None)
    real_run = lambda: run_script([script.name], workdir, python=python, timeout=EXAMPLE_TIMEOUT,
                                  preload=(REGISTRY[dialect].real_module,))
    if not implemented:
        if out_of_scope:
            return dataclasses.replace(result, status="out of scope", details=out_of_scope)
        real = real_run()
        if real.exit_status:
            return dataclasses.replace(result, status="fails under real too", details=f"real: {real.exception}")
        return dataclasses.replace(result, status="not implemented", details="unigrad does not claim this name")
    real = real_run()
    ours = run_script([script.name], workdir, dialect, timeout=EXAMPLE_TIMEOUT)
    status, details = classify(real, ours)
    if status in ("differs", "fails under unigrad") and out_of_scope:
        return dataclasses.replace(result, status="out of scope", details=f"{out_of_scope}\n{details}")
    if status == "differs" and real_run().stdout != real.stdout:
        # normalized before the numbers go: the rules match digits (a progress line's "- 42ms/step")
        masked = lambda o: dataclasses.replace(o, stdout=mask_numbers(normalize(o.stdout)),
                                               exception=mask_numbers(normalize(o.exception)))
        if not compare(masked(real), masked(ours)):
            status, details = "varies", "the real output varies from run to run; unigrad's agrees but for the numbers"
    return dataclasses.replace(result, status=status, details=details)


def matches(name, filters):
    """Whether ``name`` is selected by ``filters`` (none: all): a name, its dotted prefix, or a glob.

    >>> [matches("paddle.nn.Linear", f) for f in (["paddle.nn"], ["paddle.n"], ["paddle.*.Linear"], [])]
    [True, False, True, True]
    """
    return not filters or any(name == f or name.startswith(f + ".") or fnmatch.fnmatchcase(name, f) for f in filters)


def _group(module):
    return ".".join(module.split(".")[:2])


def _jobs(dialect, python, names, all_names):
    """``[(api, index, source, implemented, group)]`` to run, ``{api: error}`` the real framework lacks, and
    the APIs without examples."""
    if all_names:
        found = probe(python, "public", [REGISTRY[dialect].real_module])
        found = {api: entry for api, entry in found.items() if matches(api, names)}
        ours = set(claimed(dialect, inherited=True, every_name=True))
        todo = [(api, i, src, api in ours, _group(entry["module"]))
                for api, entry in found.items() for i, src in enumerate(entry["examples"], 1)]
        return todo, {}, sorted(api for api, entry in found.items() if not entry["examples"])
    found = probe(python, "examples", names or claimed(dialect))
    missing = {api: entry["error"] for api, entry in found.items() if isinstance(entry, dict)}
    todo = [(api, i, src, True, api) for api, entry in found.items() if isinstance(entry, list)
            for i, src in enumerate(entry, 1)]
    return todo, missing, [api for api, entry in found.items() if entry == []]


def harvest(dialect, python, jobs, names=None, all_names=False, done=None, on_result=None):
    """Every example's ``ExampleResult``, ``{api: error}`` for names the real framework lacks, and the APIs
    without examples. ``done``: ``{(api, index): ExampleResult}`` from an earlier run, not run again when the
    example's source is unchanged; ``on_result`` is called with each result kept, then each new one."""
    todo, missing, without = _jobs(dialect, python, names, all_names)
    done = done or {}
    kept = [done[(api, i)] for api, i, src, _, _ in todo if (api, i) in done and done[(api, i)].source_sha == _sha(src)]
    kept_keys = {(r.api, r.index) for r in kept}
    todo = [job for job in todo if job[:2] not in kept_keys]
    for result in kept if on_result else ():
        on_result(result)

    def one(job):
        api, index, source, implemented, group = job
        result = run_example(dialect, python, api, index, source, workdir, implemented, group)
        if on_result:
            on_result(result)
        return result

    with tempfile.TemporaryDirectory(prefix="unigrad-harvest-") as workdir:
        with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as pool:
            results = kept + list(pool.map(one, todo))
    return results, missing, without


def table(results):
    """Counts per group (API or module) and status, with a total row."""
    header = ["api" if all(r.group == r.api for r in results) else "module", "examples", *STATUSES]
    if not any(r.status == "not implemented" for r in results):
        header.remove("not implemented")
    rows = []
    for group in sorted({r.group for r in results}) + ["total"]:
        mine = [r for r in results if group in ("total", r.group)]
        rows.append([group, str(len(mine))] + [str(sum(r.status == s for r in mine)) for s in header[2:]])
    widths = [max(len(row[i]) for row in rows + [header]) for i in range(len(header))]
    line = lambda row: "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths)))
    return "\n".join([line(header), line(["-" * w for w in widths]), *map(line, rows)])


def summary(results):
    """One line: runnable examples (leaving out those failing under real too and out of scope) and how many agree."""
    runnable = [r for r in results if r.status not in NOT_RUNNABLE]
    agreeing = sum(r.status in AGREEING for r in runnable)
    share = f" ({100 * agreeing / len(runnable):.1f}%)" if runnable else ""
    missing = sum(r.status == "not implemented" for r in runnable)
    return (f"{len(results)} examples, {len(runnable)} runnable ({missing} of names unigrad does not claim), "
            f"{agreeing}/{len(runnable)} agreeing{share}")


def _report(dialect, results, missing, without, complete):
    return {"dialect": dialect, "complete": complete, "summary": summary(results),
            "results": [dataclasses.asdict(r) for r in sorted(results, key=lambda r: (r.api, r.index))],
            "missing_in_real": missing, "without_examples": without}


def load_reports(paths):
    """``{(api, index): ExampleResult}`` from JSON reports (a later report wins), and their dialect."""
    results, dialect = {}, None
    for path in paths:
        report = json.loads(Path(path).read_text())
        dialect = dialect or report["dialect"]
        if report["dialect"] != dialect:
            raise ValueError(f"{path} is a {report['dialect']} report, not {dialect}")
        for entry in report["results"]:
            result = ExampleResult(**entry)
            result.group = result.group or result.api
            results[(result.api, result.index)] = result
    return results, dialect


def _print(results, missing, without, quiet, all_names):
    if not quiet:
        shown = ("differs", "fails under unigrad") if all_names else STATUSES[1:]
        for r in sorted(results, key=lambda r: (r.api, r.index)):
            if r.status in shown:
                print(f"{r.status.upper()}  {r.api} example {r.index}\n      " + r.details.rstrip().replace("\n", "\n      "))
    print(table(results))
    print(summary(results))
    for api, error in sorted(missing.items()):
        print(f"not in the real framework: {api} ({error})")
    if without and not all_names:
        print(f"no doc examples: {', '.join(sorted(without))}")


def main(dialect, python, jobs, json_path=None, quiet=False, names=None, all_names=False, resume=False):
    done = load_reports([json_path])[0] if resume and json_path and Path(json_path).exists() else {}
    fresh, lock = [], threading.Lock()

    def save(complete, results, missing=None, without=None):
        if json_path:
            report = _report(dialect, results, missing or {}, without or [], complete)
            Path(json_path).write_text(json.dumps(report, indent=1))

    def on_result(result):
        with lock:
            fresh.append(result)
            if len(fresh) % SAVE_EVERY == 0:
                save(False, list(fresh))

    results, missing, without = harvest(dialect, python, jobs, names, all_names, done, on_result)
    save(True, results, missing, without)
    _print(results, missing, without, quiet, all_names)
    return 1 if any(r.status in ("differs", "fails under unigrad") for r in results) else 0


def merge(paths, json_path=None, quiet=False):
    """``--merge``: the table of several reports' results together (and one report of them with ``--json``)."""
    results, dialect = load_reports(paths)
    results = list(results.values())
    if json_path:
        Path(json_path).write_text(json.dumps(_report(dialect, results, {}, [], True), indent=1))
    _print(results, {}, [], quiet, any(r.group != r.api for r in results))
    return 1 if any(r.status in ("differs", "fails under unigrad") for r in results) else 0
