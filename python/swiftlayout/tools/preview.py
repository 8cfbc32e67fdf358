"""``swiftlayout preview PACKAGE_DIR``: builds a Swift package's SwiftUI previews with SwiftPM on Linux and
prints their frames (docs/SWIFTUI_COMPATIBILITY.md, "Previews").

    swiftlayout preview PACKAGE_DIR [--preview NAME]… [--device NAME]… [--platform NAME]
                        [--dynamic-type-size SIZE]… [--svg OUT.svg] [--json] [--list]
    python -m swiftlayout preview PACKAGE_DIR …      (the same in any Python)

The package imports ``SwiftUI`` from this project (a dependency on the swiftlayout package, Linux). Its
``#Preview { … }`` macros and ``PreviewProvider`` types are laid out on every ``--device`` (default iPhone
15 Pro) at every ``--dynamic-type-size`` (default large): the sweep is their product.

How: a scratch package in ``PACKAGE_DIR/.build/swiftlayout-preview`` evaluates the package's own manifest
(its folders linked in, relative ``path:`` dependencies made absolute), turns its executable targets into
libraries (an app's ``@main`` is renamed, as ``swift test`` does for executables), drops its test targets
and adds a runner that depends on every target. ``#Preview`` expands to a C function named
``swiftlayout_preview_<file>_<line>_<column>`` (Sources/SwiftUIMacros); the runner is linked with
``--export-dynamic``, its symbols are listed with ``nm``, and the runner looks each up and lays it out.
``PreviewProvider`` types are found in the sources (``struct Name: … PreviewProvider``) and named in the
runner, which imports the targets with ``@testable`` (debug builds allow it).
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence

#: The folder, under the package's .build, where the scratch package lives (kept between runs: builds are
#: incremental).
SCRATCH = Path(".build") / "swiftlayout-preview"
RUNNER = "SwiftLayoutPreviewRunner"
SYMBOL_PREFIX = "swiftlayout_preview_"
#: How long one `swift build` of a package's previews may take (a first build compiles the engine).
BUILD_TIMEOUT = 1800
#: How long the runner may take to lay every preview out.
RUN_TIMEOUT = 600

_PROVIDER = re.compile(
    r"^\s*(?:(?:public|internal|final|@MainActor)\s+)*(?:struct|enum|class)\s+(\w+)\s*:"
    r"[^{]*\bPreviewProvider\b",
    re.MULTILINE,
)
_PRIVATE_PROVIDER = re.compile(
    r"^\s*(?:private|fileprivate)\s+(?:\w+\s+)*(?:struct|enum|class)\s+(\w+)\s*:"
    r"[^{]*\bPreviewProvider\b",
    re.MULTILINE,
)

#: Appended to a copy of the package's manifest (the placeholders are filled in by `_manifest`).
_MANIFEST_TAIL = """

// ---- appended by `swiftlayout preview` (python/swiftlayout/preview.py) --------------------------------
import Foundation
let swiftLayoutPreviewRoot = @ROOT@
for (index, dependency) in package.dependencies.enumerated() {
    if case .fileSystem(let name, let path) = dependency.kind, !path.hasPrefix("/") {
        let absolute = swiftLayoutPreviewRoot + "/" + path
        package.dependencies[index] = name.map { .package(name: $0, path: absolute) } ?? .package(path: absolute)
    }
}
package.targets.removeAll { $0.type == .test }
let swiftLayoutPreviewTargets = package.targets.filter { $0.type == .regular || $0.type == .executable }
package.targets = package.targets.map { target in
    guard target.type == .executable else { return target }
    // An app's @main becomes <Target>_main: the target is a library the runner links.
    let renamed: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-entry-point-function-name",
                                                  "-Xfrontend", target.name + "_main"])]
    return .target(name: target.name, dependencies: target.dependencies, path: target.path, exclude: target.exclude,
                   sources: target.sources, resources: target.resources, publicHeadersPath: target.publicHeadersPath,
                   cSettings: target.cSettings, cxxSettings: target.cxxSettings,
                   swiftSettings: (target.swiftSettings ?? []) + renamed, linkerSettings: target.linkerSettings)
}
package.products = []
package.targets.append(.executableTarget(
    name: "@RUNNER@", dependencies: swiftLayoutPreviewTargets.map { .target(name: $0.name) }, path: "@RUNNER@",
    linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]))
