"""numerics.isa: the instruction set whose kernels are reproduced."""

import pytest

from unigrad.numerics import isa


def test_the_environment_variable_picks_the_instruction_set(monkeypatch):
    monkeypatch.setenv("UNIGRAD_CPU_ISA", "avx512")
    assert isa.kernel_isa() == "avx512"
    monkeypatch.setenv("UNIGRAD_CPU_ISA", "avx2")
    assert isa.kernel_isa() == "avx2"
    monkeypatch.delenv("UNIGRAD_CPU_ISA")
    assert isa.kernel_isa() == isa.host_isa() in isa.ISAS


def test_an_unknown_instruction_set_is_refused(monkeypatch):
    monkeypatch.setenv("UNIGRAD_CPU_ISA", "sse2")
    with pytest.raises(ValueError, match="UNIGRAD_CPU_ISA must be one of avx2, avx512, not 'sse2'"):
        isa.kernel_isa()


def test_conformance_runs_reproduce_the_recording_machines_instruction_set(tmp_path):
    from unigrad.conform.cases import Case

    (tmp_path / "expected" / "paddle").mkdir(parents=True)
    (tmp_path / "expected" / "paddle" / "MANIFEST.json").write_text(
        '{"framework": "paddlepaddle", "version": "3.3.1", "cases": {"old": {"exit_status": 0, "exception": null},'
        ' "new": {"exit_status": 0, "exception": null, "cpu_isa": "avx512"}}}')
    assert Case(tmp_path, "paddle", "old").recorded_isa == "avx2"
    assert Case(tmp_path, "paddle", "new").recorded_isa == "avx512"
