"""SwiftUI source in: :func:`from_swift` parses SwiftUI view code with tree-sitter's Swift grammar and builds
the same view tree the Python API would (docs/SWIFT_SOURCE.md).

It is an interpreter for the constant part of Swift a view is written in: view expressions with trailing
closures and result-builder blocks, ``struct Name: View`` definitions with stored properties and memberwise
initialisers, helper functions, ``let`` constants, arithmetic, ``if``/``else`` on constants, ``ForEach``
over ranges and literal arrays. Each SwiftUI view and modifier is one entry of ``VIEWS`` / ``MODIFIERS``
(its argument labels and what they become in the Python API); modifiers that change no layout are in
``IGNORED_MODIFIERS``.

tree-sitter is an optional dependency (``pip install 'swiftlayout[swift]'``), imported when first needed.
"""
from __future__ import annotations

import math
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Tuple, Union

from .errors import InvalidArgumentError, SwiftSourceError
from .registry import declared_modifiers, snake
from .base import COLOR_NAMES
from .geometry import ViewDimensions
from .modifiers.drawing import OpacityModifier
from .views.view import ModifiedContent, modifier_chain
from .views import (AnyShape, Capsule, Circle, Color, Ellipse, HStack, MapView, Placeholder, Rectangle,
                    RoundedRectangle, Spacer, Text, UnevenRoundedRectangle, View, VStack, ZStack)
from .views.controls import (Button, Divider, Gauge, Image, Label, LabeledContent, Link, Menu, NavigationLink, Picker,
                       ProgressView,
                       SecureField, Slider, Stepper, TextEditor, TextField, Toggle, ColorPicker)
from .views.containers import (Form as FormView, List as ListView, NavigationSplitView, NavigationStack, ScrollView,
                               TabView)
from .views.grids import Grid, GridItem, GridRow, LazyHGrid, LazyHStack, LazyVGrid, LazyVStack
from .views.grouping import (AnyLayout, DisclosureGroup, EmptyView, GridLayout, Group, GroupBox, HStackLayout, Section,
                          VStackLayout, ViewThatFits,
                          ZStackLayout)
from .views.geometry_reader import GeometryReader
from .views.canvas import Canvas, LinearGradient

Node = Any   # a tree_sitter.Node
#: How deep user structs may nest (a struct whose body uses itself would never end).
_MAX_STRUCT_DEPTH = 30
PlaceholderSizes = Union[None, Tuple[float, float], Mapping[str, Tuple[float, float]]]

_INSTALL = ("swiftlayout.from_swift needs tree-sitter and its Swift grammar: pip install 'swiftlayout[swift]' "
            "(or pip install tree-sitter tree-sitter-swift). Under the swiftlayout runner, put a site-packages "
            "folder that holds them on PYTHONPATH (docs/SWIFT_SOURCE.md).")
_PARSER: List[Any] = []


def _parser() -> Any:
    if not _PARSER:
        try:
            import tree_sitter
            import tree_sitter_swift
        except ImportError as error:
            raise ImportError(_INSTALL) from error
        _PARSER.append(tree_sitter.Parser(tree_sitter.Language(tree_sitter_swift.language())))
    return _PARSER[0]


# ----------------------------------------------------------------------------------------------------
# Values the interpreter handles besides numbers, strings, bools, lists, None and views


class Member:
    """An implicit member ``.name`` or ``.name(args)`` (``.top``, ``.infinity``, ``.fixed(60)``), resolved by
    the argument it is given to."""
    __slots__ = ("name", "args")

    def __init__(self, name: str, args: Optional["Args"] = None) -> None:
        self.name, self.args = name, args

    def __repr__(self) -> str:
        return "." + self.name + ("(…)" if self.args is not None else "")


class MetaType(str):
    """A type as a value, ``IndentKey.self``: its name (layoutValue's key)."""
    __slots__ = ()


class Record:
    """A value of a Swift struct that is not a view: ``EdgeInsets``, ``CGSize``, ``CGPoint``, ``UnitPoint``."""
    __slots__ = ("type", "fields")

    def __init__(self, type_name: str, fields: Dict[str, Any]) -> None:
        self.type, self.fields = type_name, fields

    def __repr__(self) -> str:
        return f"{self.type}({', '.join(f'{k}: {v!r}' for k, v in self.fields.items())})"


class FontValue:
    """A ``Font``: a text style or a system size, with weight and design."""
    __slots__ = ("style", "size", "weight", "design", "bold")

    def __init__(self, style: Optional[str] = None, size: Optional[float] = None, weight: Optional[str] = None,
                 design: Optional[str] = None, bold: bool = False) -> None:
        self.style, self.size, self.weight, self.design, self.bold = style, size, weight, design, bold


class SwiftRange:
    """``a..<b``, ``a...b``, ``...b``, ``a...`` (bounds None when open)."""
    __slots__ = ("lower", "upper", "closed")

    def __init__(self, lower: Any, upper: Any, closed: bool) -> None:
        self.lower, self.upper, self.closed = lower, upper, closed

    def values(self) -> List[int]:
        if not isinstance(self.lower, int) or not isinstance(self.upper, int):
            raise TypeError("a range to iterate needs integer bounds")
        return list(range(self.lower, self.upper + (1 if self.closed else 0)))


class Views(list):
    """Several views made by one statement (``ForEach``, ``Group``, ``if``): a parent takes them all, and a
    modifier applies to each (as on a SwiftUI ``Group``)."""


class Args:
    """A call's arguments: (label or None, value, node) in order, and its trailing closures (label, node)."""
    __slots__ = ("items", "closures", "node", "scope")

    def __init__(self, items: List[Tuple[Optional[str], Any, Node]], closures: List[Tuple[str, Node]],
                 node: Node, scope: Optional["Scope"] = None) -> None:
        self.items, self.closures, self.node, self.scope = items, closures, node, scope


class Scope:
    __slots__ = ("names", "parent")

    def __init__(self, names: Optional[Dict[str, Any]] = None, parent: Optional["Scope"] = None) -> None:
        self.names = names if names is not None else {}
        self.parent = parent

    def find(self, name: str) -> Tuple[bool, Any]:
        scope: Optional[Scope] = self
        while scope is not None:
            if name in scope.names:
                return True, scope.names[name]
            scope = scope.parent
        return False, None


class Lazy:
    """A declaration evaluated when first used (top-level lets, computed properties)."""
    __slots__ = ("node", "scope", "computed", "state", "value", "real")

    def __init__(self, node: Node, scope: Scope, computed: bool = False, real: bool = False) -> None:
        self.node, self.scope, self.computed, self.state, self.real = node, scope, computed, 0, real
        self.value: Any = None


class Closure:
    """A closure literal with the scope it was written in."""
    __slots__ = ("node", "scope", "interp", "params")

    def __init__(self, node: Node, scope: Scope, interp: "Interpreter") -> None:
        self.node, self.scope, self.interp = node, scope, interp
        self.params: List[str] = []
        kind = node.child_by_field_name("type")
        if kind is not None:
            for p in _walk(kind):
                if p.type == "lambda_parameter":
                    name = p.child_by_field_name("name")
                    self.params.append(interp.text(name if name is not None else p))

    def bind(self, values: Sequence[Any]) -> Scope:
        names = {f"${k}": v for k, v in enumerate(values)}
        for k, name in enumerate(self.params):
            if k < len(values):
                names[name] = values[k]
        return Scope(names, self.scope)

    def value(self, *values: Any) -> Any:
        return self.interp.block(self.node, self.bind(values), builder=False)

    def views(self, *values: Any) -> List[View]:
        return self.interp.block(self.node, self.bind(values), builder=True)


class Function:
    """A ``func`` declaration: parameters (label, name, default node)."""
    __slots__ = ("name", "params", "body", "scope", "builder")

    def __init__(self, name: str, params: List[Tuple[str, str, Optional[Node]]], body: Node, scope: Scope,
                 builder: bool) -> None:
        self.name, self.params, self.body, self.scope, self.builder = name, params, body, scope, builder


class StructDecl:
    """A ``struct Name: View``: stored properties (name, default node or None) and computed ones; its
    ``@Namespace`` properties (initialised by the wrapper, not by the memberwise initialiser)."""
    __slots__ = ("name", "stored", "computed", "functions", "node", "real", "namespaces")

    def __init__(self, name: str, node: Node) -> None:
        self.name, self.node = name, node
        self.stored: List[Tuple[str, Optional[Node]]] = []
        self.namespaces: List[str] = []
        self.computed: Dict[str, Node] = {}
        self.functions: Dict[str, Node] = {}
        self.real: set = set()


# ----------------------------------------------------------------------------------------------------
# The table: SwiftUI views and modifiers and what they are in the Python API
#
# An entry's parameters are "label:kind" words: the Swift argument label (`_` for an unlabeled argument,
# passed positionally in order) and how its value is converted; `label=python_name:kind` when the Python
# keyword is not the label in snake_case. Trailing closures: {closure label ("" for the first, unlabeled
# one): "python_name:kind"}, where the name "*" passes the views as positional arguments.

Spec = Tuple[Any, List[Tuple[str, Optional[str], str]], Dict[str, Tuple[str, str]]]


def _snake(name: str) -> str:
    return "".join("_" + c.lower() if c.isupper() else c for c in name).lstrip("_")


def _spec(target: Any, params: str = "", closures: Optional[Dict[str, str]] = None) -> Spec:
    out: List[Tuple[str, Optional[str], str]] = []
    for word in params.split():
        label, kind = word.rsplit(":", 1)
        label, _, py = label.partition("=")
        out.append((label, py or (None if label == "_" else _snake(label)), kind))
    cl = {k: (v.rsplit(":", 1)[0], v.rsplit(":", 1)[1]) for k, v in (closures or {}).items()}
    return (target, out, cl)


_CHILDREN = {"": "*:views"}
_CONTENT = {"": "content:view"}

