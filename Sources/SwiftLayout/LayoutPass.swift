// The layout pass: instantiates a view tree (one record per occurrence of a node), measures with a cache
// keyed by proposal, places top-down in root coordinates, and hands back a LayoutResult.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One layout of a view tree in an environment. Not thread-safe; each call to `layout` makes its own.
final class LayoutPass {
    let environment: LayoutEnvironment
    /// The safe-area regions in effect at the node being placed, innermost first. Modifiers such as
    /// safeAreaInset and the container views add regions for their content while placing it.
    private(set) var safeAreaRegions: [SafeAreaRegion]
    /// Containers (for containerRelativeFrame), interned: the window is 0. Sizes measured inside a
    /// container depend on its length, so the current container is part of every cache key.
    private(set) var containers: [ContainerContext] = []
    private var containerIndex: [ContainerContext: Int] = [:]
    private(set) var currentContainer = 0
    /// The first failure of a user function (containerRelativeFrame's length), reported after the pass.
    private(set) var failure: LayoutError? = nil

    // Per node occurrence, in pre-order.
    private(set) var nodes: [ViewNode] = []
    private(set) var parents: [Int] = []
    private(set) var childStart: [Int] = []
    private(set) var childCount: [Int] = []
    private(set) var childList: [Int] = []
    private(set) var nodeEnvironments: [NodeEnvironment] = []
    private var priorities: [Double] = []
    /// Per node: which explicit guides its subtree can publish (bit 1 alignmentGuide, bit 2 text).
    private var guideSources: [UInt8] = []
    private var explicitCache: [Int: [ExplicitKey: Double?]] = [:]
    private var sizeCache: [SizeCache] = []
    private var spacingCache: [ViewSpacing?] = []
    private(set) var frames: [Rect] = []
    /// Per node: placed in this pass (custom layouts must place every subview; the rest are placed for them).
    private(set) var placed: [Bool] = []
    /// Every `sizeThatFits` computed (cache misses), over all nodes.
    private(set) var measureCount = 0

    init(root: ViewNode, environment: LayoutEnvironment) {
        self.environment = environment
        self.safeAreaRegions = SafeAreaRegion.rootRegions(for: environment)
        let window = ContainerContext(node: -1, width: environment.safeRect.width, height: environment.safeRect.height, parent: -1)
        containers = [window]
        containerIndex[window] = 0
        let n = root.count
        nodes.reserveCapacity(n); parents.reserveCapacity(n); childStart.reserveCapacity(n)
        childCount.reserveCapacity(n); nodeEnvironments.reserveCapacity(n); priorities.reserveCapacity(n)
        _ = instantiate(root, parent: -1, environment: NodeEnvironment())
    }

    /// The environment node `index`'s children get.
    private func innerEnvironment(of index: Int) -> NodeEnvironment {
        var inner = nodeEnvironments[index]
        switch nodes[index].layout.stackAxisForContent {
        case .inherit: break
        case .set(let axis): inner.stackAxis = axis
        case .clear: inner.stackAxis = nil
        }
        nodes[index].layout.updateEnvironment(&inner)
        return inner
    }

    /// Adds `node` as the only child of `parent` during placement (a GeometryReader's content) and
    /// returns its index. Nodes added this way follow the static tree in the result.
    func attach(_ node: ViewNode, to parent: Int) -> Int {
        let child = instantiate(node, parent: parent, environment: innerEnvironment(of: parent))
        childStart[parent] = childList.count
        childCount[parent] = 1
        childList.append(child)
        return child
    }

    /// Named coordinate spaces (coordinateSpace(name:)) of the views being placed, innermost last.
    private(set) var namedSpaces: [String: Rect] = [:]
    func withNamedSpace<T>(_ name: String, _ rect: Rect, _ body: () -> T) -> T {
        let saved = namedSpaces[name]
        namedSpaces[name] = rect
        defer { namedSpaces[name] = saved }
        return body()
    }

    private func instantiate(_ node: ViewNode, parent: Int, environment: NodeEnvironment) -> Int {
        let index = nodes.count
        nodes.append(node); parents.append(parent); childStart.append(0); childCount.append(0)
        nodeEnvironments.append(environment); priorities.append(0); guideSources.append(node.layout.explicitGuideSource)
        sizeCache.append(SizeCache()); spacingCache.append(nil); frames.append(.zero); placed.append(false)
        let inner = innerEnvironment(of: index)
        var children: [Int] = []
        children.reserveCapacity(node.children.count)
        for child in node.children { children.append(instantiate(child, parent: index, environment: inner)) }
        childStart[index] = childList.count
        childCount[index] = children.count
        childList.append(contentsOf: children)
        for child in children { guideSources[index] |= guideSources[child] }
        // Traits such as layoutPriority pass through modifiers to the view a container sees.
        if let own = node.layout.layoutPriority {
            priorities[index] = own
        } else if node.layout.isModifier, let content = children.first {
            priorities[index] = priorities[content]
        }
        return index
    }

