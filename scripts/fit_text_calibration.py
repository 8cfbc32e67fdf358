#!/usr/bin/env python3
"""Fits swiftlayout's SF Pro calibration tables and writes Sources/SwiftLayout/Text/SFProCalibration.swift.

Data: Tests/Fixtures/text-metrics/macos-26.json and ios-26.json — text sizes recorded from Apple's SwiftUI on
macOS 26.2 and on an iOS 26.0 simulator (github.com/iamcgn/swiftui-web, Fixtures/Goldens/text-metrics.json and
ios/text-metrics.json). Model (docs/TEXT.md): a line's width
is Inter's shaped advance × the weight's factor + SF Pro's HIG tracking per glyph, rounded up to the pixel
grid. This script fits, for each optical band (text < 20 pt, display) and weight with enough data (≥ 50
strings at text sizes, ≥ 20 at display sizes; both platforms together, as both set the same SF Pro), a
correction per character (em: SF Pro's advance minus the scaled Inter advance), a tracking correction per
point size and platform (pt per glyph), and at text sizes a kerning correction per character pair seen at
least MIN_PAIR times, by interval regression (a recorded width is the true width rounded up to the half
point), and reports in-sample accuracy and accuracy on held-out strings (fit on half the strings, tested
on the other half: a string never sits on both sides).

    .build/pyvenv/bin/python scripts/fit_text_calibration.py          # needs uharfbuzz and numpy
"""
import json
import math
import os
import sys
import zlib
from collections import defaultdict

import numpy as np
import uharfbuzz as hb

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# The Inter faces by weight and the text styles per platform (point size, default weight; docs/PLATFORMS.md)
# are the text model's.
from text_model import FONT_DIR, STYLES, WEIGHT_FACE as FACES  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = {platform: os.path.join(ROOT, "Tests", "Fixtures", "text-metrics", f"{platform}-26.json")
        for platform in ("macos", "ios")}
OUT = os.path.join(ROOT, "Sources", "SwiftLayout", "Text", "SFProCalibration.swift")
# The width factors of FontTextMeasurer.swift (InterCalibration), text sizes.
DISPLAY_FACTOR = {100: .973, 200: .973, 300: .973, 400: .976, 500: 1.012, 600: 1.013, 700: 1.005, 800: 1.043, 900: 1.024}
DISPLAY_TRACKING = [(20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10), (41, 9),
                    (44, 8), (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0)]
TEXT_FACTOR = {100: .996, 200: .996, 300: .996, 400: .996, 500: 1.010, 600: 1.010, 700: 1.022, 800: 1.058, 900: 1.058}
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
                        display=display, platform=platform, tkey=size if display else f"{platform}:{size:g}"))
    return out


def ceil_half(x):
    return math.ceil(x * 2 - 1e-6) / 2


#: Character pairs seen at least this often (all strings of a weight, both platforms) get a kerning correction.
MIN_PAIR = int(os.environ.get("MIN_PAIR", "4"))


def features(group, min_pair):
    """The fitted parameters: a correction per character (em), per tracking key (pt per glyph: a point size,
    per platform at text sizes) and per frequent character pair (em: SF Pro's kerning minus Inter's)."""
    index = {}
    for c in sorted({c for r in group for c in r["text"]}):
        index[("c", c)] = len(index)
    for t in sorted({r["tkey"] for r in group}, key=str):
        index[("t", t)] = len(index)
    if min_pair:
        counts = defaultdict(int)
        for r in group:
            for pair in zip(r["text"], r["text"][1:]):
                counts[pair] += 1
        for pair in sorted(p for p, n in counts.items() if n >= min_pair):
            index[("p", pair)] = len(index)
    return index


def row_vector(r, index):
    v = np.zeros(len(index))
    for c in r["text"]:
        k = index.get(("c", c))
        if k is not None:
            v[k] += r["size"]
    k = index.get(("t", r["tkey"]))
    if k is not None:
        v[k] = r["glyphs"]
    for pair in zip(r["text"], r["text"][1:]):
        k = index.get(("p", pair))
        if k is not None:
            v[k] += r["size"]
    return v


def solve(rs, index, ridge=3.0, pair_ridge=30.0):
    """Interval regression: a recorded width w is the true width rounded up to the half point, so the true
    width lies in (w − ½, w]. Start from least squares against w − ¼, then pull only the predictions outside
    their interval to its nearer edge (those inside keep a weak pull to where they are), with predictions
    more than 0.75 pt out (outliers) down-weighted. Ridge terms keep rare characters and pairs near 0."""
    a = np.array([row_vector(r, index) for r in rs])
    base = np.array([r["base"] for r in rs])
    w = np.array([r["width"] for r in rs])
    reg = np.diag([pair_ridge if k[0] == "p" else ridge for k in index])
    x = np.linalg.solve(a.T @ a + reg, a.T @ (w - 0.25 - base))
    for _ in range(30):
        p = base + a @ x
        target = np.clip(p, w - 0.48, w - 0.02)
        miss = np.abs(p - target)
        weight = np.where(miss > 0.75, 0.05, np.where(miss > 0, 1.0, 0.3))
        aw = a * weight[:, None]
        x = np.linalg.solve(aw.T @ a + reg, aw.T @ (target - base))
    return x


