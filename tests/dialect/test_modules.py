"""The module walk: order, paths, modules and members met twice, and state gathering."""

from collections import OrderedDict

from unigrad.dialect.modules import gather_state, walk_members, walk_modules


class Node:
    def __init__(self, params=None, buffers=None, **children):
        self.children = OrderedDict(children)
        self.params = OrderedDict(params or {})
        self.buffers = OrderedDict(buffers or {})


def _children(node):
    return node.children


def test_depth_first_paths_and_a_shared_module_once():
    shared = Node()
    root = Node(a=Node(x=shared), b=shared, c=None)
    assert [p for p, _ in walk_modules(root, _children)] == ["", "a", "a.x"]
    assert [p for p, _ in walk_modules(root, _children, "net", include_self=False)] == ["net.a", "net.a.x"]


def test_without_remember_a_shared_module_comes_each_time():
    shared = Node()
    root = Node(a=shared, b=shared)
    assert [p for p, _ in walk_modules(root, _children, remember=False, prune=False)] == ["", "a", "b"]


def test_prune_decides_whether_a_module_met_again_is_walked_again():
    root = Node()
    root.children["self"] = root  # a module holding itself: only pruning ends the walk
    assert [p for p, _ in walk_modules(root, _children)] == [""]
    seen = {id(root)}
    inner = Node()
    root2 = Node(inner=inner)
    assert [p for p, _ in walk_modules(root2, _children, seen=seen, prune=False)] == ["", "inner"]
    assert [p for p, _ in walk_modules(root2, _children, seen={id(root2)})] == []


def test_members_skip_none_and_dedupe_by_identity():
    w = object()
    root = Node(params={"w": w, "none": None}, a=Node(params={"w": w, "b": 1}))
    walked = list(walk_modules(root, _children))
    assert list(walk_members(walked, lambda n: n.params)) == [("w", w), ("a.b", 1)]
    assert list(walk_members(walked, lambda n: n.params, dedupe=False)) == [("w", w), ("a.w", w), ("a.b", 1)]


def test_gather_state_orders_parameters_buffers_then_children():
    child = Node(params={"w": 2}, buffers={"t": 9})
    root = Node(params={"w": 1, "gone": None}, buffers={"keep": 3, "skip": 4}, sub=child)

    def state(node, prefix, out):
        return gather_state(out, prefix, node.params, node.buffers, node.children,
                            lambda c, p: state(c, p, out), transient={"skip"}, keep=lambda v: v * 10)

    assert list(state(root, "", OrderedDict()).items()) == [("w", 10), ("keep", 30), ("sub.w", 20), ("sub.t", 90)]
