"""swiftlayout.experiment at scale: parameter grids, DataFrames, Parquet, progress, pickling, process
pools and Dask (issue #23)."""

import os
import pickle
import sys
import time
from pathlib import Path

import pytest

import swiftlayout
from swiftlayout import Color, Text, VStack, layout
from swiftlayout.tools.experiment import Task, layout_keywords, sweep

sys.path.insert(0, str(Path(__file__).parents[1]))
from settings_screen import settings

DEVICES = ["iPhone SE", "iPhone 15 Pro", "iPhone 16 Pro Max", "iPad mini", "iPhone 13"]
GRID = dict(
    devices=DEVICES,
    platforms=["iOS 17", "iOS 26"],
    params={"title": ["Settings", "A Very Long Settings Title"], "count": range(1, 3)},
    progress=False,
)


def test_grid_is_the_product_in_order_and_passes_named_parameters():
    seen = []

    def make(title, count):
        seen.append((title, count))
        return VStack(Text(title).id("t"), *[Color.red.frame(height=10) for _ in range(count)]).id("v")

    runs = sweep(
        make,
        devices=["iPhone SE", "iPhone 15 Pro"],
        platforms=["iOS 17"],
        params={"title": ["a", "bb"], "count": range(1, 4)},
        ids=["v"],
        progress=False,
    )
    assert len(runs) == 2 * 1 * 2 * 3
    assert seen[:3] == [("a", 1), ("a", 2), ("a", 3)]
    assert runs[0].params == {"device": "iPhone SE", "platform": "iOS 17", "title": "a", "count": 1}
    assert runs[0].label == "iPhone SE · iOS 17 · title=a · count=1"
    assert runs.parameters == ["device", "platform", "title", "count"]
    # count=3 stacks three 10 pt colours under the text: the VStack grows by 10 + spacing each.
    heights = [r.layout["v"].frame.height for r in runs.runs[:3]]
    assert heights[1] - heights[0] == heights[2] - heights[1] > 10


def test_rows_and_device_in_the_function_and_layout_keywords():
    def make(device, label):
        return Text(f"{label} on {device}").id("t")

    runs = sweep(make, rows=[{"device": "iPhone SE", "label": "x"}, {"device": "window", "label": "y"}], progress=False)
    assert [r.label for r in runs] == ["iPhone SE · label=x", "window · label=y"]
    assert runs[1].layout.device == "window"
    # A params entry the function does not name is a layout() keyword (an environment parameter).
    runs = sweep(
        lambda: VStack(Color.red.id("a"), Color.blue.id("b")),
        devices=["iPhone SE"],
        params={"default_spacing": [0, 20]},
        progress=False,
    )
    gaps = [r.layout["b"].frame.y - r.layout["a"].frame.max_y for r in runs]
    assert gaps == [0, 20]


def test_old_forms_still_work_and_errors_are_clear():
    runs = sweep(lambda d: Color.red.id("c"), devices=["iPhone SE"])
    assert runs[0].parameter == "iPhone SE" and runs[0].label == "iPhone SE"
    with pytest.raises(ValueError, match="reserved"):
        sweep(Color.red, params={"width": [1]})
    with pytest.raises(ValueError, match="needs count"):
        sweep(lambda device, count: Color.red, devices=["iPhone SE"])
    with pytest.raises(ValueError, match="empty"):
        sweep(Color.red, devices=[])
    with pytest.raises(ValueError, match="workers"):
        sweep(Color.red, devices=["iPhone SE"], workers=0)


@pytest.mark.parametrize(
    "argument,keyword", [("dynamic_type_sizes", "dynamic_type_size"), ("layout_directions", "layout_direction")]
)
def test_dynamic_type_and_direction_are_passed_through_or_refused(argument, keyword):
    if keyword in layout_keywords():
        runs = sweep(
            Text("Hello").id("t"),
            devices=["iPhone SE"],
            progress=False,
            **{argument: ["large", "xxxLarge"] if keyword == "dynamic_type_size" else ["leftToRight"]},
        )
        assert runs[0].layout.options[keyword] in ("large", "leftToRight")
    else:
        with pytest.raises(NotImplementedError, match=keyword):
            sweep(Text("Hello"), devices=["iPhone SE"], **{argument: ["large"]})


def test_dataframe_parquet_and_csv(tmp_path):
    pandas = pytest.importorskip("pandas")
    pytest.importorskip("pyarrow")
    runs = sweep(settings, **GRID)
    frame = runs.to_dataframe()
    ids = runs.ids
    assert len(frame) == len(runs) * len(ids)
    assert list(frame.columns) == [
        "run",
        "device",
        "platform",
        "title",
        "count",
        "screen_width",
        "screen_height",
        "id",
        "kind",
        "x",
        "y",
        "width",
        "height",
    ]
    se = frame[(frame.device == "iPhone SE") & (frame.id == "signout")]
    assert set(se.screen_width) == {375}
    path = runs.to_parquet(tmp_path / "runs.parquet")
    back = pandas.read_parquet(path)
    assert back.shape == frame.shape and list(back.columns) == list(frame.columns)
    pandas.testing.assert_frame_equal(back, frame, check_dtype=False)
    assert runs.to_csv().splitlines()[0] == "run,id,kind,x,y,width,height"


