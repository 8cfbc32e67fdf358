"""Issue #35 from Python: Table, OutlineGroup, ContentUnavailableView, AsyncImage, ControlGroup, Path and custom
shapes, markdown Text, the presentation modifiers, toolbar items and bars, the split view's column options,
scenePadding and statusBarHidden. Numbers: swiftui-web recordings where named (table/*, list/outline,
unavailable/basic, ios/sheet/*), else the rules docs/PLATFORMS.md marks assumed; bad arguments raise naming
the view and the argument."""

import pytest

import swiftlayout as sl
from swiftlayout import (
    AsyncImage,
    Button,
    Color,
    ContentUnavailableView,
    ControlGroup,
    HStack,
    InvalidArgumentError,
    List,
    NavigationSplitView,
    NavigationStack,
    OutlineGroup,
    Path,
    Shape,
    Table,
    TableColumn,
    Text,
    ToolbarItem,
    VideoPlayer,
    VStack,
    layout,
)

FRUITS = [
    {"id": 1, "name": "Apple", "color": "Red", "count": 3},
    {"id": 2, "name": "Banana", "color": "Yellow", "count": 12},
    {"id": 3, "name": "Cherry", "color": "Red", "count": 40},
]


def test_table_columns_macos() -> None:
    # table/widths @721f26c: width(80), width(min: 40, ideal: 60, max: 100) and an automatic column in 360:
    # cells at x 16, 113, 217, rows 24 apart from 37.
    table = Table(
        FRUITS,
        TableColumn("Name", content=lambda f: Text(f["name"]).id(f"name{f['id']}"), width=80),
        TableColumn(
            "Color",
            content=lambda f: Text(f["color"]).id(f"color{f['id']}"),
            min_width=40,
            ideal_width=60,
            max_width=100,
        ),
        TableColumn("Count", content=lambda f: Text(str(f["count"])).id(f"count{f['id']}")),
    )
    with layout(table, screen=(360, 220), safe_area=(0, 0, 0, 0), scale=2, platform="macOS 26") as r:
        assert [r[f"name{k}"].frame.x for k in (1, 2, 3)] == [16, 16, 16]
        assert (r["color1"].frame.x, r["count3"].frame.x) == (113, 217)
        assert [r[f"name{k}"].frame.y for k in (1, 2, 3)] == [37, 61, 85]


def test_table_value_columns_and_errors() -> None:
    # A key-path column is a Text of the value (table/basic's "Name" column).
    table = Table(FRUITS, TableColumn("Name", value="name"), TableColumn("Count", value="count"))
    assert '"text":"12"' in table.to_document() and len(table.cells) == 6
    with pytest.raises(InvalidArgumentError, match="TableColumn 'Name'"):
        TableColumn("Name")
    with pytest.raises(InvalidArgumentError, match="min width"):
        TableColumn("Name", value="name", min_width=50, max_width=10)
    with pytest.raises(InvalidArgumentError, match="no attribute or key 'nope'"):
        Table(FRUITS, TableColumn("Name", value="nope"))
    with pytest.raises(TypeError, match="at least one TableColumn"):
        Table(FRUITS)


def test_outline_list_macos() -> None:
    # list/outline @8d46be3: the collapsed outline's rows at x 25, 24 apart from 14 (a plain row is at 16).
    tree = [
        {"name": "Fruits", "children": [{"name": "Apple"}, {"name": "Banana"}]},
        {"name": "Vegetables", "children": [{"name": "Carrot"}]},
        {"name": "Water"},
    ]
    view = List(OutlineGroup(tree, "children", lambda e: Text(e["name"]).id(e["name"])))
    with layout(view, screen=(320, 300), safe_area=(0, 0, 0, 0), scale=2, platform="macOS 26") as r:
        rows = [(r[n].frame.x, r[n].frame.y) for n in ("Fruits", "Vegetables", "Water")]
        assert rows == [(25, 14), (25, 38), (25, 62)]
    # Expanded as a user would: the children one level deeper (13 more).
    opened = List(
        OutlineGroup(
            tree, "children", lambda e: Text(e["name"]).id(e["name"]), expanded=lambda e: e["name"] == "Fruits"
        )
    )
    with layout(opened, screen=(320, 300), safe_area=(0, 0, 0, 0), scale=2, platform="macOS 26") as r:
        assert r["Apple"].frame.x == 38 and r["Vegetables"].frame.y == 86
    looped = {"name": "loop"}
    looped["children"] = [looped]
    with pytest.raises(InvalidArgumentError, match="levels deep"):
        OutlineGroup([looped], "children", lambda e: Text(e["name"]))


