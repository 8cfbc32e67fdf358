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

from dataclasses import dataclass
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from ..modifiers.text import LineLimitModifier
from ..views import ModifiedContent, Text, View, VStack
from ..geometry import Rect
from ..render.svg import DrawnLayout, Highlight

__all__ = ["Finding", "RULES", "lint_layout", "highlights", "TAP_TARGET", "CONTROL_KINDS"]

RULES = ("overflow-screen", "overflow-parent", "unsafe-area", "truncated-text", "overlap", "zero-size",
         "small-tap-target")
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


class _Tree:
    def __init__(self, layout: DrawnLayout) -> None:
        self.layout = layout
        self.nodes = list(layout.nodes)
        self.parent: List[Optional[int]] = [None] * len(self.nodes)
        self.kids: List[List[int]] = [[] for _ in self.nodes]
        for node in self.nodes:
            for child in node.children:
                self.parent[child.index] = node.index
                self.kids[node.index].append(child.index)

    def ancestors(self, index: int) -> List[int]:
        out = []
        p = self.parent[index]
        while p is not None:
            out.append(p)
            p = self.parent[p]
        return out

    def label(self, index: int) -> str:
        node = self.nodes[index]
        text = node.kind + (f"#{node.id}" if node.id else "")
        view = node.view
        if isinstance(view, Text):   # (a Text the engine made, a control's title, has no view: no string)
            string = view.string if len(view.string) <= 24 else view.string[:23] + "…"
            text += f" {string!r}"
        return text

    def path(self, index: int) -> str:
        return " > ".join(self.label(i) for i in reversed([index] + self.ancestors(index)))

    def nearest_id(self, index: int) -> Optional[str]:
        """The node's id, or that of the wrapper chain around it (``.id()`` goes on the outermost)."""
        i: Optional[int] = index
        while i is not None:
            if self.nodes[i].id:
                return self.nodes[i].id
            p = self.parent[i]
            if p is None or not self.is_wrapper(p) or self.kids[p][0] != i:
                return None
            i = p
        return None

    def is_wrapper(self, index: int) -> bool:
        return self.nodes[index].type_name.startswith("ModifiedContent<")

    def under(self, index: int, kinds: Sequence[str]) -> bool:
        return any(self.nodes[a].kind in kinds for a in self.ancestors(index))

    def finding(self, rule: str, index: int, amount: float, message: str, rect: Optional[Rect] = None) -> Finding:
        node = self.nodes[index]
        return Finding(rule, index, node.kind, self.nearest_id(index), self.path(index), round(amount, 3), message,
                       rect or node.frame)


def _outside(inner: Rect, outer: Rect) -> float:
    """How far ``inner`` reaches past ``outer`` (the largest of the four edges; 0 when inside)."""
    return max(outer.x - inner.x, inner.max_x - outer.max_x, outer.y - inner.y, inner.max_y - outer.max_y, 0.0)


def _intersection(a: Rect, b: Rect) -> Optional[Rect]:
    x0, y0 = max(a.x, b.x), max(a.y, b.y)
    x1, y1 = min(a.max_x, b.max_x), min(a.max_y, b.max_y)
    return Rect(x0, y0, x1 - x0, y1 - y0) if x1 > x0 and y1 > y0 else None


def _platform_family(platform: Optional[str]) -> str:
    return "macOS" if platform and platform.lower().startswith("macos") else "iOS"


