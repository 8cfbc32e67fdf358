// The contract every layout concept implements (the engine-side counterpart of SwiftUI's `Layout`
// protocol and of its unary layout modifiers), and the proxies through which a layout sees its children.

/// How a view sizes itself and places its children. One conforming type per SwiftUI layout concept.
protocol LayoutComputer: Sendable {
    /// The SwiftUI name printed in dumps (`FrameLayout`, `VStack`, `MapView`, …).
    var name: String { get }
    /// True for modifiers: `subviews[0]` is the modified content, any others are secondary views.
    var isModifier: Bool { get }
    /// The size this view chooses for `proposal`. Children are measured through `subviews`.
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size
    /// Places every subview inside `bounds` (root coordinates), which has the size this view chose for
    /// `proposal`.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext)
    /// The spacing preferences this view publishes to its neighbours in a stack.
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing
    /// The `layoutPriority` trait this view sets, or nil to pass its content's trait through.
    var layoutPriority: Double? { get }
    /// How this view changes the stack axis its descendants see (Spacers orient themselves by it).
    var stackAxisForContent: StackAxisEffect { get }
    /// Changes the environment of the content (e.g. `.font`).
    func updateEnvironment(_ environment: inout NodeEnvironment)
    /// True if `updateEnvironment` changes anything (most layouts leave the environment alone).
    var updatesEnvironment: Bool { get }
    /// The frame this view takes when its parent gives it `bounds` (a ScrollView grows into the safe area).
    func adjustedFrame(_ bounds: Rect, context: LayoutContext) -> Rect
    /// True if `adjustedFrame` can change anything.
    var adjustsFrame: Bool { get }
    /// A text that describes the node in results and pictures (a bar's title), if any.
    var label: String? { get }
    /// The explicit value of guide `key` in this view of `size` (chosen for `proposal`), in its own
    /// coordinates, or nil to use the guide's default. Only asked when the subtree can have explicit
    /// guides (see `explicitGuideSource`).
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double?
    /// Whether this view itself publishes explicit guides: 1 for alignmentGuide, 2 for text baselines.
    var explicitGuideSource: UInt8 { get }
    /// True if this view builds its content while it is placed (GeometryReader).
    var buildsDuringPlacement: Bool { get }
    /// The axes of the proposal (`ProposalAxes`) that neither this view's size nor any frame in its subtree
    /// depends on, given the axes all its children ignore (`children`; every axis for a leaf). A
    /// frame(height: 20) ignores the proposed height whatever its content; a stack ignores what all its
    /// children ignore. The pass measures such a view once for all proposals that differ only there
    /// (a stack's probes of a fixed-height row are one measurement, not three). Default: none —
    /// right for every layout; a layout claims an axis only where its rules make it exact.
    func ignoredProposalAxes(children: UInt8) -> UInt8
    /// True for `.statusBarHidden()`: the root's top inset changes (`LayoutEnvironment.hidingStatusBar`).
    var hidesStatusBar: Bool { get }
}

/// The bits of `LayoutComputer.ignoredProposalAxes`.
enum ProposalAxes {
    static let width: UInt8 = 1
    static let height: UInt8 = 2
    static let both: UInt8 = 3
}

/// How a view affects the stack axis that Spacers below it see.
enum StackAxisEffect: Sendable { case inherit, set(Axis), clear }

