// Incremental relayout: a laid-out tree kept with its measurements, so that laying it out again after a
// change costs what the change touches. The mechanism is the one Yoga uses — dirty flags up to the root,
// measurements cached by proposal — in SwiftUI's terms:
// - a changed screen keeps every cached size (screen size, safe area and keyboard reach a view's size
//   only through the root proposal and the window's container length, both part of each cache key);
// - a replaced view drops the cached sizes of its ancestors only;
// - placement skips a subtree that did not change and is placed with the same proposal, container,
//   safe-area regions and frame as last time;
// - nothing changed: relayout returns at once.

/// A laid-out view tree that can be laid out again after the screen changes or a view is replaced,
/// reusing every measurement the change cannot affect. All methods may be called from any thread; they
/// are serialized.
public final class RetainedLayout: @unchecked Sendable {
    // @unchecked: all state lives in `state`, behind its lock.
    private struct State {
        var root: ViewNode
        var pass: LayoutPass
        /// The result of the current frames, made on first request after each change.
        var snapshot: LayoutResult?
        /// The first node of each id; made again when a replace changes the tree.
        var ids: IDIndex
        /// Counts the changes of the tree's structure (`versionedResult`): a replace, or a relayout that built
        /// the tree afresh (a GeometryReader's content is built again; node indices may name other nodes).
        var structure: UInt64 = 0
    }
    private let state: Locked<State>
    /// Serializes the pass between changes (taken inside `state`'s lock) and the spacing questions of
    /// results, which hold the pass but not this object (no cycle through the snapshot). Its value
    /// counts replacements: a result answers only for the tree it was made from.
    private let gate = Locked<Int>(0)

    /// Lays `view` out in `environment` (see `layout(_:in:)` for the errors).
    public init(_ view: any View, in environment: LayoutEnvironment) throws(LayoutError) {
        let root = view.node
        try Self.check(root, in: environment)
        var made: LayoutPass? = nil
        let token = CallbackScope.newOwner()
        try Self.run(root: root) { () -> LayoutPass in
            let pass = LayoutPass(root: root, environment: environment)
            pass.owner = token
            made = pass
            return pass
        }
        self.token = token
        state = Locked(State(root: root, pass: made!, snapshot: nil, ids: IDIndex(made!.views)))
    }

    /// This layout's mark while its user functions run (`CallbackScope`).
    private let token: UInt64

    /// True while a user function of this layout runs on the calling thread: the layout is busy, and
    /// using it from there would wait for itself. The bindings check this and refuse such calls.
    public var isBusyInCallback: Bool { CallbackScope.contains(token) }

    /// The error for a call made from one of this layout's own user functions.
    public static let busyMessage = "layout is busy in a callback: a user function called while this layout is being laid out cannot use it (a new layout can be made there)"

    private func checkNotBusy() throws(LayoutError) {
        if isBusyInCallback { throw LayoutError(.invalidArgument, Self.busyMessage) }
    }

    /// The environment of the last layout.
    public var environment: LayoutEnvironment { state.withLock { $0.pass.requested } }

    /// Every node's frame and structure as of the last layout.
    public var result: LayoutResult { versionedResult.result }

    /// The result as of the last layout, with a number that names its structure: two results with the same
    /// number have the same nodes (kinds, type names, ids, parents, children) — their frames may differ — and a
    /// later structure has a larger one. A reader on another thread takes one result and answers every part
    /// of a question from it (the layout may change between two reads of `result`).
    public var versionedResult: (result: LayoutResult, version: UInt64) {
        state.withLock { s in
            if let snapshot = s.snapshot { return (snapshot, s.structure) }
            let (held, gate) = (GatedPass(pass: s.pass), self.gate)
            let generation = gate.withLock { $0 }
            let made = LayoutResult(pass: s.pass, ids: s.ids) { index, body in
                gate.withLock { current in
                    guard current == generation, index >= 0 && index < held.pass.nodeCount else { return }
                    body(held.pass)
                }
            }
            s.snapshot = made
            return (made, s.structure)
        }
    }

    /// A question about node `index` of the current layout, asked of its pass while no change can run.
    /// `outOfRange` if the layout has no node `index` now.
    private func ask<T>(_ index: Int, _ body: (LayoutPass) -> T) -> Result<T, LayoutError> {
        state.withLock { s in
            let pass = s.pass
            guard index >= 0, index < pass.nodeCount else { return .failure(Self.outOfRange(index, pass.nodeCount)) }
            return .success(gate.withLock { _ in body(pass) })
        }
    }