    func subviews(of index: Int) -> Subviews { Subviews(pass: self, parent: index) }
    func context(of index: Int) -> LayoutContext { LayoutContext(pass: self, index: index) }

    /// The size node `index` chooses for `proposal`, computed at most once per distinct proposal.
    func size(of index: Int, for proposal: ProposedViewSize) -> Size {
        let key = MeasureKey(proposal: proposal, container: currentContainer)
        if let cached = sizeCache[index].lookup(key) { return cached }
        measureCount &+= 1
        let raw = nodes[index].layout.sizeThatFits(proposal, subviews: subviews(of: index), context: context(of: index))
        let size = Size(width: sanitized(raw.width), height: sanitized(raw.height))
        sizeCache[index].store(key, size)
        return size
    }

    /// The size and guides of node `index` for `proposal`. Explicit guides are computed on demand and
    /// cached; subtrees without alignmentGuide or Text answer "none" at once.
    func dimensions(of index: Int, for proposal: ProposedViewSize) -> ViewDimensions {
        let size = self.size(of: index, for: proposal)
        guard guideSources[index] != 0 else { return ViewDimensions(size: size) }
        let container = currentContainer
        // Weak: a user function could keep the dimensions past the pass; they then answer "no guide".
        return ViewDimensions(size: size) { [weak self] key in
            self?.explicitAlignment(key, of: index, size: size, proposal: proposal, container: container)
        }
    }

    private func explicitAlignment(_ key: AlignmentKey, of index: Int, size: Size, proposal: ProposedViewSize,
                                   container: Int) -> Double? {
        let sources = guideSources[index]
        guard sources & 1 != 0 || (key.isBaseline && sources & 2 != 0) else { return nil }
        let cacheKey = ExplicitKey(measure: MeasureKey(proposal: proposal, container: container), key: key)
        if let cached = explicitCache[index]?[cacheKey] { return cached }
        let saved = currentContainer
        currentContainer = container
        defer { currentContainer = saved }
        let value = nodes[index].layout.explicitAlignment(key, in: size, proposal: proposal, subviews: subviews(of: index),
                                                           context: context(of: index))
        let clean = value.flatMap { $0.isFinite ? $0 : nil }
        explicitCache[index, default: [:]][cacheKey] = .some(clean)
        return clean
    }

    /// Runs `body` with container `node` of `length` as the nearest container; a nil axis inherits the
    /// enclosing container's length.
    func withContainer<T>(node: Int, length: ProposedViewSize, _ body: () -> T) -> T {
        let outer = containers[currentContainer]
        let context = ContainerContext(node: node, width: length.width ?? outer.width,
                                       height: length.height ?? outer.height, parent: currentContainer)
        let id: Int
        if let known = containerIndex[context] { id = known } else {
            id = containers.count
            containers.append(context)
            containerIndex[context] = id
        }
        let saved = currentContainer
        currentContainer = id
        defer { currentContainer = saved }
        return body()
    }

    /// Runs `body` with `regions` in effect in front of the current ones (innermost first).
    func withRegions<T>(_ regions: [SafeAreaRegion], _ body: () -> T) -> T {
        guard !regions.isEmpty else { return body() }
        let saved = safeAreaRegions
        safeAreaRegions = regions + saved
        defer { safeAreaRegions = saved }
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

    /// Records the first failure of a user function; the layout then fails with it.
    func record(_ error: LayoutError) { if failure == nil { failure = error } }

    /// The spacing preferences of node `index` (computed once).
    func spacing(of index: Int) -> ViewSpacing {
        if let cached = spacingCache[index] { return cached }
        let value = nodes[index].layout.spacing(subviews: subviews(of: index), context: context(of: index))
        spacingCache[index] = value
        return value
    }

    func priority(of index: Int) -> Double { priorities[index] }

    /// Gives node `index` its frame and lets it place its children.
    func place(_ index: Int, at point: Point, anchor: UnitPoint, proposal: ProposedViewSize) {
        placed[index] = true
        // Frames are always finite. A view can choose an infinite length only when something proposes
        // infinity for placement (aspectRatio(.fill) with an unspecified axis, for one); it is given the
        // screen's length there instead, and an origin that the arithmetic made non-finite falls back to
        // the parent's.
        var size = self.size(of: index, for: proposal)
        size = finite(Rect(origin: .zero, size: size), of: index).size
        let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        let layout = nodes[index].layout
        let bounds = finite(layout.adjustedFrame(Rect(origin: origin, size: size), context: context(of: index)), of: index)
        frames[index] = bounds
        nodes[index].layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews(of: index),
                                          context: context(of: index))
    }