/// Environment values that flow down the tree and can differ per node.
public struct NodeEnvironment: Hashable, Sendable {
    /// The axis of the nearest enclosing stack, through modifiers; nil outside stacks.
    public var stackAxis: Axis?
    /// The font Text uses (nil: the platform's default Text font).
    public var font: Font? = nil
    /// `.fontWeight(_:)`, `.bold()` and `.italic()` set on a container, applied by every Text inside.
    public var fontWeight: Font.Weight? = nil
    public var bold = false
    public var italic = false
    /// `.fontDesign(_:)` (nil: the font's) and `.monospaced()` set on a container, applied by every Text inside.
    public var fontDesign: Font.Design? = nil
    public var monospaced = false
    /// The most lines Text may use (lineLimit); nil: no limit.
    public var lineLimit: LineLimit? = nil
    /// `.dynamicTypeSize(_:)` on a container; nil: the layout environment's.
    public var dynamicTypeSize: DynamicTypeSize? = nil
    /// Where a Text that does not fit its lines is cut.
    public var truncation: TruncationMode = .tail
    /// `.tracking(_:)` / `.kerning(_:)`: points added after every character of the Text inside.
    public var tracking: Double = 0
    /// `.lineSpacing(_:)`: points between wrapped lines.
    public var lineSpacing: Double = 0
    /// `.baselineOffset(_:)`: points the text is raised (negative: lowered) from its baseline.
    public var baselineOffset: Double = 0
    /// `.textCase(_:)`: nil, or upper/lower case.
    public var textCase: TextCase? = nil
    /// `.multilineTextAlignment(_:)`: where a Text's lines sit in its frame (pictures only: no frame changes).
    public var multilineTextAlignment: HorizontalAlignment = .leading
    /// `.minimumScaleFactor(_:)`: how far Text may shrink to fit its lines (1: not at all).
    public var minimumScaleFactor: Double = 1
    /// Control styles, sizes and `labelsHidden` (Controls/ControlEnvironment.swift).
    public var controls = ControlEnvironment()
    /// `.environment(\.layoutDirection, _)` set above this node; nil: the root's
    /// (`LayoutEnvironment.layoutDirection`).
    public var layoutDirection: LayoutDirection? = nil
    /// contentMargins, defaultScrollAnchor and the other scroll options (Containers/ScrollViewOptions.swift).
    public var scroll = ScrollEnvironment()
    /// listStyle, listRowSpacing, listSectionSpacing, defaultMinListRowHeight (Containers/List.swift).
    public var list = ListEnvironment()
}

extension LayoutComputer {
    var layoutPriority: Double? { nil }
    var stackAxisForContent: StackAxisEffect { .inherit }
    func updateEnvironment(_ environment: inout NodeEnvironment) {}
    var updatesEnvironment: Bool { false }
    func adjustedFrame(_ bounds: Rect, context: LayoutContext) -> Rect { bounds }
    var adjustsFrame: Bool { false }
    var label: String? { nil }
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? { nil }
    var explicitGuideSource: UInt8 { 0 }
    var buildsDuringPlacement: Bool { false }
    func ignoredProposalAxes(children: UInt8) -> UInt8 { 0 }
    var hidesStatusBar: Bool { false }
}

/// A modifier that writes environment values for its content and changes nothing else (SwiftUI's
/// `EnvironmentKeyWritingModifier`): `.font`, `.bold()`, `.lineLimit`, `.truncationMode`, `.dynamicTypeSize`,
/// `.environment(\.layoutDirection, …)`. `name` is the type SwiftUI prints for it.
struct EnvironmentWriter: UnaryModifier {
    let name: String
    let write: @Sendable (inout NodeEnvironment) -> Void
    func updateEnvironment(_ environment: inout NodeEnvironment) { write(&environment) }
    var updatesEnvironment: Bool { true }
}

/// Defaults for modifiers that wrap one view and keep its size, placement and spacing.
protocol UnaryModifier: LayoutComputer {}
extension UnaryModifier {
    var isModifier: Bool { true }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        subviews[0].sizeThatFits(proposal)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        subviews[0].place(at: bounds.origin, proposal: proposal)
    }
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { subviews[0].spacing }
    /// The content's explicit guides, unchanged: right for modifiers that keep the content at their origin.
    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        subviews[0].dimensions(in: proposal).explicitValue(key)
    }
}

/// The explicit value of `key` of a child placed with `dimensions` at `origin` (relative to the parent).
func explicitValue(_ key: AlignmentKey, of dimensions: ViewDimensions, at origin: Point) -> Double? {
    dimensions.explicitValue(key).map { $0 + (key.axis == .horizontal ? origin.x : origin.y) }
}

