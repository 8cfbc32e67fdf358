// Handles. Every object a C caller holds is a 64-bit integer that the registry validates: the top four
// bits say what it is, the rest which one. A handle that is 0, of the wrong kind, from another document
// or already freed is an SL_ERR_INVALID_HANDLE, never a dangling pointer.
//
// The low 60 bits of a document, environment, layout or proxy handle are a serial number from one
// process-wide counter, never reused (2⁶⁰ creations: 14,000 years at 2.5 million a second), so a freed
// handle stays invalid for the life of the process. A view handle names its document by a 32-bit tag —
// the document serial's low 32 bits — and the view by 28 bits (kind 4 | tag 32 | index + 1 28): a tag is
// reused, with the serial's high 28 bits as its generation, only after 2³² creations and never while
// another live document has it; a view handle kept past its document's free and 2³² further creations
// could then be taken for a view of the document that reuses its tag (every other stale handle is
// reported as freed).
import SwiftLayout
import SwiftLayoutDocument
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

enum HandleKind: UInt64 {
    case document = 1, view = 2, environment = 3, layout = 4, geometry = 5, subviews = 6
    var name: String {
        switch self {
        case .document: "document"
        case .view: "view"
        case .environment: "environment"
        case .layout: "layout"
        case .geometry: "geometry proxy"
        case .subviews: "subviews proxy"
        }
    }
}

/// `Locked` made in this module: every constructor call takes the registry's and its document's lock,
/// and the engine's generic `Locked` is not specialised across the module boundary (a call through it
/// cost more than building the view). The same pthread mutex (ThreadSanitizer sees it).
final class RegistryLock<Value>: @unchecked Sendable {
    /// The value lives in memory of its own: the mutex guards it, so the per-access exclusivity
    /// check a class's stored `var` gets would only repeat what the lock ensures.
    private let value: UnsafeMutablePointer<Value>
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init(_ value: Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value. Not reentrant.
    @inline(__always)
    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}

/// A document: an arena that owns the views built in it. Views are appended and never change; they are
/// freed with the document.
final class Document: Sendable {
    let serial: UInt64
    private let views = RegistryLock<[ViewNode]>([])
    init(serial: UInt64) { self.serial = serial }

    /// The views a document holds: a view handle's low 28 bits are its index + 1.
    static let maxViews = Int(Registry.viewIndexMask)

    func add(_ node: ViewNode) throws(CError) -> UInt64 {
        let index = views.withLock { views -> Int? in
            guard views.count < Document.maxViews else { return nil }
            views.append(node)
            return views.count - 1
        }
        guard let index else { throw CError(SL_ERR_INVALID_ARGUMENT, "a document holds at most \(Document.maxViews) views") }
        return Registry.viewHandle(document: serial, index: index)
    }
    func view(at index: Int) -> ViewNode? {
        views.withLock { $0.indices.contains(index) ? $0[index] : nil }
    }
    /// Makes a view from the one at `index` (`make` gets nil if there is none there) and adds it, under
    /// one lock: a modifier's lookup and append. `make` must not call into the registry.
    func derive(from index: Int, _ make: (ViewNode?) throws(CError) -> ViewNode) throws(CError) -> UInt64 {
        let result = views.withLock { views -> Result<Int, CError> in
            do throws(CError) {
                let node = try make(views.indices.contains(index) ? views[index] : nil)
                guard views.count < Document.maxViews else {
                    throw CError(SL_ERR_INVALID_ARGUMENT, "a document holds at most \(Document.maxViews) views")
                }
                views.append(node)
                return .success(views.count - 1)
            } catch { return .failure(error) }
        }
        return Registry.viewHandle(document: serial, index: try result.get())
    }
    var count: Int { views.withLock { $0.count } }
}

/// A laid-out tree, changed only by relayout and replace, with the C strings it has handed out (made
/// on first request, freed with it).
final class LayoutBox: Sendable {
    enum StringKind: Int { case kind = 0, typeName = 1, id = 2 }
    let retained: RetainedLayout
    /// (node index, kind) → the C string handed out for the layout named `version`; guarded so any thread
    /// may ask. When the layout changes (a replace, or a relayout that rebuilt a GeometryReader's content)
    /// the table starts afresh, and the strings handed out before stay alive (in `retired`) until the
    /// layout is freed, as documented.
    private let strings = Locked<StringTable>(StringTable())
    struct StringTable {
        var version: UInt64 = 0
        var table: [Int: UnsafeMutablePointerBox] = [:]
        var retired: [UnsafeMutablePointerBox] = []
    }

