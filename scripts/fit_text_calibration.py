#!/usr/bin/env python3
"""Fits swiftlayout's SF Pro calibration and writes Sources/SwiftLayout/Text/SFProCalibration.swift.

Data: Tests/Fixtures/text-metrics/macos-26.json and ios-26.json — Text sizes recorded from Apple's SwiftUI on
macOS 26.2 and on an iOS 26.0 simulator (github.com/iamcgn/swiftui-web, Fixtures/Goldens/text-metrics.json and
ios/text-metrics.json) — and frames-26.json, the one-line Text frames of the golden fixtures and of further
swiftui-web recordings (scripts/collect_text_frames.py). The model (docs/TEXT.md, "The calibrated model"):

    width = Inter's shaped advance (the text face, every size) × the weight's factor × size
          + size × Σ characters (SF Pro's advance minus Inter's, em) + size × Σ pairs (kerning difference, em)
          + size × Σ pairs of Inter's kerning classes (kerning difference, em)
          + glyphs × (Apple's HIG tracking for the size + a fitted correction per size)
          + at display sizes (≥ 20 pt): size × Σ display deltas per character + glyphs × size × tightening
          + for italic runs: glyphs × size × the italic tracking,

rounded up to the pixel grid. SF Pro is one design per weight at text sizes: a string's width in em is the
same at 10, 11, …, 17 pt once the HIG tracking is taken off (checked string by string on the recordings), and
from 20 pt on SF Pro Display sets every glyph about 0.055 em tighter than SF Pro Text, at every display size
recorded (20–40 pt), so display sizes share the text sizes' tables and add one tightening, a small delta per
character (and weight), a smaller one per recorded display size (SF Pro's optical size) and a tracking
correction per weight and size. Characters are shared by the weights (a table for 400 plus a slope towards
700, both fitted on every weight's strings, and a small correction of the weight's own); pairs are shared by
the weights and both bands, with a small correction per weight; so are the class pairs (kern_classes), which
carry what the recorded pairs show to pairs of the same classes never recorded. Italics use the upright's
tables and one tracking of their own. Fitted are only weights with at least MIN_ROWS strings at text sizes
(400–700); the others keep the plain width factor.

The fit is an interval regression: a recorded width is the true width rounded up to the half point, so a
prediction only has to fall in (w − 0.5, w]. It uses every recorded single-line width: texts without a
proposal, texts with a proposal they fit in, and concatenations of runs (`Text + Text`) on one line.

Accuracy on strings the fit never saw: the strings are split in two by a hash of the text (a string's
recordings at every size, weight and platform stay on one side); the model is fitted on one half and scored on
the other, counting each platform's recordings of the unconstrained single-line strings as before. It is
reported twice, with the collected frames left out of the training half and with them in, on the same test
strings (the text-metrics files', the frames' own, the italics).

    .build/pyvenv/bin/python scripts/fit_text_calibration.py            # fit, report, write the Swift tables
    .build/pyvenv/bin/python scripts/fit_text_calibration.py --check    # fit and report only
    … --quick                                                           # the held-out fits with the frames only
"""

import functools
import json
import os
import sys
import zlib
from collections import defaultdict

import numpy as np
import uharfbuzz as hb

