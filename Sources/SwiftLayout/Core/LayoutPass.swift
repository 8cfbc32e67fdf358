// The layout pass: instantiates a view tree (one record per occurrence of a node), measures with a cache
// keyed by proposal, places top-down in root coordinates, and hands back a LayoutResult. Four parts: the
// node table and its one writer (`write`) and the driver (`run`, `rerun`, `replace`) are here; the
// measurement caches are `MeasurementCache`, the scopes in effect while placing `PlacementScopes`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One layout of a view tree in an environment, kept for relayout (see `RetainedLayout`). Not
/// thread-safe; each call to `layout` makes its own.
final class LayoutPass {
    /// The environment the layout runs in: `requested` with the tree's root preferences applied (a hidden
    /// status bar's top inset, `LayoutEnvironment.hidingStatusBar`).
    private(set) var environment: LayoutEnvironment
    /// The environment as the caller gave it.
    private(set) var requested: LayoutEnvironment
    /// The containers, safe-area regions and named spaces in effect at the node being measured or placed.
    private var scopes: PlacementScopes
    /// Every node's cached measurements.
    private var caches = MeasurementCache()
    /// The safe-area regions in effect at the node being placed, innermost first. Modifiers such as
    /// safeAreaInset and the container views add regions for their content while placing it.
    var safeAreaRegions: [SafeAreaRegion] { scopes.safeAreaRegions }
    /// Containers (for containerRelativeFrame), interned, and the nearest one.
    var containers: [ContainerContext] { scopes.containers }
    var currentContainer: Int { scopes.currentContainer }
    /// The first failure of a user function (containerRelativeFrame's length), reported after the pass.
    private(set) var failure: LayoutError? = nil
    /// The layout this pass belongs to (`CallbackScope`): its user functions run marked with it.
    var owner: UInt64 = 0

    // Per node occurrence, in pre-order.
    /// Each node's view, unretained: `owners` keep them alive (the root holds the static tree), so the
    /// pass neither retains nor releases a view per node, and reaches a node's layout without a copy of
    /// the layout existential.
    private var refs = Store<Unmanaged<ViewNode>>()
    /// The views that own every view in `refs`: the root, and the content GeometryReaders built.
    private var owners: [ViewNode] = []
    /// `refs` and `owners` as results keep them (made once per change of the tree).
    private var viewListCache: ViewList? = nil
    private(set) var parents = Store<Int>()
    private(set) var childStart = Store<Int>()
    private(set) var childCount = Store<Int>()
    private(set) var childList = Store<Int>()
    /// Per node, an index into `environments`: the distinct environments of a tree are few.
    private var environmentIndex = Store<UInt32>()
    private var environments: [NodeEnvironment] = []
    private var environmentIDs: [NodeEnvironment: UInt32] = [:]
    private var priorities = Store<Double>()
    /// Per node: which explicit guides its subtree can publish (bit 1 alignmentGuide, bit 2 text).
    private var guideSources = Store<UInt8>()
    private(set) var frames = Store<Rect>()
    /// Per node: placed in this pass (custom layouts must place every subview; the rest are placed for them).
    private(set) var placed = Store<Bool>()
    /// Every `sizeThatFits` computed (cache misses), over all nodes.
    private(set) var measureCount = 0

    // Incremental relayout. A node whose subtree did not change (`dirty` false) and that is placed with
    // the same inputs as last time — the same proposal, container and safe-area regions (`lastPlacement`, `lastRegions`)
    // and the same frame — keeps its subtree's frames: its placement is skipped.
    /// True once a pass has run and the tree builds nothing during placement (no GeometryReader).
    private(set) var incremental = false
    private var dirty = Store<Bool>()
    private var dirtyList: [Int] = []
    /// The proposal and container of each node's last placement, and its safe-area regions (-1: not
    /// placed by `place` yet).
    private var lastPlacement = Store<MeasureKey>()
    private var lastRegions = Store<Int32>()
    /// Room on the stack for the recursion (see `StackGuard`).
    private let stack = StackGuard()
    /// Set when the tree could not be built in full (no thread could be made to go deeper): every pass
    /// then fails with it.
    private var buildFailure: LayoutError? = nil

