"""unigrad.dialects: the registry is the one place a dialect is named; everything else reads it."""

import importlib
import importlib.util
import subprocess
import sys
import textwrap

import pytest

from unigrad.dialects import DIALECTS, REGISTRY, get, parse_dialects


def test_every_entry_names_an_existing_front_end_and_real_attributes():
    for dialect in REGISTRY.values():
        assert importlib.util.find_spec(dialect.package) is not None, dialect.package
        assert dialect.requirement.startswith(dialect.distribution + "==")
        for module, attribute, source in dialect.replaced_attributes:
            assert hasattr(importlib.import_module(module), attribute), (module, attribute)
            assert hasattr(importlib.import_module(source), attribute), (source, attribute)


def test_names_and_parsing():
    assert DIALECTS == ("paddle", "torch", "mindspore")
    assert parse_dialects("auto") == DIALECTS and parse_dialects("mindspore,paddle") == ("mindspore", "paddle")
    with pytest.raises(ValueError, match="unknown dialect 'jax': expected 'auto' or some of paddle, torch, mindspore"):
        get("jax")


def test_reading_the_registry_imports_nothing_but_the_standard_library():
    code = "import sys, unigrad; d = unigrad.DIALECTS; print(sorted(m for m in sys.modules if m.startswith('unigrad')), 'torch' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stdout == "['unigrad', 'unigrad.dialects'] False\n", done.stderr


def test_a_new_dialect_is_one_entry_plus_a_package(tmp_path):
    """A toy dialect registered before anything reads the registry is aliased, discovered, claimed and preloaded."""
    (tmp_path / "toy_api").mkdir()
    (tmp_path / "toy_api" / "__init__.py").write_text('"""A toy front end."""\n__all__ = ["hello"]\n\ndef hello():\n    """Hi."""\n')
    (tmp_path / "conformance" / "cases" / "toy").mkdir(parents=True)
    (tmp_path / "conformance" / "cases" / "toy" / "first.py").write_text("# prints a greeting\nprint('hi')\n")
    code = textwrap.dedent(f"""
        import unigrad.dialects as registry
        registry.REGISTRY["toy"] = registry.Dialect(name="toy", package="toy_api", real_module="toy",
                                                    distribution="toy", version="1.0", module_aliases=("toy",))
        registry.DIALECTS = tuple(registry.REGISTRY)

        import unigrad
        from unigrad.aliasing import aliases, parse_dialects
        from unigrad.conform import discover, surface, warm

        assert "toy" in unigrad.DIALECTS and parse_dialects("toy") == ("toy",)
        with aliases("toy"):
            import toy
            assert toy.__name__ == "toy_api"
        assert [c.id for c in discover([], {str(tmp_path / "conformance")!r})] == ["toy/first"]
        assert surface.claimed("toy") == ["toy.hello"], surface.claimed("toy")
        assert "toy_api" in warm.PRELOAD
        print("ok")
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=tmp_path)
    assert done.stdout == "ok\n", done.stderr


def test_numpy_mismatch_names_the_numpy_the_users_have(monkeypatch):
    import importlib.metadata

    from unigrad import dialects

    monkeypatch.setattr(importlib.metadata, "version", lambda name: "2.4.6")
    assert dialects.numpy_mismatch("paddle") is None  # any NumPy
    assert "numpy<2" in dialects.numpy_mismatch("mindspore")
    monkeypatch.setattr(importlib.metadata, "version", lambda name: "1.26.4")
    assert dialects.numpy_mismatch("mindspore") is None