def test_views_layouts_and_tasks_pickle():
    view = settings("Title", "Name", 3)
    assert swiftlayout.to_document(pickle.loads(pickle.dumps(view))) == swiftlayout.to_document(view)
    # Containers of every kind, layout values and the registry's declared modifiers pickle too.
    mixed = swiftlayout.AnyLayout(
        swiftlayout.HStackLayout(spacing=3),
        swiftlayout.Group(swiftlayout.Rectangle()),
        swiftlayout.Text("a").blur(radius=2).scale_effect(2),
    )
    assert swiftlayout.to_document(pickle.loads(pickle.dumps(mixed))) == swiftlayout.to_document(mixed)
    result = layout(view, device="iPhone SE", platform="iOS 17")
    back = pickle.loads(pickle.dumps(result))
    assert back.closed and back.frames == result.frames and back.ids == result.ids
    assert back["signout"].frame == result["signout"].frame and back["signout"].kind == result["signout"].kind
    assert back.svg() == result.svg() and back.options == {"device": "iPhone SE", "platform": "iOS 17"}
    assert [str(f) for f in back.lint()] == [str(f) for f in result.lint()]
    # A sweep's task pickles with the library path ahead of itself, and runs after the round trip.
    runs = sweep(settings, devices=["iPhone SE"], progress=False)
    task_result = runs[0].layout
    from swiftlayout.tools.experiment import _TaskBody  # noqa: F401  (the body is internal; the Task is public)

    blob = pickle.dumps(Task(_make_body()))
    assert swiftlayout.LIBRARY_PATH.encode() in blob
    assert pickle.loads(blob)().frames == task_result.frames


def _make_body():
    from swiftlayout.tools.experiment import _TaskBody

    return _TaskBody(
        settings, False, {"device": "iPhone SE"}, {}, False, None, {"device": "iPhone SE"}, swiftlayout.__version__
    )


def test_a_task_sets_the_library_path_in_a_fresh_process(tmp_path):
    """A worker with no SWIFTLAYOUT_LIB (and a folder where the package finds no library by itself)
    loads the one the task names."""
    import subprocess

    blob = tmp_path / "task.pickle"
    blob.write_bytes(pickle.dumps(Task(_make_body())))
    env = {k: v for k, v in os.environ.items() if k != "SWIFTLAYOUT_LIB"}
    env["PYTHONPATH"] = os.pathsep.join([str(Path(swiftlayout.__file__).parents[1]), str(Path(__file__).parents[1])])
    code = (
        "import pickle, sys; layout = pickle.loads(open(sys.argv[1], 'rb').read())(); import os, swiftlayout; "
        "print(os.environ['SWIFTLAYOUT_LIB'] == swiftlayout.LIBRARY_PATH, len(layout.nodes))"
    )
    out = subprocess.run([sys.executable, "-c", code, str(blob)], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["True", str(len(layout(settings(), device="iPhone SE").nodes))]


def test_workers_give_the_serial_results():
    pytest.importorskip("pandas")
    serial = sweep(settings, **GRID)
    start = time.monotonic()
    parallel = sweep(settings, workers=2, **GRID)
    assert time.monotonic() - start < 10
    assert [r.label for r in parallel] == [r.label for r in serial]
    assert parallel.to_dataframe().equals(serial.to_dataframe())
    assert parallel.lint().equals(serial.lint())
    # A lambda crosses too (cloudpickle).
    lam = sweep(
        lambda title: settings(title), devices=["iPhone SE"], params={"title": ["a", "b"]}, workers=2, progress=False
    )
    here = sweep(lambda title: settings(title), devices=["iPhone SE"], params={"title": ["a", "b"]}, progress=False)
    assert len(lam) == 2 and [r.layout.frames for r in lam] == [r.layout.frames for r in here]


def test_dask_local_cluster_gives_the_serial_results():
    pytest.importorskip("pandas")
    distributed = pytest.importorskip("dask.distributed")
    start = time.monotonic()
    serial = sweep(settings, **GRID)
    with (
        distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=True, dashboard_address=None) as cluster,
        distributed.Client(cluster) as client,
    ):
        remote = sweep(settings, executor=client.get_executor(), **GRID)
    assert time.monotonic() - start < 20
    assert remote.to_dataframe().equals(serial.to_dataframe())


def test_progress_bar(capsys):
    pytest.importorskip("tqdm")
    sweep(settings, devices=DEVICES, params={"count": range(3)}, progress=True)
    assert "15/15" in capsys.readouterr().err
    sweep(settings, devices=DEVICES, params={"count": range(3)}, progress=False)
    assert capsys.readouterr().err == ""


def test_plot_and_png(tmp_path):
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    runs = sweep(
        lambda name: settings(name=name), devices=DEVICES, params={"name": ["Ada", "Ada Lovelace " * 4]}, progress=False
    )
    ax = runs.plot(x="screen_width", y="height", id="name", hue="name")
    assert ax.get_ylabel() == "height of name" and len(ax.get_lines()) == 2
    with pytest.raises(ValueError, match="no column"):
        runs.plot(x="nope", y="height")
    pytest.importorskip("cairosvg")
    path = runs[0].layout.save_png(tmp_path / "se.png", scale=2, lint=True)
    data = Path(path).read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
    assert (width, height) == (750, 1334)