def lint_layout(layout: DrawnLayout, measure: Optional[Measure] = None, rules: Optional[Sequence[str]] = None,
                tolerance: float = 0.5, tap_target: Optional[float] = None,
                platform: Optional[str] = None) -> List[Finding]:
    """Every finding of ``rules`` (default: all of RULES) in ``layout``; ``tolerance`` in points. Without
    ``measure`` the truncated-text rule is skipped (it needs to lay texts out alone)."""
    chosen = tuple(RULES if rules is None else rules)
    unknown = [r for r in chosen if r not in RULES]
    if unknown:
        raise ValueError(f"unknown lint rule(s) {unknown}; rules: {', '.join(RULES)}")
    tree = _Tree(layout)
    out: List[Finding] = []
    tol = tolerance
    width, height = layout.screen
    screen = Rect(0, 0, width, height)
    minimum = tap_target if tap_target is not None else TAP_TARGET[_platform_family(platform)]

    def free(index: int) -> bool:
        """Placed outside its parent on purpose (an offset, a position, a layer ignoring the safe area),
        or inside something that is."""
        return any(tree.nodes[i].kind in FREE_WRAPPER_KINDS or tree.nodes[i].kind in BAR_KINDS
                   for i in [index] + tree.ancestors(index))

    if "overflow-screen" in chosen:
        for node in tree.nodes:
            i = node.index
            amount = _outside(node.frame, screen)
            p = tree.parent[i]
            if amount > tol and not free(i) and not tree.under(i, SCROLL_KINDS) and \
                    (p is None or _outside(tree.nodes[p].frame, screen) <= tol):
                out.append(tree.finding("overflow-screen", i, amount, f"reaches {amount:g} pt past the screen "
                                        f"({width:g} × {height:g})"))
    if "overflow-parent" in chosen:
        for node in tree.nodes:
            i, p = node.index, tree.parent[node.index]
            # (A scroll view or list itself reaches under the bars, as SwiftUI's do: exempt too.)
            if p is None or free(i) or tree.nodes[p].kind in FREE_CONTENT_KINDS or tree.under(i, SCROLL_KINDS) \
                    or node.kind in ("ScrollView", "List"):
                continue
            amount = _outside(node.frame, tree.nodes[p].frame)
            if amount > tol:
                out.append(tree.finding("overflow-parent", i, amount,
                                        f"reaches {amount:g} pt outside its parent {tree.label(p)} "
                                        f"{_size(tree.nodes[p].frame)}"))
    if "unsafe-area" in chosen:
        top, leading, bottom, trailing = layout.safe_area
        regions = [("the status bar / Dynamic Island" if top > 24 else "the status bar", Rect(0, 0, width, top)),
                   ("the home indicator", Rect(0, height - bottom, width, bottom)),
                   ("the leading inset", Rect(0, 0, leading, height)),
                   ("the trailing inset", Rect(width - trailing, 0, trailing, height))]
        for node in tree.nodes:
            i = node.index
            if node.kind not in CONTENT_KINDS or tree.under(i, CONTENT_KINDS) or free(i) or \
                    tree.under(i, SCROLL_KINDS):
                continue
            for name, region in regions:
                if region.width <= 0 or region.height <= 0:
                    continue
                part = _intersection(node.frame, region)
                if part is not None and min(part.width, part.height) > tol:
                    depth = part.height if region.width == width else part.width
                    out.append(tree.finding("unsafe-area", i, depth, f"{depth:g} pt under {name}", part))
    if "truncated-text" in chosen and measure is not None:
        out.extend(_truncated_texts(tree, measure, tol))
    if "overlap" in chosen:
        for node in tree.nodes:
            if node.kind not in STACK_KINDS:
                continue
            kids = tree.kids[node.index]
            for a_pos, a in enumerate(kids):
                for b in kids[a_pos + 1:]:
                    part = _intersection(tree.nodes[a].frame, tree.nodes[b].frame)
                    if part is not None and min(part.width, part.height) > tol:
                        along = part.height if node.kind.endswith("VStack") else part.width
                        out.append(tree.finding("overlap", b, along,
                                                f"overlaps its sibling {tree.label(a)} by {along:g} pt "
                                                f"({_size(part)})", part))
    if "zero-size" in chosen:
        for node in tree.nodes:
            i, p = node.index, tree.parent[node.index]
            r = node.frame
            # (A NavigationBar is 0 tall where the stack shows none: iOS 26's untitled root, a hidden bar.)
            if node.kind in ("Spacer", "NavigationBar") or (r.width > 0 and r.height > 0):
                continue
            if p is not None and (tree.nodes[p].frame.width <= 0 or tree.nodes[p].frame.height <= 0):
                continue   # reported on the outermost
            what = "width" if r.width <= 0 and r.height > 0 else "height" if r.height <= 0 < r.width else "size"
            out.append(tree.finding("zero-size", i, 0.0, f"zero {what} ({_size(r)})"))
    if "small-tap-target" in chosen:
        for node in tree.nodes:
            i = node.index
            if node.kind not in CONTROL_KINDS or tree.under(i, CONTROL_KINDS):
                continue
            target = node.frame
            row = next((a for a in tree.ancestors(i) if tree.nodes[a].kind == "ListRow"), None)
            if row is not None:
                target = tree.nodes[row].frame
            short = max(minimum - target.width, minimum - target.height, 0.0)
            if short > tol:
                out.append(tree.finding("small-tap-target", i, short,
                                        f"tap target {_size(target)}, under {minimum:g} × {minimum:g} pt", target))
    return out