#: SwiftUI views: name -> (Python class, parameters, trailing closures).
VIEWS: Dict[str, Spec] = {
    "VStack": _spec(VStack, "alignment:name spacing:num", _CHILDREN),
    "HStack": _spec(HStack, "alignment:name spacing:num", _CHILDREN),
    "ZStack": _spec(ZStack, "alignment:name", _CHILDREN),
    "LazyVStack": _spec(LazyVStack, "alignment:name spacing:num pinnedViews:edges", _CHILDREN),
    "LazyHStack": _spec(LazyHStack, "alignment:name spacing:num pinnedViews:edges", _CHILDREN),
    "LazyVGrid": _spec(LazyVGrid, "columns:items alignment:name spacing:num pinnedViews:ignore", _CHILDREN),
    "LazyHGrid": _spec(LazyHGrid, "rows:items alignment:name spacing:num pinnedViews:ignore", _CHILDREN),
    "Grid": _spec(Grid, "alignment:name horizontalSpacing:num verticalSpacing:num", _CHILDREN),
    "GridRow": _spec(GridRow, "alignment:name", _CHILDREN),
    "List": _spec(ListView, "", _CHILDREN),
    "Form": _spec(FormView, "", _CHILDREN),
    "TabView": _spec(TabView, "selection:binding", _CHILDREN),
    "ScrollView": _spec(ScrollView, "_=axes:axes showsIndicators:bool", _CHILDREN),
    "NavigationStack": _spec(NavigationStack, "path:ignore", _CONTENT),
    "NavigationView": _spec(NavigationStack, "", _CONTENT),
    "NavigationSplitView": _spec(NavigationSplitView, "", {"": "sidebar:view", "content": "content:view",
                                                           "detail": "detail:view"}),
    "GeometryReader": _spec(GeometryReader, "", {"": "content:viewfn"}),
    "ScrollViewReader": _spec(Group, "", {"": "*:views"}),
    "ViewThatFits": _spec(ViewThatFits, "in=axes:axes", _CHILDREN),
    "AnyLayout": _spec(AnyLayout, "_:layout", _CHILDREN),
    "Group": _spec(Group, "", _CHILDREN),
    "EmptyView": _spec(EmptyView),
    "Section": _spec(Section, "_=header:textview header:view footer:view isExpanded:ignore",
                     {"": "*:views", "header": "header:view", "footer": "footer:view"}),
    "Text": _spec(Text, "_:any verbatim=string:str"),
    "Spacer": _spec(Spacer, "minLength:num"),
    "Rectangle": _spec(Rectangle),
    "Circle": _spec(Circle),
    "Ellipse": _spec(Ellipse),
    "Capsule": _spec(Capsule, "style:name"),
    "RoundedRectangle": _spec(RoundedRectangle, "cornerRadius:num cornerSize:size style:name"),
    "UnevenRoundedRectangle": _spec(UnevenRoundedRectangle, "cornerRadii=corner_radii:radii "
                                    "topLeadingRadius=top_leading:num bottomLeadingRadius=bottom_leading:num "
                                    "bottomTrailingRadius=bottom_trailing:num topTrailingRadius=top_trailing:num "
                                    "style:name"),
    "AnyShape": _spec(AnyShape, "_=shape:view"),
    "Canvas": _spec(Canvas, "opaque:ignore colorMode:ignore rendersAsynchronously:ignore",
                    {"": "renderer:ignore", "symbols": "symbols:ignore"}),
    "LinearGradient": _spec(LinearGradient, "colors:colors startPoint=start_point:name endPoint=end_point:name"),
    "MapView": _spec(MapView),
    "Map": _spec(MapView, "position:ignore initialPosition:ignore coordinateRegion:ignore"),
    "Divider": _spec(Divider),
    "Image": _spec(Image, "_=name:str systemName:str"),
    "Button": _spec(Button, "_=label:str role:name action:ignore", {"": "label:buttonlabel", "label": "label:view"}),
    "Label": _spec(Label, "_=title:str systemImage:str image:str title:view icon:view",
                   {"": "title:view", "icon": "icon:view"}),
    "Toggle": _spec(Toggle, "_=label:str isOn:binding", {"": "label:view"}),
    "GroupBox": _spec(GroupBox, "_=label:textview label:view", {"": "*:views", "label": "label:view"}),
    "DisclosureGroup": _spec(DisclosureGroup, "_=label:textview isExpanded=is_expanded:binding label:view",
                             {"": "*:views", "label": "label:view"}),
    "TextField": _spec(TextField, "_=placeholder:str text:binding axis:name prompt:ignore"),
    "SecureField": _spec(SecureField, "_=placeholder:str text:binding"),
    "Slider": _spec(Slider, "value:binding in:ignore step:ignore", {"": "title:view", "label": "title:view",
                                                                    "minimumValueLabel": "minimum_value_label:view",
                                                                    "maximumValueLabel": "maximum_value_label:view"}),
    "Stepper": _spec(Stepper, "_=title:str value:binding in:ignore step:ignore onIncrement:ignore onDecrement:ignore",
                     {"": "title:view", "label": "title:view"}),
    "ColorPicker": _spec(ColorPicker, "_=title:str selection:colorbinding supportsOpacity=supports_opacity:bool",
                         {"": "title:view"}),
    "Picker": _spec(Picker, "_:str selection:binding", {"": "*:views", "label": "title:view"}),
    "ProgressView": _spec(ProgressView, "_=title:str value:num total:num",
                          {"": "title:view", "label": "title:view", "currentValueLabel": "current_value_label:view"}),
    "Link": _spec(Link, "_=label:str destination:ignore", {"": "label:view"}),
    "NavigationLink": _spec(NavigationLink, "_=label:str destination:ignore value:ignore",
                            {"": "label:buttonlabel", "label": "label:view", "destination": "label:ignore"}),
    "LabeledContent": _spec(LabeledContent, "_=label:str value=content:str",
                            {"": "content:view", "label": "label:view"}),
    "TextEditor": _spec(TextEditor, "text:binding"),
    "Gauge": _spec(Gauge, "value:num in:ignore", {"": "title:textof", "label": "title:textof",
                                                  "currentValueLabel": "current_value_label:textof",
                                                  "minimumValueLabel": "minimum_value_label:textof",
                                                  "maximumValueLabel": "maximum_value_label:textof"}),
    "Menu": _spec(Menu, "_=label:str", {"": "items:ignore", "content": "items:ignore", "label": "label:view",
                                        "primaryAction": "primary_action:present"}),
}

#: SwiftUI layout values (for ``AnyLayout(…)``, or called with a trailing closure as a view):
#: name -> (Python class, parameters).
LAYOUTS: Dict[str, Spec] = {
    "HStackLayout": _spec(HStackLayout, "alignment:name spacing:num"),
    "VStackLayout": _spec(VStackLayout, "alignment:name spacing:num"),
    "ZStackLayout": _spec(ZStackLayout, "alignment:name"),
    "GridLayout": _spec(GridLayout, "alignment:name horizontalSpacing:num verticalSpacing:num"),
}


def _modifier_specs(table: Dict[str, Union[str, Tuple[str, Dict[str, str]]]]) -> Dict[str, Spec]:
    """Modifier specs from their parameters (or their parameters and trailing closures) by SwiftUI name: the
    View method is the name in snake_case."""
    return {name: _spec(_snake(name), *((value,) if isinstance(value, str) else value))
            for name, value in table.items()}


#: SwiftUI modifiers: name -> (View method, parameters, trailing closures). The modifiers the registry
#: declares by their parameters (swiftlayout/registry.py) are added below from their declarations; this
#: table holds the others, and those whose SwiftUI arguments differ from their declaration.
MODIFIERS: Dict[str, Spec] = _modifier_specs({
    "frame": "width:num height:num alignment:name minWidth:num idealWidth:num maxWidth:num "
             "minHeight:num idealHeight:num maxHeight:num",
    "padding": "_:padding _=length:num",
    "border": "_=color:color width:num",
    "overlay": ("_=view:view alignment:name", {"": "view:view"}),
    "background": ("_=view:view alignment:name ignoresSafeAreaEdges:edges", {"": "view:view"}),
    "offset": "_=x:point x:num y:num",
    "position": "_=x:point x:num y:num",
    "fixedSize": "horizontal:bool vertical:bool",
    "layoutPriority": "_:num",
    "aspectRatio": "_=ratio:ratio contentMode:name",
    "layoutValue": "key:layoutkey value:num",
    "edgesIgnoringSafeArea": "_:edges",
    "ignoresSafeArea": "_=regions:name edges:edges",
    "containerRelativeFrame": ("_=axes:axes count:int span:int spacing:num alignment:name", {"": "length:fn"}),
    "safeAreaInset": ("edge:name alignment:name spacing:num", {"": "content:view"}),
    "safeAreaPadding": "_:padding _=length:num",
    "navigationTitle": "_:str",
    "navigationBarTitleDisplayMode": "_:name",
    "searchable": ("text:ignore tokens:ignore isPresented:ignore placement:ignore prompt:str", {"": "prompt:ignore"}),
    "formStyle": "_:name",
    "toolbar": ("_:name for:ignore", {"": "items:ignore"}),
    "listRowBackground": "_=background:view",
    "listRowSeparator": "_=visibility:name edges:name",
    "listSectionSeparator": "_=visibility:name edges:name",
    "listRowSeparatorTint": "_=color:color edges:name",
    "listSectionSeparatorTint": "_=color:color edges:name",
    "listRowSpacing": "_:num",
    "listSectionSpacing": "_:num",
    "tabItem": ("", {"": "title:textof"}),
    "alignmentGuide": ("_:name computeValue=value:fn", {"": "value:fn"}),
    "coordinateSpace": "name:str _=name:space",
    "gridCellColumns": "_:int",
    "gridColumnAlignment": "_:name",
    "gridCellAnchor": "_:anchor",
    "gridCellUnsizedAxes": "_:axes",
    "font": "_:font",
    "lineLimit": "_:linelimit reservesSpace:bool",
    "lineSpacing": "_:num",
    "tracking": "_:num",
    "kerning": "_:num",
    "baselineOffset": "_:num",
    "minimumScaleFactor": "_:num",
    "textCase": "_:name",
    "fontWeight": "_:name",
    "fontDesign": "_:name",
    "navigationSubtitle": "_:str",
    "truncationMode": "_:name",
    "multilineTextAlignment": "_:name",
    "dynamicTypeSize": "_:name",
    "environment": "_=key:any _=value:any",
    "contentMargins": "_=edges:any _=length:num for=placement:name",
    "defaultScrollAnchor": "_=anchor:any for=role:name",
    "scrollIndicators": "_:name axes:ignore",
    "scrollTargetLayout": "isEnabled:ignore",
    "tag": "_:any",
    "resizable": "capInsets:ignore resizingMode:ignore",
    "mask": ("_=view:view alignment:name", {"": "view:view"}),
    "clipShape": "_=shape:view style:ignore",
    "transformEffect": "_=transform:affine",
    "projectionEffect": "_=transform:affine",
    "id": "_:idname",
})

#: How a declared parameter's type converts (``Interpreter.convert``).
_DECLARED_KINDS = {"number": "num", "bool": "bool", "name": "name", "unitPoint": "unitpoint", "color": "color",
                   "angle": "angle"}


def _declared_spec(entry: Dict[str, Any]) -> Spec:
    """A registered modifier's spec from its declaration: its View method is the key in snake_case; an
    unlabeled parameter is positional, the others are keywords named as their keys."""
    return _spec(snake(entry["name"]), " ".join(f"{p['label']}:{_DECLARED_KINDS[p['type']]}" for p in entry["params"]))


MODIFIERS.update({name: _declared_spec(entry) for name, entry in declared_modifiers().items() if name not in MODIFIERS})

#: What docs/SWIFT_SOURCE.md's modifier table says of a modifier besides its arguments and closures.
MODIFIER_NOTES: Dict[str, str] = {
    "layoutValue": "`key:` is a key type (`IndentKey.self`: its name is the key)",
    "listSectionSpacing": "a number (`.compact` is not mapped)",
    "environment": "`\\.layoutDirection` (`layout_direction=`), `\\.dynamicTypeSize` (`.dynamic_type_size()`)",
    "rotationEffect": "`.degrees(…)`, `.radians(…)`, `Angle(degrees:)`, `Angle(radians:)`",
    "scaleEffect": "`_` a number (both axes; a `CGSize` is not read)",
}

#: Modifiers accepted and ignored: they draw, or handle input, or describe the view, but change no frame.
IGNORED_MODIFIERS: Tuple[str, ...] = (
    "foregroundStyle", "foregroundColor", "fill", "stroke", "strokeBorder", "tint", "accentColor",
    "rotation3DEffect", "contentShape",
    "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onAppear",
    "onDisappear", "onChange", "onReceive", "onSubmit", "task", "refreshable", "disabled", "allowsHitTesting",
    "animation", "transition", "matchedGeometryEffect", "help", "keyboardShortcut", "focused", "contextMenu",
    "menuStyle",
    "sheet", "popover", "alert", "confirmationDialog", "fullScreenCover", "toolbarBackground",
    "navigationDestination", "environmentObject", "preferredColorScheme",
    "scrollContentBackground", "symbolRenderingMode",
    "underline", "strikethrough",
    "privacySensitive", "redacted", "hoverEffect", "buttonBorderShape", "submitLabel", "textContentType",
    "keyboardType", "autocorrectionDisabled", "textInputAutocapitalization", "interpolation", "antialiased",
    "renderingMode", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
    "accessibilityIdentifier", "accessibilityHidden", "accessibilityElement", "accessibilityAddTraits",
    "accessibilityRemoveTraits", "accessibilityAction", "accessibilitySortPriority", "accessibilityHeading",
    "accessibilityAdjustableAction", "accessibilityRotor", "accessibilityRotorEntry", "onHover", "onContinuousHover",
    "pointerStyle", "draggable", "dropDestination", "symbolEffect",
    "scrollDismissesKeyboard", "scrollBounceBehavior", "onScrollGeometryChange", "onScrollPhaseChange", "trim",
)

#: Color initialisers and other value types the source may build.
_TYPES_WITH_MEMBERS = ("Color", "Font", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Axis",
                       "CGFloat", "Double", "Float", "UnitPoint", "ContentMode", "SafeAreaRegions", "Text",
                       "TextAlignment", "GridItem", "ProgressViewStyle", "ButtonStyle", "Int", "ControlSize", "Angle")
_BUILTIN_WORDS = ("true", "false", "nil", "self")


def _walk(node: Node) -> List[Node]:
    out, stack = [], [node]
    while stack:
        n = stack.pop()
        out.append(n)
        stack.extend(reversed(n.children))
    return out


def _named(node: Node) -> List[Node]:
    return [c for c in node.named_children if c.type not in ("comment", "multiline_comment")]


def _color_hex(r: float, g: float, b: float) -> str:
    return "#" + "".join(f"{max(0, min(255, round(v * 255))):02x}" for v in (r, g, b))


# ----------------------------------------------------------------------------------------------------
# The interpreter


