"""The conformance harness: cases run under unigrad must print what the real framework printed.

A case is a script under ``conformance/cases/<dialect>/``. Its expected
outcome (stdout, exit status, the exception's first line) was recorded by
running it with the real framework's interpreter and is committed under
``conformance/expected/<dialect>/`` with the framework version in
``MANIFEST.json``. ``unigrad conform`` runs every case through ``unigrad
run`` and compares, after the normalizations listed in ``normalize.py``.
"""

from unigrad.conform.cases import Case, discover, load_expected, load_known_failures
from unigrad.conform.runner import Outcome, compare, run_case

__all__ = ["Case", "Outcome", "compare", "discover", "load_expected", "load_known_failures", "run_case"]
