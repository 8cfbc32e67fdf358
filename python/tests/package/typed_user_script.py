"""A user's script that calls every public view constructor and every View modifier, as a type checker sees
them: tests/package/test_typing.py runs ``mypy --strict`` on it (and runs it, so that what type-checks also
lays out). A modifier or view the package adds goes here too: the test fails until it does."""

from __future__ import annotations

from typing import Any, Sequence

from swiftlayout import (
    AsyncImage,
    ContentUnavailableView,
    ControlGroup,
    OutlineGroup,
    Path,
    Shape,
    Table,
    TableColumn,
    VideoPlayer,
)
from swiftlayout import (
    AnyLayout,
    AnyShape,
    Button,
    Canvas,
    Capsule,
    Circle,
    Color,
    ColorPicker,
    CustomLayout,
    DatePicker,
    DisclosureGroup,
    Divider,
    Ellipse,
    EmptyView,
    ForEach,
    Form,
    GeometryProxy,
    GeometryReader,
    Grid,
    GridItem,
    GridLayout,
    GridRow,
    Group,
    GroupBox,
    Gauge,
    HStack,
    HStackLayout,
    Image,
    Label,
    LabeledContent,
    Layout,
    LayoutSubview,
    LayoutView,
    LazyHGrid,
    LazyHStack,
    LazyVGrid,
    LazyVStack,
    LinearGradient,
    Link,
    List,
    MapView,
    MeasuredView,
    Menu,
    ModifiedContent,
    NavigationLink,
    NavigationSplitView,
    NavigationStack,
    Picker,
    Placeholder,
    ProgressView,
    ProposedViewSize,
    Rect,
    Rectangle,
    RoundedRectangle,
    ScrollView,
    Section,
    SecureField,
    Slider,
    Spacer,
    Stepper,
    TabView,
    Text,
    TextEditor,
    TextField,
    Toggle,
    ToolbarItem,
    ToolbarItemGroup,
    UnevenRoundedRectangle,
    View,
    ViewDimensions,
    ViewThatFits,
    VStack,
    VStackLayout,
    ZStack,
    ZStackLayout,
    layout,
)


class Row(CustomLayout):
    """Subviews side by side at their ideal sizes."""

    def size_that_fits(
        self, proposal: ProposedViewSize, subviews: Sequence[LayoutSubview], cache: Any
    ) -> tuple[float, float]:
        sizes = [s.size_that_fits(ProposedViewSize.unspecified) for s in subviews]
        return (sum(w for w, _ in sizes), max((h for _, h in sizes), default=0.0))

    def place_subviews(
        self, bounds: Rect, proposal: ProposedViewSize, subviews: Sequence[LayoutSubview], cache: Any
    ) -> None:
        x = bounds.x
        for s in subviews:
            w, _ = s.size_that_fits(ProposedViewSize.unspecified)
            s.place(at=(x, bounds.y), proposal=ProposedViewSize.unspecified)
            x += w


def half(proxy: GeometryProxy) -> View:
    return Color.red.frame(width=proxy.size[0] / 2)


def leading_guide(d: ViewDimensions) -> float:
    return d.width / 2


def measure(proposal: ProposedViewSize) -> tuple[float, float]:
    return proposal.replacing_unspecified_dimensions((40, 20))


def length(container: float, axis: str) -> float:
    return container / 3


