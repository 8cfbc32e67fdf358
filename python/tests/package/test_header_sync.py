"""The ctypes table must declare every function of the generated header with the right arity."""

import re
from pathlib import Path

from swiftlayout import _ffi

HEADER = Path(__file__).resolve().parents[3] / "include" / "swiftlayout_generated.h"
DECL = re.compile(r"SWIFT_EXTERN\s+(.+?)\b(sl_[a-z0-9_]+)\((.*?)\)\s*SWIFT_NOEXCEPT")


def arity(args: str) -> int:
    """Parameters in a C parameter list, not counting the commas inside a function-pointer parameter."""
    args = args.strip()
    if args in ("", "void"):
        return 0
    depth, count = 0, 1
    for ch in args:
        depth += ch == "("
        depth -= ch == ")"
        count += ch == "," and depth == 0
    return count


def header_functions():
    found = {}
    for ret, name, args in DECL.findall(HEADER.read_text()):
        found[name] = (ret.strip(), arity(args))
    return found


def test_arity_parser():
    assert arity("void") == 0
    assert arity("uint64_t d, int32_t (* _Nullable cb)(void * _Nullable, double), void * ctx") == 3


def test_header_has_functions():
    assert len(header_functions()) > 50


def test_every_function_is_declared_with_the_right_arity():
    header = header_functions()
    missing = sorted(set(header) - set(_ffi.SIGNATURES))
    extra = sorted(set(_ffi.SIGNATURES) - set(header))
    assert not missing, f"functions in the header but not in _ffi.SIGNATURES: {missing}"
    assert not extra, f"functions in _ffi.SIGNATURES but not in the header: {extra}"
    wrong = {n: (len(_ffi.SIGNATURES[n][1]), a) for n, (_, a) in header.items() if len(_ffi.SIGNATURES[n][1]) != a}
    assert not wrong, f"arity mismatch (ctypes, header): {wrong}"


def test_return_kinds_match():
    # Pointer results must not be declared as integers and vice versa; char* (caller-owned) is c_void_p.
    import ctypes

    for name, (ret, _) in header_functions().items():
        restype = _ffi.SIGNATURES[name][0]
        if ret.startswith("char const"):
            assert restype is ctypes.c_char_p, name
        elif ret.startswith("char"):
            assert restype is ctypes.c_void_p, name
        elif ret == "void":
            assert restype is None, name
        elif ret == "double":
            assert restype is ctypes.c_double, name
        else:
            assert restype in (ctypes.c_uint64, ctypes.c_int32, ctypes.c_ssize_t), name
