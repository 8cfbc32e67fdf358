"""Layout lint: problems a laid-out screen shows in its frames, each naming the view, the rule and the
amount. :meth:`swiftlayout.Layout.lint` runs the rules; ``Layout.svg(lint=True)`` highlights them;
``swiftlayout lint FILE.py`` (``python -m swiftlayout.lint``) runs them on a script's view.

Rules (``RULES``):

``overflow-screen``   a view reaches past the screen (the outermost view of a branch that does)
``overflow-parent``   a view is larger than, or placed outside, its parent (stacks whose children do not
                      fit, a frame smaller than its content); scroll content, offsets, positions, layers
                      that ignore the safe area and the bars of navigation and tab views are exempt
``unsafe-area``       content (text, controls, images) under the status bar / Dynamic Island, the home
                      indicator or a side inset, outside scroll views and views that ignore the safe area
``truncated-text``    a Text whose frame is shorter than its full wrapped height at its width (a line
                      limit of 1 with a frame narrower than the text's one-line width, or too few lines)
``overlap``           two siblings of a stack whose frames intersect
``zero-size``         a view (not a Spacer) with zero width or height (the outermost of a wrapper chain)
``small-tap-target``  a control (Button, Toggle, TextField, SecureField, Slider, Stepper, Picker) whose
                      tappable frame — its List row when it is in one — is under 44 × 44 pt (20 on macOS)

The rules read only frames, kinds and views: a closed or unpickled Layout lints too. Measuring a text's
full height lays it out once more, alone, in the run's environment (``measure``).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from ..modifiers.text import LineLimitModifier
from ..views import ModifiedContent, Text, View, VStack
from ..document import encode_binary
from ..geometry import Rect
from ..render.svg import DrawnLayout, Highlight

__all__ = ["Finding", "Findings", "RULES", "MAX_FINDINGS", "lint_layout", "highlights", "TAP_TARGET", "CONTROL_KINDS"]

RULES = (
    "overflow-screen",
    "overflow-parent",
    "unsafe-area",
    "truncated-text",
    "overlap",
    "zero-size",
    "small-tap-target",
)
#: The smallest comfortable tap target per platform family (Apple's Human Interface Guidelines).
TAP_TARGET = {"iOS": 44.0, "macOS": 20.0}
CONTROL_KINDS = ("Button", "Toggle", "TextField", "SecureField", "Slider", "Stepper", "Picker")
CONTENT_KINDS = ("Text", "Image", "Image(systemName:)", "Label", "ProgressView") + CONTROL_KINDS
STACK_KINDS = ("VStack", "HStack", "LazyVStack", "LazyHStack")
SCROLL_KINDS = ("ScrollView", "List", "LazyVGrid", "LazyHGrid", "LazyVStack", "LazyHStack")
#: Containers whose content legitimately reaches outside their own frame (under bars, scrolled).
FREE_CONTENT_KINDS = ("ScrollView", "List", "NavigationStack", "NavigationSplitView", "TabView")
#: Wrappers that move or extend their content on purpose.
FREE_WRAPPER_KINDS = ("OffsetEffect", "PositionLayout", "SafeAreaIgnoringLayout")
BAR_KINDS = ("NavigationBar", "TabBar")

#: measure(view) lays ``view`` out in the linted layout's environment and returns that layout.
Measure = Callable[[View], DrawnLayout]


@dataclass(frozen=True)
class Finding:
    """One lint finding: the ``rule``, the node (``index``, ``kind``, nearest ``id``, ``path`` of kinds
    and ids from the root, modifiers included), the ``amount`` in points, a ``message`` and the ``rect``
    the picture highlights."""

    rule: str
    index: int
    kind: str
    id: Optional[str]
    path: str
    amount: float
    message: str
    rect: Rect

    def __str__(self) -> str:
        return f"{self.rule}: {self.path}: {self.message}"


#: The most findings one rule reports in one layout (``max_findings``): past it the rule stops looking, so a
#: screen of 3,000 overlapping views costs what its first findings cost, not millions of pairs. The rules
#: that hit the cap are in the result's ``capped``.
MAX_FINDINGS = 100


class Findings(List[Finding]):
    """The findings of :func:`lint_layout` (a list), with ``capped``: the rules that stopped at
    ``max_findings`` (more of their findings exist than the list holds)."""

    capped: Tuple[str, ...] = ()


class _Tree:
    """The layout as flat arrays, read once: frames (x, y, width, height per node, pre-order), parent
    indices, kinds, type names, ids and views; per node, what its ancestors are (scroll views, free
    wrappers, content, controls, the nearest List row), found in one pass (a parent comes before its
    children in pre-order), so that no rule walks up the tree per node."""

    def __init__(self, layout: DrawnLayout) -> None:
        self.layout = layout
        arrays = getattr(layout, "_arrays", None)
        frames = getattr(layout, "frames", None)
        if arrays is not None and frames is not None:
            tree = arrays()
            self.kind: List[str] = tree.kind
            self.wrapper: List[int] = tree.modifier
            self.ids: List[Optional[str]] = tree.ids
            self.parent: List[Optional[int]] = [None if p < 0 else p for p in tree.parent]
            self.kids: List[List[int]] = tree.children
            self.f: Sequence[float] = frames
            views = getattr(layout, "_views", None)
            self._view_list: Optional[List[Any]] = None
            self._view_source = views
        else:  # any other DrawnLayout: its nodes
            nodes = list(layout.nodes)
            self.kind = [node.kind for node in nodes]
            self.wrapper = [1 if node.type_name.startswith("ModifiedContent<") else 0 for node in nodes]
            self.ids = [node.id for node in nodes]
            self.parent = [None] * len(nodes)
            self.kids = [[] for _ in nodes]
            for node in nodes:
                for c in node.children:
                    self.parent[c.index] = node.index
                    self.kids[node.index].append(c.index)
            flat: List[float] = []
            for node in nodes:
                flat.extend(node.frame)
            self.f = flat
            self._view_list = [node.view for node in nodes]
            self._view_source = None
        n = len(self.kind)
        self.count = n
        kind, parent = self.kind, self.parent
        # Per node: under a scroll container; free (itself or an ancestor a free wrapper or a bar); under a
        # content view; under a control; the nearest ListRow ancestor (-1: none).
        under_scroll = [False] * n
        free = [False] * n
        under_content = [False] * n
        under_control = [False] * n
        row = [-1] * n
        scroll_kinds, free_kinds = frozenset(SCROLL_KINDS), frozenset(FREE_WRAPPER_KINDS + BAR_KINDS)
        content_kinds, control_kinds = frozenset(CONTENT_KINDS), frozenset(CONTROL_KINDS)
        for i in range(n):
            p = parent[i]
            k = kind[i]
            if p is None:
                free[i] = k in free_kinds
                continue
            pk = kind[p]
            under_scroll[i] = under_scroll[p] or pk in scroll_kinds
            free[i] = free[p] or k in free_kinds
            under_content[i] = under_content[p] or pk in content_kinds
            under_control[i] = under_control[p] or pk in control_kinds
            row[i] = p if pk == "ListRow" else row[p]
        self.under_scroll, self.free, self.under_content, self.under_control, self.row = (
            under_scroll,
            free,
            under_content,
            under_control,
            row,
        )

    def rect(self, index: int) -> Rect:
        f, k = self.f, 4 * index
        return Rect(f[k], f[k + 1], f[k + 2], f[k + 3])

    def view(self, index: int) -> Any:
        if self._view_list is None:
            self._view_list = self._view_source() if self._view_source is not None else [None] * self.count
        return self._view_list[index]

    def text_drawing(self, index: int) -> Optional[Dict[str, Any]]:
        """The engine's drawing of Text node ``index`` (``Node.text_drawing``: read from the engine, or kept by a
        closed or unpickled layout), or None."""
        reader = getattr(self.layout, "_text_drawing", None)
        lock = getattr(self.layout, "lock", None)
        if reader is not None and lock is not None:
            with lock:
                drawing = reader(index)
        else:
            nodes = self.layout.nodes
            drawing = getattr(nodes[index], "text_drawing", None) if index < len(nodes) else None
        return drawing if isinstance(drawing, dict) else None

    def ancestors(self, index: int) -> List[int]:
        out = []
        p = self.parent[index]
        while p is not None:
            out.append(p)
            p = self.parent[p]
        return out

    def label(self, index: int) -> str:
        text = self.kind[index] + (f"#{self.ids[index]}" if self.ids[index] else "")
        view = self.view(index)
        if isinstance(view, Text):  # (a Text the engine made, a control's title, has no view: no string)
            string = view.string if len(view.string) <= 24 else view.string[:23] + "…"
            text += f" {string!r}"
        return text

    def path(self, index: int) -> str:
        return " > ".join(self.label(i) for i in reversed([index] + self.ancestors(index)))

    def nearest_id(self, index: int) -> Optional[str]:
        """The node's id, or that of the wrapper chain around it (``.id()`` goes on the outermost)."""
        i: Optional[int] = index
        while i is not None:
            if self.ids[i]:
                return self.ids[i]
            p = self.parent[i]
            if p is None or not self.is_wrapper(p) or self.kids[p][0] != i:
                return None
            i = p
        return None

    def is_wrapper(self, index: int) -> bool:
        return bool(self.wrapper[index])

    def finding(self, rule: str, index: int, amount: float, message: str, rect: Optional[Rect] = None) -> Finding:
        return Finding(
            rule,
            index,
            self.kind[index],
            self.nearest_id(index),
            self.path(index),
            round(amount, 3),
            message,
            rect or self.rect(index),
        )


