#!/usr/bin/env python3
"""Collects SwiftUI's recorded Text frames outside the text-metrics files as calibration data for the text model.

Every Text frame in a golden fixture (Tests/Fixtures/goldens/<concept>/*.json) is a measurement of Apple's SwiftUI: a
probe on a Text whose string, font and proposal the fixture's document states. This script gathers the ones
that are a single line at the Text's own width, with their source, into Tests/Fixtures/text-metrics/
frames-26.json, in the key format of the text-metrics files (`font|proposal|string`, Tests/Fixtures/
text-metrics/README.md), so that scripts/fit_text_calibration.py can fit and score them like the rest. It
also reads Tests/Fixtures/text-metrics/swiftui-web-frames.json: Text frames of further public swiftui-web
recordings, transcribed by hand with their source (repository path, commit, host).

A frame is taken when:
  - its probe is on the Text itself (the document's "id" on the Text node, not on a modifier), and the Text
    is reached only through containers that keep the environment's font (stacks, grids, lists' and forms'
    rows, scroll views, custom layouts, ForEach, Group boxes' and disclosure groups' content): section
    headers and footers, control labels (Toggle, Slider, LabeledContent), tab items and Picker options are
    set in fonts of the container's own and are left out;
  - the font is stated: the Text's own "font" and modifiers and its ancestors' font, bold, italic and
    fontWeight modifiers (the platform's default font otherwise: the 13 pt system font on macOS, body on
    iOS), the bold trait resolved per text style as the platform profiles record it;
  - nothing but the font changes the width: no lineLimit, tracking, kerning, textCase, minimumScaleFactor,
    truncationMode, baselineOffset;
  - the recorded height is the font's one line (the engine's line box for the font, which is measured), so the
    Text did not wrap;
  - the recorded width is within MAX_OFF of the engine's unconstrained width. A Text narrower than that was cut
    short (a proposal it did not fit, with a height that allows one line only) or is set in a font the
    document does not state; the frames left out this way are listed with the engine's width, for review.
Recordings from hosts other than macOS 26 and iOS 26 (a macCatalyst host, macOS 27) are left out: the fonts
may differ.

The output keeps every accepted frame under its key with its sources; a key recorded more than once keeps
every distinct width (a disagreement is reported). `frames-26.json` also lists what was left out and why.

    SWIFTLAYOUT_LIB=.build/debug/libswiftlayout.so PYTHONPATH=python \\
        .build/pyvenv/bin/python scripts/collect_text_frames.py           # write frames-26.json, report
    … scripts/collect_text_frames.py --check                             # report only; exit 1 if stale
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any, Dict, Iterator, List, Optional, Tuple

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "python"))
sys.path.insert(1, str(REPO / "python" / "tests"))

GOLDENS = REPO / "Tests" / "Fixtures" / "goldens"
METRICS = REPO / "Tests" / "Fixtures" / "text-metrics"
EXTRA = METRICS / "swiftui-web-frames.json"
OUT = METRICS / "frames-26.json"
#: A recorded width further than this from the engine's unconstrained width is not taken (points).
MAX_OFF = 1.5
#: Containers whose children (or content) are set in the environment's font, and a Label's title and a tab
#: view's pages.
PLAIN_CONTAINERS = {
    "VStack",
    "HStack",
    "ZStack",
    "Grid",
    "GridRow",
    "LazyVStack",
    "LazyHStack",
    "LazyVGrid",
    "LazyHGrid",
    "ScrollView",
    "Layout",
    "AnyLayout",
    "ForEach",
    "Group",
    "List",
    "Section",
    "Form",
    "GroupBox",
    "DisclosureGroup",
    "NavigationStack",
    "ViewThatFits",
    "TabView",
    "Label",
}
#: Slots of those containers that hold such children.
PLAIN_SLOTS = {"children", "content", "titleView"}
#: Modifiers that change a Text's width or line count beyond its font.
WIDTH_MODIFIERS = {
    "lineLimit",
    "tracking",
    "kerning",
    "textCase",
    "minimumScaleFactor",
    "truncationMode",
    "baselineOffset",
    "monospacedDigit",
    "dynamicTypeSize",
    "textScale",
}
WEIGHTS = {
    "ultraLight": 100,
    "thin": 200,
    "light": 300,
    "regular": 400,
    "medium": 500,
    "semibold": 600,
    "bold": 700,
    "heavy": 800,
    "black": 900,
}
#: The bold trait's weight per text style (Sources/SwiftLayout/Platform/Platform.swift: swiftui-web
#: `text/bold-trait` on macOS 26.2 and `ios/text/bold-trait` on iOS 26.0); a system-size font turns bold.
BOLD = {
    "macos": {"largeTitle": 700, "title": 700, "title2": 700, "headline": 800, "caption": 500},
    "ios": {"largeTitle": 700, "title": 700, "title2": 700},
}
#: Default weights of the text styles that are not regular (Platform.swift).
STYLE_WEIGHT = {"macos": {"headline": 700, "caption2": 500}, "ios": {"headline": 600}}
HOSTS = {"macos": "macOS 26", "ios": "iOS 26"}


def platform_of(fixture: Dict[str, Any]) -> Optional[str]:
    """ "macos" or "ios" for a recording from a macOS 26 or iOS 26 host; None for other hosts."""
    host = fixture.get("host", "")
    if "macCatalyst" in host or "macOS 27" in host:
        return None
    name = fixture["environment"]["platform"]
    return "ios" if name.startswith("iOS 26") else "macos" if name.startswith("macOS 26") else None


class FontSpec:
    """A font as the document states it: a text style or a system size, a weight, a design and traits."""

    def __init__(self) -> None:
        self.style: Optional[str] = None
        self.size: Optional[float] = None
        self.weight: Optional[str] = None
        self.design = "default"
        self.bold = False
        self.italic = False

    def copy(self) -> "FontSpec":
        other = FontSpec()
        other.__dict__.update(self.__dict__)
        return other

    def set_font(self, value: Any) -> None:
        """A "font" value (a style name or a font object) replaces the font (traits set around it stay)."""
        self.style, self.size, self.weight, self.design = None, None, None, "default"
        if isinstance(value, str):
            self.style = value
            return
        self.style = value.get("style")
        self.size = value.get("size")
        self.weight = value.get("weight", None)
        self.design = value.get("design", "default")
        self.bold = self.bold or bool(value.get("bold"))
        self.italic = self.italic or bool(value.get("italic"))

    def apply(self, modifier: Dict[str, Any]) -> None:
        if "font" in modifier:
            self.set_font(modifier["font"])
        if "bold" in modifier:
            self.bold = bool(modifier["bold"])
        if "italic" in modifier:
            self.italic = bool(modifier["italic"])
        if "fontWeight" in modifier:
            self.weight = modifier["fontWeight"]

    def settle(self, platform: str) -> "FontSpec":
        """This font with the platform's default font where none is stated."""
        out = self.copy()
        if out.style is None and out.size is None:
            if platform == "macos":
                out.size = 13
            else:
                out.style = "body"
        return out

    def document_font(self) -> Dict[str, Any]:
        """The font object of the engine's document format (docs/FORMAT.md); call on a settled font."""
        out: Dict[str, Any] = {"style": self.style} if self.style else {"size": self.size}
        if self.weight:
            out["weight"] = self.weight
        if self.design != "default":
            out["design"] = self.design
        if self.bold:
            out["bold"] = True
        if self.italic:
            out["italic"] = True
        return out

    def key(self, platform: str) -> str:
        """The text-metrics font key: `style:<style>[:w<weight>][:italic]` or `system:<size>:<weight>:<design>`
        (with `:italic` after it for an italic system font); call on a settled font."""
        if self.style:
            weight = STYLE_WEIGHT[platform].get(self.style, 400)
            explicit = None
            if self.bold:
                explicit = BOLD[platform].get(self.style, 600)
            if self.weight:
                explicit = WEIGHTS[self.weight]
            key = f"style:{self.style}" + (f":w{explicit}" if explicit is not None and explicit != weight else "")
            return key + (":italic" if self.italic else "")
        weight = 700 if self.bold else 400
        if self.weight:
            weight = WEIGHTS[self.weight]
        size = self.size
        key = f"system:{size:g}:{weight}:{self.design}"
        return key + (":italic" if self.italic else "")


