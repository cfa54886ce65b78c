"""The claimed surface: a dialect class claims what the dialect base defines for it, once."""

from unigrad.conform.surface import claimed


def test_members_defined_by_the_dialect_base_are_claimed_by_the_tensor_built_on_it():
    names = set(claimed("mindspore"))
    assert {"mindspore.Tensor.shape", "mindspore.Tensor.dtype", "mindspore.Tensor.T", "mindspore.Tensor.dim"} <= names
    # Parameter derives from Tensor, not from the base: it claims only what it defines itself
    assert "mindspore.Parameter.clone" in names
    assert "mindspore.Parameter.shape" not in names
