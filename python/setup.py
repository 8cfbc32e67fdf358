"""Builds the Swift engine (`swift build -c release`) and puts libswiftlayout.so inside the package, so
that `pip install ./python` gives an `import swiftlayout` that works outside the repository."""
import shutil
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
REPO = HERE.parent


class BuildWithEngine(build_py):
    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "swiftlayout" / "libswiftlayout.so"
        prebuilt = HERE / "swiftlayout" / "libswiftlayout.so"
        if prebuilt.is_file():
            shutil.copy2(prebuilt, target)
            return
        if not (REPO / "Package.swift").is_file():
            raise RuntimeError("swiftlayout: no libswiftlayout.so in the package and no Swift sources to build it")
        subprocess.run(["swift", "build", "-c", "release", "--product", "swiftlayout"], cwd=REPO, check=True)
        bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=REPO, check=True,
                                  capture_output=True, text=True).stdout.strip()
        shutil.copy2(Path(bin_path) / "libswiftlayout.so", target)


setup(cmdclass={"build_py": BuildWithEngine})
