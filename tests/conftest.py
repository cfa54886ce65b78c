"""Shared fixtures: the repository's conformance root, and the outcomes of its cases.

The cases collected in a session run once, in parallel subprocesses, the
first time any of them is asked for; each case's test then judges its own
outcome. This keeps the suite's wall time close to (cases x seconds) / cores.
"""

import os
from pathlib import Path

import pytest

from unigrad.conform import run_case

REPO = Path(__file__).resolve().parents[1]
CONFORMANCE = REPO / "conformance"


@pytest.fixture(scope="session")
def case_outcomes(request):
    """``{case id: Outcome}`` for every conformance case selected in this session."""
    import concurrent.futures

    cases = [item.callspec.params["case"] for item in request.session.items
             if "case_outcomes" in getattr(item, "fixturenames", ())]
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 1) as pool:
        return dict(zip((c.id for c in cases), pool.map(run_case, cases)))