    init(root: ViewNode, environment requested: LayoutEnvironment, exactKeys: Bool = false) {
        self.requested = requested
        let environment = requested.hidingStatusBar(root.hidesStatusBar)
        self.environment = environment
        self.exactKeys = exactKeys
        scopes = PlacementScopes(environment: environment)
        owners = [root]
        addSlots(root.count, placeholder: root)
        _ = instantiate(root, parent: -1, environment: intern(NodeEnvironment()))
    }

    /// The next free node slot and child-list slot (`addSlots` makes them, `instantiate` writes them).
    private var nodeEnd = 0
    private var childEnd = 0

    /// Adds `n` node slots, in their initial state, to every per-node store, and `n` child-list slots
    /// (a subtree of n nodes has n - 1 child-list entries; one more links it to a parent).
    private func addSlots(_ n: Int, placeholder: ViewNode) {
        refs.append(Unmanaged.passUnretained(placeholder), count: n); parents.append(-1, count: n)
        childStart.append(0, count: n); childCount.append(0, count: n); childList.append(0, count: n)
        environmentIndex.append(0, count: n); priorities.append(0, count: n); guideSources.append(0, count: n)
        caches.addSlots(n); frames.append(.zero, count: n)
        placed.append(false, count: n); dirty.append(false, count: n)
        lastPlacement.append(MeasureKey(proposal: .unspecified, container: -1), count: n); lastRegions.append(-1, count: n)
    }


    /// The number of nodes (the static tree, then what GeometryReaders built).
    var nodeCount: Int { refs.count }
    /// The view of node `index`.
    func view(at index: Int) -> ViewNode { refs[index].takeUnretainedValue() }
    /// Every node's view, as results keep them.
    var views: ViewList {
        if let made = viewListCache, made.count == refs.count { return made }
        let made = ViewList(refs: refs.array, owners: owners)
        viewListCache = made
        return made
    }

    /// Node `index`'s environment (font, line limit, stack axis).
    func environment(of index: Int) -> NodeEnvironment { environments[Int(environmentIndex[index])] }

    /// True if some node may lay its children out right to left: the root's direction is, or an
    /// environment of the tree sets it. False (the usual case): `place` never looks at directions.
    private var mayMirror: Bool { environment.layoutDirection == .rightToLeft || setsRightToLeft }
    /// True once an interned environment sets `.rightToLeft`.
    private var setsRightToLeft = false

    /// True if node `index` lays its children out right to left.
    func isRightToLeft(_ index: Int) -> Bool {
        (environments[Int(environmentIndex[index])].layoutDirection ?? environment.layoutDirection) == .rightToLeft
    }

    private func intern(_ environment: NodeEnvironment) -> UInt32 {
        if let last = environments.last, last == environment { return UInt32(environments.count - 1) }
        if let known = environmentIDs[environment] { return known }
        if environment.layoutDirection == .rightToLeft { setsRightToLeft = true }
        let id = UInt32(truncatingIfNeeded: environments.count)
        environments.append(environment)
        environmentIDs[environment] = id
        axisVariants.append((-1, -1, -1))
        return id
    }
    /// Per interned environment: the interned environment with its stack axis set horizontal, vertical, or
    /// cleared (-1: not made yet), so that every stack below another does not copy and compare one.
    private var axisVariants: [(Int32, Int32, Int32)] = []

    /// The environment node `index`'s children get, interned: its own unless its layout changes it.
    private func innerEnvironment(of index: Int) -> UInt32 {
        let own = environmentIndex[index]
        let (axis, updates) = refs[index]._withUnsafeGuaranteedRef { ($0.traits.stackAxisForContent, $0.traits.updatesEnvironment) }
        // The common answers (the children's environment is this node's own, or its own with another stack
        // axis, found before) without copying or comparing one.
        var variant = -1
        if !updates {
            switch axis {
            case .inherit: return own
            case .set(let axis):
                if environments[Int(own)].stackAxis == axis { return own }
                variant = axis == .horizontal ? 0 : 1
            case .clear:
                if environments[Int(own)].stackAxis == nil { return own }
                variant = 2
            }
            let known = variant == 0 ? axisVariants[Int(own)].0 : variant == 1 ? axisVariants[Int(own)].1 : axisVariants[Int(own)].2
            if known >= 0 { return UInt32(known) }
        }
        var inner = environments[Int(own)]
        switch axis {
        case .inherit: break
        case .set(let axis): inner.stackAxis = axis
        case .clear: inner.stackAxis = nil
        }
        if updates { refs[index]._withUnsafeGuaranteedRef { $0.updateEnvironment(&inner) } }
        let made = intern(inner)
        if variant >= 0 {
            switch variant {
            case 0: axisVariants[Int(own)].0 = Int32(truncatingIfNeeded: made)
            case 1: axisVariants[Int(own)].1 = Int32(truncatingIfNeeded: made)
            default: axisVariants[Int(own)].2 = Int32(truncatingIfNeeded: made)
            }
        }
        return made
    }

