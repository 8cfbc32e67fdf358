// swift-tools-version: 6.0
import PackageDescription
import CompilerPluginSupport

let package = Package(
    name: "swiftlayout",
    products: [
        // The engine as a Swift library: `import SwiftLayout`.
        .library(name: "SwiftLayout", targets: ["SwiftLayout"]),
        // The C ABI: .build/<config>/libswiftlayout.so, declared in include/swiftlayout.h.
        .library(name: "swiftlayout", type: .dynamic, targets: ["SwiftLayoutC"]),
        // The embedded-Python runner. Product names must be unique and the library owns "swiftlayout",
        // so the binary is built as swiftlayout-run; `make` links .build/<config>/swiftlayout to it.
        .executable(name: "swiftlayout-run", targets: ["swiftlayout"]),
    ],
    targets: [
        // No unsafe flags anywhere: SwiftPM refuses them in a package used as a dependency. The project's
        // own builds (the Makefile's SWIFT_BUILD_FLAGS, python/setup.py) add `-enforce-exclusivity=unchecked`:
        // the engine's state is confined to one layout pass on one thread, so the runtime exclusivity checks
        // buy nothing there (bench/RESULTS.md measures what a dependent building without it loses).
        .target(name: "SwiftLayout", dependencies: ["CHarfBuzz", "CFriBidi"]),
        // HarfBuzz shapes real text (Debian: libharfbuzz-dev; the font: fonts-inter).
        .systemLibrary(name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        // GNU FriBidi, the Unicode bidirectional algorithm (Debian: libfribidi-dev).
        .systemLibrary(name: "CFriBidi", path: "Sources/CFriBidi", pkgConfig: "fribidi",
                       providers: [.apt(["libfribidi-dev"])]),
        // The document layer: JSON, names, validation of untrusted input. Only the C ABI (and tests) use it;
        // the engine never parses strings.
        .target(name: "SwiftLayoutDocument", dependencies: ["SwiftLayout"]),
        .target(name: "SwiftLayoutC", dependencies: ["SwiftLayout", "SwiftLayoutDocument"]),
        // libpython3 for the embedded runner (Debian: python3-dev, pkg-config).
        .systemLibrary(name: "CPython", path: "Sources/CPython", pkgConfig: "python3-embed",
                       providers: [.apt(["python3-dev", "pkg-config"])]),
        // The `swiftlayout` executable: CPython with the engine's Python package. It must not depend on
        // SwiftLayout/SwiftLayoutC: that would link a second, static copy of the engine (docs/TOOLCHAIN.md P1);
        // Python loads the one libswiftlayout.so through ctypes instead.
        .executableTarget(name: "swiftlayout", dependencies: ["CPython"],
                          linkerSettings: [.linkedLibrary("dl")]),
        // (SwiftLayoutC for its registry: the handle space is tested without making 2²⁸ objects.)
        .testTarget(name: "SwiftLayoutTests", dependencies: ["SwiftLayout", "SwiftLayoutDocument", "SwiftLayoutC"]),
    ],
    swiftLanguageModes: [.v6]
)

// `import SwiftUI` on Linux: SwiftUI's API as a layer over the engine (docs/SWIFTUI_COMPATIBILITY.md). On
// Apple platforms the system's SwiftUI keeps the name, so the module exists only where there is none.
#if os(Linux)
package.products.append(.library(name: "SwiftUI", targets: ["SwiftUI"]))
package.targets += [
    .target(name: "SwiftUI", dependencies: ["SwiftLayout", "SwiftUIMacros"]),
    // `#Preview`'s compiler plugin: the plugin protocol spoken directly, without swift-syntax (its build
    // would add minutes to every dependent's build; docs/SWIFTUI_COMPATIBILITY.md).
    .macro(name: "SwiftUIMacros"),
    .testTarget(name: "SwiftUITests", dependencies: ["SwiftUI", "SwiftLayout"]),
]
#endif
