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

__all__ = ["RULE", "with_call_stack"]

#: the line above and below each banner of MindSpore's C++ errors
RULE = "-" * 52
_UNEXPECTED = (f"\n\n{RULE}\n- Framework Unexpected Exception Raised:\n{RULE}\nThis exception is caused by framework's "
               "unexpected error. Please create an issue at https://gitee.com/mindspore/mindspore/issues to get help.")


def with_call_stack(message, location, unexpected=False):
    """``message`` as MindSpore's C++ errors end: the source location under a "C++ Call Stack" banner, after
    the "Framework Unexpected Exception" banner where MindSpore calls the error its own (``unexpected``)."""
    banner = _UNEXPECTED if unexpected else ""
    return f"{message}{banner}\n\n{RULE}\n- C++ Call Stack: (For framework developers)\n{RULE}\n{location}\n"