    /// Adds `node` as the only child of `parent` during placement (a GeometryReader's content) and
    /// returns its index. Nodes added this way follow the static tree in the result.
    func attach(_ node: ViewNode, to parent: Int) -> Int {
        owners.append(node)
        viewListCache = nil
        addSlots(node.count, placeholder: node)
        let child = instantiate(node, parent: parent, environment: innerEnvironment(of: parent))
        childStart[parent] = childEnd
        childCount[parent] = 1
        childList[childEnd] = child
        childEnd += 1
        return child
    }

    /// The depth (the root's is 1) of the nodes between a GeometryReader and the root, worked out once
    /// each, so content built during placement counts toward `max_depth` wherever it is built.
    private var depths: [Int: Int] = [:]
    /// Node `index`'s depth in the tree being laid out, built content included (root: 1).
    func depth(of index: Int) -> Int {
        var path: [Int] = []
        var i = index
        var known = 0
        while true {
            if let d = depths[i] { known = d; break }
            path.append(i)
            guard parents[i] >= 0 else { break }
            i = parents[i]
        }
        for node in path.reversed() { known += 1; depths[node] = known }
        return known
    }

    /// Named coordinate spaces (coordinateSpace(name:)) of the views being placed.
    var namedSpaces: [String: Rect] { scopes.namedSpaces }
    func withNamedSpace<T>(_ name: String, _ rect: Rect, _ body: () -> T) -> T {
        let saved = scopes.enterNamedSpace(name, rect)
        defer { scopes.leaveNamedSpace(name, saved) }
        return body()
    }

    /// Writes `node`'s subtree into the next free slots (made by `addSlots`) and returns its index.
    private func instantiate(_ node: ViewNode, parent: Int, environment: UInt32) -> Int {
        let index = nodeEnd
        var edge = childEnd
        nodeEnd = write(node, at: index, parent: parent, environment: environment, edge: &edge, FreshSlots.self)
        childEnd = edge
        return index
    }

    /// The node table's one writer: writes `node`'s subtree into the slots from `index` on, in pre-order,
    /// and its child lists from `edge` on, a node's own list before its children's (so a subtree's lists
    /// are one block that starts with the node's own: `replace` relies on it). `fresh` slots (`addSlots`)
    /// are in their initial state and only what differs is written; others (`replace`) are reset and
    /// marked dirty (`Slots` says which). Returns the index after the subtree.
    private func write<Slots: SlotKind>(_ node: ViewNode, at index: Int, parent: Int, environment: UInt32, edge: inout Int,
                                        _ slots: Slots.Type) -> Int {
        let fresh = Slots.fresh
        if stack.isLow {
            var at = edge
            let result = stack.continueOnNewThread { () -> Int in
                write(node, at: index, parent: parent, environment: environment, edge: &at, slots)
            }
            edge = at
            if let result { return result }
            buildFailure = buildFailure ?? LayoutPass.noRoom
            guard fresh else { return index + node.count }  // the subtree's slots stay as they were; every pass now fails
            // A stand-in leaf in place of the subtree (owned, as every view of the table; written here,
            // without going deeper).
            let standIn = Rectangle().node
            owners.append(standIn)
            viewListCache = nil
            writeSlot(standIn, at: index, parent: parent, environment: environment, fresh: true)
            childStart[index] = edge
            childCount[index] = 0
            return index + 1
        }
        writeSlot(node, at: index, parent: parent, environment: environment, fresh: fresh)
        let count = node.childCount
        let start = edge
        edge += count
        childStart[index] = start
        childCount[index] = count
        var next = index + 1
        if count > 0 {
            let inner = innerEnvironment(of: index)
            // The children are reached unretained (the root owns them): no reference-count write per view.
            node.withChildren { children in
                for k in 0..<count {
                    childList[start + k] = next
                    next = Unmanaged.passUnretained(children[k])._withUnsafeGuaranteedRef {
                        write($0, at: next, parent: index, environment: inner, edge: &edge, slots)
                    }
                }
            }
        }
        inheritTraits(index)
        return next
    }