"""

#: The runner's source (the provider lines and imports are filled in by `_runner_source`).
_RUNNER_SOURCE = """// Written by `swiftlayout preview` (python/swiftlayout/preview.py): lays the previews out.
import Foundation
import SwiftUI
@IMPORTS@

@MainActor
func providerEntries() -> [_PreviewEntry] {
    [@PROVIDERS@]
}

struct Request: Decodable {
    struct Setting: Decodable { let device: String; let platform: String?; let dynamicTypeSize: String }
    let symbols: [String]
    let settings: [Setting]
    let names: [String]
}

func emit(_ object: [String: Any]) {
    let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    FileHandle.standardOutput.write(data + Data("\\n".utf8))
}

@MainActor
func run() -> Int32 {
    guard CommandLine.arguments.count == 2,
          let request = try? JSONDecoder().decode(Request.self, from: Data(CommandLine.arguments[1].utf8)) else {
        FileHandle.standardError.write(Data("usage: @RUNNER@ REQUEST_JSON\\n".utf8))
        return 2
    }
    var entries = providerEntries()
    let handle = dlopen(nil, RTLD_NOW)
    for symbol in request.symbols {
        guard let address = dlsym(handle, symbol) else { continue }
        let make = unsafeBitCast(address, to: (@convention(c) () -> UnsafeMutableRawPointer).self)
        entries.append(_PreviewEntry.take(make()))
    }
    entries.sort { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    for (index, entry) in entries.enumerated() {
        let name = entry.name ?? "\\(entry.fileID):\\(entry.line)"
        let wanted = request.names.isEmpty || request.names.contains(name) || request.names.contains(entry.name ?? "")
        if !wanted { continue }
        for setting in request.settings {
            var record: [String: Any] = ["index": index, "name": name, "fileID": entry.fileID, "line": entry.line,
                                         "device": setting.device, "platform": setting.platform ?? NSNull(),
                                         "dynamicTypeSize": setting.dynamicTypeSize]
            guard let size = DynamicTypeSize.allCases.first(where: { "\\($0)" == setting.dynamicTypeSize }) else {
                let known = DynamicTypeSize.allCases.map { "\\($0)" }.joined(separator: ", ")
                record["error"] = "unknown Dynamic Type size '\\(setting.dynamicTypeSize)'; known: \\(known)"
                emit(record)
                continue
            }
            var configuration = SwiftLayoutHost.Configuration(device: setting.device, platform: setting.platform,
                                                              dynamicTypeSize: size)
            if let fixed = entry.fixedSize {
                configuration.screen = fixed
                configuration.safeArea = EdgeInsets()
            }
            do {
                let view = entry.sizeThatFits ? AnyView(entry.makeView().fixedSize()) : entry.makeView()
                let result = try SwiftLayoutHost.layout(view, configuration)
                record["screen"] = [Double(result.screen.width), Double(result.screen.height)]
                record["nodes"] = result.nodes.map { node -> [String: Any] in
                    ["index": node.index, "kind": node.kind, "id": node.id ?? NSNull(),
                     "parent": node.parent ?? NSNull(), "label": node.label ?? NSNull(),
                     "frame": [node.frame.minX, node.frame.minY, node.frame.width, node.frame.height]
                        .map { Double($0) }]
                }
            } catch {
                record["error"] = "\\(error)"
            }
            emit(record)
        }
    }
    return 0
}

exit(MainActor.assumeIsolated { run() })
"""


class PreviewError(Exception):
    """A package whose previews cannot be built or laid out; ``status`` is the command's exit status."""

    def __init__(self, message: str, status: int = 1) -> None:
        super().__init__(message)
        self.status = status


@dataclass
class PackageInfo:
    """What the preview build needs of a package: its targets (name, type, folder)."""

    root: Path
    targets: List[Dict[str, Any]] = field(default_factory=list)


def _run(args: Sequence[str], cwd: Path, timeout: int) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(list(args), cwd=cwd, capture_output=True, text=True, timeout=timeout)
    except FileNotFoundError as error:
        raise PreviewError(f"cannot run {args[0]}: {error.strerror} (is the Swift toolchain on PATH?)", 2) from None
    except subprocess.TimeoutExpired:
        raise PreviewError(f"{' '.join(args[:3])} took more than {timeout} s", 1) from None


def describe(root: Path) -> PackageInfo:
    """The package's targets, from ``swift package describe --type json``."""
    done = _run(["swift", "package", "describe", "--type", "json"], root, BUILD_TIMEOUT)
    if done.returncode != 0:
        raise PreviewError(f"{root}: swift package describe failed:\n{done.stderr.strip()}")
    try:
        data = json.loads(done.stdout[done.stdout.index("{") :])
    except ValueError:
        raise PreviewError(f"{root}: swift package describe printed no JSON") from None
    return PackageInfo(root=root, targets=list(data.get("targets", [])))


def providers(info: PackageInfo) -> List[Dict[str, Any]]:
    """The ``PreviewProvider`` types of the package's targets: name, target, file ID, line (private ones are
    left out: the runner cannot name them)."""
    found: List[Dict[str, Any]] = []
    for target in info.targets:
        if target.get("type") not in ("library", "executable") or target.get("module_type") != "SwiftTarget":
            continue
        folder = info.root / target.get("path", "")
        for relative in target.get("sources", []):
            path = folder / relative
            try:
                text = path.read_text(encoding="utf-8")
            except OSError:
                continue
            text = re.sub(r"/\*.*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.DOTALL)
            text = re.sub(r"//[^\n]*", "", text)
            private = {m.group(1) for m in _PRIVATE_PROVIDER.finditer(text)}
            for match in _PROVIDER.finditer(text):
                if match.group(1) in private:
                    continue
                found.append(
                    {
                        "name": match.group(1),
                        "target": target["name"],
                        "fileID": f"{target['name']}/{Path(relative).name}",
                        "line": text.count("\n", 0, match.start(1)) + 1,
                    }
                )
    return found


def _swift_string(text: str) -> str:
    return json.dumps(text)


def _manifest(root: Path) -> str:
    try:
        manifest = (root / "Package.swift").read_text(encoding="utf-8")
    except OSError as error:
        raise PreviewError(f"{root}: no Package.swift ({error.strerror})", 2) from None
    return manifest + _MANIFEST_TAIL.replace("@ROOT@", _swift_string(str(root))).replace("@RUNNER@", RUNNER)


def _runner_source(info: PackageInfo, found: List[Dict[str, Any]]) -> str:
    targets = sorted(
        {
            t["name"]
            for t in info.targets
            if t.get("type") in ("library", "executable") and t.get("module_type") == "SwiftTarget"
        }
    )
    imports = "\n".join(f"@testable import {name}" for name in targets)
    entries = ", ".join(
        f"_PreviewEntry(provider: {p['target']}.{p['name']}.self, "
        f"fileID: {_swift_string(p['fileID'])}, line: {p['line']})"
        for p in found
    )
    return _RUNNER_SOURCE.replace("@IMPORTS@", imports).replace("@PROVIDERS@", entries).replace("@RUNNER@", RUNNER)


def prepare(root: Path) -> Path:
    """Writes the scratch package for ``root`` and returns its folder."""
    info = describe(root)
    scratch = root / SCRATCH
    scratch.mkdir(parents=True, exist_ok=True)
    # The package's own folders, linked (so its manifest's relative paths mean what they mean there).
    for entry in root.iterdir():
        if entry.name in (".build", ".swiftpm", ".git", "Package.swift", "Package.resolved", RUNNER):
            continue
        link = scratch / entry.name
        if link.is_symlink() or link.exists():
            if link.is_symlink() and os.readlink(link) == str(entry):
                continue
            if link.is_dir() and not link.is_symlink():
                shutil.rmtree(link)
            else:
                link.unlink()
        link.symlink_to(entry)
    _write_if_changed(scratch / "Package.swift", _manifest(root))
    if (root / "Package.resolved").is_file():
        shutil.copyfile(root / "Package.resolved", scratch / "Package.resolved")
    (scratch / RUNNER).mkdir(exist_ok=True)
    _write_if_changed(scratch / RUNNER / "main.swift", _runner_source(info, providers(info)))
    return scratch


def _write_if_changed(path: Path, text: str) -> None:
    if not path.is_file() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def build(scratch: Path) -> Path:
    """Builds the runner; returns its path. A compile error is a PreviewError with the compiler's messages."""
    done = _run(["swift", "build", "--product", RUNNER], scratch, BUILD_TIMEOUT)
    if done.returncode != 0:
        output = (done.stdout + done.stderr).splitlines()
        errors = [line for line in output if ": error:" in line or line.startswith("error:")]
        shown = "\n".join(dict.fromkeys(errors).keys()) or (done.stdout + done.stderr).strip()[-4000:]
        raise PreviewError(f"the previews did not build:\n{shown}")
    path = _run(["swift", "build", "--show-bin-path"], scratch, 120).stdout.strip()
    return Path(path) / RUNNER


def symbols(executable: Path) -> List[str]:
    """The ``#Preview`` functions linked into the runner (``nm``: the macro's C names)."""
    done = _run(["nm", "--defined-only", str(executable)], executable.parent, 120)
    if done.returncode != 0:
        raise PreviewError(f"nm {executable} failed: {done.stderr.strip()}")
    names = {
        parts[-1]
        for parts in (line.split() for line in done.stdout.splitlines())
        if parts and parts[-1].startswith(SYMBOL_PREFIX)
    }
    return sorted(names)


def run(
    executable: Path,
    found_symbols: List[str],
    devices: List[str],
    platform: Optional[str],
    sizes: List[str],
    names: List[str],
) -> List[Dict[str, Any]]:
    """Lays every preview out on every device at every size; one record per preview and setting."""
    request = {
        "symbols": found_symbols,
        "names": names,
        "settings": [
            {"device": d, "platform": platform, "dynamicTypeSize": s} for d, s in itertools.product(devices, sizes)
        ],
    }
    done = _run([str(executable), json.dumps(request)], executable.parent, RUN_TIMEOUT)
    if done.returncode != 0:
        raise PreviewError(f"the preview runner failed (status {done.returncode}):\n{done.stderr.strip()[-4000:]}")
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def previews(
    package: str | os.PathLike[str],
    *,
    devices: Sequence[str] = ("iPhone 15 Pro",),
    platform: Optional[str] = None,
    dynamic_type_sizes: Sequence[str] = ("large",),
    names: Sequence[str] = (),
) -> List[Dict[str, Any]]:
    """Builds ``package``'s previews and lays them out: one dict per preview and setting with ``name``,
    ``fileID``, ``line``, ``device``, ``dynamicTypeSize``, ``screen`` and ``nodes`` (index, kind, id,
    parent, frame ``[x, y, width, height]``), or ``error``."""
    root = Path(package).resolve()
    if not (root / "Package.swift").is_file():
        raise PreviewError(f"{root}: not a Swift package (no Package.swift)", 2)
    if not devices or not dynamic_type_sizes:
        raise PreviewError("give at least one device and one Dynamic Type size", 2)
    executable = build(prepare(root))
    return run(executable, symbols(executable), list(devices), platform, list(dynamic_type_sizes), list(names))


def table(record: Dict[str, Any]) -> str:
    """A preview's frames as the layout command prints them: index, kind, id, x, y, width, height."""
    lines = [f"{'index':>5} {'kind':<40} {'id':<16} {'x':>8} {'y':>8} {'width':>8} {'height':>8}"]
    for node in record.get("nodes", []):
        x, y, w, h = (f"{v:.6g}" for v in node["frame"])
        name = (node.get("id") or "-")[:16]
        lines.append(f"{node['index']:>5} {node['kind'][:40]:<40} {name:<16} {x:>8} {y:>8} {w:>8} {h:>8}")
    return "\n".join(lines)


def svg(record: Dict[str, Any]) -> str:
    """A picture of a preview's frames: the screen and every frame outlined, labelled with its kind."""
    width, height = record.get("screen", [0, 0])
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">',
        f'<rect x="0" y="0" width="{width}" height="{height}" fill="white" stroke="#999"/>',
    ]
    for node in record.get("nodes", []):
        x, y, w, h = node["frame"]
        label = str(node.get("id") or node["kind"]).replace("&", "&amp;").replace("<", "&lt;")
        parts.append(
            f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="none" stroke="#3478f6" stroke-width="0.5"/>'
            f'<text x="{x + 1}" y="{y + 7}" font-size="6" fill="#3478f6">{label}</text>'
        )
    parts.append("</svg>")
    return "\n".join(parts)


def _parser(prog: str) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog, description="Builds a Swift package's SwiftUI previews with SwiftPM and prints their frames."
    )
    parser.add_argument("package", help="the package's folder (its Package.swift depends on swiftlayout for SwiftUI)")
    parser.add_argument(
        "--preview",
        action="append",
        default=[],
        metavar="NAME",
        help='only this preview: its name (#Preview("Name"), a PreviewProvider type) or FILE_ID:LINE; may be repeated',
    )
    parser.add_argument(
        "--device",
        action="append",
        default=[],
        help="a device preset (default iPhone 15 Pro); may be repeated: a sweep",
    )
    parser.add_argument("--platform", help='the profile of SwiftUI\'s numbers: "iOS 26", "iOS 17", "macOS 26"')
    parser.add_argument(
        "--dynamic-type-size",
        action="append",
        default=[],
        metavar="SIZE",
        help="xSmall … xxxLarge, accessibility1 … accessibility5 (default large); may be repeated",
    )
    parser.add_argument(
        "--svg", metavar="OUT.svg", help="write the picture here (several previews: OUT-1.svg, OUT-2.svg, …)"
    )
    parser.add_argument("--json", action="store_true", help="print every preview's layout as JSON")
    parser.add_argument("--list", action="store_true", help="print only the previews' names")
    return parser


