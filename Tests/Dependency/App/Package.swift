// swift-tools-version: 6.0
// A dependent of swiftlayout (scripts/dependency-test.sh fills in the URL and the version).
import PackageDescription

let package = Package(
    name: "HelloWorld",
    dependencies: [
        .package(url: "@SWIFTLAYOUT_URL@", from: "@VERSION@"),
    ],
    targets: [
        // Xcode's Hello World template, unchanged: `import SwiftUI`, `@main struct …: App`, `#Preview`.
        .executableTarget(name: "HelloWorld", dependencies: [.product(name: "SwiftUI", package: "swiftlayout")]),
        // The engine's Swift API.
        .executableTarget(name: "EngineCheck", dependencies: [.product(name: "SwiftLayout", package: "swiftlayout")]),
    ]
)
