#!/usr/bin/env python3
"""Fits swiftlayout's SF Pro calibration tables and writes Sources/SwiftLayout/Text/SFProCalibration.swift.

Data: Tests/Fixtures/text-metrics/macos-26.json and ios-26.json — text sizes recorded from Apple's SwiftUI on
macOS 26.2 and on an iOS 26.0 simulator (github.com/iamcgn/swiftui-web, Fixtures/Goldens/text-metrics.json and
ios/text-metrics.json). Model (docs/TEXT.md): a line's width
is Inter's shaped advance × the weight's factor + SF Pro's HIG tracking per glyph, rounded up to the pixel
grid. This script fits, for each optical band (text < 20 pt, display) and weight with enough data (≥ 50
strings, both platforms together), a correction per character (in em: SF Pro's advance minus the scaled Inter advance) and a tracking correction per point
size (pt per glyph), by weighted least squares with outliers (|error| > 0.75 pt) down-weighted, and
reports in-sample and hold-out (fit on even entries, test on odd) accuracy.

    .build/pyvenv/bin/python scripts/fit_text_calibration.py          # needs uharfbuzz and numpy
"""
import json
import math
import os
import sys
from collections import defaultdict

import numpy as np
import uharfbuzz as hb

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = {platform: os.path.join(ROOT, "Tests", "Fixtures", "text-metrics", f"{platform}-26.json")
        for platform in ("macos", "ios")}
OUT = os.path.join(ROOT, "Sources", "SwiftLayout", "Text", "SFProCalibration.swift")
FONT_DIR = "/usr/share/fonts/opentype/inter"
FACES = {100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold",
         700: "Bold", 800: "ExtraBold", 900: "Black"}
# The width factors of FontTextMeasurer.swift (InterCalibration), text sizes.
DISPLAY_FACTOR = {100: .973, 200: .973, 300: .973, 400: .976, 500: 1.012, 600: 1.013, 700: 1.005, 800: 1.043, 900: 1.024}
DISPLAY_TRACKING = [(20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10), (41, 9),
                    (44, 8), (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0)]