def _outside(inner: Rect, outer: Rect) -> float:
    """How far ``inner`` reaches past ``outer`` (the largest of the four edges; 0 when inside)."""
    return max(outer.x - inner.x, inner.max_x - outer.max_x, outer.y - inner.y, inner.max_y - outer.max_y, 0.0)


def _intersection(a: Rect, b: Rect) -> Optional[Rect]:
    x0, y0 = max(a.x, b.x), max(a.y, b.y)
    x1, y1 = min(a.max_x, b.max_x), min(a.max_y, b.max_y)
    return Rect(x0, y0, x1 - x0, y1 - y0) if x1 > x0 and y1 > y0 else None


def _platform_family(platform: Optional[str]) -> str:
    return "macOS" if platform and platform.lower().startswith("macos") else "iOS"


class _Capped(Exception):
    """A rule reached ``max_findings``."""


def lint_layout(
    layout: DrawnLayout,
    measure: Optional[Measure] = None,
    rules: Optional[Sequence[str]] = None,
    tolerance: float = 0.5,
    tap_target: Optional[float] = None,
    platform: Optional[str] = None,
    max_findings: int = MAX_FINDINGS,
    measure_key: Any = None,
) -> Findings:
    """Every finding of ``rules`` (default: all of RULES) in ``layout``; ``tolerance`` in points. Without
    ``measure`` the truncated-text rule is skipped (it needs to lay texts out alone). Each rule reports at
    most ``max_findings`` findings (its first, in node order; ``Findings.capped`` names the rules that
    stopped there). Every rule reads the layout's frame and parent arrays once: the time grows linearly
    with the nodes (the overlap rule sorts each stack's children: n log n). ``measure_key`` names the
    environment ``measure`` lays texts out in (hashable): texts measured before in it are not again."""
    chosen = tuple(RULES if rules is None else rules)
    unknown = [r for r in chosen if r not in RULES]
    if unknown:
        raise ValueError(f"unknown lint rule(s) {unknown}; rules: {', '.join(RULES)}")
    if isinstance(max_findings, bool) or not isinstance(max_findings, int) or max_findings < 1:
        raise ValueError(f"max_findings must be a whole number ≥ 1, got {max_findings!r}")
    tree = _Tree(layout)
    out = Findings()
    capped: List[str] = []
    tol = tolerance
    width, height = layout.screen
    minimum = tap_target if tap_target is not None else TAP_TARGET[_platform_family(platform)]
    f, n, kind, parent = tree.f, tree.count, tree.kind, tree.parent
    for rule in RULES:
        if rule not in chosen or (rule == "truncated-text" and measure is None):
            continue
        found: List[Finding] = []

        def add(finding: Finding, found: List[Finding] = found) -> None:
            found.append(finding)
            if len(found) >= max_findings:
                raise _Capped

        try:
            if rule == "overflow-screen":
                _overflow_screen(tree, add, tol, width, height)
            elif rule == "overflow-parent":
                _overflow_parent(tree, add, tol)
            elif rule == "unsafe-area":
                _unsafe_area(tree, add, tol, layout.safe_area, width, height)
            elif rule == "truncated-text":
                _truncated_texts(tree, measure, tol, add, measure_key)  # type: ignore[arg-type]
            elif rule == "overlap":
                _overlap(tree, add, tol, max_findings)
            elif rule == "zero-size":
                for i in range(n):
                    k = 4 * i
                    w, h = f[k + 2], f[k + 3]
                    # (A NavigationBar is 0 tall where the stack shows none: iOS 26's untitled root, a hidden bar.)
                    if (w > 0 and h > 0) or kind[i] in ("Spacer", "NavigationBar"):
                        continue
                    p = parent[i]
                    if p is not None and (f[4 * p + 2] <= 0 or f[4 * p + 3] <= 0):
                        continue  # reported on the outermost
                    what = "width" if w <= 0 and h > 0 else "height" if h <= 0 < w else "size"
                    add(tree.finding("zero-size", i, 0.0, f"zero {what} ({w:g} × {h:g})"))
            elif rule == "small-tap-target":
                controls = frozenset(CONTROL_KINDS)
                for i in range(n):
                    if kind[i] not in controls or tree.under_control[i]:
                        continue
                    target_index = tree.row[i] if tree.row[i] >= 0 else i
                    k = 4 * target_index
                    short = max(minimum - f[k + 2], minimum - f[k + 3], 0.0)
                    if short > tol:
                        target = tree.rect(target_index)
                        add(
                            tree.finding(
                                "small-tap-target",
                                i,
                                short,
                                f"tap target {_size(target)}, under {minimum:g} × {minimum:g} pt",
                                target,
                            )
                        )
        except _Capped:
            capped.append(rule)
        out.extend(found)
    out.capped = tuple(capped)
    return out