    init(_ retained: RetainedLayout) { self.retained = retained }

    /// The nodes and frames as of the last layout, and the number naming that layout. A call answers
    /// every part of its question from one of these (another thread may change the layout meanwhile).
    var snapshot: (result: LayoutResult, version: UInt64) { retained.versionedResult }
    /// The nodes and frames as of the last layout (for questions answered from one read of it).
    var result: LayoutResult { retained.result }

    /// The C string for node `index` of the layout `snapshot` describes (valid until the layout is freed),
    /// or nil if the node has no such text (an id). `index` must be in the snapshot's range.
    func cString(_ which: StringKind, of index: Int, in snapshot: (result: LayoutResult, version: UInt64)) -> UnsafePointer<CChar>? {
        let node = snapshot.result.nodes[index]
        let key = index * 3 + which.rawValue
        return strings.withLock { s -> UnsafePointer<CChar>? in
            if snapshot.version > s.version {
                // A newer layout: its node `index` may be another node.
                s.retired.append(contentsOf: s.table.values)
                s.table = [:]
                s.version = snapshot.version
            }
            let current = snapshot.version == s.version
            if current, let known = s.table[key] { return UnsafePointer(known.pointer) }
            let text: String?
            switch which {
            case .kind: text = node.kind
            case .typeName: text = node.typeName
            case .id: text = node.id
            }
            guard let text, let copy = strdup(text) else { return nil }
            // A reader still holding an older layout gets a string of its own, kept until the free.
            if current { s.table[key] = UnsafeMutablePointerBox(pointer: copy) } else { s.retired.append(UnsafeMutablePointerBox(pointer: copy)) }
            return UnsafePointer(copy)
        }
    }

    deinit {
        strings.withLock { s in for entry in Array(s.table.values) + s.retired { free(entry.pointer) } }
    }
}

/// A C string owned by a LayoutBox. @unchecked: only touched under the box's lock.
struct UnsafeMutablePointerBox: @unchecked Sendable { let pointer: UnsafeMutablePointer<CChar> }

/// An environment under construction, changed by sl_env_* calls.
final class EnvironmentBox: Sendable {
    let value: Locked<LayoutEnvironment>
    init(_ environment: LayoutEnvironment) { value = Locked(environment) }
}

enum Registry {
    private enum Entry: @unchecked Sendable {
        // @unchecked: each payload is Sendable; LayoutBox is immutable.
        case document(Document)
        case environment(EnvironmentBox)
        case layout(LayoutBox)
        case geometry(GeometryProxy)
        case subviews(SubviewsBox)
    }
    private struct State {
        var entries: [UInt64: Entry] = [:]
        /// Documents apart: every constructor call looks its document up, and reading a class out of a
        /// dictionary of that class is one retain (an `Entry` is copied and taken apart).
        var documents: [UInt64: Document] = [:]
        /// The tags of the live documents (a new document skips them).
        var documentTags: Set<UInt64> = []
        var nextSerial: UInt64 = 1
    }
    private static let state = RegistryLock(State())
    /// Serials are 60 bits (the top 4 are the kind).
    static let maxSerial: UInt64 = (1 << 60) - 1
    /// A view handle: kind (4 bits) | its document's tag (32) | the view's index + 1 (28).
    static let tagBits: UInt64 = 32, viewIndexBits: UInt64 = 28
    static let tagMask: UInt64 = (1 << tagBits) - 1, viewIndexMask: UInt64 = (1 << viewIndexBits) - 1