TEXT_FACTOR = {100: .996, 200: .996, 300: .996, 400: .996, 500: 1.010, 600: 1.010, 700: 1.022, 800: 1.058, 900: 1.058}
# Text styles per platform: point size and default weight (docs/PLATFORMS.md).
STYLES = {
    "macos": {"largeTitle": (26, 400), "title": (22, 400), "title2": (17, 400), "title3": (15, 400),
              "headline": (13, 700), "subheadline": (11, 400), "body": (13, 400), "callout": (12, 400),
              "footnote": (10, 400), "caption": (10, 400), "caption2": (10, 500)},
    "ios": {"largeTitle": (34, 400), "title": (28, 400), "title2": (22, 400), "title3": (20, 400),
            "headline": (17, 600), "subheadline": (15, 400), "body": (17, 400), "callout": (16, 400),
            "footnote": (13, 400), "caption": (12, 400), "caption2": (11, 400)},
}
TRACKING = [(6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
            (16, -20), (17, -26), (18, -25), (19, -24)]
_fonts = {}


def tracking(size):
    value = TRACKING[0][1]
    for s, v in TRACKING + DISPLAY_TRACKING:
        if s <= size + 1e-9:
            value = v
    return value * size / 1000


def shape(text, weight, display=False):
    if (weight, display) not in _fonts:
        name = ("InterDisplay-" if display else "Inter-") + FACES[weight] + ".otf"
        face = hb.Face(hb.Blob.from_file_path(os.path.join(FONT_DIR, name)))
        _fonts[(weight, display)] = (hb.Font(face), face.upem)
    font, upem = _fonts[(weight, display)]
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    return sum(p.x_advance for p in buf.glyph_positions) / upem, len(buf.glyph_positions)


def font_of(key, platform):
    parts = key.split(":")
    if parts[0] == "style" and parts[1] in STYLES[platform]:
        size, weight = STYLES[platform][parts[1]]
        for p in parts[2:]:
            if p == "italic":
                return None
            if p.startswith("w"):
                weight = int(p[1:])
        return size, weight
    if parts[0] == "system" and len(parts) == 4 and parts[3] == "default":
        return float(parts[1]), int(parts[2])
    return None


def rows():
    out = []
    for platform, path in DATA.items():
        if os.path.exists(path):
            out += platform_rows(platform, json.load(open(path, encoding="utf-8"))["entries"])
    return out


def platform_rows(platform, entries):
    out = []
    for key, value in entries.items():
        parts = key.split("|")
        if key.startswith("rich:") or len(parts) != 3 or parts[1] != "" or "\n" in parts[2]:
            continue
        font = font_of(parts[0], platform)
        if font is None:
            continue
        size, weight = font
        display = size >= 20
        advance, glyphs = shape(parts[2], weight, display)
        base = advance * size * (DISPLAY_FACTOR if display else TEXT_FACTOR)[weight] + glyphs * tracking(size)
        out.append(dict(text=parts[2], size=size, weight=weight, glyphs=glyphs, base=base, width=value["width"],
                        display=display, platform=platform))
    return out


def ceil_half(x):
    return math.ceil(x * 2 - 1e-6) / 2


def fit(group):
    chars = sorted({c for r in group for c in r["text"]})
    sizes = sorted({r["size"] for r in group})
    index = {c: i for i, c in enumerate(chars)}
    size_index = {s: len(chars) + i for i, s in enumerate(sizes)}
    m = len(chars) + len(sizes)

    def predict(r, x):
        return ceil_half(r["base"] + sum(x[index[c]] for c in r["text"] if c in index) * r["size"]
                         + (x[size_index[r["size"]]] if r["size"] in size_index else 0) * r["glyphs"])

    def solve(rs):
        a = np.zeros((len(rs), m))
        b = np.zeros(len(rs))
        for k, r in enumerate(rs):
            for c in r["text"]:
                a[k, index[c]] += r["size"]
            a[k, size_index[r["size"]]] = r["glyphs"]
            b[k] = r["width"] - 0.25 - r["base"]   # the measured width is the true one rounded up: −¼ pt on average
        w = np.ones(len(rs))
        for _ in range(8):
            aw = a * w[:, None]
            x = np.linalg.solve(aw.T @ a + 3 * np.eye(m), aw.T @ b)
            w = np.where(np.abs([predict(r, x) - r["width"] for r in rs]) <= 0.75, 1.0, 0.05)
        return x

    held = solve(group[0::2])
    x = solve(group)

    def score(rs, xx):
        return sum(abs((predict(r, xx) if xx is not None else ceil_half(r["base"])) - r["width"]) <= 0.34 for r in rs)
    report = (len(group), score(group, None), score(group, x), len(group[1::2]), score(group[1::2], None),
              score(group[1::2], held))
    return {c: float(x[index[c]]) for c in chars}, {s: float(x[size_index[s]]) for s in sizes}, report


#: The fewest measurements a display-size weight needs for a table of its own (fewer strings there).
MIN_DISPLAY = int(os.environ.get("MIN_DISPLAY", "20"))


def fit_display(group):
    """Display sizes have too few measurements for a table per character: one tracking correction per
    point size (pt per glyph), all weights together."""
    sizes = sorted({r["size"] for r in group})
    result = {}
    for size in sizes:
        rs = [r for r in group if r["size"] == size]
        # The correction that puts the most strings within 0.34 pt (a scan: robust to outliers).
        best = max((sum(abs(ceil_half(r["base"] + c / 1000 * r["glyphs"]) - r["width"]) <= 0.34 for r in rs), -abs(c), c)
                   for c in range(-400, 401, 5))
        result[size] = best[2] / 1000
        before = sum(abs(ceil_half(r["base"]) - r["width"]) <= 0.34 for r in rs)
        print(f"display {size:g} pt: {len(rs)} strings within 0.34 pt: {before} → {best[0]} (tracking {best[2] / 1000:+.3f} pt/glyph)")
    return result


def main():
    # Text sizes: a table per platform and weight (macOS and iOS measure a few characters differently);
    # display sizes: both platforms together (fewer measurements).
    groups = defaultdict(list)
    for r in rows():
        platform = "any" if r["display"] else r["platform"]
        groups[(platform, r["display"], r["weight"])].append(r)
    tables = defaultdict(dict)
    for (platform, is_display, weight), group in sorted(groups.items()):
        if len(group) < (MIN_DISPLAY if is_display else 50):
            continue
        chars, sizes, (n, b0, b1, h, h0, h1) = fit(group)
        tables[("display" if is_display else platform)][weight] = (chars, sizes)
        band = "display" if is_display else "text"
        print(f"{platform:5} {band:7} weight {weight}: {n} strings within 0.34 pt: {b0} → {b1}; hold-out {h}: {h0} → {h1}")
    lines = ["// Generated by scripts/fit_text_calibration.py from Tests/Fixtures/text-metrics/{macos,ios}-26.json",
             "// (SwiftUI text sizes recorded on macOS 26.2 and iOS 26.0 by github.com/iamcgn/swiftui-web). Do not edit.",
             "// Per table and weight: SF Pro's advance minus Inter's scaled advance per character (em), and a",
             "// tracking correction per point size (pt per glyph). Tables: \"macos\" and \"ios\" at text sizes",
             "// (< 20 pt), \"display\" (both platforms) from 20 pt. docs/TEXT.md explains the model and the fit.",
             "", "enum SFProCalibration {"]
    lines.append("    static let characters: [String: [Int: [Character: Double]]] = [")
    for table, weights in tables.items():
        lines.append(f"        {json.dumps(table)}: [")
        for weight, (chars, _) in weights.items():
            body = ", ".join(f"{json.dumps(c, ensure_ascii=False)}: {v:.5f}" for c, v in chars.items())
            lines.append(f"            {weight}: [{body}],")
        lines.append("        ],")
    lines.append("    ]")
    lines.append("    static let tracking: [String: [Int: [Double: Double]]] = [")
    for table, weights in tables.items():
        lines.append(f"        {json.dumps(table)}: [")
        for weight, (_, sizes) in weights.items():
            body = ", ".join(f"{s:g}: {v:.5f}" for s, v in sizes.items())
            lines.append(f"            {weight}: [{body}],")
        lines.append("        ],")
    lines.append("    ]")
    lines.append("}")
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote", os.path.relpath(OUT, ROOT))


if __name__ == "__main__":
    sys.exit(main())
