// swift-tools-version: 6.0
// A dependent of swiftlayout (scripts/dependency-test.sh fills in the URL and the version).
import PackageDescription

let package = Package(
    name: "HelloWorld",
    dependencies: [
        .package(url: "@SWIFTLAYOUT_URL@", from: "@VERSION@"),
    ],
    targets: [
        .executableTarget(name: "HelloWorld", dependencies: [
            .product(name: "SwiftUI", package: "swiftlayout"),
            .product(name: "SwiftLayout", package: "swiftlayout"),
        ]),
    ]
)
