"""The document registry (Sources/SwiftLayoutDocument/Registry, exported by ``sl_registered_names``) against
the layers that must follow it: every registered view type has a Python class, every modifier a ``View``
method, both a from_swift spec (``swift_source.VIEWS`` / ``MODIFIERS``), and a row in docs/FORMAT.md that
names each key it takes. The modifiers declared by their parameters derive their from_swift spec, their
docs row and (for the newer ones) their Python serialization from the declaration; the tests at the end
check that the derived forms agree with the hand-written ones. docs/ADDING_A_VIEW.md says how to add one;
the exceptions below are the only ones, each with its reason (an entry here that stops being needed fails
too)."""

from __future__ import annotations

import ctypes
import json
import re
from pathlib import Path
from typing import Dict, List

import pytest

import swiftlayout as sl
from swiftlayout import swift as swift_source
from swiftlayout._ffi import lib
from swiftlayout.swift.interpreter import READER_VIEWS
from swiftlayout.views import View

REPO = Path(__file__).resolve().parents[3]
SL_REGISTERED_VIEWS, SL_REGISTERED_MODIFIERS = 0, 1

#: Registered view types whose Python class has another name.
PYTHON_CLASS = {"Layout": "LayoutView", "Measured": "MeasuredView"}
#: Registered view types with no Python class, and why.
NO_PYTHON_CLASS: Dict[str, str] = {}
#: Registered modifiers whose View method is not the snake_case of the key.
PYTHON_METHOD = {
    "layoutDirection": "environment",
    "rotation3DEffect": "rotation_3d_effect",
    "defaultMinListRowHeight": "environment",
}
#: Registered names from_swift does not build, and why.
NO_SWIFT_SPEC = {
    "Layout": "a custom Layout is a Swift struct; from_swift takes views, not layout code",
    "Measured": "a leaf measured by user code: no SwiftUI view",
    "Placeholder": "swiftlayout's own leaf with a size range: no SwiftUI view",
    "defaultMinListRowHeight": "SwiftUI spells it .environment(\\.defaultMinListRowHeight, …) (the environment spec)",
    "layoutDirection": "SwiftUI spells it .environment(\\.layoutDirection, …) (the environment spec)",
    "listRowInsets": "not read from SwiftUI source yet",
    "timeZone": "SwiftUI spells it .environment(\\.timeZone, TimeZone(…)), a TimeZone value from_swift does not "
    "read yet",
    "ForEach": "from_swift runs a ForEach over constant data itself (its views are the parent's; `// row<i>` ids)",
    "Color": "from_swift reads colours as values (Color.red, Color(red:green:blue:)), not as a view call",
    "Shape": "from_swift reads a custom Shape from its declaration (`struct Arrow: Shape`), not from a view call",
}


def registered(kind: int) -> List[Dict[str, object]]:
    text = lib.sl_registered_names(kind)
    assert text is not None, lib.sl_last_error()
    return json.loads(text.decode())


VIEWS = registered(SL_REGISTERED_VIEWS)
MODIFIERS = registered(SL_REGISTERED_MODIFIERS)


def snake(name: str) -> str:
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def format_rows(section: str) -> Dict[str, str]:
    """docs/FORMAT.md's table rows under ``## section``: every backticked name in a row's first cell -> the row."""
    text = (REPO / "docs" / "FORMAT.md").read_text(encoding="utf-8")
    body = text.split(f"## {section}\n", 1)[1].split("\n## ", 1)[0]
    rows: Dict[str, str] = {}
    for line in body.splitlines():
        if line.startswith("| `"):
            first = line.split(" | ", 1)[0]
            for name in re.findall(r"`([^`]+)`", first):
                rows[name] = rows.get(name, "") + line
    return rows


def test_the_export_is_the_registry() -> None:
    names = [v["name"] for v in VIEWS]
    assert len(names) == len(set(names)) and {"VStack", "Text", "Button", "Grid"} <= set(names)
    mods = [m["name"] for m in MODIFIERS]
    assert len(mods) == len(set(mods)) and {"frame", "padding", "opacity", "zIndex"} <= set(mods)
    frame = next(m for m in MODIFIERS if m["name"] == "frame")
    assert "maxWidth" in frame["keys"] and frame["value"] == ["object"]
    assert next(v for v in VIEWS if v["name"] == "VStack")["keys"] == ["alignment", "spacing", "children"]
    assert lib.sl_registered_names(SL_REGISTERED_VIEWS) == lib.sl_registered_names(SL_REGISTERED_VIEWS)
    assert lib.sl_registered_names(7) is None and b"SL_REGISTERED_VIEWS" in lib.sl_last_error()


