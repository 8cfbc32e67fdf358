"""``swiftlayout layout PATH``: SwiftUI source in, frames out (docs/SWIFT_SOURCE.md); ``swiftlayout survey DIR``;
and the ``%%swiftui`` notebook cell magic (``%load_ext swiftlayout``).

    swiftlayout layout PATH [--view Name | --preview Name] [--device "iPhone SE"] [--platform "iOS 26"]
                            [--svg OUT.svg] [--json] [--strict] [--sample-text long] [--quiet]
    swiftlayout survey DIR [--device …] [--json OUT] [--svg-dir DIR]
    python -m swiftlayout layout|survey …      (the same in any Python)

PATH is a ``.swift`` file, a folder (an app: every Swift file in it is indexed) or ``-`` (standard input).
The frame table (or, with ``--json``, the layout as JSON) goes to standard output; what the reader did
instead of Swift (sample values, placeholders, skipped declarations) goes to standard error as
``FILE:LINE:COLUMN: note: …`` lines; an error in the source is one line ``FILE:LINE:COLUMN: error: message``
on standard error and exit status 1.
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from pathlib import Path
from typing import Any, Optional, Sequence, Tuple

from ..errors import LayoutError, SwiftSourceError
from ..result import Layout, layout
from ..swift import MAX_SOURCE_BYTES, from_swift, survey_main
from .preview import main as preview_main


def _parser(prog: str) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog=prog, description="Lays out SwiftUI source and prints every frame.")
    parser.add_argument(
        "file", help="a .swift file, a folder (an app: every Swift file in it is indexed), or - for standard input"
    )
    parser.add_argument(
        "--view",
        help="the struct to lay out (default: the top-level expression, ContentView, "
        "or the only struct no other one uses); Outer.Inner for a nested one",
    )
    parser.add_argument("--preview", help="a #Preview(\"Name\") or PreviewProvider to lay out instead")
    parser.add_argument(
        "--strict",
        action="store_true",
        help="refuse what the reader would otherwise sample, skip or lay out as a placeholder",
    )
    parser.add_argument("--sample-text", help='sample text: "short" (default), "long", a length, or a string')
    parser.add_argument("--sample-rows", type=int, help="rows in a sample array (default 3)")
    parser.add_argument("--quiet", action="store_true", help="do not print the reader's notes")
    parser.add_argument("--device", help="a device preset (default iPhone 15 Pro; see swiftlayout.devices())")
    parser.add_argument("--platform", help='the profile of SwiftUI\'s numbers: "iOS 26", "iOS 17", "macOS 26"')
    parser.add_argument("--screen", help="WIDTHxHEIGHT in points instead of a device (no safe area)")
    parser.add_argument("--svg", metavar="OUT.svg", help="write the picture (every frame outlined) here")
    parser.add_argument("--json", action="store_true", help="print the layout as JSON instead of the table")
    parser.add_argument(
        "--placeholder",
        action="append",
        default=[],
        metavar="NAME=WxH",
        help="lay out an unknown view NAME (or * for any) as a WxH box; may be repeated",
    )
    return parser


def _size(text: str, what: str) -> Tuple[float, float]:
    w, sep, h = text.lower().partition("x")
    try:
        if not sep:
            raise ValueError
        return float(w), float(h)
    except ValueError:
        raise SystemExit(f"swiftlayout layout: {what} must be WIDTHxHEIGHT, got {text!r}") from None


def _read_bounded(stream: Any, name: str) -> bytes:
    """At most the reader's largest source (a file like /dev/zero never ends: it is refused, not read)."""
    data: bytes = stream.read(MAX_SOURCE_BYTES + 1)
    if len(data) > MAX_SOURCE_BYTES:
        raise OSError(f"more than the {MAX_SOURCE_BYTES} bytes a source may have")
    return data


def lay_out_source(
    source: Any,
    *,
    view: Optional[str] = None,
    device: Optional[str] = None,
    platform: Optional[str] = None,
    screen: Optional[Tuple[float, float]] = None,
    placeholders: Any = None,
    preview: Optional[str] = None,
    strict: bool = False,
    samples: Any = None,
) -> Layout:
    """``from_swift`` then ``layout``: the command's and the cell magic's common part."""
    built = from_swift(
        source,
        view=view,
        preview=preview,
        placeholders=placeholders,
        strict=strict,
        samples=samples,
        device=device,
        platform=platform,
        screen=screen,
    )
    if screen is not None:
        return layout(built, screen=screen, safe_area=(0, 0, 0, 0), platform=platform)
    return layout(built, device, platform=platform)


