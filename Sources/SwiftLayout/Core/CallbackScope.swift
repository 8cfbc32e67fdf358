// Which layouts are running a user function on the current thread. A user function (a C callback, a
// Python function) that calls back into the layout being laid out would wait forever for the layout's
// own lock; the bindings ask `CallbackScope.contains` first and refuse the call instead ("layout is busy
// in a callback"). A pass may continue on threads of its own (StackGuard), so the mark is made where a
// user function is called, on the thread that calls it.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

package enum CallbackScope {
    /// The owners (RetainedLayout tokens) whose user functions run on this thread, innermost last.
    private final class Owners { var list: [UInt64] = [] }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let rc = pthread_key_create(&key) { raw in
            if let raw { Unmanaged<Owners>.fromOpaque(raw).release() }
        }
        precondition(rc == 0, "swiftlayout: pthread_key_create failed")
        return key
    }()

    private static func owners() -> Owners {
        if let raw = pthread_getspecific(key) { return Unmanaged<Owners>.fromOpaque(raw).takeUnretainedValue() }
        let made = Owners()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    /// Runs `body`, a user function of the layout `owner` (0: none yet), marked on this thread.
    static func run<T>(owner: UInt64, _ body: () throws -> T) rethrows -> T {
        guard owner != 0 else { return try body() }
        let marks = owners()
        marks.list.append(owner)
        defer { marks.list.removeLast() }
        return try body()
    }

    /// True while a user function of layout `owner` runs on this thread (it must not use that layout).
    package static func contains(_ owner: UInt64) -> Bool {
        guard let raw = pthread_getspecific(key) else { return false }
        return Unmanaged<Owners>.fromOpaque(raw).takeUnretainedValue().list.contains(owner)
    }

    /// A token for a new layout (never 0).
    static func newOwner() -> UInt64 { counter.withLock { $0 += 1; return $0 } }
    private static let counter = Locked<UInt64>(0)
}
