# mindspore.dataset.config.set_num_parallel_workers: accepted values, then MindSpore's TypeError/ValueError for bad ones and its RuntimeError for more workers than the machine has
import mindspore.dataset as ds

ds.config.set_num_parallel_workers(1)
print(ds.config.get_num_parallel_workers())
for value in [0, -1, 2**31, "a", 1.5, True, None, 2**31 - 1]:
    try:
        ds.config.set_num_parallel_workers(value)
        print(value, "ok")
    except Exception as e:
        print(value, type(e).__name__, str(e).splitlines()[0])
print(ds.config.get_num_parallel_workers())
