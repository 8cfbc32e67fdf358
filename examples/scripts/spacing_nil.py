"""What does spacing: nil mean? Gaps between neighbours in a VStack with the default (nil) spacing versus
explicit spacing, including negative spacing.

    swiftlayout examples/scripts/spacing_nil.py OUT_DIR

With spacing nil the stack asks each adjacent pair for its distance (rules §3): 8 between two plain
views, 0 next to a Spacer, and font-derived values next to a Text, which make the gaps around it unequal.
An explicit spacing replaces every pair's distance; a negative one overlaps (the card stack). It also
prints what each view publishes through a custom Layout, like the article's SpacingPrint. Text is
shaped with HarfBuzz (see swiftlayout.text_engine()).
"""
import sys
from pathlib import Path

from swiftlayout import Color, CustomLayout, Rectangle, Spacer, Text, VStack, layout, text_engine
from swiftlayout.experiment import sweep


class SpacingPrint(CustomLayout):
    """The article's probe: lays out its one subview and prints the spacing it publishes."""

    def size_that_fits(self, proposal, subviews, cache):
        return subviews[0].size_that_fits(proposal)

    def place_subviews(self, bounds, proposal, subviews, cache):
        subviews[0].place(at=(bounds.x, bounds.y), proposal=proposal)

    def spacing(self, subviews, cache):
        print(f"  {self.label}: {subviews[0].spacing}")
        return subviews[0].spacing

    def __init__(self, label):
        self.label = label


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
    ("a framed Text (frame resets its spacing)", None, lambda: Text("Fat").frame(height=30)),
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
    # SpacingPrint: what a Rectangle and a Text publish (printed by the custom layout while it runs).
    print(f"\nSpacingPrint ({text_engine()})")
    layout(VStack(SpacingPrint("Rectangle")(Rectangle().frame(width=120, height=40)), SpacingPrint("Text")(Text("hello"))),
           screen=(320, 400))
    # The negative-spacing card stack: VStack(spacing: -95) of 300×100 cards, each 5 below the last.
    cards = VStack([Color("#ff9500" if k % 2 else "#007aff").frame(width=300, height=100).id(f"card{k}") for k in range(4)],
                   spacing=-95)
    stack = layout(cards, screen=(320, 400))
    print("\ncard stack, spacing -95:", [round(stack[f"card{k}"].frame.y, 2) for k in range(4)])
    (out / "card_stack.svg").write_text(stack.svg())
    runs = sweep(lambda width: column(None, Text("Fat")), widths=[320, 200], ids=["top", "middle", "bottom"], height=400)
    runs.save_svgs(out, prefix="spacing_nil_")
    runs.save_sheet(out / "spacing_nil.svg", title="VStack(spacing: nil) { Rectangle; Text(\"Fat\"); Rectangle }")
    print(f"\nwrote {out / 'spacing_nil.svg'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
