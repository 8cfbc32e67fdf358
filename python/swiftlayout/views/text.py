"""Text (Sources/SwiftLayout/Text): a run of text, or a concatenation of runs that keep their own styling."""

from __future__ import annotations

import json
from typing import Any, Dict, Optional, Tuple

from ..base import check_flag
from ..errors import InvalidArgumentError
from ..geometry import check_string
from ..modifiers.text import design_name, font_value, make_font, weight_name
from .view import Leaf, View

__all__ = ["Text"]


class Text(Leaf):
    """A run of text; ``font`` is a text style name (``"title"``, ``"caption2"``, …) or None.

    As in SwiftUI, ``.font()``, ``.bold()``, ``.italic()`` and ``.font_weight()`` on a Text return a Text,
    and ``Text("Hello, ").bold() + Text("World")`` is one paragraph whose runs keep their own styling.
    ``Text(Image(system_name="star"))`` sets an SF Symbol inline, as one glyph of the text."""

    __slots__ = ("string", "font_style", "traits", "runs", "symbol", "markdown_source")
    string: str
    font_style: Any
    traits: Tuple[Tuple[str, Any], ...]
    runs: Tuple["Text", ...]
    #: The SF Symbol this Text is (``Text(Image(system_name=…))``), or None.
    symbol: Optional[str]
    #: The inline markdown this Text renders (``Text.markdown(…)``), or None.
    markdown_source: Optional[str]
    kind = "Text"

    def __init__(self, string: Any, font: Any = None) -> None:
        super().__init__()
        symbol = getattr(string, "system_name", None) if isinstance(string, View) else None
        if isinstance(string, View):
            if symbol is None:
                raise InvalidArgumentError(
                    f"Text: takes a string or an Image(system_name=…), got {type(string).__name__}"
                )
            string = "\ufffc"
        object.__setattr__(self, "string", check_string(string, "Text", "text"))
        object.__setattr__(self, "font_style", None if font is None else font_value(font, "Text(font=…)"))
        object.__setattr__(self, "traits", ())
        object.__setattr__(self, "runs", ())
        object.__setattr__(self, "symbol", symbol)
        object.__setattr__(self, "markdown_source", None)

    @classmethod
    def markdown(cls, source: str, font: Any = None) -> "Text":
        """``Text("**bold** and _italic_")``: a string *literal* is a LocalizedStringKey whose inline markdown
        SwiftUI renders — ``**bold**``, ``*italic*``/``_italic_``, ``***both***``, `` `code` `` (monospaced),
        ``~~struck~~``, ``[text](url)``, ``\\*`` escapes (measured: swiftui-web ``text/markdown``). ``Text(s)`` is
        ``Text(verbatim: s)``: the characters as they are. The engine parses the markdown into runs."""
        made = cls(source, font)
        object.__setattr__(made, "markdown_source", made.string)
        return made

    def _copy(self, **changes: Any) -> "Text":
        made = object.__new__(Text)
        Leaf.__init__(made)
        for name in ("string", "font_style", "traits", "runs", "symbol", "markdown_source"):
            object.__setattr__(made, name, changes.get(name, getattr(self, name)))
        return made if self._id is None else made.id(self._id)

    def font(
        self,
        style: Optional[str] = None,
        *,
        size: Optional[float] = None,
        weight: Optional[str] = None,
        design: Optional[str] = None,
    ) -> "Text":
        """This text in a text style, or ``size=``/``weight=``/``design=`` (still a Text, as in SwiftUI)."""
        return self._copy(font_style=make_font(style, size, weight, "Text.font", design))

    def _with_trait(self, key: str, value: Any) -> "Text":
        return self._copy(traits=tuple((k, v) for k, v in self.traits if k != key) + ((key, value),))

    def bold(self, is_active: bool = True) -> "Text":  # type: ignore[override]
        """This text with the bold trait (still a Text: it can be concatenated)."""
        return self._with_trait("bold", check_flag(is_active, "Text.bold: is_active"))

    def italic(self, is_active: bool = True) -> "Text":  # type: ignore[override]
        """This text in italic (still a Text)."""
        return self._with_trait("italic", check_flag(is_active, "Text.italic: is_active"))

    def font_weight(self, weight: Optional[str]) -> "Text":  # type: ignore[override]
        """This text in ``weight`` (still a Text)."""
        return self._with_trait("fontWeight", None if weight is None else weight_name(weight, "Text.font_weight"))

    def monospaced_digit(self) -> "Text":
        """``.monospacedDigit()``: digits take one common width (tabular figures); still a Text."""
        return self._with_trait("monospacedDigit", True)

    def monospaced(self, is_active: bool = True) -> "Text":  # type: ignore[override]
        """``.monospaced()``: this text in the fixed-width variant of its font (SF Mono); still a Text."""
        return self._with_trait("monospaced", check_flag(is_active, "Text.monospaced: is_active"))

    def font_design(self, design: Optional[str]) -> "Text":  # type: ignore[override]
        """``.fontDesign(_:)``: this text in ``design`` ("default", "rounded", "serif", "monospaced"; None:
        its font's); still a Text."""
        return self._with_trait("fontDesign", None if design is None else design_name(design, "Text.font_design"))

    def __add__(self, other: "Text") -> "Text":
        """``Text + Text``: one paragraph of runs, each keeping its own font and traits."""
        if not isinstance(other, Text):
            return NotImplemented
        parts = _runs_of(self) + _runs_of(other)
        joined = Text(self.string + other.string)
        object.__setattr__(joined, "runs", tuple(p if p._id is None else p._copy() for p in parts))
        return joined

    def _run(self) -> Dict[str, Any]:
        out: Dict[str, Any] = (
            {"type": "Text", "systemImage": self.symbol}
            if self.symbol is not None
            else {"type": "Text", "markdown": self.markdown_source}
            if self.markdown_source is not None
            else {"type": "Text", "text": self.string}
        )
        if self.font_style:
            out["font"] = self.font_style
        mods = [{k: v} for k, v in self.traits if v is not None or k == "fontWeight"]
        if mods:
            out["modifiers"] = mods
        return out

    def _keys(self) -> str:
        if self.markdown_source is not None and not self.runs and not self.traits:
            out = ',"markdown":' + json.dumps(self.markdown_source)
            return out + (',"font":' + json.dumps(self.font_style) if self.font_style else "")
        if self.runs or self.traits or self.symbol is not None:
            runs = [r._run() for r in self.runs] if self.runs else [self._run()]
            out = ',"runs":' + json.dumps(runs)
            if self.runs and self.font_style:
                out += ',"font":' + json.dumps(self.font_style)
            if self.runs and self.traits:  # traits on a concatenation style every run
                for run in runs:
                    run.setdefault("modifiers", []).extend({k: v} for k, v in self.traits)
                font = ',"font":' + json.dumps(self.font_style) if self.font_style else ""
                out = ',"runs":' + json.dumps(runs) + font
            return out
        out = ',"text":' + json.dumps(self.string)
        return out + (',"font":' + json.dumps(self.font_style) if self.font_style else "")

    def _fields(self) -> str:
        if self.markdown_source is not None:
            return "markdown: " + json.dumps(self.markdown_source)
        return json.dumps(self.string) if self.symbol is None else f"Image(systemName: {json.dumps(self.symbol)})"


def _runs_of(text: Text) -> Tuple[Text, ...]:
    """``text``'s runs as parts of a larger concatenation: a concatenation's own font and traits reach each
    of its runs (a run's own win)."""
    if not text.runs:
        return (text,)
    if not text.traits and not text.font_style:
        return text.runs
    out = []
    for run in text.runs:
        own = {k for k, _ in run.traits}
        traits = run.traits + tuple((k, v) for k, v in text.traits if k not in own)
        out.append(run._copy(traits=traits, font_style=run.font_style or text.font_style))
    return tuple(out)
