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
    let safeAreaRegions: [SafeAreaRegion]

    // Per node occurrence, in pre-order.
    private(set) var nodes: [ViewNode] = []
    private(set) var parents: [Int] = []
    private(set) var childStart: [Int] = []
    private(set) var childCount: [Int] = []
    private(set) var childList: [Int] = []
    private(set) var nodeEnvironments: [NodeEnvironment] = []
    private var priorities: [Double] = []
    private var sizeCache: [SizeCache] = []
    private var spacingCache: [ViewSpacing?] = []
    private(set) var frames: [Rect] = []
    /// Every `sizeThatFits` computed (cache misses), over all nodes.
    private(set) var measureCount = 0

    init(root: ViewNode, environment: LayoutEnvironment) {
        self.environment = environment
        self.safeAreaRegions = SafeAreaRegion.rootRegions(for: environment)
        let n = root.count
        nodes.reserveCapacity(n); parents.reserveCapacity(n); childStart.reserveCapacity(n)
        childCount.reserveCapacity(n); nodeEnvironments.reserveCapacity(n); priorities.reserveCapacity(n)
        _ = instantiate(root, parent: -1, environment: NodeEnvironment())
        sizeCache = Array(repeating: SizeCache(), count: nodes.count)
        spacingCache = Array(repeating: nil, count: nodes.count)
        frames = Array(repeating: .zero, count: nodes.count)
    }

    private func instantiate(_ node: ViewNode, parent: Int, environment: NodeEnvironment) -> Int {
        let index = nodes.count
        nodes.append(node); parents.append(parent); childStart.append(0); childCount.append(0)
        nodeEnvironments.append(environment); priorities.append(0)
        var inner = environment
        switch node.layout.stackAxisForContent {
        case .inherit: break
        case .set(let axis): inner.stackAxis = axis
        case .clear: inner.stackAxis = nil
        }
        node.layout.updateEnvironment(&inner)
        var children: [Int] = []
        children.reserveCapacity(node.children.count)
        for child in node.children { children.append(instantiate(child, parent: index, environment: inner)) }
        childStart[index] = childList.count
        childCount[index] = children.count
        childList.append(contentsOf: children)
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
        if let cached = sizeCache[index].lookup(proposal) { return cached }
        measureCount &+= 1
        let raw = nodes[index].layout.sizeThatFits(proposal, subviews: subviews(of: index), context: context(of: index))
        let size = Size(width: sanitized(raw.width), height: sanitized(raw.height))
        sizeCache[index].store(proposal, size)
        return size
    }

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
        let size = self.size(of: index, for: proposal)
        let origin = Point(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        let bounds = Rect(origin: origin, size: size)
        frames[index] = bounds
        nodes[index].layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews(of: index),
                                          context: context(of: index))
    }

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
struct SizeCache {
    private var small: [(ProposedViewSize, Size)] = []
    private var large: [ProposedViewSize: Size]? = nil

    func lookup(_ proposal: ProposedViewSize) -> Size? {
        if let large { return large[proposal] }
        for (key, value) in small where key == proposal { return value }
        return nil
    }
    mutating func store(_ proposal: ProposedViewSize, _ size: Size) {
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