    /// `write`'s two kinds of slot, as types, so that each kind gets its own specialized copy of the writer
    /// (building a tree writes no resets at all).
    private protocol SlotKind { static var fresh: Bool { get } }
    private enum FreshSlots: SlotKind { static var fresh: Bool { true } }
    private enum UsedSlots: SlotKind { static var fresh: Bool { false } }

    /// `write` for node `index` itself.
    @inline(__always)
    private func writeSlot(_ node: ViewNode, at index: Int, parent: Int, environment: UInt32, fresh: Bool) {
        refs[index] = Unmanaged.passUnretained(node); parents[index] = parent
        environmentIndex[index] = environment; guideSources[index] = node.traits.explicitGuideSource
        if !fresh {
            priorities[index] = 0
            caches.forget(index)
            frames[index] = .zero; placed[index] = false; lastRegions[index] = -1
            markDirty(index)
        }
    }

    /// What node `index` takes from its children once they are instantiated: the explicit guides its
    /// subtree can publish, and traits such as layoutPriority, which pass through modifiers to the view a
    /// container sees.
    private func inheritTraits(_ index: Int) {
        let start = childStart[index], count = childCount[index]
        for k in 0..<count { guideSources[index] |= guideSources[childList[start + k]] }
        let (own, modifier) = refs[index]._withUnsafeGuaranteedRef { ($0.traits.layoutPriority, $0.traits.isModifier) }
        if let own {
            priorities[index] = own
        } else if modifier, count > 0 {
            priorities[index] = priorities[childList[start]]
        }
    }

    /// What node `index`'s layout stored for `proposal` (in the current container), if it is a `T`: what it
    /// worked out for its last proposal (a stack's distribution), so placing it with the proposal it was
    /// measured for does not work it out again — SwiftUI's `Layout` cache.
    func cached<T>(_ type: T.Type, of index: Int, for proposal: ProposedViewSize) -> T? {
        caches.layoutValue(type, of: index, measureKey(index, proposal))
    }
    func setCached<T>(_ value: T, of index: Int, for proposal: ProposedViewSize) {
        caches.setLayoutValue(value, of: index, measureKey(index, proposal))
    }

    /// The key node `index`'s measurements for `proposal` are cached under: the proposal without the axes
    /// the node's subtree ignores (`ViewNode.ignoredAxes`), in the current container.
    @inline(__always)
    private func measureKey(_ index: Int, _ proposal: ProposedViewSize) -> MeasureKey {
        MeasureKey(proposal: proposal, container: currentContainer, ignoring: ignoredAxes(of: index))
    }
    /// True: measurements are keyed by the proposal as given, ignored axes included, and layouts measure
    /// as if no view ignored an axis (the tests compare both ways: the frames must be the same).
    let exactKeys: Bool
    /// The proposal axes node `index`'s subtree ignores (none with `exactKeys`).
    func ignoredAxes(of index: Int) -> UInt8 {
        exactKeys ? 0 : refs[index]._withUnsafeGuaranteedRef { $0.ignoredAxes }
    }

    func subviews(of index: Int) -> Subviews { Subviews(pass: self, parent: index) }
    func context(of index: Int) -> LayoutContext { LayoutContext(pass: self, index: index) }

    /// The size node `index` chooses for `proposal`, computed at most once per distinct proposal.
    @inline(__always)
    func size(of index: Int, for proposal: ProposedViewSize) -> Size {
        let key = measureKey(index, proposal)
        if let cached = caches.size(of: index, key) { return cached }
        return measure(index, proposal, key)
    }

    /// `size(of:for:)` when the size is not cached yet: the layout computes it.
    @inline(never)
    private func measure(_ index: Int, _ proposal: ProposedViewSize, _ key: MeasureKey) -> Size {
        if stack.isLow { return sizeDeeper(of: index, for: proposal) }
        measureCount &+= 1
        let raw = refs[index]._withUnsafeGuaranteedRef {
            $0.sizeThatFits(proposal, subviews: subviews(of: index), context: context(of: index))
        }
        let size = Size(width: sanitized(raw.width), height: sanitized(raw.height))
        caches.store(size, of: index, key)
        return size
    }