def texts(node: Any, font: FontSpec, plain: bool) -> Iterator[Tuple[Dict[str, Any], FontSpec, bool]]:
    """Every Text node under `node` with the font in effect and whether it is reached through plain slots only."""
    if isinstance(node, list):
        for item in node:
            yield from texts(item, font, plain)
        return
    if not isinstance(node, dict):
        return
    kind = node.get("type")
    inner = font.copy()
    # The node's own modifiers set the environment for it and what it holds (a Text's own modifiers too).
    for modifier in node.get("modifiers", []):
        inner.apply(modifier)
    if kind == "Text":
        if "font" in node and node["font"] is not None:
            own = inner.copy()
            own.set_font(node["font"])
            # A Text's own font keeps the traits its modifiers and the environment set.
            own.bold = inner.bold or own.bold
            own.italic = inner.italic or own.italic
            if inner.weight and not own.weight:
                own.weight = inner.weight
            inner = own
        yield node, inner, plain
        return
    if kind == "ForEach" and isinstance(node.get("ids"), list) and len(node["ids"]) == len(node.get("children", [])):
        # A ForEach's element identities name its views' probes (Tests/Fixtures/README.md).
        children = [
            dict(child, id=child.get("id", name)) if isinstance(child, dict) else child
            for child, name in zip(node["children"], node["ids"])
        ]
        node = dict(node, children=children)
    for slot, value in node.items():
        if slot in ("type", "id", "ids", "modifiers") or not isinstance(value, (dict, list)):
            continue
        yield from texts(value, inner, plain and kind in PLAIN_CONTAINERS and slot in PLAIN_SLOTS)


