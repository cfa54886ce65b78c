# program: sequence classifier on paddle.nn.TransformerEncoder following the paddle API docs example (TransformerEncoderLayer/TransformerEncoder with src_mask), positional embeddings, mean pooling, AdamW with LinearWarmup
# source: https://www.paddlepaddle.org.cn/documentation/docs/zh/api/paddle/nn/TransformerEncoder_cn.html (example extended into a training loop); seeded random tokens, 4 steps, dropout 0
import paddle
import paddle.nn as nn

paddle.seed(14)
enc_input = paddle.rand((2, 4, 128))
attn_mask = paddle.rand((2, 2, 4, 4))
encoder_layer = nn.TransformerEncoderLayer(128, 2, 512)
encoder = nn.TransformerEncoder(encoder_layer, 2)
enc_output = encoder(enc_input, attn_mask)
print(enc_output.shape)


class Classifier(nn.Layer):
    def __init__(self, vocab, d_model, nhead, num_layers, num_classes, max_len=16):
        super().__init__()
        self.tok = nn.Embedding(vocab, d_model)
        self.pos = nn.Embedding(max_len, d_model)
        layer = nn.TransformerEncoderLayer(d_model, nhead, 2 * d_model, dropout=0.0, normalize_before=True)
        self.encoder = nn.TransformerEncoder(layer, num_layers, nn.LayerNorm(d_model))
        self.head = nn.Linear(d_model, num_classes)

    def forward(self, ids):
        pos = paddle.arange(ids.shape[1]).unsqueeze(0)
        mask = (ids != 0).astype('int64').unsqueeze(1).unsqueeze(1)
        h = self.encoder(self.tok(ids) + self.pos(pos), src_mask=mask)
        return self.head(h.mean(axis=1))


model = Classifier(30, 16, 2, 2, 3)
scheduler = paddle.optimizer.lr.LinearWarmup(learning_rate=0.01, warmup_steps=2, start_lr=0.0, end_lr=0.01)
opt = paddle.optimizer.AdamW(learning_rate=scheduler, parameters=model.parameters(), weight_decay=0.01)
ids = paddle.randint(1, 30, [4, 8])
ids[0, 6:] = 0
labels = paddle.to_tensor([0, 2, 1, 2])
for step in range(4):
    logits = model(ids)
    loss = nn.functional.cross_entropy(logits, labels)
    loss.backward()
    opt.step()
    opt.clear_grad()
    scheduler.step()
    print(f'step {step}: lr {opt.get_lr():.4f} loss {float(loss):.4f}')
print(model(ids).argmax(axis=-1))
