"""Sliders, steppers, progress views and gauges from Python: value labels, label views, bounds that change no
frame, and the gauge styles. Expected numbers are Apple's SwiftUI as recorded by github.com/iamcgn/swiftui-web
(cited per test), or the rules and assumed values docs/PLATFORMS.md states, marked as such."""

import json

import pytest
from controls_env import IOS, MAC_320, frames, frames_of, size

from swiftlayout import Gauge, InvalidArgumentError, Label, ProgressView, Slider, Stepper, Text, VStack, from_swift
from swiftlayout.document import to_document


def test_progress_view_ios():
    # SW-ios ios/progress/basic: the bar is 4 tall, the spinner 20 x 20.
    f = frames(VStack(ProgressView(value=0.4).id("a"), ProgressView().id("b")), **IOS)
    assert size(f["a"]) == (320, 4) and size(f["b"]) == (20, 20)


def test_progress_current_value_label():
    # SW-mac progress/basic "valueLabel": label 16 + bar 20 + current value label 16 = 52.
    v = ProgressView("Copying", 0.3, current_value_label=Text("30%").id("c")).id("p")
    f = frames_of(v.padding(20), ("p", "c"), **MAC_320)
    assert (f["p"].width, f["p"].height) == (280, 52) and f["c"].y == f["p"].y + 36
    # iOS: the current value label 4 below the bar, like the label above it (assumed): 24.5 + 4 + 4 + 4 + 24.5.
    f = frames_of(v, ("p",), **IOS)
    assert f["p"].height == 61


def test_slider_value_labels_macos():
    # SW-mac slider/basic "minMax": the label "Volume" (45), 8, "Min" (footnote: 15 tall) at x 53, the track,
    # "Max" (20 wide) at the trailing edge; the row 18.5 tall (the body label).
    v = Slider(
        0.5,
        Text("Volume").id("label"),
        minimum_value_label=Text("Min").id("min"),
        maximum_value_label=Text("Max").id("max"),
    ).id("s")
    f = frames_of(v, ("s", "label", "min", "max"), **MAC_320)
    assert (f["s"].width, f["s"].height) == (320, 18.5)
    assert f["min"].x == f["label"].x + f["label"].width + 8 and f["min"].height == 15
    assert f["max"].x + f["max"].width == 320 and f["max"].height == 15


def test_slider_bounds_and_step_change_no_frame():
    # SW-mac slider/basic: "stepped" (0...100 by 5) is 320 x 16 like "half".
    f = frames_of(
        VStack(Slider(0.5).id("a"), Slider(25, min=0, max=100, step=5).id("b"), spacing=12), ("a", "b"), **MAC_320
    )
    assert (f["a"].width, f["a"].height) == (f["b"].width, f["b"].height) == (320, 16)


def test_stepper_label_view_macos():
    # SW-mac stepper/basic "labelStepper": a Label (24 pt icon + 8 + "Count") + 8 + the 20 x 26 arrows = 96.5 x 26.
    v = Stepper(Label("Count", image="icon", width=24, height=24).id("l"), 1).id("s")
    f = frames_of(v, ("s", "l"), **MAC_320)
    assert f["s"].height == 26 and f["s"].width == f["l"].width + 8 + 20


def test_gauge_styles():
    # SW-mac gauge/accessory: circular 58 x 58, accessoryLinear 8 tall filling 280; gauge/basic: the default
    # 40.15 tall, 60.89 with a current value label.
    f = frames(
        VStack(
            Gauge(0.4, title="A").gauge_style("accessory_circular").id("a"),
            Gauge(0.4, title="Level").gauge_style("accessoryLinear").id("b"),
            Gauge(0.4, title="Battery").id("c"),
            Gauge(0.6, title="Level", current_value_label="60%").id("d"),
            spacing=14,
        ).padding(20),
        screen=(320, 560),
        platform="macOS 26",
    )
    assert size(f["a"]) == (58, 58)
    assert size(f["b"]) == (280, 8)
    assert size(f["c"]) == (280, 40.15087890625)
    assert size(f["d"]) == (280, 60.89306640625)
    with pytest.raises(InvalidArgumentError):
        Gauge(0.5, min=1, max=0)
    with pytest.raises(InvalidArgumentError):
        Gauge(0.5).gauge_style("dial")
    g = from_swift('Gauge(value: 0.3) { Text("R") } currentValueLabel: { Text("30") }.gaugeStyle(.accessoryLinear)')
    assert '"currentValueLabel": "30"' in json.dumps(json.loads(to_document(g)))
