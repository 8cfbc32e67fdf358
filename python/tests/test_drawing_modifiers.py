"""The drawing-only modifiers ``.hidden()``, ``.zIndex(_:)``, ``.opacity(_:)`` and the effects (``.blur``, …).
SwiftUI's documentation is the rule: hidden views "remain in the view hierarchy and affect layout"; zIndex
"controls the display order of overlapping views"; opacity "sets the transparency of this view" (0 fully
transparent … 1 fully opaque); scaleEffect scales "this view's rendered output" ("the original dimensions of the
view are considered to be unchanged"); rotationEffect "has no effect on the view's frame"; blur applies "a Gaussian blur" to "the rendering of this view"; shadow "adds a
shadow to this view", drawn "behind a view".
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


@pytest.mark.parametrize("modify, kind", [
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
])
def test_frames_equal_the_unmodified_views(modify, kind):
    plain, modified = layout(tree(lambda v: v)), layout(tree(modify))
    assert frames_without(modified, kind) == frames_without(plain, kind)
    wrappers = [n for n in modified.nodes if n.kind == kind]
    assert len(wrappers) == 2
    assert all(w.frame == w.children[0].frame for w in wrappers)


def test_documents_and_repr():
    assert '{"hidden":true}' in sl.to_document(Color.red.hidden())
    assert '{"zIndex":2.0}' in sl.to_document(Color.red.z_index(2))
    assert repr(Color.red.z_index(1)) .startswith("ModifiedContent<Color, TraitWritingModifier<ZIndexTraitKey>>")
    with pytest.raises(InvalidArgumentError):
        Color.red.z_index(float("nan"))
    with pytest.raises(InvalidArgumentError):
        Color.red.z_index("top")
    assert '{"opacity":0.25}' in sl.to_document(Color.red.opacity(0.25))
    assert repr(Color.red.opacity(1)).startswith("ModifiedContent<Color, _OpacityEffect>")
    for bad in (float("nan"), -0.1, 1.5, "half"):
        with pytest.raises(InvalidArgumentError, match="opacity"):
            Color.red.opacity(bad)


@pytest.mark.parametrize("value, message", [
    ("1.5", "opacity must be in 0…1, got 1.5"), ("-1", "opacity must be in 0…1, got -1"),
    ('"half"', "expected a number"), ("true", "expected a number"),
])
def test_the_engine_checks_opacity(value, message):
    from swiftlayout._ffi import lib
    d = lib.sl_document_new()
    try:
        doc = '{"type": "Color", "color": "red", "modifiers": [{"opacity": %s}]}' % value
        assert lib.sl_document_parse(d, doc.encode()) == 0
        assert lib.sl_last_error().decode() == f"$.modifiers[0].opacity: {message}"
        v = lib.sl_rectangle(d)
        assert lib.sl_opacity(d, v, float("nan")) == 0 and b"opacity must be finite" in lib.sl_last_error()
        assert lib.sl_opacity(d, v, 2.0) == 0 and lib.sl_last_error() == b"opacity must be in 0\xe2\x80\xa61, got 2"
        assert lib.sl_opacity(d, v, 0.5) != 0
    finally:
        lib.sl_document_free(d)


@pytest.mark.parametrize("view, entry", [
    (lambda: Color.red.blur(radius=3), '{"blur":{"radius":3.0,"opaque":false}}'),
    (lambda: Color.red.scale_effect(2), '{"scaleEffect":{"scale":2.0,"anchor":"center"}}'),
    (lambda: Color.red.scale_effect(x=0.5, anchor=(0, 1)), '{"scaleEffect":{"x":0.5,"anchor":{"x":0.0,"y":1.0}}}'),
    (lambda: Color.red.rotation_effect(45, anchor="bottom_trailing"),
     '{"rotationEffect":{"angle":45.0,"anchor":"bottomTrailing"}}'),
    (lambda: Color.red.rotation_effect(-10, anchor=(0, 1)), '{"rotationEffect":{"angle":-10.0,"anchor":{"x":0.0,"y":1.0}}}'),
    (lambda: Color.red.shadow(radius=4), '{"shadow":{"radius":4.0,"x":0.0,"y":0.0}}'),
    (lambda: Color.red.shadow("#336699", radius=1, y=2), '{"shadow":{"color":"#336699","radius":1.0,"x":0.0,"y":2.0}}'),
])
def test_declared_modifiers_write_their_entry(view, entry):
    """The effects are declared once, in the registry: their Python checks, document entry and type name come
    from that declaration (swiftlayout/registry.py)."""
    made = view()
    assert sl.to_document(made).endswith('"modifiers":[' + entry + ']}')
    assert repr(made).startswith(f"ModifiedContent<Color, {made.modifier.name}>(")


@pytest.mark.parametrize("make, message", [
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
])
def test_declared_modifiers_check_their_arguments(make, message):
    with pytest.raises(InvalidArgumentError, match=message):
        make()


def test_a_rule_across_parameters_is_the_engines():
    """scaleEffect takes a scale or x and y: the engine says so, naming the modifier (a ParseError)."""
    with pytest.raises(sl.ParseError, match="scaleEffect takes a scale, or x and y, not both"):
        layout(Color.red.scale_effect(2, x=1))


def test_opacity_draws_a_transparent_group():
    groups = [g for g in ET.fromstring(layout(VStack(HStack(Color.red, Color.blue).opacity(0.3), Color.green)).svg())
              .iter(NS + "g") if g.get("opacity") is not None]
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
    pytest.importorskip("tree_sitter_swift")
    assert sl.to_document(sl.from_swift("Color.red.hidden().zIndex(3)")) == \
        sl.to_document(Color.red.hidden().z_index(3))
    assert sl.to_document(sl.from_swift("Color.red.opacity(0.5)")) == sl.to_document(Color.red.opacity(0.5))
    # The specs of the declared modifiers derive from the registry (swift_source.MODIFIERS).
    for source, view in [
        ("Color.red.blur(radius: 2, opaque: true)", Color.red.blur(radius=2, opaque=True)),
        ("Color.red.scaleEffect(2, anchor: .leading)", Color.red.scale_effect(2, anchor="leading")),
        ("Color.red.scaleEffect(x: 2, anchor: UnitPoint(x: 0.25, y: 1))", Color.red.scale_effect(x=2, anchor=(0.25, 1))),
        ("Color.red.rotationEffect(.degrees(30))", Color.red.rotation_effect(30)),
        ("Color.red.rotationEffect(Angle(degrees: -45), anchor: .top)", Color.red.rotation_effect(-45, anchor="top")),
        ("Color.red.rotationEffect(.zero, anchor: UnitPoint(x: 0.25, y: 1))", Color.red.rotation_effect(0, anchor=(0.25, 1))),
        ("Color.red.shadow(color: .blue, radius: 3, x: 1, y: 2)", Color.red.shadow("blue", radius=3, x=1, y=2)),
        ("Color.red.shadow(radius: 3)", Color.red.shadow(radius=3)),
    ]:
        assert sl.to_document(sl.from_swift(source)) == sl.to_document(view), source
    assert sl.from_swift("Color.red.rotationEffect(.radians(1))").modifier.values["angle"] == pytest.approx(57.29577951)
    with pytest.raises(sl.SwiftSourceError, match="needs an Angle"):
        sl.from_swift("Color.red.rotationEffect(30)")