def test_content_unavailable_and_async_image() -> None:
    # unavailable/basic @1ff5654: a third of a 400 pt stack each; the custom label's title 20 below the top.
    stack = VStack(
        ContentUnavailableView("No Mail", system_image="tray", description="Try again later.").id("a"),
        ContentUnavailableView(
            label=Text("No Results").font("largeTitle").id("l"),
            description=Text("Search again."),
            actions=[Button("Retry")],
        ).id("b"),
        ContentUnavailableView.search().id("c"),
        spacing=8,
    )
    with layout(stack, screen=(360, 400), safe_area=(0, 0, 0, 0), scale=2, platform="macOS 26") as r:
        assert [r[k].frame.height for k in "abc"] == [128, 128, 128]
        assert r["l"].frame.y == 136 + 20
    # asyncimage/phases: an AsyncImage is its phase's view; Apple's default for a loaded image: its size / scale.
    with layout(
        VStack(
            AsyncImage("empty", Text("Loading").id("t")).id("a"),
            AsyncImage("success", image_size=(120, 60), scale=2).id("b"),
        ),
        device="window",
    ) as r:
        assert r["a"].frame == r["t"].frame and r["b"].frame.size == (60, 30)
    with pytest.raises(InvalidArgumentError, match="image_size"):
        AsyncImage("success")
    with pytest.raises(InvalidArgumentError, match="scale"):
        AsyncImage(scale=0)


def test_video_player_takes_its_proposal_and_centres_its_overlay() -> None:
    # VideoPlayer (assumed, docs/PLATFORMS.md): AVPlayerViewController's view has no intrinsic size, so the player
    # is flexible like a shape: in an HStack it takes what the Text leaves (300 - 12 - 8, HStack's default
    # spacing 8); Apple's docs put the overlay above the video: centred in it. A nil proposal: a shape's 10 x 10.
    stack = HStack(Text("A").id("t"), VideoPlayer(Text("Live").id("o")).id("v")).frame(width=300, height=200)
    with layout(stack, screen=(400, 400), safe_area=(0, 0, 0, 0)) as r:
        v, o = r["v"].frame, r["o"].frame
        assert v.width == 300 - r["t"].frame.width - 8 and v.height == 200
        assert o.x - v.x == v.max_x - o.max_x and o.y - v.y == v.max_y - o.max_y
    with layout(VideoPlayer().id("v").fixed_size(), screen=(400, 400)) as r:
        assert r["v"].frame.size == (10, 10)
    with pytest.raises(TypeError, match="video_overlay"):
        VideoPlayer("Live")  # type: ignore[arg-type]


def test_control_group_path_shape_and_markdown() -> None:
    # ControlGroup (assumed): bordered buttons side by side, no space between.
    with layout(ControlGroup(Button("A").id("a"), Button("B").id("b")).id("g"), device="window") as r:
        assert r["b"].frame.x == r["a"].frame.max_x and r["g"].frame.height == 24
    with layout(
        VStack(Path().frame(width=10, height=20).id("p"), Shape("Arrow").frame(width=30, height=5).id("s")),
        device="window",
    ) as r:
        assert r["p"].frame.size == (10, 20) and r["s"].frame.size == (30, 5)
        assert "Arrow" in {n.kind for n in r.nodes}
    assert sl.AnyShape(Shape("Arrow")).shape.kind == "Arrow"
    # text/markdown @8592285: "**bold**" is 29 wide in bold (macOS 13 pt); Text(verbatim) keeps the asterisks.
    with layout(VStack(Text.markdown("**bold**").id("m"), Text("**bold**").id("v")), device="window") as r:
        assert r["m"].frame.width == 29 and r["v"].frame.width > 29
    assert (Text.markdown("a") + Text("b")).to_document().count('"markdown"') == 1


