"""C-level resource limits seen from Python (issue 34, items 2 and 11): a tree within ``max_nodes`` that the
process cannot hold raises ``ResourceError`` (also a ``MemoryError``) instead of killing the interpreter in
the allocator, and the engine stays usable. Runs in a child interpreter under an address-space limit (what
``ulimit -v`` sets), so that the outcome does not depend on this machine's memory."""

import os
import subprocess
import sys
import textwrap

import swiftlayout
from swiftlayout import LayoutError, ResourceError
from swiftlayout.errors import SL_ERR_RESOURCE

CHILD = textwrap.dedent("""
    import resource
    from swiftlayout import Rectangle, ZStack, layout, ResourceError
    v = Rectangle()
    for _ in range(19):                    # 2^20 - 1 = 1,048,575 nodes from 20 views
        v = ZStack(v, v)
    with open("/proc/self/statm") as f:
        mapped = int(f.read().split()[0]) * resource.getpagesize()
    limit = mapped + 512 * 2**20           # 512 MB more than now; the engine needs about 1.1 GB for the tree
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    try:
        layout(v, screen=(100, 100), max_nodes=50_000_000)
    except MemoryError as e:
        print("refused", type(e).__name__, e.status, "|", e.message)
    print("small", layout(Rectangle().frame(width=10, height=10), screen=(100, 100)).root.frame.width)
""")


def test_a_tree_that_does_not_fit_raises_resource_error():
    env = {k: v for k, v in os.environ.items()}
    env["PYTHONPATH"] = os.path.dirname(os.path.dirname(swiftlayout.__file__))
    r = subprocess.run([sys.executable, "-c", CHILD], capture_output=True, text=True, timeout=300, env=env)
    assert r.returncode == 0, r.stderr[-2000:]  # before: killed by SIGILL/SIGABRT in the allocator
    lines = r.stdout.splitlines()
    assert lines[0].startswith(f"refused ResourceError {SL_ERR_RESOURCE} | the view tree has 1048575 nodes"), lines
    assert "max_nodes" in lines[0]
    assert lines[1] == "small 10.0"


def test_resource_error_is_a_layout_error_and_a_memory_error():
    assert issubclass(ResourceError, LayoutError) and issubclass(ResourceError, MemoryError)
    assert ResourceError("x").status == SL_ERR_RESOURCE == 9