# The Inter faces and their folder, Apple's tracking table and the text styles (point size and default
# weight per platform, docs/PLATFORMS.md): the text model's, in one place.
from text_model import FONT_DIR, STYLES, TRACK_DISPLAY, TRACK_TEXT, WEIGHT_FACE as FACES

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = {
    platform: os.path.join(ROOT, "Tests", "Fixtures", "text-metrics", f"{platform}-26.json")
    for platform in ("macos", "ios")
}
#: Text frames of the golden fixtures and further swiftui-web recordings (scripts/collect_text_frames.py).
FRAMES = os.path.join(ROOT, "Tests", "Fixtures", "text-metrics", "frames-26.json")
OUT = os.path.join(ROOT, "Sources", "SwiftLayout", "Text", "SFProCalibration.swift")
# The width factors of FontTextMeasurer.swift (InterCalibration.text): Inter's advance × factor.
TEXT_FACTOR = {
    100: 0.996,
    200: 0.996,
    300: 0.996,
    400: 0.996,
    500: 1.010,
    600: 1.010,
    700: 1.022,
    800: 1.058,
    900: 1.058,
}
# Apple's HIG tracking table (1/1000 em): SF Pro Text below 20 pt, SF Pro Display from 20 pt; a size between
# two listed ones takes the smaller one's value (FontTextMeasurer.swift, SFTracking). text_model.py holds it.
TRACKING = sorted({**TRACK_TEXT, **TRACK_DISPLAY}.items())
DISPLAY_SIZE = 20
#: Weights with at least this many strings at text sizes get tables (the rest keep the plain factor).
MIN_ROWS = 50
#: Ridge (prior strength) per parameter kind: c shared character, cw its slope over the weight, co a weight's
#: own character correction, d display delta per character, dw its weight's own part, ds per display size, p
#: shared pair, pw a weight's own pair part, t tracking per text size and weight, dt per display size and
#: weight; g (per glyph and weight) and dd (the display tightening) are free. Chosen on the held-out split
#: (both halves) among a few values; in-sample accuracy was not the criterion.
RIDGE = {
    "it": 0.0,
    "c": 1.0,
    "cw": 1.0,
    "co": 30.0,
    "d": 10.0,
    "dw": 30.0,
    "p": 30.0,
    "pw": 100.0,
    "pc": 3.0,
    "ds": 100.0,
    "g": 0.0,
    "dd": 0.0,
    "t": 1.0,
    "dt": 1.0,
}
RIDGE.update(json.loads(os.environ.get("RIDGE", "{}")))
SOLVER = {"iterations": 30, "margin": 0.02, "inside": 0.3}
SOLVER.update(json.loads(os.environ.get("SOLVER", "{}")))
#: Pairs seen in at least this many fitted strings get a kerning correction.
MIN_PAIR = int(os.environ.get("MIN_PAIR", "2"))
#: Pairs seen in at least this many fitted strings of one weight also get a correction of that weight's own.
MIN_WEIGHT_PAIR = int(os.environ.get("MIN_WEIGHT_PAIR", "2"))
_fonts = {}


def load(path):
    """A JSON file's contents."""
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def hig_tracking(size):
    value = TRACKING[0][1]
    for s, v in TRACKING:
        if s <= size + 1e-9:
            value = v
    return value * size / 1000


@functools.cache
def shape(text, weight):
    """Inter's (text face) advance of `text` in em and its glyph count."""
    if not text:
        return 0.0, 0
    if weight not in _fonts:
        face = hb.Face(hb.Blob.from_file_path(os.path.join(FONT_DIR, f"Inter-{FACES[weight]}.otf")))
        _fonts[weight] = (hb.Font(face), face.upem)
    font, upem = _fonts[weight]
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    return sum(p.x_advance for p in buf.glyph_positions) / upem, len(buf.glyph_positions)


@functools.cache
def kern_classes():
    """Inter's kerning classes (Inter Regular), found by behaviour over the recorded characters: characters with
    the same kerning against every following recorded character share a right class, those with the same kerning
    after every preceding one a left class; a character Inter never kerns on a side has no class there. SF Pro
    and Inter are both grotesques kerned by classes of glyph sides (round, straight, diagonal): a class pair's
    difference learned from the pairs seen carries over to the pairs of the same classes not seen."""
    keys = [k for p in DATA for k in load(DATA[p])["entries"]]
    keys += [k for p in DATA for k in load(FRAMES)["entries"][p]]
    chars = sorted({c for k in keys for c in k.split("|", 2)[2]} - {"\n"})
    kern = {(a, b): round(shape(a + b, 400)[0] - shape(a, 400)[0] - shape(b, 400)[0], 6) for a in chars for b in chars}
    right = {a: tuple(kern[a, b] for b in chars) for a in chars}
    left = {b: tuple(kern[a, b] for a in chars) for b in chars}
    out = {}
    for side, table in (("right", right), ("left", left)):
        ids = {}
        for c, vector in table.items():
            out[side, c] = None if not any(vector) else ids.setdefault(vector, len(ids))
    return out


def kern_class(c, side):
    return kern_classes().get((side, c))


def font_of(key, platform):
    """(size, weight, italic) of a recorded font key (`style:<style>[:w<weight>][:italic]`,
    `system:<size>:<weight>:default[:italic]`), or None for other designs and unknown keys."""
    parts = key.split(":")
    if parts[0] == "style" and len(parts) > 1 and parts[1] in STYLES[platform]:
        size, weight = STYLES[platform][parts[1]]
        for p in parts[2:]:
            if p.startswith("w"):
                weight = int(p[1:])
        return float(size), weight, parts[-1] == "italic"
    if parts[0] == "system" and len(parts) in (4, 5) and parts[3] == "default" and parts[4:] in ([], ["italic"]):
        return float(parts[1]), int(parts[2]), len(parts) == 5
    return None