    /// The size and guides of node `index` for `proposal`. Explicit guides are computed on demand and
    /// cached; subtrees without alignmentGuide or Text answer "none" at once.
    func dimensions(of index: Int, for proposal: ProposedViewSize, size known: Size? = nil) -> ViewDimensions {
        let size = known ?? self.size(of: index, for: proposal)
        guard guideSources[index] != 0 else { return ViewDimensions(size: size) }
        let container = currentContainer
        // Weak: a user function could keep the dimensions past the pass; they then answer "no guide".
        return ViewDimensions(size: size) { [weak self] key in
            self?.explicitAlignment(key, of: index, size: size, proposal: proposal, container: container)
        }
    }

    private func explicitAlignment(_ key: AlignmentKey, of index: Int, size: Size, proposal: ProposedViewSize,
                                   container: Int) -> Double? {
        if stack.isLow {
            return deeper(nil) { explicitAlignment(key, of: index, size: size, proposal: proposal, container: container) }
        }
        let sources = guideSources[index]
        guard sources & 1 != 0 || (key.isBaseline && sources & 2 != 0) else { return nil }
        let cacheKey = ExplicitKey(measure: MeasureKey(proposal: proposal, container: container), key: key)
        if let cached = caches.explicitValue(of: index, cacheKey) { return cached }
        let saved = scopes.currentContainer
        scopes.currentContainer = container
        defer { scopes.currentContainer = saved }
        let value = view(at: index).explicitAlignment(key, in: size, proposal: proposal, subviews: subviews(of: index),
                                                           context: context(of: index))
        let clean = value.flatMap { $0.isFinite ? $0 : nil }
        caches.setExplicitValue(clean, of: index, cacheKey)
        return clean
    }

    /// Runs `body` with container `node` of `length` as the nearest container; a nil axis inherits the
    /// enclosing container's length.
    func withContainer<T>(node: Int, length: ProposedViewSize, _ body: () -> T) -> T {
        let saved = scopes.enterContainer(node: node, length: length)
        defer { scopes.leaveContainer(saved) }
        return body()
    }

    /// Runs `body` with `regions` in effect in front of the current ones (innermost first).
    func withRegions<T>(_ regions: [SafeAreaRegion], _ body: () -> T) -> T {
        guard !regions.isEmpty else { return body() }
        let saved = scopes.enterRegions(regions)
        defer { scopes.leaveRegions(saved) }
        return body()
    }
    func withReplacedRegions<T>(_ regions: [SafeAreaRegion], _ body: () -> T) -> T {
        let saved = scopes.replaceRegions(regions)
        defer { scopes.leaveRegions(saved) }
        return body()
    }

    /// `rect` made finite (see `place`): infinite lengths become the screen's, non-finite origins the
    /// parent's.
    private func finite(_ rect: Rect, of index: Int) -> Rect {
        var r = rect
        if !r.size.width.isFinite { r.size.width = environment.size.width }
        if !r.size.height.isFinite { r.size.height = environment.size.height }
        if !r.origin.x.isFinite || !r.origin.y.isFinite {
            let fallback = parents[index] >= 0 ? frames[parents[index]].origin : Point.zero
            if !r.origin.x.isFinite { r.origin.x = fallback.x }
            if !r.origin.y.isFinite { r.origin.y = fallback.y }
        }
        return r
    }

    @inline(never)
    private func sizeDeeper(of index: Int, for proposal: ProposedViewSize) -> Size {
        deeper(.zero) { size(of: index, for: proposal) }
    }

    /// `body` (one level deeper) on a thread with room for it; `fallback` and a failed layout if no
    /// thread could be made.
    @inline(never)
    private func deeper<T>(_ fallback: T, _ body: () -> T) -> T {
        if let value = stack.continueOnNewThread(body) { return value }
        record(LayoutPass.noRoom)
        return fallback
    }
    private static let noRoom = LayoutError(.depthExceeded, "the tree is too deep for the thread's stack, and no thread could be made to continue it")

    /// Records the first failure of a user function; the layout then fails with it.
    func record(_ error: LayoutError) { if failure == nil { failure = error } }

    /// The spacing preferences of node `index` (computed once).
    func spacing(of index: Int) -> ViewSpacing {
        if let cached = caches.spacing(of: index) { return cached }
        if stack.isLow { return deeper(.plain) { spacing(of: index) } }
        let value = refs[index]._withUnsafeGuaranteedRef {
            $0.spacing(subviews: subviews(of: index), context: context(of: index))
        }
        caches.setSpacing(value, of: index)
        return value
    }