Add = Callable[[Finding], None]


def _overflow_screen(tree: _Tree, add: Add, tol: float, width: float, height: float) -> None:
    f, parent = tree.f, tree.parent
    screen = Rect(0, 0, width, height)

    def past(i: int) -> float:
        k = 4 * i
        x, y = f[k], f[k + 1]
        return max(-x, x + f[k + 2] - width, -y, y + f[k + 3] - height, 0.0)

    for i in range(tree.count):
        amount = past(i)
        if amount <= tol or tree.free[i] or tree.under_scroll[i]:
            continue
        p = parent[i]
        if p is None or past(p) <= tol:
            add(
                tree.finding(
                    "overflow-screen",
                    i,
                    _outside(tree.rect(i), screen),
                    f"reaches {amount:g} pt past the screen ({width:g} × {height:g})",
                )
            )


def _overflow_parent(tree: _Tree, add: Add, tol: float) -> None:
    f, parent, kind = tree.f, tree.parent, tree.kind
    exempt_parents = frozenset(FREE_CONTENT_KINDS)
    for i in range(tree.count):
        p = parent[i]
        # (A scroll view or list itself reaches under the bars, as SwiftUI's do: exempt too.)
        if (
            p is None
            or tree.free[i]
            or kind[p] in exempt_parents
            or tree.under_scroll[i]
            or kind[i] in ("ScrollView", "List")
        ):
            continue
        k, q = 4 * i, 4 * p
        x, y, px, py = f[k], f[k + 1], f[q], f[q + 1]
        amount = max(px - x, x + f[k + 2] - px - f[q + 2], py - y, y + f[k + 3] - py - f[q + 3], 0.0)
        if amount > tol:
            parent_rect = tree.rect(p)
            add(
                tree.finding(
                    "overflow-parent",
                    i,
                    amount,
                    f"reaches {amount:g} pt outside its parent {tree.label(p)} {_size(parent_rect)}",
                )
            )