def runs_of(key, platform):
    """The runs [(text, size, weight, italic)] of a recorded single-line key, or None."""
    font, proposal, text = key.split("|", 2)
    if "\n" in text or ";" in proposal:
        return None
    if not font.startswith("rich:"):
        f = font_of(font, platform)
        return None if f is None else [(text, *f)]
    runs, units, at = [], text.encode("utf-16-le"), 0
    for spec in font[len("rich:") :].split(","):
        name, length = spec.rsplit("=", 1)
        f = font_of(name, platform)
        if f is None:
            return None
        piece = units[at * 2 : (at + int(length)) * 2].decode("utf-16-le")
        at += int(length)
        runs.append((piece, *f))
    return runs


def entries_of(platform):
    """The recorded entries of a platform: the text-metrics file's, then (origin "frames") the Text frames of the
    golden fixtures and further swiftui-web recordings that scripts/collect_text_frames.py gathered, where the
    text-metrics file does not have the key."""
    entries = load(DATA[platform])["entries"]
    out = [(key, value, "metrics") for key, value in entries.items()]
    frames = load(FRAMES)["entries"][platform]
    return out + [(key, value, "frames") for key, value in frames.items() if key not in entries]


def rows():
    """Every recorded single-line width: (runs, width, platform, key, origin). A text with a proposal counts when
    it is one line narrower than the proposal (its height is the font's one-line height)."""
    out = []
    for platform in DATA:
        entries = entries_of(platform)
        one_line = {}
        for key, value, _ in entries:
            font, proposal, text = key.split("|", 2)
            if proposal == "" and "\n" not in text:
                one_line.setdefault(font, value["height"])
        for key, value, origin in entries:
            font, proposal, text = key.split("|", 2)
            runs = runs_of(key, platform)
            if runs is None or not text:
                continue
            if proposal and (
                proposal == "0.0" or value["width"] >= float(proposal) - 0.5 or value["height"] != one_line.get(font)
            ):
                continue
            out.append(
                dict(
                    runs=runs,
                    width=value["width"],
                    platform=platform,
                    key=key,
                    origin=origin,
                    single=proposal == "" and not font.startswith("rich:") and not runs[0][3],
                )
            )
    return out


def fitted_weights(rs):
    counts = defaultdict(int)
    for r in rs:
        for _, size, weight, _ in r["runs"]:
            counts[weight] += size < DISPLAY_SIZE
    return {w for w, n in counts.items() if n >= MIN_ROWS}


def base_width(r):
    """The uncorrected model: Inter's advance × the weight's factor + HIG tracking (italics: the upright's)."""
    total = 0.0
    for text, size, weight, _ in r["runs"]:
        advance, glyphs = shape(text, weight)
        total += advance * size * TEXT_FACTOR[weight] + glyphs * hig_tracking(size)
    return total


def features(r, weights, pairs):
    out = defaultdict(float)
    for text, size, weight, italic in r["runs"]:
        if weight not in weights:
            continue
        glyphs = shape(text, weight)[1]
        if italic:
            out[("it",)] += glyphs * size
        slope = (weight - 400) / 300
        for c in text:
            out[("c", c)] += size
            out[("cw", c)] += size * slope
            out[("co", weight, c)] += size
            if size >= DISPLAY_SIZE:
                out[("d", c)] += size
                out[("dw", weight, c)] += size
                out[("ds", size, c)] += size
        for a, b in zip(text, text[1:]):
            ca, cb = kern_class(a, "right"), kern_class(b, "left")
            if ca is not None and cb is not None:
                out[("pc", ca, cb)] += size
            if a + b in pairs:
                out[("p", a + b)] += size
            if (weight, a + b) in pairs:
                out[("pw", weight, a + b)] += size
        out[("g", weight)] += glyphs * size
        if size >= DISPLAY_SIZE:
            out[("dd",)] += glyphs * size
            out[("dt", weight, size)] += glyphs
        else:
            out[("t", weight, size)] += glyphs
    return out


def ceil_half(x):
    return np.ceil(np.asarray(x) * 2 - 1e-6) / 2


