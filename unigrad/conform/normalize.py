"""The one place where output is normalized before comparison.

Each rule applies to both sides (recorded and unigrad's), to stdout and to the
exception line alike. Add a rule only for something that legitimately differs
between two runs of the same framework, and say why.

Two more are not rules of text but of comparison, and are written down here
too: ``unigrad diff --rtol/--atol`` lets numbers differ within a tolerance
and ``--ulps N`` (or a case's ``# close: N ulps: why`` header, ``cases.py``)
within N float32 ulps (``runner.numbers_agree``; the text around the numbers
must still match exactly), and a harvested doc example whose real output varies
from run to run (random values) is compared with its numbers masked
(``mask_numbers``) and reported as ``varies``, never as passed.
"""

import re

#: (pattern, replacement, why)
RULES = (
    (re.compile(r"0x[0-9a-fA-F]{6,}"), "0x?", "memory addresses differ from run to run"),
    (re.compile(r"Place\((?:cpu|gpu:\d+|gpu_pinned)\)"), "Place(?)",
     "paddle prints the default device, which is the GPU on a machine that has one: expected outputs are "
     "recorded on a CPU machine and checked on either"),
    (re.compile(r"(?m)^[^\n]*\r(?!\n)"), "",
     "paddle's progress bar (paddle.Model.fit/evaluate/predict, verbose=1) redraws its line with backspaces and a "
     "carriage return; how many backspaces depends on the previous draw's timing text: keep what a terminal shows, "
     "the last draw"),
    (re.compile(r" - (?:ETA: [\d:]+s? - )?\d+(?:s|ms|us)/(step|sample) *$", re.M), r" - ?/\1",
     "paddle's progress lines end in the time per step (and an ETA, padded to the previous draw's width): "
     "wall-clock times differ from run to run"),
    (re.compile(r" - avg_reader_cost: [\d.]+ sec - avg_batch_cost: [\d.]+ sec - ips: [\d.]+ samples/sec"),
     " - avg_reader_cost: ? sec - avg_batch_cost: ? sec - ips: ? samples/sec",
     "paddle's ProgBarLogger(verbose=3) adds the mean reading and batch wall-clock times and samples per second"),
)

#: A number standing alone in text (not part of a name like ``float32``).
NUMBER = re.compile(r"(?<![\w.])[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?(?![\w])|(?<![\w.])[-+]?(?:inf|nan)(?![\w])")

PADDED_MASK = re.compile(r" *# *")

#: A line break between two masked numbers of one printed array (after the comma, if any).
WRAP_BETWEEN_MASKS = re.compile(r"(?<=#)(,?)\n(?=#)")


def normalize(text):
    """``text`` with every rule applied.

    >>> normalize("<object at 0x7f3a2c1b9d30>")
    '<object at 0x?>'
    >>> normalize("\\rstep 1/2 [=>.] - loss: 0.5 - ETA: 0s - 9ms/step\\b\\b\\rstep 2/2 [==] - loss: 0.4 - 48ms/step   \\nok")
    'step 2/2 [==] - loss: 0.4 - ?/step\\nok'
    """
    if text is None:
        return None
    for pattern, replacement, _why in RULES:
        text = pattern.sub(replacement, text)
    return text


def mask_numbers(text):
    r"""``text`` with every number replaced by ``#``: for outputs whose values vary from run to run.

    The padding around a number goes too: tensor printing aligns columns to
    the widest value, so the spaces vary with the values; so do the line
    breaks between two numbers of a row, where the printer wraps a row that
    its widest value makes too long.

    >>> mask_numbers("Tensor([0.31, -2.5e-01], shape=[2], dtype=float32)")
    'Tensor([#,#], shape=[#], dtype=float32)'
    >>> mask_numbers("[[-2,  4],") == mask_numbers("[[ 0, -4],")
    True
    >>> mask_numbers("[[ 3.21, -0.51,\n   0.43],\n [0., 0., 0.]]") == mask_numbers("[[0., 0., 0.],\n [0., 0., 0.]]")
    True
    >>> mask_numbers("[[1.e-45    nan]\n [   nan    nan]]") == mask_numbers("[[0. 0.]\n [0. 0.]]")
    True
    """
    if text is None:
        return None
    return WRAP_BETWEEN_MASKS.sub(r"\1", PADDED_MASK.sub("#", NUMBER.sub("#", text)))
