// A value behind a pthread mutex. The standard library's Mutex works too, but on Linux it is built on
// futexes that ThreadSanitizer cannot see, so every correctly locked access was reported as a race;
// pthread mutexes keep `make test-tsan` meaningful.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `value`, read and changed only inside `withLock`. @unchecked: the mutex serializes all access.
package final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value. Not reentrant.
    package func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
