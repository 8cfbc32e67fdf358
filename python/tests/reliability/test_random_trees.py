"""Random view trees from (almost) every view and modifier: layout never crashes the process, every frame
is finite, the same tree gives the same frames twice, and errors are LayoutErrors. Fixed seeds keep it
reproducible; a failure prints the seed and the tree."""

import math
import random

import pytest

from random_views import random_view
from swiftlayout import LayoutError, layout


@pytest.mark.parametrize("seed", range(4))
def test_random_trees(seed):
    rng = random.Random(seed)
    for _ in range(25):
        view = random_view(rng, rng.randint(1, 4))
        for where in (dict(device="iPhone 15 Pro"), dict(screen=(rng.choice([0, 1, 300, 1e6]), rng.choice([0, 500])))):
            try:
                first = layout(view, **where)
            except LayoutError:
                continue
            frames = [tuple(n.frame) for n in first]
            assert all(math.isfinite(c) for f in frames for c in f), (seed, repr(view))
            assert frames == [tuple(n.frame) for n in layout(view, **where)], (seed, repr(view))
            first.svg(debug=True)