    /// How node `index` is drawn when it is a Text, in the size it has now; nil for any other node.
    func textDrawing(of index: Int) -> TextDrawing? {
        guard let text = refs[index]._withUnsafeGuaranteedRef({ $0.layout(as: TextLayout.self) }) else { return nil }
        return text.drawing(in: frames[index].size, context: context(of: index))
    }

    func priority(of index: Int) -> Double { priorities[index] }

    /// Gives node `index` its frame and lets it place its children.
    /// `size`, if given, is the size the node chose for `proposal` (its parent just read it).
    func place(_ index: Int, at point: Point, anchor: UnitPoint, proposal: ProposedViewSize, size known: Size? = nil) {
        if stack.isLow { return deeper(()) { place(index, at: point, anchor: anchor, proposal: proposal, size: known) } }
        placed[index] = true
        // Frames are always finite. A view can choose an infinite length only when something proposes
        // infinity for placement (aspectRatio(.fill) with an unspecified axis, for one); it is given the
        // screen's length there instead, and an origin that the arithmetic made non-finite falls back to
        // the parent's.
        var size = known ?? self.size(of: index, for: proposal)
        size = finite(Rect(origin: .zero, size: size), of: index).size
        var origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        // Right to left (rules §23): the parent placed the child in a left-to-right space; flip its x
        // within the parent's frame. The child's own environment is the one its parent's layout ran in.
        if mayMirror, parents[index] >= 0, isRightToLeft(index) {
            let parent = frames[parents[index]]
            origin.x = parent.minX + parent.maxX - origin.x - size.width
        }
        let own = Rect(origin: origin, size: size)
        let bounds = refs[index]._withUnsafeGuaranteedRef { node in
            finite(node.traits.adjustsFrame ? node.adjustedFrame(own, context: context(of: index)) : own, of: index)
        }
        let inputs = MeasureKey(proposal: proposal, container: currentContainer)
        let regions = Int32(truncatingIfNeeded: scopes.currentRegions)
        if incremental, !dirty[index], lastRegions[index] == regions, frames[index] == bounds,
           lastPlacement[index] == inputs {
            return  // same inputs, unchanged subtree: its frames stand
        }
        frames[index] = bounds
        lastPlacement[index] = inputs
        lastRegions[index] = regions
        refs[index]._withUnsafeGuaranteedRef {
            $0.placeSubviews(in: bounds, proposal: proposal, subviews: subviews(of: index), context: context(of: index))
        }
    }

    /// Forgets that node `index` was placed (a custom layout is about to place its subviews again).
    func unplace(_ index: Int) { placed[index] = false }

    func setFrame(_ index: Int, _ rect: Rect) {
        let rect = finite(rect, of: index)
        var i = index
        while true {
            frames[i] = rect
            guard isModifier(i), childCount[i] > 0 else { return }
            i = childList[childStart[i]]
        }
    }

    /// True if node `index` is a modifier.
    func isModifier(_ index: Int) -> Bool { refs[index]._withUnsafeGuaranteedRef { $0.traits.isModifier } }

    /// The node under node `index`'s modifiers.
    func baseIndex(of index: Int) -> Int {
        var i = index
        while isModifier(i), childCount[i] > 0 { i = childList[childStart[i]] }
        return i
    }

    /// The nearest `T` among node `index` and the contents of its modifier chain.
    func modifier<T>(_ type: T.Type, from index: Int) -> T? {
        var i = index
        while true {
            if let found = view(at: i).layout(as: T.self) { return found }
            guard isModifier(i), childCount[i] > 0 else { return nil }
            i = childList[childStart[i]]
        }
    }


    deinit {
        stack.free(); refs.free(); parents.free(); childStart.free(); childCount.free(); childList.free(); environmentIndex.free()
        priorities.free(); guideSources.free(); frames.free(); placed.free(); dirty.free()
        lastPlacement.free(); lastRegions.free(); caches.free()
    }

    /// Runs the root negotiation (rules §0): propose the safe-area size, centre the result in the safe area.
    func run() {
        let safe = environment.safeRect
        let rootSize = size(of: 0, for: ProposedViewSize(safe.size))
        let origin = Point(x: safe.minX + (safe.width - rootSize.width) / 2,
                           y: safe.minY + (safe.height - rootSize.height) / 2)
        place(0, at: origin, anchor: .topLeading, proposal: ProposedViewSize(safe.size))
    }

