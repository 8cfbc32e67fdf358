// Previews: `#Preview { … }` and `PreviewProvider`. The macro (Sources/SwiftUIMacros) turns each `#Preview`
// into a C-named function returning its `_PreviewEntry`; `swiftlayout preview PACKAGE_DIR` builds the
// package with a runner that finds those functions and lays each preview out (python/swiftlayout/preview.py).

/// Creates a preview of a SwiftUI view (SwiftUI's `#Preview`).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Marks a dynamic property in a `#Preview` body (`@Previewable @State var count = 0`). Apple's expansion moves
/// the property into a wrapper view; in a layout the body runs once, so the local property is all it needs.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUIMacros", type: "PreviewableMacro")

/// A trait of a preview: its layout or orientation.
public struct PreviewTrait: Sendable {
    enum Kind: Sendable { case device, sizeThatFits, fixed(CGFloat, CGFloat), portrait, landscape }
    let kind: Kind
    public static let sizeThatFitsLayout = PreviewTrait(kind: .sizeThatFits)
    public static let defaultLayout = PreviewTrait(kind: .device)
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait(kind: .fixed(width, height)) }
    public static let portrait = PreviewTrait(kind: .portrait)
    public static let landscapeLeft = PreviewTrait(kind: .landscape)
    public static let landscapeRight = PreviewTrait(kind: .landscape)
}

/// One preview, as the macro and the preview runner see it (not part of Apple's SwiftUI).
public final class _PreviewEntry: @unchecked Sendable {
    public let name: String?
    public private(set) var fileID = ""
    public private(set) var line = 0
    let traits: [PreviewTrait]
    let body: @MainActor () -> any View
    public init(_ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name; self.traits = traits; self.body = body
    }
    /// A PreviewProvider's previews as an entry.
    public init<P: PreviewProvider>(provider: P.Type, fileID: String = "", line: Int = 0) {
        name = String(describing: provider)
        traits = []
        body = { P.previews }
        self.fileID = fileID; self.line = line
    }
    /// This entry, retained, for the C function the macro makes.
    public func retained(fileID: String, line: Int) -> UnsafeMutableRawPointer {
        self.fileID = fileID; self.line = line
        return Unmanaged.passRetained(self).toOpaque()
    }
    /// The entry a macro's C function returned.
    public static func take(_ pointer: UnsafeMutableRawPointer) -> _PreviewEntry {
        Unmanaged<_PreviewEntry>.fromOpaque(pointer).takeRetainedValue()
    }
    /// The view to lay out.
    @MainActor public func makeView() -> AnyView { AnyView(erasingExistential: body()) }
    /// True for `.sizeThatFitsLayout`: the preview is its content's ideal size, not the device's screen.
    public var sizeThatFits: Bool { traits.contains { if case .sizeThatFits = $0.kind { true } else { false } } }
    /// `.fixedLayout(width:height:)`, if given.
    public var fixedSize: CGSize? {
        for trait in traits { if case .fixed(let w, let h) = trait.kind { return CGSize(width: w, height: h) } }
        return nil
    }
    /// `.landscapeLeft`/`.landscapeRight`.
    public var isLandscape: Bool { traits.contains { if case .landscape = $0.kind { true } else { false } } }
}

extension AnyView {
    /// An existential view, opened.
    init(erasingExistential view: any View) {
        func open<V: View>(_ v: V) -> AnyView { AnyView(v) }
        self = open(view)
    }
}