    static func outOfRange(_ index: Int, _ count: Int) -> LayoutError {
        LayoutError(.notFound, "node index \(index) is out of range 0..<\(count)")
    }

    /// The spacing preferences node `index` publishes in the current layout; `notFound` for an index out
    /// of its range. (A `LayoutResult` answers only for the tree it was made from; this answers for
    /// whichever layout is current when it runs, whatever other threads change.)
    public func spacing(of index: Int) throws(LayoutError) -> ViewSpacing {
        try ask(index) { $0.spacing(of: index) }.get()
    }

    /// How node `index` of the current layout is drawn when it is a Text (nil for another node);
    /// `notFound` for an index out of range.
    public func textDrawing(of index: Int) throws(LayoutError) -> TextDrawing? {
        try ask(index) { $0.textDrawing(of: index) }.get()
    }

    /// The distance a stack with `spacing: nil` puts between node `first` and node `second` of the current
    /// layout along `axis`, both asked of one layout; `notFound` for an index out of range.
    public func spacingDistance(from first: Int, to second: Int, along axis: Axis) throws(LayoutError) -> Double {
        try state.withLock { s -> Result<Double, LayoutError> in
            let pass = s.pass
            for index in [first, second] where !(index >= 0 && index < pass.nodeCount) {
                return .failure(Self.outOfRange(index, pass.nodeCount))
            }
            return .success(gate.withLock { _ in
                pass.spacing(of: first).distance(to: pass.spacing(of: second), along: axis,
                                                  defaultSpacing: pass.environment.defaultSpacing)
            })
        }.get()
    }

    /// The index (pre-order) of the first node named `id`, or nil.
    public func index(of id: String) -> Int? {
        let ids = state.withLock { $0.ids }
        return ids.first(id)
    }

    /// The number of nodes (every view and wrapper, plus what GeometryReaders built).
    public var nodeCount: Int { state.withLock { $0.pass.nodeCount } }

    /// How many sizes have been computed (cache misses) since this layout was made; the work a relayout
    /// did is the difference before and after it.
    public var measureCount: Int { state.withLock { $0.pass.measureCount } }

    /// The frame of node `index` (pre-order), pixel-snapped if the environment asks for it; nil if out
    /// of range.
    public func frame(at index: Int) -> Rect? {
        state.withLock { s in
            guard s.pass.frames.indices.contains(index) else { return nil }
            return Self.output(s.pass.frames[index], s.pass.environment)
        }
    }

    /// Copies every frame, in pre-order, as x, y, width, height into `buffer`, which must hold
    /// 4 × `nodeCount` values. Returns the node count; copies nothing if the buffer is too small.
    @discardableResult
    public func copyFrames(into buffer: UnsafeMutableBufferPointer<Double>) -> Int {
        state.withLock { s in
            let frames = s.pass.frames  // a view of the pass's buffer (read under the lock)
            guard buffer.count / 4 >= frames.count, let base = buffer.baseAddress else { return frames.count }
            let environment = s.pass.environment
            for i in frames.indices {
                let f = Self.output(frames[i], environment)
                base[4 * i] = f.minX; base[4 * i + 1] = f.minY; base[4 * i + 2] = f.width; base[4 * i + 3] = f.height
            }
            return frames.count
        }
    }

    /// Copies every node's document index (`ViewNode.documentIndex`: the document view it was made from,
    /// -1 for none), in pre-order, into `buffer`, which must hold `nodeCount` values. Returns the node count;
    /// copies nothing if the buffer is too small.
    @discardableResult
    public func copyDocumentIndices(into buffer: UnsafeMutableBufferPointer<Int>) -> Int {
        state.withLock { s in
            let count = s.pass.nodeCount
            guard buffer.count >= count, let base = buffer.baseAddress else { return count }
            for i in 0..<count { base[i] = Int(s.pass.view(at: i).documentIndex) }
            return count
        }
    }