def main(argv: Optional[Sequence[str]] = None, prog: str = "swiftlayout preview") -> int:
    """The ``preview`` command; ``argv`` without the command name. Returns the exit status."""
    args = _parser(prog).parse_args(list(sys.argv[1:] if argv is None else argv))
    try:
        records = previews(
            args.package,
            devices=args.device or ["iPhone 15 Pro"],
            platform=args.platform,
            dynamic_type_sizes=args.dynamic_type_size or ["large"],
            names=args.preview,
        )
    except PreviewError as error:
        print(f"{prog}: {error}", file=sys.stderr)
        return error.status
    if args.preview and not records:
        print(f"{prog}: no preview named {', '.join(args.preview)}", file=sys.stderr)
        return 1
    if args.list:
        for name in dict.fromkeys(r["name"] for r in records):
            print(name)
        return 0
    failed = [r for r in records if "error" in r]
    if args.json:
        print(json.dumps(records, indent=2))
    else:
        for record in records:
            print(
                f"== {record['name']} — {record['device']}, {record['dynamicTypeSize']}"
                f"{', ' + record['platform'] if record.get('platform') else ''}"
            )
            print(record["error"] if "error" in record else table(record))
    if args.svg:
        good = [r for r in records if "nodes" in r]
        out = Path(args.svg)
        for k, record in enumerate(good, 1):
            path = out if len(good) == 1 else out.with_name(f"{out.stem}-{k}{out.suffix or '.svg'}")
            path.write_text(svg(record), encoding="utf-8")
            print(f"wrote {path}", file=sys.stderr)
    for record in failed:
        print(f"{prog}: {record['name']} on {record['device']}: {record['error']}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
