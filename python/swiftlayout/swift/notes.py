"""What the reader tells about a read: the declarations it skipped, the sample values it used, the modifiers
it did not know, the constructs it laid out as placeholders. Each note has its ``file:line:column``."""

from __future__ import annotations

from typing import Dict, List, Tuple

#: The kinds of note, in the order the CLI prints them.
KINDS = ("placeholder", "unread", "unknown", "sample", "environment", "skipped")


class Note:
    """One thing the reader did instead of what Swift would: ``kind`` is one of :data:`KINDS`, ``where`` is
    ``file:line:column``."""

    __slots__ = ("kind", "where", "message")

    def __init__(self, kind: str, where: str, message: str) -> None:
        self.kind = kind
        self.where = where
        self.message = message

    def __str__(self) -> str:
        return f"{self.where}: {self.kind}: {self.message}"

    def __repr__(self) -> str:
        return f"Note({self.kind!r}, {self.where!r}, {self.message!r})"

    def as_dict(self) -> Dict[str, str]:
        return {"kind": self.kind, "where": self.where, "message": self.message}


class Notes:
    """The notes of one read, each said once."""

    #: The most notes kept (a pathological source could make millions).
    LIMIT = 2000

    def __init__(self) -> None:
        self.items: List[Note] = []
        self._seen: set = set()
        self.dropped = 0

    def add(self, kind: str, where: str, message: str) -> None:
        key: Tuple[str, str, str] = (kind, where, message)
        if key in self._seen:
            return
        if len(self.items) >= self.LIMIT:
            self.dropped += 1
            return
        self._seen.add(key)
        self.items.append(Note(kind, where, message))

    def count(self, kind: str) -> int:
        return sum(1 for n in self.items if n.kind == kind)
