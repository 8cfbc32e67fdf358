// Laying a SwiftUI view out on Linux: `SwiftLayoutHost.layout(ContentView(), device: "iPhone 15 Pro")` builds
// the view's engine tree with the device's environment and returns every frame. Not part of Apple's
// SwiftUI (which draws instead): the one entry point this module adds, with `App.main()` and the previews
// built on it.

internal import SwiftLayout

/// Lays SwiftUI views out with the engine (not part of Apple's SwiftUI).
public enum SwiftLayoutHost {
    /// The screen and settings a view is laid out in.
    public struct Configuration: Sendable {
        /// A device preset name ("iPhone 15 Pro", "iPhone SE", "iPad Pro 11", "window", …).
        public var device: String
        /// The platform profile ("iOS 26", "iOS 17", "macOS 26"); nil: the device's.
        public var platform: String?
        /// Overrides the device's screen size and safe-area insets.
        public var screen: CGSize?
        public var safeArea: EdgeInsets?
        public var scale: CGFloat?
        public var dynamicTypeSize: DynamicTypeSize
        public var layoutDirection: LayoutDirection
        public var colorScheme: ColorScheme
        public init(device: String = "iPhone 15 Pro", platform: String? = nil, screen: CGSize? = nil, safeArea: EdgeInsets? = nil,
                    scale: CGFloat? = nil, dynamicTypeSize: DynamicTypeSize = .large, layoutDirection: LayoutDirection = .leftToRight,
                    colorScheme: ColorScheme = .light) {
            self.device = device; self.platform = platform; self.screen = screen; self.safeArea = safeArea; self.scale = scale
            self.dynamicTypeSize = dynamicTypeSize; self.layoutDirection = layoutDirection; self.colorScheme = colorScheme
        }
    }

    /// A layout's error: an unknown device or platform, a bad screen, a view this module cannot build.
    public struct LayoutFailure: Error, CustomStringConvertible {
        public let description: String
    }

    /// One laid-out node (pre-order: the root first).
    public struct Node: Sendable, Hashable {
        public let index: Int
        /// The engine's name of the node's layout (`VStack`, `Text`, `PaddingLayout`, …).
        public let kind: String
        /// The name given with `.id(_:)`.
        public let id: String?
        public let parent: Int?
        public let children: [Int]
        /// The frame in screen coordinates (points).
        public let frame: CGRect
        public let isModifier: Bool
        /// A text that describes the node (a Text's string, a bar's title).
        public let label: String?
    }

    /// Every frame of a layout.
    public struct Result: Sendable {
        public let nodes: [Node]
        public let screen: CGSize
        let dumpText: String
        let jsonText: String
        /// The frame of the view named `id` (`.id(_:)`), if any.
        public func frame(id: String) -> CGRect? { nodes.first { $0.id == id }?.frame }
        /// The wrapper tree with every frame, one line per node.
        public func dump() -> String { dumpText }
        /// The engine's JSON of the layout (the format `swiftlayout layout --json` prints).
        public func json() -> String { jsonText }
    }

    /// The environment SwiftUI bodies see at the root of a layout on `environment`.
    static func rootEnvironment(_ environment: LayoutEnvironment, _ configuration: Configuration) -> EnvironmentValues {
        var values = EnvironmentValues()
        values.dynamicTypeSize = DynamicTypeSize(environment.dynamicTypeSize)
        values.layoutDirection = LayoutDirection(environment.layoutDirection)
        values.displayScale = CGFloat(environment.displayScale)
        values.colorScheme = configuration.colorScheme
        values.platformName = environment.platform.name
        // Size classes (Apple's HIG "Layout": iPhone portrait is compact width, regular height; iPad full
        // screen regular both; macOS has none).
        if environment.platform.name.hasPrefix("macOS") {
            values.horizontalSizeClass = nil
            values.verticalSizeClass = nil
        } else {
            let size = environment.size
            let isPad = min(size.width, size.height) >= 700
            values.horizontalSizeClass = isPad || (size.width > size.height && size.width >= 896) ? .regular : .compact
            values.verticalSizeClass = isPad || size.height > size.width ? .regular : .compact
        }
        return values
    }

    /// The engine environment of `configuration`.
    static func environment(_ configuration: Configuration) throws -> LayoutEnvironment {
        guard let device = DevicePreset.named(configuration.device) else {
            throw LayoutFailure(description: "unknown device '\(configuration.device)'; known: \(DevicePreset.all.map(\.name).joined(separator: ", "))")
        }
        var environment = LayoutEnvironment(device: device)
        do {
            if let platform = configuration.platform { try environment.set("platform", string: platform) }
            if let screen = configuration.screen { environment.size = screen.engine }
            if let safeArea = configuration.safeArea { environment.safeArea = safeArea.engine }
            if let scale = configuration.scale { try environment.set("display_scale", Double(scale)) }
            environment.dynamicTypeSize = configuration.dynamicTypeSize.engine
            environment.layoutDirection = configuration.layoutDirection.engine
            try environment.validate()
        } catch {
            throw LayoutFailure(description: error.description)
        }
        return environment
    }

    /// The engine tree of `view` in `configuration` (what the engine lays out).
    @MainActor
    static func engineTree<V: View>(_ view: V, _ environment: LayoutEnvironment, _ configuration: Configuration) throws -> ViewNode {
        let context = BuildContext(environment: rootEnvironment(environment, configuration))
        CurrentBuild.error = nil
        let nodes = CurrentBuild.with(context) { makeNodes(view, context) }
        if let error = CurrentBuild.error {
            CurrentBuild.error = nil
            throw LayoutFailure(description: error)
        }
        return single(nodes)
    }

