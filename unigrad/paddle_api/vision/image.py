"""``paddle.vision``'s image backend: the global choice (``'pil'``, ``'cv2'`` or ``'tensor'``) that
``image_load`` and the folder datasets' default loader decode image files with.

PIL and cv2 are not dependencies of unigrad: they are imported only when a file is decoded with them
(paddle itself requires PIL), and a missing one raises the ``ImportError`` paddle raises for cv2.
"""

import importlib

__all__ = ["set_image_backend", "get_image_backend", "image_load"]

_BACKENDS = ["pil", "cv2", "tensor"]
_image_backend = "pil"


def _check(backend):
    if backend not in _BACKENDS:
        raise ValueError(f"Expected backend are one of {_BACKENDS}, but got {backend}")


def set_image_backend(backend):
    global _image_backend
    _check(backend)
    _image_backend = backend


def get_image_backend():
    return _image_backend


def _import(name, install_name):
    """The module ``name``, or paddle's ``try_import`` error naming the package to install."""
    try:
        return importlib.import_module(name)
    except ImportError:
        raise ImportError(
            f"Failed importing {name}. This likely means that some paddle modules require additional dependencies "
            f"that have to be manually installed (usually with `pip install {install_name}`). ") from None


def image_load(path, backend=None):
    """The image at ``path``: a PIL image (``'pil'``), cv2's BGR array (``'cv2'``); None for ``'tensor'``,
    as in paddle."""
    if backend is None:
        backend = _image_backend
    _check(backend)
    if backend == "pil":
        return _import("PIL.Image", "PIL").open(path)
    if backend == "cv2":
        return _import("cv2", "opencv-python").imread(path)
    return None


def default_loader(path):
    """The folder datasets' loader: an RGB PIL image, or an RGB array with the ``'cv2'`` backend."""
    if _image_backend == "cv2":
        cv2 = _import("cv2", "opencv-python")
        return cv2.cvtColor(cv2.imread(path), cv2.COLOR_BGR2RGB)
    image_module = _import("PIL.Image", "PIL")
    with open(path, "rb") as file:
        return image_module.open(file).convert("RGB")
