# program: LSTM text classifier in the PaddleNLP seq2vec style: Embedding(padding_idx=0), bidirectional LSTM with sequence_length, last-state pooling, Linear head, Adam with ClipGradByGlobalNorm, accuracy
# source: https://github.com/PaddlePaddle/PaddleNLP (examples/text_classification/rnn: LSTMModel / paddlenlp.seq2vec.LSTMEncoder pattern); dataset replaced by seeded random token ids, 4 steps
import paddle
import paddle.nn as nn
import paddle.nn.functional as F

paddle.seed(13)


class LSTMEncoder(nn.Layer):
    def __init__(self, input_size, hidden_size, num_layers=1, direction="forward", dropout=0.0, pooling_type=None):
        super().__init__()
        self._direction = direction
        self._pooling_type = pooling_type
        self.lstm_layer = nn.LSTM(input_size=input_size, hidden_size=hidden_size, num_layers=num_layers,
                                  direction=direction, dropout=dropout)

    def forward(self, inputs, sequence_length):
        encoded_text, (last_hidden, last_cell) = self.lstm_layer(inputs, sequence_length=sequence_length)
        if not self._pooling_type:
            if self._direction != "bidirect":
                output = last_hidden[-1, :, :]
            else:
                output = paddle.concat((last_hidden[-2, :, :], last_hidden[-1, :, :]), axis=1)
        else:
            if self._pooling_type == "sum":
                output = paddle.sum(encoded_text, axis=1)
            elif self._pooling_type == "max":
                output = paddle.max(encoded_text, axis=1)
            elif self._pooling_type == "mean":
                output = paddle.mean(encoded_text, axis=1)
        return output


class LSTMModel(nn.Layer):
    def __init__(self, vocab_size, num_classes, emb_dim=16, padding_idx=0, lstm_hidden_size=24,
                 direction="forward", lstm_layers=1, dropout_rate=0.0, pooling_type=None, fc_hidden_size=12):
        super().__init__()
        self.embedder = nn.Embedding(num_embeddings=vocab_size, embedding_dim=emb_dim, padding_idx=padding_idx)
        self.lstm_encoder = LSTMEncoder(emb_dim, lstm_hidden_size, num_layers=lstm_layers, direction=direction,
                                        dropout=dropout_rate, pooling_type=pooling_type)
        self.fc = nn.Linear(2 * lstm_hidden_size if direction == "bidirect" else lstm_hidden_size, fc_hidden_size)
        self.output_layer = nn.Linear(fc_hidden_size, num_classes)

    def forward(self, text, seq_len):
        embedded_text = self.embedder(text)
        text_repr = self.lstm_encoder(embedded_text, sequence_length=seq_len)
        fc_out = paddle.tanh(self.fc(text_repr))
        logits = self.output_layer(fc_out)
        return logits


model = LSTMModel(50, 2, direction="bidirect")
print(model)
optimizer = paddle.optimizer.Adam(learning_rate=0.01, parameters=model.parameters(),
                                  grad_clip=nn.ClipGradByGlobalNorm(5.0))
seq_len = paddle.to_tensor([7, 5, 3, 6, 2, 7])
ids = paddle.randint(1, 50, [6, 7])
mask = paddle.arange(7).unsqueeze(0) < seq_len.unsqueeze(1)
ids = paddle.where(mask, ids, paddle.zeros_like(ids))
labels = paddle.to_tensor([0, 1, 1, 0, 1, 0])
print(ids)
for step in range(4):
    logits = model(ids, seq_len)
    loss = F.cross_entropy(logits, labels)
    loss.backward()
    optimizer.step()
    optimizer.clear_grad()
    probs = F.softmax(logits)
    acc = paddle.metric.accuracy(probs, labels.unsqueeze(-1)) if hasattr(paddle, "metric") else None
    print(f'step {step}: loss {float(loss):.5f}, pred {probs.argmax(axis=1).numpy().tolist()}')
print(model.embedder.weight[0].numpy().tolist())
