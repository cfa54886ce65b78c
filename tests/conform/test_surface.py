"""The claimed surface: a dialect class claims what the dialect base defines for it, once."""

from unigrad.conform.surface import claimed


def test_members_defined_by_the_dialect_base_are_claimed_by_the_tensor_built_on_it():
    names = set(claimed("mindspore"))
    assert {"mindspore.Tensor.shape", "mindspore.Tensor.dtype", "mindspore.Tensor.T", "mindspore.Tensor.dim"} <= names
    # Parameter derives from Tensor, not from the base: it claims only what it defines itself
    assert "mindspore.Parameter.clone" in names
    assert "mindspore.Parameter.shape" not in names


def test_a_class_renamed_to_print_as_the_real_one_still_claims_its_methods():
    # paddle's Tensor prints as <class 'paddle.Tensor'> (its __module__ is "paddle"); it is still unigrad's
    names = set(claimed("paddle"))
    assert {"paddle.Tensor.backward", "paddle.Tensor.clone", "paddle.Tensor.astype", "paddle.Tensor.shape"} <= names
