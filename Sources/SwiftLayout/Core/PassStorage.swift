// The layout pass's per-node storage: the caches keyed by proposal (sizes, a layout's worked-out
// distribution), their keys, and the raw growable buffers that hold every per-node value without
// reference counting.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a node's layout worked out for one proposal (`LayoutPass.setCached`). A class, so that finding
/// the value of the right type is a class cast, and storing a new one for the same node reuses the box.
class LayoutCacheEntry {
    /// The key of an entry that matches nothing.
    static let none = MeasureKey(proposal: .unspecified, container: -2)
    var key: MeasureKey
    init(key: MeasureKey) { self.key = key }
}
final class LayoutCacheBox<T>: LayoutCacheEntry {
    var value: T
    init(_ key: MeasureKey, _ value: T) { self.value = value; super.init(key: key) }
}

/// A measurement's key: the proposal, and the container the node was measured in.
struct MeasureKey: Hashable {
    // 24 bytes: the proposal's two lengths (a nil length as NaN — proposals are never NaN) and the
    // container; compared by bit pattern.
    private let width: Double
    private let height: Double
    private let container: Int32
    init(proposal: ProposedViewSize, container: Int) {
        width = proposal.width ?? .nan
        height = proposal.height ?? .nan
        self.container = Int32(truncatingIfNeeded: container)
    }
    /// The key of a node that ignores the proposal's `ignoring` axes (`ProposalAxes` bits): those lengths
    /// are left out (one value, `ignored`, for all), so every proposal that differs only there finds it.
    @inline(__always)
    init(proposal: ProposedViewSize, container: Int, ignoring: UInt8) {
        width = ignoring & ProposalAxes.width != 0 ? MeasureKey.ignored : proposal.width ?? .nan
        height = ignoring & ProposalAxes.height != 0 ? MeasureKey.ignored : proposal.height ?? .nan
        self.container = Int32(truncatingIfNeeded: container)
    }
    /// A NaN other than `.nan` (which stands for nil): no proposal is NaN, so it matches only itself.
    private static let ignored = Double(bitPattern: 0x7FF8_0000_0000_5A5A)
    static func == (a: MeasureKey, b: MeasureKey) -> Bool {
        a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern && a.container == b.container
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(width.bitPattern); hasher.combine(height.bitPattern); hasher.combine(container)
    }
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

/// The sizes one node chose, by proposal. Most nodes see one to three proposals (a stack probes its
/// children with the smallest and the largest proposal, then proposes their share): those live inline,
/// in the pass's raw per-node storage; a node's further sizes go to the pass's `SizeChunks`.
struct SizeCache {
    static let inline: Int32 = 3
    private var k0 = MeasureKey(proposal: .unspecified, container: -1), v0 = Size.zero
    private var k1 = MeasureKey(proposal: .unspecified, container: -1), v1 = Size.zero
    private var k2 = MeasureKey(proposal: .unspecified, container: -1), v2 = Size.zero
    /// How many sizes the node has stored, inline and beyond.
    private(set) var count: Int32 = 0
    /// The first chunk (in the pass's `SizeChunks`) of the sizes beyond the inline ones; -1: none.
    var overflow: Int32 = -1

    @inline(__always)
    func lookup(_ key: MeasureKey) -> Size? {
        if count > 0, k0 == key { return v0 }
        if count > 1, k1 == key { return v1 }
        if count > 2, k2 == key { return v2 }
        return nil
    }
    /// Stores `size` inline and returns true, or returns false when the inline slots are full (the
    /// caller keeps it elsewhere); either way it counts.
    @inline(__always)
    mutating func store(_ key: MeasureKey, _ size: Size) -> Bool {
        defer { count += 1 }
        switch count {
        case 0: k0 = key; v0 = size
        case 1: k1 = key; v1 = size
        case 2: k2 = key; v2 = size
        default: return false
        }
        return true
    }
}

/// The sizes of nodes that saw more than `SizeCache.inline` proposals (a stack's child probed for each
/// of its parent's probes), in linked chunks of four in one raw buffer, reused through a free list.
struct SizeChunks {
    struct Chunk {
        var keys: (MeasureKey, MeasureKey, MeasureKey, MeasureKey)
        var sizes: (Size, Size, Size, Size)
        var next: Int32
    }
    private var chunks = Store<Chunk>()
    private var freeList: Int32 = -1

