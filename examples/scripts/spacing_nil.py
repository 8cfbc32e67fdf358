"""What does spacing: nil mean? Gaps between neighbours in a VStack with the default (nil) spacing versus
explicit spacing, including negative spacing.

    swiftlayout examples/scripts/spacing_nil.py OUT_DIR

With spacing nil the stack asks each adjacent pair for its distance (rules §3): 8 between two plain
views, 0 next to a Spacer. An explicit spacing replaces every pair's distance; a negative one overlaps.
Pending (the ViewSpacing issue): Text's font-derived spacing, which makes the gaps around a Text unequal;
until then Text spaces like a plain view and the script says so.
"""
import sys
from pathlib import Path

from swiftlayout import Color, Rectangle, Spacer, Text, VStack, layout
from swiftlayout.experiment import sweep


def column(spacing, middle):
    return VStack(Rectangle().frame(width=120, height=40).id("top"), middle.id("middle"),
                  Rectangle().frame(width=120, height=40).id("bottom"), spacing=spacing)


CASES = [
    ("three rectangles, spacing nil", None, lambda: Color.blue.frame(width=120, height=40)),
    ("three rectangles, spacing 8", 8, lambda: Color.blue.frame(width=120, height=40)),
    ("Text in the middle, spacing nil", None, lambda: Text("Fat")),
    ("Text in the middle, spacing 8", 8, lambda: Text("Fat")),
    ("Spacer(minLength: 20) in the middle, spacing nil", None, lambda: Spacer(min_length=20)),
    ("three rectangles, spacing -10", -10, lambda: Color.blue.frame(width=120, height=40)),
]


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    out = Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    header = f"{'case':48}  {'gap above middle':>16}  {'gap below middle':>16}"
    print(header)
    print("-" * len(header))
    for label, spacing, middle in CASES:
        result = layout(column(spacing, middle()), screen=(320, 400))
        top, mid, bottom = (result[k].frame for k in ("top", "middle", "bottom"))
        print(f"{label:48}  {mid.min_y - top.max_y:16g}  {bottom.min_y - mid.max_y:16g}")
    print("\nPending: Text's own spacing preferences (font metrics). Until the ViewSpacing issue lands, Text\n"
          "spaces like a plain view, so the Text rows show 8 and 8 where SwiftUI shows unequal gaps.")
    runs = sweep(lambda width: column(None, Text("Fat")), widths=[320, 200], ids=["top", "middle", "bottom"], height=400)
    runs.save_svgs(out, prefix="spacing_nil_")
    runs.save_sheet(out / "spacing_nil.svg", title="VStack(spacing: nil) { Rectangle; Text(\"Fat\"); Rectangle }")
    print(f"\nwrote {out / 'spacing_nil.svg'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
