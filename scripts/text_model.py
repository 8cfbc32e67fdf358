#!/usr/bin/env python3
"""Text-size model for swiftlayout: HarfBuzz + Inter standing in for SF Pro.

Usage:
  .build/pyvenv/bin/python scripts/text_model.py [fixture.json ...] [--variant NAME] [--worst N]

Loads Tests/Fixtures/text-metrics/{macos-26,ios-26}.json (entries recorded from SwiftUI by
github.com/iamcgn/swiftui-web), predicts width / height / firstBaseline / lastBaseline for
every single-run entry and prints error statistics per (platform, font key).
The algorithm is documented step by step in Tests/Fixtures/text-metrics/README.md.
"""

import json
import math
import os
import sys
import re
import functools
from collections import defaultdict
import uharfbuzz as hb

FONT_DIR = "/usr/share/fonts/opentype/inter"
WEIGHT_FACE = {
    100: "Thin",
    200: "ExtraLight",
    300: "Light",
    400: "Regular",
    500: "Medium",
    600: "SemiBold",
    700: "Bold",
    800: "ExtraBold",
    900: "Black",
}

# Text styles: (point size, default weight) per platform.
STYLES = {
    "macos": {
        "largeTitle": (26, 400),
        "title": (22, 400),
        "title2": (17, 400),
        "title3": (15, 400),
        "headline": (13, 700),
        "subheadline": (11, 400),
        "body": (13, 400),
        "callout": (12, 400),
        "footnote": (10, 400),
        "caption": (10, 400),
        "caption2": (10, 500),
    },
    "ios": {
        "largeTitle": (34, 400),
        "title": (28, 400),
        "title2": (22, 400),
        "title3": (20, 400),
        "headline": (17, 600),
        "body": (17, 400),
        "callout": (16, 400),
        "subheadline": (15, 400),
        "footnote": (13, 400),
        "caption": (12, 400),
        "caption2": (11, 400),
    },
}
# Single-line height, first baseline, line pitch (multi-line step) per style.
# Source: the recorded entries ("fonts" table of the source file for macOS).
STYLE_LINES = {
    "macos": {
        "largeTitle": (38, 29, 39),
        "title": (33, 25, 33),
        "title2": (25.5, 19, 27),
        "title3": (22, 17, 24),
        "headline": (18.5, 14, 19),
        "subheadline": (16, 12, 17),
        "body": (18.5, 14, 19),
        "callout": (17.5, 13, 18),
        "footnote": (15, 11, 16),
        "caption": (15, 11, 16),
        "caption2": (15, 11, 16),
    },
    "ios": {
        "largeTitle": (48.5, 37, None),
        "title": (41, 32, None),
        "title2": (32, 25, None),
        "title3": (28, 21, None),
        "headline": (24.5, 18.5, 26),
        "body": (24.5, 18.5, 26),
        "callout": (24, 18, None),
        "subheadline": (21, 16, None),
        "footnote": (18.5, 14, None),
        "caption": (17.5, 13, None),
        "caption2": (16, 12, None),
    },
}
# Weight-dependent single-line height overrides (macOS): title3 w>=500 -> 23, body/headline w800 -> 19.
HEIGHT_OVERRIDES = {
    ("macos", "title3", 500): 23,
    ("macos", "title3", 600): 23,
    ("macos", "title3", 700): 23,
    ("macos", "title3", 800): 23,
    ("macos", "body", 800): 19,
    ("macos", "headline", 800): 19,
}
# .system(size:) line height / first baseline on macOS (all measured sizes; weight-independent).
SYSTEM_LINES_MACOS = {
    10: (13, 10),
    11: (14, 11),
    12: (15, 12),
    13: (16, 13),
    15: (19, 15),
    17: (20, 16),
    20: (24, 19),
    22: (26, 21),
    24: (28, 23),
    26: (30, 25),
    32: (38, 31),
    40: (47, 39),
}