    /// The tag of the document with serial `serial`: its low 32 bits (never 0).
    static func tag(of serial: UInt64) -> UInt64 { serial & tagMask }

    static func viewHandle(document serial: UInt64, index: Int) -> UInt64 {
        (HandleKind.view.rawValue << 60) | (tag(of: serial) << viewIndexBits) | UInt64(index + 1)
    }

    /// Sets the next serial (tests: the handle space after 2²⁸ or 2³² creations, without making them).
    static func setNextSerial(_ serial: UInt64) { state.withLock { $0.nextSerial = serial } }

    private static func register(_ kind: HandleKind, _ make: (UInt64) -> Entry) throws(CError) -> UInt64 {
        let handle = state.withLock { state -> UInt64? in
            var serial = state.nextSerial
            if kind == .document {
                // A document's tag must be non-zero and not another live document's (at most as many
                // steps as there are live documents).
                while tag(of: serial) == 0 || state.documentTags.contains(tag(of: serial)) { serial += 1 }
            }
            guard serial <= maxSerial else { return nil }
            state.nextSerial = serial + 1
            let handle = (kind.rawValue << 60) | serial
            let entry = make(serial)
            if case .document(let document) = entry {
                state.documents[handle] = document
                state.documentTags.insert(tag(of: serial))
            } else {
                state.entries[handle] = entry
            }
            return handle
        }
        guard let handle else {
            throw CError(SL_ERR_RESOURCE, "no \(kind.name) handles left: this process has made 2⁶⁰ objects")
        }
        return handle
    }

    static func newDocument() throws(CError) -> UInt64 {
        try register(.document) { .document(Document(serial: $0)) }
    }
    static func newEnvironment(_ environment: LayoutEnvironment) throws(CError) -> UInt64 {
        try register(.environment) { _ in .environment(EnvironmentBox(environment)) }
    }
    static func newLayout(_ retained: RetainedLayout) throws(CError) -> UInt64 {
        let box = LayoutBox(retained)
        return try register(.layout) { _ in .layout(box) }
    }

    private static func describe(_ handle: UInt64, expected: HandleKind) -> String {
        if handle == 0 {
            let why = previousError().map { " (the call that should have made it failed: \($0))" } ?? ""
            return "\(expected.name) handle is 0\(why)"
        }
        if let kind = HandleKind(rawValue: handle >> 60), kind != expected {
            return "handle 0x\(String(handle, radix: 16)) is a \(kind.name), not a \(expected.name)"
        }
        return "\(expected.name) handle 0x\(String(handle, radix: 16)) is not valid (freed, or never made)"
    }

    private static func lookup(_ handle: UInt64, _ kind: HandleKind) throws(CError) -> Entry {
        guard handle >> 60 == kind.rawValue, let entry = state.withLock({ $0.entries[handle] }) else {
            throw CError(SL_ERR_INVALID_HANDLE, describe(handle, expected: kind))
        }
        return entry
    }

    /// Counts document frees: a thread's cached lookup (`cachedDocument`) is valid while it is unchanged.
    private static let documentGeneration = Atomic<UInt64>(0)

    /// The document behind `handle`. Every constructor call asks: the thread's last answer is reused
    /// while no document has been freed since (one atomic load instead of the registry's lock and a
    /// hashed lookup); a freed document's handle is never answered from the cache.
    static func document(_ handle: UInt64) throws(CError) -> Document {
        let generation = documentGeneration.load(ordering: .acquiring)
        if let document = cachedDocument(handle, generation: generation) { return document }
        guard handle >> 60 == HandleKind.document.rawValue, let document = state.withLock({ $0.documents[handle] }) else {
            throw CError(SL_ERR_INVALID_HANDLE, describe(handle, expected: .document))
        }
        cacheDocument(document, handle: handle, generation: generation)
        return document
    }
    static func environment(_ handle: UInt64) throws(CError) -> EnvironmentBox {
        guard case .environment(let e) = try lookup(handle, .environment) else { throw CError(SL_ERR_INTERNAL, "registry entry mismatch") }
        return e
    }
    /// Registers a GeometryReader's proxy for the duration of a builder callback.
    static func newGeometry(_ proxy: GeometryProxy) throws(CError) -> UInt64 {
        try register(.geometry) { _ in .geometry(proxy) }
    }
    static func geometry(_ handle: UInt64) throws(CError) -> GeometryProxy {
        guard case .geometry(let g) = try lookup(handle, .geometry) else { throw CError(SL_ERR_INTERNAL, "registry entry mismatch") }
        return g
    }