class Interpreter:
    def __init__(self, source: str, placeholders: PlaceholderSizes = None,
                 images: Optional[Mapping[str, Tuple[float, float]]] = None) -> None:
        self.source = source
        self.data = source.encode("utf-8")
        self.placeholders = placeholders
        self.images = dict(images or {})
        self.globals = Scope()
        self.structs: Dict[str, StructDecl] = {}
        self.ids: Dict[Tuple[int, int, str], str] = {}
        self.depth = 0
        #: Nodes whose id comment a ForEach applied to each of its views itself.
        self.handled: set = set()
        #: Id comments with a `(the …)` remark: they name the view under the line's modifiers.
        self.inner_ids: set = set()

    # -- helpers ------------------------------------------------------------------------------------
    def text(self, node: Node) -> str:
        return self.data[node.start_byte:node.end_byte].decode("utf-8")

    def error(self, node: Optional[Node], message: str) -> SwiftSourceError:
        if node is None:
            return SwiftSourceError(message)
        row, col = node.start_point
        line = self.data.split(b"\n")[row] if row < self.data.count(b"\n") + 1 else b""
        return SwiftSourceError(message, row + 1, len(line[:col].decode("utf-8", "replace")) + 1)

    # -- the file -----------------------------------------------------------------------------------
    def run(self, view: Optional[str]) -> View:
        tree = _parser().parse(self.data)
        root = tree.root_node
        self.check_syntax(root)
        self.collect_ids(root)
        expressions: List[Node] = []
        for node in _named(root):
            kind = node.type
            if kind == "import_declaration":
                continue
            if kind == "class_declaration":
                self.declare_struct(node)
            elif kind == "function_declaration":
                self.declare_function(node, self.globals)
            elif kind == "property_declaration":
                self.declare_property(node, self.globals)
            elif kind == "macro_invocation" and self.text(_named(node)[0]) == "Preview":
                expressions.append(node)
            elif kind in ("protocol_declaration", "extension_declaration", "enum_declaration",
                          "typealias_declaration"):
                raise self.error(node, f"{kind.split('_')[0]} declarations are not supported; write views as "
                                       "`struct Name: View` with a `body`")
            else:
                expressions.append(node)
        if view is not None:
            if view not in self.structs:
                known = ", ".join(self.structs) or "none"
                raise SwiftSourceError(f"no `struct {view}: View` in the source (structs: {known})")
            return self.single(self.instantiate(self.structs[view], Args([], [], None)), None, view)
        if len(expressions) > 1:
            raise self.error(expressions[1], "more than one top-level view expression; the source must have one "
                                             "(or none, with a `struct …: View` to lay out)")
        if expressions:
            node = expressions[0]
            if node.type == "macro_invocation":
                closure = next(c for c in _walk(node) if c.type == "lambda_literal")
                return self.single(Views(Closure(closure, self.globals, self).views()), node, "#Preview")
            return self.single(self.ev(node, self.globals), node, "the top-level expression")
        return self.single(self.instantiate(self.root_struct(), Args([], [], None)), None, "the view")

    def root_struct(self) -> StructDecl:
        if not self.structs:
            raise SwiftSourceError("the source has no view: write a view expression or a `struct Name: View`")
        if "ContentView" in self.structs:
            return self.structs["ContentView"]
        used = set()
        for decl in self.structs.values():
            for n in _walk(decl.node):
                if n.type == "simple_identifier" and n.text is not None:
                    name = n.text.decode("utf-8")
                    if name in self.structs and name != decl.name:
                        used.add(name)
        roots = [d for d in self.structs.values() if d.name not in used]
        if len(roots) != 1:
            raise SwiftSourceError("several structs could be the view to lay out ("
                                   + ", ".join(d.name for d in roots) + "): pass view=\"Name\" (--view Name)")
        return roots[0]

    def check_syntax(self, root: Node) -> None:
        if not root.has_error:
            return
        for node in _walk(root):
            if node.type == "ERROR" or node.is_missing:
                what = f"missing {node.type!r}" if node.is_missing else \
                    f"unexpected {self.text(node)[:40]!r}" if node.end_byte > node.start_byte else "unexpected input"
                raise self.error(node, f"syntax error: {what}")
        raise SwiftSourceError("syntax error")

    def collect_ids(self, root: Node) -> None:
        """The id convention: a comment `// name`, `// name (remark)` or `/* name */` names the outermost view
        expression that ends on its line before it (the latest-ending one; `name<i>` in a ForEach puts the
        value of `i` into the name)."""
        nodes = _walk(root)
        ends: Dict[int, List[Node]] = {}
        for n in nodes:
            if n.type in _EXPRESSIONS:
                ends.setdefault(n.end_point[0], []).append(n)
        for c in nodes:
            if c.type not in ("comment", "multiline_comment"):
                continue
            body = self.text(c)
            body = body[2:-2] if c.type == "multiline_comment" else body[2:]
            words = body.strip().split(None, 1)
            if not words or not _is_name(words[0]) or (len(words) > 1 and not words[1].startswith("(")):
                continue
            line = c.start_point[0]
            best: Optional[Node] = None
            for n in ends.get(line, []):
                if n.end_byte <= c.start_byte and (best is None or n.end_byte > best.end_byte or (
                        n.end_byte == best.end_byte and n.start_byte < best.start_byte)):
                    best = n
            if best is not None:
                key = (best.start_byte, best.end_byte, best.type)
                self.ids[key] = words[0]
                if len(words) > 1 and words[1].startswith("(the "):
                    self.inner_ids.add(key)   # `// name (the Text)`: the innermost view of the line

    # -- declarations -------------------------------------------------------------------------------
    def declare_struct(self, node: Node) -> None:
        kind = node.child_by_field_name("declaration_kind")
        name = self.text(node.child_by_field_name("name"))
        if kind is None or self.text(kind) != "struct":
            raise self.error(node, f"only structs are supported, not {self.text(kind) if kind else 'this'} {name}")
        decl = StructDecl(name, node)
        body = node.child_by_field_name("body")
        for member in _named(body) if body is not None else []:
            if member.type == "property_declaration":
                pname = self.text(member.child_by_field_name("name"))
                computed = member.child_by_field_name("computed_value")
                if computed is not None:
                    decl.computed[pname] = computed
                elif self.text(member).startswith("@Namespace"):
                    decl.namespaces.append(pname)   # a matchedGeometryEffect namespace: its name stands for it
                else:
                    decl.stored.append((pname, member.child_by_field_name("value")))
                    if self.is_real(member):
                        decl.real.add(pname)
            elif member.type == "function_declaration":
                decl.functions[self.text(member.child_by_field_name("name"))] = member
            elif member.type == "init_declaration":
                raise self.error(member, f"{name}: an explicit init is not supported; use the memberwise "
                                         "initialiser (stored properties with default values)")
            else:
                raise self.error(member, f"{name}: unsupported member {member.type.replace('_', ' ')}")
        if "body" not in decl.computed:
            raise self.error(node, f"struct {name} has no `var body: some View {{ … }}`")
        self.structs[name] = decl

    def declare_function(self, node: Node, scope: Scope) -> None:
        params: List[Tuple[str, str, Optional[Node]]] = []
        children = node.children
        for k, child in enumerate(children):
            if child.type == "parameter":
                names = [self.text(n) for n in child.named_children if n.type == "simple_identifier"]
                label, inner = (names[0], names[-1]) if names else ("_", "_")
                default = None
                if k + 2 < len(children) and children[k + 1].type == "=":
                    default = children[k + 2]
                params.append((label, inner, default))
        name = self.text(node.child_by_field_name("name"))
        returns = node.child_by_field_name("return_type")
        builder = returns is None or "View" in self.text(returns)
        scope.names[name] = Function(name, params, node.child_by_field_name("body"), scope, builder)

    def declare_property(self, node: Node, scope: Scope) -> None:
        pattern = node.child_by_field_name("name")
        value = node.child_by_field_name("value")
        computed = node.child_by_field_name("computed_value")
        if pattern is None or (value is None and computed is None):
            raise self.error(node, "a constant needs a value: `let name = …`")
        scope.names[self.text(pattern)] = Lazy(computed if value is None else value, scope, value is None,
                                               self.is_real(node))

    def is_real(self, declaration: Node) -> bool:
        """A property declared CGFloat, Double or Float: an integer literal given to it is a real number."""
        for child in declaration.named_children:
            if child.type == "type_annotation":
                return self.text(child).lstrip(":").strip() in ("CGFloat", "Double", "Float")
        return False

    def instantiate(self, decl: StructDecl, args: Args) -> View:
        given: Dict[str, Any] = {}
        for label, value, node in args.items:
            if label is None:
                raise self.error(node, f"{decl.name}(…): memberwise arguments are labelled with the property names")
            given[label] = value
        stored = [name for name, _ in decl.stored]
        closure_props = [name for name, _ in decl.stored if name not in given]
        for label, cnode in args.closures:
            target = label or (closure_props[-1] if closure_props else "")
            given[target] = Closure(cnode, self.closure_scope(args), self)
        for label in given:
            if label not in stored:
                raise self.error(args.node, f"{decl.name} has no stored property {label!r} "
                                            f"(its properties: {', '.join(stored) or 'none'})")
        scope = Scope({name: name for name in decl.namespaces}, self.globals)
        for name, default in decl.stored:
            if name in given:
                scope.names[name] = given[name]
            elif default is not None:
                scope.names[name] = self.ev(default, scope)
            else:
                raise self.error(args.node or decl.node, f"{decl.name}: missing argument for {name!r}")
            if name in decl.real and _is_number(scope.names[name]):
                scope.names[name] = float(scope.names[name])
        for name, cnode in decl.computed.items():
            scope.names[name] = Lazy(cnode, scope, True)
        for fnode in decl.functions.values():
            self.declare_function(fnode, scope)
        self.depth += 1
        if self.depth > _MAX_STRUCT_DEPTH:
            raise self.error(decl.node, f"{decl.name}: structs nested more than {_MAX_STRUCT_DEPTH} deep "
                                        "(a recursive view?)")
        try:
            return self.single(self.force(scope.names["body"], decl.node), decl.node, f"{decl.name}.body")
        finally:
            self.depth -= 1

    def force(self, lazy: Any, node: Node) -> Any:
        if not isinstance(lazy, Lazy):
            return lazy
        if lazy.state == 1:
            raise self.error(lazy.node, "a constant refers to itself")
        if lazy.state == 0:
            lazy.state = 1
            lazy.value = (Views(self.block(lazy.node, lazy.scope, builder=True)) if lazy.computed
                          else self.ev(lazy.node, lazy.scope))
            if lazy.real and _is_number(lazy.value):
                lazy.value = float(lazy.value)
            lazy.state = 2
        return lazy.value

    def call_function(self, fn: Function, args: Args) -> Any:
        scope = Scope({}, fn.scope)
        items = list(args.items)
        closures = list(args.closures)
        for label, name, default in fn.params:
            if items and (items[0][0] or "_") == label:
                scope.names[name] = self.value(items.pop(0)[1])
            elif not items and closures and label in ("_", closures[0][0] or label):
                scope.names[name] = Closure(closures.pop(0)[1], self.closure_scope(args), self)
            elif default is not None:
                scope.names[name] = self.ev(default, scope)
            else:
                raise self.error(args.node, f"{fn.name}: missing argument {label}:" if label != "_" else
                                 f"{fn.name}: missing argument {name}")
        if items:
            raise self.error(items[0][2], f"{fn.name}: unexpected argument {items[0][0] or '(unlabeled)'}")
        result = self.block(fn.body, scope, builder=fn.builder)
        if not fn.builder:
            return result
        return Views(result) if len(result) != 1 else result[0]

    # -- blocks -------------------------------------------------------------------------------------
    def block(self, node: Node, scope: Scope, builder: bool) -> Any:
        """A closure or body: in a builder, every statement's views; otherwise the value it returns."""
        statements = next((c for c in node.named_children if c.type == "statements"), None)
        return self.statements(statements, node, scope, builder)

    def statements(self, statements: Optional[Node], node: Node, scope: Scope, builder: bool) -> Any:
        local = Scope({}, scope)
        views: List[View] = []
        if statements is None:
            if builder:
                return views
            raise self.error(node, "an empty closure has no value")
        items = _named(statements)
        for k, st in enumerate(items):
            if st.type == "property_declaration":
                self.declare_property(st, local)
                continue
            if st.type == "control_transfer_statement":
                value_nodes = _named(st)
                if not value_nodes:
                    raise self.error(st, "`return` needs a value here")
                value = self.ev(value_nodes[0], local)
                if builder:
                    return self.add_views(views, value, value_nodes[0])
                return value
            if st.type == "if_statement":
                taken, chosen = self.if_branch(st, local)
                if taken:
                    result = self.statements(chosen, st, local, builder)
                    if not builder:
                        return result
                    views.extend(result)
                continue
            if st.type in ("function_declaration", "class_declaration"):
                raise self.error(st, f"a {st.type.split('_')[0]} declaration inside a view body is not supported")
            value = self.ev(st, local)
            if not builder:
                if k == len(items) - 1:
                    return value
                continue
            self.add_views(views, value, st)
        return views

    def if_branch(self, node: Node, scope: Scope) -> Tuple[bool, Optional[Node]]:
        """Whether an if/else chain runs a branch, and that branch's `statements` (None when empty)."""
        condition = node.child_by_field_name("condition")
        if condition is None:
            raise self.error(node, "`if let` and `if case` are not supported: write `if` on a constant condition")
        value = self.ev(condition, scope)
        if not isinstance(value, bool):
            raise self.error(condition, f"an `if` condition must be a constant Bool, got {_describe(value)}")
        # The children: if <condition> { [statements] } [else (if_statement | { [statements] })]
        kids = node.children
        blocks: List[Optional[Node]] = []
        for k, c in enumerate(kids):
            if c.type == "{":
                blocks.append(kids[k + 1] if k + 1 < len(kids) and kids[k + 1].type == "statements" else None)
            elif c.type == "if_statement":
                if not value:
                    return self.if_branch(c, scope)
                return True, blocks[0] if blocks else None
        if value:
            return True, blocks[0] if blocks else None
        if len(blocks) > 1:
            return True, blocks[1]
        return False, None

    def add_views(self, views: List[View], value: Any, node: Node) -> List[View]:
        if isinstance(value, View):
            views.append(value)
        elif isinstance(value, Views):
            views.extend(value)
        elif isinstance(value, Member) and value.name in COLOR_NAMES:
            views.append(Color(value.name))
        elif value is None and node.type == "call_expression":
            pass
        else:
            raise self.error(node, f"a view builder statement must be a view, got {_describe(value)}")
        return views

    def single(self, value: Any, node: Optional[Node], what: str) -> View:
        if isinstance(value, Views):
            if len(value) == 1:
                return value[0]
            if not value:
                raise self.error(node, f"{what} makes no view")
            return VStack(*value)  # several views at the top: SwiftUI lays them out in an implicit VStack
        if not isinstance(value, View):
            raise self.error(node, f"{what} is not a view: {_describe(value)}")
        return value

    def views_of(self, value: Any, node: Node, what: str) -> View:
        views = self.add_views([], value, node)
        if len(views) != 1:
            raise self.error(node, f"{what} takes one view, got {len(views)}: wrap them in a VStack, HStack or "
                                   "ZStack")
        return views[0]

    # -- expressions --------------------------------------------------------------------------------
    def ev(self, node: Node, scope: Scope) -> Any:
        value = self.ev_raw(node, scope)
        key = (node.start_byte, node.end_byte, node.type)
        name = self.ids.get(key)
        if name is not None and key not in self.handled:
            value = self.apply_id(value, name, scope, node, key in self.inner_ids)
        return value

    def apply_id(self, value: Any, template: str, scope: Scope, node: Node, inner: bool = False) -> Any:
        name = self.expand(template, scope, node)
        if inner and isinstance(value, ModifiedContent):
            chain, base = modifier_chain(value)
            made = base.id(name)
            for wrapper in reversed(chain):
                outer = ModifiedContent(made, wrapper.modifier)
                made = outer if wrapper.view_id is None else outer.id(wrapper.view_id)
            return made
        if isinstance(value, View):
            return value.id(name)
        if isinstance(value, Views) and len(value) == 1:
            return Views([value[0].id(name)])
        if isinstance(value, Views) and value and isinstance(value[-1], View) and value[-1].view_id is None:
            # Several views (a modified ForEach or Group): the id names the last one, as the engine names the
            # last view of a Group, Section or ForEach (SwiftUI resolves such a probe to the last element).
            return Views([*value[:-1], value[-1].id(name)])
        if isinstance(value, Member) and value.name in COLOR_NAMES:
            return Color(value.name).id(name)
        return value

    def expand(self, template: str, scope: Scope, node: Node) -> str:
        out, rest = "", template
        while "<" in rest:
            head, _, tail = rest.partition("<")
            var, _, rest = tail.partition(">")
            found, value = scope.find(var)
            if not found:
                raise self.error(node, f"the id {template!r} names {var!r}, which is not defined here")
            out += head + str(self.force(value, node))
        return out + rest

    def ev_raw(self, node: Node, scope: Scope) -> Any:
        kind = node.type
        handler = _HANDLERS.get(kind)
        if handler is None:
            raise self.error(node, f"unsupported Swift here: {self.text(node)[:60]!r} ({kind.replace('_', ' ')})")
        return handler(self, node, scope)

    def literal_int(self, node: Node, scope: Scope) -> Any:
        text = self.text(node).replace("_", "")
        base = {"0x": 16, "0o": 8, "0b": 2}.get(text[:2].lower(), 10)
        return int(text[2:] if base != 10 else text, base)

    def literal_real(self, node: Node, scope: Scope) -> Any:
        return float(self.text(node).replace("_", ""))

    def literal_bool(self, node: Node, scope: Scope) -> Any:
        return self.text(node) == "true"

    def literal_string(self, node: Node, scope: Scope) -> Any:
        out = []
        for child in node.named_children:
            if child.type in ("line_str_text", "multi_line_str_text"):
                out.append(self.text(child))
            elif child.type in ("str_escaped_char",):
                out.append(_unescape(self.text(child)))
            elif child.type == "interpolated_expression":
                value = self.ev(_named(child)[-1], scope)
                if isinstance(value, float) and value.is_integer():
                    value = f"{value:.1f}"
                elif isinstance(value, bool):
                    value = "true" if value else "false"
                elif not isinstance(value, (str, int, float)):
                    raise self.error(child, f"string interpolation of {_describe(value)} is not supported")
                out.append(str(value))
        text = "".join(out)
        if node.type == "multi_line_string_literal":
            text = text.strip("\n")
        return text

    def identifier(self, node: Node, scope: Scope) -> Any:
        name = self.text(node)
        if name.startswith("$") and not name[1:].isdigit():
            name = name[1:]   # a binding $x reads as the value of x
        found, value = scope.find(name)
        if not found:
            found, value = self.globals.find(name)
        if found:
            return self.force(value, node)
        if name in self.structs or name in VIEWS:
            return self.call(node, name, Args([], [], node), scope)
        if name == "nil":
            return None
        if name in self.unknown_placeholders():
            return self.placeholder(name, node)
        raise self.error(node, f"unknown name {name!r}: not a constant, property or view defined in the source")

    def unknown_placeholders(self) -> Mapping[str, Any]:
        return self.placeholders if isinstance(self.placeholders, Mapping) else {}

    def prefix(self, node: Node, scope: Scope) -> Any:
        op = node.child_by_field_name("operation")
        target = node.child_by_field_name("target")
        sign = self.text(op) if op is not None else ""
        if sign == ".":
            return Member(self.text(target))
        if target.type in _BINARY_EXPRESSIONS and sign in ("-", "+", "!"):
            # tree-sitter-swift reads `-a + b` as `-(a + b)`: the prefix binds to the leftmost operand.
            lhs, op, rhs = (target.child_by_field_name(f) for f in ("lhs", "op", "rhs"))
            if lhs is not None and op is not None and rhs is not None:
                left = self.apply_prefix(sign, lhs, scope, node)
                if self.text(op) == "&&" and left is False:
                    return False
                if self.text(op) == "||" and left is True:
                    return True
                try:
                    return _binary(self.text(op), left, self.ev(rhs, scope))
                except (TypeError, ZeroDivisionError, ValueError) as error:
                    raise self.error(node, f"cannot compute {self.text(node)[:60]!r}: {error}") from None
        return self.apply_prefix(sign, target, scope, node)

    def apply_prefix(self, sign: str, target: Node, scope: Scope, node: Node) -> Any:
        if target.type in _BINARY_EXPRESSIONS:
            lhs, op, rhs = (target.child_by_field_name(f) for f in ("lhs", "op", "rhs"))
            if lhs is not None and op is not None and rhs is not None:
                try:
                    return _binary(self.text(op), self.apply_prefix(sign, lhs, scope, node), self.ev(rhs, scope))
                except (TypeError, ZeroDivisionError, ValueError) as error:
                    raise self.error(node, f"cannot compute {self.text(node)[:60]!r}: {error}") from None
        value = self.ev(target, scope)
        if sign == "-" and _is_number(value):
            return -value
        if sign == "+" and _is_number(value):
            return value
        if sign == "!" and isinstance(value, bool):
            return not value
        raise self.error(node, f"cannot apply {sign!r} to {_describe(value)}")

    def prefix_chain(self, node: Node) -> Any:
        """The receiver of an implicit member chain `.a.b…` up to its last member (`.body` of `.body.bold`)."""
        target = node.child_by_field_name("target")
        if target is None:
            raise self.error(node, f"unsupported expression {self.text(node)[:60]!r}")
        if target.type == "navigation_expression":
            inner = self.prefix_chain(target)
            suffix = target.child_by_field_name("suffix")
            return self.member(inner, self.text(suffix.child_by_field_name("suffix")), None, target, Scope())
        return Member(self.text(target))

    def binary(self, node: Node, scope: Scope) -> Any:
        lhs, rhs = node.child_by_field_name("lhs"), node.child_by_field_name("rhs")
        op_node = node.child_by_field_name("op")
        if lhs is None or rhs is None or op_node is None:
            raise self.error(node, f"unsupported expression {self.text(node)[:60]!r}")
        op = self.text(op_node)
        a = self.ev(lhs, scope)
        if op == "&&" and a is False:
            return False
        if op == "||" and a is True:
            return True
        b = self.ev(rhs, scope)
        try:
            return _binary(op, a, b)
        except (TypeError, ZeroDivisionError, ValueError) as error:
            raise self.error(node, f"cannot compute {self.text(node)[:60]!r}: {error}") from None

    def ternary(self, node: Node, scope: Scope) -> Any:
        parts = _named(node)
        condition = self.ev(parts[0], scope)
        if not isinstance(condition, bool):
            raise self.error(parts[0], f"a condition must be a constant Bool, got {_describe(condition)}")
        return self.ev(parts[1] if condition else parts[2], scope)

    def nil_coalescing(self, node: Node, scope: Scope) -> Any:
        parts = _named(node)
        value = self.ev(parts[0], scope)
        return self.ev(parts[-1], scope) if value is None else value

    def tuple_expr(self, node: Node, scope: Scope) -> Any:
        parts = _named(node)
        if len(parts) == 1:
            return self.ev(parts[0], scope)
        values = [self.ev(p, scope) for p in parts if p.type != "simple_identifier" or
                  node.field_name_for_named_child(parts.index(p)) != "name"]
        return tuple(values)

    def array(self, node: Node, scope: Scope) -> Any:
        return [self.ev(c, scope) for c in _named(node)]

    def range_expr(self, node: Node, scope: Scope) -> Any:
        start, end = node.child_by_field_name("start"), node.child_by_field_name("end")
        op = node.child_by_field_name("op")
        return SwiftRange(self.ev(start, scope), self.ev(end, scope), op is not None and self.text(op) == "...")

    def open_range(self, node: Node, scope: Scope) -> Any:
        value = self.ev(_named(node)[0], scope)
        return SwiftRange(None, value, True) if node.type == "open_start_range_expression" else \
            SwiftRange(value, None, True)

    def lambda_literal(self, node: Node, scope: Scope) -> Any:
        return Closure(node, scope, self)

    def key_path(self, node: Node, scope: Scope) -> Any:
        return Member("\\")

    def navigation(self, node: Node, scope: Scope) -> Any:
        target = node.child_by_field_name("target")
        suffix = node.child_by_field_name("suffix")
        name_node = suffix.child_by_field_name("suffix") if suffix is not None else None
        if target is None or name_node is None:
            raise self.error(node, f"unsupported expression {self.text(node)[:60]!r}")
        name = self.text(name_node)
        if target.type == "key_path_expression":
            return Member("\\" + name)
        if name == "self" and target.type in ("simple_identifier", "user_type"):
            return MetaType(self.text(target))   # IndentKey.self: a type as a value (layoutValue's key)
        split = self.after_binary(node, scope)
        if split is not None:
            return self.combine(split, node)
        static = self.static_type(target, scope)
        if static is not None:
            return self.static_member(static, name, None, node)
        receiver = self.ev(target, scope)
        return self.member(receiver, name, None, node, scope)

    def static_type(self, target: Node, scope: Scope) -> Optional[str]:
        if target.type != "simple_identifier":
            return None
        name = self.text(target)
        if name in _TYPES_WITH_MEMBERS and not scope.find(name)[0] and not self.globals.find(name)[0]:
            return name
        return None

    def static_member(self, type_name: str, name: str, args: Optional[Args], node: Node) -> Any:
        if type_name == "Color":
            if args is None and name in COLOR_NAMES:
                return Color(name)
            raise self.error(node, f"Color.{name} is not a colour swiftlayout knows ({', '.join(COLOR_NAMES)})")
        if type_name in ("CGFloat", "Double", "Float") and name == "infinity" and args is None:
            return math.inf
        if type_name == "Text" and name == "init":
            return self.call(node, "Text", args or Args([], [], node), Scope())
        if type_name == "GridItem" and name == "init":
            return self.call(node, "GridItem", args or Args([], [], node), Scope())
        return Member(name, args)

    def member(self, receiver: Any, name: str, args: Optional[Args], node: Node, scope: Scope) -> Any:
        """``receiver.name`` (``args`` None) or ``receiver.name(args)``."""
        if isinstance(receiver, Member) and receiver.args is None and receiver.name in COLOR_NAMES and \
                (args is not None or name in MODIFIERS):
            receiver = Color(receiver.name)   # `.red.frame(…)`: a colour given where a view goes
        if isinstance(receiver, (View, Views)) and args is not None:
            return self.modifier(receiver, name, args, node, scope)
        if isinstance(receiver, (View, Views)) and name in MODIFIERS:
            raise self.error(node, f".{name} is a modifier: call it, .{name}(…)")
        if isinstance(receiver, Member) and receiver.args is None and name in ("bold", "italic", "weight",
                                                                                   "monospaced", "smallCaps"):
            receiver = FontValue(style=receiver.name)
        if isinstance(receiver, Member) and receiver.name == "system" and receiver.args is not None:
            receiver = self.system_font(receiver.args, node)
        if isinstance(receiver, FontValue) and args is not None:
            return self.font_method(receiver, name, args, node)
        if isinstance(receiver, Member) and args is None:
            return Member(receiver.name + "." + name)
        if _is_number(receiver) and args is not None and name == "isMultiple":
            other = self.arg_values(args, {"of"})["of"]
            return receiver % other == 0
        if isinstance(receiver, (list, str)) and args is None and name in ("count", "isEmpty"):
            return len(receiver) if name == "count" else not receiver
        if isinstance(receiver, (tuple, list)) and len(receiver) == 2 and args is None and name in ("width", "height",
                                                                                                       "x", "y"):
            return receiver[0 if name in ("width", "x") else 1]
        if isinstance(receiver, Record) and args is None and name in receiver.fields:
            return receiver.fields[name]
        if isinstance(receiver, ViewDimensions) and args is None and name in ("width", "height"):
            return getattr(receiver, name)
        if args is None and not isinstance(receiver, (int, float, str, bool, type(None), Member, View)):
            attr = _snake(name)
            if hasattr(receiver, attr) and not attr.startswith("_"):
                return getattr(receiver, attr)
        raise self.error(node, f"unsupported: .{name} on {_describe(receiver)}")

    def system_font(self, args: Args, node: Node) -> FontValue:
        a = self.arg_values(args, {"size", "weight", "design"})
        if not _is_number(a.get("size")):
            raise self.error(node, ".system(size:weight:design:) needs a size")
        return FontValue(None, a["size"], self.name_of(a["weight"], node) if "weight" in a else None,
                         self.name_of(a["design"], node) if "design" in a else None)

    def font_method(self, font: FontValue, name: str, args: Args, node: Node) -> FontValue:
        if name == "bold":   # the bold trait (resolved per text style), as .bold() on the Text
            return FontValue(font.style, font.size, font.weight, font.design, True)
        if name in ("weight", "fontWeight"):
            value = self.arg_values(args, {"_"})["_"]
            return FontValue(font.style, font.size, self.name_of(value, node), font.design, font.bold)
        if name in ("italic", "monospacedDigit", "smallCaps", "leading"):
            return font
        if name == "monospaced":
            return FontValue(font.style, font.size, font.weight, "monospaced", font.bold)
        raise self.error(node, f"unsupported font method .{name}()")

    def subscript(self, receiver: Any, args: Args, node: Node) -> Any:
        if len(args.items) != 1:
            raise self.error(node, "a subscript takes one value")
        key = self.value(args.items[0][1])
        if isinstance(receiver, ViewDimensions):
            return receiver[self.name_of(key, node)]
        if isinstance(receiver, (list, tuple, str)) and isinstance(key, int):
            if not -len(receiver) <= key < len(receiver):
                raise self.error(node, f"index {key} out of range")
            return receiver[key]
        raise self.error(node, f"cannot subscript {_describe(receiver)}")

    # -- calls --------------------------------------------------------------------------------------
    def call_expr(self, node: Node, scope: Scope) -> Any:
        split = self.after_binary(node, scope)
        if split is not None:
            return self.combine(split, node)
        callee, args = self.split_call(node, scope)
        if args is None:   # a subscript
            suffix = _named(node)[-1]
            sub_args = self.arguments(next(c for c in _named(suffix) if c.type == "value_arguments"), scope)
            return self.subscript(self.ev(callee, scope), sub_args, node)
        return self.call_callee(callee, args, scope)

    def after_binary(self, node: Node, scope: Scope) -> Optional[Tuple[Any, str, Any]]:
        """tree-sitter-swift reads `a + Text("b").bold()` as `(a + Text)("b").bold()`: a call or member chain
        after a binary operator binds to its whole left side. This is (value of a, operator, value of the
        right operand with the chain applied), or None when ``node`` is not such a chain."""
        if node.type == "navigation_expression":
            target = node.child_by_field_name("target")
            suffix = node.child_by_field_name("suffix")
            name_node = suffix.child_by_field_name("suffix") if suffix is not None else None
            if target is None or name_node is None:
                return None
            inner = self.after_binary(target, scope)
            if inner is None:
                return None
            return inner[0], inner[1], self.member(inner[2], self.text(name_node), None, node, scope)
        if node.type != "call_expression":
            return None
        callee = _named(node)[0]
        if callee.type in _BINARY_EXPRESSIONS:
            lhs, op, rhs = (callee.child_by_field_name(f) for f in ("lhs", "op", "rhs"))
            if lhs is None or op is None or rhs is None:
                return None
            _, args = self.split_call(node, scope)
            if args is None:
                return None
            return self.ev(lhs, scope), self.text(op), self.call_callee(rhs, args, scope)
        if callee.type == "navigation_expression":
            target = callee.child_by_field_name("target")
            suffix = callee.child_by_field_name("suffix")
            name_node = suffix.child_by_field_name("suffix") if suffix is not None else None
            if target is None or name_node is None or target.type not in ("call_expression", "navigation_expression"):
                return None
            inner = self.after_binary(target, scope)
            if inner is None:
                return None
            _, args = self.split_call(node, scope)
            if args is None:
                return None
            return inner[0], inner[1], self.member(inner[2], self.text(name_node), args, name_node, scope)
        return None

    def combine(self, split: Tuple[Any, str, Any], node: Node) -> Any:
        try:
            return _binary(split[1], split[0], split[2])
        except (TypeError, ZeroDivisionError, ValueError) as error:
            raise self.error(node, f"cannot compute {self.text(node)[:60]!r}: {error}") from None

    def call_callee(self, callee: Node, args: Args, scope: Scope) -> Any:
        if callee.type in _BINARY_EXPRESSIONS:
            # tree-sitter-swift reads `a * CGFloat(b)` as `(a * CGFloat)(b)`: the call binds to the right operand.
            lhs, op, rhs = (callee.child_by_field_name(f) for f in ("lhs", "op", "rhs"))
            if lhs is not None and op is not None and rhs is not None:
                left = self.ev(lhs, scope)
                right = self.call_callee(rhs, args, scope)
                try:
                    return _binary(self.text(op), left, right)
                except (TypeError, ZeroDivisionError, ValueError) as error:
                    raise self.error(callee, f"cannot compute {self.text(callee)[:60]!r}: {error}") from None
        if callee.type == "simple_identifier":
            name = self.text(callee)
            found, value = scope.find(name)
            if not found:
                found, value = self.globals.find(name)
            if found:
                value = self.force(value, callee)
                if isinstance(value, Function):
                    return self.call_function(value, args)
                if isinstance(value, Closure):
                    return value.value(*[self.value(v) for _, v, _ in args.items])
                if isinstance(value, _LAYOUT_TYPES) and args.closures:
                    return self.layout_call(value, args, callee)
                raise self.error(callee, f"{name} is not a function")
            return self.call(callee, name, args, scope)
        if callee.type == "prefix_expression":
            op = callee.child_by_field_name("operation")
            target = callee.child_by_field_name("target")
            if op is not None and self.text(op) == "." and target is not None:
                if target.type == "navigation_expression":   # .body.bold(): the chain on `.body`
                    base = self.prefix_chain(target)
                    last = target.child_by_field_name("suffix")
                    return self.member(base, self.text(last.child_by_field_name("suffix")), args, callee, scope)
                return Member(self.text(target), args)
        if callee.type == "navigation_expression":
            target = callee.child_by_field_name("target")
            suffix = callee.child_by_field_name("suffix")
            name_node = suffix.child_by_field_name("suffix") if suffix is not None else None
            if target is not None and name_node is not None:
                name = self.text(name_node)
                static = self.static_type(target, scope)
                if static is not None:
                    return self.static_member(static, name, args, callee)
                receiver = self.ev(target, scope)
                return self.member(receiver, name, args, name_node, scope)
        raise self.error(callee, f"unsupported call of {self.text(callee)[:60]!r}")

    def split_call(self, node: Node, scope: Scope) -> Tuple[Node, Optional[Args]]:
        parts = _named(node)
        callee, suffix = parts[0], parts[-1]
        items: List[Tuple[Optional[str], Any, Node]] = []
        closures: List[Tuple[str, Node]] = []
        label = ""
        subscript = False
        value_args: Optional[Node] = None
        for child in _named(suffix):
            if child.type == "value_arguments":
                if child.children and child.children[0].type == "[":
                    subscript = True
                value_args = child
            elif child.type == "lambda_literal":
                closures.append((label, child))
                label = ""
            elif child.type == "simple_identifier":
                label = self.text(child)
            elif child.type == "annotated_lambda":
                lam = next(c for c in child.named_children if c.type == "lambda_literal")
                closures.append((label, lam))
                label = ""
        if subscript:
            return callee, None
        if value_args is not None:
            items = self.arguments(value_args, scope).items
        if callee.type == "call_expression" and value_args is None and closures:
            inner_parts = _named(callee)
            inner_suffix = inner_parts[-1]
            inner_args = [c for c in _named(inner_suffix) if c.type == "value_arguments"]
            if not (inner_args and inner_args[0].children and inner_args[0].children[0].type == "["):
                inner_callee, inner = self.split_call(callee, scope)
                if inner is not None:
                    return inner_callee, Args(inner.items, inner.closures + closures, node, scope)
        return callee, Args(items, closures, node, scope)

    def arguments(self, value_args: Node, scope: Scope) -> Args:
        items: List[Tuple[Optional[str], Any, Node]] = []
        for arg in _named(value_args):
            if arg.type != "value_argument":
                continue
            label_node = arg.child_by_field_name("name")
            value_node = arg.child_by_field_name("value")
            if value_node is None:
                raise self.error(arg, "an argument without a value")
            label = self.text(label_node).rstrip(":").strip() if label_node is not None else None
            items.append((label, _Deferred(value_node, scope), value_node))
        return Args(items, [], value_args)

    def value(self, item: Any) -> Any:
        return self.ev(item.node, item.scope) if isinstance(item, _Deferred) else item

    def arg_values(self, args: Args, labels: set) -> Dict[str, Any]:
        out: Dict[str, Any] = {}
        for label, value, node in args.items:
            key = label or "_"
            if key not in labels:
                raise self.error(node, f"unexpected argument {key + ':' if label else '(unlabeled)'}; "
                                       f"expected {', '.join(sorted(labels))}")
            out[key] = self.value(value)
        return out

    def call(self, node: Node, name: str, args: Args, scope: Scope) -> Any:
        """A call of a type or free function by name: a SwiftUI view, a user struct, a value type."""
        if name in self.structs:
            args = Args([(label, self.value(v), n) for label, v, n in args.items], args.closures, args.node)
            return self.instantiate(self.structs[name], args)
        if name == "ForEach":
            return self.for_each(node, args, scope)
        if name in VIEWS:
            return self.build(VIEWS[name], name, None, args, node)
        if name in LAYOUTS:
            layout = self.build(LAYOUTS[name], name, None, Args(args.items, [], args.node, args.scope), node)
            return self.layout_call(layout, Args([], args.closures, args.node, args.scope), node) if args.closures \
                else layout
        if name in _VALUE_CALLS:
            return _VALUE_CALLS[name](self, args, node)
        if self.placeholder_size(name) is not None:
            return self.placeholder(name, node)
        raise self.error(node, f"unknown view or function {name!r}" + (
            "; pass placeholders={" + repr(name) + ": (width, height)} to lay it out as a fixed-size box"
            if name[:1].isupper() else ""))

    def placeholder_size(self, name: str) -> Optional[Tuple[float, float]]:
        p = self.placeholders
        if p is None:
            return None
        if isinstance(p, Mapping):
            size = p.get(name, p.get("*"))
            return None if size is None else (float(size[0]), float(size[1]))
        return (float(p[0]), float(p[1]))

    def placeholder(self, name: str, node: Node) -> View:
        size = self.placeholder_size(name)
        if size is None:
            raise self.error(node, f"no placeholder size for {name}")
        w, h = size
        return Placeholder(name, min_width=w, ideal_width=w, max_width=w, min_height=h, ideal_height=h, max_height=h)

    def layout_call(self, layout: Any, args: Args, node: Node) -> View:
        """``HStackLayout(spacing: 8) { … }`` or ``layout { … }`` (``let layout = AnyLayout(…)``): the views
        laid out by the layout value, as ``AnyLayout(layout) { … }``."""
        if isinstance(layout, AnyLayout):
            layout = layout.layout
        if args.items or len(args.closures) != 1:
            raise self.error(node, "a layout is called with one trailing closure of views")
        views = Closure(args.closures[0][1], self.closure_scope(args), self).views()
        return AnyLayout(layout, *views)

    def closure_scope(self, args: Args) -> Scope:
        return args.scope if args.scope is not None else self.globals

    def for_each(self, node: Node, args: Args, scope: Scope) -> Views:
        data: Any = None
        for label, value, vnode in args.items:
            if label is None:
                data = self.value(value)
            elif label not in ("id",):
                raise self.error(vnode, f"ForEach: unexpected argument {label}:")
        if isinstance(data, SwiftRange):
            try:
                items: List[Any] = data.values()
            except TypeError as error:
                raise self.error(node, f"ForEach: {error}") from None
        elif isinstance(data, (list, tuple)):
            items = list(data)
        else:
            raise self.error(node, f"ForEach needs a constant range or array, got {_describe(data)}")
        if len(args.closures) != 1:
            raise self.error(node, "ForEach needs one trailing closure")
        closure = Closure(args.closures[0][1], scope, self)
        key = (args.node.start_byte, args.node.end_byte, args.node.type)
        template = self.ids.get(key)
        if template is not None:
            self.handled.add(key)
        out = Views()
        for item in items:
            made = closure.views(item)
            if template is not None:
                inner = closure.bind([item])
                made = [v.id(self.expand(template, inner, node)) for v in made]
            out.extend(made)
        return out

    # -- views and modifiers from the table ---------------------------------------------------------
    def build(self, spec: Spec, name: str, receiver: Optional[Any], args: Args, node: Node) -> Any:
        target, params, closures = spec
        positional: List[Any] = []
        keywords: Dict[str, Any] = {}
        free = [p for p in params if p[0] == "_"]
        labels = {p[0]: p for p in params if p[0] != "_"}
        for label, raw, vnode in args.items:
            if label is None:
                if not free:
                    raise self.error(vnode, f"{name}: unexpected unlabeled argument"
                                     + (f" (its arguments: {_labels(params)})" if params else " (it takes none)"))
                param = free.pop(0)
            elif label in labels:
                param = labels.pop(label)
            else:
                raise self.error(vnode.parent or vnode, f"{name} has no argument {label}: "
                                        f"(its arguments: {_labels(params) or 'none'})")
            _, py, kind = param
            if kind == "ignore":
                continue
            value = self.convert(self.value(raw), kind, vnode, name, param[0])
            if py is None:
                positional.append(value)
            else:
                keywords[py] = value
        for label, cnode in args.closures:
            if label not in closures:
                if label == "" and name == "Button":
                    continue
                raise self.error(cnode, f"{name} takes no {'trailing closure' if not label else label + ': closure'}")
            py, kind = closures[label]
            closure = Closure(cnode, self.closure_scope(args), self)
            if kind == "buttonlabel":
                if "label" in keywords or any(other == "label" for other, _ in args.closures):
                    continue  # Button("title") { action }, Button { action } label: { … }
                kind = "view"
            if kind == "views":
                positional.extend(closure.views())
                continue
            if kind == "ignore":  # e.g. a Menu's items: not laid out
                continue
            if kind == "present":  # a closure whose presence is the argument (Menu's primaryAction)
                keywords[py] = True
                continue
            if py == "title" and kind == "view" and "title" in keywords:
                continue
            keywords[py] = self.convert(closure, kind, cnode, name, label or "content")
        special = _SPECIAL.get(name)
        try:
            if special is not None:
                return special(self, receiver, positional, keywords, node)
            if receiver is None:
                return target(*positional, **keywords)
            return getattr(receiver, target)(*positional, **keywords)
        except (InvalidArgumentError, TypeError, ValueError) as error:
            if isinstance(error, SwiftSourceError):
                raise
            raise self.error(node, f"{name}: {error}") from None

    def modifier(self, receiver: Any, name: str, args: Args, node: Node, scope: Scope) -> Any:
        if isinstance(receiver, Views):
            return Views(self.modifier(v, name, args, node, scope) for v in receiver)
        if name in IGNORED_MODIFIERS:
            return receiver
        spec = MODIFIERS.get(name)
        if spec is None:
            raise self.error(node, f"unknown modifier .{name}(…): swiftlayout does not have it (and it is not one of "
                                   "the modifiers without layout effect it ignores; docs/SWIFT_SOURCE.md)")
        return self.build(spec, "." + name, receiver, args, node)

    def convert(self, value: Any, kind: str, node: Node, owner: str, label: str) -> Any:
        where = f"{owner}({label}:)" if label != "_" else owner
        if kind == "any":
            return value
        if kind == "layoutkey":   # layoutValue(key: IndentKey.self, …): the key type's name
            if isinstance(value, str) and value:
                return str(value)
            raise self.error(node, f"{where} needs a key type (IndentKey.self) or a string, got {_describe(value)}")
        if kind == "num":
            if isinstance(value, Member) and value.name == "infinity":
                return math.inf
            if _is_number(value) or value is None:
                return value
            raise self.error(node, f"{where} needs a number, got {_describe(value)}")
        if kind == "int":
            if isinstance(value, int) and not isinstance(value, bool):
                return value
            raise self.error(node, f"{where} needs an integer, got {_describe(value)}")
        if kind == "bool":
            if isinstance(value, bool):
                return value
            raise self.error(node, f"{where} needs true or false, got {_describe(value)}")
        if kind == "str":
            if isinstance(value, str):
                return value
            if isinstance(value, Text):
                return value.string
            raise self.error(node, f"{where} needs a string, got {_describe(value)}")
        if kind == "idname":
            if isinstance(value, (str, int)) and not isinstance(value, bool):
                return str(value)
            raise self.error(node, f"{where} needs a string or integer id, got {_describe(value)}")
        if kind == "name":
            return self.name_of(value, node, where)
        if kind == "edges":
            if isinstance(value, list):
                return [self.name_of(v, node, where) for v in value] or "none"
            return self.name_of(value, node, where)
        if kind == "axes":
            if isinstance(value, list):
                names = {self.name_of(v, node, where) for v in value}
                return "both" if names == {"horizontal", "vertical"} else sorted(names)
            return self.name_of(value, node, where)
        if kind == "color":
            return self.color_of(value, node, where)
        if kind == "colors":     # [.red, .blue]: the colour names
            if isinstance(value, list):
                return [self.color_of(v, node, where) for v in value]
            raise self.error(node, f"{where} needs an array of colours, got {_describe(value)}")
        if kind == "view":
            if isinstance(value, Closure):
                return self.views_of(Views(value.views()), value.node, where)
            if isinstance(value, Member) and value.name in COLOR_NAMES:
                return Color(value.name)
            if isinstance(value, (View, Views)):
                return self.views_of(value, node, where)
            if isinstance(value, str) and owner in ("Label", "Button", "Toggle"):
                return value
            raise self.error(node, f"{where} needs a view, got {_describe(value)}")
        if kind == "textof":
            views = value.views() if isinstance(value, Closure) else [value]
            for v in views:
                for t in _texts(v):
                    return t
            raise self.error(node, f"{where}: write the label as a Text(\"…\") or Label(\"…\", …)")
        if kind == "fn":
            if not isinstance(value, Closure):
                if _is_number(value):
                    return value
                raise self.error(node, f"{where} needs a closure, got {_describe(value)}")
            closure = value

            def function(*values: Any) -> Any:
                result = closure.value(*values)
                if not _is_number(result):
                    raise self.error(closure.node, f"{where}: the closure returned {_describe(result)}, not a number")
                return float(result)
            return function
        if kind == "viewfn":
            if not isinstance(value, Closure):
                raise self.error(node, f"{where} needs a closure")
            closure = value
            return lambda proxy: self.views_of(Views(closure.views(proxy)), closure.node, where)
        if kind == "items":
            if not isinstance(value, list) or not all(isinstance(v, GridItem) for v in value):
                raise self.error(node, f"{where} needs an array of GridItem, got {_describe(value)}")
            return value
        if kind == "colorbinding":   # ColorPicker(selection: .constant(.red)): the colour
            value = self.convert(value, "binding", node, owner, label)
            return self.color_of(value, node, where)
        if kind == "binding":
            if isinstance(value, Member) and value.name == "constant" and value.args is not None:
                return self.value(value.args.items[0][1]) if value.args.items else None
            return value
        if kind == "point":
            if isinstance(value, Record) and value.type in ("CGPoint", "CGSize"):
                return value
            raise self.error(node, f"{where} needs x: and y: or a CGPoint, got {_describe(value)}")
        if kind == "size":       # CGSize(width:height:) -> (width, height)
            if isinstance(value, Record) and value.type == "CGSize":
                return (value.fields["width"], value.fields["height"])
            raise self.error(node, f"{where} needs a CGSize, got {_describe(value)}")
        if kind == "radii":      # RectangleCornerRadii(topLeading:…) or .init(topLeading:…)
            if isinstance(value, Member) and value.name == "init" and value.args is not None:
                value = _CORNER_RADII(self, value.args, node)
            if isinstance(value, Record) and value.type == "RectangleCornerRadii":
                return tuple(value.fields[c] for c in _CORNERS)
            raise self.error(node, f"{where} needs RectangleCornerRadii(topLeading:bottomLeading:bottomTrailing:"
                                   f"topTrailing:), got {_describe(value)}")
        if kind == "ratio":
            if isinstance(value, Record) and value.type == "CGSize":
                return value.fields["width"] / value.fields["height"]
            return self.convert(value, "num", node, owner, label)
        if kind == "textview":   # Section("Title"): a string is a Text
            if isinstance(value, str):
                return Text(value)
            return self.convert(value, "view", node, owner, label)
        if kind == "layout":
            if isinstance(value, _LAYOUT_TYPES[1:]):
                return value
            raise self.error(node, f"{where} needs HStackLayout(…), VStackLayout(…), ZStackLayout(…) or "
                                   f"GridLayout(…), got {_describe(value)}")
        if kind == "affine":      # CGAffineTransform(…), ProjectionTransform(…) -> (a, b, c, d, tx, ty)
            if isinstance(value, Record) and value.type == "CGAffineTransform":
                return tuple(value.fields[k] for k in _AFFINE)
            raise self.error(node, f"{where} needs a CGAffineTransform(…), got {_describe(value)}")
        if kind == "unitpoint":   # a name, UnitPoint(x:y:) or .init(x:y:)
            if isinstance(value, Record) and value.type == "UnitPoint":
                return (value.fields["x"], value.fields["y"])
            if isinstance(value, Member) and value.name == "init" and value.args is not None:
                a = self.arg_values(value.args, {"x", "y"})
                return (a.get("x", 0), a.get("y", 0))
            return self.name_of(value, node, where)
        if kind == "angle":   # .degrees(…), .radians(…), Angle(degrees:), Angle(radians:), .zero: in degrees
            if isinstance(value, Record) and value.type == "Angle":
                return value.fields["degrees"]
            if isinstance(value, Member) and value.name == "zero" and value.args is None:
                return 0.0
            if isinstance(value, Member) and value.name in ("degrees", "radians") and value.args is not None:
                number: Any = self.value(value.args.items[0][1]) if len(value.args.items) == 1 else None
                if _is_number(number):
                    return float(number) if value.name == "degrees" else math.degrees(number)
            raise self.error(node, f"{where} needs an Angle (.degrees(…) or .radians(…)), got {_describe(value)}")
        if kind in ("padding", "font", "linelimit", "anchor", "space"):
            return value   # see the special builders
        raise AssertionError(kind)

    def name_of(self, value: Any, node: Node, where: str = "") -> str:
        if isinstance(value, Member) and value.args is None:
            return value.name.split(".")[-1]
        if isinstance(value, str):
            return value
        raise self.error(node, f"{where + ' ' if where else ''}needs a name such as .top, got {_describe(value)}")

    def color_of(self, value: Any, node: Node, where: str) -> str:
        if isinstance(value, Color):
            return value.name
        if isinstance(value, ModifiedContent) and isinstance(value.modifier, OpacityModifier):
            return self.color_of(value.content, node, where)   # Color.red.opacity(0.5) as a style: the colour
        if isinstance(value, Member) and value.args is None and value.name in COLOR_NAMES:
            return value.name
        raise self.error(node, f"{where} needs a colour, got {_describe(value)}")