/// Defaults for leaves: plain spacing, no children.
protocol LeafLayout: LayoutComputer {}
extension LeafLayout {
    var isModifier: Bool { false }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {}
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { .plain }
}

/// What a layout can read besides its children: the pass-wide environment and its own node's values.
struct LayoutContext {
    /// The pass, unretained: it outlives every context (a context is made for one call into a layout).
    let passRef: Unmanaged<LayoutPass>
    let index: Int
    init(pass: LayoutPass, index: Int) { passRef = .passUnretained(pass); self.index = index }
    var pass: LayoutPass { passRef.takeUnretainedValue() }
    var environment: LayoutEnvironment { pass.environment }
    var nodeEnvironment: NodeEnvironment { pass.environment(of: index) }
    /// True if this node lays its children out right to left (`LayoutPass.place` mirrors their x within
    /// this node's frame). Layouts that compute screen coordinates (the safe area, offset) use it to
    /// convert; the rest compute left to right and need not look.
    var isRightToLeft: Bool { pass.isRightToLeft(index) }
    /// The safe-area regions in effect, innermost first.
    var safeAreaRegions: [SafeAreaRegion] { pass.safeAreaRegions }
    /// The nearest container's length on `axis` (containerRelativeFrame), already minus what the
    /// container subtracts (its safe area, bars).
    func containerLength(_ axis: Axis) -> Double { pass.containers[pass.currentContainer].length(axis) }
    /// Measures or places content inside this node as a container of `length` (nil axes inherit).
    func asContainer<T>(length: ProposedViewSize, _ body: () -> T) -> T {
        pass.withContainer(node: index, length: length, body)
    }
    /// Places content with `regions` added in front of the current safe-area regions.
    func withRegions<T>(_ regions: [SafeAreaRegion], _ body: () -> T) -> T { pass.withRegions(regions, body) }
    func withReplacedRegions<T>(_ regions: [SafeAreaRegion], _ body: () -> T) -> T { pass.withReplacedRegions(regions, body) }
    /// What this node's layout stored for `proposal` with `setCached` (SwiftUI's `Layout` cache): valid
    /// while the node's subtree and the container are unchanged.
    func cached<T>(_ type: T.Type, for proposal: ProposedViewSize) -> T? { pass.cached(type, of: index, for: proposal) }
    func setCached<T>(_ value: T, for proposal: ProposedViewSize) { pass.setCached(value, of: index, for: proposal) }
    /// Reports a failed user function; the layout fails with the first one.
    func record(_ error: LayoutError) { pass.record(error) }

    /// False, with the layout's error recorded, if `text` (`what` of this node) is longer than the
    /// environment's `max_text_bytes`: it is not measured (breaking it into lines would cost about 7–9 µs
    /// per byte, each time it is measured).
    func textFits(_ text: String, _ what: String) -> Bool {
        let bytes = text.utf8.count, limit = environment.maxTextBytes
        guard bytes > limit else { return true }
        record(LayoutError(.invalidArgument, "\(what) at node \(index) has \(bytes) bytes; the most a layout measures is \(limit) (environment parameter max_text_bytes, at most \(LayoutEnvironment.maxTextBytesLimit): breaking text into lines costs about 7 to 9 µs per byte per measurement)"))
        return false
    }

    /// Calls a user function (`what` names it in errors). A throw — or, for numbers, a non-finite or
    /// out-of-range result — is recorded and gives nil, so the pass goes on and the layout then fails
    /// with a clear error instead of trapping.
    func callUser<T>(_ what: String, _ body: () throws -> T) -> T? {
        do {
            return try CallbackScope.run(owner: pass.owner, body)
        } catch let error as LayoutError {
            record(error)
        } catch {
            record(LayoutError(.callbackFailed, "\(what) failed: \(error)"))
        }
        return nil
    }

    /// `callUser` for a number that must be finite (and ≥ 0 if `nonNegative`).
    func callUserNumber(_ what: String, nonNegative: Bool = false, _ body: () throws -> Double) -> Double? {
        guard let value = callUser(what, body) else { return nil }
        guard value.isFinite, !nonNegative || value >= 0 else {
            record(LayoutError(.callbackFailed, "\(what) returned \(fmt(value)); it must be a finite number\(nonNegative ? " ≥ 0" : "")"))
            return nil
        }
        return value
    }
}