    /// Registers a custom layout's subviews for the duration of one callback.
    static func newSubviews(_ subviews: [LayoutSubview]) throws(CError) -> UInt64 {
        try register(.subviews) { _ in .subviews(SubviewsBox(subviews: subviews)) }
    }
    static func subviews(_ handle: UInt64) throws(CError) -> [LayoutSubview] {
        guard case .subviews(let s) = try lookup(handle, .subviews) else { throw CError(SL_ERR_INTERNAL, "registry entry mismatch") }
        return s.subviews
    }

    /// The layout behind `handle`; SL_ERR_INVALID_HANDLE while one of its own callbacks runs on this
    /// thread (the call would wait for the layout it is part of).
    static func layout(_ handle: UInt64) throws(CError) -> LayoutBox {
        guard case .layout(let l) = try lookup(handle, .layout) else { throw CError(SL_ERR_INTERNAL, "registry entry mismatch") }
        guard !l.retained.isBusyInCallback else {
            throw CError(SL_ERR_INVALID_HANDLE, "layout handle 0x\(String(handle, radix: 16)): \(RetainedLayout.busyMessage)")
        }
        return l
    }

    /// The view behind `handle`, which must belong to `document`.
    static func view(_ handle: UInt64, in document: Document) throws(CError) -> ViewNode {
        guard let node = document.view(at: try viewIndex(handle, in: document)) else {
            throw CError(SL_ERR_INVALID_HANDLE, describe(handle, expected: .view))
        }
        return node
    }

    /// The index in `document` that view handle `handle` names (not yet checked against its views).
    static func viewIndex(_ handle: UInt64, in document: Document) throws(CError) -> Int {
        guard handle >> 60 == HandleKind.view.rawValue else {
            throw CError(SL_ERR_INVALID_HANDLE, describe(handle, expected: .view))
        }
        guard (handle >> viewIndexBits) & tagMask == tag(of: document.serial) else {
            throw CError(SL_ERR_INVALID_HANDLE, "view handle 0x\(String(handle, radix: 16)) belongs to another document")
        }
        let index = Int(handle & viewIndexMask) - 1
        guard index >= 0 else { throw CError(SL_ERR_INVALID_HANDLE, describe(handle, expected: .view)) }
        return index
    }

    /// `view`'s message for a handle whose index names no view of its document.
    static func missingView(_ handle: UInt64) -> CError {
        CError(SL_ERR_INVALID_HANDLE, describe(handle, expected: .view))
    }

    /// Removes `handle` (of `kind`); an unknown handle is an error, so a double free is reported.
    static func free(_ handle: UInt64, _ kind: HandleKind) throws(CError) {
        if kind == .layout, handle >> 60 == kind.rawValue { _ = try layout(handle) }  // not while it is busy
        guard handle >> 60 == kind.rawValue, state.withLock({ state -> Bool in
            guard kind == .document else { return state.entries.removeValue(forKey: handle) != nil }
            // (Inside the lock: a lookup that read the generation before this free cannot cache the
            // document after it, since it finds the handle gone.)
            documentGeneration.add(1, ordering: .releasing)
            guard let document = state.documents.removeValue(forKey: handle) else { return false }
            state.documentTags.remove(tag(of: document.serial))
            return true
        }) else {
            throw CError(SL_ERR_INVALID_HANDLE, describe(handle, expected: kind))
        }
    }
}

/// A custom layout's subviews, valid during one callback on the layout's thread. @unchecked: used only
/// while the pass that made them runs, from the callback it was handed to.
struct SubviewsBox: @unchecked Sendable { let subviews: [LayoutSubview] }
