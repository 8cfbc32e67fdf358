"""Where does the map end up? The two orders of .frame(height: 300) and .edgesIgnoringSafeArea(.top),
on every device preset.

    swiftlayout examples/scripts/modifier_order.py OUT_DIR [DEVICE…]

Prints one table per order (the frame wrapper, the ignoring wrapper and the map on each device) and
writes one sheet per order with the devices side by side, plus the rows as CSV.
"""
import sys
from pathlib import Path

from swiftlayout import MapView, Spacer, Text, VStack, devices
from swiftlayout.experiment import sweep

ORDERS = {
    "ignore_then_frame": "MapView().edgesIgnoringSafeArea(.top).frame(height: 300)",
    "frame_then_ignore": "MapView().frame(height: 300).edgesIgnoringSafeArea(.top)",
}


def screen(order):
    map_view = MapView().id("map")
    if order == "ignore_then_frame":
        top = map_view.edges_ignoring_safe_area("top").id("ignore").frame(height=300).id("frame")
    else:
        top = map_view.frame(height=300).id("frame").edges_ignoring_safe_area("top").id("ignore")
    return VStack(top, Text("Turtle Rock").font("title").padding(), Spacer())


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    out = Path(argv[1])
    chosen = argv[2:] or devices()
    for order, swift in ORDERS.items():
        runs = sweep(lambda device: screen(order), devices=chosen, ids=["frame", "ignore", "map"])
        print(f"{swift}\n")
        runs.print_table()
        runs.to_csv(out / f"{order}.csv")
        runs.save_sheet(out / f"{order}.svg", title=swift)
        print()
        for run in runs:
            top = run.layout["map"].frame.y
            inset = run.layout.safe_area[0]
            if order == "ignore_then_frame":
                why = (f"grows {inset:g} pt up to the screen edge: its wrapper's top is on the safe edge"
                       if top < inset else "stays put: there is no top inset to extend into")
            else:
                why = (f"moves up {inset:g} pt: the fixed 300 pt frame cannot grow, so it shifts"
                       if top < inset else "stays put: there is no top inset to move into")
            print(f"  {run.label}: the map {why}.")
        print(f"\n  wrote {out / (order + '.svg')} and {out / (order + '.csv')}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
