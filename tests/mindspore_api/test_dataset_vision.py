"""``mindspore.dataset.vision``'s random transforms against values recorded from MindSpore 2.10.

Every expected value here was printed by the real MindSpore 2.10.0 (flip patterns and crop offsets as
literals; ``data/vision_random_crop_mindspore210.npz`` holds its eager ``RandomCrop`` outputs under
``dataset.config.set_seed(3)``: ``img_<name>`` the inputs, ``<name>__<config>`` the outputs).
"""

import os

import numpy as np
import pytest

from unigrad.mindspore_api import dataset as ds
from unigrad.mindspore_api.dataset import transforms, vision
from unigrad.mindspore_api.dataset.vision import Border

DATA = os.path.join(os.path.dirname(__file__), "data", "vision_random_crop_mindspore210.npz")

#: a 7 x 9 image whose pixels are their own flat positions: a crop's first pixel tells its (y, x)
HEIGHT, WIDTH = 7, 9
POSITIONS = np.arange(HEIGHT * WIDTH, dtype=np.int32).reshape(HEIGHT, WIDTH, 1)


@pytest.fixture(autouse=True)
def _keep_the_dataset_seed():
    seed = ds.config.get_seed()
    yield
    ds.config.set_seed(seed)


def _offsets(rows):
    return " ".join(f"{int(row[0][0, 0, 0]) // WIDTH},{int(row[0][0, 0, 0]) % WIDTH}" for row in rows)


def _crop_epochs(seed, workers, rows, epochs, take=None):
    ds.config.set_seed(seed)
    data = ds.NumpySlicesDataset(np.stack([POSITIONS] * rows), column_names=["image"], shuffle=False)
    data = data.map(vision.RandomCrop((3, 4)), "image", num_parallel_workers=workers)
    if take is not None:
        data = data.take(take)
    iterator = data.create_tuple_iterator(output_numpy=True, num_epochs=epochs)
    return [_offsets(list(iterator)) for _ in range(epochs)]


def test_flips_in_a_pipeline_follow_one_generator_per_operation_across_epochs():
    ds.config.set_seed(7)
    image = np.arange(6, dtype=np.uint8).reshape(1, 6, 1)
    data = ds.NumpySlicesDataset(np.stack([image] * 20), column_names=["image"], shuffle=False)
    data = data.map([vision.RandomHorizontalFlip(0.5)], "image", num_parallel_workers=1)
    iterator = data.create_tuple_iterator(output_numpy=True, num_epochs=2)
    flips = ["".join("1" if row[0][0, 0, 0] == 5 else "0" for row in iterator) for _ in range(2)]
    assert flips == ["11011111100110001010", "10100111111001110111"]


def test_two_flips_in_one_map_start_from_the_same_seed():
    ds.config.set_seed(7)
    image = np.arange(36, dtype=np.uint8).reshape(6, 6, 1)
    data = ds.NumpySlicesDataset(np.stack([image] * 20), column_names=["image"], shuffle=False)
    data = data.map([vision.RandomHorizontalFlip(0.5), vision.RandomVerticalFlip(0.5)], "image",
                    num_parallel_workers=1)
    codes = [f"{int(row[0][0, 0, 0] in (5, 35))}{int(row[0][0, 0, 0] in (30, 35))}"
             for row in data.create_tuple_iterator(output_numpy=True, num_epochs=1)]
    assert " ".join(codes) == "11 11 00 11 11 11 11 11 11 00 00 11 11 00 00 00 11 00 11 00"


@pytest.mark.parametrize("workers, expected", [
    (1, ["3,4 2,1 3,1 3,3 2,4 3,2 2,5 2,4 0,2 2,2 3,2 1,4 1,2 3,0 2,2 3,4 2,1 0,1 3,3 2,3 1,3 2,5 3,4",
         "1,3 2,4 3,1 1,2 1,1 4,1 3,3 3,0 0,2 0,2 0,2 0,2 4,1 3,2 3,5 2,5 2,3 2,3 1,0 2,1 3,2 4,5 0,1",
         "2,2 1,5 2,3 3,3 2,0 3,4 1,3 2,3 0,2 1,1 3,2 4,4 1,5 2,3 1,4 4,3 1,3 2,4 0,5 1,0 4,4 0,1 2,1"]),
    (2, ["3,4 3,0 2,1 4,4 3,1 2,3 3,3 2,2 2,4 1,2 3,2 0,1 2,5 4,4 2,4 2,2 0,2 0,1 2,2 4,4 3,2 2,3 1,4",
         "1,2 4,0 3,0 2,2 2,2 1,5 3,4 0,2 2,1 4,0 0,1 0,0 3,3 1,4 2,3 3,3 1,3 4,5 2,5 1,3 3,4 4,1 1,3",
         "2,4 1,3 3,1 2,2 1,2 4,0 1,1 1,3 4,1 1,3 3,3 2,5 3,0 1,5 0,2 0,5 0,2 3,1 0,2 0,0 0,2 3,1 4,1"]),
])
def test_crop_offsets_for_one_and_two_workers(workers, expected):
    # worker k's copy starts from seed + k; rows go round-robin, the end of an epoch taking a turn
    assert _crop_epochs(123, workers, 23, 3) == expected


def test_worker_seeds_wrap_around_and_take_reads_to_the_end_of_the_epoch():
    assert _crop_epochs(2**32 - 1, 2, 6, 1) == ["0,0 2,3 2,5 4,4 2,4 4,3"]
    assert _crop_epochs(7, 1, 6, 2, take=3) == ["1,0 1,4 4,2", "0,3 2,0 0,1"]


