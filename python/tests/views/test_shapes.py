"""Shapes: corner styles, elliptical and uneven corners, Capsule styles and AnyShape.

The rule (measured: swiftui-web ``shape/builtin``, macOS 26.2; Tests/Fixtures/goldens/shapes/
swm3_shapes_builtin_frames_circle_centered.json): a shape takes its proposal whatever its corners, so
every one of them fills an 80 x 50 frame; a Circle is a square of the smaller side, and ``AnyShape(Circle())``
lays out exactly like the Circle it erases (40 x 40 centred in a 60 x 40 frame).
"""

from __future__ import annotations

import json
import pickle
import xml.etree.ElementTree as ET

import pytest

from swiftlayout import (
    AnyShape,
    Capsule,
    Circle,
    HStack,
    InvalidArgumentError,
    Rectangle,
    RoundedRectangle,
    UnevenRoundedRectangle,
    layout,
)

WINDOW = dict(screen=(200, 100), safe_area=(0, 0, 0, 0), scale=2)


@pytest.mark.parametrize(
    "shape",
    [
        RoundedRectangle(16, style="circular"),
        RoundedRectangle(corner_size=(24, 10)),
        RoundedRectangle(40),
        UnevenRoundedRectangle(top_leading=4, bottom_leading=20, bottom_trailing=4, top_trailing=20),
        Capsule(),
        Capsule(style="circular"),
        AnyShape(Rectangle()),
    ],
    ids=repr,
)
def test_corners_never_change_the_frame(shape: object) -> None:
    r = layout(shape.id("s").frame(width=80, height=50), **WINDOW)  # type: ignore[attr-defined]
    assert r["s"].frame == (60, 25, 80, 50)  # the frame, centred in the window


def test_any_shape_lays_out_as_the_shape_it_erases() -> None:
    r = layout(
        HStack(
            AnyShape(Circle()).id("any").frame(width=60, height=40),
            AnyShape(AnyShape(Circle())).id("twice").frame(width=40, height=70),
            spacing=8,
        ),
        **WINDOW,
    )
    # The row is 60 + 8 + 40 = 108 wide and 70 tall, centred: (46, 15).
    assert r["any"].frame == (56, 30, 40, 40)
    assert r["twice"].frame == (114, 30, 40, 40)
    assert r["any"].kind == "AnyShape"


def test_bad_arguments_name_the_view_and_argument() -> None:
    with pytest.raises(InvalidArgumentError, match="RoundedRectangle: corner_radius"):
        RoundedRectangle(-1)
    with pytest.raises(InvalidArgumentError, match="RoundedRectangle: corner_size height"):
        RoundedRectangle(corner_size=(1, float("nan")))
    with pytest.raises(InvalidArgumentError, match="not both"):
        RoundedRectangle(4, corner_size=(1, 2))
    with pytest.raises(InvalidArgumentError, match="Capsule: unknown style 'squircle'; valid: continuous, circular"):
        Capsule(style="squircle")
    with pytest.raises(InvalidArgumentError, match="UnevenRoundedRectangle: topTrailing"):
        UnevenRoundedRectangle(top_trailing=float("inf"))
    with pytest.raises(InvalidArgumentError, match="UnevenRoundedRectangle: bottomLeading must be a radius"):
        UnevenRoundedRectangle(bottom_leading=None)  # type: ignore[arg-type]  (was malformed JSON at layout)
    with pytest.raises(InvalidArgumentError, match="AnyShape: shape must be a bare shape"):
        AnyShape(Circle().padding())
    with pytest.raises(InvalidArgumentError, match="AnyShape: shape must be a bare shape"):
        AnyShape(Circle().id("c"))


def test_values_document_repr_and_pickle() -> None:
    shapes = [
        RoundedRectangle(corner_size=(24, 10), style="circular"),
        Capsule("circular"),
        UnevenRoundedRectangle(corner_radii=(4, 20, 4, 20)),
        AnyShape(Circle()),
    ]
    assert repr(shapes[0]) == "RoundedRectangle(cornerSize: (24, 10), style: .circular)"
    assert json.loads(shapes[2].to_document())["cornerRadii"] == {
        "topLeading": 4,
        "bottomLeading": 20,
        "bottomTrailing": 4,
        "topTrailing": 20,
    }
    assert shapes[3].to_document() == '{"type":"AnyShape","shape":{"type":"Circle"}}'
    for s in shapes:
        assert repr(pickle.loads(pickle.dumps(s))) == repr(s)


def test_svg_draws_the_outline() -> None:
    r = layout(
        HStack(
            AnyShape(Circle()).frame(width=60, height=40),
            UnevenRoundedRectangle(top_leading=10).frame(width=40, height=40),
            RoundedRectangle(corner_size=(12, 6)).frame(width=40, height=40),
        ),
        **WINDOW,
    )
    root = ET.fromstring(r.svg())
    tags = [e.tag.split("}")[-1] for e in root.iter()]
    assert "circle" in tags and "path" in tags
    assert any(e.get("rx") == "12" and e.get("ry") == "6" for e in root.iter())
