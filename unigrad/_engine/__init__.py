"""The engine: gradients on torch tensors, knowing no dialect.

``tape``        imperative gradients on torch.autograd (grad, backward);
``transforms``  functional transforms on torch.func, nestable and vmappable;
``functional``  whole-function Jacobians and products on torch.autograd.functional;
``bridge``      moves pytrees of dialect tensors to torch tensors and back.

Every front end (paddle_api, torch_api, mindspore_api) calls these and holds
no autodiff logic of its own.
"""
