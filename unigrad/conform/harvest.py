"""Doc examples harvested from the installed real framework, run under it and under unigrad.

``unigrad conform --harvest DIALECT --python ORACLE_PY`` asks the real
framework's interpreter for the doc examples of every name unigrad claims
(``surface.py``), runs each example with that interpreter and under
``unigrad run``, and prints a table per API: passed; varies (the real
output changes from run to run, random values, and unigrad's agrees with it
but for the numbers); differs; fails under unigrad only; fails under the real
framework too; out of scope (the example needs something unigrad does not
set out to reproduce: the registry's ``out_of_scope``, ``unigrad/dialects.py``). The examples are read from
the user's installation at run time and never stored in the repository.
Each example runs after its dialect's ``doc_preamble`` (torch's: ``import torch``, as torch's doctests do).
"""

import concurrent.futures
import dataclasses
import json
import subprocess
import tempfile
from pathlib import Path

from unigrad.conform.normalize import mask_numbers
from unigrad.conform.runner import compare, run_script
from unigrad.conform.surface import claimed
from unigrad.dialects import REGISTRY

PROBE = Path(__file__).with_name("_framework_probe.py")
STATUSES = ("passed", "varies", "differs", "fails under unigrad", "fails under real too", "out of scope")


@dataclasses.dataclass
class ExampleResult:
    api: str
    index: int
    status: str
    details: str = ""


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


def run_example(dialect, python, api, index, source, workdir):
    script = Path(workdir) / f"{api.replace('.', '_')}__{index}.py"
    script.write_text(REGISTRY[dialect].doc_preamble + source + "\n", encoding="utf-8")
    real = run_script([script.name], workdir, python=python)
    ours = run_script([script.name], workdir, dialect)
    status, details = classify(real, ours)
    if status in ("differs", "fails under unigrad"):
        why = next((why for marker, why in REGISTRY[dialect].out_of_scope if marker in source), None)
        if why:
            return ExampleResult(api, index, "out of scope", f"{why}\n{details}")
    if status == "differs" and run_script([script.name], workdir, python=python).stdout != real.stdout:
        masked = lambda o: dataclasses.replace(o, stdout=mask_numbers(o.stdout), exception=mask_numbers(o.exception))
        if not compare(masked(real), masked(ours)):
            status, details = "varies", "the real output varies from run to run; unigrad's agrees but for the numbers"
    return ExampleResult(api, index, status, details)


def harvest(dialect, python, jobs, names=None):
    """Every example's ``ExampleResult``, plus ``{api: error}`` for names the real framework lacks."""
    found = probe(python, "examples", names or claimed(dialect))
    missing = {api: entry["error"] for api, entry in found.items() if isinstance(entry, dict)}
    todo = [(api, i, src) for api, entry in found.items() if isinstance(entry, list) for i, src in enumerate(entry, 1)]
    with tempfile.TemporaryDirectory(prefix="unigrad-harvest-") as workdir:
        with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as pool:
            results = list(pool.map(lambda job: run_example(dialect, python, *job, workdir), todo))
    apis_without_examples = [api for api, entry in found.items() if entry == []]
    return results, missing, apis_without_examples


def table(results):
    """Counts per API and status, with a total row."""
    header = ["api", "examples", *STATUSES]
    rows = []
    for api in sorted({r.api for r in results}) + ["total"]:
        mine = [r for r in results if api in ("total", r.api)]
        rows.append([api, str(len(mine))] + [str(sum(r.status == s for r in mine)) for s in STATUSES])
    widths = [max(len(row[i]) for row in rows + [header]) for i in range(len(header))]
    line = lambda row: "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths)))
    return "\n".join([line(header), line(["-" * w for w in widths]), *map(line, rows)])


def main(dialect, python, jobs, json_path=None, quiet=False, names=None):
    results, missing, without = harvest(dialect, python, jobs, names)
    if not quiet:
        for r in sorted(results, key=lambda r: (r.api, r.index)):
            if r.status != "passed":
                print(f"{r.status.upper()}  {r.api} example {r.index}\n      " + r.details.rstrip().replace("\n", "\n      "))
    print(table(results))
    for api, error in sorted(missing.items()):
        print(f"not in the real framework: {api} ({error})")
    if without:
        print(f"no doc examples: {', '.join(sorted(without))}")
    if json_path:
        report = {"dialect": dialect, "results": [dataclasses.asdict(r) for r in results],
                  "missing_in_real": missing, "without_examples": without}
        Path(json_path).write_text(json.dumps(report, indent=1))
    return 1 if any(r.status in ("differs", "fails under unigrad") for r in results) else 0
