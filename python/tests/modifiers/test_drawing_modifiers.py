"""The drawing-only modifiers ``.hidden()``, ``.zIndex(_:)``, ``.opacity(_:)`` and the effects (``.blur``, …).
SwiftUI's documentation is the rule: hidden views "remain in the view hierarchy and affect layout"; zIndex
"controls the display order of overlapping views"; opacity "sets the transparency of this view" (0 fully
transparent … 1 fully opaque); scaleEffect scales "this view's rendered output" ("the original dimensions of the
view are considered to be unchanged"); rotationEffect "has no effect on the view's frame"; blur applies
"a Gaussian blur" to "the rendering of this view"; shadow "adds a shadow to this view", drawn "behind a view".
So every frame equals the un-modified view's (the wrapper takes its content's frame); only the picture
changes: a hidden view is not drawn, a container draws its children in ascending zIndex, and an opacity
group draws what is inside it that transparent."""

import xml.etree.ElementTree as ET

import pytest

import swiftlayout as sl
from swiftlayout import Color, HStack, Spacer, Text, VStack, ZStack, layout
from swiftlayout.errors import InvalidArgumentError

NS = "{http://www.w3.org/2000/svg}"


def tree(modify):
    return VStack(
        HStack(modify(Text("Turtle Rock").padding().id("target")), Spacer(), Color.red.frame(width=40, height=30)),
        ZStack(Color.blue.frame(width=80, height=80), modify(Color.green.frame(width=50, height=60))),
        Spacer(),
    )


def frames_without(result, kind):
    return [(n.kind, n.frame) for n in result.nodes if n.kind != kind]


@pytest.mark.parametrize(
    "modify, kind",
    [
        (lambda v: v.hidden(), "_HiddenModifier"),
        (lambda v: v.z_index(2), "TraitWritingModifier<ZIndexTraitKey>"),
        (lambda v: v.z_index(-1.5), "TraitWritingModifier<ZIndexTraitKey>"),
        (lambda v: v.opacity(0), "_OpacityEffect"),
        (lambda v: v.opacity(0.4), "_OpacityEffect"),
        (lambda v: v.blur(radius=3), "_BlurEffect"),
        (lambda v: v.blur(radius=0, opaque=True), "_BlurEffect"),
        (lambda v: v.scale_effect(2), "_ScaleEffect"),
        (lambda v: v.scale_effect(x=0.5, y=3, anchor="top_leading"), "_ScaleEffect"),
        (lambda v: v.rotation_effect(22), "_RotationEffect"),
        (lambda v: v.rotation_effect(-90, anchor=(1, 0)), "_RotationEffect"),
        (lambda v: v.shadow(radius=4), "_ShadowEffect"),
        (lambda v: v.shadow("red", radius=2, x=-3, y=5), "_ShadowEffect"),
        # The colour filters: "Visual Effects change the visual appearance of a view without changing its ancestors
        # or descendents … effects do not impact layout" (SwiftUI's VisualEffect protocol).
        (lambda v: v.brightness(0.2), "_BrightnessEffect"),
        (lambda v: v.contrast(-1), "_ContrastEffect"),
        (lambda v: v.saturation(0), "_SaturationEffect"),
        (lambda v: v.grayscale(1), "_GrayscaleEffect"),
        (lambda v: v.hue_rotation(90), "_HueRotationEffect"),
        (lambda v: v.color_invert(), "_ColorInvertEffect"),
        (lambda v: v.color_multiply("#0080ff"), "_ColorMultiplyEffect"),
        (lambda v: v.luminance_to_alpha(), "_LuminanceToAlphaEffect"),
        # Compositing and clipping composite or clip the rendering; the transforms transform it (their
        # documentation); matchedGeometryEffect keeps a follower's own layout (LAYOUT_RULES.md §24, measured).
        (lambda v: v.blend_mode("multiply"), "_BlendModeEffect"),
        (lambda v: v.compositing_group(), "_CompositingGroupEffect"),
        (lambda v: v.drawing_group(opaque=True), "_DrawingGroupEffect"),
        # geometryGroup "isolates the geometry … of the view from its parent view" for animation: at rest, drawing only.
        (lambda v: v.geometry_group(), "_GeometryGroupEffect"),
        (lambda v: v.corner_radius(8), "_ClipEffect<RoundedRectangle>"),
        (lambda v: v.clipped(), "_ClipEffect<Rectangle>"),
        (lambda v: v.clip_shape(sl.Circle()), "_ClipEffect<Circle>"),
        (lambda v: v.transform_effect((1, 0, 0.5, 1, 20, -4)), "_TransformEffect"),
        (lambda v: v.projection_effect(a=2, d=2), "_ProjectionEffect"),
        (lambda v: v.rotation_3d_effect(45, (0, 1, 0)), "_Rotation3DEffect"),
        (
            lambda v: v.matched_geometry_effect("box", "space", properties="size", is_source=False),
            "_MatchedGeometryEffect<String>",
        ),
        (lambda v: v.mask(sl.Circle().frame(width=10, height=10), alignment="top_leading"), "_MaskAlignmentEffect"),
    ],
)
def test_frames_equal_the_unmodified_views(modify, kind):
    plain, modified = layout(tree(lambda v: v)), layout(tree(modify))
    wrappers = [n for n in modified.nodes if n.kind == kind]
    masks = [d for w in wrappers for c in w.children[1:] for d in _subtree(c)]
    assert [(n.kind, n.frame) for n in modified.nodes if n.kind != kind and n not in masks] == frames_without(
        plain, kind
    )
    assert len(wrappers) == 2
    assert all(w.frame == w.children[0].frame for w in wrappers)