class Fit:
    def __init__(self, rs):
        # Identical recordings (the same runs on both platforms) count once.
        unique = {}
        for r in rs:
            unique.setdefault((tuple(r["runs"]), r["width"]), r)
        rs = list(unique.values())
        self.weights = fitted_weights(rs)
        counts = defaultdict(set)
        for r in rs:
            for text, _size, weight, _ in r["runs"]:
                if weight in self.weights:
                    for a, b in zip(text, text[1:]):
                        counts[a + b].add(text)
                        counts[(weight, a + b)].add(text)
        self.pairs = {
            p for p, strings in counts.items() if len(strings) >= (MIN_PAIR if isinstance(p, str) else MIN_WEIGHT_PAIR)
        }
        self.index = {}
        feats = [features(r, self.weights, self.pairs) for r in rs]
        for f in feats:
            for k in f:
                self.index.setdefault(k, len(self.index))
        a = self.matrix(feats)
        base = np.array([base_width(r) for r in rs])
        w = np.array([r["width"] for r in rs])
        reg = np.diag([RIDGE[k[0]] for k in self.index]) + 1e-9 * np.eye(len(self.index))
        x = np.linalg.solve(a.T @ a + reg, a.T @ (w - 0.25 - base))
        # Interval regression: pull only the predictions outside (w − ½, w] to the nearer edge (those inside
        # keep a weak pull to where they are); predictions more than 0.75 pt out (outliers) count little.
        for _ in range(SOLVER["iterations"]):
            p = base + a @ x
            target = np.clip(p, w - 0.5 + SOLVER["margin"], w - SOLVER["margin"])
            miss = np.abs(p - target)
            weight = np.where(miss > 0.75, 0.05, np.where(miss > 0, 1.0, SOLVER["inside"]))
            aw = a * weight[:, None]
            x = np.linalg.solve(aw.T @ a + reg, aw.T @ (target - base))
        self.x = x

    def matrix(self, feats):
        a = np.zeros((len(feats), len(self.index)))
        for i, f in enumerate(feats):
            for k, v in f.items():
                j = self.index.get(k)
                if j is not None:
                    a[i, j] = v
        return a

    def predict(self, rs):
        a = self.matrix([features(r, self.weights, self.pairs) for r in rs])
        return ceil_half(np.array([base_width(r) for r in rs]) + a @ self.x)

    def value(self, *key):
        j = self.index.get(key)
        return 0.0 if j is None else float(self.x[j])

    def tables(self):
        chars = {w: {} for w in sorted(self.weights)}
        for k in self.index:
            if k[0] == "c":
                for w in chars:
                    chars[w][k[1]] = (
                        self.value("c", k[1]) + self.value("cw", k[1]) * (w - 400) / 300 + self.value("co", w, k[1])
                    )
        display = {w: {} for w in chars}
        for k in self.index:
            if k[0] == "d":
                for w in chars:
                    display[w][k[1]] = self.value("d", k[1]) + self.value("dw", w, k[1])
        pairs = {w: {} for w in chars}
        for k in self.index:
            if k[0] == "p":
                for w in chars:
                    pairs[w][k[1]] = self.value("p", k[1]) + self.value("pw", w, k[1])
        tracking = {w: {k[2]: self.value(*k) for k in self.index if k[0] == "t" and k[1] == w} for w in chars}
        display_tracking = {w: {k[2]: self.value(*k) for k in self.index if k[0] == "dt" and k[1] == w} for w in chars}
        glyph = {w: self.value("g", w) for w in chars}
        by_size = defaultdict(dict)
        for k in self.index:
            if k[0] == "ds":
                by_size[k[1]][k[2]] = self.value(*k)
        return chars, glyph, display, dict(by_size), pairs, tracking, display_tracking, self.value("dd")


def raw_width(fit, runs):
    """The fitted model's unrounded width of `runs`."""
    r = {"runs": runs}
    return base_width(r) + sum(
        v * fit.x[fit.index[k]] for k, v in features(r, fit.weights, fit.pairs).items() if k in fit.index
    )


def pieces(chars, start, end):
    """The runs [(text, size, weight, italic)] of chars[start:end] (chars: [(character, size, weight, italic)])."""
    out = []
    for c, *font in chars[start:end]:
        if out and list(out[-1][1:]) == font:
            out[-1] = (out[-1][0] + c, *font)
        else:
            out.append((c, *font))
    return out