def _unsafe_area(tree: _Tree, add: Add, tol: float, safe_area: Sequence[float], width: float, height: float) -> None:
    top, leading, bottom, trailing = safe_area
    regions = [
        ("the status bar / Dynamic Island" if top > 24 else "the status bar", Rect(0, 0, width, top)),
        ("the home indicator", Rect(0, height - bottom, width, bottom)),
        ("the leading inset", Rect(0, 0, leading, height)),
        ("the trailing inset", Rect(width - trailing, 0, trailing, height)),
    ]
    regions = [(name, r) for name, r in regions if r.width > 0 and r.height > 0]
    content = frozenset(CONTENT_KINDS)
    kind = tree.kind
    for i in range(tree.count):
        if kind[i] not in content or tree.under_content[i] or tree.free[i] or tree.under_scroll[i]:
            continue
        frame = tree.rect(i)
        for name, region in regions:
            part = _intersection(frame, region)
            if part is not None and min(part.width, part.height) > tol:
                depth = part.height if region.width == width else part.width
                add(tree.finding("unsafe-area", i, depth, f"{depth:g} pt under {name}", part))


def _overlap(tree: _Tree, add: Add, tol: float, limit: int) -> None:
    """Siblings of a stack whose frames intersect. Each stack's children are swept in order of where they
    start along the stack's axis, against those still open there (ending past that start): a stack whose
    children follow one another has at most one open at a time, so a stack of n children costs n log n;
    each pair found is reported on the later child, in children order."""
    f, kind, kids = tree.f, tree.kind, tree.kids
    stacks = frozenset(STACK_KINDS)
    for s in range(tree.count):
        if kind[s] not in stacks or len(kids[s]) < 2:
            continue
        vertical = kind[s].endswith("VStack")
        axis = 1 if vertical else 0
        children = kids[s]
        order = sorted(range(len(children)), key=lambda pos: f[4 * children[pos] + axis])
        open_: List[Tuple[float, int]] = []  # a heap of (end along the axis, position) still open
        pairs: List[Tuple[int, int, Rect]] = []
        for pos in order:
            c = children[pos]
            k = 4 * c
            start = f[k + axis]
            while open_ and open_[0][0] <= start + tol:
                heapq.heappop(open_)
            if open_:
                mine = tree.rect(c)
                for _, other in open_:
                    part = _intersection(tree.rect(children[other]), mine)
                    if part is not None and min(part.width, part.height) > tol:
                        a, b = (other, pos) if other < pos else (pos, other)
                        pairs.append((a, b, part))
                        if len(pairs) >= limit:  # (the rule stops at the cap: no more are reported)
                            break
            if len(pairs) >= limit:
                break
            heapq.heappush(open_, (start + f[k + 2 + axis], pos))
        pairs.sort(key=lambda t: (t[0], t[1]))
        for a, b, part in pairs:
            along = part.height if vertical else part.width
            add(
                tree.finding(
                    "overlap",
                    children[b],
                    along,
                    f"overlaps its sibling {tree.label(children[a])} by {along:g} pt ({_size(part)})",
                    part,
                )
            )