def test_a_compose_runs_its_random_operations_as_the_maps_own():
    ds.config.set_seed(7)
    data = ds.NumpySlicesDataset(np.stack([POSITIONS] * 12), column_names=["image"], shuffle=False)
    data = data.map([transforms.Compose([vision.RandomCrop((3, 4))])], "image", num_parallel_workers=1)
    assert _offsets(data.create_tuple_iterator(output_numpy=True)) == \
        "1,0 1,4 4,2 2,4 1,5 1,3 0,3 2,0 0,1 2,2 4,4 1,4"


def test_eager_calls_draw_the_first_value_of_the_seed_each_time():
    flips = ""
    for seed in range(40):
        ds.config.set_seed(seed)
        flips += str(int(vision.RandomHorizontalFlip(0.3)(POSITIONS)[0, 0, 0] != 0))
    assert flips == "0011010110110000011000001000100110101101"
    ds.config.set_seed(7)
    crop = vision.RandomCrop((3, 4))
    assert _offsets([[crop(POSITIONS)] for _ in range(3)]) == "1,0 1,0 1,0"


CROP_CONFIGS = {
    "pad1": dict(size=(5, 6), padding=1),
    "pad2": dict(size=(6, 7), padding=[1, 2]),
    "pad4": dict(size=(7, 8), padding=(1, 2, 3, 4), fill_value=(10, 20, 30)),
    "ifneed": dict(size=(8, 9), pad_if_needed=True, fill_value=7),
    "ifneedpad": dict(size=(8, 9), padding=1, pad_if_needed=True, fill_value=(1, 2, 3)),
    "exact": dict(size=(7, 8), padding=1),
    "edge": dict(size=(6, 7), padding=(2, 1, 3, 4), padding_mode=Border.EDGE),
    "reflect": dict(size=(6, 7), padding=(2, 1, 3, 4), padding_mode=Border.REFLECT),
    "symm": dict(size=(6, 7), padding=(2, 1, 3, 4), padding_mode=Border.SYMMETRIC),
    "reflbig": dict(size=(6, 7), padding=(8, 9, 10, 11), padding_mode=Border.REFLECT),
    "symmbig": dict(size=(6, 7), padding=(8, 9, 10, 11), padding_mode=Border.SYMMETRIC),
    "edgeifneed": dict(size=(9, 10), pad_if_needed=True, padding_mode=Border.EDGE),
    "small": dict(size=2),
}


def _recorded_crops():
    with np.load(DATA) as recorded:
        return {key: recorded[key] for key in recorded.files}


@pytest.mark.parametrize("key", sorted(key for key in _recorded_crops() if "__" in key))
def test_eager_crops_pad_as_mindspore(key):
    recorded = _recorded_crops()
    image_name, config_name = key.split("__")
    ds.config.set_seed(3)
    out = vision.RandomCrop(**CROP_CONFIGS[config_name])(recorded["img_" + image_name])
    assert out.dtype == recorded[key].dtype
    np.testing.assert_array_equal(out, recorded[key])


@pytest.mark.parametrize("make, error, message", [
    (lambda: vision.RandomHorizontalFlip(1.5), ValueError, "Input prob is not within the required interval of [0.0, 1.0]."),
    (lambda: vision.RandomVerticalFlip(True), TypeError,
     "Argument prob with value True is not of type (<class 'float'>, <class 'int'>), but got <class 'bool'>."),
    (lambda: vision.RandomCrop([2, 2.0]), TypeError,
     "Argument size[1] with value 2.0 is not of type [<class 'int'>], but got <class 'float'>."),
    (lambda: vision.RandomCrop(2, padding=(1, 2, 3, -1)), ValueError,
     "Input pad_value is not within the required interval of [0, 2147483647]."),
    (lambda: vision.RandomCrop(2, fill_value=[1, 2, 3]), TypeError, "fill_value should be a single integer or a 3-tuple."),
    (lambda: vision.RandomCrop(2, padding_mode="constant"), TypeError,
     "Argument padding_mode with value constant is not of type [<enum 'Border'>], but got <class 'str'>."),
])
def test_bad_arguments_raise_mindspores_errors(make, error, message):
    with pytest.raises(error) as caught:
        make()
    assert str(caught.value) == message


def test_bad_images_raise_the_kernels_errors():
    with pytest.raises(RuntimeError) as caught:
        vision.RandomCrop(5)(np.zeros((4, 3, 3), np.uint8))
    assert str(caught.value).startswith(
        "Shape is incorrect. \n\n------------------------------------------------------------------\n"
        "- Dataset Pipeline Error Message: \n------------------------------------------------------------------\n"
        "[ERROR] RandomCrop: invalid crop size, crop size is bigger than the image dimensions, got crop height: 5, "
        "crop width: 5\n\n")
    assert "random_crop_op.cc(94)." in str(caught.value)
    with pytest.raises(RuntimeError, match=r"\[ERROR\] Pad: the channel of image tensor does not match the "
                                           r"requirement of operator. Expecting tensor in channel of \(1, 3\). "
                                           r"But got channel 2."):
        vision.RandomCrop(2)(np.zeros((4, 3, 2), np.uint8))
    data = ds.NumpySlicesDataset(np.zeros((3, 4, 4, 3), np.int64), column_names=["image"], shuffle=False)
    with pytest.raises(RuntimeError, match=r"\[ERROR\] map operation: \[RandomHorizontalFlip\] failed. "
                                           r"RandomHorizontalFlip: the data type of image tensor does not match"):
        list(data.map(vision.RandomHorizontalFlip(), "image").create_tuple_iterator(output_numpy=True))
    with pytest.raises(TypeError, match=r"Input should be NumPy or PIL image, got <class 'list'>."):
        vision.RandomHorizontalFlip(1.0)([[1, 2], [3, 4]])