def wrapped_lines(fit, chars, limit):
    """The lines of a text (chars) wrapped to `limit` by the rules of FontTextMeasurer.swift: greedy at spaces,
    a line broken at a space keeps it, a two-line paragraph avoids a lone last word. Ranges of chars; None when a
    word is wider than the line (broken between characters: not used)."""

    def width(a, b):
        return raw_width(fit, pieces(chars, a, b))

    lines, start = [], 0
    while start <= len(chars):
        end = next((k for k in range(start, len(chars)) if chars[k][0] == "\n"), len(chars))
        words, k = [], start
        while k < end:
            if chars[k][0] == " ":
                k += 1
                continue
            j = k
            while j < end and chars[j][0] != " ":
                j += 1
            words.append((k, j))
            k = j
        paragraph, line = [], None
        for a, b in words:
            if width(a, b) > limit + 1e-9:
                return None
            if line is None:
                line = [a, b]
            elif width(line[0], b) <= limit + 1e-9:
                line[1] = b
            else:
                paragraph.append((line[0], a))
                line = [a, b]
        paragraph.append(tuple(line) if line else (start, start))
        if len(paragraph) == 2:
            first, second = paragraph
            inner = [w for w in words if first[0] <= w[0] < first[1]]
            if (
                len([w for w in words if second[0] <= w[0] < second[1]]) == 1
                and len(inner) >= 2
                and width(inner[-1][0], second[1]) <= limit + 1e-9
            ):
                paragraph = [(first[0], inner[-1][0]), (inner[-1][0], second[1])]
        lines += paragraph
        start = end + 1
    return lines


def middle_truncated(fit, rest, ellipsis, limit):
    """A line cut in the middle (FontTextMeasurer.swift, truncatedWidth): the ellipsis stands in the middle of
    the line, and the head and the tail each keep as many characters as fit in half of what the ellipsis
    leaves (the spaces next to the ellipsis dropped)."""
    half = (limit - raw_width(fit, ellipsis)) / 2

    def trimmed(kept, leading):
        while kept and kept[0 if leading else -1][0] == " ":
            kept = kept[1:] if leading else kept[:-1]
        return pieces(kept, 0, len(kept))

    head = max(k for k in range(len(rest) + 1) if raw_width(fit, trimmed(rest[:k], False)) <= half + 1e-9)
    tail = max(
        k for k in range(len(rest) - head + 1) if raw_width(fit, trimmed(rest[len(rest) - k :], True)) <= half + 1e-9
    )
    return trimmed(rest[:head], False) + ellipsis + trimmed(rest[len(rest) - tail :], True)


def line_rows(fit):
    """Rows for the widest line of every recorded wrapped or truncated text whose lines the model breaks as
    SwiftUI did: that line's width is the recorded width (when not capped at the proposal). A truncated line is
    its kept text and the ellipsis as a run of its own."""
    out = []
    for platform, path in DATA.items():
        for key, value in load(path)["entries"].items():
            font, proposal, text = key.split("|", 2)
            options = proposal.split(";")
            if (
                not options[0]
                or float(options[0]) <= 0
                or any(o[:1] in "ksr" or o.startswith("tr") for o in options[1:])
            ):
                continue
            limit = float(options[0])
            if value["width"] >= limit - 1e-9:
                continue
            runs = runs_of(f"{font}||{text.replace(chr(10), ' ')}", platform)
            if runs is None or any(w not in fit.weights for _, _, w, _ in runs):
                continue
            chars = [(c, *font) for t, *font in runs for c in t]
            chars = [(t, *font) for (_, *font), t in zip(chars, text)]
            lines = wrapped_lines(fit, chars, limit)
            if lines is None:
                continue
            most = next((int(o[1:]) for o in options[1:] if o.startswith("l")), None)
            mode = "head" if "thead" in options else "middle" if "tmiddle" in options else "tail"
            candidates = [pieces(chars, a, b) for a, b in lines[:most]]
            if most is not None and len(lines) > most:
                rest = [(" " if c == "\n" else c, *font) for c, *font in chars[lines[most - 1][0] :]]
                ellipsis = [("…", *rest[-1][1:])]
                best = None
                if mode == "middle":
                    best = middle_truncated(fit, rest, ellipsis, limit)
                for keep in range(len(rest) + 1 if mode != "middle" else 0):
                    if mode == "tail":
                        kept = rest[:keep]
                        while kept and kept[-1][0] == " ":
                            kept = kept[:-1]
                        line = pieces(kept, 0, len(kept)) + ellipsis
                    else:
                        kept = rest[len(rest) - keep :]
                        while kept and kept[0][0] == " ":
                            kept = kept[1:]
                        line = ellipsis + pieces(kept, 0, len(kept))
                    if raw_width(fit, line) <= limit + 1e-9:
                        best = line
                candidates[-1] = best
            widths = sorted(((raw_width(fit, c), c) for c in candidates), key=lambda x: -x[0])
            # The widest line must be the model's too, clearly (a second line within half a point could be it).
            if abs(ceil_half(widths[0][0]) - value["width"]) > 0.5 or (
                len(widths) > 1 and widths[1][0] > widths[0][0] - 0.5
            ):
                continue
            out.append(
                dict(runs=widths[0][1], width=value["width"], platform=platform, key=key, single=False, split=text)
            )
    return out


