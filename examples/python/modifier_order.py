"""The seed question in Python: the two orders of .frame(height: 300) and .edgesIgnoringSafeArea(.top).

    python examples/python/modifier_order.py [OUTPUT_DIR] [DEVICE]

Prints both layouts as the wrapper tree and a frame table, and writes one SVG per order (with every
wrapper's frame outlined, the seed answer's border trick) to OUTPUT_DIR (default: out/).
"""
import sys
from pathlib import Path

from swiftlayout import MapView, Spacer, Text, VStack, layout


def landmark(map_view):
    """The Landmarks tutorial screen with the map modified as given."""
    return VStack(map_view, Text("Turtle Rock").font("title").padding(), Spacer())


ORDERS = {
    "ignore_then_frame": ("MapView().edgesIgnoringSafeArea(.top).frame(height: 300)",
                          MapView().id("map").edges_ignoring_safe_area("top").id("ignore").frame(height=300).id("frame")),
    "frame_then_ignore": ("MapView().frame(height: 300).edgesIgnoringSafeArea(.top)",
                          MapView().id("map").frame(height=300).id("frame").edges_ignoring_safe_area("top").id("ignore")),
}


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "out")
    device = sys.argv[2] if len(sys.argv) > 2 else "iPhone 15 Pro"
    out.mkdir(parents=True, exist_ok=True)
    for name, (swift, view) in ORDERS.items():
        with layout(landmark(view), device=device) as result:
            print(f"{swift}   on {device}")
            print(result.dump())
            for key in ("frame", "ignore", "map"):
                print(f"  {key:7} {result[key].frame!r}")
            path = out / f"{name}.svg"
            path.write_text(result.svg(debug=True))
            print(f"  wrote {path}\n")
    print("In the first order the map grows up under the status bar; in the second the fixed frame moves up "
          "instead, leaving a gap below the map.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