    /// Lays the tree out again, in `environment` if given (else the current one). Returns false if
    /// nothing had changed, so nothing was done. Throws for an unusable environment (the layout is then
    /// unchanged) or a failed user function.
    @discardableResult
    public func relayout(in environment: LayoutEnvironment? = nil) throws(LayoutError) -> Bool {
        try checkNotBusy()
        if let environment { try environment.validate() }
        return try state.withLock { s -> Result<Bool, LayoutError> in
            if let environment {
                guard s.root.depth <= environment.maxDepth else {
                    return .failure(Self.depthError(s.root, environment))
                }
                do throws(LayoutError) { try Self.checkCount(s.root, limit: environment.maxNodes, memory: false) } catch { return .failure(error) }
            }
            let root = s.root, old = s.pass
            // A tree that builds views while placed is laid out afresh, never rerun in place (its reader's
            // content would be added again); with nothing changed it needs nothing, unless it failed.
            let fresh = root.hasDynamicContent && (environment != nil || old.failure != nil)
            if environment == nil && (root.hasDynamicContent ? !fresh : !old.hasPendingWork) { return .success(false) }
            var pass = old
            // A result still held here would make the pass copy its arrays on the first write.
            s.snapshot = nil
            if fresh { s.structure += 1 }
            let result = gate.withLock { _ in Result { () throws(LayoutError) -> Bool in
                try Self.run(root: root) { () -> LayoutPass in
                    if fresh {
                        pass = LayoutPass(root: root, environment: environment ?? old.requested)
                        pass.owner = old.owner
                    } else if let environment {
                        old.changeEnvironment(environment)
                    }
                    return pass
                }
            } }
            s.pass = pass
            return result
        }.get()
    }

    /// Replaces the first node named `id` (`.id(_:)`, pre-order) with `view` and lays the tree out
    /// again. Throws `notFound` if no node has that id.
    public func replace(id: String, with view: any View) throws(LayoutError) {
        try checkNotBusy()
        let node = view.node
        // The lookup and the replace under one lock: another thread's replace may renumber the nodes.
        try state.withLock { s -> Result<Void, LayoutError> in
            guard let index = s.pass.views.firstIndex(where: { $0.id == id }) else {
                return .failure(LayoutError(.notFound, "no node has id \(quoted(id))"))
            }
            return replace(&s, at: index, with: node)
        }.get()
    }

    /// Replaces node `index` (pre-order) — the view there and its subtree — with `view` and lays the tree
    /// out again. Only the ancestors of the replaced node are measured again, with the new subtree; a
    /// subtree of another size renumbers the nodes after it. Throws `notFound` for an index out of range
    /// (or inside what a GeometryReader built, which is rebuilt on every layout). A replacement whose pass
    /// fails (a user function threw) is undone: the layout keeps the tree it had.
    public func replace(at index: Int, with view: any View) throws(LayoutError) {
        try checkNotBusy()
        let node = view.node
        try state.withLock { s in replace(&s, at: index, with: node) }.get()
    }

    /// `replace(at:with:)` with the lock held.
    private func replace(_ s: inout State, at index: Int, with node: ViewNode) -> Result<Void, LayoutError> {
        let pass = s.pass
        let staticCount = s.root.hasDynamicContent ? min(s.root.count, pass.nodeCount) : pass.nodeCount
        guard index >= 0, index < staticCount, index < pass.nodeCount else {
            return .failure(LayoutError(.notFound, "node index \(index) is out of range 0..<\(staticCount)"))
        }
        // The new views of the ancestors, parent first: each a copy with one child swapped.
        var path: [ViewNode] = []
        var child = index, replacement = node
        var ancestor = pass.parents[index]
        while ancestor >= 0 {
            let position = (0..<pass.childCount[ancestor]).first { pass.childList[pass.childStart[ancestor] + $0] == child } ?? 0
            replacement = pass.view(at: ancestor).replacingChild(at: position, with: replacement)
            path.append(replacement)
            child = ancestor
            ancestor = pass.parents[ancestor]
        }
        let root = index == 0 ? node : replacement
        guard root.depth <= pass.environment.maxDepth else {
            return .failure(Self.depthError(root, pass.environment))
        }
        do throws(LayoutError) { try Self.checkCount(root, limit: pass.environment.maxNodes) } catch { return .failure(error) }
        var current = pass
        // Results and the id index share the pass's arrays; dropped here, the in-place write below
        // does not copy them.
        s.snapshot = nil
        s.ids = IDIndex(.empty)
        s.structure += 1
        let result = gate.withLock { generation in
            generation += 1
            return Result { () throws(LayoutError) in
                _ = try Self.run(root: root) { () -> LayoutPass in
                    if !pass.replace(at: index, with: node, path: path) {
                        current = LayoutPass(root: root, environment: pass.requested)
                        current.owner = pass.owner
                    }
                    return current
                }
            }
        }
        if case .failure = result {
            // A replacement whose pass failed (a user function threw) is undone: the tree stays the one
            // before it, laid out afresh (the failed pass changed the old one in place), so the
            // structure, ids and frames a caller holds still describe this layout. If that pass fails
            // too, it stays pending for the next relayout().
            let previous = s.root
            let restored = LayoutPass(root: previous, environment: pass.requested)
            restored.owner = pass.owner
            _ = gate.withLock { generation in
                generation += 1
                return Result { () throws(LayoutError) in try Self.run(root: previous) { restored } }
            }
            s.pass = restored
            s.ids = IDIndex(restored.views)
            return result
        }
        s.pass = current
        s.root = root
        s.ids = IDIndex(current.views)
        return result
    }