def views() -> list[View]:
    """One of every view."""
    red: Color = Color.red
    shapes: list[View] = [
        Rectangle(),
        Circle(),
        Ellipse(),
        Capsule(style="circular"),
        RoundedRectangle(8),
        RoundedRectangle(corner_size=(12, 6)),
        UnevenRoundedRectangle(top_leading=10),
        AnyShape(Circle()),
        Color("#ff8800"),
        red,
        LinearGradient(["red", "blue"]),
        Canvas(),
        Path(),
        Shape("ArrowShape"),
    ]
    text: Text = Text("Hello, ").bold() + Text("World").italic().font("title").font_weight("semibold")
    leaves: list[View] = [
        text,
        Text("a", font="body").monospaced().font_design("serif").monospaced_digit(),
        Spacer(),
        Spacer(min_length=10),
        MapView(),
        Placeholder("Image", ideal_width=40),
        Divider(),
        Image(system_name="star"),
        Image("photo", 40, 30).resizable(),
    ]
    controls: list[View] = [
        Button("OK", role="cancel"),
        Link("Apple", destination="https://apple.com"),
        NavigationLink("Next"),
        Menu("Actions", primary_action=True),
        Label("Mail", system_image="envelope"),
        LabeledContent("Name", "Ada"),
        Toggle("Wi-Fi", is_on=True),
        TextField("Name", "Ada"),
        SecureField("Password"),
        TextEditor("notes"),
        Gauge(0.5, title="Battery"),
        Slider(0.5, "Volume", min=0, max=1),
        Stepper("Count", 2, max=10),
        ColorPicker("Tint", "blue"),
        DatePicker("When", "2024-01-02T03:04:05Z", displayed_components="date"),
        Picker("Fruit", Text("Apple").tag(1), Text("Pear").tag(2), selection=1),
        ProgressView("Loading", 0.25),
    ]
    items = [GridItem.fixed(70), GridItem.flexible(), GridItem.adaptive(40)]
    containers: list[View] = [
        VStack(*shapes, alignment="leading", spacing=4),
        HStack(*leaves, spacing=None),
        ZStack(red, text),
        ScrollView(VStack(*controls), axes="vertical"),
        List(Text("row"), Section(Text("a"), header=Text("A"))),
        Form(Toggle("On")),
        NavigationStack(Text("root").navigation_title("Title")),
        NavigationSplitView(Text("sidebar"), Text("detail")),
        TabView(Text("one").tab_item("One"), selection=0),
        Group(Text("g1"), Text("g2")),
        GroupBox(Text("inside"), label="Box"),
        DisclosureGroup(Text("more"), label="Details", is_expanded=True),
        EmptyView(),
        ForEach(range(3), lambda i: Text(str(i))),
        ViewThatFits(Text("long"), Text("short"), axes="horizontal"),
        AnyLayout(HStackLayout(spacing=8), Text("x")),
        AnyLayout(VStackLayout(), Text("y")),
        AnyLayout(ZStackLayout(), Text("z")),
        AnyLayout(GridLayout(), GridRow(Text("c"))),
        Grid(GridRow(Text("a"), Text("b")), horizontal_spacing=4),
        LazyVGrid(*shapes, columns=items),
        LazyHGrid(*shapes, rows=[GridItem.fixed(20)]),
        LazyVStack(Text("v"), pinned_views="sectionHeaders"),
        LazyHStack(Text("h")),
        GeometryReader(half),
        LayoutView(Row(), Text("a"), Text("b")),
        MeasuredView(measure, name="Chart"),
        Table(
            [{"name": "Apple"}],
            TableColumn("Name", value="name", width=80),
            TableColumn("Count", content=lambda row: Text("1"), min_width=40, ideal_width=60, max_width=100),
        ),
        List(OutlineGroup([{"name": "A", "children": [{"name": "B"}]}], "children", lambda e: Text(e["name"]))),
        ContentUnavailableView("No Mail", system_image="tray", description="Later", actions=[Button("Retry")]),
        ContentUnavailableView.search("milk"),
        AsyncImage("success", image_size=(64, 64), scale=2),
        AsyncImage("empty", Text("Loading")),
        VideoPlayer(Text("Live")),
        ControlGroup(Button("A"), Button("B"), label="Edit"),
        NavigationSplitView(Text("s"), Text("d"), column_visibility="detail_only", preferred_compact_column="detail"),
        Text.markdown("**bold** _it_"),
    ]
    return shapes + leaves + controls + containers


