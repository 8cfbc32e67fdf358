"""swiftlayout: SwiftUI's layout system in Python.

Build a view the way you would in SwiftUI (snake_case), lay it out for a device, read every frame, and
look at it::

    from swiftlayout import *
    view = VStack(MapView().edges_ignoring_safe_area("top").frame(height=300).id("map"), Spacer())
    result = layout(view, device="iPhone 15 Pro")
    result["map"].frame          # Rect(0, 59, 393, 300)
    result                       # in a notebook: the picture
"""
from ._ffi import LIBRARY_PATH, lib as _lib
from .errors import (CallbackError, DepthError, InvalidArgumentError, InvalidHandleError, LayoutClosedError,
                     LayoutError, NotFoundError, ParseError, ResourceError, SwiftSourceError)
from .geometry import (Alignment, ContentMode, CustomAlignment, Edge, HorizontalAlignment, Rect, SafeAreaRegions,
                       VerticalAlignment)
from .views import (AnyShape, Capsule, Circle, Color, Ellipse, HStack, MapView, ModifiedContent, Modifier, Path,
                    Placeholder, Rectangle, RoundedRectangle, Shape, Spacer, Text, UnevenRoundedRectangle, View, VStack,
                    ZStack, to_document)
from .views.containers import (Form, List, NavigationSplitView, NavigationStack, ScrollView, TabView, Table,
                               TableColumn)
from .views.grouping import (AnyLayout, DisclosureGroup, EmptyView, ForEach, GridLayout, Group, GroupBox, HStackLayout,
                             OutlineGroup, Section, VStackLayout, ViewThatFits, ZStackLayout)
from .modifiers.navigation import ToolbarItem, ToolbarItemGroup
from .views.grids import Grid, GridItem, GridRow, LazyHGrid, LazyHStack, LazyVGrid, LazyVStack
from .views.geometry_reader import GeometryProxy, GeometryReader, ViewDimensions
from .views.custom import CustomLayout, LayoutSubview, LayoutView, MeasuredView, ProposedViewSize
from .result import DEFAULT_DEVICE, Layout, Node, ViewSpacing, devices, layout, text_engine
from .views.controls import (AsyncImage, Button, ColorPicker, ContentUnavailableView, ControlGroup, DatePicker, Divider,
                             Gauge, Image, Label, LabeledContent, Link, Menu, NavigationLink, Picker, ProgressView,
                             SecureField, Slider, Stepper, TextEditor, TextField, Toggle, VideoPlayer)
from .sheets import layout_popover, layout_sheet, popover_geometry, sheet_geometry
from .views.canvas import Canvas, LinearGradient
from .swift import from_swift, survey_frame as survey
from .tools.cli import load_ipython_extension

__version__: str = _lib.sl_version().decode()
ENGINE_VERSION: str = __version__

__all__ = [
    "Alignment", "CallbackError", "CustomLayout", "LayoutSubview", "LayoutView", "MeasuredView", "ProposedViewSize",
    "CustomAlignment", "GeometryProxy", "GeometryReader", "Grid", "GridItem", "GridRow", "LazyHGrid", "LazyHStack",
    "LazyVGrid", "LazyVStack", "ViewDimensions", "ViewSpacing", "text_engine", "AnyShape", "Capsule",
    "UnevenRoundedRectangle", "Form", "List",
    "NavigationSplitView", "NavigationStack", "ScrollView", "TabView", "Circle", "Color", "ContentMode",
    "DEFAULT_DEVICE", "DepthError", "Edge", "Ellipse", "HStack", "HorizontalAlignment", "InvalidArgumentError",
    "InvalidHandleError", "LIBRARY_PATH", "Layout", "LayoutClosedError", "LayoutError", "MapView", "ModifiedContent",
    "Modifier", "Node", "NotFoundError", "ParseError", "ResourceError", "Placeholder", "Rect", "Rectangle",
    "RoundedRectangle",
    "SafeAreaRegions", "Spacer", "Text", "VStack", "VerticalAlignment", "View", "ZStack", "devices", "layout",
    "to_document", "GroupBox", "DisclosureGroup",
    "Button", "Divider", "Image", "Label", "Picker", "ProgressView", "SecureField", "Slider", "Stepper", "TextField",
    "Toggle", "ColorPicker", "DatePicker",
    "Link", "NavigationLink", "LabeledContent", "Menu", "Gauge", "TextEditor", "SwiftSourceError",
    "from_swift", "survey", "layout_popover", "layout_sheet", "popover_geometry", "sheet_geometry",
    "load_ipython_extension",
    "Canvas", "LinearGradient",
    "AnyLayout", "EmptyView", "GridLayout", "Group", "HStackLayout", "Section", "VStackLayout", "ViewThatFits",
    "ZStackLayout", "ForEach", "ToolbarItem", "ToolbarItemGroup",
    "AsyncImage", "ContentUnavailableView", "ControlGroup", "OutlineGroup", "Path", "Shape", "Table", "TableColumn",
    "VideoPlayer",
]
