"""``pretrained=True`` for paddle.vision's models: paddle's cached weights, or its failed-download error.

unigrad never downloads. paddle builds a model before it fetches the weights, so a seeded program draws the same
random numbers either way; the weights are then read from paddle's cache, ``~/.cache/paddle/hapi/weights``.
"""

import os

__all__ = ["load_pretrained"]


def load_pretrained(model, arch, urls):
    """``model`` with the cached weights of ``arch`` (``urls[arch][0]``: paddle's download address, whose file name
    is the cached file's); without them, what paddle raises once its download retries run out offline."""
    from unigrad.paddle_api._framework_io import load

    assert arch in urls, f"{arch} model do not have a pretrained model now, you should set pretrained=False"
    url = urls[arch][0]
    cached = os.path.join(os.path.expanduser("~"), ".cache", "paddle", "hapi", "weights", url.split("/")[-1])
    if not os.path.exists(cached):
        raise RuntimeError(f"Download from {url} failed. Retry limit reached")
    model.set_state_dict(load(cached))
    return model
