"""The progress bar ``paddle.Model`` prints while it trains, evaluates and predicts (paddle's text, byte for byte).

verbose=1 redraws one line per epoch (backspaces and a carriage return, as paddle does on every
POSIX system); verbose=2 prints one line per logged step. Both end in the wall-clock time per
step, which the conformance normalization masks.
"""

import shutil
import sys
import time

import numpy as np

from unigrad.paddle_api._real_names import RealNamed

__all__ = []


def _format_values(values, arrays_too):
    text = ""
    for key, value in values:
        text += f" - {key}:"
        for v in value if isinstance(value, list) else [value]:
            if isinstance(v, (float, np.float32, np.float64)):
                text += f" {v:.4f}" if abs(v) > 0.001 else f" {v:.4e}"
            elif arrays_too and isinstance(v, np.ndarray) and v.size == 1 and v.dtype in (np.float32, np.float64):
                text += f" {v.item():.4f}" if abs(v.item()) > 0.001 else f" {v.item():.4e}"
            else:
                text += f" {v}"
    return text


class ProgressBar(RealNamed):
    """A ``step n/N [====>....]`` bar (verbose=1) or log lines (verbose=2/3) with the values given to ``update``."""

    def __init__(self, num=None, width=30, verbose=1, start=True, file=sys.stdout, name="step"):
        self._num = num
        if isinstance(num, int) and num <= 0:
            raise TypeError("num should be None or integer (> 0)")
        columns = shutil.get_terminal_size()[0] or 80
        self._width = min(width, min(int(columns * 0.6), columns - 50))
        self._total_width = 0
        self._verbose = verbose
        self.file = file
        self._start = time.time()
        self._last_update = 0
        self.name = name

    def start(self):
        self.file.flush()
        self._start = time.time()

    def _timing(self, current_num):
        per_step = (time.time() - self._start) / current_num if current_num else 0
        if per_step >= 1 or per_step == 0:
            return per_step, f" - {per_step:.0f}s/{self.name}"
        if per_step >= 1e-3:
            return per_step, f" - {per_step * 1e3:.0f}ms/{self.name}"
        return per_step, f" - {per_step * 1e6:.0f}us/{self.name}"

    def update(self, current_num, values=()):
        per_step, fps = self._timing(current_num)
        out = sys.stdout
        if self._verbose == 1:
            previous_width = self._total_width
            out.write("\b" * previous_width + "\r")
            if self._num is not None:
                digits = int(np.log10(self._num)) + 1
                bar = f"{self.name} {current_num:{digits}d}/{self._num} ["
                done = int(self._width * float(current_num) / self._num)
                if done > 0:
                    bar += "=" * (done - 1) + (">" if current_num < self._num else "=")
                bar += "." * (self._width - done) + "]"
            else:
                bar = f"{self.name} {current_num:3}"
            self._total_width = len(bar)
            out.write(bar)
            info = _format_values(values, arrays_too=False)
            if self._num is not None and current_num < self._num:
                eta = int(per_step * (self._num - current_num))
                if eta > 3600:
                    info += f" - ETA: {eta // 3600}:{eta % 3600 // 60:02}:{eta % 60:02}"
                elif eta > 60:
                    info += f" - ETA: {eta // 60}:{eta % 60:02}"
                else:
                    info += f" - ETA: {eta}s"
            info += fps
            self._total_width += len(info)
            if previous_width > self._total_width:
                info += " " * (previous_width - self._total_width)
            if self._num is None or current_num >= self._num:
                info += "\n"
            out.write(info)
            out.flush()
        elif self._verbose in (2, 3):
            if self._num:
                digits = int(np.log10(self._num)) + 1
                count = f"{self.name} {current_num:{digits}d}/{self._num}"
            else:
                count = f"{self.name} {current_num:3}"
            out.write(count + _format_values(values, arrays_too=True) + fps + "\n")
            out.flush()
