"""``python -m unigrad``: the same as the ``unigrad`` console script."""

from unigrad.cli import main

raise SystemExit(main())
