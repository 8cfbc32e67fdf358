// What a pass remembers of each node's measurements, keyed by proposal and container: the sizes it chose,
// its spacing, its explicit alignment guides, and what its layout worked out (SwiftUI's `Layout` cache).
// One of the four parts of a pass (LayoutPass.swift: the node table and the driver; PlacementScopes.swift).
// It never calls back into the pass, so the pass can update it while a layout is running. Every method is
// `mutating`, lookups too: the pass keeps the cache as a stored property, and a mutating call works on it
// in place, where a non-mutating one may copy it out first (its arrays' reference counts, on the hottest
// calls of a pass: callgrind, bench W1-W4).

struct MeasurementCache {
    /// Sizes kept per node across relayouts before its cache is started afresh (screen sweeps).
    static let maxCachedSizes = 32

    /// Per node: the sizes it chose, by proposal (three inline; more in chunks of `chunks`).
    private var sizes = Store<SizeCache>()
    private var chunks = SizeChunks()
    /// Per node: its spacing preferences, once computed.
    private var spacings: [ViewSpacing?] = []
    /// Per node with explicit guides: their values, by proposal and guide.
    private var explicit: [Int: [ExplicitKey: Double?]] = [:]
    /// Per node: its entry in `layoutEntries` (-1: none yet). Entries are kept and reused.
    private var layoutSlot = Store<Int32>()
    private var layoutEntries: [LayoutCacheEntry] = []

    /// Adds `n` nodes with nothing cached.
    mutating func addSlots(_ n: Int) {
        sizes.append(SizeCache(), count: n); layoutSlot.append(-1, count: n)
        spacings.append(contentsOf: repeatElement(nil, count: n))
    }

    // MARK: Sizes

    @inline(__always)
    mutating func size(of index: Int, _ key: MeasureKey) -> Size? {
        let entry = sizes.pointer(index)
        if let size = entry.pointee.lookup(key) { return size }
        guard entry.pointee.count > SizeCache.inline else { return nil }
        return chunks.lookup(key, from: entry.pointee.overflow, count: Int(entry.pointee.count - SizeCache.inline))
    }

    @inline(__always)
    mutating func store(_ size: Size, of index: Int, _ key: MeasureKey) {
        let entry = sizes.pointer(index)
        if entry.pointee.count >= Int32(MeasurementCache.maxCachedSizes) { forgetSizes(of: index) }
        if !entry.pointee.store(key, size) {
            let position = Int(entry.pointee.count - 1 - SizeCache.inline)
            chunks.store(key, size, at: position, from: &entry.pointee.overflow)
        }
    }

    /// Forgets the sizes node `index` chose (its spacing and layout cache are separate).
    private mutating func forgetSizes(of index: Int) {
        chunks.release(sizes[index].overflow)
        sizes[index] = SizeCache()
    }

    // MARK: Spacing and guides

    mutating func spacing(of index: Int) -> ViewSpacing? { spacings[index] }
    mutating func setSpacing(_ value: ViewSpacing, of index: Int) { spacings[index] = value }

    /// The cached value of an explicit guide: nil if not computed yet, `.some(nil)` if it has none.
    mutating func explicitValue(of index: Int, _ key: ExplicitKey) -> Double?? {
        guard let values = explicit[index] else { return nil }
        return values[key]
    }
    mutating func setExplicitValue(_ value: Double?, of index: Int, _ key: ExplicitKey) {
        explicit[index, default: [:]][key] = .some(value)
    }

    // MARK: Layout caches

    /// What node `index`'s layout stored under `key`, if it is a `T`.
    mutating func layoutValue<T>(_ type: T.Type, of index: Int, _ key: MeasureKey) -> T? {
        let slot = Int(layoutSlot[index])
        guard slot >= 0 else { return nil }
        let entry = layoutEntries[slot]
        guard entry.key == key else { return nil }
        return (entry as? LayoutCacheBox<T>)?.value
    }
    mutating func setLayoutValue<T>(_ value: T, of index: Int, _ key: MeasureKey) {
        let slot = Int(layoutSlot[index])
        if slot >= 0, let box = layoutEntries[slot] as? LayoutCacheBox<T> {
            box.key = key
            box.value = value
        } else if slot >= 0 {
            layoutEntries[slot] = LayoutCacheBox(key, value)
        } else {
            layoutSlot[index] = Int32(truncatingIfNeeded: layoutEntries.count)
            layoutEntries.append(LayoutCacheBox(key, value))
        }
    }

    // MARK: Forgetting

    /// Forgets everything node `index` measured (its subtree or its place in the tree changed).
    mutating func forget(_ index: Int) {
        forgetSizes(of: index)
        spacings[index] = nil
        explicit[index] = nil
        let slot = Int(layoutSlot[index])
        if slot >= 0 { layoutEntries[slot].key = LayoutCacheEntry.none }
    }

    /// Forgets every node's measurements (the environment changed how views measure, or a user
    /// function failed while they were measured).
    mutating func forgetAll() {
        for i in sizes.indices { sizes[i] = SizeCache(); spacings[i] = nil }
        chunks.removeAll()
        explicit = [:]
        for entry in layoutEntries { entry.key = LayoutCacheEntry.none }
    }

    mutating func free() { sizes.free(); layoutSlot.free(); chunks.free() }
}
