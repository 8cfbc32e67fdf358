"""containerRelativeFrame: the examples of the source article, laid out, with the expected lengths.

    swiftlayout examples/scripts/container_relative_frame.py OUT_DIR [DEVICE]

containerRelativeFrame sizes a view from its nearest container — the window, a NavigationStack, a split
view column, a TabView tab, a ScrollView or List — minus the safe area and what the container subtracts
(rules §15). With count/span/spacing: col = (L − spacing·(count − 1)) / count, item = col·span +
spacing·(span − 1). The script prints, for each example, the length the rules give and the length the
engine laid out, and writes one SVG per example plus a sheet with all of them.
"""
import sys
from pathlib import Path

from swiftlayout import (Color, HStack, NavigationStack, Rectangle, ScrollView, TabView, Text, VStack, layout)

GOLDEN = 1 - 0.618


def half(length, axis):
    return length / 2


def examples(safe_w, safe_h, tab_bar=83.0):
    """(name, SwiftUI, view, id, measured axis, expected length); `tab_bar`: what the tab bar takes, 83 on
    iOS 26 (the iPhones' default platform; docs/PLATFORMS.md "Tab views")."""
    gallery = (safe_w - 20) / 3
    return [
        ("window, closure form", "Rectangle().containerRelativeFrame(.vertical) { h, _ in h / 2 }",
         VStack(Rectangle().container_relative_frame("vertical", length=half).id("r")).frame(width=400, height=500),
         "r", "height", safe_h / 2),
        ("window, count form", "Rectangle().containerRelativeFrame(.vertical, count: 2, span: 1, spacing: 0)",
         Rectangle().container_relative_frame("vertical", count=2, span=1, spacing=0).id("r"), "r", "height", safe_h / 2),
        ("nearest container: NavigationStack 200 tall", "NavigationStack { … h / 2 … }.frame(height: 200)",
         NavigationStack(VStack(Rectangle().container_relative_frame("vertical", length=half).id("r"))).frame(height=200),
         "r", "height", 100.0),
        ("overlay on the NavigationStack: the window again", "NavigationStack { … }.frame(height: 200).overlay { … h / 2 }",
         NavigationStack(Color.clear).frame(height=200).overlay(
             Rectangle().container_relative_frame("vertical", length=half).id("r")), "r", "height", safe_h / 2),
        ("gallery: count 3, spacing 10 in a horizontal ScrollView",
         "ScrollView(.horizontal) { HStack(spacing: 10) { … .containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 10) } }",
         ScrollView(HStack([Rectangle().aspect_ratio(3 / 2, content_mode="fit")
                            .container_relative_frame("horizontal", count=3, span=1, spacing=10).id(f"i{k}") for k in range(10)],
                           spacing=10), axes="horizontal"), "i0", "width", gallery),
        ("golden-ratio split in a NavigationStack", "Color.orange.containerRelativeFrame(.vertical) { h, _ in h * (1 - 0.618) }",
         NavigationStack(Text("Hello World").font("title").background(
             Color.blue.container_relative_frame("both").overlay(
                 Color.orange.container_relative_frame("vertical", length=lambda l, a: l * GOLDEN).id("orange"),
                 alignment="bottom"), alignment="center")), "orange", "height", safe_h * GOLDEN),
        ("ratio split: a ScrollView as size provider, 0.25", "RatioSplitHStack(leftWidthRatio: 0.25).frame(width: 300, height: 60)",
         ScrollView(HStack(Color.clear.container_relative_frame("horizontal", length=lambda l, a: l * 0.25).id("left")
                           .overlay(Rectangle()),
                           Color.clear.container_relative_frame("horizontal", length=lambda l, a: l * 0.75),
                           spacing=0), axes="horizontal").border("blue").frame(width=300, height=60),
         "left", "width", 75.0),
        ("TabView: minus the tab bar", "TabView { Rectangle().containerRelativeFrame(.vertical) }",
         TabView(Rectangle().container_relative_frame("vertical").id("r").tab_item("Home")), "r", "height", safe_h - tab_bar),
        ("vertical ScrollView, .horizontal only: ideal height",
         "ScrollView { Rectangle().containerRelativeFrame(.horizontal) }",
         ScrollView(Rectangle().container_relative_frame("horizontal").id("r")), "r", "height", 10.0),
    ]


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    out = Path(argv[1])
    device = argv[2] if len(argv) > 2 else "iPhone 15 Pro"
    out.mkdir(parents=True, exist_ok=True)
    probe = layout(Rectangle().id("r"), device=device)["r"].frame
    print(f"{device}: the window container is {probe.width:g}×{probe.height:g} (screen minus safe area)\n")
    header = f"{'example':56}  {'measures':8}  {'rules':>9}  {'laid out':>9}  ok"
    print(header)
    print("-" * len(header))
    failures = 0
    pictures = []
    for k, (name, swift, view, node_id, axis, expected) in enumerate(examples(probe.width, probe.height), 1):
        result = layout(view, device=device)
        got = getattr(result[node_id].frame, axis)
        ok = abs(got - expected) < 1e-6
        failures += not ok
        print(f"{name:56}  {node_id + '.' + axis[0]:8}  {expected:9.3f}  {got:9.3f}  {'yes' if ok else 'NO'}")
        path = out / f"crf_{k:02d}.svg"
        path.write_text(result.svg(debug=True))
        pictures.append((name, result))
    sheet = ['<svg xmlns="http://www.w3.org/2000/svg" width="%g" height="%g">' % (len(pictures) * (probe.width + 24), 852 + 30)]
    for k, (name, result) in enumerate(pictures):
        x = k * (probe.width + 24)
        sheet.append(f'<text x="{x}" y="16" font-family="Helvetica" font-size="12">{k + 1}. {name[:48]}</text>')
        sheet.append(result.svg().replace("<svg ", f'<svg x="{x}" y="24" ', 1))
    sheet.append("</svg>")
    (out / "container_relative_frame.svg").write_text("\n".join(sheet))
    print(f"\nwrote {len(pictures)} SVGs and the sheet {out / 'container_relative_frame.svg'}")
    return 0 if failures == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