def _subtree(node):
    """``node`` and every node inside it (a mask's views)."""
    out, stack = [], [node]
    while stack:
        n = stack.pop()
        out.append(n)
        stack.extend(n.children)
    return out


def test_a_mask_is_laid_out_like_an_overlay():
    """The mask is proposed the view's size and aligned in it (LAYOUT_RULES.md §8; measured: swiftui-web
    effects/mask), and the masked view keeps its own frame."""
    with layout(
        Color.red.frame(width=80, height=60)
        .id("box")
        .mask(Color.blue.frame(width=20, height=10).id("m"), alignment="bottom_trailing")
        .id("masked"),
        screen=(200, 100),
    ) as result:
        assert tuple(result["masked"].frame) == tuple(result["box"].frame) == (60, 20, 80, 60)
        assert tuple(result["m"].frame) == (120, 70, 20, 10)
        assert result["masked"].kind == "_MaskAlignmentEffect"


def test_documents_and_repr():
    assert '{"hidden":true}' in sl.to_document(Color.red.hidden())
    assert '{"zIndex":2.0}' in sl.to_document(Color.red.z_index(2))
    assert repr(Color.red.z_index(1)).startswith("ModifiedContent<Color, TraitWritingModifier<ZIndexTraitKey>>")
    with pytest.raises(InvalidArgumentError):
        Color.red.z_index(float("nan"))
    with pytest.raises(InvalidArgumentError):
        Color.red.z_index("top")
    assert '{"opacity":0.25}' in sl.to_document(Color.red.opacity(0.25))
    assert repr(Color.red.opacity(1)).startswith("ModifiedContent<Color, _OpacityEffect>")
    for bad in (float("nan"), -0.1, 1.5, "half"):
        with pytest.raises(InvalidArgumentError, match="opacity"):
            Color.red.opacity(bad)


@pytest.mark.parametrize(
    "value, message",
    [
        ("1.5", "opacity must be in 0…1, got 1.5"),
        ("-1", "opacity must be in 0…1, got -1"),
        ('"half"', "expected a number"),
        ("true", "expected a number"),
    ],
)
def test_the_engine_checks_opacity(value, message):
    from swiftlayout._ffi import lib

    d = lib.sl_document_new()
    try:
        doc = f'{{"type": "Color", "color": "red", "modifiers": [{{"opacity": {value}}}]}}'
        assert lib.sl_document_parse(d, doc.encode()) == 0
        assert lib.sl_last_error().decode() == f"$.modifiers[0].opacity: {message}"
        v = lib.sl_rectangle(d)
        assert lib.sl_opacity(d, v, float("nan")) == 0 and b"opacity must be finite" in lib.sl_last_error()
        assert lib.sl_opacity(d, v, 2.0) == 0 and lib.sl_last_error() == b"opacity must be in 0\xe2\x80\xa61, got 2"
        assert lib.sl_opacity(d, v, 0.5) != 0
    finally:
        lib.sl_document_free(d)


