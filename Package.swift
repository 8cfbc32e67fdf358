// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "swiftlayout",
    products: [
        // The engine as a Swift library: `import SwiftLayout`.
        .library(name: "SwiftLayout", targets: ["SwiftLayout"]),
        // The C ABI: .build/<config>/libswiftlayout.so, declared in include/swiftlayout.h.
        .library(name: "swiftlayout", type: .dynamic, targets: ["SwiftLayoutC"]),
    ],
    targets: [
        .target(name: "SwiftLayout"),
        .target(
            name: "SwiftLayoutC",
            dependencies: ["SwiftLayout"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "-soname=libswiftlayout.so"])]
        ),
        .testTarget(name: "SwiftLayoutTests", dependencies: ["SwiftLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
