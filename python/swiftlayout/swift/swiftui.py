"""SwiftUI's views and modifiers as the reader builds them: each one an entry of ``VIEWS`` / ``MODIFIERS``
(its argument labels and what they become in the Python API), the modifiers without layout effect in
``IGNORED_MODIFIERS``, and the few that need more than a keyword per argument in ``_SPECIAL``
(docs/SWIFT_SOURCE.md lists them all).

:class:`SwiftUIBuilder` is the part of the interpreter that calls the Python API: it converts each argument
to what the view or modifier takes (``convert``) and reports a wrong one at its position.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Callable, Dict, List, Mapping, Optional, Sequence, Set, Tuple, Union

from ..base import COLOR_NAMES
from ..modifiers.drawing import OpacityModifier
from ..views.view import ModifiedContent
from ..views.grouping import (
    AnyLayout,
    DisclosureGroup,
    EmptyView,
    GridLayout,
    Group,
    GroupBox,
    HStackLayout,
    Section,
    VStackLayout,
    ViewThatFits,
    ZStackLayout,
)
from ..views.containers import (
    Form as FormView,
    List as ListView,
    NavigationSplitView,
    NavigationStack,
    ScrollView,
    TabView,
)
from ..views.controls import (
    Button,
    ColorPicker,
    ContentUnavailableView,
    ControlGroup,
    DatePicker,
    Divider,
    Gauge,
    Image,
    Label,
    LabeledContent,
    Link,
    Menu,
    NavigationLink,
    Picker,
    ProgressView,
    SecureField,
    Slider,
    Stepper,
    TextEditor,
    TextField,
    Toggle,
    VideoPlayer,
)
from ..views.canvas import Canvas, LinearGradient
from ..errors import InvalidArgumentError, SwiftSourceError
from ..views.grids import Grid, GridItem, GridRow, LazyHGrid, LazyHStack, LazyVGrid, LazyVStack
from ..views.geometry_reader import GeometryReader
from ..registry import declared_modifiers, snake
from ..views import (
    AnyShape,
    Capsule,
    Circle,
    Color,
    Ellipse,
    HStack,
    MapView,
    Path,
    Rectangle,
    RoundedRectangle,
    Spacer,
    Text,
    UnevenRoundedRectangle,
    View,
    VStack,
    ZStack,
)
from ..modifiers.navigation import ToolbarItem
from .parser import Node
from .values import (
    Args,
    Closure,
    EnumValue,
    FontValue,
    KeyPath,
    Member,
    Record,
    StandIn,
    SwiftRange,
    TypeValue,
    Views,
    describe as _describe,
    is_number as _is_number,
)

if TYPE_CHECKING:
    from .interpreter import Interpreter

PlaceholderSizes = Union[None, Tuple[float, float], Mapping[str, Tuple[float, float]]]
#: ShapeStyles that are not colours: as a background or overlay they lay out as a colour does (they only paint).
SHAPE_STYLES = {
    "ultraThinMaterial",
    "thinMaterial",
    "regularMaterial",
    "thickMaterial",
    "ultraThickMaterial",
    "bar",
    "tertiary",
    "quaternary",
    "quinary",
    "tint",
    "background",
    "foreground",
    "fill",
    "separator",
    "selection",
    "windowBackground",
    "placeholder",
    "link",
    "linearGradient",
    "radialGradient",
    "angularGradient",
    "ellipticalGradient",
    "shadow",
    "accentColor",
    "primary",
    "secondary",
}
#: The size of an asset image whose size the reader is not given (``images=``): assumed, and noted.
ASSUMED_IMAGE_SIZE = (100.0, 100.0)
#: The types whose static members an implicit member (`.rowSpacing`, `.scaledBody`, `.brand`) given to an
#: argument of each kind may name, when the app declares them in an extension (`extension CGFloat { static
#: let rowSpacing: CGFloat = 12 }`, `extension ShapeStyle where Self == Color { static var brand: Color … }`).
IMPLICIT_MEMBER_TYPES: Dict[str, Tuple[str, ...]] = {
    "num": ("CGFloat", "Double", "Float", "Int", "BinaryFloatingPoint"),
    "number": ("CGFloat", "Double", "Float", "Int", "BinaryFloatingPoint"),
    "int": ("Int",),
    "padding": ("CGFloat", "Double", "EdgeInsets"),
    "space": ("CGFloat", "Double"),
    "font": ("Font",),
    "color": ("Color", "ShapeStyle"),
    "view": ("Color", "ShapeStyle"),
    "unitpoint": ("UnitPoint",),
    "size": ("CGSize",),
    "str": ("String", "LocalizedStringKey"),
    "textview": ("String", "LocalizedStringKey"),
}

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
    "List": _spec(ListView, "selection:ignore", _CHILDREN),
    "Form": _spec(FormView, "", _CHILDREN),
    "TabView": _spec(TabView, "selection:binding", _CHILDREN),
    "ScrollView": _spec(ScrollView, "_=axes:axes showsIndicators:bool", _CHILDREN),
    "NavigationStack": _spec(NavigationStack, "path:ignore", _CONTENT),
    "NavigationView": _spec(NavigationStack, "", _CONTENT),
    "NavigationSplitView": _spec(
        NavigationSplitView,
        "columnVisibility=column_visibility:namebinding preferredCompactColumn=preferred_compact_column:namebinding",
        {"": "sidebar:view", "sidebar": "sidebar:view", "content": "content:view", "detail": "detail:view"},
    ),
    "GeometryReader": _spec(GeometryReader, "", {"": "content:viewfn"}),
    "ScrollViewReader": _spec(Group, "", {"": "*:views"}),
    "ViewThatFits": _spec(ViewThatFits, "in=axes:axes", _CHILDREN),
    "AnyLayout": _spec(AnyLayout, "_:layout", _CHILDREN),
    "Group": _spec(Group, "", _CHILDREN),
    "EmptyView": _spec(EmptyView),
    "Section": _spec(
        Section,
        "_=header:textview header:view footer:view isExpanded:ignore",
        {"": "*:views", "header": "header:view", "footer": "footer:view"},
    ),
    "Text": _spec(
        Text,
        "_:any verbatim=string:str format:any style:any formatter:ignore tableName:ignore "
        "bundle:ignore comment:ignore timerInterval:any countsDown:ignore showsHours:ignore",
    ),
    "Spacer": _spec(Spacer, "minLength:num"),
    "Rectangle": _spec(Rectangle),
    # Shapes whose geometry only draws lay out as every shape does (they take the proposal), like Rectangle.
    "ContainerRelativeShape": _spec(Rectangle),
    "Path": _spec(Path, "_:ignore", {"": "path:ignore"}),
    "Circle": _spec(Circle),
    "Ellipse": _spec(Ellipse),
    "Capsule": _spec(Capsule, "style:name"),
    "RoundedRectangle": _spec(RoundedRectangle, "cornerRadius:num cornerSize:size style:name"),
    "UnevenRoundedRectangle": _spec(
        UnevenRoundedRectangle,
        "cornerRadii=corner_radii:radii "
        "topLeadingRadius=top_leading:num bottomLeadingRadius=bottom_leading:num "
        "bottomTrailingRadius=bottom_trailing:num topTrailingRadius=top_trailing:num "
        "style:name",
    ),
    "AnyShape": _spec(AnyShape, "_=shape:view"),
    "Canvas": _spec(
        Canvas,
        "opaque:ignore colorMode:ignore rendersAsynchronously:ignore",
        {"": "renderer:ignore", "symbols": "symbols:ignore"},
    ),
    "LinearGradient": _spec(
        LinearGradient, "colors:any gradient:any stops:any startPoint=start_point:name endPoint=end_point:name"
    ),
    "MapView": _spec(MapView),
    "Map": _spec(MapView, "position:ignore initialPosition:ignore coordinateRegion:ignore"),
    "Divider": _spec(Divider),
    "Image": _spec(
        Image,
        "_=name:any systemName:str decorative:any uiImage:any nsImage:any cgImage:any "
        "variableValue:ignore bundle:ignore label:ignore scale:ignore orientation:ignore",
    ),
    "Button": _spec(Button, "_=label:str role:name action:ignore", {"": "label:buttonlabel", "label": "label:view"}),
    "Label": _spec(
        Label, "_=title:str systemImage:str image:str title:view icon:view", {"": "title:view", "icon": "icon:view"}
    ),
    "Toggle": _spec(
        Toggle,
        "_=label:str isOn:binding systemImage:ignore image:ignore sources:ignore",
        {"": "label:view", "label": "label:view"},
    ),
    "GroupBox": _spec(GroupBox, "_=label:textview label:view", {"": "*:views", "label": "label:view"}),
    "DisclosureGroup": _spec(
        DisclosureGroup,
        "_=label:textview isExpanded=is_expanded:binding label:view",
        {"": "*:views", "label": "label:view"},
    ),
    "TextField": _spec(
        TextField,
        "_=placeholder:any text:binding axis:name prompt:any value:any format:any "
        "formatter:ignore onEditingChanged:ignore onCommit:ignore selection:ignore",
        {"": "label:ignore", "label": "label:ignore"},
    ),
    "SecureField": _spec(
        SecureField,
        "_=placeholder:any text:binding prompt:any onCommit:ignore",
        {"": "label:ignore", "label": "label:ignore"},
    ),
    "Slider": _spec(
        Slider,
        "value:binding in:ignore step:ignore",
        {
            "": "title:view",
            "label": "title:view",
            "minimumValueLabel": "minimum_value_label:view",
            "maximumValueLabel": "maximum_value_label:view",
        },
    ),
    "Stepper": _spec(
        Stepper,
        "_=title:str value:number in:ignore step:ignore onIncrement:ignore onDecrement:ignore "
        "format:ignore onEditingChanged:ignore",
        {"": "title:view", "label": "title:view"},
    ),
    "ColorPicker": _spec(
        ColorPicker, "_=title:str selection:colorbinding supportsOpacity=supports_opacity:bool", {"": "title:view"}
    ),
    "Picker": _spec(
        Picker,
        "_:str selection:tagvalue systemImage:ignore sources:ignore currentValueLabel:ignore",
        {"": "*:views", "label": "title:view", "content": "*:views", "currentValueLabel": "label:ignore"},
    ),
    "DatePicker": _spec(
        DatePicker,
        "_=title:str selection:date in:ignore displayedComponents=displayed_components:any",
        {"": "title:view", "label": "title:view"},
    ),
    "TimelineView": _spec(Group, "_:ignore", {"": "*:timeline"}),
    "ProgressView": _spec(
        ProgressView,
        "_=title:str value:num total:num",
        {"": "title:view", "label": "title:view", "currentValueLabel": "current_value_label:view"},
    ),
    "Link": _spec(Link, "_=label:str destination:ignore", {"": "label:view"}),
    "NavigationLink": _spec(
        NavigationLink,
        "_=label:str destination:ignore value:ignore",
        {"": "label:buttonlabel", "label": "label:view", "destination": "label:ignore"},
    ),
    "LabeledContent": _spec(
        LabeledContent, "_=label:str value=content:str", {"": "content:view", "label": "label:view"}
    ),
    "TextEditor": _spec(TextEditor, "text:binding"),
    "Gauge": _spec(
        Gauge,
        "value:num in:ignore",
        {
            "": "title:textof",
            "label": "title:textof",
            "currentValueLabel": "current_value_label:textof",
            "minimumValueLabel": "minimum_value_label:textof",
            "maximumValueLabel": "maximum_value_label:textof",
        },
    ),
    "ControlGroup": _spec(ControlGroup, "_=label:str", {"": "*:views", "content": "*:views", "label": "label:view"}),
    "ContentUnavailableView": _spec(
        ContentUnavailableView,
        "_=title:str systemImage=system_image:str image:ignore description:view",
        {"": "label:view", "label": "label:view", "description": "description:view", "actions": "actions:view"},
    ),
    "VideoPlayer": _spec(
        VideoPlayer, "player:ignore", {"": "video_overlay:view", "videoOverlay": "video_overlay:view"}
    ),
    "Menu": _spec(
        Menu,
        "_=label:str",
        {
            "": "items:ignore",
            "content": "items:ignore",
            "label": "label:view",
            "primaryAction": "primary_action:present",
        },
    ),
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
    return {
        name: _spec(_snake(name), *((value,) if isinstance(value, str) else value)) for name, value in table.items()
    }


#: SwiftUI modifiers: name -> (View method, parameters, trailing closures). The modifiers the registry
#: declares by their parameters (swiftlayout/registry.py) are added below from their declarations; this
#: table holds the others, and those whose SwiftUI arguments differ from their declaration.
MODIFIERS: Dict[str, Spec] = _modifier_specs(
    {
        "frame": "width:num height:num alignment:name minWidth:num idealWidth:num maxWidth:num "
        "minHeight:num idealHeight:num maxHeight:num",
        "padding": "_:padding _=length:num",
        "border": "_=color:color width:num",
        "overlay": ("_=view:view alignment:name", {"": "view:view"}),
        "background": (
            "_=view:view alignment:name ignoresSafeAreaEdges:edges in=shape:view fillStyle:ignore",
            {"": "view:view"},
        ),
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
        "searchable": (
            "text:ignore tokens:ignore isPresented:ignore placement:ignore prompt:str",
            {"": "prompt:ignore"},
        ),
        "formStyle": "_:name",
        "toolbar": ("_:name for:any", {"": "items:toolbar", "content": "items:toolbar"}),
        "toolbarVisibility": "_=visibility:name for:any",
        "scenePadding": "_:any edges:edges",
        "layoutDirectionBehavior": "_:any",
        "navigationSplitViewColumnWidth": "_=width:num min:num ideal:num max:num",
        "presentationDetents": "_:any selection:ignore",
        "scrollPosition": "_:ignore id:ignore anchor:ignore",
        "sheet": (
            "isPresented=is_presented:binding item:any onDismiss:ignore",
            {"": "content:closure", "content": "content:closure"},
        ),
        "fullScreenCover": (
            "isPresented=is_presented:binding item:any onDismiss:ignore",
            {"": "content:closure", "content": "content:closure"},
        ),
        "popover": (
            "isPresented=is_presented:binding item:any attachmentAnchor:ignore arrowEdge:ignore",
            {"": "content:closure", "content": "content:closure"},
        ),
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
        "tag": "_:tagvalue includeOptional:ignore",
        "resizable": "capInsets:ignore resizingMode:ignore",
        "mask": ("_=view:view alignment:name", {"": "view:view"}),
        "clipShape": "_=shape:view style:ignore",
        "transformEffect": "_=transform:affine",
        "projectionEffect": "_=transform:affine",
        "id": "_:idname",
    }
)

#: How a declared parameter's type converts (``Interpreter.convert``).
_DECLARED_KINDS = {
    "number": "num",
    "bool": "bool",
    "name": "name",
    "unitPoint": "unitpoint",
    "color": "color",
    "angle": "angle",
}


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
    "foregroundStyle",
    "foregroundColor",
    "fill",
    "stroke",
    "strokeBorder",
    "tint",
    "accentColor",
    "rotation3DEffect",
    "contentShape",
    "onTapGesture",
    "onLongPressGesture",
    "gesture",
    "simultaneousGesture",
    "highPriorityGesture",
    "onAppear",
    "onDisappear",
    "onChange",
    "onReceive",
    "onSubmit",
    "task",
    "refreshable",
    "disabled",
    "allowsHitTesting",
    "animation",
    "transition",
    "matchedGeometryEffect",
    "help",
    "keyboardShortcut",
    "focused",
    "contextMenu",
    "menuStyle",
    "alert",
    "confirmationDialog",
    "toolbarBackground",
    "presentationDragIndicator",
    "presentationCornerRadius",
    "presentationBackground",
    "presentationBackgroundInteraction",
    "presentationCompactAdaptation",
    "presentationContentInteraction",
    "interactiveDismissDisabled",
    "navigationDestination",
    "environmentObject",
    "preferredColorScheme",
    "scrollContentBackground",
    "symbolRenderingMode",
    "underline",
    "strikethrough",
    "privacySensitive",
    "redacted",
    "hoverEffect",
    "buttonBorderShape",
    "submitLabel",
    "textContentType",
    "keyboardType",
    "autocorrectionDisabled",
    "textInputAutocapitalization",
    "interpolation",
    "antialiased",
    "renderingMode",
    "accessibilityLabel",
    "accessibilityHint",
    "accessibilityValue",
    "accessibilityIdentifier",
    "accessibilityHidden",
    "accessibilityElement",
    "accessibilityAddTraits",
    "accessibilityRemoveTraits",
    "accessibilityAction",
    "accessibilitySortPriority",
    "accessibilityHeading",
    "accessibilityAdjustableAction",
    "accessibilityRotor",
    "accessibilityRotorEntry",
    "onHover",
    "onContinuousHover",
    "pointerStyle",
    "draggable",
    "dropDestination",
    "symbolEffect",
    "scrollDismissesKeyboard",
    "scrollBounceBehavior",
    "onScrollGeometryChange",
    "onScrollPhaseChange",
    "trim",
)

#: Color initialisers and other value types the source may build.
_TYPES_WITH_MEMBERS: Tuple[str, ...] = (
    "Color",
    "Font",
    "Edge",
    "Alignment",
    "HorizontalAlignment",
    "VerticalAlignment",
    "Axis",
    "CGFloat",
    "Double",
    "Float",
    "UnitPoint",
    "ContentMode",
    "SafeAreaRegions",
    "Text",
    "TextAlignment",
    "GridItem",
    "ProgressViewStyle",
    "ButtonStyle",
    "Int",
    "ControlSize",
    "Angle",
)


# ----------------------------------------------------------------------------------------------------


class SwiftUIBuilder:
    """The interpreter's calls into the Python API (mixed into :class:`~.interpreter.Interpreter`, which
    defines the methods declared here)."""

    strict: bool
    images: Dict[str, Tuple[float, float]]

    def error(self, node: Optional[Node], message: str, file: Any = None) -> SwiftSourceError:
        raise NotImplementedError

    def note(self, kind_name: str, node: Optional[Node], message: str, file: Any = None) -> None:
        raise NotImplementedError

    def refuse(self, node: Optional[Node], message: str, argument: bool = False) -> None:
        raise NotImplementedError

    def refuse_error(self, error: SwiftSourceError, node: Optional[Node]) -> None:
        raise NotImplementedError

    def value(self, item: Any) -> Any:
        raise NotImplementedError

    def app_static(self, member: Member, types: Sequence[str], node: Node) -> Any:
        raise NotImplementedError

    def arg_values(self, args: Args, labels: Set[str]) -> Dict[str, Any]:
        raise NotImplementedError

    def closure_views(self, closure: Any, *values: Any) -> List[View]:
        raise NotImplementedError

    def call_closure(self, closure: Any, values: Sequence[Any], builder: Optional[bool] = None) -> Any:
        raise NotImplementedError

    def view_function(self, closure: Closure, where: str) -> Callable[[Any], View]:
        raise NotImplementedError

    def views_of(self, value: Any, node: Optional[Node], what: str) -> View:
        raise NotImplementedError

    def sample_for(self, value: Any, kind_name: str, node: Node, where: str) -> Any:
        raise NotImplementedError

    def is_closure_argument(self, raw: Any) -> bool:
        raise NotImplementedError

    def toolbar_items(self, closure: Any) -> List[ToolbarItem]:
        raise NotImplementedError

    def markdown_literal(self, node: Node) -> Optional[str]:
        raise NotImplementedError

    def timeline_context(self) -> Record:
        raise NotImplementedError

    def build(self, spec: Spec, name: str, receiver: Optional[Any], args: Args, node: Node) -> Any:
        """``name`` (a view, or ``.modifier`` on ``receiver``) from its table entry and the call's arguments.

        A closure passed by label (``Button(action: {…}, label: {…})``) counts as that trailing closure. In
        lenient reading an argument the entry does not take, or whose value does not convert, is left out
        with a note (the view keeps SwiftUI's default for it); with ``strict`` it is an error."""
        target, params, closures = spec
        positional: List[Any] = []
        keywords: Dict[str, Any] = {}
        free = [p for p in params if p[0] == "_"]
        labels = {p[0]: p for p in params if p[0] != "_"}
        trailing = list(args.closures)
        for label, raw, vnode in args.items:
            if label is not None and label not in labels and label in closures and self.is_closure_argument(raw):
                trailing.append((label, self.value(raw)))
                continue
            if label is None:
                if not free:
                    self.refuse(
                        getattr(raw, "argument", vnode),
                        f"{name}: unexpected unlabeled argument"
                        + (f" (its arguments: {_labels(params)})" if params else " (it takes none)"),
                    )
                    continue
                param = free.pop(0)
            elif label in labels:
                param = labels.pop(label)
            else:
                self.refuse(
                    getattr(raw, "argument", vnode),
                    f"{name} has no argument {label}: (its arguments: {_labels(params) or 'none'})",
                    argument=True,
                )
                continue
            _, py, kind = param
            if kind == "ignore":
                continue
            try:
                value = self.convert(self.value(raw), kind, vnode, name, param[0])
            except SwiftSourceError as error:
                self.refuse_error(error, vnode)
                continue
            if py is None:
                positional.append(value)
            else:
                keywords[py] = value
        given = {label for label, _ in trailing}
        for label, closure in trailing:
            cnode = closure.node if isinstance(closure, Closure) else node
            if label not in closures:
                if label == "" and name == "Button":
                    continue  # Button("title") { action }
                self.refuse(
                    cnode, f"{name} takes no {'trailing closure' if not label else label + ': closure'}", argument=True
                )
                continue
            py, kind = closures[label]
            if kind == "buttonlabel":
                if "label" in keywords or "label" in given:
                    continue  # Button("title") { action }, Button { action } label: { … }
                kind = "view"
            if kind == "views":
                positional.extend(self.closure_views(closure))
                continue
            if kind == "timeline":  # TimelineView(…) { context in … }: its content at a sample date
                positional.extend(self.closure_views(closure, self.timeline_context()))
                continue
            if kind == "ignore":  # e.g. a Menu's items: not laid out
                continue
            if kind == "present":  # a closure whose presence is the argument (Menu's primaryAction)
                keywords[py] = True
                continue
            if kind == "closure":  # called by the special with its value (a sheet's item)
                keywords[py] = closure
                continue
            if kind == "toolbar":  # .toolbar { ToolbarItem(…) { … } … }: the items (plain views: automatic ones)
                keywords[py] = self.toolbar_items(closure)
                continue
            if py == "title" and kind == "view" and "title" in keywords:
                continue
            try:
                keywords[py] = self.convert(closure, kind, cnode, name, label or "content")
            except SwiftSourceError as error:
                self.refuse_error(error, cnode)
        special = _SPECIAL.get(name)

        def make(kw: Dict[str, Any]) -> Any:
            if special is not None:
                return special(self, receiver, positional, dict(kw), node)  # type: ignore[arg-type]
            if receiver is None:
                return target(*positional, **kw)
            return getattr(receiver, target)(*positional, **kw)

        if special is None and receiver is not None and not hasattr(receiver, target):
            # `.resizable()` on what is not an Image here (a placeholder, a sample view): SwiftUI would not
            # compile it on another type, so the value stands for an Image the reader could not make.
            message = f"{type(receiver).__name__} has no .{name}() (the value stands for a view it cannot make)"
            if self.strict:
                raise self.error(node, message)
            self.note("unread", node, f"{message}: left out")
            return receiver
        try:
            return make(keywords)
        except (InvalidArgumentError, TypeError, ValueError) as error:
            if isinstance(error, SwiftSourceError):
                raise
            if not self.strict:
                # A value the Python API does not take (an alignment the engine lacks): the view without it.
                for key in reversed(list(keywords)):
                    try:
                        made = make({k: v for k, v in keywords.items() if k != key})
                    except (InvalidArgumentError, TypeError, ValueError):
                        continue
                    self.note("unread", node, f"{name}: {error} (its {key} is left out)")
                    return made
            raise self.error(node, f"{name}: {error}") from None

    def convert(self, value: Any, kind: str, node: Node, owner: str, label: str) -> Any:
        where = f"{owner}({label}:)" if label != "_" else owner
        if kind == "any":
            return value
        if isinstance(value, Member) and kind in IMPLICIT_MEMBER_TYPES:
            value = self.app_static(value, IMPLICIT_MEMBER_TYPES[kind], node)
        value = self.sample_for(value, kind, node, where)
        if kind == "layoutkey":  # layoutValue(key: IndentKey.self, …): the key type's name
            if isinstance(value, TypeValue):
                return value.name
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
        if kind == "colors":  # [.red, .blue]: the colour names
            if isinstance(value, list):
                return [self.color_of(v, node, where) for v in value]
            raise self.error(node, f"{where} needs an array of colours, got {_describe(value)}")
        if kind == "view":
            if isinstance(value, Closure):
                return self.views_of(Views(self.closure_views(value)), value.node, where)
            if isinstance(value, Member) and value.name in COLOR_NAMES:
                return Color(value.name)
            if isinstance(value, Member) and value.name.split(".")[0] in SHAPE_STYLES:
                return Color("gray")  # a ShapeStyle (.ultraThinMaterial, .quaternary, .tint …) as a view
            if isinstance(value, (View, Views)):
                return self.views_of(value, node, where)
            if value is None:  # an Optional view that is nil (`.overlay(flag ? badge : nil)`): nothing
                return EmptyView()
            if isinstance(value, str) and owner in ("Label", "Button", "Toggle"):
                return value
            raise self.error(node, f"{where} needs a view, got {_describe(value)}")
        if kind == "textof":
            views = self.closure_views(value) if isinstance(value, Closure) else [value]
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
                result = self.call_closure(closure, list(values))
                if not _is_number(result):
                    raise self.error(closure.node, f"{where}: the closure returned {_describe(result)}, not a number")
                return float(result)

            return function
        if kind == "viewfn":
            if not isinstance(value, Closure):
                raise self.error(node, f"{where} needs a closure")
            closure = value
            return self.view_function(closure, where)
        if kind == "items":
            if isinstance(value, list):  # [.init(.flexible())]: GridItem's initialiser by its implicit name
                value = [
                    _grid_item(self, v.args, node)  # type: ignore[arg-type]
                    if isinstance(v, Member) and v.name == "init" and v.args is not None
                    else v
                    for v in value
                ]
            if not isinstance(value, list) or not all(isinstance(v, GridItem) for v in value):
                raise self.error(node, f"{where} needs an array of GridItem, got {_describe(value)}")
            return value
        if kind == "colorbinding":  # ColorPicker(selection: .constant(.red)): the colour
            value = self.convert(value, "binding", node, owner, label)
            return self.color_of(value, node, where)
        if kind == "binding":
            if isinstance(value, Member) and value.name == "constant" and value.args is not None:
                return self.value(value.args.items[0][1]) if value.args.items else None
            return value
        if kind == "namebinding":  # a binding to a name (a split view's columnVisibility): its value's name
            return self.name_of(self.convert(value, "binding", node, owner, label), node, where)
        if kind == "number":  # a value that must be a number (a Stepper's): a sample one otherwise
            value = self.convert(value, "binding", node, owner, label)
            return value if _is_number(value) else 0
        if kind == "tagvalue":  # a Picker selection or a .tag(_:): an int or a str
            value = self.convert(value, "binding", node, owner, label)
            return _tag_value(value)
        if kind == "date":  # a DatePicker selection: ISO 8601
            value = self.convert(value, "binding", node, owner, label)
            iso = getattr(value, "value", None)
            return iso.isoformat().replace("+00:00", "Z") if iso is not None else "2026-01-15T09:41:00Z"
        if kind == "point":
            if isinstance(value, Record) and value.type in ("CGPoint", "CGSize"):
                return value
            raise self.error(node, f"{where} needs x: and y: or a CGPoint, got {_describe(value)}")
        if kind == "size":  # CGSize(width:height:) -> (width, height)
            if isinstance(value, Record) and value.type == "CGSize":
                return (value.fields["width"], value.fields["height"])
            raise self.error(node, f"{where} needs a CGSize, got {_describe(value)}")
        if kind == "radii":  # RectangleCornerRadii(topLeading:…) or .init(topLeading:…)
            if isinstance(value, Member) and value.name == "init" and value.args is not None:
                value = _CORNER_RADII(self, value.args, node)  # type: ignore[arg-type]
            if isinstance(value, Record) and value.type == "RectangleCornerRadii":
                return tuple(value.fields[c] for c in _CORNERS)
            raise self.error(
                node,
                f"{where} needs RectangleCornerRadii(topLeading:bottomLeading:bottomTrailing:"
                f"topTrailing:), got {_describe(value)}",
            )
        if kind == "ratio":
            if isinstance(value, Record) and value.type == "CGSize":
                return value.fields["width"] / value.fields["height"]
            return self.convert(value, "num", node, owner, label)
        if kind == "textview":  # Section("Title"): a string is a Text
            if isinstance(value, str):
                return Text(value)
            return self.convert(value, "view", node, owner, label)
        if kind == "layout":
            if isinstance(value, _LAYOUT_TYPES[1:]):
                return value
            raise self.error(
                node,
                f"{where} needs HStackLayout(…), VStackLayout(…), ZStackLayout(…) or "
                f"GridLayout(…), got {_describe(value)}",
            )
        if kind == "affine":  # CGAffineTransform(…), ProjectionTransform(…) -> (a, b, c, d, tx, ty)
            if isinstance(value, Record) and value.type == "CGAffineTransform":
                return tuple(value.fields[k] for k in _AFFINE)
            raise self.error(node, f"{where} needs a CGAffineTransform(…), got {_describe(value)}")
        if kind == "unitpoint":  # a name, UnitPoint(x:y:) or .init(x:y:)
            if isinstance(value, Record) and value.type == "UnitPoint":
                return (value.fields["x"], value.fields["y"])
            if isinstance(value, Member) and value.name == "init" and value.args is not None:
                a = self.arg_values(value.args, {"x", "y"})
                return (a.get("x", 0), a.get("y", 0))
            return self.name_of(value, node, where)
        if kind == "angle":  # .degrees(…), .radians(…), Angle(degrees:), Angle(radians:), .zero: in degrees
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
            return value  # see the special builders
        raise AssertionError(kind)

    def system_font(self, args: Args, node: Node) -> FontValue:
        a = self.arg_values(args, {"size", "weight", "design", "_"})
        if "_" in a and not _is_number(a.get("size")):  # .system(.title, design: .rounded)
            style = a["_"]
            return FontValue(
                style.name if isinstance(style, Member) else None,
                None,
                self.name_of(a["weight"], node) if "weight" in a else None,
                self.name_of(a["design"], node) if "design" in a else None,
            )
        if not _is_number(a.get("size")):
            raise self.error(node, ".system(size:weight:design:) needs a size")
        return FontValue(
            None,
            a["size"],
            self.name_of(a["weight"], node) if "weight" in a else None,
            self.name_of(a["design"], node) if "design" in a else None,
        )

    def font_method(self, font: FontValue, name: str, args: Args, node: Node) -> FontValue:
        if name == "bold":  # the bold trait (resolved per text style), as .bold() on the Text
            return FontValue(font.style, font.size, font.weight, font.design, True)
        if name in ("weight", "fontWeight"):
            value = self.arg_values(args, {"_"})["_"]
            return FontValue(font.style, font.size, self.name_of(value, node), font.design, font.bold)
        if name in (
            "italic",
            "monospacedDigit",
            "smallCaps",
            "leading",
            "lowercaseSmallCaps",
            "uppercaseSmallCaps",
            "width",
        ):
            return font
        if name == "monospaced":
            return FontValue(font.style, font.size, font.weight, "monospaced", font.bold)
        raise self.error(node, f"unsupported font method .{name}()")

    def name_of(self, value: Any, node: Node, where: str = "") -> str:
        if isinstance(value, Member) and value.args is None:
            return value.name.split(".")[-1]
        if isinstance(value, EnumValue) and not value.payload:
            return value.case
        if isinstance(value, str):
            return value
        raise self.error(node, f"{where + ' ' if where else ''}needs a name such as .top, got {_describe(value)}")

    def color_of(self, value: Any, node: Node, where: str) -> str:
        if isinstance(value, Color):
            return value.name
        if isinstance(value, ModifiedContent) and isinstance(value.modifier, OpacityModifier):
            return self.color_of(value.content, node, where)  # Color.red.opacity(0.5) as a style: the colour
        if isinstance(value, Member) and value.args is None and value.name in COLOR_NAMES:
            return value.name
        raise self.error(node, f"{where} needs a colour, got {_describe(value)}")


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


def _color_hex(r: float, g: float, b: float) -> str:
    return "#" + "".join(f"{max(0, min(255, round(v * 255))):02x}" for v in (r, g, b))


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
    values = self.arg_values(
        args,
        {
            "_",
            "white",
            "red",
            "green",
            "blue",
            "opacity",
            "hue",
            "saturation",
            "brightness",
            "nsColor",
            "uiColor",
            "cgColor",
            "hex",
            "light",
            "dark",
        },
    )
    if not {"_", "white", "red", "hue"} & set(values):
        self.note("sample", node, "a colour of the app is drawn gray; it changes no layout")
        return Color("gray")
    if "_" in values:
        name = values["_"]
        if isinstance(name, str) and name in COLOR_NAMES:
            return Color(name)
        if self.strict:
            raise self.error(
                node,
                f"Color({_describe(name)}): asset colours are unknown here; use Color.red, "
                "Color(white:) or Color(red:green:blue:)",
            )
        self.note(
            "sample",
            node,
            f"Color({_describe(name)}): a colour of the app (an asset or a platform colour) "
            "is drawn gray; it changes no layout",
        )
        return Color("gray")
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


_VALUE_CALLS: Dict[str, Callable[["Interpreter", Args, Node], Any]] = {
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
}


# -- views and modifiers that need more than a keyword per argument ----------------------------------------

Special = Callable[["Interpreter", Any, List[Any], Dict[str, Any], Node], Any]


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
        return view.line_limit(
            min=value.lower, max=value.upper if value.closed or value.upper is None else value.upper - 1
        )
    if value is None or isinstance(value, int):
        return view.line_limit(value, reserves_space=reserves)
    raise self.error(node, f".lineLimit needs an integer, a range or nil, got {_describe(value)}")


def _point(name: str) -> Special:
    def make(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
        if pos or ("x" in kw and isinstance(kw["x"], Record)):
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
    if "shape" in kw:  # .background(style, in: shape): the shape, filled (its layout is the shape's)
        kw["view"] = kw.pop("shape")
    if "view" not in kw:
        if not pos and "alignment" not in kw:
            return view.background(Color("gray"))  # .background(): the default background style
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


def _label(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    name = kw.get("image")
    if name is not None:  # Label(_:image:): the asset's size, as for Image(_:)
        size = self.images.get(name) or self.placeholder_size(name)
        if size is None:
            raise self.error(
                node, f"Label(image: {name!r}): the asset's size is unknown; pass images={{{name!r}: (width, height)}}"
            )
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
    if isinstance(key, KeyPath) and key.components:
        name = key.components[-1]
    else:
        # .environment(object): an observable object for the views inside (read by @Environment(Type.self)).
        if "value" not in kw:
            return view
        raise self.error(node, f".environment needs a key path (\\.layoutDirection), got {_describe(key)}")
    if name not in _ENVIRONMENT:
        if self.strict:
            raise self.error(
                node,
                f".environment(\\.{name}, …) is not supported; swiftlayout has "
                + ", ".join("\\." + k for k in _ENVIRONMENT),
            )
        return view  # read by the views inside (@Environment(\.key)); no layout effect of its own
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
    """``Text`` of a string, ``verbatim:``, an inline ``Image(systemName:)``, a value with ``format:``, a date
    with ``style:``, a ``timerInterval:``, or any value (shown as Swift describes it)."""
    if pos:
        value = pos[0]
        if isinstance(value, str) or getattr(value, "system_name", None) is not None:
            if isinstance(value, str) and "format" not in kw and "style" not in kw:
                literal = _literal_argument(node)
                if literal is not None and any(c in value for c in _MARKDOWN_MARKS):
                    # A string literal is a LocalizedStringKey: SwiftUI renders its inline markdown (in an
                    # interpolated one, the literal parts': the values are shown as they are).
                    source = value if literal is True else self.markdown_literal(literal)
                    if source is not None:
                        return Text.markdown(self.check_string(source, node))
                return Text(self.check_string(value, node))
            if not isinstance(value, str):
                return Text(value)  # Text(Image(systemName:)): the symbol inline
        if isinstance(value, Text):
            return value
        if "format" in kw or "style" in kw:
            return Text(self.format_value(value, kw.get("format", kw.get("style")), node))
        if isinstance(value, View):
            raise self.error(node, f"Text needs a string or an Image(systemName:), got {_describe(value)}")
        if value is None:
            if self.strict:
                raise self.error(node, "Text needs a string, got nil")
            self.note("sample", node, "Text(nil): an empty string")
            return Text("")
        return Text(self.interpolate(value, node))
    if "string" in kw:
        return Text(kw["string"] if isinstance(kw["string"], str) else self.interpolate(kw["string"], node))
    if "timer_interval" in kw:
        return Text("0:00")
    raise self.error(node, "Text needs a string")


#: The characters that can start inline markdown (a literal without any is plain text).
_MARKDOWN_MARKS = "*_`~[\\"


def _literal_argument(node: Node) -> Union[bool, Node, None]:
    """For ``Text(…)``: True if its first argument is a string literal without interpolation (a
    LocalizedStringKey whose markdown SwiftUI renders), the literal's node for one with interpolation, None
    otherwise (a variable, ``verbatim:``: the characters as they are)."""
    arguments = node.get("arguments") if isinstance(node, dict) else None
    if not isinstance(arguments, list) or not arguments:
        return None
    first = arguments[0]
    if not isinstance(first, dict) or first.get("label"):
        return None
    expression = first.get("expression")
    if not isinstance(expression, dict) or expression.get("k") not in ("stringLiteralExpr", "simpleStringLiteralExpr"):
        return None
    segments = expression.get("segments", [])
    if any(isinstance(seg, dict) and seg.get("k") == "expressionSegment" for seg in segments):
        return expression
    return True


def _text_field(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    """``TextField(_:text:)``, ``TextField(_:value:format:)``, ``TextField(text:prompt:)``, ``SecureField``: the
    placeholder, the text shown (a sample for app data), the axis."""
    placeholder = kw.pop("placeholder", None)
    prompt = kw.pop("prompt", None)
    if placeholder is None or not isinstance(placeholder, str):
        placeholder = (
            placeholder.string
            if isinstance(placeholder, Text)
            else prompt
            if isinstance(prompt, str)
            else prompt.string
            if isinstance(prompt, Text)
            else ""
        )
    text = kw.pop("text", None)
    value, fmt = kw.pop("value", None), kw.pop("format", None)
    if isinstance(value, Member) and value.name == "constant" and value.args is not None and value.args.items:
        value = self.value(value.args.items[0][1])  # a binding: its value
    if value is not None and text is None:
        text = self.format_value(value, fmt, node) if fmt is not None else self.interpolate(value, node)
    if isinstance(text, StandIn):
        text = self.samples.string(text.path)
    if not isinstance(text, str):
        text = "" if text is None else self.interpolate(text, node)
    cls = SecureField if view == "SecureField" else TextField
    if cls is SecureField:
        return SecureField(placeholder, text)
    return TextField(placeholder, text, **kw)


def _image_view(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    """``Image(systemName:)``; an asset (``Image("name")``, ``Image(decorative:)``, ``Image(.resource)``) with
    its size from ``images=`` or, unknown, a sample size (assumed, noted); ``Image(uiImage:)`` and friends,
    whose pixels come from the app, a sample size too."""
    if kw.get("system_name") is not None:
        return Image(system_name=kw["system_name"])
    name: Any = kw.get("name", kw.get("decorative"))
    if isinstance(name, Member) and name.args is None:
        name = name.name
    if not isinstance(name, str) or not name:
        source = next((k for k in ("ui_image", "ns_image", "cg_image") if k in kw), None)
        picture = kw.get(source) if source is not None else None
        if isinstance(picture, Image) and picture.name is not None:  # a sample UIImage (builtins.py)
            return Image(picture.name, picture.width, picture.height)
        name = (
            f"{source or 'image'} (from the app)" if not isinstance(name, StandIn) else self.samples.string(name.path)
        )
    size = self.images.get(name) or self.placeholder_size(name)
    if size is None:
        size = ASSUMED_IMAGE_SIZE
        self.note(
            "sample",
            node,
            f"Image({name!r}): the asset's size is unknown; a {size[0]:g} x {size[1]:g} sample "
            "(pass images={name: (width, height)})",
        )
    return Image(name, size[0], size[1])


def _linear_gradient(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    colors: List[str] = []
    for source in (kw.pop("colors", None), kw.pop("gradient", None), kw.pop("stops", None)):
        if isinstance(source, list):
            for c in source:
                try:
                    colors.append(self.color_of(c, node, "LinearGradient"))
                except SwiftSourceError:
                    colors.append("gray")
    return LinearGradient(colors or ["gray"], **kw)


def _date_picker(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    components = kw.pop("displayed_components", None)
    if components is not None:
        items = components if isinstance(components, list) else [components]
        names = [c.name for c in items if isinstance(c, Member)]
        if names:
            kw["displayed_components"] = names
    title = kw.pop("title", "")
    return DatePicker(title, **kw)


def _tag_value(value: Any) -> Any:
    """A tag as the engine keeps it (an int or a str): a case's name, a Bool's word, a value's description."""
    if value is None or (isinstance(value, int) and not isinstance(value, bool)) or isinstance(value, str):
        return value
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (EnumValue, Member)):
        return value.case if isinstance(value, EnumValue) else value.name
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, StandIn):
        return value.path
    return repr(value)


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


def _content_unavailable(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    """``ContentUnavailableView(_:systemImage:description:)`` and ``{ label } description: { } actions: { }``."""
    actions = kw.pop("actions", None)
    if actions is not None:
        kw["actions"] = list(actions.children) if isinstance(actions, Group) and actions.view_id is None else [actions]
    if "label" in kw:
        kw.pop("title", None)
    elif pos:
        kw.setdefault("title", pos.pop(0))
    return ContentUnavailableView(**kw)


def _member_arg(self: Interpreter, member: Member, node: Node) -> Any:
    """The first argument of an implicit member call (``.height(200)``), or None."""
    if member.args is None or not member.args.items:
        return None
    return self.value(member.args.items[0][1])


def _scene_padding(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    """``.scenePadding(_ edges:)`` and ``.scenePadding(.minimum, edges:)``."""
    edges = kw.pop("edges", None)
    if pos:
        first = pos[0]
        if isinstance(first, Member) and first.args is None and first.name in ("minimum", "navigationBar"):
            if first.name == "navigationBar":
                self.note("unread", node, ".scenePadding(.navigationBar): watchOS padding, read as .minimum")
        else:
            edges = self.convert(first, "edges", node, ".scenePadding", "_")
    return view.scene_padding("all" if edges is None else edges)


def _layout_direction_behavior(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    """``.layoutDirectionBehavior(.fixed / .mirrors / .mirrors(in: .rightToLeft))``."""
    value = pos[0] if pos else None
    if isinstance(value, Member) and value.name in ("fixed", "mirrors"):
        if value.args is not None and value.args.items:
            direction = self.name_of(
                self.value(value.args.items[0][1]), node, ".layoutDirectionBehavior(.mirrors(in:))"
            )
            return view.layout_direction_behavior("mirrors", snake(direction))
        return view.layout_direction_behavior(value.name)
    raise self.error(node, f".layoutDirectionBehavior needs .fixed, .mirrors or .mirrors(in:), got {_describe(value)}")


def _presentation_detents(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    """``.presentationDetents([.medium, .large, .height(200), .fraction(0.3)])`` (a set or an array)."""
    value = pos[0] if pos else None
    items = list(value) if isinstance(value, (list, set, tuple)) else [value]
    detents: List[Any] = []
    for item in items:
        if isinstance(item, Member) and item.args is None and item.name in ("medium", "large"):
            detents.append(item.name)
        elif isinstance(item, Member) and item.name in ("height", "fraction") and item.args is not None:
            amount = _member_arg(self, item, node)
            if not _is_number(amount):
                raise self.error(node, f".presentationDetents: .{item.name}(…) needs a number, got {_describe(amount)}")
            detents.append((item.name, float(amount)))
        else:
            raise self.error(
                node,
                f".presentationDetents: a detent is .medium, .large, .height(_:) or .fraction(_:), "
                f"got {_describe(item)}",
            )
    return view.presentation_detents(*detents)


def _bars(self: Interpreter, value: Any, node: Node, where: str) -> List[str]:
    items = list(value) if isinstance(value, (list, set, tuple)) else [value]
    renamed = {
        "navigationBar": "navigation_bar",
        "bottomBar": "bottom_bar",
        "tabBar": "tab_bar",
        "windowToolbar": "window_toolbar",
        "automatic": "automatic",
    }
    out = []
    for item in items:
        name = self.name_of(item, node, where)
        if name not in renamed:
            raise self.error(node, f"{where}: unknown bar .{name}; known: .{', .'.join(renamed)}")
        out.append(renamed[name])
    return out


def _toolbar(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    """``.toolbar { ToolbarItem(…) … }``, ``.toolbar(.hidden)``, ``.toolbar(.hidden, for: .tabBar)``."""
    bars = kw.pop("for", None)
    if pos:
        if bars is not None:
            return view.toolbar_visibility(pos[0], _bars(self, bars, node, ".toolbar(_:for:)"))
        return view.toolbar(pos[0])
    items = kw.pop("items", None)
    if not items:
        return view
    return view.toolbar(*items)


def _toolbar_visibility(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
    bars = kw.pop("for", None)
    return view.toolbar_visibility(
        kw.pop("visibility"), "automatic" if bars is None else _bars(self, bars, node, ".toolbarVisibility(_:for:)")
    )


def _presentation(key: str) -> Special:
    """``.sheet``, ``.fullScreenCover``, ``.popover``: ``isPresented:`` a binding (its value now), or ``item:``
    (presented when not nil; the content closure gets it)."""

    def make(self: Interpreter, view: Any, pos: List[Any], kw: Dict[str, Any], node: Node) -> Any:
        content = kw.pop("content", None)
        if content is None:
            raise self.error(node, f".{key} needs its content closure")
        if "item" in kw:
            item = kw.pop("item")
            presented, values = item is not None, [item]
        else:
            flag = kw.pop("is_presented", False)
            presented, values = flag is True, []
        views = self.closure_views(content, *values) if presented else []
        made = self.views_of(Views(views), node, f".{key} content") if views else EmptyView()
        return getattr(view, snake(key))(made, is_presented=presented)

    return make


_SPECIAL: Dict[str, Special] = {
    ".padding": _padding,
    ".safeAreaPadding": _safe_area_padding,
    ".font": _font,
    ".lineLimit": _line_limit,
    ".offset": _point("offset"),
    ".position": _point("position"),
    ".gridCellAnchor": _anchor,
    ".coordinateSpace": _coordinate_space,
    ".ignoresSafeArea": _ignores_safe_area,
    ".background": _background,
    ".overlay": _overlay,
    ".fixedSize": _fixed_size,
    "Label": _label,
    ".containerRelativeFrame": _container_relative_frame,
    "ScrollView": _scroll_view,
    "Text": _text,
    "ProgressView": _progress,
    "Picker": _picker,
    "TextField": _text_field,
    "SecureField": lambda i, v, p, k, n: _text_field(i, "SecureField", p, k, n),
    "Image": _image_view,
    "LinearGradient": _linear_gradient,
    "DatePicker": _date_picker,
    ".environment": _environment,
    ".contentMargins": _content_margins,
    ".defaultScrollAnchor": _default_scroll_anchor,
    "ScrollViewReader": _scroll_view_reader,
    ".scenePadding": _scene_padding,
    ".layoutDirectionBehavior": _layout_direction_behavior,
    ".presentationDetents": _presentation_detents,
    ".toolbar": _toolbar,
    ".toolbarVisibility": _toolbar_visibility,
    ".sheet": _presentation("sheet"),
    ".fullScreenCover": _presentation("fullScreenCover"),
    ".popover": _presentation("popover"),
    "ContentUnavailableView": _content_unavailable,
}
_LAYOUT_TYPES = (AnyLayout, HStackLayout, VStackLayout, ZStackLayout, GridLayout)


# ----------------------------------------------------------------------------------------------------