@pytest.mark.parametrize(
    "view, entry",
    [
        (lambda: Color.red.blur(radius=3), '{"blur":{"radius":3.0,"opaque":false}}'),
        (lambda: Color.red.scale_effect(2), '{"scaleEffect":{"scale":2.0,"anchor":"center"}}'),
        (lambda: Color.red.scale_effect(x=0.5, anchor=(0, 1)), '{"scaleEffect":{"x":0.5,"anchor":{"x":0.0,"y":1.0}}}'),
        (
            lambda: Color.red.rotation_effect(45, anchor="bottom_trailing"),
            '{"rotationEffect":{"angle":45.0,"anchor":"bottomTrailing"}}',
        ),
        (
            lambda: Color.red.rotation_effect(-10, anchor=(0, 1)),
            '{"rotationEffect":{"angle":-10.0,"anchor":{"x":0.0,"y":1.0}}}',
        ),
        (lambda: Color.red.shadow(radius=4), '{"shadow":{"radius":4.0,"x":0.0,"y":0.0}}'),
        (
            lambda: Color.red.shadow("#336699", radius=1, y=2),
            '{"shadow":{"color":"#336699","radius":1.0,"x":0.0,"y":2.0}}',
        ),
        (lambda: Color.red.brightness(0.5), '{"brightness":0.5}'),
        (lambda: Color.red.hue_rotation(120), '{"hueRotation":{"angle":120.0}}'),
        (lambda: Color.red.color_invert(), '{"colorInvert":true}'),
        (lambda: Color.red.color_multiply("blue"), '{"colorMultiply":{"color":"blue"}}'),
        (lambda: Color.red.blend_mode("plus_lighter"), '{"blendMode":"plusLighter"}'),
        (lambda: Color.red.drawing_group(), '{"drawingGroup":{"opaque":false}}'),
        (lambda: Color.red.geometry_group(), '{"geometryGroup":true}'),
        (lambda: Color.red.corner_radius(4), '{"cornerRadius":{"radius":4.0,"antialiased":true}}'),
        (lambda: Color.red.transform_effect(tx=20), '{"transformEffect":{"tx":20.0}}'),
        (lambda: Color.red.scroll_indicators_flash(on_appear=True), '{"scrollIndicatorsFlash":{"onAppear":true}}'),
    ],
)
def test_declared_modifiers_write_their_entry(view, entry):
    """The effects are declared once, in the registry: their Python checks, document entry and type name come
    from that declaration (swiftlayout/registry.py)."""
    made = view()
    assert sl.to_document(made).endswith('"modifiers":[' + entry + ']}')
    assert repr(made).startswith(f"ModifiedContent<Color, {made.modifier.name}>(")


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda: Color.red.blur(radius=-1), "blur radius must be ≥ 0, got -1"),
        (lambda: Color.red.blur(radius=float("nan")), "blur radius"),
        (lambda: Color.red.blur(radius=1, opaque=1), "blur opaque must be True or False"),
        (lambda: Color.red.scale_effect("big"), "scale_effect"),
        (lambda: Color.red.scale_effect(2, anchor="middle"), "scale_effect anchor: unknown name 'middle'"),
        (lambda: Color.red.rotation_effect("up"), "rotation_effect"),
        (lambda: Color.red.rotation_effect(10, anchor="middle"), "rotation_effect anchor: unknown name 'middle'"),
        (lambda: Color.red.rotation_effect(10, anchor=(0, float("inf"))), "rotation_effect anchor y"),
        (lambda: Color.red.shadow("mauve", radius=1), "unknown color 'mauve'"),
        (lambda: Color.red.shadow(radius=-2), "shadow radius must be ≥ 0, got -2"),
        (lambda: Color.red.brightness("high"), "brightness"),
        (lambda: Color.red.blend_mode("burn"), "blend_mode: unknown name 'burn'"),
        (lambda: Color.red.corner_radius(-1), "corner_radius must be ≥ 0, got -1"),
        (lambda: Color.red.color_multiply("mauve"), "unknown color 'mauve'"),
        (lambda: Color.red.transform_effect((1, 0)), "transform_effect: transform must be a 6-tuple"),
        (lambda: Color.red.transform_effect((1, 0, 0, 1, 0, 0), a=2), "takes a transform or the components"),
        (lambda: Color.red.clip_shape(Text("a")), "clip_shape: shape must be a bare shape"),
        (lambda: Color.red.rotation_3d_effect(45, (0, 1)), "rotation_3d_effect: axis must be an"),
        (lambda: Color.red.matched_geometry_effect("a", "n", properties="depth"), "properties: unknown name 'depth'"),
        (lambda: Color.red.matched_geometry_effect(True, "n"), "id must be a string or a number"),
    ],
)
def test_declared_modifiers_check_their_arguments(make, message):
    with pytest.raises(InvalidArgumentError, match=message):
        make()


def test_a_rule_across_parameters_is_the_engines():
    """scaleEffect takes a scale or x and y: the engine says so, naming the modifier (a ParseError)."""
    with pytest.raises(sl.ParseError, match="scaleEffect takes a scale, or x and y, not both"):
        layout(Color.red.scale_effect(2, x=1))


def test_opacity_draws_a_transparent_group():
    groups = [
        g
        for g in ET.fromstring(layout(VStack(HStack(Color.red, Color.blue).opacity(0.3), Color.green)).svg()).iter(
            NS + "g"
        )
        if g.get("opacity") is not None
    ]
    assert [g.get("opacity") for g in groups] == ["0.3"]
    inside = [r.get("fill") for r in groups[0].iter(NS + "rect")]
    assert "#FF3B30" in inside and "#007AFF" in inside and "#34C759" not in inside


def fills(result):
    return [r.get("fill") for r in ET.fromstring(result.svg()).iter(NS + "rect")]