# Apple SF Pro tracking table (1/1000 em).  Sizes between entries use the smaller listed size.
TRACK_TEXT = {
    6: 41,
    7: 34,
    8: 26,
    9: 19,
    10: 12,
    11: 6,
    12: 0,
    13: -6,
    14: -11,
    15: -16,
    16: -20,
    17: -26,
    18: -25,
    19: -24,
}
TRACK_DISPLAY = {
    20: 19,
    21: 17,
    22: 16,
    24: 15,
    25: 14,
    27: 13,
    30: 12,
    33: 11,
    36: 10,
    41: 9,
    44: 8,
    49: 7,
    52: 6,
    56: 5,
    60: 4,
    66: 3,
    68: 2,
    76: 1,
    80: 0,
}
TRACK_VARIABLE = dict(TRACK_TEXT)
TRACK_VARIABLE.update({20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8, 27: 11, 28: 14})


def table_lookup(table, size):
    keys = sorted(table)
    if size <= keys[0]:
        return table[keys[0]]
    best = keys[0]
    for k in keys:
        if k <= size:
            best = k
    return table[best]


def tracking_em(size, variant):
    if variant.get("track") == "variable":
        if size >= 29:
            return table_lookup(TRACK_DISPLAY, size) / 1000.0
        return table_lookup(TRACK_VARIABLE, size) / 1000.0
    if size < 20:
        return table_lookup(TRACK_TEXT, size) / 1000.0
    return table_lookup(TRACK_DISPLAY, size) / 1000.0


@functools.cache
def face_font(display, weight):
    name = ("InterDisplay-" if display else "Inter-") + WEIGHT_FACE[weight] + ".otf"
    blob = hb.Blob.from_file_path(os.path.join(FONT_DIR, name))
    face = hb.Face(blob)
    font = hb.Font(face)
    return font, face.upem


@functools.cache
def shape(text, display, weight, italic=False):
    """Returns list of (cluster, advance_in_em) for the shaped string."""
    font, upem = face_font(display, weight)
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {"kern": True, "liga": True, "calt": True})
    return [(i.cluster, p.x_advance / upem) for i, p in zip(buf.glyph_infos, buf.glyph_positions)]


def ceil_grid(x, scale):
    return math.ceil(x * scale - 1e-6) / scale


def run_width(text, size, weight, variant, extra_track=0.0):
    """Unrounded advance width (pt) of a single run, tracking applied per cluster incl. the last."""
    display = size >= variant.get("display_from", 20)
    glyphs = shape(text, display, weight)
    scale = variant.get("scale", 1.0)
    table = variant.get("scale_table")
    if table:
        scale = table.get(("display" if size >= 20 else "text", weight), 1.0)
    adv = sum(a for _, a in glyphs) * size * scale
    clusters = len(set(c for c, _ in glyphs))
    tr = tracking_em(size, variant) * size + extra_track
    return adv + tr * clusters


def parse_font(fkey, platform):
    """fkey like 'style:body:w600', 'style:title:italic', 'system:13:700:default'."""
    parts = fkey.split(":")
    if parts[0] == "style":
        st = parts[1]
        size, weight = STYLES[platform][st]
        italic = False
        for p in parts[2:]:
            if p.startswith("w"):
                weight = int(p[1:])
            elif p == "italic":
                italic = True
        return dict(kind="style", style=st, size=size, weight=weight, design="default", italic=italic)
    if parts[0] == "system":
        return dict(
            kind="system", style=None, size=float(parts[1]), weight=int(parts[2]), design=parts[3], italic=False
        )
    return None


def parse_key(key):
    # key = font | proposal[;opts] | string   (string may not contain '|', font never does)
    fkey, rest = key.split("|", 1)
    prop, s = rest.split("|", 1)
    opts = {}
    ptxt = prop.split(";")
    proposal = float(ptxt[0]) if ptxt[0] else None
    for o in ptxt[1:]:
        m = re.match(r"([a-z]+)(.*)", o)
        opts[m.group(1)] = m.group(2)
    return fkey, proposal, opts, s


