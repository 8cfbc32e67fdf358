// Deep trees and the thread stack. Building, measuring and placing recurse once per level of nesting, and
// a tree may be 100,000 levels deep (`LayoutEnvironment.maxDepth`). Instead of guessing up front how much
// stack a tree needs, every recursive step checks how much of the current thread's stack is left and,
// when it runs low, continues that subtree on a new thread with a large stack (the caller waits for it).
// Shallow and moderately deep trees therefore run on the caller's own stack (no thread at all), and any
// depth runs wherever the caller runs: a Python thread, a C host's small thread, the main thread.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The stack room of the thread running a recursive pass. Its limit lives in memory of its own (not in a
/// class's stored property), so checking it costs no exclusivity check; one guard per pass or build.
package struct StackGuard {
    /// `limit[0]`: below this address the current thread's stack is too low to go one level deeper.
    /// `limit[1]`: how many threads the work has continued on, nested (see `maxThreads`).
    private let limit: UnsafeMutablePointer<UInt>

    /// How much stack must be left to start another level: one level's frames plus anything it calls
    /// out to (a user function through C or Python) before the next check.
    static let reserve = 1 << 20
    /// The stack of each thread a pass continues on.
    static let threadStack = 1 << 30
    /// The most threads one piece of work continues on, one inside the other. 100,000 levels need one or
    /// two (a debug build's levels are the largest); the bound matters only where locals do not live on
    /// the thread's stack (AddressSanitizer's fake stack frames mix in addresses from elsewhere), so
    /// that a misreading cannot make thread after thread.
    static let maxThreads: UInt = 16

    /// A guard for the current thread. Free it with `free()`.
    package init() {
        limit = .allocate(capacity: 2)
        limit.initialize(to: StackGuard.limitOfCurrentThread())
        (limit + 1).initialize(to: 0)
    }
    package func free() { limit.deallocate() }

    /// A guard that never finds the stack low, for work that cannot recurse (one modifier around a view
    /// that exists already); shared and never written, so any thread may use it. Never freed.
    nonisolated(unsafe) package static let unwatched: StackGuard = {
        let g = StackGuard(limit: .allocate(capacity: 2))
        g.limit.initialize(to: 0)
        (g.limit + 1).initialize(to: 0)
        return g
    }()
    private init(limit: UnsafeMutablePointer<UInt>) { self.limit = limit }

    /// Watches the current thread (a pass may be run again from another thread).
    func watchCurrentThread() { limit.pointee = StackGuard.limitOfCurrentThread() }

    /// True when the current thread's stack is too low for another level.
    @inline(__always)
    package var isLow: Bool { stackAddress() < limit.pointee }

    /// Runs `body` on a new thread with a large stack, this guard watching that thread meanwhile. Nil if
    /// no thread could be made (the caller then fails cleanly instead of overflowing its stack).
    package func continueOnNewThread<T>(_ body: () -> T) -> T? {
        let saved = limit.pointee
        defer { limit.pointee = saved; limit[1] -= 1 }
        limit[1] += 1
        return onNewThread(stackBytes: StackGuard.threadStack) { () -> T in
            // A thread this guard made. Where its stack cannot be watched (see `limitOfCurrentThread`),
            // or after `maxThreads` nested threads, the guard stops watching (0): the work then uses
            // this thread's whole stack, as it would have without a guard.
            let known = StackGuard.limitOfCurrentThread()
            limit.pointee = known != UInt.max && limit[1] < StackGuard.maxThreads ? known : 0
            return body()
        }
    }

    /// The lowest address the current thread may use before continuing elsewhere: its stack's lowest
    /// address plus `reserve` (or half the stack, if it is smaller than twice that); `UInt.max` (continue
    /// elsewhere at once) if the stack cannot be watched.
    static func limitOfCurrentThread() -> UInt {
        let (low, size) = isMainThread() ? mainThreadStack : stackOfCurrentThread()
        guard size > 0 else { return UInt.max }  // unknown: treat as low, continue on a known thread
        // Locals that are not on the thread's stack (AddressSanitizer's fake stack frames) say nothing
        // about it: unknown, like a stack the C library cannot tell.
        let here = stackAddress()
        guard here >= low, here < low + UInt(size) else { return UInt.max }
        return low + UInt(min(reserve, size / 2))
    }

    /// The main thread's stack (asking glibc for it reads /proc/self/maps, so it is asked once).
    private static let mainThreadStack: (UInt, Int) = stackOfCurrentThread()

    private static func isMainThread() -> Bool {
        guard let gettid = SystemCalls.gettid else { return false }
        return getpid() == gettid()
    }

    private static func stackOfCurrentThread() -> (UInt, Int) {
        guard let getattr = SystemCalls.pthreadGetattr else { return (0, 0) }
        var attributes = pthread_attr_t()
        guard getattr(pthread_self(), &attributes) == 0 else { return (0, 0) }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer? = nil
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return (0, 0) }
        return (UInt(bitPattern: address), size)
    }
}

/// The C library's GNU extensions that tell a thread's stack, looked up once (the Swift overlay does
/// not import them). Without them every guard reports "low" and passes continue on threads whose
/// stacks they made.
private enum SystemCalls {
    typealias GetTID = @convention(c) () -> pid_t
    typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    static let gettid: GetTID? = lookup("gettid")
    static let pthreadGetattr: GetAttr? = lookup("pthread_getattr_np")
    private static func lookup<F>(_ name: String) -> F? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: F.self)
    }
}

/// The address of a local of the caller's frame: where the stack is now.
@inline(__always)
private func stackAddress() -> UInt {
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
}

/// A closure handed to a new thread. @unchecked: the creating thread waits for it (pthread_join).
private final class ThreadBody: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// Runs `body` on a new thread with a stack of `stackBytes` and waits for it. Nil if no thread could be
/// made.
func onNewThread<T>(stackBytes: Int, _ body: () -> T) -> T? {
    return withoutActuallyEscaping(body) { escapable -> T? in
        var result: T? = nil
        let task = ThreadBody { result = escapable() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackBytes)
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
            return nil
        }
        pthread_join(thread, nil)
        return result
    }
}