    /// The size stored for `key` among the first `count` entries of the list starting at `first`.
    func lookup(_ key: MeasureKey, from first: Int32, count: Int) -> Size? {
        var chunk = first, left = count
        while chunk >= 0, left > 0 {
            let c = chunks.pointer(Int(chunk))
            if c.pointee.keys.0 == key { return c.pointee.sizes.0 }
            if left > 1, c.pointee.keys.1 == key { return c.pointee.sizes.1 }
            if left > 2, c.pointee.keys.2 == key { return c.pointee.sizes.2 }
            if left > 3, c.pointee.keys.3 == key { return c.pointee.sizes.3 }
            left -= 4
            chunk = c.pointee.next
        }
        return nil
    }

    /// Stores entry `position` (0-based; entries are stored in order) of the list starting at `first`,
    /// adding a chunk when `position` begins one.
    mutating func store(_ key: MeasureKey, _ size: Size, at position: Int, from first: inout Int32) {
        let slot = position & 3
        if slot == 0 {
            let fresh = allocate()
            if first < 0 { first = fresh } else { chunks.pointer(last(first)).pointee.next = fresh }
        }
        let c = chunks.pointer(last(first))
        switch slot {
        case 0: c.pointee.keys.0 = key; c.pointee.sizes.0 = size
        case 1: c.pointee.keys.1 = key; c.pointee.sizes.1 = size
        case 2: c.pointee.keys.2 = key; c.pointee.sizes.2 = size
        default: c.pointee.keys.3 = key; c.pointee.sizes.3 = size
        }
    }

    private func last(_ first: Int32) -> Int {
        var chunk = first
        while case let next = chunks.pointer(Int(chunk)).pointee.next, next >= 0 { chunk = next }
        return Int(chunk)
    }

    private mutating func allocate() -> Int32 {
        let empty = MeasureKey(proposal: .unspecified, container: -1)
        let blank = Chunk(keys: (empty, empty, empty, empty), sizes: (.zero, .zero, .zero, .zero), next: -1)
        if freeList >= 0 {
            let chunk = freeList
            freeList = chunks.pointer(Int(chunk)).pointee.next
            chunks.pointer(Int(chunk)).pointee = blank
            return chunk
        }
        chunks.append(blank)
        return Int32(chunks.count - 1)
    }

    /// Returns the list starting at `first` to the free list.
    mutating func release(_ first: Int32) {
        guard first >= 0 else { return }
        let end = last(first)
        chunks.pointer(end).pointee.next = freeList
        freeList = first
    }

    mutating func removeAll() { chunks.removeAll(); freeList = -1 }
    mutating func free() { chunks.free(); freeList = -1 }
}

/// `free` from the C library (inside `Store`, the name is its own method's).
private func freeMemory(_ pointer: UnsafeMutableRawPointer?) { free(pointer) }

/// The large buffers of passes that were freed, kept for the passes that follow (a program lays out
/// again and again: a new tree, a relayout, another screen). Memory the C library hands out fresh costs a
/// page fault per 4 KiB on first touch — for a tree of 20,000 nodes about 1,300 faults, a fifth of
/// making and laying it out from Python — and glibc returns large freed blocks to the system, so every
/// pass paid them again. Bounded: buffers under `minimumBytes` are not kept (the C library reuses those
/// itself), and at most `limitBytes` in all (a larger buffer is freed as before).
enum BufferPool {
    static let minimumBytes = 64 << 10
    static let limitBytes = 32 << 20
    private struct Buffer { let pointer: UnsafeMutableRawPointer; let bytes: Int }
    private static let kept = Locked<(buffers: [Buffer], bytes: Int)>((buffers: [], bytes: 0))

