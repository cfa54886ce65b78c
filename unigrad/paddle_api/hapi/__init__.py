"""paddle's high-level API (``paddle.hapi``): ``Model``, its callbacks, ``summary`` and ``flops``."""

from unigrad.paddle_api.hapi import callbacks
from unigrad.paddle_api.hapi.dynamic_flops import flops
from unigrad.paddle_api.hapi.model import Model
from unigrad.paddle_api.hapi.model_summary import summary

__all__ = ["Model", "callbacks", "flops", "summary"]