def held_out(r):
    """The split by string: a string's recordings at every size, weight and platform stay on one side (a line
    of a wrapped or truncated text stays with its whole text)."""
    return zlib.crc32(r.get("split", "".join(t for t, *_ in r["runs"])).encode()) % 2 == 1


def score(fit, rs):
    """Per (band, platform): recorded widths and how many the model puts within 0.34 pt."""
    out = defaultdict(lambda: [0, 0])
    predicted = fit.predict(rs) if rs else []
    for r, p in zip(rs, predicted):
        band = "display" if r["runs"][0][1] >= DISPLAY_SIZE else "text"
        out[(band, r["platform"])][0] += 1
        out[(band, r["platform"])][1] += abs(p - r["width"]) <= 0.34
    return out


def fit_all(rs, keep=lambda r: True):
    """A fit on the single-line rows, then again with the widest lines of the wrapped and truncated texts that
    `keep` admits."""
    return Fit(rs + [r for r in line_rows(Fit(rs)) if keep(r)])


def fmt(result):
    return "; ".join(
        f"{band} sizes {platform} {ok}/{n} ({ok / n:.0%})" for (band, platform), (n, ok) in sorted(result.items())
    )


def report(rs, argv=()):
    """Held-out accuracy (fitted on one half of the strings, scored on the other, both ways) and in-sample. The
    held-out fits are made twice, without and with the collected frames in the training half (`--quick`: with
    them only); both are scored on the same held-out strings: the text-metrics files' and the frames' own
    unconstrained single-line strings, and every recording with an italic run."""
    weights = fitted_weights(rs)
    single = [r for r in rs if r["single"] and r["runs"][0][2] in weights]
    italic = [r for r in rs if any(run[3] for run in r["runs"])]
    sets = {
        "metrics": lambda test: [r for r in single if test(r) and r["origin"] == "metrics"],
        "frames": lambda test: [r for r in single if test(r) and r["origin"] == "frames"],
        "italic": lambda test: [r for r in italic if test(r)],
    }
    variants = (
        (("with frames", lambda r: True),)
        if "--quick" in argv
        else (("without frames", lambda r: r["origin"] == "metrics"), ("with frames", lambda r: True))
    )
    for variant, admit in variants:
        totals = {name: defaultdict(lambda: [0, 0]) for name in sets}
        for test_half in (True, False):
            train = [r for r in rs if held_out(r) != test_half and admit(r)]
            fit = fit_all(train, lambda r, half=test_half: held_out(r) != half)
            for name, chosen in sets.items():
                for k, (n, ok) in score(fit, chosen(lambda r, half=test_half: held_out(r) == half)).items():
                    totals[name][k][0] += n
                    totals[name][k][1] += ok
        for name, result in totals.items():
            print(f"held-out (both halves), trained {variant}, {name} recordings: {fmt(result)}")
    fit = fit_all(rs)
    print("in-sample: " + fmt(score(fit, single)) + "; italic " + fmt(score(fit, italic)))
    return fit


def swift_table(name, kind, data, key, indent="    "):
    lines = [f"{indent}static let {name}: {kind} = ["]
    for k, v in sorted(data.items()):
        if isinstance(v, dict):
            body = ", ".join(f"{key(kk)}: {vv:.5f}" for kk, vv in sorted(v.items()))
            lines.append(f"{indent}    {k}: [{body}],")
        else:
            lines.append(f"{indent}    {key(k)}: {v:.5f},")
    lines.append(f"{indent}]")
    return lines