    /// A buffer of at least `bytes` (`bytes` ≥ `minimumBytes`) and its size: the smallest kept one that is
    /// large enough, else a new one.
    static func take(_ bytes: Int) -> (UnsafeMutableRawPointer, Int) {
        let found = kept.withLock { kept -> Buffer? in
            var best = -1
            for (i, b) in kept.buffers.enumerated() where b.bytes >= bytes && (best < 0 || b.bytes < kept.buffers[best].bytes) {
                best = i
            }
            guard best >= 0 else { return nil }
            let b = kept.buffers.remove(at: best)
            kept.bytes -= b.bytes
            return b
        }
        if let found { return (found.pointer, found.bytes) }
        guard let raw = malloc(bytes) else { fatalError("out of memory allocating a layout buffer of \(bytes) bytes") }
        return (raw, bytes)
    }

    /// Takes back a buffer of `bytes` made by `take` (or by malloc): kept if there is room, else freed.
    static func give(_ pointer: UnsafeMutableRawPointer, _ bytes: Int) {
        let keep = bytes >= minimumBytes && kept.withLock { kept -> Bool in
            guard kept.bytes + bytes <= limitBytes else { return false }
            kept.buffers.append(Buffer(pointer: pointer, bytes: bytes))
            kept.bytes += bytes
            return true
        }
        if !keep { freeMemory(pointer) }
    }
}

/// A growable buffer of plain values (no references), owned by one pass and freed in its deinit. The pass
/// reads its per-node arrays in every step of the layout; through a raw buffer those reads cost no
/// reference counting (reading a class's Swift array retains and releases its storage).
struct Store<T: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<T>? = nil
    private(set) var count = 0
    private var capacity = 0

    var indices: Range<Int> { 0..<count }

    /// Grows with `realloc`, which moves large buffers by remapping pages instead of copying them; buffers
    /// of `BufferPool.minimumBytes` and more come from (and go back to) the pool.
    mutating func reserveCapacity(_ n: Int) {
        guard n > capacity else { return }
        precondition(MemoryLayout<T>.alignment <= 16, "Store's elements must be aligned to at most 16 bytes")
        let bytes = n * MemoryLayout<T>.stride
        let raw: UnsafeMutableRawPointer
        var made = n
        if bytes >= BufferPool.minimumBytes {
            let (pooled, size) = BufferPool.take(bytes)
            if let base { pooled.copyMemory(from: base, byteCount: count * MemoryLayout<T>.stride); release() }
            raw = pooled
            made = size / MemoryLayout<T>.stride
        } else {
            guard let grown = realloc(base.map(UnsafeMutableRawPointer.init), bytes) else {
                fatalError("out of memory growing a layout buffer to \(n) elements")
            }
            raw = grown
        }
        base = raw.bindMemory(to: T.self, capacity: made)
        capacity = made
    }

    /// Returns the buffer to the pool or the C library.
    private func release() {
        guard let base else { return }
        let bytes = capacity * MemoryLayout<T>.stride
        if bytes >= BufferPool.minimumBytes { BufferPool.give(UnsafeMutableRawPointer(base), bytes) } else { freeMemory(base) }
    }

    mutating func append(_ value: T) {
        if count == capacity { reserveCapacity(Swift.max(16, capacity * 2)) }
        (base! + count).initialize(to: value)
        count += 1
    }

    /// Appends `n` copies of `value`.
    mutating func append(_ value: T, count n: Int) {
        guard n > 0 else { return }
        if count + n > capacity { reserveCapacity(Swift.max(count + n, capacity * 2)) }
        (base! + count).initialize(repeating: value, count: n)
        count += n
    }

    /// The address of element `index` (valid until the next append or `free`).
    @inline(__always)
    func pointer(_ index: Int) -> UnsafeMutablePointer<T> {
        precondition(index >= 0 && index < count, "index out of range")
        return base! + index
    }

    subscript(index: Int) -> T {
        get { precondition(index >= 0 && index < count, "index out of range"); return base![index] }
        nonmutating set { precondition(index >= 0 && index < count, "index out of range"); base![index] = newValue }
    }

    /// A copy as a Swift array (results keep their own).
    var array: [T] { base.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [] }

    /// Forgets every element, keeping the memory.
    mutating func removeAll() { count = 0 }

    mutating func free() {
        release()
        base = nil
        count = 0
        capacity = 0
    }
}
