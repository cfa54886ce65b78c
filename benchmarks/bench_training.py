"""Training benchmark: an MLP and a small CNN trained 100 steps in each dialect, against raw torch and the real frameworks.

    python benchmarks/bench_training.py [--paddle-python /tmp/oracle-paddle/bin/python]
                                        [--mindspore-python /tmp/oracle-ms/bin/python] [--steps 100] [--repeats 5]

Each program is written once per dialect, as its users write it (paddle: a
``Layer``, ``loss.backward()``, ``opt.step()``, ``opt.clear_grad()``;
MindSpore: a ``Cell``, ``value_and_grad`` w.r.t. the optimizer's parameters,
``opt(grads)``; torch: ``nn.Module``, ``zero_grad``, ``backward``, ``step``)
and runs on unigrad here and, given its interpreter, on the real framework
in its own process (all sides with ``--threads`` intra-op threads, 1 by
default: on a loaded machine spinning thread pools measure the load, not the
code). Raw torch is the torch program run plainly: the same
layers, data and optimizer. unigrad and raw torch alternate in one process
(median of ``--repeats`` runs of ``--steps`` steps after a warm-up); a real
framework is timed the same way in its interpreter, in the same run of this
script. The MLP trains with SGD, the CNN with Adam; batches of 32 from seeded
random data.
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

from timing import clock  # benchmarks/timing.py, beside this script

BATCH, SAMPLES, FEATURES, CLASSES, HIDDEN, SIDE, CHANNELS = 32, 256, 64, 10, 128, 12, 8


def data(model):
    """Seeded inputs and labels, as NumPy arrays (every framework reads them)."""
    import numpy as np

    rng = np.random.RandomState(0)
    shape = (SAMPLES, FEATURES) if model == "mlp" else (SAMPLES, 1, SIDE, SIDE)
    return rng.randn(*shape).astype("float32"), rng.randint(0, CLASSES, SAMPLES).astype("int64")


def batches(x, y, to_tensor):
    return [(to_tensor(x[i:i + BATCH]), to_tensor(y[i:i + BATCH])) for i in range(0, SAMPLES, BATCH)]


# -- paddle ----------------------------------------------------------------------------------------
def paddle_program(paddle, model):
    nn = paddle.nn
    paddle.seed(0)
    if model == "mlp":
        net = nn.Sequential(nn.Linear(FEATURES, HIDDEN), nn.ReLU(), nn.Linear(HIDDEN, CLASSES))
        opt = paddle.optimizer.SGD(learning_rate=0.1, parameters=net.parameters())
    else:
        net = nn.Sequential(nn.Conv2D(1, CHANNELS, 3, padding=1), nn.ReLU(), nn.Conv2D(CHANNELS, CHANNELS, 3, padding=1),
                            nn.ReLU(), nn.Flatten(), nn.Linear(CHANNELS * SIDE * SIDE, CLASSES))
        opt = paddle.optimizer.Adam(learning_rate=1e-3, parameters=net.parameters())
    loss_fn = nn.CrossEntropyLoss()
    feed = batches(*data(model), paddle.to_tensor)

    def train(steps):
        for step in range(steps):
            x, y = feed[step % len(feed)]
            loss = loss_fn(net(x), y)
            loss.backward()
            opt.step()
            opt.clear_grad()
        return float(loss)

    return train


# -- mindspore -------------------------------------------------------------------------------------
def mindspore_program(ms, model):
    nn = ms.nn
    ms.set_seed(0)
    if model == "mlp":
        net = nn.SequentialCell(nn.Dense(FEATURES, HIDDEN), nn.ReLU(), nn.Dense(HIDDEN, CLASSES))
        opt = nn.SGD(net.trainable_params(), learning_rate=0.1)
    else:
        net = nn.SequentialCell(nn.Conv2d(1, CHANNELS, 3, pad_mode="pad", padding=1, has_bias=True), nn.ReLU(),
                                nn.Conv2d(CHANNELS, CHANNELS, 3, pad_mode="pad", padding=1, has_bias=True), nn.ReLU(),
                                nn.Flatten(), nn.Dense(CHANNELS * SIDE * SIDE, CLASSES))
        opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
    loss_fn = nn.CrossEntropyLoss()
    x_all, y_all = data(model)
    feed = batches(x_all, y_all.astype("int32"), ms.Tensor)

    def forward(x, y):
        return loss_fn(net(x), y)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    def train(steps):
        for step in range(steps):
            loss, grads = grad_fn(*feed[step % len(feed)])
            opt(grads)
        return float(loss.asnumpy())

    return train


# -- torch -----------------------------------------------------------------------------------------
def torch_program(torch, model):
    nn = torch.nn
    torch.manual_seed(0)
    if model == "mlp":
        net = nn.Sequential(nn.Linear(FEATURES, HIDDEN), nn.ReLU(), nn.Linear(HIDDEN, CLASSES))
        opt = torch.optim.SGD(net.parameters(), lr=0.1)
    else:
        net = nn.Sequential(nn.Conv2d(1, CHANNELS, 3, padding=1), nn.ReLU(), nn.Conv2d(CHANNELS, CHANNELS, 3, padding=1),
                            nn.ReLU(), nn.Flatten(), nn.Linear(CHANNELS * SIDE * SIDE, CLASSES))
        opt = torch.optim.Adam(net.parameters(), lr=1e-3)
    loss_fn = nn.CrossEntropyLoss()
    feed = batches(*data(model), torch.from_numpy)

    def train(steps):
        for step in range(steps):
            x, y = feed[step % len(feed)]
            opt.zero_grad()
            loss = loss_fn(net(x), y)
            loss.backward()
            opt.step()
        return loss.item()

    return train


PROGRAMS = {"paddle": paddle_program, "mindspore": mindspore_program, "torch": torch_program}
MODELS = ("mlp", "cnn")


def seconds_of(train, steps):
    start = clock()
    train(steps)
    return clock() - start


def real_seconds(dialect, model, steps, repeats):
    """Run in the real framework's interpreter: median seconds of ``steps`` steps."""
    import importlib

    train = PROGRAMS[dialect](importlib.import_module(dialect), model)
    train(5)  # warm-up: first-call costs are not the steady state
    return statistics.median(seconds_of(train, steps) for _ in range(repeats))