def modified(v: View) -> list[ModifiedContent]:
    """Every modifier, on ``v``."""
    return [
        # Layout
        v.frame(width=50, height=20, alignment="top_leading"),
        v.frame(min_width=10, max_width=float("inf")),
        v.padding(),
        v.padding("horizontal", 8),
        v.padding(top=4, leading=2),
        v.border("red", width=2),
        v.overlay(Color.blue, alignment="bottom"),
        v.background(Color.green),
        v.background("red"),
        v.background(Text("b"), alignment="leading"),
        v.offset(x=3, y=4),
        v.position(x=10, y=20),
        v.fixed_size(horizontal=False),
        v.layout_priority(1),
        v.aspect_ratio(2, content_mode="fill"),
        v.edges_ignoring_safe_area("top"),
        v.ignores_safe_area("container", edges="bottom"),
        v.safe_area_inset("bottom", Text("bar"), spacing=4),
        v.safe_area_padding(16),
        v.alignment_guide("leading", leading_guide),
        v.alignment_guide("top", 4),
        v.coordinate_space("card"),
        v.environment(layout_direction="rtl"),
        v.flips_for_right_to_left_layout_direction(),
        v.layout_value("indent", 8),
        # Text
        v.line_limit(2),
        v.line_limit(min=1, max=3),
        v.bold(),
        v.italic(),
        v.monospaced(),
        v.font_design("rounded"),
        v.font_weight("bold"),
        v.truncation_mode("middle"),
        v.tracking(1),
        v.kerning(1),
        v.line_spacing(2),
        v.baseline_offset(3),
        v.text_case("uppercase"),
        v.minimum_scale_factor(0.5),
        v.dynamic_type_size("x_large"),
        v.multiline_text_alignment("center"),
        v.text_selection("enabled"),
        # Scroll views and containers
        v.container_relative_frame("horizontal", count=3, span=2, spacing=8),
        v.container_relative_frame("vertical", length=length),
        v.content_margins(20),
        v.default_scroll_anchor("bottom"),
        v.scroll_indicators("hidden"),
        v.scroll_disabled(),
        v.scroll_target_layout(),
        v.scroll_indicators_flash(on_appear=True),
        # Lists
        v.list_style("plain"),
        v.list_row_spacing(4),
        v.list_section_spacing(8),
        v.default_min_list_row_height(44),
        v.list_row_insets(4, 8, 4, 8),
        v.form_style("grouped"),
        v.list_row_background(Color.yellow),
        v.list_row_separator("hidden"),
        v.list_section_separator("visible", edges="top"),
        v.list_row_separator_tint("red"),
        v.list_section_separator_tint(None),
        v.header_prominence("increased"),
        v.edit_mode("active"),
        v.on_delete(),
        v.on_move(),
        # Navigation and tabs
        v.navigation_title("Title"),
        v.navigation_subtitle("Subtitle"),
        v.navigation_bar_title_display_mode("inline"),
        v.navigation_bar_hidden(),
        v.navigation_bar_back_button_hidden(),
        v.searchable(prompt="Search"),
        v.toolbar(ToolbarItem(Button("Add"), placement="primary_action"), ToolbarItemGroup(Text("a"), Text("b"))),
        v.toolbar("hidden"),
        v.tab_item("Home"),
        v.tab_view_style("page"),
        v.toolbar_visibility("hidden", ["tab_bar", "bottom_bar"]),
        v.navigation_split_view_column_width(150),
        v.navigation_split_view_column_width(min=100, ideal=120, max=200),
        v.sheet(Text("s"), is_presented=True),
        v.full_screen_cover(Text("c")),
        v.popover(Text("p"), is_presented=False),
        v.presentation_detents("medium", ("height", 200)),
        v.scene_padding("horizontal"),
        v.layout_direction_behavior("mirrors", "right_to_left"),
        v.scroll_position("row3", anchor="top"),
        # Controls
        v.button_style("bordered_prominent"),
        v.toggle_style("switch"),
        v.text_field_style("rounded_border"),
        v.picker_style("segmented"),
        v.date_picker_style("compact"),
        v.progress_view_style("circular"),
        v.label_style("icon_only"),
        v.control_size("large"),
        v.image_scale("small"),
        v.menu_indicator("hidden"),
        v.gauge_style("accessory_circular"),
        v.labels_hidden(),
        v.tag("one"),
        v.scaled_to_fit(),
        v.scaled_to_fill(),
        v.time_zone("UTC+01:00"),
        # Grids
        v.grid_cell_columns(2),
        v.grid_column_alignment("trailing"),
        v.grid_cell_anchor("top_leading"),
        v.grid_cell_unsized_axes("horizontal"),
        # Drawing
        v.hidden(),
        v.z_index(2),
        v.opacity(0.5),
        v.mask(Circle()),
        v.clip_shape(Capsule()),
        v.rotation_3d_effect(45, axis=(0, 1, 0)),
        v.matched_geometry_effect(id="box", namespace="space"),
        v.transform_effect((1, 0, 0, 1, 20, 0)),
        v.projection_effect(a=2),
        v.blur(radius=3),
        v.shadow("red", radius=2, y=3),
        v.rotation_effect(45, anchor="top"),
        v.scale_effect(2),
        v.scale_effect(x=0.5, y=2),
        v.brightness(0.2),
        v.contrast(1.5),
        v.saturation(0),
        v.grayscale(1),
        v.hue_rotation(90),
        v.color_invert(),
        v.color_multiply("blue"),
        v.luminance_to_alpha(),
        v.blend_mode("multiply"),
        v.compositing_group(),
        v.drawing_group(opaque=True),
        v.corner_radius(8),
        v.clipped(antialiased=True),
    ]


def main() -> int:
    everything = views()
    wrapped = modified(Text("Turtle Rock").font("title").padding().id("t"))
    chained: View = Rectangle().frame(width=40).padding(4).opacity(0.5).id("r").blur(radius=1)
    result: Layout = layout(VStack(*everything[:5], *wrapped[:5], chained), device="iPhone 15 Pro")
    frame: Rect = result["r"].frame
    named: Text = Text("n").id("n")
    return len(everything) + len(wrapped) + int(frame.width >= 0) + len(named.string)


if __name__ == "__main__":
    print(main())
