"""Every code block of the README runs as written (issue #32: "every command in the README works verbatim"),
so a snippet that stops working fails `make test`.

The blocks run in the README's order in a scratch folder that looks like the repository after `make demo`:
`examples/`, `include/` and `python/` are links to the repository's, and `.build/release` is a link to the
build under test (`make test` builds debug only; the runner and the library are the same code). So the
commands run verbatim, and nothing is written into the repository.

- ``python`` blocks run in a fresh interpreter against the built library (``PYTHONPATH=python``); a line
  ``print(X)   # Rect(…)`` must print exactly what its comment says.
- ``c`` blocks are written to the file their first line names (``/* app.c */``), compiled with
  ``-std=c99 -Wall -Wextra -Werror -pedantic`` and run; the shell block after it compiles it again as the
  README says.
- ``sh`` blocks run with ``bash -e -u -o pipefail``, except the commands in SKIP (each says why). The
  ``swiftlayout`` command that ``pip install ./python`` installs is, here, the same entry point
  (``swiftlayout.__main__:main``, the console script pyproject.toml declares) run from the source tree.
- ``swift`` blocks are an executable's ``main.swift``: compiled with ``swiftc`` against the build's SwiftUI
  module and object files (the #Preview plugin loaded), linked and run — about a second, where a SwiftPM package
  depending on this one would build the whole engine again (minutes; ``make dependency-test`` does that).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Dict, List, NamedTuple

import pytest

REPO = Path(__file__).resolve().parents[3]
README = REPO / "README.md"

#: Commands the test does not run (a line of a shell block starting with one of these), and why.
SKIP: Dict[str, str] = {
    "make demo": "installs system packages and makes a release build (minutes); make test runs its C and Python "
    "demos (c-example, python/tests) and this test runs the release commands the README gives after it",
    "make test": "the suite this test is part of",
    "pip install": "builds a release engine into a wheel (minutes); python/tests/package/test_wheel.py installs a "
    "wheel into a fresh venv, and test_console_script_is_the_package_command checks the command",
}


class Block(NamedTuple):
    language: str
    line: int
    code: str


def blocks() -> List[Block]:
    text = README.read_text(encoding="utf-8")
    found = []
    for match in re.finditer(r"^```(\w*)\n(.*?)^```", text, re.MULTILINE | re.DOTALL):
        found.append(Block(match.group(1), text.count("\n", 0, match.start()) + 1, match.group(2)))
    return found


def library() -> Path:
    lib = os.environ.get("SWIFTLAYOUT_LIB")
    if not lib or not Path(lib).is_file():
        pytest.skip("no built libswiftlayout.so (make build)")
    return Path(lib).resolve()


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder like the repository after `make demo` (see the module's docstring)."""
    root = tmp_path_factory.mktemp("readme")
    for name in ("examples", "include", "python"):
        (root / name).symlink_to(REPO / name)
    (root / ".build").mkdir()
    (root / ".build" / "release").symlink_to(library().parent)
    if not (root / ".build" / "release" / "swiftlayout").exists():
        pytest.skip("no swiftlayout runner next to the library (make build)")
    # The console script `pip install ./python` makes: swiftlayout.__main__:main.
    (root / "bin").mkdir()
    script = root / "bin" / "swiftlayout"
    script.write_text(
        f"#!/bin/sh\nexec {sys.executable} -c 'import sys; from swiftlayout.__main__ import main; "
        f"sys.exit(main())' \"$@\"\n"
    )
    script.chmod(0o755)
    for block in blocks():
        if block.language == "c":
            name = re.match(r"/\* (\S+\.c) \*/", block.code)
            assert name, f"README.md:{block.line}: a C block starts with /* NAME.c */ naming its file"
            (root / name.group(1)).write_text(block.code)
    return root


def environment(root: Path) -> Dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONHOME",)}
    env.update(
        PYTHONPATH=str(root / "python"),
        SWIFTLAYOUT_LIB=str(library()),
        PATH=f"{root / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
    )
    return env


def checked_python(code: str) -> str:
    """``print(X)   # Rect(…)`` lines assert what they print."""

    def check(match: re.Match[str]) -> str:
        expression, claim = match.group(2), match.group(3).strip()
        return (
            f"{match.group(1)}__value = ({expression}); assert str(__value) == {claim!r}, "
            f"f'README says {claim}, got {{__value}}'; print(__value)"
        )

    return re.sub(r"^(\s*)print\((.*)\)\s+#\s+(Rect\(.*\))$", check, code, flags=re.MULTILINE)


def without_skipped(code: str) -> str:
    """The shell block with each skipped command replaced by `:` (continuation lines join their command)."""
    lines: List[str] = []
    for line in code.replace("\\\n", " ").splitlines():
        lines.append(": skipped by test_readme" if any(line.lstrip().startswith(s) for s in SKIP) else line)
    return "\n".join(lines) + "\n"