def _size(r: Rect) -> str:
    return f"{r.width:g} × {r.height:g}"


def _measurement_view(tree: _Tree, index: int, keep_line_limit: bool) -> Optional[View]:
    """The node's Text with the environment modifiers of its ancestors (fonts, traits, line limits),
    innermost first, so that it measures as it did in place."""
    view = tree.view(index)
    if not isinstance(view, Text):
        return None
    made: View = view
    for a in tree.ancestors(index):
        if not tree.kind[a].startswith("EnvironmentKeyWritingModifier"):
            continue
        wrapper = tree.view(a)
        if isinstance(wrapper, ModifiedContent):
            if isinstance(wrapper.modifier, LineLimitModifier) and not keep_line_limit:
                continue
            made = ModifiedContent(made, wrapper.modifier)
    return made


#: Texts measured by the truncated-text rule, by the environment, the text with its modifiers (its binary
#: document) and its width: a sweep lints the same texts on many screens. Bounded (``_MEASURED_LIMIT``).
_MEASURED: Dict[Any, Tuple[Rect, Rect]] = {}
_MEASURED_LIMIT = 100_000


def _truncated_texts(tree: _Tree, measure: Measure, tol: float, add: Add, measure_key: Any = None) -> None:
    """Texts shown shorter than their full height at their width. The engine measured each one in its own
    environment without its line limit (``Node.text_drawing``'s ``fullHeight``, ``idealWidth`` and
    ``idealHeight``): the font its List section (a footer's footnote), its control or its modifiers give it.
    A Text whose drawing the layout does not have (a closed layout's long text) is measured alone, all of
    them in one layout, a VStack of each text at its width (``fixed_size(vertical)``) and at its ideal size,
    with the environment modifiers of its ancestors: with a ``measure_key`` (the environment ``measure``
    lays out in), texts measured before in it are not measured again."""
    f, kind = tree.f, tree.kind
    texts = [i for i in range(tree.count) if kind[i] == "Text" and f[4 * i + 2] > 0 and f[4 * i + 3] > 0]
    probes: List[View] = []
    keys: List[int] = []
    sizes: Dict[int, Tuple[Rect, Rect]] = {}
    wanted: List[Tuple[int, Any]] = []
    for i in texts:
        free_view = _measurement_view(tree, i, keep_line_limit=False)
        if free_view is None:
            continue
        drawing = tree.text_drawing(i)
        if drawing is not None and "fullHeight" in drawing:
            r = tree.rect(i)
            sizes[i] = (
                Rect(r.x, r.y, r.width, float(drawing["fullHeight"])),
                Rect(r.x, r.y, float(drawing["idealWidth"]), float(drawing["idealHeight"])),
            )
            keys.append(i)
            continue
        cache_key = None
        if measure_key is not None:
            record = encode_binary(free_view)
            cache_key = None if record is None else (measure_key, record, f[4 * i + 2])
            known = _MEASURED.get(cache_key) if cache_key is not None else None
            if known is not None:
                sizes[i] = known
                keys.append(i)
                continue
        probes.append(free_view.fixed_size(horizontal=False, vertical=True).frame(width=f[4 * i + 2]))
        probes.append(free_view.fixed_size())
        keys.append(i)
        wanted.append((i, cache_key))
    if probes:
        measured = _Tree(measure(VStack(*probes, spacing=0)))
        # The probes are the root's children, in order; each one's Text is down its first children.
        found: List[Rect] = []
        for probe in measured.kids[0]:
            leaf = probe
            while measured.kind[leaf] != "Text" and measured.kids[leaf]:
                leaf = measured.kids[leaf][0]
            found.append(measured.rect(leaf))
        if len(_MEASURED) > _MEASURED_LIMIT:
            _MEASURED.clear()
        for k, (i, cache_key) in enumerate(wanted):
            sizes[i] = (found[2 * k], found[2 * k + 1])
            if cache_key is not None:
                _MEASURED[cache_key] = sizes[i]
    for i in keys:
        r = tree.rect(i)
        full, ideal = sizes[i]
        hidden = full.height - r.height
        if hidden > tol:
            if r.width + tol < ideal.width and r.height <= ideal.height + tol:
                message = (
                    f"{_n(r.width)} pt wide, {_n(r.height)} pt tall: its one line is {_n(ideal.width)} pt wide "
                    f"and it needs {_n(full.height)} pt to wrap at this width"
                )
            else:
                message = f"shows {_n(r.height)} of its {_n(full.height)} pt wrapped height at width {_n(r.width)}"
            add(tree.finding("truncated-text", i, hidden, message))


def _n(v: float) -> str:
    return f"{v:.4g}"


#: Highlight colour per rule.
COLORS = {
    "overflow-screen": "#e6194b",
    "overflow-parent": "#f58231",
    "unsafe-area": "#911eb4",
    "truncated-text": "#e6194b",
    "overlap": "#4363d8",
    "zero-size": "#808000",
    "small-tap-target": "#f032e6",
}


def highlights(findings: Sequence[Finding]) -> List[Highlight]:
    """What the SVG draws for ``findings``: each rect in its rule's colour, labelled."""
    return [
        Highlight(f.rect, f"{f.rule}: {f.id or f.kind} {f.amount:g} pt", COLORS.get(f.rule, "#e6194b"), str(f))
        for f in findings
    ]


def findings_table(findings: Sequence[Finding]) -> str:
    """The findings as text, one per line (what ``swiftlayout lint`` prints)."""
    if not findings:
        return "no findings"
    return "\n".join(f"{f.rule:17} {f.amount:8.4g} pt  {f.path}\n{'':28}{f.message}" for f in findings)
