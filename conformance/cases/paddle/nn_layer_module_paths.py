# paddle.nn.layer's modules (layers, common, rnn, norm, pooling, transformer) as import paths for the nn classes, and Transformer.generate_square_subsequent_mask (its doc example imports from paddle.nn.layer.transformer)
import paddle
from paddle.nn.layer.transformer import Transformer
length = 5
d_model, n_head, dim_feedforward = 8, 4, 64
transformer_paddle = Transformer(
    d_model, n_head, dim_feedforward=dim_feedforward)
mask = transformer_paddle.generate_square_subsequent_mask(length)
print(mask)
from paddle.nn.layer.layers import Layer
from paddle.nn.layer.common import Linear, ZeroPad1D
from paddle.nn.layer.rnn import LSTM
from paddle.nn.layer.norm import BatchNorm2D
from paddle.nn.layer.pooling import MaxPool2D
import paddle.nn.layer.transformer as T
print(Layer is paddle.nn.Layer, Linear is paddle.nn.Linear, LSTM is paddle.nn.LSTM, BatchNorm2D is paddle.nn.BatchNorm2D, MaxPool2D is paddle.nn.MaxPool2D, T.Transformer is paddle.nn.Transformer, ZeroPad1D is paddle.nn.ZeroPad1D)