def run(block: Block, root: Path) -> None:
    env = environment(root)
    where = f"README.md:{block.line} ({block.language})"
    if block.language == "python":
        done = subprocess.run(
            [sys.executable, "-c", checked_python(block.code)],
            cwd=root,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
    elif block.language == "sh":
        done = subprocess.run(
            ["bash", "-e", "-u", "-o", "pipefail", "-c", without_skipped(block.code)],
            cwd=root,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
    elif block.language == "c":
        name = re.match(r"/\* (\S+)\.c \*/", block.code).group(1)  # type: ignore[union-attr]
        compiler = shutil.which(os.environ.get("CC", "cc")) or "cc"
        done = subprocess.run(
            [
                compiler,
                "-std=c99",
                "-Wall",
                "-Wextra",
                "-Werror",
                "-pedantic",
                "-Iinclude",
                f"{name}.c",
                "-L.build/release",
                "-lswiftlayout",
                f"-Wl,-rpath,{library().parent}",
                "-lm",
                "-o",
                f"{name}-strict",
            ],
            cwd=root,
            env=env,
            capture_output=True,
            text=True,
        )
        assert done.returncode == 0, f"{where} does not compile cleanly:\n{done.stderr}"
        done = subprocess.run(
            [str(root / f"{name}-strict")], cwd=root, env=env, capture_output=True, text=True, timeout=60
        )
    elif block.language == "swift":
        compile_swift(block, root)
        return
    else:
        pytest.fail(f"{where}: a block without a language this test runs (python, sh, c, swift)")
    assert done.returncode == 0, (
        f"{where} failed (exit {done.returncode}):\n{done.stdout[-2000:]}\n{done.stderr[-4000:]}"
    )


def _objects(target: Path) -> List[str]:
    """The target's object files as its last build lists them (SwiftPM's output-file-map.json): a source renamed
    or removed since leaves its old .o behind, which a glob would link twice."""
    try:
        files = json.loads((target / "output-file-map.json").read_text(encoding="utf-8"))
        return sorted(entry["object"] for entry in files.values() if "object" in entry)
    except (OSError, ValueError, AttributeError):
        return sorted(map(str, target.glob("*.o")))


def compile_swift(block: Block, root: Path) -> None:
    """The block as an executable's main.swift, compiled against the build's SwiftUI module and objects (the
    #Preview macro plugin too), linked and run: about a second."""
    build = library().parent
    modules = build / "Modules"
    if not (modules / "SwiftUI.swiftmodule").exists():
        pytest.skip(f"no SwiftUI module in {modules} (make build)")
    work = root / f"swift{block.line}"
    work.mkdir()
    (work / "main.swift").write_text(block.code)
    flags = subprocess.run(
        ["pkg-config", "--cflags", "harfbuzz", "fribidi"], capture_output=True, text=True, check=True
    ).stdout.split()
    objects = _objects(build / "SwiftUI.build") + _objects(build / "SwiftLayout.build")
    plugin = f"{build / 'SwiftUIMacros-tool'}#SwiftUIMacros"
    command = [
        "swiftc",
        "-swift-version",
        "6",
        "-load-plugin-executable",
        plugin,
        "-I",
        str(modules),
        "-I",
        str(REPO / "Sources" / "CHarfBuzz"),
        "-I",
        str(REPO / "Sources" / "CFriBidi"),
        *[arg for flag in flags for arg in ("-Xcc", flag)],
        "main.swift",
        *objects,
        "-lharfbuzz",
        "-lfribidi",
        "-o",
        "app",
    ]
    done = subprocess.run(command, cwd=work, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"README.md:{block.line} (swift) does not compile:\n{done.stderr[-4000:]}"
    done = subprocess.run([str(work / "app")], cwd=work, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout, f"README.md:{block.line} (swift) failed:\n{done.stderr[-4000:]}"


@pytest.mark.parametrize("block", blocks(), ids=lambda b: f"line{b.line}-{b.language}")
def test_readme_block_runs(block: Block, scratch: Path) -> None:
    run(block, scratch)


def test_readme_is_a_front_page() -> None:
    """At most 10 KB (issue #32), with an Install section, and every relative link resolves."""
    text = README.read_text(encoding="utf-8")
    assert len(text.encode()) <= 10_000, f"README.md is {len(text.encode())} bytes; move detail into docs/"
    assert "\n## Install\n" in text and "not on PyPI" in text
    missing = [target for target in re.findall(r"\]\(([^)#:]+)\)", text) if not (REPO / target).exists()]
    assert not missing, f"README links to files that do not exist: {missing}"
    languages = {b.language for b in blocks()}
    assert {"python", "sh", "c", "swift"} <= languages


def test_skip_list_is_used() -> None:
    """Every skipped command is still in the README (a stale entry would hide nothing but mislead)."""
    shell = "\n".join(b.code for b in blocks() if b.language == "sh")
    unused = [command for command in SKIP if not re.search(rf"^\s*{re.escape(command)}", shell, re.MULTILINE)]
    assert not unused, f"SKIP names commands the README no longer has: {unused}"


def test_a_failing_snippet_fails(scratch: Path) -> None:
    """The runner reports a broken block: a Python error, a failing command, a wrong claimed frame."""
    for block in (
        Block("python", 0, "import swiftlayout\nswiftlayout.Nothing()\n"),
        Block("sh", 0, ".build/release/swiftlayout layout examples/swift/missing.swift\n"),
        Block(
            "python",
            0,
            "from swiftlayout import Color, layout\n"
            "print(layout(Color('red').frame(width=10, height=10), screen=(100, 100), "
            "safe_area=(0, 0, 0, 0)).nodes[0].frame)   # Rect(0, 0, 10, 10)\n",
        ),
    ):
        with pytest.raises(AssertionError):
            run(block, scratch)
