# seeded random image transforms in map (RandomCrop with padding modes, RandomHorizontalFlip, RandomVerticalFlip):
# which rows flip and which windows are cropped, over 2-3 epochs, with 1 and 2 workers, several input columns,
# a sampler shuffle, batch, repeat and take below/above the map; each row printed as a position-weighted checksum
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
import mindspore.dataset.vision as vision

H, W = 6, 7
images = (np.arange(25)[:, None, None, None] * 3 + np.arange(H * W * 3).reshape(1, H, W, 3)).astype(np.uint8)
masks = np.arange(25 * H * W, dtype=np.float32).reshape(25, H, W)
labels = np.arange(25, dtype=np.int32)


def checksum(a):
    a = np.asarray(a)
    return int((a.astype(np.int64).ravel() * (np.arange(a.size) % 97 + 1)).sum()) % 1000003


def show(name, seed, build, epochs=2, as_dict=True, global_seed=False):
    if global_seed:
        ms.set_seed(seed)
    else:
        ds.config.set_seed(seed)
    data = build()
    if as_dict:
        it = data.create_dict_iterator(output_numpy=True, num_epochs=epochs)
    else:
        it = data.create_tuple_iterator(output_numpy=True, num_epochs=epochs)
    for epoch in range(epochs):
        rows = [list(row.values()) if as_dict else row for row in it]
        print(name, epoch, [(v.shape, v.dtype) for v in rows[0]])
        print(" ".join("/".join(str(checksum(v)) for v in row) for row in rows))


show("crop+hflip w2, vflip w1, shuffled, batch", 1, lambda: ds.NumpySlicesDataset(
    {"image": images, "label": labels}, shuffle=True).map(
    [vision.RandomCrop(4, padding=2, fill_value=(9, 8, 7)), vision.RandomHorizontalFlip()], "image",
    num_parallel_workers=2).map(vision.RandomVerticalFlip(0.3), "image", num_parallel_workers=1).batch(4), epochs=3)
show("two columns, reflect", 12345, lambda: ds.NumpySlicesDataset({"image": images, "mask": masks}, shuffle=False).map(
    [vision.RandomCrop((5, 3), padding=(1, 2), padding_mode=vision.Border.REFLECT), vision.RandomVerticalFlip()],
    ["image", "mask"], num_parallel_workers=2))
show("edge + symmetric", 77, lambda: ds.NumpySlicesDataset({"image": images}, shuffle=False).map(
    [vision.RandomCrop((8, 9), padding=(3, 1, 0, 2), padding_mode=vision.Border.EDGE),
     vision.RandomCrop(7, padding=(2, 0), padding_mode=vision.Border.SYMMETRIC)], "image", num_parallel_workers=1))
show("hflip then repeat", 5, lambda: ds.NumpySlicesDataset({"image": images}, shuffle=False).map(
    vision.RandomHorizontalFlip(0.7), "image", num_parallel_workers=2).repeat(2), as_dict=False)
show("repeat then crop pad_if_needed", 99, lambda: ds.NumpySlicesDataset({"image": images}, shuffle=False).repeat(2).map(
    vision.RandomCrop(8, pad_if_needed=True, fill_value=200), "image", num_parallel_workers=2), as_dict=False)
show("crop then take", 8, lambda: ds.NumpySlicesDataset({"image": images}, shuffle=False).map(
    vision.RandomCrop(5), "image", num_parallel_workers=1).take(10), epochs=3, as_dict=False)
show("mindspore.set_seed, shuffle after", 2024, lambda: ds.NumpySlicesDataset({"image": images}, shuffle=False).map(
    [vision.RandomCrop(5), vision.RandomHorizontalFlip()], "image", num_parallel_workers=2).shuffle(4),
    as_dict=False, global_seed=True)

# the seed is read when the iterator builds the pipeline, not when the operation is made
ds.config.set_seed(3)
flip = vision.RandomHorizontalFlip()
data = ds.NumpySlicesDataset({"image": images}, shuffle=False).map(flip, "image", num_parallel_workers=1)
ds.config.set_seed(4)
print([int(checksum(row[0]) != checksum(images[i])) for i, row in enumerate(data.create_tuple_iterator(output_numpy=True))])