def line_metrics(platform, f):
    """(single-line height, first baseline, pitch)"""
    if f["kind"] == "style":
        h, fb, pitch = STYLE_LINES[platform][f["style"]]
        h = HEIGHT_OVERRIDES.get((platform, f["style"], f["weight"]), h)
        return h, fb, pitch if pitch is not None else h
    size = int(f["size"])
    if platform == "macos" and size in SYSTEM_LINES_MACOS:
        h, fb = SYSTEM_LINES_MACOS[size]
        return h, fb, h
    # fallback formula (see README): SF Pro hhea ascender 1950/2048, descender 494/2048
    asc, desc = 1950 / 2048 * size, 494 / 2048 * size
    h = round(asc + desc)
    return h, round(asc), h


def wrap_lines(text, size, weight, variant, width_limit, extra_track):
    """Greedy word wrap. Returns list of line widths (trailing spaces hang: excluded)."""
    lines = []
    for para in text.split("\n"):
        words = re.findall(r"\S+\s*", para) or [""]
        cur = ""
        for w in words:
            cand = cur + w
            if cur and run_width(cand.rstrip(" "), size, weight, variant, extra_track) > width_limit + 1e-6:
                lines.append(cur)
                cur = w
            else:
                cur = cand
            # a single word wider than the limit is broken by characters
            while (
                run_width(cur.rstrip(" "), size, weight, variant, extra_track) > width_limit + 1e-6
                and len(cur.rstrip(" ")) > 1
            ):
                i = len(cur)
                while i > 1 and run_width(cur[:i].rstrip(" "), size, weight, variant, extra_track) > width_limit + 1e-6:
                    i -= 1
                lines.append(cur[:i])
                cur = cur[i:]
        lines.append(cur)
    if width_limit == float("inf"):
        # unconstrained: trailing spaces are part of the measured width
        return [run_width(line, size, weight, variant, extra_track) for line in lines]
    return [run_width(line.rstrip(" "), size, weight, variant, extra_track) for line in lines]


def predict(platform, key, variant):
    fkey, proposal, opts, s = parse_key(key)
    f = parse_font(fkey, platform)
    if f is None or f["design"] != "default" or f["italic"]:
        return None
    scale = 2.0
    extra = 0.0
    if "k" in opts:
        extra += float(opts["k"])
    if "tr" in opts:
        extra += float(opts["tr"])
    size, weight = f["size"], f["weight"]
    h1, fb, pitch = line_metrics(platform, f)
    limit = proposal if proposal is not None else float("inf")
    widths = wrap_lines(s, size, weight, variant, limit, extra)
    n = len(widths)
    if "l" in opts:
        n = min(n, int(opts["l"]))
        widths = widths[:n]
    w = max(ceil_grid(x, scale) for x in widths) if widths else 0
    if proposal is not None:
        w = min(w, proposal)
    spacing = float(opts.get("s", 0))
    h = h1 + (n - 1) * (pitch + spacing)
    lb = fb + (n - 1) * (pitch + spacing)
    return dict(width=w, height=h, firstBaseline=fb, lastBaseline=lb, lines=n)


VARIANTS = {
    "base": dict(display_from=20),
    "no_display": dict(display_from=999),
    "variable_track": dict(display_from=20, track="variable"),
    # fitted per-(optical band, weight) advance scale (README "step 4")
    "fitted": dict(
        display_from=20,
        scale_table={
            ("text", 100): 0.996,
            ("text", 200): 0.996,
            ("text", 300): 0.996,
            ("text", 400): 0.996,
            ("text", 500): 1.010,
            ("text", 600): 1.010,
            ("text", 700): 1.022,
            ("text", 800): 1.058,
            ("text", 900): 1.058,
            ("display", 100): 0.973,
            ("display", 200): 0.973,
            ("display", 300): 0.973,
            ("display", 400): 0.976,
            ("display", 500): 1.012,
            ("display", 600): 1.013,
            ("display", 700): 1.005,
            ("display", 800): 1.043,
            ("display", 900): 1.024,
        },
    ),
}


