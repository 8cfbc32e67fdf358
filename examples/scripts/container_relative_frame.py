"""containerRelativeFrame: the article's examples, and which of them the engine can run yet.

    swiftlayout examples/scripts/container_relative_frame.py OUT_DIR

containerRelativeFrame sizes a view from its nearest container (window, NavigationStack, TabView,
ScrollView, …) minus the safe area (rules §15): with count/span/spacing the length is
col·span + spacing·(span − 1) where col = (L − spacing·(count − 1)) / count. Until the containers issue
lands, the engine has no containerRelativeFrame; this script then prints the expected lengths from the
formula, lays out the same views with explicit frames of those lengths, and marks each example pending.
"""
import sys
from pathlib import Path

import swiftlayout
from swiftlayout import Color, HStack, Rectangle, VStack, layout

DEVICE = "iPhone 15 Pro"


def crf_length(container, count=1, span=1, spacing=0.0):
    """Rules §15: the length containerRelativeFrame proposes."""
    col = (container - spacing * (count - 1)) / count
    return col * span + spacing * (span - 1)


EXAMPLES = [
    # (name, SwiftUI code, supported without containers?, expected length from the screen's safe height)
    ("half the window height, closure form",
     "Rectangle().containerRelativeFrame(.vertical) { height, _ in height / 2 }", lambda L: L / 2),
    ("half the window height, count form",
     "Rectangle().containerRelativeFrame(.vertical, count: 2, span: 1, spacing: 0)", lambda L: crf_length(L, 2)),
    ("a third of a NavigationStack 200 tall", "NavigationStack { … }.frame(height: 200)", None),
    ("gallery: a third of a horizontal ScrollView, spacing 10",
     "ScrollView(.horizontal) { HStack(spacing: 10) { … .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10) } }",
     None),
]


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    out = Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    native = hasattr(swiftlayout.View, "container_relative_frame")
    probe = layout(Rectangle().id("r"), device=DEVICE)
    safe_height = probe["r"].frame.height
    print(f"{DEVICE}: the window's container height is {safe_height:g} (screen minus safe area)\n")
    print(f"{'example':58}  {'expected':>9}  {'laid out':>9}  status")
    for name, code, expected in EXAMPLES:
        if expected is None:
            print(f"{name:58}  {'-':>9}  {'-':>9}  pending: needs the container views")
            continue
        length = expected(safe_height)
        if native:
            view = Rectangle().container_relative_frame("vertical", count=2).id("r")  # type: ignore[attr-defined]
            status = "engine"
        else:
            view = Rectangle().frame(height=length).id("r")
            status = "pending: laid out with an explicit frame of the expected length"
        result = layout(view, device=DEVICE)
        laid = result["r"].frame.height
        print(f"{name:58}  {length:9g}  {laid:9g}  {status}")
        (out / f"crf_{name.split(',')[0].replace(' ', '_')}.svg").write_text(result.svg(debug=True))
    # The count/span arithmetic of the gallery, for a 393-wide scroll view.
    print("\ngallery items for a 393 pt wide horizontal ScrollView (rules §15 formula):")
    for spacing in (0, 10):
        item = crf_length(393, count=3, span=1, spacing=spacing)
        print(f"  count 3, span 1, spacing {spacing:>2}: item {item:.3f}; three items + 2 gaps of 10 = {3 * item + 20:.3f}")
    row = HStack([Color.blue.frame(width=crf_length(393, 3, 1, 10), height=crf_length(393, 3, 1, 10) * 2 / 3)
                  for _ in range(3)], spacing=10)
    (out / "crf_gallery_expected.svg").write_text(layout(VStack(row), device=DEVICE).svg(debug=True))
    print(f"\nwrote SVGs to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
