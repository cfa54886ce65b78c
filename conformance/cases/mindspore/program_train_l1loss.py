# program: loss function L1Loss on fixed data (MindSpore r1.8 tutorial "Model Training", source: mindspore-ai/docs tutorials/source_en/beginner/train.md)
import numpy as np
import mindspore.nn as nn
import mindspore as ms

loss = nn.L1Loss()
output_data = ms.Tensor(np.array([[1, 2, 3], [2, 3, 4]]).astype(np.float32))
target_data = ms.Tensor(np.array([[0, 2, 5], [3, 1, 1]]).astype(np.float32))
print(loss(output_data, target_data))