def main(argv: Optional[Sequence[str]] = None, prog: str = "swiftlayout layout") -> int:
    """The ``layout`` command; ``argv`` without the command name. Returns the exit status."""
    args = _parser(prog).parse_args(list(sys.argv[1:] if argv is None else argv))
    name = "<stdin>" if args.file == "-" else args.file
    source: Any
    try:
        if args.file == "-":
            source = _read_bounded(sys.stdin.buffer, name).decode("utf-8")
        elif os.path.isdir(args.file):
            source = Path(args.file)
        else:
            with open(args.file, "rb") as f:
                source = _read_bounded(f, name).decode("utf-8")
    except OSError as error:
        print(f"{prog}: cannot read {name}: {error.strerror or error}", file=sys.stderr)
        return 2
    except MemoryError:
        print(f"{prog}: cannot read {name}: too large", file=sys.stderr)
        return 2
    except UnicodeDecodeError as error:
        print(f"{prog}: cannot read {name}: not UTF-8 (byte {error.start})", file=sys.stderr)
        return 2
    placeholders = {k: _size(v, "--placeholder") for k, _, v in (p.partition("=") for p in args.placeholder)}
    samples = {}
    if args.sample_text is not None:
        samples["text"] = int(args.sample_text) if args.sample_text.isdigit() else args.sample_text
    if args.sample_rows is not None:
        samples["rows"] = args.sample_rows
    try:
        result = lay_out_source(
            source,
            view=args.view,
            preview=args.preview,
            device=args.device,
            platform=args.platform,
            screen=_size(args.screen, "--screen") if args.screen else None,
            placeholders=placeholders or None,
            strict=args.strict,
            samples=samples or None,
        )
    except SwiftSourceError as error:
        if error.file and error.file != "<source>":
            where = f"{error.file}:{error.line}:{error.column}" if error.line else error.file
        else:
            where = f"{name}:{error.line}:{error.column}" if error.line else name
        print(f"{where}: error: {error.reason}", file=sys.stderr)
        return 1
    except (LayoutError, ValueError) as error:
        print(f"{name}: error: {error}", file=sys.stderr)
        return 1
    except ImportError as error:
        print(f"{prog}: {error}", file=sys.stderr)
        return 2
    if not args.quiet:
        for note in result.notes:
            where = note.where.replace("<source>", name, 1) if note.where.startswith("<source>") else note.where
            print(f"{where}: note: {note.kind}: {note.message}", file=sys.stderr)
    with result:
        print(result.to_json(indent=2) if args.json else result.table())
        if args.svg:
            with open(args.svg, "w", encoding="utf-8") as f:
                f.write(result.svg(debug=True))
            print(f"wrote {args.svg}", file=sys.stderr)
    return 0


#: The command's usage (``swiftlayout --help``, and on standard error after an unknown command).
USAGE = """\
usage: swiftlayout layout PATH [--view Name | --preview Name] [--device NAME] [--platform NAME] [--svg OUT.svg] [--json]
       swiftlayout lint FILE.py [--device NAME]… [--platform NAME]… [--svg FOLDER]
       swiftlayout survey DIR [--device NAME] [--json OUT] [--svg-dir DIR]
       swiftlayout preview PACKAGE_DIR [--preview NAME] [--device NAME]… [--dynamic-type-size SIZE]… [--json]
       swiftlayout --version | --help

  layout    SwiftUI source (a .swift file, an app's folder, or - for standard input) in, every frame out
  lint      layout lint for the view a Python script defines (`view` or `make_view()`); exit 1 on findings
  survey    how much of an app's SwiftUI the reader lays out (every view and preview)
  preview   a Swift package's #Preview blocks, built with SwiftPM
`swiftlayout COMMAND --help` lists a command's options; `python -m swiftlayout …` is the same command.
"""


def command(argv: Optional[Sequence[str]] = None) -> int:
    """``python -m swiftlayout layout|survey|preview …`` (and the runner's ``swiftlayout layout …``)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "survey":
        return survey_main(argv[1:])
    if argv and argv[0] == "preview":  # a package's SwiftUI previews, built with SwiftPM (swiftlayout.tools.preview)
        return preview_main(argv[1:])
    if not argv or argv[0] != "layout":
        print(USAGE, end="", file=sys.stderr)
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
    parser.add_argument("--strict", action="store_true")
    parser.add_argument("--preview")
    try:
        args = parser.parse_args(shlex.split(line))
    except SystemExit:
        raise ValueError(
            f"%%swiftui: cannot read the options {line!r}; valid: --view NAME --device NAME "
            "--platform NAME --screen WxH --table"
        ) from None
    try:
        result = lay_out_source(
            cell,
            view=args.view,
            device=args.device,
            platform=args.platform,
            screen=_size(args.screen, "--screen") if args.screen else None,
            strict=args.strict,
            preview=args.preview,
        )
    except SwiftSourceError as error:
        print(f"SwiftSourceError: {error}", file=sys.stderr)
        return None
    if args.table:
        print(result.table())
    return result


def load_ipython_extension(ipython: Any) -> None:
    """``%load_ext swiftlayout``: registers the ``%%swiftui`` cell magic."""
    ipython.register_magic_function(swiftui_magic, magic_kind="cell", magic_name="swiftui")
