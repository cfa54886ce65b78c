"""The one place where output is normalized before comparison.

Each rule applies to both sides (recorded and unigrad's), to stdout and to the
exception line alike. Add a rule only for something that legitimately differs
between two runs of the same framework, and say why.
"""

import re

#: (pattern, replacement, why)
RULES = (
    (re.compile(r"0x[0-9a-fA-F]{6,}"), "0x?", "memory addresses differ from run to run"),
)


def normalize(text):
    """``text`` with every rule applied.

    >>> normalize("<object at 0x7f3a2c1b9d30>")
    '<object at 0x?>'
    """
    if text is None:
        return None
    for pattern, replacement, _why in RULES:
        text = pattern.sub(replacement, text)
    return text
