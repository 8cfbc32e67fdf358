"""Executes notebooks headlessly and fails if any cell raises: python scripts/run-notebook.py NB.ipynb…"""

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

status = 0
for name in sys.argv[1:]:
    path = Path(name)
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(
        notebook, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}
    )
    try:
        client.execute()
    except CellExecutionError as error:
        print(f"{path}: a cell failed\n{error}", file=sys.stderr)
        status = 1
        continue
    cells = sum(1 for c in notebook.cells if c.cell_type == "code")
    print(f"{path}: {cells} code cells ran without error")
sys.exit(status)
