# program: set_context/get_context in PyNative mode and set_seed seeding NumPy's generator too (MindSpore API docs examples of mindspore.set_context / set_seed, source: mindspore-ai/mindspore mindspore/python/mindspore/context.py and common/seed.py docs)
import numpy as np
import mindspore as ms

ms.set_context(mode=ms.PYNATIVE_MODE)
print(ms.get_context("mode") == ms.PYNATIVE_MODE)
ms.set_seed(1234)
print(ms.get_seed())
a = np.random.normal(0, 1, [1]).astype(np.float32)
b = np.random.normal(0, 1, [1]).astype(np.float32)
ms.set_seed(1234)
c = np.random.normal(0, 1, [1]).astype(np.float32)
print(a, b, c, a == c)
