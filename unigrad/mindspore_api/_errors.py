"""MindSpore's error texts: its C++ errors end with the source location under a "C++ Call Stack" banner.

A leaf module (it imports nothing of unigrad's), so the kernel table and the tensor module can both word
MindSpore's errors.

>>> print(with_call_stack("Illegal primitive EluGrad's bprop not defined", "func_grad.h:157 CallBackward"))
Illegal primitive EluGrad's bprop not defined
<BLANKLINE>
----------------------------------------------------
- C++ Call Stack: (For framework developers)
----------------------------------------------------
func_grad.h:157 CallBackward
<BLANKLINE>
"""

__all__ = ["with_call_stack"]

_RULE = "-" * 52


def with_call_stack(message, location):
    """``message`` as MindSpore's C++ errors end: the source location under a "C++ Call Stack" banner."""
    return f"{message}\n\n{_RULE}\n- C++ Call Stack: (For framework developers)\n{_RULE}\n{location}\n"
