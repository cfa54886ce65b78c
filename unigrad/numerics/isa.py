"""Which x86 instruction set the real frameworks' CPU kernels take on this machine.

Some kernels pick their code by the CPU: paddle's Adam and AdamW run a
JIT-generated kernel where the CPU has AVX-512F and a plain C++ loop elsewhere,
and the two round differently (fused multiply-adds, float32 square roots).
:func:`kernel_isa` says which one to reproduce: the environment variable
``UNIGRAD_CPU_ISA`` (``avx2`` or ``avx512``) where set, else this machine's.
Conformance runs set it to the instruction set their expected outputs were
recorded on. Kernels not listed as reading it reproduce the AVX2 builds'
results whatever the machine (see the README: on AVX-512 machines the real
frameworks' GEMMs take other blockings).

>>> kernel_isa() in ISAS
True
"""

import functools
import os

__all__ = ["ISAS", "kernel_isa", "host_isa"]

ISAS = ("avx2", "avx512")


@functools.lru_cache(maxsize=None)
def host_isa():
    """``"avx512"`` where this CPU has AVX-512F (Linux's /proc/cpuinfo flags, as the kernels' cpuid checks
    find it), else ``"avx2"``."""
    try:
        with open("/proc/cpuinfo", encoding="ascii", errors="replace") as info:
            for line in info:
                if line.startswith("flags"):
                    return "avx512" if "avx512f" in line.split() else "avx2"
    except OSError:
        pass
    return "avx2"


def kernel_isa():
    """The instruction set whose kernels are reproduced: ``UNIGRAD_CPU_ISA`` where set, else :func:`host_isa`."""
    chosen = os.environ.get("UNIGRAD_CPU_ISA")
    if chosen is None:
        return host_isa()
    if chosen not in ISAS:
        raise ValueError(f"UNIGRAD_CPU_ISA must be one of {', '.join(ISAS)}, not {chosen!r}")
    return chosen
