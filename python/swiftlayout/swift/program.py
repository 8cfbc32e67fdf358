"""The Swift files a view is read from: one source, a file, or a whole folder (a SwiftPM package or an Xcode
project), indexed so that views, modifiers, styles and models from other files resolve.

A folder is indexed by reading its files and recording, for each, the names that follow a declaration keyword
(``struct Order``, ``extension View``, ``func card``, ``static let preview``); a file is parsed (by Swift's own
parser) only when the reader needs a name it may declare, and each at most once. This is a filter, not the
parser: a name in a comment only costs a parse, and every declaration is then read from Swift's own tree.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Dict, Iterable, List, Optional, Set, Tuple

from ..errors import SwiftSourceError
from .declarations import BuildConfiguration, Declarations, FuncDecl, TypeDecl, VarDecl
from .parser import MAX_SOURCE_BYTES, SourceFile

#: Folders never read: build products, dependencies checked out by package managers, version control.
SKIPPED_FOLDERS = {
    ".build",
    ".git",
    ".swiftpm",
    "DerivedData",
    "Pods",
    "Carthage",
    "node_modules",
    "build",
    ".hg",
    "xcuserdata",
    "SourcePackages",
}
#: How many Swift files a folder may hold (a budget against reading a whole disk by mistake).
MAX_FILES = 20_000
#: Files and folders a folder's walk looks at before it gives up (the four apps of docs/SWIFT_SOURCE.md
#: together: about 1,500).
MAX_ENTRIES = 200_000
_DECLARES = re.compile(
    r"\b(?:struct|class|enum|actor|protocol|typealias|extension|func|var|let|case|macro)\s+"
    r"([A-Za-z_][A-Za-z0-9_]*)"
)


def swift_files(folder: Path) -> List[Path]:
    """Every ``.swift`` file under ``folder`` (sorted), skipping build and dependency folders."""
    found: List[Path] = []
    entries = 0
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_FOLDERS and not d.endswith(".xcassets"))
        entries += len(dirs) + len(files)
        if entries > MAX_ENTRIES:  # a folder far larger than any app (a home or root folder): bounded time
            raise SwiftSourceError(
                f"{folder} holds more than {MAX_ENTRIES} files and folders; give the app's own folder", file=str(folder)
            )
        for name in sorted(files):
            if name.endswith(".swift"):
                found.append(Path(root) / name)
                if len(found) > MAX_FILES:
                    raise SwiftSourceError(f"{folder} holds more than {MAX_FILES} Swift files", file=str(folder))
    return found


class Program:
    """Swift sources by path, their declarations, and the identifiers each one mentions."""

    def __init__(self, config: BuildConfiguration) -> None:
        self.config = config
        self.declarations = Declarations(config)
        self.texts: Dict[str, str] = {}
        self.parsed: Dict[str, SourceFile] = {}
        self.unreadable: Dict[str, str] = {}
        self._words: Optional[Dict[str, Set[str]]] = None
        self._ensured: Set[str] = set()
        self.root: Optional[Path] = None

    # -- adding sources -------------------------------------------------------------------------------
    def add_source(self, text: str, path: str = "<source>") -> SourceFile:
        """A source given as text: parsed at once."""
        self.texts[path] = text
        return self.parse(path)

    def add_folder(self, folder: Path) -> None:
        self.root = folder
        for path in swift_files(folder):
            self.add_path(path, parse=False)

    def add_path(self, path: Path, parse: bool = True) -> Optional[SourceFile]:
        key = str(path)
        try:
            size = path.stat().st_size
            if size > MAX_SOURCE_BYTES:
                self.unreadable[key] = f"{key}: {size} bytes is more than the {MAX_SOURCE_BYTES} bytes a file may have"
                return None
            data = path.read_bytes()
        except OSError as error:
            self.unreadable[key] = f"{key}: cannot read it ({error.strerror or error})"
            return None
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            self.unreadable[key] = f"{key}: not UTF-8 (byte {error.start})"
            return None
        self.texts[key] = text
        self._words = None
        return self.parse(key) if parse else None

    # -- parsing on demand ----------------------------------------------------------------------------
    def parse(self, path: str) -> SourceFile:
        if path not in self.parsed:
            file = SourceFile(self.texts[path], path)
            self.parsed[path] = file
            self.declarations.add_file(file)
        return self.parsed[path]

    def words(self) -> Dict[str, Set[str]]:
        """name -> the files that may declare it (or extend it)."""
        if self._words is None:
            index: Dict[str, Set[str]] = {}
            for path, text in self.texts.items():
                for word in set(_DECLARES.findall(text)):
                    index.setdefault(word, set()).add(path)
            self._words = index
        return self._words

    def ensure(self, name: str) -> None:
        """Parses every file that may declare or extend ``name`` (once): after this, any declaration or
        extension of ``name`` in the program is known."""
        if name in self._ensured:
            return
        self._ensured.add(name)
        if len(self.parsed) == len(self.texts):
            return
        for path in sorted(self.words().get(name.split(".")[0], ())):
            if path not in self.parsed:
                self.parse(path)

    def parse_all(self) -> None:
        for path in sorted(self.texts):
            if path not in self.parsed:
                self.parse(path)

    # -- lookups --------------------------------------------------------------------------------------
    @staticmethod
    def nearest(candidates: Iterable[Tuple[str, object]], near: Optional[str]) -> List[object]:
        """Candidates ordered by how much of their file's path they share with ``near`` (the same file
        first, then the same folder…): a name declared in several apps of one folder resolves to its own."""
        items = list(candidates)
        if near is None or len(items) <= 1:
            return [c for _, c in items]

        def shared(path: str) -> int:
            try:
                return len(os.path.commonpath([path, near]))  # whole folders in common
            except ValueError:
                return 0

        return [c for _, c in sorted(items, key=lambda pc: -shared(pc[0]))]

    def type(self, name: str, near: Optional[str] = None) -> Optional[TypeDecl]:
        self.ensure(name)
        decls = self.declarations.types.get(name, [])
        top = [d for d in decls if d.parent is None] or decls
        found = self.nearest(((d.file.path, d) for d in top), near)
        return found[0] if found else None  # type: ignore[return-value]

    def functions(self, name: str, near: Optional[str] = None) -> List[FuncDecl]:
        self.ensure(name)
        return self.nearest(((f.file.path, f) for f in self.declarations.functions.get(name, [])), near)  # type: ignore

    def value(self, name: str, near: Optional[str] = None) -> Optional[VarDecl]:
        self.ensure(name)
        found = self.nearest(((v.file.path, v) for v in self.declarations.values.get(name, [])), near)
        return found[0] if found else None  # type: ignore[return-value]

    def extensions(self, name: str) -> List[TypeDecl]:
        """Extensions of a type the program does not declare (``extension View``, ``extension Color``)."""
        self.ensure(name)
        return self.declarations.extensions.get(name, [])

    def known_locally(self, name: str) -> bool:
        """Whether an already parsed file declares ``name`` (for SwiftUI's own names, which the reader does
        not look for in every file)."""
        return name in self.declarations.types or name in self.declarations.functions
