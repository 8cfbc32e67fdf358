"""The windows and frame readers the control tests share (each test names the window its numbers were
measured in: the 320-wide macOS windows of 300, 260 and 320 points, the 320 × 480 iOS 26 screen)."""

from typing import Any, Dict, Iterable

from swiftlayout import Rect, View, layout

MAC_300: Dict[str, Any] = dict(screen=(320, 300), platform="macOS 26")
MAC_260: Dict[str, Any] = dict(screen=(320, 260), platform="macOS 26")
MAC_320: Dict[str, Any] = dict(screen=(320, 320), platform="macOS 26")
IOS: Dict[str, Any] = dict(screen=(320, 480), platform="iOS 26")


def frames(view: View, **env: Any) -> Dict[str, Rect]:
    """The frames of the nodes named "a" … "g" that ``view`` has, laid out in ``env``."""
    with layout(view, **env) as r:
        return {n: r[n].frame for n in ("a", "b", "c", "d", "e", "f", "g") if n in r}


def frames_of(view: View, ids: Iterable[str], **env: Any) -> Dict[str, Rect]:
    """The frames of the nodes named ``ids``, laid out in ``env``."""
    with layout(view, **env) as r:
        return {n: r[n].frame for n in ids}


def size(rect: Rect) -> tuple:
    return (rect.width, rect.height)
