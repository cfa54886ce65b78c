"""Timing helpers shared by the benchmarks: per-call times and ratios measured in one run.

These machines are noisy, so a benchmark never reports an absolute target:
it times the unigrad version and the reference (raw torch, or the real
framework in its own interpreter) interleaved, in rounds, and reports the
ratio of the medians.
"""

import statistics
import subprocess
import sys
import time


def per_call_seconds(step, min_seconds=0.05):
    """Seconds per call of ``step()``, from one round of as many calls as fill ``min_seconds``."""
    step()  # warm-up: first-call costs (caches, lazy imports) are not the steady state
    calls, elapsed = 1, 0.0
    while elapsed < min_seconds:
        calls *= 2
        start = time.perf_counter()
        for _ in range(calls):
            step()
        elapsed = time.perf_counter() - start
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
            start = time.perf_counter()
            for _ in range(calls):
                step()
            times.append((time.perf_counter() - start) / calls)
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