def measure(platform: str, node: Dict[str, Any], width: float = 3000) -> Tuple[float, float]:
    """The engine's frame of a Text document node, unconstrained, on the platform (@2x)."""
    from goldens import layout_fixture

    fixture = {
        "environment": {"screen": [width, 2000], "scale": 2, "safe_area": [0, 0, 0, 0], "platform": HOSTS[platform]},
        "document": dict(node, id="t"),
        "expected": [{"id": "t"}],
    }
    frame = layout_fixture(fixture)["t"]
    assert frame is not None
    return frame[2], frame[3]


def candidates() -> Iterator[Dict[str, Any]]:
    """Every Text frame of the goldens and of swiftui-web-frames.json, with what is needed to judge it."""
    for path in sorted(GOLDENS.rglob("*.json"), key=lambda p: p.name):
        fixture = json.loads(path.read_text(encoding="utf-8"))
        platform = platform_of(fixture)
        expected = {e["id"]: e["frame"] for e in fixture["expected"]}
        for node, font, plain in texts(fixture["document"], FontSpec(), True):
            if node.get("id") not in expected:
                continue
            yield dict(
                source=f"goldens/{path.stem}#{node['id']}",
                host=fixture.get("host", ""),
                platform=platform,
                node=node,
                font=font,
                plain=plain,
                frame=expected[node["id"]],
            )
    extra = json.loads(EXTRA.read_text(encoding="utf-8"))
    for recording in extra["recordings"]:
        platform = "ios" if recording["platform"].startswith("iOS") else "macos"
        for probe in recording["texts"]:
            node: Dict[str, Any] = {"type": "Text"}
            node.update({k: v for k, v in probe.items() if k in ("text", "runs", "font", "modifiers")})
            font = FontSpec()
            for modifier in probe.get("environment", []):
                font.apply(modifier)
            for _, inner, _ in texts(node, font, True):
                font = inner
            yield dict(
                source=f"{recording['source']}#{probe['id']}",
                host=recording["host"],
                platform=platform,
                node=node,
                font=font,
                plain=True,
                frame=[0, 0, *probe["size"]],
            )


def runs_of(node: Dict[str, Any], font: FontSpec, platform: str) -> List[Tuple[str, FontSpec]]:
    """A Text's runs (one for a plain Text) with the settled font of each."""
    if "runs" not in node:
        return [(node.get("text", ""), font.settle(platform))]
    out = []
    for run in node["runs"]:
        inner = font.copy()
        for modifier in run.get("modifiers", []):
            inner.apply(modifier)
        if run.get("font") is not None:
            inner.set_font(run["font"])
        out.append((run.get("text", ""), inner.settle(platform)))
    return out


def key_of(runs: List[Tuple[str, FontSpec]], platform: str) -> str:
    """The text-metrics key of a one-line, unconstrained Text of `runs`."""
    if len(runs) == 1:
        return f"{runs[0][1].key(platform)}||{runs[0][0]}"
    parts = [f"{f.key(platform)}={len(t.encode('utf-16-le')) // 2}" for t, f in runs]
    return f"rich:{','.join(parts)}||{''.join(t for t, _ in runs)}"