    /// Lays the tree out again after `changeEnvironment` or `replace`: only what changed is measured, and
    /// only subtrees whose placement inputs changed are placed. Nothing changed: returns at once.
    /// Returns false if nothing needed doing.
    @discardableResult
    func rerun() -> Bool {
        guard hasPendingWork else { return false }
        stack.watchCurrentThread()
        failure = buildFailure
        run()
        for i in dirtyList { dirty[i] = false }
        dirtyList.removeAll(keepingCapacity: true)
        environmentChanged = false
        // Trees that build views while they are placed (GeometryReader) are laid out in full each time.
        incremental = !view(at: 0).hasDynamicContent && failure == nil
        if failure != nil {
            // Sizes measured while a user function failed are not to be trusted next time.
            caches.forgetAll()
        }
        return true
    }
    private var environmentChanged = false
    /// False if a rerun would find nothing to do.
    var hasPendingWork: Bool { !incremental || !dirtyList.isEmpty || environmentChanged }

    /// Switches to `new`. Cached sizes stay if views measure the same there (only the screen, the safe
    /// area or the keyboard changed); otherwise every cache is dropped and the next pass does everything.
    func changeEnvironment(_ requested: LayoutEnvironment) {
        self.requested = requested
        let new = requested.hidingStatusBar(view(at: 0).hidesStatusBar)
        let keepSizes = environment.measuresLike(new)
        // Sizes do not depend on the direction, but every placement under a mirrored parent does.
        if environment.layoutDirection != new.layoutDirection { incremental = false }
        environment = new
        scopes.reset(for: new)
        environmentChanged = true
        if !keepSizes {
            caches.forgetAll()
            incremental = false
        }
    }

    /// The index one past node `index`'s subtree (pre-order keeps a subtree contiguous).
    func subtreeEnd(_ index: Int) -> Int {
        var i = index
        while childCount[i] > 0 { i = childList[childStart[i] + childCount[i] - 1] }
        return i + 1
    }

    /// Replaces the subtree at `index` with `node`, which has as many nodes, and `path` (the ancestors'
    /// new views, parent first) — in place, so no other index moves. The ancestors lose their cached
    /// sizes (dirty up to the root); everything else keeps its own. Returns false, changing nothing, if
    /// that cannot be done in place (another node count, or a tree that builds views while placed).
    func replace(at index: Int, with node: ViewNode, path: [ViewNode]) -> Bool {
        guard incremental, !node.hasDynamicContent else { return false }
        // A change of the status bar's visibility changes the root's insets: a fresh pass.
        guard (path.last ?? node).hidesStatusBar == view(at: 0).hidesStatusBar else { return false }
        let end = subtreeEnd(index)
        guard node.count == end - index else { return false }
        // The subtree's child lists are one block that starts with the node's own children.
        var edge = childStart[index]
        let environment = parents[index] >= 0 ? innerEnvironment(of: parents[index]) : intern(NodeEnvironment())
        _ = write(node, at: index, parent: parents[index], environment: environment, edge: &edge, UsedSlots.self)
        var child = index
        var ancestor = parents[index]
        var k = 0
        while ancestor >= 0 {
            if k < path.count { refs[ancestor] = Unmanaged.passUnretained(path[k]) }
            k += 1
            caches.forget(ancestor)
            markDirty(ancestor)
            let traits = view(at: ancestor).traits
            var sources = traits.explicitGuideSource
            for c in 0..<childCount[ancestor] { sources |= guideSources[childList[childStart[ancestor] + c]] }
            guideSources[ancestor] = sources
            if traits.layoutPriority == nil, traits.isModifier,
               childCount[ancestor] > 0, childList[childStart[ancestor]] == child {
                priorities[ancestor] = priorities[child]
            }
            child = ancestor
            ancestor = parents[ancestor]
        }
        // The new root owns the new tree; the old one (released only now: the walk above read the old
        // ancestors' views) takes the replaced views with it.
        owners = [path.last ?? node]
        viewListCache = nil
        return true
    }

    private func markDirty(_ index: Int) {
        if !dirty[index] { dirty[index] = true; dirtyList.append(index) }
    }

    /// A size component a layout returned, made safe: NaN and negative lengths become 0.
    private func sanitized(_ v: Double) -> Double { v.isNaN || v < 0 ? 0 : v }
}
