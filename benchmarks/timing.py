"""Timing helpers shared by the benchmarks: per-call times and ratios measured in one run.

These machines are noisy, so a benchmark never reports an absolute target:
it times the unigrad version and the reference (raw torch, or the real
framework in its own interpreter) interleaved, in rounds, and reports the
ratio of the medians. ``UNIGRAD_BENCH_CLOCK=cpu`` times CPU seconds of the
process instead of wall seconds: on a loaded machine wall time mostly measures
the other work (with several threads, CPU time sums them).
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

#: Ratio to raw torch each numerics policy must stay under (issue 12), per kind of step.
TARGETS = {"native": {"tiny": 1.10, "compute": 1.02}, "exact": {"tiny": 1.25, "compute": 1.10}}
POLICIES = ("exact", "native")
#: The clock every timing here reads: wall seconds, or the process's CPU seconds (``UNIGRAD_BENCH_CLOCK=cpu``).
clock = time.process_time if os.environ.get("UNIGRAD_BENCH_CLOCK") == "cpu" else time.perf_counter


def per_call_seconds(step, min_seconds=0.05):
    """Seconds per call of ``step()``, from one round of as many calls as fill ``min_seconds``."""
    step()  # warm-up: first-call costs (caches, lazy imports) are not the steady state
    calls, elapsed = 1, 0.0
    while elapsed < min_seconds:
        calls *= 2
        start = clock()
        for _ in range(calls):
            step()
        elapsed = clock() - start
    return elapsed / calls


def compare_steps(ours, reference, seconds=2.0, block_seconds=0.005):
    """``(ours_seconds, reference_seconds)`` per call, from many short alternating blocks.

    Blocks of the two steps alternate (A B B A A B ...) for about ``seconds``
    each, so that load from elsewhere on the machine, and whatever one step
    leaves behind for the next (caches, the allocator), hits both alike; each
    side's time is the median over its blocks.
    """
    calls = max(1, round(block_seconds / min(per_call_seconds(ours, block_seconds), per_call_seconds(reference, block_seconds))))
    blocks = {ours: [], reference: []}
    order = [ours, reference]
    deadline = time.perf_counter() + 2 * seconds
    while time.perf_counter() < deadline or len(blocks[ours]) < 5:
        order.reverse()
        for step, times in ((step, blocks[step]) for step in order):
            start = clock()
            for _ in range(calls):
                step()
            times.append((clock() - start) / calls)
    return statistics.median(blocks[ours]), statistics.median(blocks[reference])


def external_seconds(python, *args, timeout=600):
    """Seconds per call printed (as the last line, one float) by ``python ARGS...``: another interpreter.

    ``args`` is a script and its arguments, or ``"-c", code``.
    """
    done = subprocess.run([python, *args], capture_output=True, text=True, timeout=timeout)
    if done.returncode:
        raise RuntimeError(f"{python} failed:\n{done.stderr[-2000:]}")
    return float(done.stdout.strip().splitlines()[-1])


def format_time(seconds):
    return f"{seconds * 1e6:9.1f} us" if seconds < 1e-2 else f"{seconds * 1e3:9.2f} ms"


def print_rows(title, rows):
    """Print ``(name, ours_s, reference_s, reference_label, target)`` rows as a table of ratios."""
    print(title)
    for name, ours, reference, label, target in rows:
        ratio = ours / reference
        verdict = "" if target is None else ("  ok" if ratio <= target else f"  OVER target {target:.2f}x")
        print(f"  {name:44} unigrad {format_time(ours)}  {label} {format_time(reference)}  ratio {ratio:6.3f}x{verdict}")
    sys.stdout.flush()


def matrix_arguments(parser):
    """Add the options of a benchmark that runs itself for every numerics policy and thread count."""
    parser.add_argument("--seconds", type=float, default=2.0, help="time spent on each side of each row")
    parser.add_argument("--policies", default=",".join(POLICIES), help="numerics policies to run (UNIGRAD_NUMERICS)")
    parser.add_argument("--threads", help="thread counts to run, comma-separated (default: 1 and torch's default)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)  # internal: one policy and thread count
    return parser


def child_rows(steps, args):
    """In a child: ``torch.set_num_threads``, then time each ``(name, kind, ours, raw)`` step; print them as JSON."""
    import torch

    torch.set_num_threads(int(args.threads))
    rows = []
    for name, kind, ours, raw in steps:
        ours_s, raw_s = compare_steps(ours(), raw(), args.seconds)
        rows.append({"name": name, "kind": kind, "ours": ours_s, "raw": raw_s})
    print(json.dumps(rows))


def run_matrix(script, args, title):
    """Run ``script --child`` once per numerics policy and thread count (each its own process, ``UNIGRAD_NUMERICS``
    set) and print one table of ratios to raw torch, with each policy's target."""
    import torch

    default_threads = torch.get_num_threads()
    threads = [int(t) for t in args.threads.split(",")] if args.threads else sorted({1, default_threads})
    policies = args.policies.split(",")
    results = {}
    for policy in policies:
        for count in threads:
            env = dict(os.environ, UNIGRAD_NUMERICS=policy)
            done = subprocess.run([sys.executable, script, "--child", "--threads", str(count), "--seconds",
                                   str(args.seconds)], env=env, capture_output=True, text=True)
            if done.returncode:
                raise RuntimeError(f"{script} ({policy}, {count} threads) failed:\n{done.stderr[-3000:]}")
            for row in json.loads(done.stdout.strip().splitlines()[-1]):
                results[(row["name"], policy, count)] = row
    print(f"{title}: ratio to raw torch {torch.__version__} per numerics policy (UNIGRAD_NUMERICS) and thread count")
    names = list(dict.fromkeys(name for name, _, _ in results))
    width = max(map(len, names))
    for name in names:
        for policy in policies:
            cells = []
            for count in threads:
                row = results[(name, policy, count)]
                ratio, target = row["ours"] / row["raw"], TARGETS[policy][row["kind"]]
                verdict = "ok" if ratio <= target else "OVER"
                cells.append(f"{count} thr {ratio:6.3f}x {verdict:4} ({format_time(row['ours']).strip()} vs "
                             f"{format_time(row['raw']).strip()})")
            print(f"  {name:{width}}  {policy:6} <= {TARGETS[policy][row['kind']]:.2f}x   " + "   ".join(cells))
    sys.stdout.flush()
    return results