def document_of(runs: List[Tuple[str, FontSpec]]) -> Dict[str, Any]:
    """The engine's document for a Text of `runs`, each in its stated font."""
    if len(runs) == 1:
        return {"type": "Text", "text": runs[0][0], "font": runs[0][1].document_font()}
    return {"type": "Text", "runs": [{"type": "Text", "text": t, "font": f.document_font()} for t, f in runs]}


def collect() -> Dict[str, Any]:
    entries: Dict[str, Dict[str, Dict[str, Any]]] = {"macos": {}, "ios": {}}
    left_out: List[Dict[str, Any]] = []
    for c in candidates():
        node, frame = c["node"], c["frame"]
        width, height = frame[2], frame[3]
        reason = None
        if c["platform"] is None:
            reason = f"host {c['host'][:40]!r}: not macOS 26 or iOS 26"
        elif not c["plain"]:
            reason = "set in a container's own font (a header, footer, label, tab item or option)"
        elif any(set(m) & WIDTH_MODIFIERS for m in node.get("modifiers", [])):
            reason = "a modifier that changes the width or the lines"
        elif not node.get("text") and not node.get("runs"):
            reason = "no string"
        elif "\n" in node.get("text", ""):
            reason = "several paragraphs"
        if reason is None:
            runs = runs_of(node, c["font"], c["platform"])
            modelled = measure(c["platform"], document_of(runs))
            if height != modelled[1]:
                reason = f"height {height} is not the font's one line ({modelled[1]}): wrapped or another font"
            elif abs(width - modelled[0]) > MAX_OFF:
                reason = (
                    f"width {width} is {width - modelled[0]:+g} from the engine's {modelled[0]}: "
                    "cut short or another font"
                )
        if reason is not None:
            text = node.get("text") or "+".join(r.get("text", "") for r in node["runs"])
            left_out.append(dict(source=c["source"], text=text, frame=[width, height], reason=reason))
            continue
        key = key_of(runs_of(node, c["font"], c["platform"]), c["platform"])
        entry = entries[c["platform"]].setdefault(key, {"width": width, "height": height, "sources": []})
        if entry["width"] != width or entry["height"] != height:
            entry.setdefault("other", []).append({"width": width, "height": height, "source": c["source"]})
        else:
            entry["sources"].append(c["source"])
    return {"entries": entries, "left_out": left_out}


def report(result: Dict[str, Any]) -> None:
    for platform, entries in result["entries"].items():
        known = json.loads((METRICS / f"{platform}-26.json").read_text(encoding="utf-8"))["entries"]
        same = [k for k in entries if k in known and known[k]["width"] == entries[k]["width"]]
        differ = [k for k in entries if k in known and known[k]["width"] != entries[k]["width"]]
        print(
            f"{platform}: {len(entries)} keys; {len(same)} also in {platform}-26.json with the same width, "
            f"{len(differ)} with another, {len(entries) - len(same) - len(differ)} new"
        )
        for k in differ:
            print(
                f"   differs: {k!r} {entries[k]['width']} here, {known[k]['width']} in text-metrics "
                f"({', '.join(entries[k]['sources'])})"
            )
        for k, e in entries.items():
            for other in e.get("other", []):
                print(f"   recorded twice: {k!r} {e['width']} and {other['width']} ({other['source']})")
    print(f"left out: {len(result['left_out'])}")
    for item in result["left_out"]:
        if not item["reason"].startswith(("set in", "host")):
            print(f"   {item['source']}: {item['text'][:40]!r} {item['reason']}")


def main(argv: List[str]) -> int:
    result = collect()
    report(result)
    document = {
        "about": "SwiftUI's Text frames outside the text-metrics files, collected by scripts/collect_text_frames.py "
        "(do not edit): from the golden fixtures (Tests/Fixtures/goldens, recorded by github.com/iamcgn/"
        "swiftui-web) and from swiftui-web-frames.json. Keys as in the text-metrics files "
        "(font|proposal|string); each with its recorded width and height and the probes that recorded it.",
        **result,
    }
    text = json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    if "--check" in argv:
        current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        if current != text:
            print(f"{OUT.relative_to(REPO)} is stale: run scripts/collect_text_frames.py")
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print("wrote", OUT.relative_to(REPO))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