def side_by_side(dialect, model, steps, repeats):
    """``(unigrad seconds, raw torch seconds)``: medians of alternating runs of ``steps`` steps."""
    import torch

    from unigrad.aliasing import aliases

    raw = torch_program(torch, model)
    if dialect == "torch":
        with aliases("torch"):  # Tensor.backward through unigrad's torch front end
            ours_program = torch_program(torch, model)

        def ours(steps_):
            with aliases("torch"):
                return ours_program(steps_)
    else:
        import importlib

        ours = PROGRAMS[dialect](importlib.import_module(f"unigrad.{dialect}_api"), model)
    ours(5), raw(5)
    times = {ours: [], raw: []}
    order = [ours, raw]
    for _ in range(repeats):
        order.reverse()
        for train in order:
            times[train].append(seconds_of(train, steps))
    return statistics.median(times[ours]), statistics.median(times[raw])


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--paddle-python", help="real paddle's interpreter (the oracle)")
    parser.add_argument("--mindspore-python", help="real MindSpore's interpreter (the oracle)")
    parser.add_argument("--steps", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--threads", type=int, default=1,
                        help="intra-op threads of every side (torch.set_num_threads; OMP/MKL_NUM_THREADS for the real ones)")
    parser.add_argument("--real", nargs=2, metavar=("DIALECT", "MODEL"), help=argparse.SUPPRESS)  # internal
    args = parser.parse_args(argv)
    if args.real:
        print(real_seconds(*args.real, args.steps, args.repeats))
        return
    sys.path[:0] = [os.path.dirname(os.path.dirname(os.path.abspath(__file__)))]
    import torch

    torch.set_num_threads(args.threads)
    env = dict(os.environ, OMP_NUM_THREADS=str(args.threads), MKL_NUM_THREADS=str(args.threads))

    oracles = {"paddle": args.paddle_python, "mindspore": args.mindspore_python}
    print(f"training {args.steps} steps, batch {BATCH}: median of {args.repeats} runs; torch {torch.__version__}, "
          f"{torch.get_num_threads()} threads, UNIGRAD_NUMERICS={os.environ.get('UNIGRAD_NUMERICS', '(default)')}, "
          f"{'CPU' if clock is time.process_time else 'wall'} seconds")
    print(f"  {'model':5} {'dialect':9} {'unigrad':>10} {'raw torch':>10} {'ratio':>7}   {'real':>10} {'unigrad/real':>12}")
    for model in MODELS:
        for dialect in ("torch", "paddle", "mindspore"):
            ours, raw = side_by_side(dialect, model, args.steps, args.repeats)
            real_cells = ""
            if oracles.get(dialect):
                done = subprocess.run([oracles[dialect], __file__, "--real", dialect, model, "--steps", str(args.steps),
                                       "--repeats", str(args.repeats)], capture_output=True, text=True, env=env)
                if done.returncode:
                    real_cells = f"   real {dialect} failed: {done.stderr.strip().splitlines()[-1]}"
                else:
                    real = float(done.stdout.strip().splitlines()[-1])
                    real_cells = f"   {real * 1e3:8.1f}ms {ours / real:11.3f}x"
            print(f"  {model:5} {dialect:9} {ours * 1e3:8.1f}ms {raw * 1e3:8.1f}ms {ours / raw:6.3f}x{real_cells}",
                  flush=True)


if __name__ == "__main__":
    main()
