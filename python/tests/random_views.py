"""Random view trees from (almost) every view and modifier, for the reliability and relayout tests."""

import math

from swiftlayout import (
    Circle,
    Color,
    GeometryReader,
    Grid,
    GridItem,
    GridRow,
    HStack,
    LazyHStack,
    LazyVGrid,
    List,
    MapView,
    NavigationStack,
    Rectangle,
    ScrollView,
    Spacer,
    TabView,
    Text,
    VStack,
    ZStack,
)

NUMBERS = [0, 1, 5, 20, 100, 1e6, 1e300, 0.1, 3.3]


def random_view(rng, depth):
    num = lambda: rng.choice(NUMBERS)  # noqa: E731
    if depth <= 0 or rng.random() < 0.3:
        view = rng.choice(
            [
                lambda: Color.red,
                Rectangle,
                Circle,
                MapView,
                lambda: Text("hello world " * rng.randint(0, 3)),
                lambda: Spacer(min_length=rng.choice([None, 0, 10])),
            ]
        )()
    else:
        kids = [random_view(rng, depth - 1) for _ in range(rng.randint(0, 4))]
        view = rng.choice(
            [
                lambda: VStack(kids, spacing=rng.choice([None, 0, -10, 8])),
                lambda: HStack(kids),
                lambda: ZStack(kids),
                lambda: ScrollView(VStack(kids), axes=rng.choice(["vertical", "horizontal", "both"])),
                lambda: LazyVGrid(kids, columns=[GridItem.adaptive(rng.choice([0, 1, 40])), GridItem.fixed(num())]),
                lambda: Grid(GridRow(kids), *kids[:1]),
                lambda: NavigationStack(VStack(kids)),
                lambda: TabView(VStack(kids)),
                lambda: List(kids),
                lambda: LazyHStack(kids),
                lambda: GeometryReader(lambda p: VStack(kids).frame(width=p.size[0] / 2)),
            ]
        )()
    for _ in range(rng.randint(0, 3)):
        m = rng.randint(0, 14)
        if m == 0:
            view = view.frame(width=rng.choice([None, num()]), height=rng.choice([None, num()]))
        elif m == 1:
            view = view.frame(min_width=rng.choice([None, 0, 10]), max_width=rng.choice([None, math.inf, 50]))
        elif m == 2:
            view = view.padding(rng.choice([-5, 0, 16, 1e6]))
        elif m == 3:
            view = view.offset(x=num(), y=-num())
        elif m == 4:
            view = view.position(x=num(), y=num())
        elif m == 5:
            view = view.fixed_size()
        elif m == 6:
            view = view.aspect_ratio(rng.choice([None, 0.5, 2]), content_mode=rng.choice(["fit", "fill"]))
        elif m == 7:
            view = view.ignores_safe_area()
        elif m == 8:
            view = view.layout_priority(rng.choice([-1, 1, 1e300]))
        elif m == 9:
            view = view.container_relative_frame(
                rng.choice(["horizontal", "vertical", "both"]),
                count=rng.choice([None, 3]),
                spacing=rng.choice([None, 10]),
            )
        elif m == 10:
            view = view.safe_area_inset("top", Color.blue.frame(height=num()))
        elif m == 11:
            view = view.safe_area_padding(num())
        elif m == 12:
            view = view.overlay(Color.green).background(Color.blue)
        elif m == 13:
            view = view.alignment_guide("leading", num())
        else:
            view = view.navigation_title("T").tab_item("x")
    return view