def _size(r: Rect) -> str:
    return f"{r.width:g} × {r.height:g}"


def _measurement_view(tree: _Tree, index: int, keep_line_limit: bool) -> Optional[View]:
    """The node's Text with the environment modifiers of its ancestors (fonts, traits, line limits),
    innermost first, so that it measures as it did in place."""
    view = tree.nodes[index].view
    if not isinstance(view, Text):
        return None
    made: View = view
    for a in tree.ancestors(index):
        wrapper = tree.nodes[a].view
        if isinstance(wrapper, ModifiedContent) and tree.nodes[a].kind.startswith("EnvironmentKeyWritingModifier"):
            if isinstance(wrapper.modifier, LineLimitModifier) and not keep_line_limit:
                continue
            made = ModifiedContent(made, wrapper.modifier)
    return made


def _truncated_texts(tree: _Tree, measure: Measure, tol: float) -> List[Finding]:
    """Texts shown shorter than their full height at their width: all of them measured in one layout, a
    VStack of each text alone at its width (``fixed_size(vertical)``) and at its ideal size."""
    texts = [n.index for n in tree.nodes if n.kind == "Text" and n.frame.width > 0 and n.frame.height > 0]
    probes: List[View] = []
    keys: List[Tuple[int, str]] = []
    for i in texts:
        free_view = _measurement_view(tree, i, keep_line_limit=False)
        if free_view is None:
            continue
        r = tree.nodes[i].frame
        probes.append(free_view.fixed_size(horizontal=False, vertical=True).frame(width=r.width).id(f"lint-full-{i}"))
        probes.append(free_view.fixed_size().id(f"lint-ideal-{i}"))
        keys.append((i, ""))
    if not probes:
        return []
    measured = measure(VStack(*probes, spacing=0))
    sizes: Dict[str, Rect] = {}
    for node in measured.nodes:
        if node.id and node.id.startswith("lint-"):
            leaf = node
            while leaf.kind != "Text" and leaf.children:
                leaf = leaf.children[0]
            sizes[node.id] = leaf.frame
    out: List[Finding] = []
    for i, _ in keys:
        r = tree.nodes[i].frame
        full, ideal = sizes.get(f"lint-full-{i}"), sizes.get(f"lint-ideal-{i}")
        if full is None or ideal is None:
            continue
        hidden = full.height - r.height
        if hidden > tol:
            if r.width + tol < ideal.width and r.height <= ideal.height + tol:
                message = (f"{_n(r.width)} pt wide, {_n(r.height)} pt tall: its one line is {_n(ideal.width)} pt wide "
                           f"and it needs {_n(full.height)} pt to wrap at this width")
            else:
                message = f"shows {_n(r.height)} of its {_n(full.height)} pt wrapped height at width {_n(r.width)}"
            out.append(tree.finding("truncated-text", i, hidden, message))
    return out


def _n(v: float) -> str:
    return f"{v:.4g}"


#: Highlight colour per rule.
COLORS = {"overflow-screen": "#e6194b", "overflow-parent": "#f58231", "unsafe-area": "#911eb4",
          "truncated-text": "#e6194b", "overlap": "#4363d8", "zero-size": "#808000", "small-tap-target": "#f032e6"}


def highlights(findings: Sequence[Finding]) -> List[Highlight]:
    """What the SVG draws for ``findings``: each rect in its rule's colour, labelled."""
    return [Highlight(f.rect, f"{f.rule}: {f.id or f.kind} {f.amount:g} pt", COLORS.get(f.rule, "#e6194b"),
                      str(f)) for f in findings]


def findings_table(findings: Sequence[Finding]) -> str:
    """The findings as text, one per line (what ``swiftlayout lint`` prints)."""
    if not findings:
        return "no findings"
    return "\n".join(f"{f.rule:17} {f.amount:8.4g} pt  {f.path}\n{'':28}{f.message}" for f in findings)
