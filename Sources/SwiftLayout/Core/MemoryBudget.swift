// Memory asked for before a large allocation. Swift traps when an allocation fails, so a tree within the
// node budget (max_nodes) that the process cannot hold would kill it (issue 34: at the largest max_nodes,
// or under `ulimit -v`, a layout died in the allocator). Before laying out a large tree, and before writing
// a large result out, the engine checks that the memory it is about to take can be had now; if not, the
// call fails with `resourceExhausted` and nothing is allocated.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Whether the memory for a large step can be had. Checked only from `threshold` bytes up (a small layout
/// makes no system call for it).
public enum MemoryBudget {
    /// The bytes one node takes while it is laid out, asked for up front: measured 420 (rectangles) to 800
    /// (Texts) bytes per node for the pass, its kept measurements and the frames, plus 110–185 for the
    /// document's views (bench/memory.c at 210,000 and 2.1 million nodes, docs/ERRORS.md); rounded up.
    public static let layoutBytesPerNode = 1_024
    /// The bytes one node takes while the result's structure is written out (sl_layout_json, the dump): the
    /// result's copy of the structure and the text, grown by doubling and copied once (measured peak 500–530
    /// bytes per node); rounded up.
    public static let outputBytesPerNode = 640
    /// Below this, no check.
    public static let threshold = 64 << 20

    /// Why `bytes` cannot be had now, or nil if they can: more than the process may map (its address-space
    /// or data limit, or the system's commit limit refuse a mapping that size), more than the system has
    /// available (MemAvailable plus free swap), or more than the process's control group may still use.
    public static func shortfall(_ bytes: Int) -> String? {
        guard bytes >= threshold else { return nil }
        // A mapping of that size, released at once: no page is touched, so this costs two system calls.
        let mapping = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        if mapping == MAP_FAILED || mapping == nil {
            return "the process may not map that much (its address-space or data limit, or the system's commit limit)"
        }
        munmap(mapping, bytes)
        if let available = systemAvailable(), bytes > available {
            return "the system has \(size(available)) available (memory and free swap)"
        }
        if let left = controlGroupLeft(), bytes > left {
            return "the process's control group may use \(size(left)) more"
        }
        return nil
    }

    /// `bytes` for a message ("1.2 GB", "640 MB").
    public static func size(_ bytes: Int) -> String {
        let mb = Double(bytes) / 1e6
        return mb >= 1000 ? "\(fmt((mb / 100).rounded() / 10)) GB" : "\(Int(mb.rounded())) MB"
    }

    /// MemAvailable + SwapFree from /proc/meminfo, in bytes.
    static func systemAvailable() -> Int? {
        guard let text = read("/proc/meminfo") else { return nil }
        var total = 0, found = false
        for line in text.split(separator: "\n") where line.hasPrefix("MemAvailable:") || line.hasPrefix("SwapFree:") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2, let kb = Int(fields[1]) else { continue }
            total += kb * 1024
            found = true
        }
        return found ? total : nil
    }

    /// memory.max − memory.current of the process's cgroup (v2), or nil when it has no limit.
    static func controlGroupLeft() -> Int? {
        guard let cgroups = read("/proc/self/cgroup"),
              let line = cgroups.split(separator: "\n").first(where: { $0.hasPrefix("0::") }) else { return nil }
        let dir = "/sys/fs/cgroup" + (line.dropFirst(3) == "/" ? "" : String(line.dropFirst(3)))
        guard let maxText = read(dir + "/memory.max"), let max = Int(maxText.filter { !$0.isWhitespace }),
              let currentText = read(dir + "/memory.current"), let current = Int(currentText.filter { !$0.isWhitespace })
        else { return nil }  // "max": no limit
        return Swift.max(0, max - current)
    }

    /// A small text file (at most 64 KiB), or nil.
    private static func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes = [UInt8](repeating: 0, count: 65_536)
        let count = fread(&bytes, 1, bytes.count, file)
        return String(decoding: bytes[..<count], as: UTF8.self)
    }
}