/// A layout's view of one child: measure it (cached by proposal) and place it.
struct Subview {
    // Unretained (the pass outlives its subviews), and used through `_withUnsafeGuaranteedRef` in the
    // calls every layout makes: an `unowned(unsafe)` reference is retained and released at each use.
    let passRef: Unmanaged<LayoutPass>
    let index: Int
    init(pass: LayoutPass, index: Int) { passRef = .passUnretained(pass); self.index = index }
    init(passRef: Unmanaged<LayoutPass>, index: Int) { self.passRef = passRef; self.index = index }
    var pass: LayoutPass { passRef.takeUnretainedValue() }

    /// The child's size for `proposal`; measured once per distinct proposal.
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        passRef._withUnsafeGuaranteedRef { $0.size(of: index, for: proposal) }
    }
    /// The child's size and guides for `proposal`.
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        passRef._withUnsafeGuaranteedRef { $0.dimensions(of: index, for: proposal) }
    }
    /// `dimensions(in:)` for a proposal the child was just measured for, at `size`.
    func dimensions(in proposal: ProposedViewSize, size: Size) -> ViewDimensions {
        passRef._withUnsafeGuaranteedRef { $0.dimensions(of: index, for: proposal, size: size) }
    }
    /// True if the child's size and frames do not depend on the proposal's length on `axis`
    /// (`ViewNode.ignoredAxes`): every proposal along it gets the same answer.
    func ignoresProposal(along axis: Axis) -> Bool {
        passRef._withUnsafeGuaranteedRef { $0.ignoredAxes(of: index) } & (axis == .horizontal ? ProposalAxes.width : ProposalAxes.height) != 0
    }
    /// Places the child so that `anchor` (a unit point of its size) lands on `point`, with the child
    /// choosing its size for `proposal`.
    func place(at point: Point, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        passRef._withUnsafeGuaranteedRef { $0.place(index, at: point, anchor: anchor, proposal: proposal) }
    }
    /// `place(at:proposal:)` for a proposal the child's `size` was just measured (or its dimensions read) for.
    func place(at point: Point, proposal: ProposedViewSize, size: Size) {
        passRef._withUnsafeGuaranteedRef { $0.place(index, at: point, anchor: .topLeading, proposal: proposal, size: size) }
    }
    /// The child's `layoutPriority` (a Spacer's is -∞; traits pass through modifiers).
    var priority: Double { passRef._withUnsafeGuaranteedRef { $0.priority(of: index) } }
    /// The spacing preferences the child publishes.
    var spacing: ViewSpacing { passRef._withUnsafeGuaranteedRef { $0.spacing(of: index) } }
    /// The nearest modifier of type `T` on this view, looking through its modifier chain: a trait such as
    /// gridCellColumns, tag or listRowInsets. (What only Grid may do with a child is `GridChild`.)
    func modifier<T>(_ type: T.Type) -> T? { pass.modifier(type, from: index) }
}

/// The children of a node, in order.
struct Subviews: RandomAccessCollection {
    let passRef: Unmanaged<LayoutPass>  // unretained, as in `Subview`
    /// The node whose children these are.
    let parent: Int
    init(pass: LayoutPass, parent: Int) { passRef = .passUnretained(pass); self.parent = parent }
    var pass: LayoutPass { passRef.takeUnretainedValue() }
    var startIndex: Int { 0 }
    var endIndex: Int { passRef._withUnsafeGuaranteedRef { $0.childCount[parent] } }
    @inline(__always)
    subscript(position: Int) -> Subview {
        Subview(passRef: passRef, index: passRef._withUnsafeGuaranteedRef { $0.childList[$0.childStart[parent] + position] })
    }
}

/// A point in a view's own unit square: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    public static let topTrailing = UnitPoint(x: 1, y: 0), bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