def test_the_reader_takes_exactly_the_registered_names() -> None:
    for view in VIEWS:  # every registered type parses (bad arguments are errors, not "unknown view type")
        doc = lib.sl_document_new()
        try:
            lib.sl_document_parse(doc, json.dumps({"type": view["name"]}).encode())
            assert b"unknown view type" not in lib.sl_last_error(), view["name"]
        finally:
            lib.sl_document_free(doc)
    doc = lib.sl_document_new()
    try:
        assert lib.sl_document_parse(doc, b'{"type": "Blob"}') == 0
        listed = lib.sl_last_error().decode().split("known: ", 1)[1].split(", ")
        assert listed == [v["name"] for v in VIEWS]
        assert lib.sl_document_parse(doc, b'{"type": "Text", "modifiers": [{"wobble": 1}]}') == 0
        listed = lib.sl_last_error().decode().split("known: ", 1)[1].split(", ")
        assert listed == [m["name"] for m in MODIFIERS]
    finally:
        lib.sl_document_free(doc)


@pytest.mark.parametrize("view", VIEWS, ids=lambda v: str(v["name"]))
def test_every_view_has_a_python_class(view: Dict[str, object]) -> None:
    name = str(view["name"])
    if name in NO_PYTHON_CLASS:
        assert not hasattr(sl, name), f"{name} has a Python class now: drop it from NO_PYTHON_CLASS"
        return
    cls = getattr(sl, PYTHON_CLASS.get(name, name), None)
    assert isinstance(cls, type) and issubclass(cls, View), f"registered view {name} has no swiftlayout.{name} class"


@pytest.mark.parametrize("modifier", MODIFIERS, ids=lambda m: str(m["name"]))
def test_every_modifier_has_a_view_method(modifier: Dict[str, object]) -> None:
    name = str(modifier["name"])
    method = PYTHON_METHOD.get(name, snake(name))
    assert callable(getattr(View, method, None)), f"registered modifier {name} has no View.{method}()"


@pytest.mark.parametrize("entry", [v["name"] for v in VIEWS] + [m["name"] for m in MODIFIERS])
def test_every_name_has_a_from_swift_spec(entry: str) -> None:
    table = swift_source.VIEWS if entry[0].isupper() else swift_source.MODIFIERS
    if entry in NO_SWIFT_SPEC:
        assert entry not in table, f"{entry} has a from_swift spec now: drop it from NO_SWIFT_SPEC"
        return
    assert entry in table or entry in READER_VIEWS or entry in swift_source.IGNORED_MODIFIERS, (
        f"registered {entry} has no from_swift spec (swift_source.py) and no NO_SWIFT_SPEC reason"
    )


@pytest.mark.parametrize("section,entries", [("Views", VIEWS), ("Modifiers", MODIFIERS)])
def test_every_name_and_key_is_in_the_format_docs(section: str, entries: List[Dict[str, object]]) -> None:
    rows = format_rows(section)
    missing = [e["name"] for e in entries if e["name"] not in rows]
    assert not missing, f"docs/FORMAT.md has no {section} row for {missing}"
    keys = [
        f"{e['name']}.{k}"
        for e in entries
        for k in e["keys"]  # type: ignore[attr-defined]
        if not re.search(rf"\b{k}\b", rows[str(e["name"])])
    ]
    assert not keys, f"docs/FORMAT.md's rows do not name the keys {keys}"
    extra = sorted(set(rows) - {str(e["name"]) for e in entries})
    assert not extra, f"docs/FORMAT.md has {section} rows for unregistered {extra}"


