# paddle.io.DataLoader(shuffle=True) order from NumPy's global generator, in-process and with 2/4 workers, over epochs
import numpy as np
import paddle
from paddle.io import DataLoader, Dataset


class Numbers(Dataset):
    def __len__(self):
        return 11

    def __getitem__(self, i):
        return np.array([i], dtype="int64")


if __name__ == "__main__":
    for workers in (0, 2, 4):
        np.random.seed(7)
        loader = DataLoader(Numbers(), batch_size=3, shuffle=True, num_workers=workers)
        for epoch in range(2 if workers < 4 else 1):
            print(workers, epoch, [b.numpy().reshape(-1).tolist() for b in loader])
        print(np.random.randint(0, 1000))
    np.random.seed(3)
    print([b.numpy().reshape(-1).tolist() for b in DataLoader(Numbers(), batch_size=4, shuffle=True, drop_last=True)])