    // MARK: Running a pass

    static func check(_ root: ViewNode, in environment: LayoutEnvironment) throws(LayoutError) {
        try environment.validate()
        guard root.depth <= environment.maxDepth else { throw depthError(root, environment) }
        try checkCount(root, limit: environment.maxNodes)
    }

    /// The most nodes any layout takes (the largest `max_nodes`). A view may appear in a tree several
    /// times (shared views are laid out once per place), so a small document can describe an
    /// astronomically large tree; it is refused instead of exhausting memory.
    public static let maxNodeCount = 50_000_000

    /// Refuses a tree of more than `limit` nodes (the environment's `max_nodes`), `already` nodes being
    /// laid out besides it, and one the process cannot have the memory for (`MemoryBudget`, unless
    /// `memory` is false: a relayout in place takes none); before anything is allocated for it.
    static func checkCount(_ root: ViewNode, limit: Int, already: Int = 0, what: String = "the view tree",
                           memory: Bool = true) throws(LayoutError) {
        let limit = min(limit, maxNodeCount)
        guard root.count <= limit - already else {
            let count = root.count == Int.max ? "more than \(Int.max)" : String(root.count)
            let besides = already > 0 ? " besides the \(already) already laid out" : ""
            throw LayoutError(.invalidArgument, "\(what) has \(count) nodes\(besides) (a view shared in several places counts in each); the most a layout takes is \(limit) (environment parameter max_nodes; a node takes 530 to 990 bytes laid out, docs/ERRORS.md)")
        }
        let bytes = root.count * MemoryBudget.layoutBytesPerNode
        if memory, let why = MemoryBudget.shortfall(bytes) {
            throw LayoutError(.resourceExhausted, "\(what) has \(root.count) nodes; laying them out takes about \(MemoryBudget.size(bytes)) (\(MemoryBudget.layoutBytesPerNode) bytes per node), and \(why); nothing was allocated (environment parameter max_nodes bounds the nodes a layout takes)")
        }
    }

    private static func depthError(_ root: ViewNode, _ environment: LayoutEnvironment) -> LayoutError {
        LayoutError(.depthExceeded, "view tree is \(root.depth) levels deep; the limit is \(environment.maxDepth) (environment parameter max_depth)")
    }

    /// Runs the pass `prepare` makes or changes (again). Returns false if nothing had changed.
    @discardableResult
    static func run(root: ViewNode, _ prepare: () -> LayoutPass) throws(LayoutError) -> Bool {
        // Deep trees continue on threads with room for their recursion where they need it (StackGuard).
        let pass = prepare()
        let changed = pass.rerun()
        if let failure = pass.failure { throw failure }
        return changed
    }

    /// A frame as results report it: pixel-snapped if the environment asks for it.
    static func output(_ frame: Rect, _ environment: LayoutEnvironment) -> Rect {
        environment.roundsToPixels ? frame.roundedToPixels(scale: environment.displayScale) : frame
    }
}

/// A pass a result holds for spacing questions. @unchecked: it is only touched under its layout's gate.
private struct GatedPass: @unchecked Sendable { let pass: LayoutPass }