def test_sl_modifier_takes_every_registered_modifier() -> None:
    d = lib.sl_document_new()
    try:
        v = lib.sl_rectangle(d)
        for modifier in MODIFIERS:  # a wrong value is that modifier's error, never "unknown modifier"
            entry = json.dumps({modifier["name"]: [1]}).encode()
            assert lib.sl_modifier(d, v, entry) == 0
            assert f"$.{modifier['name']}: ".encode() in lib.sl_last_error(), lib.sl_last_error()
        assert lib.sl_modifier(d, v, b'{"wobble": 1}') == 0
        assert b"unknown modifier 'wobble'; known: hidden, zIndex, opacity" in lib.sl_last_error()
        assert lib.sl_modifier(d, v, b'{"opacity": 2}') == 0
        assert lib.sl_last_error() == "$.opacity: opacity must be in 0…1, got 2".encode()
        assert lib.sl_modifier(d, v, b'{"frame": {"width": 50}') == 0 and b"malformed JSON" in lib.sl_last_error()
        assert lib.sl_modifier(d, v, None) == 0
        # The same wrapper as the typed constructor: a 50 × 30 frame centred in 200 × 100 (FrameLayout, rules §3).
        env = lib.sl_env_new(200.0, 100.0, 2.0)
        try:
            for root in (
                lib.sl_modifier(d, v, b'{"frame": {"width": 50, "height": 30}, "id": "f"}'),
                lib.sl_id(d, lib.sl_frame(d, v, 50.0, 30.0, 0), b"f"),
            ):
                out = lib.sl_layout(d, root, env)
                assert out != 0, lib.sl_last_error()
                index, box = ctypes.c_ssize_t(), [ctypes.c_double() for _ in range(4)]
                assert lib.sl_layout_find(out, b"f", ctypes.byref(index)) == 0
                assert lib.sl_layout_frame(out, index, *map(ctypes.byref, box)) == 0
                assert lib.sl_layout_node_kind(out, index) == b"FrameLayout"
                assert [b.value for b in box] == [75, 35, 50, 30]
                lib.sl_layout_free(out)
        finally:
            lib.sl_env_free(env)
    finally:
        lib.sl_document_free(d)


def _subclasses(cls: type) -> List[type]:
    out, stack = [], [cls]
    while stack:
        for sub in stack.pop().__subclasses__():
            out.append(sub)
            stack.append(sub)
    return out


def test_python_modifier_keys_are_registered() -> None:
    """The Python serializer writes a modifier under its class's ``key``: every such key is a registered
    modifier (a misspelt key would be an "unknown modifier" only when a document used it)."""
    import swiftlayout.views
    import swiftlayout.modifiers.declared  # noqa: F401
    from swiftlayout.base import Modifier

    registered_names = {str(m["name"]) for m in MODIFIERS}
    keys = {
        c.__name__: c.__dict__["key"]
        for c in _subclasses(Modifier)
        if isinstance(c.__dict__.get("key"), str) and c.__dict__["key"]
    }
    assert len(keys) > 20
    wrong = {name: key for name, key in keys.items() if key not in registered_names}
    assert not wrong, f"Python modifiers write keys the registry does not have: {wrong}"


@pytest.mark.parametrize(
    "key, values, method",
    [
        ("hidden", {}, lambda v: v.hidden()),
        ("zIndex", {"value": -2.5}, lambda v: v.z_index(-2.5)),
        ("opacity", {"value": 0.25}, lambda v: v.opacity(0.25)),
        ("bold", {"value": False}, lambda v: v.bold(False)),
        ("buttonStyle", {"value": "bordered_prominent"}, lambda v: v.button_style("bordered_prominent")),
    ],
)
def test_the_declaration_writes_what_the_python_class_writes(key, values, method) -> None:
    """A modifier declared by its parameters (Params.swift) written from its declaration alone
    (registry.RegisteredModifier: what the View methods of newer declared modifiers use) gives the same
    document entry as its hand-written Python class, and the export's type name is the node kind the engine
    makes (read back from a layout)."""
    from swiftlayout.registry import declared_modifiers, modifier

    view = sl.Rectangle()
    declared, written = modifier(view, key, **values), method(view)
    assert sl.to_document(declared).replace("bordered_prominent", "borderedProminent") == sl.to_document(
        written
    ).replace("bordered_prominent", "borderedProminent")
    with sl.layout(declared, screen=(100, 100)) as result:
        assert result.nodes[0].kind == declared_modifiers()[key]["kind"] == declared.modifier.name


def test_declared_modifiers_need_no_from_swift_line() -> None:
    """Every modifier declared by its parameters has its from_swift spec from the declaration: the key in
    snake_case as the method, the unlabeled parameter positional, the others keywords named as their keys."""
    from swiftlayout.registry import declared_modifiers

    assert {"hidden", "opacity", "zIndex", "buttonStyle", "scrollDisabled"} <= set(declared_modifiers())
    for name, entry in declared_modifiers().items():
        method, params, _ = swift_source.MODIFIERS[name]
        assert callable(getattr(View, method, None)), f"{name}: no View.{method}()"
        if name == "scrollTargetLayout":  # its SwiftUI isEnabled: is accepted and ignored (hand-written spec)
            continue
        if name in ("transformEffect", "projectionEffect"):  # SwiftUI passes a CGAffineTransform (hand-written spec)
            continue
        assert [(label, py) for label, py, _ in params] == [
            (p["label"], None if p["label"] == "_" else snake(p["key"])) for p in entry["params"]
        ], name
