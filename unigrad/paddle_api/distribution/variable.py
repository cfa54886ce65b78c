"""Domains of random variables (event rank, discreteness, constraint) that transforms map between."""

from unigrad import paddle_api as paddle


class Constraint:
    """A predicate on values."""

    def __call__(self, value):
        raise NotImplementedError

    def check(self, value):
        return self(value)


class _RealConstraint(Constraint):
    def __call__(self, value):
        return value == value


class Range(Constraint):
    """``lower <= value <= upper``."""

    def __init__(self, lower, upper):
        self._lower, self._upper = lower, upper
        super().__init__()

    def __call__(self, value):
        return self._lower <= value <= self._upper


class _PositiveConstraint(Constraint):
    def __call__(self, value):
        return value >= 0.0


class _SimplexConstraint(Constraint):
    def __call__(self, value):
        return paddle.all(value >= 0, axis=-1) and (value.sum(-1) - 1).abs() < 1e-06


real_constraint, positive_constraint, simplex = _RealConstraint(), _PositiveConstraint(), _SimplexConstraint()


class Variable:
    """A random variable's domain: discrete or not, its event rank and its constraint."""

    def __init__(self, is_discrete=False, event_rank=0, constraint=None):
        self._is_discrete = is_discrete
        self._event_rank = event_rank
        self._constraint = constraint

    @property
    def is_discrete(self):
        return self._is_discrete

    @property
    def event_rank(self):
        return self._event_rank

    def constraint(self, value):
        assert self._constraint is not None
        return self._constraint.check(value)


class Real(Variable):
    def __init__(self, event_rank=0):
        super().__init__(False, event_rank, real_constraint)


class Positive(Variable):
    def __init__(self, event_rank=0):
        super().__init__(False, event_rank, positive_constraint)


class Independent(Variable):
    """``base`` with ``reinterpreted_batch_rank`` more event axes."""

    def __init__(self, base, reinterpreted_batch_rank):
        self._base = base
        self._reinterpreted_batch_rank = reinterpreted_batch_rank
        super().__init__(base.is_discrete, base.event_rank + reinterpreted_batch_rank)

    def constraint(self, value):
        ret = self._base.constraint(value)
        if ret.dim() < self._reinterpreted_batch_rank:
            raise ValueError(f'Input dimensions must be equal or grater than  {self._reinterpreted_batch_rank}')
        return ret.reshape((*ret.shape[:ret.dim() - self._reinterpreted_batch_rank], -1)).all(-1)


class Stack(Variable):
    """Domains stacked along ``axis``."""

    def __init__(self, vars, axis=0):
        self._vars = vars
        self._axis = axis

    @property
    def is_discrete(self):
        return any(var.is_discrete for var in self._vars)

    @property
    def event_rank(self):
        rank = max(var.event_rank for var in self._vars)
        return rank + 1 if self._axis + rank < 0 else rank


real = Real()
positive = Positive()