def score(rs, index, x):
    """How many of `rs` the fitted model (x; None: the uncorrected model) puts within 0.34 pt."""
    def predict(r):
        return ceil_half(r["base"] + (row_vector(r, index) @ x if x is not None else 0))
    return sum(abs(predict(r) - r["width"]) <= 0.34 for r in rs)


def held_out(r):
    """The hold-out split is by string (a string's measurements at every size and on both platforms stay on
    one side): half the strings fit, the other half test."""
    return zlib.crc32(r["text"].encode()) % 2 == 1


def fit(group, min_pair):
    index = features(group, min_pair)
    x = solve(group, index)
    train = [r for r in group if not held_out(r)]
    test = [r for r in group if held_out(r)]
    train_index = features(train, min_pair)
    xh = solve(train, train_index)
    by_platform = {}
    for platform in sorted({r["platform"] for r in group}):
        rs = [r for r in group if r["platform"] == platform]
        ts = [r for r in test if r["platform"] == platform]
        by_platform[platform] = (len(rs), score(rs, index, None), score(rs, index, x), len(ts),
                                 score(ts, train_index, None), score(ts, train_index, xh))
    chars = {k[1]: float(x[i]) for k, i in index.items() if k[0] == "c"}
    tracks = {k[1]: float(x[i]) for k, i in index.items() if k[0] == "t"}
    pairs = {k[1][0] + k[1][1]: float(x[i]) for k, i in index.items() if k[0] == "p"}
    return chars, tracks, pairs, by_platform


#: The fewest measurements a display-size weight needs for a table of its own (fewer strings there).
MIN_DISPLAY = int(os.environ.get("MIN_DISPLAY", "20"))


def main():
    # Text sizes: one table per weight from both platforms (the same SF Pro; each platform keeps its own
    # tracking correction per point size); display sizes likewise, both platforms together.
    groups = defaultdict(list)
    for r in rows():
        groups[(r["display"], r["weight"])].append(r)
    characters, tracking, pairs = defaultdict(dict), defaultdict(dict), defaultdict(dict)
    totals = defaultdict(lambda: [0] * 6)
    for (is_display, weight), group in sorted(groups.items()):
        if len(group) < (MIN_DISPLAY if is_display else 50):
            continue
        band = "display" if is_display else "text"
        chars, tracks, kerning, by_platform = fit(group, 0 if is_display else MIN_PAIR)
        characters[band][weight] = chars
        for key, value in tracks.items():
            table = "display" if is_display else key.split(":")[0]
            size = float(key) if is_display else float(key.split(":")[1])
            tracking[table].setdefault(weight, {})[size] = value
        if kerning:
            pairs[band][weight] = kerning
        for platform, (n, b0, b1, h, h0, h1) in by_platform.items():
            print(f"{band:7} weight {weight} {platform:5}: {n} strings within 0.34 pt: {b0} → {b1}; "
                  f"held-out strings {h}: {h0} → {h1} ({len(kerning)} pairs)")
            for k, v in enumerate((n, b0, b1, h, h0, h1)):
                totals[(band, platform)][k] += v
    for (band, platform), (n, b0, b1, h, h0, h1) in sorted(totals.items()):
        print(f"total {band:7} {platform:5}: in-sample {b1}/{n} (uncorrected {b0}); held-out strings {h1}/{h} (uncorrected {h0})")
    lines = ["// Generated by scripts/fit_text_calibration.py from Tests/Fixtures/text-metrics/{macos,ios}-26.json",
             "// (SwiftUI text sizes recorded on macOS 26.2 and iOS 26.0 by github.com/iamcgn/swiftui-web). Do not edit.",
             "// characters: per band (\"text\" < 20 pt, \"display\") and weight, SF Pro's advance minus Inter's scaled",
             "// advance per character (em), fitted on both platforms together; pairs: per band and weight, a kerning",
             "// correction per frequent character pair (em); tracking: per table (\"macos\", \"ios\" at text sizes,",
             "// \"display\") and weight, a correction per point size (pt per glyph). docs/TEXT.md explains the fit.",
             "", "enum SFProCalibration {"]

    def table(name, kind, data, key):
        lines.append(f"    static let {name}: [String: [Int: [{kind}: Double]]] = [")
        for band, weights in sorted(data.items()):
            lines.append(f"        {json.dumps(band)}: [")
            for weight, entries in sorted(weights.items()):
                body = ", ".join(f"{key(k)}: {v:.5f}" for k, v in sorted(entries.items()))
                lines.append(f"            {weight}: [{body}],")
            lines.append("        ],")
        lines.append("    ]")
    table("characters", "Character", characters, lambda c: json.dumps(c, ensure_ascii=False))
    table("pairs", "String", pairs, lambda c: json.dumps(c, ensure_ascii=False))
    table("tracking", "Double", tracking, lambda s: f"{s:g}")
    lines.append("}")
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote", os.path.relpath(OUT, ROOT))


if __name__ == "__main__":
    sys.exit(main())
