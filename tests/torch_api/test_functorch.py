"""unigrad.torch_api._functorch: functorch's deprecated transforms, warning as torch does, computing through the front end."""

import warnings

import pytest
import torch

from unigrad.torch_api import _functorch, func

NAMES = sorted(_functorch.NEW_NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_same_warning_as_functorch_at_the_callers_line(name):
    import functorch

    def call(module):
        transform = getattr(module, name)
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            if name in ("vjp",):
                transform(torch.sin, torch.ones(2))
            elif name == "jvp":
                transform(torch.sin, (torch.ones(2),), (torch.ones(2),))
            else:
                transform(torch.sin)
        return [(w.category, str(w.message), w.filename, w.lineno) for w in caught if w.category is FutureWarning]

    ours, theirs = call(_functorch), call(functorch)
    assert [(c, m, f) for c, m, f, _ in ours] == [(c, m, f) for c, m, f, _ in theirs]
    assert len(ours) == 1 and ours[0][2] == __file__


def test_results_come_from_the_front_end(monkeypatch):
    calls = []
    original = func.grad
    monkeypatch.setattr(func, "grad", lambda *a, **k: calls.append(a) or original(*a, **k))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", FutureWarning)
        g = _functorch.grad(lambda t: (t * t).sum())(torch.tensor([1.0, 2.0]))
    assert calls and g.tolist() == [2.0, 4.0]
