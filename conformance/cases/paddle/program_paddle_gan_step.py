# program: GAN training steps in the style of the paddle DCGAN tutorial: generator and discriminator with BatchNorm1D and LeakyReLU, BCELoss, two Adam optimizers with beta1=0.5, detach for the discriminator step
# source: https://www.paddlepaddle.org.cn/documentation/docs/zh/practices/gan/dcgan_face/dcgan_face.html (networks reduced to MLPs on 16-d data, seeded, 3 steps)
import paddle
import paddle.nn as nn

paddle.seed(15)


class Generator(nn.Layer):
    def __init__(self):
        super().__init__()
        self.gen = nn.Sequential(
            nn.Linear(8, 32), nn.BatchNorm1D(32), nn.ReLU(),
            nn.Linear(32, 16), nn.Tanh())

    def forward(self, x):
        return self.gen(x)


class Discriminator(nn.Layer):
    def __init__(self):
        super().__init__()
        self.dis = nn.Sequential(
            nn.Linear(16, 32), nn.LeakyReLU(0.2),
            nn.Linear(32, 16), nn.BatchNorm1D(16), nn.LeakyReLU(0.2),
            nn.Linear(16, 1), nn.Sigmoid())

    def forward(self, x):
        return self.dis(x)


netG, netD = Generator(), Discriminator()
print(netG)
print(netD)
loss = nn.BCELoss()
optimizerD = paddle.optimizer.Adam(parameters=netD.parameters(), learning_rate=0.0002, beta1=0.5, beta2=0.999)
optimizerG = paddle.optimizer.Adam(parameters=netG.parameters(), learning_rate=0.0002, beta1=0.5, beta2=0.999)
real_label, fake_label = 1.0, 0.0
real = paddle.tanh(paddle.randn([8, 16]))
for step in range(3):
    optimizerD.clear_grad()
    out = netD(real)
    label = paddle.full((8, 1), real_label, dtype='float32')
    errD_real = loss(out, label)
    errD_real.backward()
    noise = paddle.randn([8, 8])
    fake = netG(noise)
    label = paddle.full((8, 1), fake_label, dtype='float32')
    out = netD(fake.detach())
    errD_fake = loss(out, label)
    errD_fake.backward()
    optimizerD.step()
    optimizerD.clear_grad()
    errD = errD_real + errD_fake
    optimizerG.clear_grad()
    out = netD(fake)
    label = paddle.full((8, 1), real_label, dtype=out.dtype)
    errG = loss(out, label)
    errG.backward()
    optimizerG.step()
    optimizerG.clear_grad()
    print(f'step {step}: D loss {float(errD)!r}, G loss {float(errG)!r}')
print(netD.dis[3]._mean.numpy().tolist())
print(netD.dis[3]._variance.numpy().tolist())
