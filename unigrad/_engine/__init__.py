"""The engine: gradients on torch tensors, knowing no dialect.

``tape``        imperative gradients on torch.autograd (grad, backward);
``transforms``  functional transforms on torch.func, nestable and vmappable;
``functional``  whole-function Jacobians and products on torch.autograd.functional;
``custom``      user-defined ops (own forward and backward: PyLayer, bprop) and gradient hooks at a boundary;
``kernel_values`` a framework kernel's numbers carried on torch's gradient;
``bridge``      moves pytrees of dialect tensors to torch tensors and back.

Every front end (paddle_api, torch_api, mindspore_api) calls these and holds
no autodiff logic of its own (``tests/test_structure.py`` checks it).
"""
