"""Writes part of the document fuzzer's seed corpus (Tests/Fuzz/corpus/document/): one file per tree from the
examples and tests, serialised with the Python package (the other seeds are the JSON documents of the Swift
tests and docs/FORMAT.md). Run: PYTHONPATH=python python3 Tests/Fuzz/make_corpus.py"""
import math
from pathlib import Path

from swiftlayout import *  # noqa: F401,F403
from swiftlayout.document import serialize

OUT = Path(__file__).resolve().parent / "corpus" / "document"

TREES = {
    "modifier_order": VStack(MapView().id("map").edges_ignoring_safe_area("top").frame(height=300), Spacer()),
    "modifier_order_reversed": VStack(MapView().frame(height=300).ignores_safe_area(edges="top"), Text("Turtle Rock").font("title").padding(), Spacer()),
    "stacks": HStack(Color.red.frame(max_width=75), Color.green.frame(min_width=100), Spacer(min_length=0), spacing=-10),
    "zstack_overlay": ZStack(Color.red.frame(width=100, height=60).overlay(Text("x"), alignment="top_trailing").border("blue", width=2),
                             Color.blue.frame(width=40, height=20).layout_priority(1), alignment="bottom_trailing"),
    "modifiers": Rectangle().aspect_ratio(16 / 9, content_mode="fill").fixed_size(horizontal=True, vertical=False)
                 .offset(x=3, y=-4).position(x=10, y=20).padding(top=1, leading=2, bottom=3, trailing=4),
    "containers": TabView(NavigationStack(List(Text("One"), Text("Two")).navigation_title("T")).tab_item("Home"),
                          ScrollView(LazyHStack([Color.red.frame(width=50) for _ in range(3)]), axes="horizontal").tab_item("B")),
    "crf": ScrollView(HStack([Rectangle().aspect_ratio(1.5).container_relative_frame("horizontal", count=3, spacing=10)
                              for _ in range(4)], spacing=10), axes="horizontal"),
    "insets": ScrollView(Color.red.frame(height=10)).safe_area_inset("top", Color.blue.frame(height=30)).safe_area_padding("vertical", 20)
              .background(Color.blue),
    "grids": VStack(LazyVGrid([Color.gray.frame(height=20) for _ in range(5)], columns=[GridItem.fixed(70), GridItem.adaptive(40, spacing=4)]),
                    Grid(GridRow(Text("a"), Text("b").grid_column_alignment("trailing")), GridRow(Color.red.grid_cell_columns(2)),
                         Color.blue.frame(height=2).grid_cell_unsized_axes("horizontal").grid_cell_anchor("top_leading"))),
    "guides": HStack(VStack(Text("a"), Text("b").alignment_guide("custom-vertical:mark" if False else "top", 5)),
                     Text("c"), alignment="first_text_baseline").coordinate_space("card"),
    "split": NavigationSplitView(Color.gray, Color.blue, content=List(Text("x"))),
    "text": VStack(Text("Hello world " * 5).line_limit(2).font(size=20, weight="bold"), Text("\n\n"), Text("")),
    "numbers": VStack(Color.red.frame(width=1e300, height=0), Color.red.padding(-5), Color.red.frame(max_width=math.inf)),
}

# Hostile inputs of issue #16, written as they are (most must be refused; the fuzzer mutates them into
# near misses): spans past the real columns, keys of another type, duplicate keys, NUL ids, huge tokens,
# far-away frames, shared subtrees that multiply.
HOSTILE = {
    "grid_span": '{"type":"Grid","children":[' + ",".join(
        ['{"type":"GridRow","children":[{"type":"Rectangle","modifiers":[{"gridCellColumns":999999}]}]}'] * 20) + "]}",
    "grid_span_big": '{"type":"Grid","children":[{"type":"GridRow","children":[{"type":"Rectangle",'
                     '"modifiers":[{"gridCellColumns":9223372036854775807}]}]}]}',
    "line_limit_big": '{"type":"Text","text":"a b c","modifiers":[{"lineLimit":1e18}]}',
    "foreign_children": '{"type":"Rectangle","children":[{"type":"Circle"}]}',
    "foreign_text": '{"type":"Rectangle","text":"x"}',
    "duplicate_id": '{"type":"Rectangle","id":"a","id":"b"}',
    "duplicate_frame_key": '{"type":"Rectangle","modifiers":[{"frame":{"width":1,"width":2}}]}',
    "nul_id": '{"type":"VStack","children":[{"type":"Rectangle","id":"a"},{"type":"Rectangle","id":"a\\u0000b"}]}',
    "nul_space": '{"type":"Rectangle","modifiers":[{"coordinateSpace":"s\\u0000"}]}',
    "long_type": '{"type":"' + "x" * 3000 + '"}',
    "long_number": '{"type":"Spacer","minLength":' + "9" * 3000 + "}",
    "far_offset": '{"type":"Rectangle","modifiers":[{"frame":{"width":1e308}},{"offset":{"x":1e308,"y":-1e308}}]}',
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, view in TREES.items():
        (OUT / f"{name}.json").write_text(serialize(view)[0])
    (OUT / "deep.json").write_text('{"type":"VStack","children":[' * 50 + '{"type":"Rectangle"}' + "]}" * 50)
    for name, text in HOSTILE.items():
        (OUT / f"hostile_{name}.json").write_text(text)
    print(f"wrote {len(TREES) + 1 + len(HOSTILE)} seeds to {OUT}")


if __name__ == "__main__":
    main()
