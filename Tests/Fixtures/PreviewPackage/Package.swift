// swift-tools-version: 6.0
// A package with SwiftUI previews for `swiftlayout preview` (python/tests/test_preview_command.py): Xcode's
// Hello World app template (an executable with @main and #Preview) and a library with a named #Preview and a
// PreviewProvider. It depends on this repository by path.
import PackageDescription

let package = Package(
    name: "PreviewPackage",
    dependencies: [.package(name: "swiftlayout", path: "../../..")],
    targets: [
        .executableTarget(name: "HelloWorld", dependencies: [.product(name: "SwiftUI", package: "swiftlayout")]),
        .target(name: "Gallery", dependencies: [.product(name: "SwiftUI", package: "swiftlayout")]),
    ]
)
