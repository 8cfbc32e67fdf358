"""`swiftlayout layout FILE.swift` (the runner) and `python -m swiftlayout layout` (any Python): SwiftUI source
in, frames out; and the %%swiftui cell magic. Swift's parser is a library next to libswiftlayout.so, so the
runner reads Swift with nothing on PYTHONPATH (docs/SWIFT_SOURCE.md)."""

import json
import os
import subprocess
import sys
from pathlib import Path

from runner_env import clean_env, runner

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "swift" / "ignore_then_frame.swift"


def run_layout(*args, stdin=None):
    return subprocess.run(
        [str(runner()), "layout", *args], input=stdin, capture_output=True, text=True, timeout=120, env=clean_env()
    )


def test_runner_prints_the_frame_table_and_writes_the_svg(tmp_path):
    out = tmp_path / "a.svg"
    done = run_layout(str(EXAMPLE), "--device", "iPhone 15 Pro", "--svg", str(out))
    assert done.returncode == 0, done.stderr
    rows = {line.split()[2]: line.split()[3:] for line in done.stdout.splitlines()[1:] if len(line.split()) == 7}
    assert rows["frame"] == ["0", "59", "393", "300"] and rows["map"] == ["0", "0", "393", "359"]
    assert out.read_text().startswith("<svg") and "RuntimeWarning" not in done.stderr


def test_runner_reads_stdin_and_prints_json():
    done = run_layout(
        "-", "--json", "--device", "iPhone SE", "--platform", "iOS 17", stdin='VStack { Text("a") // a\n}'
    )
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["device"] == "iPhone SE"
    assert any(n.get("id") == "a" for n in data["nodes"])


def test_runner_view_option_and_errors(tmp_path):
    source = tmp_path / "two.swift"
    source.write_text(
        'struct A: View { var body: some View { Text("a") } }\n'
        'struct B: View { var body: some View { Text("b").wobble() } }\n'
    )
    done = run_layout(str(source), "--view", "A")
    assert done.returncode == 0, done.stderr
    # Lenient by default: the unknown modifier is a note (FILE:LINE:COLUMN) and the view lays out without it.
    done = run_layout(str(source), "--view", "B")
    assert done.returncode == 0, done.stderr
    assert f"{source}:2:50: note: unknown: .wobble(…) is not a modifier swiftlayout knows" in done.stderr
    done = run_layout(str(source), "--view", "B", "--strict")
    assert done.returncode == 1
    assert done.stderr.strip().endswith(
        "unknown modifier .wobble(…): swiftlayout does not have it (and it is not "
        "one of the modifiers without layout effect it ignores; docs/SWIFT_SOURCE.md)"
    )
    assert done.stderr.startswith(f"{source}:2:50: error:") and "Traceback" not in done.stderr
    done = run_layout(str(tmp_path / "missing.swift"))
    assert done.returncode == 2 and "cannot read" in done.stderr


def test_runner_reads_swift_with_nothing_set():
    """The README's command after `make demo` (issue #32): no PYTHONPATH, no venv — Swift's parser is the
    library next to the runner's libswiftlayout.so."""
    done = run_layout("-", "--screen", "100x100", stdin='Color.red.frame(width: 40, height: 30) // box')
    assert done.returncode == 0, done.stderr
    assert "box" in done.stdout and "Traceback" not in done.stderr


def test_python_dash_m_swiftlayout_layout():
    env = dict(os.environ, PYTHONPATH=str(REPO / "python"))
    done = subprocess.run(
        [sys.executable, "-m", "swiftlayout", "layout", str(EXAMPLE)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    assert "SafeAreaIgnoringLayout" in done.stdout


def test_cell_magic():
    import swiftlayout

    class Shell:
        def register_magic_function(self, function, magic_kind, magic_name):
            self.magic = (function, magic_kind, magic_name)

    shell = Shell()
    swiftlayout.load_ipython_extension(shell)
    function, kind, name = shell.magic
    assert (kind, name) == ("cell", "swiftui")
    result = function('--device "iPhone SE" --platform "iOS 26"', 'Color.red.frame(height: 30) // box')
    assert result["box"].frame.height == 30 and result.device == "iPhone SE"
    assert result._repr_svg_().startswith("<svg")
    assert function("--strict", "Blob()") is None  # the error is printed, without a traceback
    placeholder = function("", "Blob()")  # lenient: an unknown view is a placeholder, with a note
    assert placeholder.nodes[0].kind == "Blob" and placeholder.notes[0].kind == "placeholder"