    func setFrame(_ index: Int, _ rect: Rect) {
        let rect = finite(rect, of: index)
        var i = index
        while true {
            frames[i] = rect
            guard nodes[i].layout.isModifier, childCount[i] > 0 else { return }
            i = childList[childStart[i]]
        }
    }

    /// The node under node `index`'s modifiers.
    func baseIndex(of index: Int) -> Int {
        var i = index
        while nodes[i].layout.isModifier, childCount[i] > 0 { i = childList[childStart[i]] }
        return i
    }

    /// The nearest `T` among node `index` and the contents of its modifier chain.
    func modifier<T>(_ type: T.Type, from index: Int) -> T? {
        var i = index
        while true {
            if let found = nodes[i].layout as? T { return found }
            guard nodes[i].layout.isModifier, childCount[i] > 0 else { return nil }
            i = childList[childStart[i]]
        }
    }

    /// The layout under node `index`'s modifiers.
    func baseLayout(of index: Int) -> any LayoutComputer { nodes[baseIndex(of: index)].layout }

    /// Runs the root negotiation (rules §0): propose the safe-area size, centre the result in the safe area.
    func run() {
        let safe = environment.safeRect
        let rootSize = size(of: 0, for: ProposedViewSize(safe.size))
        let origin = Point(x: safe.minX + (safe.width - rootSize.width) / 2,
                           y: safe.minY + (safe.height - rootSize.height) / 2)
        place(0, at: origin, anchor: .topLeading, proposal: ProposedViewSize(safe.size))
    }

    /// A size component a layout returned, made safe: NaN and negative lengths become 0.
    private func sanitized(_ v: Double) -> Double { v.isNaN || v < 0 ? 0 : v }
}

/// The sizes one node chose, by proposal. Most nodes see one to four proposals, so a short array beats
/// a dictionary; a node that sees many switches to one.
/// A measurement's key: the proposal, and the container the node was measured in.
struct MeasureKey: Hashable {
    let proposal: ProposedViewSize
    let container: Int
}

struct ExplicitKey: Hashable {
    let measure: MeasureKey
    let key: AlignmentKey
}

/// A container for containerRelativeFrame: its node (-1: the window), its length per axis, its parent.
struct ContainerContext: Hashable {
    let node: Int
    let width: Double
    let height: Double
    let parent: Int
    func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
}

struct SizeCache {
    private var small: [(MeasureKey, Size)] = []
    private var large: [MeasureKey: Size]? = nil

    func lookup(_ proposal: MeasureKey) -> Size? {
        if let large { return large[proposal] }
        for (key, value) in small where key == proposal { return value }
        return nil
    }
    mutating func store(_ proposal: MeasureKey, _ size: Size) {
        if large != nil { large![proposal] = size; return }
        small.append((proposal, size))
        if small.count > 8 {
            large = Dictionary(small, uniquingKeysWith: { a, _ in a })
            small = []
        }
    }
}

/// Runs `body` on a thread with a stack of `bytes`, so deep trees cannot overflow a caller's small stack
/// (Python threads, C hosts). Falls back to the current thread if no thread can be made.
/// A closure handed to a new thread. @unchecked: the creating thread waits for it (pthread_join).
private final class ThreadBody: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

func onLargeStack<T>(bytes: Int, _ body: () -> T) -> T {
    return withoutActuallyEscaping(body) { escapable -> T in
        var result: T? = nil
        let task = ThreadBody { result = escapable() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, bytes)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(task).toOpaque()
        let status = pthread_create(&thread, &attributes, { raw in
            guard let raw else { return nil }
            let task = Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue()
            task.run()
            return nil
        }, context)
        if status != 0 {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return escapable()
        }
        pthread_join(thread, nil)
        guard let value = result else { return escapable() }
        return value
    }
}
