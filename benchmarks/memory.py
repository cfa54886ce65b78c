"""Memory sampling shared by the soak benchmarks: run a step many times, sample RSS and the Python heap.

A soak script builds its step, then calls :func:`soak`; flat samples mean no
leak. The scripts differ only in their step and in the bounds they check.
"""

import gc
import os
import time
import tracemalloc
import weakref
from typing import NamedTuple


class Sample(NamedTuple):
    """Memory after ``step`` steps: resident set (KiB), tracemalloc's traced bytes (0 when not tracing),
    live ``weakref.finalize`` objects, and CPU microseconds per step so far."""

    step: int
    rss_kib: int
    traced_bytes: int
    finalizers: int
    cpu_us_per_step: float


def rss_kib():
    """The current resident set size in KiB (from /proc, not the peak that getrusage gives)."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024
    except OSError:  # not Linux: the peak is the best there is
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def format_sample(sample):
    return (f"step {sample.step:>7}  RSS {sample.rss_kib:>8} KiB  traced {sample.traced_bytes:>9} B"
            f"  finalizers {sample.finalizers:>5}  ({sample.cpu_us_per_step:.0f} us of CPU a step)")


def soak(step, steps, every, trace=True, warmup=200, report=print):
    """Calls ``step()`` ``warmup`` times, then ``steps`` times, sampling memory every ``every`` steps.

    Returns the :class:`Sample` list and passes each formatted sample to ``report``. The warm-up keeps
    one-time allocations (lazy imports, caches, allocator pools) out of the samples.
    """
    for _ in range(warmup):
        step()
    gc.collect()
    if trace:
        tracemalloc.start()
    samples = []
    start = time.process_time()
    try:
        for index in range(1, steps + 1):
            step()
            if index % every == 0:
                gc.collect()
                traced = tracemalloc.get_traced_memory()[0] if trace else 0
                cpu_us = (time.process_time() - start) / index * 1e6
                samples.append(Sample(index, rss_kib(), traced, len(weakref.finalize._registry), cpu_us))
                report(format_sample(samples[-1]))
    finally:
        if trace:
            tracemalloc.stop()
    return samples


def growth(samples):
    """``(rss KiB, traced bytes)`` grown from the first sample to the last."""
    first, last = samples[0], samples[-1]
    return last.rss_kib - first.rss_kib, last.traced_bytes - first.traced_bytes