def evaluate(path, variant_name="base", worst=15):
    with open(path) as f:
        doc = json.load(f)
    platform = "ios" if "ios" in os.path.basename(path) else "macos"
    variant = VARIANTS[variant_name]
    groups = defaultdict(list)
    worst_rows = []
    for key, exp in doc["entries"].items():
        if key.startswith("rich:"):
            continue
        try:
            p = predict(platform, key, variant)
        except Exception:  # unknown option etc.
            p = None
        if p is None:
            continue
        fkey, proposal, opts, s = parse_key(key)
        kind = "single" if proposal is None and "\n" not in s else ("zero" if proposal == 0 else "multi")
        if "l" in opts or "t" in opts or "r" in opts:
            kind = "trunc"  # lineLimit / truncation / reserved lines: not modelled (reported apart)
        if kind == "zero":
            continue  # width-0 proposals: one glyph per line; checked separately below
        dw = p["width"] - exp["width"]
        dh = p["height"] - exp["height"]
        family = fkey.split(":w")[0] if fkey.startswith("style") else ":".join(fkey.split(":")[:2])
        groups[(platform, family, fkey, kind)].append((dw, dh, key))
        worst_rows.append((abs(dw), dw, dh, key, exp["width"], p["width"]))
    print(f"== {path} variant={variant_name}")
    print(
        f"{'font key':34s} {'kind':6s} {'n':>4s} {'<=.25':>6s} {'<=.5':>5s} {'<=1':>5s} {'maxW':>6s} {'meanW':>6s} "
        f"{'hOK':>4s}"
    )
    tot = defaultdict(int)
    for g in sorted(groups):
        rows = groups[g]
        n = len(rows)
        a = sum(abs(r[0]) <= 0.25 for r in rows)
        b = sum(abs(r[0]) <= 0.5 for r in rows)
        c = sum(abs(r[0]) <= 1 for r in rows)
        mx = max(abs(r[0]) for r in rows)
        mean = sum(r[0] for r in rows) / n
        hok = sum(r[1] == 0 for r in rows)
        for name, count in (("n", n), ("a", a), ("b", b), ("c", c), ("h", hok)):
            tot[name] += count
        tot["max"] = max(tot["max"], mx)
        print(f"{g[2]:34s} {g[3]:6s} {n:4d} {a:6d} {b:5d} {c:5d} {mx:6.2f} {mean:+6.2f} {hok:4d}")
    print(
        f"TOTAL n={tot['n']} <=0.25:{tot['a']} <=0.5:{tot['b']} <=1:{tot['c']} max={tot['max']:.2f} "
        f"height-exact:{tot['h']}"
    )
    worst_rows.sort(reverse=True)
    print("worst:")
    for r in worst_rows[:worst]:
        print(f"  dW={r[1]:+.2f} dH={r[2]:+.1f} exp={r[4]} got={r[5]}  {r[3][:90]}")
    # zero-width proposals: lines = grapheme clusters excluding spaces
    ok = tot0 = 0
    for key, exp in doc["entries"].items():
        if key.startswith("rich:"):
            continue
        fkey, proposal, opts, s = parse_key(key)
        if proposal != 0 or opts:
            continue
        f = parse_font(fkey, platform)
        if f is None:
            continue
        h1, _, pitch = line_metrics(platform, f)
        n = sum(1 for ch in s if ch not in " \n")
        n = max(n, 1)
        tot0 += 1
        ok += (h1 + (n - 1) * pitch == exp["height"]) and exp["width"] == 0
    print(f"width-0 proposals: height exact {ok}/{tot0}")


if __name__ == "__main__":
    args = sys.argv[1:]
    variant, worst = "base", 15
    if "--variant" in args:
        i = args.index("--variant")
        variant = args[i + 1]
        del args[i : i + 2]
    if "--worst" in args:
        i = args.index("--worst")
        worst = int(args[i + 1])
        del args[i : i + 2]
    here = os.path.dirname(os.path.abspath(__file__))
    paths = args or [
        os.path.join(here, "..", "Tests", "Fixtures", "text-metrics", p) for p in ("macos-26.json", "ios-26.json")
    ]
    for p in paths:
        if os.path.exists(p):
            evaluate(p, variant, worst)