def test_a_hidden_view_is_not_drawn():
    shown = layout(HStack(Color.red.frame(width=40), Color.blue.frame(width=40)))
    hidden = layout(HStack(Color.red.frame(width=40).hidden(), Color.blue.frame(width=40)))
    assert "#FF3B30" in fills(shown) and "#007AFF" in fills(shown)
    assert "#FF3B30" not in fills(hidden) and "#007AFF" in fills(hidden)
    # Nor anything inside a hidden container.
    assert "#007AFF" not in fills(layout(VStack(HStack(Color.blue).hidden(), Color.red)))


def test_z_index_orders_drawing():
    def order(view):
        return [f for f in fills(layout(view)) if f in ("#FF3B30", "#007AFF", "#34C759")]

    assert order(ZStack(Color.red, Color.blue, Color.green)) == ["#FF3B30", "#007AFF", "#34C759"]
    # Red raised above both; a trait passes through the modifiers around it (.zIndex(1).padding()).
    assert order(ZStack(Color.red.z_index(1).padding(), Color.blue, Color.green)) == ["#007AFF", "#34C759", "#FF3B30"]
    # Ties keep their order; a negative zIndex goes below the default 0.
    assert order(ZStack(Color.red, Color.blue, Color.green.z_index(-1))) == ["#34C759", "#FF3B30", "#007AFF"]


def test_from_swift():
    assert sl.to_document(sl.from_swift("Color.red.hidden().zIndex(3)")) == sl.to_document(
        Color.red.hidden().z_index(3)
    )
    assert sl.to_document(sl.from_swift("Color.red.opacity(0.5)")) == sl.to_document(Color.red.opacity(0.5))
    # The specs of the declared modifiers derive from the registry (swift_source.MODIFIERS).
    for source, view in [
        ("Color.red.blur(radius: 2, opaque: true)", Color.red.blur(radius=2, opaque=True)),
        ("Color.red.scaleEffect(2, anchor: .leading)", Color.red.scale_effect(2, anchor="leading")),
        (
            "Color.red.scaleEffect(x: 2, anchor: UnitPoint(x: 0.25, y: 1))",
            Color.red.scale_effect(x=2, anchor=(0.25, 1)),
        ),
        ("Color.red.rotationEffect(.degrees(30))", Color.red.rotation_effect(30)),
        ("Color.red.rotationEffect(Angle(degrees: -45), anchor: .top)", Color.red.rotation_effect(-45, anchor="top")),
        (
            "Color.red.rotationEffect(.zero, anchor: UnitPoint(x: 0.25, y: 1))",
            Color.red.rotation_effect(0, anchor=(0.25, 1)),
        ),
        ("Color.red.shadow(color: .blue, radius: 3, x: 1, y: 2)", Color.red.shadow("blue", radius=3, x=1, y=2)),
        ("Color.red.shadow(radius: 3)", Color.red.shadow(radius=3)),
    ]:
        assert sl.to_document(sl.from_swift(source)) == sl.to_document(view), source
    for source, view in [
        ("Color.red.brightness(0.2).contrast(1.5)", Color.red.brightness(0.2).contrast(1.5)),
        ("Color.red.saturation(0).grayscale(1)", Color.red.saturation(0).grayscale(1)),
        ("Color.red.hueRotation(.degrees(90)).colorInvert()", Color.red.hue_rotation(90).color_invert()),
        ("Color.red.colorMultiply(.blue).luminanceToAlpha()", Color.red.color_multiply("blue").luminance_to_alpha()),
        ("Color.red.blendMode(.multiply).compositingGroup()", Color.red.blend_mode("multiply").compositing_group()),
        ("Color.red.drawingGroup(opaque: true)", Color.red.drawing_group(opaque=True)),
        ("Color.red.geometryGroup()", Color.red.geometry_group()),
        ("Color.red.cornerRadius(8).clipped()", Color.red.corner_radius(8).clipped()),
        ("Color.red.clipShape(Circle())", Color.red.clip_shape(sl.Circle())),
        (
            "Color.red.transformEffect(CGAffineTransform(translationX: 20, y: -4))",
            Color.red.transform_effect((1, 0, 0, 1, 20, -4)),
        ),
        (
            "Color.red.projectionEffect(ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)))",  # noqa: E501
            Color.red.projection_effect((1, 0, 0.5, 1, 0, 0)),
        ),
        ("Color.red.mask(alignment: .top) { Circle() }", Color.red.mask(sl.Circle(), alignment="top")),
    ]:
        assert sl.to_document(sl.from_swift(source)) == sl.to_document(view), source
    assert sl.from_swift("Color.red.rotationEffect(.radians(1))").modifier.values["angle"] == pytest.approx(57.29577951)
    with pytest.raises(sl.SwiftSourceError, match="needs an Angle"):
        sl.from_swift("Color.red.rotationEffect(30)", strict=True)
