# program: a small U-Net in the PaddleSeg style: double-conv blocks with BatchNorm2D, MaxPool2D down-sampling, bilinear Upsample with align_corners, skip concatenation, Pad2D for odd sizes, softmax cross entropy over pixels
# source: https://github.com/PaddlePaddle/PaddleSeg (paddleseg/models/unet.py: Encoder/Decoder/UpSampling pattern, widths reduced); seeded random images, 2 steps
import paddle
import paddle.nn as nn
import paddle.nn.functional as F

paddle.seed(16)


class DoubleConv(nn.Layer):
    def __init__(self, cin, cout):
        super().__init__()
        self.block = nn.Sequential(
            nn.Conv2D(cin, cout, 3, padding=1), nn.BatchNorm2D(cout), nn.ReLU(),
            nn.Conv2D(cout, cout, 3, padding=1), nn.BatchNorm2D(cout), nn.ReLU())

    def forward(self, x):
        return self.block(x)


class UpSampling(nn.Layer):
    def __init__(self, cin, cout):
        super().__init__()
        self.up = nn.Upsample(scale_factor=2, mode='bilinear', align_corners=True)
        self.conv = DoubleConv(cin + cout, cout)

    def forward(self, x, short_cut):
        x = self.up(x)
        dh = short_cut.shape[2] - x.shape[2]
        dw = short_cut.shape[3] - x.shape[3]
        if dh or dw:
            x = nn.Pad2D([dw // 2, dw - dw // 2, dh // 2, dh - dh // 2])(x)
        x = paddle.concat([x, short_cut], axis=1)
        return self.conv(x)


class UNet(nn.Layer):
    def __init__(self, num_classes=3):
        super().__init__()
        self.inc = DoubleConv(3, 4)
        self.down1 = nn.Sequential(nn.MaxPool2D(2, 2), DoubleConv(4, 8))
        self.down2 = nn.Sequential(nn.MaxPool2D(2, 2), DoubleConv(8, 16))
        self.up1 = UpSampling(16, 8)
        self.up2 = UpSampling(8, 4)
        self.cls = nn.Conv2D(4, num_classes, 1)

    def forward(self, x):
        x1 = self.inc(x)
        x2 = self.down1(x1)
        x3 = self.down2(x2)
        x = self.up1(x3, x2)
        x = self.up2(x, x1)
        return self.cls(x)


model = UNet()
x = paddle.rand([2, 3, 18, 18])
label = paddle.randint(0, 3, [2, 18, 18])
opt = paddle.optimizer.Momentum(learning_rate=0.01, momentum=0.9, parameters=model.parameters())
for step in range(2):
    logit = model(x)
    loss = F.cross_entropy(logit.transpose([0, 2, 3, 1]), label)
    loss.backward()
    opt.step()
    opt.clear_grad()
    print(f'step {step}: logits {logit.shape}, loss {float(loss):.5f}')
model.eval()
pred = model(x).argmax(axis=1)
print(pred.shape, float((pred == label).astype('float32').mean()))