def test_sheet_and_popover() -> None:
    # ios/sheet/medium: the presenter keeps its frame; the medium sheet (assumed) half the screen at the bottom.
    base = Color.blue.id("p")
    with layout(base.sheet(Color.red.id("s").presentation_detents("medium")), device="iPhone 15 Pro") as r:
        assert tuple(r["p"].frame) == (0, 59, 393, 759) and tuple(r["s"].frame) == (0, 426, 393, 392)
    with layout(base.sheet(Color.red.id("s"), is_presented=False), device="iPhone 15 Pro") as r:
        assert "s" not in {n.id for n in r.nodes}
    with layout(Text("a").full_screen_cover(Color.red.id("c")), device="iPhone 15 Pro") as r:
        assert tuple(r["c"].frame) == (0, 59, 393, 759)
    with pytest.raises(InvalidArgumentError, match="presentation detent"):
        Color.red.presentation_detents("small")
    with pytest.raises(InvalidArgumentError, match="is_presented"):
        Text("a").sheet(Text("b"), is_presented="yes")  # type: ignore[arg-type]


def test_toolbar_items_bars_and_split_views() -> None:
    # UIKit's measured iOS 26 bars (assumed for SwiftUI): a 44 platter 16 in and 10 down; a bottom toolbar of 76.
    root = (
        Color.red.id("content")
        .navigation_title("T")
        .navigation_bar_title_display_mode("inline")
        .toolbar(
            ToolbarItem(Color.blue.frame(width=20, height=20).id("lead"), placement="top_bar_leading"),
            ToolbarItem(Text("Edit"), placement="bottom_bar"),
        )
    )
    with layout(NavigationStack(root), screen=(320, 400), safe_area=(0, 0, 0, 0), scale=2, platform="iOS 26") as r:
        assert tuple(r["lead"].frame) == (28, 22, 20, 20) and tuple(r["content"].frame) == (0, 64, 320, 260)
    hidden = NavigationStack(root.toolbar_visibility("hidden", "bottom_bar"))
    with layout(hidden, screen=(320, 400), safe_area=(0, 0, 0, 0), scale=2, platform="iOS 26") as r:
        assert r["content"].frame.height == 336
    # splitview/columns @4ce0680: width(min: 100, ideal: 120, max: 200) makes the sidebar panel 120.
    split = NavigationSplitView(
        Color.red.navigation_split_view_column_width(min=100, ideal=120, max=200).id("s"),
        Color.blue.id("d"),
        content=Color.green.id("c"),
    )
    with layout(split, screen=(640, 300), safe_area=(0, 0, 0, 0), scale=2, platform="macOS 26") as r:
        assert tuple(r["s"].frame) == (8, 8, 120, 284) and tuple(r["c"].frame) == (128, 0, 200, 300)
    # An iPhone: collapsed to the sidebar (Apple: a single stack on iPhone).
    with layout(NavigationSplitView(Color.red.id("s"), Color.blue.id("d")), device="iPhone 15 Pro") as r:
        assert tuple(r["s"].frame) == (0, 59, 393, 759) and r["d"].frame.width == 0
    with pytest.raises(InvalidArgumentError, match="column visibility"):
        NavigationSplitView(Text("a"), Text("b"), column_visibility="sometimes")
    with pytest.raises(InvalidArgumentError, match="toolbar placement"):
        Text("a").toolbar_visibility("hidden", "status_bar")


def test_scene_padding_and_status_bar() -> None:
    with layout(Color.red.frame(width=10, height=10).scene_padding().id("p"), device="window") as r:
        assert r["p"].frame.size == (50, 50)  # macOS 20 (assumed)
    with layout(Color.red.frame(width=10, height=10).scene_padding().id("p"), device="window", scene_padding=2) as r:
        assert r["p"].frame.size == (14, 14)
    with layout(Color.red.id("c").status_bar_hidden(), device="iPhone SE") as r:
        assert tuple(r["c"].frame) == (0, 0, 375, 667)
    with layout(Color.red.id("c").status_bar_hidden(), device="iPhone 15 Pro") as r:
        assert r["c"].frame.y == 59
    with pytest.raises(InvalidArgumentError, match="scene_padding edges is empty"):
        Color.red.scene_padding([])
