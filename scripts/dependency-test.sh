#!/usr/bin/env bash
# The dependency test (issue #31): a package depends on this repository the way another project would —
# through a git URL with `from:` — and builds and runs against it. SwiftPM refuses a dependency whose
# targets carry unsafe flags, so this also checks that Package.swift has none.
#
#   scripts/dependency-test.sh [WORK_DIR]      (default .build/dependency-test)
#
# The repository's state (HEAD plus uncommitted changes to tracked files, via `git stash create`) is
# cloned into WORK_DIR and tagged there with the engine's version (Sources/SwiftLayoutC/LibraryAPI.swift);
# no tag is made in the repository itself. The dependent (Tests/Dependency/App) is Xcode's Hello World
# template unchanged plus a main that lays it out; it imports SwiftUI and SwiftLayout from the clone.
set -euo pipefail
REPO=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mkdir -p "${1:-$REPO/.build/dependency-test}" && cd "${1:-$REPO/.build/dependency-test}" && pwd)
VERSION=$(sed -n 's/^let versionString = "\(.*\)"/\1/p' "$REPO/Sources/SwiftLayoutC/LibraryAPI.swift")
[ -n "$VERSION" ] || { echo "dependency-test: no versionString in Sources/SwiftLayoutC/LibraryAPI.swift" >&2; exit 2; }

rm -rf "$WORK/swiftlayout" "$WORK/app"
git clone -q --no-hardlinks "$REPO" "$WORK/swiftlayout"
state=$(git -C "$REPO" stash create || true)
if [ -n "$state" ]; then
  git -C "$WORK/swiftlayout" fetch -q "$REPO" "$state"
  git -C "$WORK/swiftlayout" checkout -q --detach FETCH_HEAD
fi
git -C "$WORK/swiftlayout" -c user.name=dependency-test -c user.email=dependency-test@localhost tag -a "$VERSION" -m "$VERSION"

mkdir -p "$WORK/app"
cp -R "$REPO/Tests/Dependency/App/." "$WORK/app/"
sed -i "s|@SWIFTLAYOUT_URL@|file://$WORK/swiftlayout|; s|@VERSION@|$VERSION|" "$WORK/app/Package.swift"
cd "$WORK/app"
# `swift build` fails here if a target the dependent builds carries unsafe flags.
swift build 2>&1 | tail -n 3; test "${PIPESTATUS[0]}" -eq 0
out=$(SWIFTLAYOUT_DEVICE="iPhone SE" swift run -q HelloWorld; swift run -q EngineCheck)
printf '%s\n' "$out"
# The template's frames (the app prints SwiftLayoutHost's dump of ContentView on an iPhone SE) and the
# engine's own API used from the same dependent.
printf '%s\n' "$out" | grep -q "^ModifiedContent<VStack, PaddingLayout> " || { echo "dependency-test: not the template's layout" >&2; exit 1; }
printf '%s\n' "$out" | grep -q "^    Text " || { echo "dependency-test: no Text in the app's layout" >&2; exit 1; }
printf '%s\n' "$out" | grep -q "engine API: ok" || { echo "dependency-test: the engine API check did not run" >&2; exit 1; }
echo "dependency-test: a package depending on swiftlayout $VERSION through file:// git with from: builds and runs"
