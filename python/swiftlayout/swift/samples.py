"""The sample-value policy: what the reader puts where an app's data would be (docs/SWIFT_SOURCE.md, "Sample
values").

A view of a real app shows data the source does not hold: a model passed in, an environment object, the
result of a database query. The reader gives such a value a typed stand-in — text for a ``String``, a
number, a ``Bool``, ``rows`` elements for an array, present or absent for an optional, a closure that does
nothing — and reports each one (``Layout.notes``). The policy is explicit, deterministic for a seed, and a
parameter like any other, so a sweep can vary it: ``text="long"`` finds the truncation a long German
name causes.
"""

from __future__ import annotations

import re
from typing import Any, Dict, Optional, Union

#: Long compound words (German is the usual stress test for text that must fit): ``text="long"`` adds them.
LONG_WORDS = (
    "Donaudampfschifffahrtsgesellschaft",
    "Rechtsschutzversicherungsgesellschaften",
    "Kraftfahrzeughaftpflichtversicherung",
    "Grundstücksverkehrsgenehmigungszuständigkeit",
)
#: The date a sample ``Date`` (and ``Date.now``) is: Apple's keynote time, reproducible.
SAMPLE_DATE = "2026-01-15T09:41:00Z"
#: Names that say nothing about their text: their sample is "Sample text".
_GENERIC = {
    "text",
    "string",
    "value",
    "str",
    "s",
    "label",
    "content",
    "description",
    "item",
    "element",
    "x",
    "y",
    "id",
    "rawvalue",
    "key",
}

TextPolicy = Union[str, int]


class SamplePolicy:
    """How stand-ins become values.

    - ``text``: "short" (the property's name in words: ``customerName`` → "Customer name"), "long" (that plus
      long German compound words: 40 or more characters), a number of characters, or any other string (used
      as every sample text);
    - ``rows``: how many elements a sample array, set, dictionary or query result has;
    - ``optionals``: "present" (a sample optional holds a value) or "absent" (it is nil);
    - ``boolean``: the value of a sample Bool;
    - ``integer`` and ``real``: sample numbers;
    - ``seed``: picks the long words' order and varies sample numbers by position, reproducibly.
    """

    def __init__(
        self,
        text: TextPolicy = "short",
        rows: int = 3,
        optionals: str = "present",
        boolean: bool = False,
        integer: int = 3,
        real: float = 0.5,
        seed: int = 0,
    ) -> None:
        if isinstance(text, bool) or not isinstance(text, (str, int)):
            raise TypeError(f"samples text must be 'short', 'long', a length or a string, got {type(text).__name__}")
        if isinstance(text, int) and not 0 <= text <= 10_000:
            raise ValueError(f"samples text length must be 0…10000, got {text}")
        if isinstance(rows, bool) or not isinstance(rows, int) or not 0 <= rows <= 1000:
            raise ValueError(f"samples rows must be an integer 0…1000, got {rows!r}")
        if optionals not in ("present", "absent"):
            raise ValueError(f"samples optionals must be 'present' or 'absent', got {optionals!r}")
        if not isinstance(boolean, bool):
            raise TypeError(f"samples boolean must be True or False, got {boolean!r}")
        if isinstance(integer, bool) or not isinstance(integer, int):
            raise TypeError(f"samples integer must be an int, got {integer!r}")
        if isinstance(real, bool) or not isinstance(real, (int, float)) or real != real:
            raise TypeError(f"samples real must be a number, got {real!r}")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"samples seed must be an int, got {seed!r}")
        self.text, self.rows, self.optionals, self.boolean = text, rows, optionals, boolean
        self.integer, self.real, self.seed = integer, float(real), seed

    @classmethod
    def of(cls, value: Any) -> "SamplePolicy":
        """A policy from ``samples=``: a policy, a dict of its keywords, or None (the defaults)."""
        if value is None:
            return cls()
        if isinstance(value, SamplePolicy):
            return value
        if isinstance(value, dict):
            return cls(**value)
        raise TypeError(f"samples must be a SamplePolicy or a dict of its keywords, got {type(value).__name__}")

    def as_dict(self) -> Dict[str, Any]:
        return {
            "text": self.text,
            "rows": self.rows,
            "optionals": self.optionals,
            "boolean": self.boolean,
            "integer": self.integer,
            "real": self.real,
            "seed": self.seed,
        }

    # -- primitive samples ------------------------------------------------------------------------------
    def string(self, path: str) -> str:
        """Sample text for the value at ``path`` (``order.customerName`` → "Customer name")."""
        base = words(path.rsplit(".", 1)[-1])
        if isinstance(self.text, int):
            unit = (base + " ") if base else "Sample "
            return (unit * (self.text // max(1, len(unit)) + 1))[: self.text]
        if self.text == "short":
            return base or "Sample text"
        if self.text == "long":
            start = self.seed % len(LONG_WORDS)
            extra = " ".join(LONG_WORDS[(start + k) % len(LONG_WORDS)] for k in range(2))
            return f"{base or 'Sample'} {extra}"
        return self.text

    def number(self, real: bool, position: int = 0) -> Union[int, float]:
        if real:
            return self.real
        return self.integer + (position * (self.seed % 7) if self.seed else 0)

    def present(self) -> bool:
        return self.optionals == "present"


def words(identifier: str) -> str:
    """``customerName`` → "Customer name"; "" for a name that says nothing (``text``, ``$0``, ``id``)."""
    clean = identifier.strip("_$")
    if not clean or clean.lower() in _GENERIC or clean.isdigit() or clean.startswith("["):
        return ""
    parts = re.findall(r"[A-Z]+(?=[A-Z][a-z]|\b|\d)|[A-Z]?[a-z]+|\d+", clean)
    if not parts:
        return ""
    text = " ".join(p.lower() for p in parts)
    return text[:1].upper() + text[1:]


def sample_policy(samples: Optional[Any]) -> SamplePolicy:
    return SamplePolicy.of(samples)