class _Deferred:
    """An argument not evaluated yet (ignored arguments are never evaluated)."""
    __slots__ = ("node", "scope")

    def __init__(self, node: Node, scope: Scope) -> None:
        self.node, self.scope = node, scope


def _labels(params: List[Tuple[str, Optional[str], str]]) -> str:
    return ", ".join(p[0] + ":" for p in params if p[2] != "ignore" or True)


def _texts(view: Any) -> List[str]:
    """The strings of the Texts in a view (a tab item's label), outermost first."""
    out: List[str] = []
    stack = [view]
    while stack:
        v = stack.pop(0)
        if isinstance(v, Text):
            out.append(v.string)
        elif isinstance(v, View):
            stack.extend(v.children)
    return out


def _is_name(word: str) -> bool:
    """A view id in a comment: letters, digits, _ and -, with <var> for a ForEach value."""
    if not word or not (word[0].isalpha() or word[0] in "_<"):
        return False
    depth = 0
    for c in word:
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
        elif not (c.isalnum() or c in "_-"):
            return False
        if depth not in (0, 1):
            return False
    return depth == 0


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _describe(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "nil"
    if isinstance(value, (int, float)):
        return f"the number {value:g}" if isinstance(value, float) else f"the number {value}"
    if isinstance(value, str):
        return f"the string {value!r}"
    if isinstance(value, View):
        return f"a view ({value.type_name(2)})"
    if isinstance(value, Closure):
        return "a closure"
    if isinstance(value, Member):
        return repr(value)
    return type(value).__name__


def _unescape(text: str) -> str:
    table = {"\\n": "\n", "\\t": "\t", "\\\"": "\"", "\\\\": "\\", "\\'": "'", "\\0": "\0", "\\r": "\r"}
    if text in table:
        return table[text]
    if text.startswith("\\u{") and text.endswith("}"):
        return chr(int(text[3:-1], 16))
    return text


def _binary(op: str, a: Any, b: Any) -> Any:
    if op in ("==", "!="):
        equal = a == b if not isinstance(a, Member) else (isinstance(b, Member) and a.name == b.name)
        return equal if op == "==" else not equal
    if op in ("&&", "||"):
        if not isinstance(a, bool) or not isinstance(b, bool):
            raise TypeError(f"{op} needs Bools")
        return (a and b) if op == "&&" else (a or b)
    if op == "+" and isinstance(a, str) and isinstance(b, str):
        return a + b
    if op == "+" and isinstance(a, list) and isinstance(b, list):
        return a + b
    if op == "+" and isinstance(a, Text) and isinstance(b, Text):
        return a + b   # Text concatenation: one paragraph of runs
    if op == "+" and (isinstance(a, View) or isinstance(b, View)):
        raise TypeError("only a Text can be added to a Text (Text + Text)")
    if not _is_number(a) or not _is_number(b):
        raise TypeError(f"{op} needs numbers, got {_describe(a)} and {_describe(b)}")
    both_int = isinstance(a, int) and isinstance(b, int)
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    if op == "/":
        if both_int:
            if b == 0:
                raise ZeroDivisionError("division by zero")
            q = abs(a) // abs(b)
            return q if (a >= 0) == (b >= 0) else -q
        return a / b
    if op == "%":
        if b == 0:
            raise ZeroDivisionError("division by zero")
        return math.fmod(a, b) if not both_int else int(math.fmod(a, b))
    if op == "<":
        return a < b
    if op == ">":
        return a > b
    if op == "<=":
        return a <= b
    if op == ">=":
        return a >= b
    raise TypeError(f"unsupported operator {op}")


_HANDLERS: Dict[str, Callable[[Interpreter, Node, Scope], Any]] = {
    "integer_literal": Interpreter.literal_int, "hex_literal": Interpreter.literal_int,
    "bin_literal": Interpreter.literal_int, "oct_literal": Interpreter.literal_int,
    "real_literal": Interpreter.literal_real, "boolean_literal": Interpreter.literal_bool,
    "line_string_literal": Interpreter.literal_string, "multi_line_string_literal": Interpreter.literal_string,
    "simple_identifier": Interpreter.identifier, "prefix_expression": Interpreter.prefix,
    "additive_expression": Interpreter.binary, "multiplicative_expression": Interpreter.binary,
    "comparison_expression": Interpreter.binary, "equality_expression": Interpreter.binary,
    "conjunction_expression": Interpreter.binary, "disjunction_expression": Interpreter.binary,
    "ternary_expression": Interpreter.ternary, "nil_coalescing_expression": Interpreter.nil_coalescing,
    "tuple_expression": Interpreter.tuple_expr, "parenthesized_expression": Interpreter.tuple_expr,
    "array_literal": Interpreter.array, "range_expression": Interpreter.range_expr,
    "open_start_range_expression": Interpreter.open_range, "open_end_range_expression": Interpreter.open_range,
    "lambda_literal": Interpreter.lambda_literal, "navigation_expression": Interpreter.navigation,
    "call_expression": Interpreter.call_expr,
}
_HANDLERS["nil"] = _HANDLERS["nil_literal"] = lambda self, node, scope: None
_BINARY_EXPRESSIONS = frozenset(("additive_expression", "multiplicative_expression", "comparison_expression",
                                 "equality_expression", "conjunction_expression", "disjunction_expression"))
_EXPRESSIONS = frozenset(k for k in _HANDLERS if not k.endswith("literal") or k == "lambda_literal") | {
    "call_expression"}


# -- value types and free functions --------------------------------------------------------------------


def _record(type_name: str, labels: Tuple[str, ...]) -> Callable[[Interpreter, Args, Node], Any]:
    def make(self: Interpreter, args: Args, node: Node) -> Any:
        values = self.arg_values(args, set(labels))
        for k, v in values.items():
            if not _is_number(v):
                raise self.error(node, f"{type_name}({k}:) needs a number, got {_describe(v)}")
        return Record(type_name, {k: values.get(k, 0) for k in labels})
    return make


_CORNERS = ("topLeading", "bottomLeading", "bottomTrailing", "topTrailing")
_CORNER_RADII = _record("RectangleCornerRadii", _CORNERS)


def _grid_item(self: Interpreter, args: Args, node: Node) -> GridItem:
    values = self.arg_values(args, {"_", "spacing", "alignment"})
    size = values.get("_", Member("flexible", None))
    if not isinstance(size, Member) or size.name not in ("fixed", "flexible", "adaptive"):
        raise self.error(node, f"GridItem needs .fixed(…), .flexible(…) or .adaptive(…), got {_describe(size)}")
    inner = self.arg_values(size.args, {"_", "minimum", "maximum"}) if size.args is not None else {}
    spacing = values.get("spacing")
    alignment = self.name_of(values["alignment"], node) if "alignment" in values else None
    try:
        if size.name == "fixed":
            return GridItem.fixed(inner["_"], spacing, alignment)
        if size.name == "adaptive":
            return GridItem.adaptive(inner["minimum"], inner.get("maximum", math.inf), spacing, alignment)
        return GridItem.flexible(inner.get("minimum", 10), inner.get("maximum", math.inf), spacing, alignment)
    except KeyError as missing:
        raise self.error(node, f"GridItem .{size.name}: missing {missing.args[0]}:") from None
    except (InvalidArgumentError, TypeError) as error:
        raise self.error(node, f"GridItem: {error}") from None


def _color(self: Interpreter, args: Args, node: Node) -> View:
    values = self.arg_values(args, {"_", "white", "red", "green", "blue", "opacity", "hue", "saturation",
                                    "brightness"})
    if "_" in values:
        name = values["_"]
        if isinstance(name, str) and name in COLOR_NAMES:
            return Color(name)
        raise self.error(node, f"Color({_describe(name)}): asset colours are unknown here; use Color.red, "
                               "Color(white:) or Color(red:green:blue:)")
    if "white" in values:
        w = values["white"]
        return Color(_color_hex(w, w, w))
    if {"red", "green", "blue"} <= set(values):
        return Color(_color_hex(values["red"], values["green"], values["blue"]))
    if "hue" in values:
        return Color("gray")
    raise self.error(node, "Color needs white:, red:green:blue: or a name")


def _angle(self: Interpreter, args: Args, node: Node) -> Record:
    """``Angle(degrees:)`` / ``Angle(radians:)``, kept in degrees."""
    values = self.arg_values(args, {"degrees", "radians"})
    if len(values) != 1 or not _is_number(next(iter(values.values()))):
        raise self.error(node, "Angle needs degrees: or radians: (a number)")
    degrees = values["degrees"] if "degrees" in values else math.degrees(values["radians"])
    return Record("Angle", {"degrees": float(degrees)})


_AFFINE = ("a", "b", "c", "d", "tx", "ty")


def _affine(self: Interpreter, args: Args, node: Node) -> Record:
    """``CGAffineTransform(a:b:c:d:tx:ty:)``, ``(translationX:y:)``, ``(scaleX:y:)``, ``(rotationAngle:)``."""
    values = self.arg_values(args, set(_AFFINE) | {"translationX", "y", "scaleX", "rotationAngle"})
    if not all(_is_number(v) for v in values.values()):
        raise self.error(node, "CGAffineTransform needs numbers")
    if "translationX" in values:
        fields = {"a": 1, "b": 0, "c": 0, "d": 1, "tx": values["translationX"], "ty": values.get("y", 0)}
    elif "scaleX" in values:
        fields = {"a": values["scaleX"], "b": 0, "c": 0, "d": values.get("y", 1), "tx": 0, "ty": 0}
    elif "rotationAngle" in values:
        r = values["rotationAngle"]
        fields = {"a": math.cos(r), "b": math.sin(r), "c": -math.sin(r), "d": math.cos(r), "tx": 0, "ty": 0}
    else:
        identity = {"a": 1, "b": 0, "c": 0, "d": 1, "tx": 0, "ty": 0}
        fields = {k: values.get(k, identity[k]) for k in _AFFINE}
    return Record("CGAffineTransform", {k: float(v) for k, v in fields.items()})


def _projection(self: Interpreter, args: Args, node: Node) -> Record:
    """``ProjectionTransform(CGAffineTransform(…))``: its affine part."""
    value = self.arg_values(args, {"_"}).get("_")
    if isinstance(value, Record) and value.type == "CGAffineTransform":
        return value
    raise self.error(node, f"ProjectionTransform(_:) needs a CGAffineTransform(…), got {_describe(value)}")


def _convert_number(kind: str) -> Callable[[Interpreter, Args, Node], Any]:
    def make(self: Interpreter, args: Args, node: Node) -> Any:
        value: Any = self.arg_values(args, {"_"}).get("_")
        if not _is_number(value):
            raise self.error(node, f"{kind}(…) needs a number, got {_describe(value)}")
        return int(value) if kind == "Int" else float(value)
    return make


def _min_max(which: Callable[..., Any]) -> Callable[[Interpreter, Args, Node], Any]:
    def make(self: Interpreter, args: Args, node: Node) -> Any:
        values = [self.value(v) for _, v, _ in args.items]
        if len(values) < 2 or not all(_is_number(v) for v in values):
            raise self.error(node, "min/max need two or more numbers")
        return which(values)
    return make


def _array_repeating(self: Interpreter, args: Args, node: Node) -> Any:
    values = self.arg_values(args, {"repeating", "count"})
    count = values.get("count")
    if not isinstance(count, int) or not 0 <= count <= 100_000:
        raise self.error(node, "Array(repeating:count:) needs a count in 0…100000")
    return [values.get("repeating")] * count


def _string(self: Interpreter, args: Args, node: Node) -> Any:
    value = self.arg_values(args, {"_"}).get("_")
    return str(value)


_VALUE_CALLS: Dict[str, Callable[[Interpreter, Args, Node], Any]] = {
    "EdgeInsets": _record("EdgeInsets", ("top", "leading", "bottom", "trailing")),
    "CGSize": _record("CGSize", ("width", "height")),
    "CGPoint": _record("CGPoint", ("x", "y")),
    "UnitPoint": _record("UnitPoint", ("x", "y")),
    "RectangleCornerRadii": _CORNER_RADII,
    "Angle": _angle,
    "CGAffineTransform": _affine,
    "ProjectionTransform": _projection,
    "GridItem": _grid_item,
    "Color": _color,
    "CGFloat": _convert_number("CGFloat"), "Double": _convert_number("Double"), "Float": _convert_number("Float"),
    "Int": _convert_number("Int"),
    "min": _min_max(min), "max": _min_max(max),
    "abs": lambda self, args, node: abs(self.arg_values(args, {"_"})["_"]),
    "Array": _array_repeating,
    "String": _string,
}


# -- views and modifiers that need more than a keyword per argument ----------------------------------------

Special = Callable[[Interpreter, Any, List[Any], Dict[str, Any], Node], Any]


def _padding(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    method = view.padding if not isinstance(kw.get("_safe"), bool) else view.safe_area_padding
    first = pos[0] if pos else None
    if isinstance(first, Member) and first.name == "init" and first.args is not None:
        first = _record("EdgeInsets", ("top", "leading", "bottom", "trailing"))(self, first.args, node)
    if isinstance(first, Record) and first.type == "EdgeInsets":
        f = first.fields
        return method(top=f["top"], leading=f["leading"], bottom=f["bottom"], trailing=f["trailing"])
    if first is None:
        return method() if "length" not in kw else method("all", kw["length"])
    if _is_number(first):
        return method(first)
    edges = self.convert(first, "edges", node, ".padding", "_")
    return method(edges, kw.get("length"))


def _safe_area_padding(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    first = pos[0] if pos else None
    if first is None:
        return view.safe_area_padding("all", kw.get("length"))
    if _is_number(first):
        return view.safe_area_padding(first)
    if isinstance(first, Record) or (isinstance(first, Member) and first.args is not None):
        raise self.error(node, ".safeAreaPadding(EdgeInsets) is not supported; use .safeAreaPadding(.edges, length)")
    return view.safe_area_padding(self.convert(first, "edges", node, ".safeAreaPadding", "_"), kw.get("length"))


def _font(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    value = pos[0] if pos else None
    if isinstance(value, Member) and value.args is None:
        return view.font(value.name)
    if isinstance(value, Member) and value.name == "system" and value.args is not None:
        value = self.system_font(value.args, node)
    if isinstance(value, FontValue):
        made = view.font(value.style, size=value.size, weight=value.weight, design=value.design)
        return made.bold() if value.bold else made
    if value is None:
        return view
    raise self.error(node, f".font needs a font (.title, .system(size:)), got {_describe(value)}")


def _line_limit(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    value = pos[0] if pos else None
    reserves = kw.get("reserves_space", False)
    if isinstance(value, SwiftRange):
        return view.line_limit(min=value.lower, max=value.upper if value.closed or value.upper is None
                               else value.upper - 1)
    if value is None or isinstance(value, int):
        return view.line_limit(value, reserves_space=reserves)
    raise self.error(node, f".lineLimit needs an integer, a range or nil, got {_describe(value)}")


def _point(name: str) -> Special:
    def make(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
        if pos or "x" in kw and isinstance(kw["x"], Record):
            record = pos[0] if pos else kw["x"]
            f = record.fields
            x, y = (f["x"], f["y"]) if record.type == "CGPoint" else (f["width"], f["height"])
            return getattr(view, name)(x, y)
        for key in ("x", "y"):
            if key in kw and not _is_number(kw[key]):
                raise self.error(node, f".{name}({key}:) needs a number, got {_describe(kw[key])}")
        return getattr(view, name)(kw.get("x", 0), kw.get("y", 0))
    return make


def _anchor(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    value = pos[0] if pos else None
    if isinstance(value, Record) and value.type == "UnitPoint":
        return view.grid_cell_anchor((value.fields["x"], value.fields["y"]))
    if isinstance(value, Member) and value.name == "init" and value.args is not None:
        a = self.arg_values(value.args, {"x", "y"})
        return view.grid_cell_anchor((a.get("x", 0), a.get("y", 0)))
    return view.grid_cell_anchor(self.name_of(value, node, ".gridCellAnchor"))


def _coordinate_space(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    if "name" in kw and isinstance(kw["name"], str):
        return view.coordinate_space(kw["name"])
    value = kw.get("name")
    if isinstance(value, Member) and value.name == "named" and value.args is not None and value.args.items:
        return view.coordinate_space(self.value(value.args.items[0][1]))
    raise self.error(node, ".coordinateSpace needs name: \"…\" or .named(\"…\")")


def _ignores_safe_area(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    regions = kw.get("regions", "all")
    return view.ignores_safe_area(regions, kw.get("edges", "all"))


def _background(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    if "view" not in kw:
        raise self.error(node, ".background needs a view or a colour")
    edges = kw.get("ignores_safe_area_edges", "all")
    if edges == "none":
        edges = None
    return view.background(kw["view"], kw.get("alignment"), ignores_safe_area_edges=edges)


def _overlay(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    if "view" not in kw:
        raise self.error(node, ".overlay needs a view")
    return view.overlay(kw["view"], kw.get("alignment", "center"))


def _fixed_size(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    if not kw:
        return view.fixed_size()
    return view.fixed_size(kw.get("horizontal", False), kw.get("vertical", False))


def _image(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    if "name" in kw:
        size = self.images.get(kw["name"])
        if size is None:
            size = self.placeholder_size(kw["name"])
        if size is None:
            raise self.error(node, f"Image({kw['name']!r}): the asset's size is unknown; pass images="
                                   f"{{{kw['name']!r}: (width, height)}}")
        return Image(kw["name"], size[0], size[1])
    return Image(system_name=kw.get("system_name"))


def _label(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    name = kw.get("image")
    if name is not None:  # Label(_:image:): the asset's size, as for Image(_:)
        size = self.images.get(name) or self.placeholder_size(name)
        if size is None:
            raise self.error(node, f"Label(image: {name!r}): the asset's size is unknown; pass images="
                                   f"{{{name!r}: (width, height)}}")
        kw["width"], kw["height"] = size
    return Label(*pos, **kw)


def _container_relative_frame(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    length = kw.pop("length", None)
    if length is not None:
        inner = length
        kw["length"] = lambda size, axis: inner(size, Member(axis))
    return view.container_relative_frame(*pos, **kw)


def _scroll_view(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    if not pos:
        raise self.error(node, "ScrollView needs its content in a trailing closure")
    # Several views: the engine's `children`, an implicit VStack (as in SwiftUI, whatever the axes).
    content = pos[0] if len(pos) == 1 else VStack(*pos)
    return ScrollView(content, kw.get("axes", "vertical"), shows_indicators=kw.get("shows_indicators", True))


#: `.environment(\.key, value)`: the key paths swiftlayout has, and the Python keyword or method.
_ENVIRONMENT = {"layoutDirection": "layout_direction", "dynamicTypeSize": "dynamic_type_size"}


def _environment(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    key = kw.get("key")
    if not (isinstance(key, Member) and key.name.startswith("\\") and key.args is None):
        raise self.error(node, f".environment needs a key path (\\.layoutDirection), got {_describe(key)}")
    name = key.name[1:]
    if name not in _ENVIRONMENT:
        raise self.error(node, f".environment(\\.{name}, …) is not supported; swiftlayout has "
                               + ", ".join("\\." + k for k in _ENVIRONMENT))
    value = self.name_of(kw.get("value"), node, f".environment(\\.{name})")
    if name == "layoutDirection":
        return view.environment(layout_direction=value)
    return view.dynamic_type_size(value)


def _content_margins(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    edges = kw.get("edges")
    placement = kw.get("placement", "automatic")
    if _is_number(edges) and "length" not in kw:
        return view.content_margins(edges, placement=placement)
    if edges is None:
        raise self.error(node, ".contentMargins needs a length, or edges and a length")
    edges = self.convert(edges, "edges", node, ".contentMargins", "_")
    return view.content_margins(edges, kw.get("length"), placement=placement)


def _default_scroll_anchor(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    value = kw.get("anchor")
    anchor: Any
    if value is None:
        anchor = None
    elif isinstance(value, Record) and value.type == "UnitPoint":
        anchor = (value.fields["x"], value.fields["y"])
    elif isinstance(value, Member) and value.name == "init" and value.args is not None:
        a = self.arg_values(value.args, {"x", "y"})
        anchor = (a.get("x", 0), a.get("y", 0))
    else:
        anchor = self.name_of(value, node, ".defaultScrollAnchor")
    return view.default_scroll_anchor(anchor, kw.get("role"))


def _text(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    if pos:
        if isinstance(pos[0], str) or getattr(pos[0], "system_name", None) is not None:
            return Text(pos[0])   # a string, or Text(Image(systemName:)): the symbol inline
        raise self.error(node, f"Text needs a string or an Image(systemName:), got {_describe(pos[0])}")
    if "string" in kw:
        return Text(kw["string"])
    raise self.error(node, "Text needs a string")


def _scroll_view_reader(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    """``ScrollViewReader { proxy in content }`` is its content (the proxy only scrolls, at run time)."""
    return pos[0] if len(pos) == 1 else Group(*pos)


def _picker(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    """``Picker(selection:) { options } label: { label }``: the label view stands where the title would."""
    if "title" in kw:
        return Picker(kw.pop("title"), *pos, **kw)
    return Picker(*pos, **kw)


def _progress(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    if "value" in kw and kw["value"] is None:
        del kw["value"]
    return ProgressView(**kw)


_SPECIAL: Dict[str, Special] = {
    ".padding": _padding, ".safeAreaPadding": _safe_area_padding, ".font": _font, ".lineLimit": _line_limit,
    ".offset": _point("offset"), ".position": _point("position"), ".gridCellAnchor": _anchor,
    ".coordinateSpace": _coordinate_space, ".ignoresSafeArea": _ignores_safe_area, ".background": _background,
    ".overlay": _overlay, ".fixedSize": _fixed_size, "Image": _image, "Label": _label,
    ".containerRelativeFrame": _container_relative_frame, "ScrollView": _scroll_view, "Text": _text,
    "ProgressView": _progress, "Picker": _picker, ".environment": _environment, ".contentMargins": _content_margins,
    ".defaultScrollAnchor": _default_scroll_anchor, "ScrollViewReader": _scroll_view_reader,
}
_LAYOUT_TYPES = (AnyLayout, HStackLayout, VStackLayout, ZStackLayout, GridLayout)


# ----------------------------------------------------------------------------------------------------


def from_swift(source: str, *, view: Optional[str] = None, placeholders: PlaceholderSizes = None,
               images: Optional[Mapping[str, Tuple[float, float]]] = None) -> View:
    """Builds the view SwiftUI ``source`` describes, as the Python API would (docs/SWIFT_SOURCE.md).

    ``source`` is one view expression, or ``struct Name: View { var body: some View { … } }`` definitions
    (with helper functions and ``let`` constants); ``view`` names the struct to lay out (default: the one
    expression, else ``ContentView``, else the only struct no other one uses). ``placeholders`` lays out
    unknown views as fixed-size boxes: ``{"MapView": (200, 100)}``, with ``"*"`` for any other, or one
    ``(width, height)`` for all. ``images`` gives asset images their size: ``{"photo": (64, 40)}``.

    A comment ``// name`` (or ``/* name */``) after a view gives the outermost view ending on that line
    before the comment the id ``name``, as ``.id("name")`` would; in a ``ForEach``, ``row<i>`` puts the
    value of ``i`` into the name.

    Raises :class:`~swiftlayout.SwiftSourceError` (a ``ValueError`` with ``line`` and ``column``) for a
    syntax error, an unknown view or modifier, a wrong argument label or a non-constant expression, and
    ImportError when tree-sitter is not installed.
    """
    if not isinstance(source, str):
        raise TypeError(f"from_swift needs the source as a str, got {type(source).__name__}")
    if view is not None and not isinstance(view, str):
        raise TypeError(f"view must be a struct name, got {type(view).__name__}")
    interpreter = Interpreter(source, placeholders, images)
    try:
        return interpreter.run(view)
    except RecursionError:
        raise SwiftSourceError("the source nests too deeply to interpret") from None
