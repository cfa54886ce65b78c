"""The dialect base: what every front end (``paddle_api``, ``mindspore_api``) is built from.

Each module here is written once, dialect-free, and bound by a front end
with its own tables: the dtype table (:mod:`.dtypes`), the printing helpers
(:mod:`.printing`), the wrapped-tensor base and its operator tables
(:mod:`.tensor`), the module/parameter walk (:mod:`.modules`) and the
optimizer loop (:mod:`.optim`). A front end keeps only its irregular parts
(names, argument conventions, messages, layouts). Nothing here knows a
dialect; the engine (``unigrad._engine``) knows none either, and the list of
dialects the tools read is the registry, ``unigrad.dialects``.
"""
