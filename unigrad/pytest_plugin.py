"""pytest option ``--unigrad[=DIALECTS]``: run a test suite with the dialects aliased to unigrad.

Registered as a pytest plugin when unigrad is installed; it does nothing
unless the option is given. ``pytest --unigrad`` aliases every dialect,
``pytest --unigrad=paddle`` only paddle. The aliases are in place from
configuration (before test modules are imported) to the end of the session.
"""

_active = None


def pytest_addoption(parser):
    from unigrad.dialects import DIALECTS

    parser.addoption(
        "--unigrad",
        nargs="?",
        const="auto",
        default=None,
        metavar="DIALECTS",
        help=f"run on unigrad: 'auto' (all dialects) or a comma-separated list of {', '.join(DIALECTS)}",
    )


def pytest_configure(config):
    global _active
    spec = config.getoption("unigrad", None)
    if spec is None:
        return
    from unigrad.aliasing import aliases
    from unigrad.dialects import parse_dialects

    try:
        dialects = parse_dialects(spec)
    except ValueError as error:
        import pytest

        raise pytest.UsageError(f"--unigrad: {error}") from None
    _active = aliases(*dialects)
    _active.__enter__()


def pytest_unconfigure(config):
    global _active
    if _active is not None:
        _active.__exit__(None, None, None)
        _active = None