    /// Lays `view` out in `configuration` and returns every frame.
    @MainActor
    public static func layout<V: View>(_ view: V, _ configuration: Configuration = Configuration()) throws -> Result {
        let environment = try environment(configuration)
        let tree = try engineTree(view, environment, configuration)
        let result: LayoutResult
        do {
            result = try SwiftLayout.layout(tree, in: environment)
        } catch {
            throw LayoutFailure(description: error.description)
        }
        let nodes = result.nodes.map { n in
            Node(index: n.index, kind: n.kind, id: n.id, parent: n.parent, children: n.children, frame: CGRect(n.frame),
                 isModifier: n.isModifier, label: n.label ?? textString(n.view))
        }
        return Result(nodes: nodes, screen: CGSize(environment.size), dumpText: result.dump(), jsonText: result.json())
    }

    /// Lays `view` out on `device` (a preset name).
    @MainActor
    public static func layout<V: View>(_ view: V, device: String, platform: String? = nil,
                                       dynamicTypeSize: DynamicTypeSize = .large) throws -> Result {
        try layout(view, Configuration(device: device, platform: platform, dynamicTypeSize: dynamicTypeSize))
    }

    /// The device preset names.
    public static var devices: [String] { DevicePreset.all.map(\.name) }
}

// MARK: - App and scenes

/// A type that represents the structure and behavior of an app. On Linux, running it lays its first
/// window's content out on the default device and prints the frames (the app has no screen to draw on).
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    init()
}

extension App {
    /// Lays the app's first window out and prints its frames (`SWIFTLAYOUT_DEVICE` picks the device).
    @MainActor
    public static func main() {
        let app = Self()
        guard let content = firstWindowContent(app.body) else {
            print("\(Self.self): no window to lay out")
            return
        }
        let device = ProcessInfo.processInfo.environment["SWIFTLAYOUT_DEVICE"] ?? "iPhone 15 Pro"
        do {
            let result = try SwiftLayoutHost.layout(content, device: device)
            print(result.dump())
        } catch {
            print("\(Self.self): \(error)")
            exit(1)
        }
    }
}

@MainActor
func firstWindowContent<S: Scene>(_ scene: S) -> AnyView? {
    if let window = scene as? any WindowContent { return window.anyContent }
    if S.Body.self == Never.self { return nil }
    return firstWindowContent(scene.body)
}

/// A part of an app's user interface with a life cycle managed by the system.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
extension Never: Scene {}

@MainActor
protocol WindowContent { var anyContent: AnyView { get } }

/// A scene that presents a group of identically structured windows.
public struct WindowGroup<Content: View>: Scene, WindowContent {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("WindowGroup has no body") }
    var anyContent: AnyView { AnyView(content) }
}
/// A scene that presents its content in a single, unique window.
public struct Window<Content: View>: Scene, WindowContent {
    let content: Content
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("Window has no body") }
    var anyContent: AnyView { AnyView(content) }
}
/// A scene that presents an interface for viewing and modifying an app's settings.
public struct Settings<Content: View>: Scene, WindowContent {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("Settings has no body") }
    var anyContent: AnyView { AnyView(content) }
}
/// Several scenes.
public struct TupleScene<T>: Scene {
    let first: AnyView?
    public var body: Never { fatalError("TupleScene has no body") }
}
extension TupleScene: WindowContent {
    var anyContent: AnyView { first ?? AnyView(EmptyView()) }
}
/// A result builder for composing a collection of scenes into a single composite scene.
@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    @MainActor
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene<(repeat each S)> {
        var first: AnyView? = nil
        for scene in repeat each scenes { if first == nil { first = firstWindowContent(scene) } }
        return TupleScene(first: first)
    }
    public static func buildOptional<S: Scene>(_ scene: S?) -> S? { scene }
}
extension Optional: Scene where Wrapped: Scene {
    public typealias Body = Never
    public var body: Never { fatalError("Optional has no body") }
}
extension Scene {
    public func commands<C>(@CommandsBuilder content: () -> C) -> some Scene { self }
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
    public func modelContainer(for modelType: Any.Type) -> some Scene { self }
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { self }
    public func windowStyle<S>(_ style: S) -> some Scene { self }
}
@resultBuilder
public struct CommandsBuilder {
    public static func buildBlock<each C>(_ content: repeat each C) {}
}
public struct WindowResizability: Sendable {
    public static let automatic = WindowResizability(), contentSize = WindowResizability(), contentMinSize = WindowResizability()
}

/// A type that produces view previews.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Self.Previews { get }
}

extension View {
    public func previewDisplayName(_ displayName: String?) -> some View { layoutNeutral() }
    public func previewLayout(_ value: PreviewLayout) -> some View { layoutNeutral() }
    public func previewDevice(_ value: PreviewDevice?) -> some View { layoutNeutral() }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { layoutNeutral() }
}
public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}
public struct InterfaceOrientation: Sendable {
    public static let portrait = InterfaceOrientation(), landscapeLeft = InterfaceOrientation(), landscapeRight = InterfaceOrientation()
    public static let portraitUpsideDown = InterfaceOrientation()
}
