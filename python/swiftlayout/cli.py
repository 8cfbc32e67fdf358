"""``swiftlayout layout FILE.swift``: SwiftUI source in, frames out (docs/SWIFT_SOURCE.md), and the
``%%swiftui`` notebook cell magic (``%load_ext swiftlayout``).

    swiftlayout layout FILE.swift [--view Name] [--device "iPhone SE"] [--platform "iOS 26"] [--svg OUT.svg] [--json]
    python -m swiftlayout layout FILE.swift …      (the same in any Python)

``-`` reads the source from standard input. The frame table (or, with ``--json``, the layout as JSON) goes
to standard output; errors in the source are one line ``FILE:LINE:COLUMN: message`` on standard error and
exit status 1.
"""
from __future__ import annotations

import argparse
import shlex
import sys
from typing import Any, Optional, Sequence, Tuple

from .errors import LayoutError, SwiftSourceError
from .layout import Layout, layout
from .swift_source import from_swift


def _parser(prog: str) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=prog, description="Lays out SwiftUI source and prints every frame.")
    parser.add_argument("file", help="a .swift file with a view expression or `struct Name: View` definitions; "
                                     "- reads standard input")
    parser.add_argument("--view", help="the struct to lay out (default: the top-level expression, ContentView, "
                                       "or the only struct no other one uses)")
    parser.add_argument("--device", help="a device preset (default iPhone 15 Pro; see swiftlayout.devices())")
    parser.add_argument("--platform", help='the profile of SwiftUI\'s numbers: "iOS 26", "iOS 17", "macOS 26"')
    parser.add_argument("--screen", help="WIDTHxHEIGHT in points instead of a device (no safe area)")
    parser.add_argument("--svg", metavar="OUT.svg", help="write the picture (every frame outlined) here")
    parser.add_argument("--json", action="store_true", help="print the layout as JSON instead of the table")
    parser.add_argument("--placeholder", action="append", default=[], metavar="NAME=WxH",
                        help="lay out an unknown view NAME (or * for any) as a WxH box; may be repeated")
    return parser


def _size(text: str, what: str) -> Tuple[float, float]:
    w, sep, h = text.lower().partition("x")
    try:
        if not sep:
            raise ValueError
        return float(w), float(h)
    except ValueError:
        raise SystemExit(f"swiftlayout layout: {what} must be WIDTHxHEIGHT, got {text!r}") from None


def lay_out_source(source: str, *, view: Optional[str] = None, device: Optional[str] = None,
                   platform: Optional[str] = None, screen: Optional[Tuple[float, float]] = None,
                   placeholders: Any = None) -> Layout:
    """``from_swift`` then ``layout``: the command's and the cell magic's common part."""
    built = from_swift(source, view=view, placeholders=placeholders)
    if screen is not None:
        return layout(built, screen=screen, safe_area=(0, 0, 0, 0), platform=platform)
    return layout(built, device, platform=platform)


def main(argv: Optional[Sequence[str]] = None, prog: str = "swiftlayout layout") -> int:
    """The ``layout`` command; ``argv`` without the command name. Returns the exit status."""
    args = _parser(prog).parse_args(list(sys.argv[1:] if argv is None else argv))
    name = "<stdin>" if args.file == "-" else args.file
    try:
        if args.file == "-":
            source = sys.stdin.read()
        else:
            with open(args.file, encoding="utf-8") as f:
                source = f.read()
    except OSError as error:
        print(f"{prog}: cannot read {name}: {error.strerror or error}", file=sys.stderr)
        return 2
    placeholders = {k: _size(v, "--placeholder") for k, _, v in (p.partition("=") for p in args.placeholder)}
    try:
        result = lay_out_source(source, view=args.view, device=args.device, platform=args.platform,
                                screen=_size(args.screen, "--screen") if args.screen else None,
                                placeholders=placeholders or None)
    except SwiftSourceError as error:
        where = f"{name}:{error.line}:{error.column}" if error.line else name
        print(f"{where}: error: {error.reason}", file=sys.stderr)
        return 1
    except (LayoutError, ValueError) as error:
        print(f"{name}: error: {error}", file=sys.stderr)
        return 1
    except ImportError as error:
        print(f"{prog}: {error}", file=sys.stderr)
        return 2
    with result:
        print(result.to_json(indent=2) if args.json else result.table())
        if args.svg:
            with open(args.svg, "w", encoding="utf-8") as f:
                f.write(result.svg(debug=True))
            print(f"wrote {args.svg}", file=sys.stderr)
    return 0


def command(argv: Optional[Sequence[str]] = None) -> int:
    """``python -m swiftlayout layout FILE …`` (and the runner's ``swiftlayout layout FILE …``)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "preview":   # a package's SwiftUI previews, built with SwiftPM (swiftlayout.preview)
        from .preview import main as preview_main
        return preview_main(argv[1:])
    if not argv or argv[0] != "layout":
        print("usage: swiftlayout layout FILE.swift [--view Name] [--device NAME] [--platform NAME] [--svg OUT.svg] "
              "[--json]\n       swiftlayout preview PACKAGE_DIR [--preview NAME] [--device NAME] [--platform NAME] "
              "[--dynamic-type-size SIZE] [--svg OUT.svg] [--json]", file=sys.stderr)
        return 2
    return main(argv[1:])


# ----------------------------------------------------------------------------------------------------
# The notebook cell magic


def swiftui_magic(line: str, cell: str) -> Any:
    """``%%swiftui [--view Name] [--device NAME] [--platform NAME] [--screen WxH] [--debug] [--table]``:
    lays out the cell's SwiftUI source and returns the layout (Jupyter shows its picture). Errors in the
    source are printed as ``line L, column C: …`` without a traceback."""
    parser = argparse.ArgumentParser(prog="%%swiftui", add_help=False)
    parser.add_argument("--view")
    parser.add_argument("--device")
    parser.add_argument("--platform")
    parser.add_argument("--screen")
    parser.add_argument("--table", action="store_true")
    try:
        args = parser.parse_args(shlex.split(line))
    except SystemExit:
        raise ValueError(f"%%swiftui: cannot read the options {line!r}; valid: --view NAME --device NAME "
                         "--platform NAME --screen WxH --table") from None
    try:
        result = lay_out_source(cell, view=args.view, device=args.device, platform=args.platform,
                                screen=_size(args.screen, "--screen") if args.screen else None)
    except SwiftSourceError as error:
        print(f"SwiftSourceError: {error}", file=sys.stderr)
        return None
    if args.table:
        print(result.table())
    return result


def load_ipython_extension(ipython: Any) -> None:
    """``%load_ext swiftlayout``: registers the ``%%swiftui`` cell magic."""
    ipython.register_magic_function(swiftui_magic, magic_kind="cell", magic_name="swiftui")