def write(fit):
    chars, glyph, display, by_size, pairs, tracking, display_tracking, tightening = fit.tables()

    def text(c):
        return json.dumps(c, ensure_ascii=False)

    def size(s):
        return f"{s:g}"

    lines = [
        "// Generated by scripts/fit_text_calibration.py from Tests/Fixtures/text-metrics/{macos,ios,frames}-26.json",
        "// (SwiftUI text sizes recorded on macOS 26 and iOS 26.0 by github.com/iamcgn/swiftui-web). Do not edit.",
        "// docs/TEXT.md explains the model and the fit. Every table is keyed by weight (the fitted ones, 400-700);",
        "// differences are SF Pro minus Inter's text face scaled by the weight's width factor.",
        "",
        "enum SFProCalibration {",
    ]
    for doc, name, kind, data, key in (
        (
            "SF Pro's advance minus Inter's per character (em), at every size.",
            "characters",
            "[Int: [Character: Double]]",
            chars,
            text,
        ),
        (
            "SF Pro's advance minus Inter's common to every glyph (em per glyph), at every size.",
            "glyphs",
            "[Int: Double]",
            glyph,
            str,
        ),
        (
            "At display sizes (≥ 20 pt): the character's further difference (em).",
            "displayCharacters",
            "[Int: [Character: Double]]",
            display,
            text,
        ),
        (
            "At each recorded display size, every weight: the character's difference there "
            "(em; SF Pro's optical size).",
            "displaySizeCharacters",
            "[Double: [Character: Double]]",
            by_size,
            text,
        ),
        (
            "Kerning differences per character pair (em), at every size.",
            "pairs",
            "[Int: [String: Double]]",
            pairs,
            text,
        ),
        (
            "Per text size: a tracking correction (pt per glyph) on top of Apple's HIG table.",
            "tracking",
            "[Int: [Double: Double]]",
            tracking,
            size,
        ),
        (
            "Per display size: a tracking correction (pt per glyph) on top of the HIG table and the tightening.",
            "displayTracking",
            "[Int: [Double: Double]]",
            display_tracking,
            size,
        ),
    ):
        lines.append(f"    /// {doc}")
        lines += swift_table(name, kind, data, key)
    lines.append(
        "    /// How much tighter SF Pro Display sets each glyph than SF Pro Text (em per glyph; negative: tighter)."
    )
    lines.append(f"    static let displayTightening = {tightening:.5f}")
    # Kerning classes: only those of the class pairs fitted.
    used = {(k[1], k[2]) for k in fit.index if k[0] == "pc"}
    firsts, seconds = {a for a, _ in used}, {b for _, b in used}
    right = {c: v for (side, c), v in kern_classes().items() if side == "right" and v in firsts}
    left = {c: v for (side, c), v in kern_classes().items() if side == "left" and v in seconds}
    class_pairs = defaultdict(dict)
    for a_, b_ in used:
        class_pairs[a_][b_] = fit.value("pc", a_, b_)
    for doc, name, kind, data, key in (
        (
            "Inter's kerning class of a character's right side (the classes of kern_classes() in the fit script).",
            "kernRightClass",
            "[Character: Int]",
            right,
            text,
        ),
        ("Inter's kerning class of a character's left side.", "kernLeftClass", "[Character: Int]", left, text),
        (
            "Kerning differences per class pair (em), every weight and size: right class of the first character, "
            "left class of the second.",
            "classPairs",
            "[Int: [Int: Double]]",
            dict(class_pairs),
            str,
        ),
    ):
        lines.append(f"    /// {doc}")
        if kind == "[Character: Int]":
            lines.append(f"    static let {name}: {kind} = [")
            items = sorted(data.items())
            for k in range(0, len(items), 12):
                lines.append("        " + ", ".join(f"{text(c)}: {v}" for c, v in items[k : k + 12]) + ",")
            lines.append("    ]")
        else:
            lines += swift_table(name, kind, data, key)
    lines.append(
        "    /// SF Pro's italic against its upright (em per glyph): italics use the upright tables plus this."
    )
    lines.append(f"    static let italicTracking = {fit.value('it'):.5f}")
    lines.append("}")
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote", os.path.relpath(OUT, ROOT))


def main(argv):
    rs = rows()
    fit = report(rs, argv)
    if "--check" not in argv:
        write(fit)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
