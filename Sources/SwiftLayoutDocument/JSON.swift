// A small, strict JSON reader (RFC 8259) with positions in its errors and a nesting limit, so that a
// malformed or hostile document becomes a LayoutError, never a crash.
import SwiftLayout

/// One member of a JSON object, in document order. (A struct, not a tuple: arrays of tuples are
/// destroyed through the runtime's generic tuple witnesses, a fifth of a document's parsing time.)
struct JSONMember: Sendable {
    let key: String
    let value: JSONValue
}

enum JSONValue: Equatable, Sendable {
    /// Frees `value` without recursing once per level of nesting (the default would, and overflow the
    /// stack on a document nested 100,000 deep): containers are taken apart into a work list, each
    /// freed while its elements are held there. `value` must be the only reference to its containers.
    static func dismantle(_ value: consuming JSONValue) {
        var pending: [JSONValue] = [value]
        while var next = pending.popLast() {
            switch next {
            case .array(var items):
                next = .null  // `items` is now the only reference to the storage
                pending.append(contentsOf: items)
                items = []  // frees the storage; its elements live on in `pending`
            case .object(var members, _):
                next = .null
                for member in members { pending.append(member.value) }
                members = []
            default: break
            }
        }
    }

    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// An object's members in document order, and its ordinal: how many objects begin before it in the
    /// text (-1 for one not read from a text). The reader numbers a document's views by it (docs/FORMAT.md,
    /// "View order").
    case object([JSONMember], ordinal: Int = -1)

    static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.number(x), .number(y)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x == y
        case let (.object(x, _), .object(y, _)): x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

struct JSONReader {
    private let bytes: [UInt8]
    private var i = 0
    private let maxNesting: Int

    /// The open containers while parsing (see `value`): after an error, what was read so far.
    private var open: [Open] = []
    /// The deepest nesting seen.
    private var deepest = 0
    /// The objects begun so far (the next one's ordinal).
    private(set) var objectCount = 0

    /// Parses a shallow document (freeing a deeply nested value recurses once per level).
    static func parse(_ text: String, maxNesting: Int = 20_000) throws(LayoutError) -> JSONValue {
        var nesting = 0
        return try parse(text, maxNesting: maxNesting, nesting: &nesting)
    }

    /// Parses `text`; nesting deeper than `maxNesting` arrays/objects is an error. `nesting` is set to the
    /// document's deepest nesting: a value nested deeply must be freed with `JSONValue.dismantle`.
    static func parse(_ text: String, maxNesting: Int = 20_000, nesting: inout Int) throws(LayoutError) -> JSONValue {
        var objects = 0
        return try parse(text, maxNesting: maxNesting, nesting: &nesting, objects: &objects)
    }

    /// `parse`, also counting the document's objects into `objects` (one more than the last ordinal).
    static func parse(_ text: String, maxNesting: Int = 20_000, nesting: inout Int, objects: inout Int) throws(LayoutError) -> JSONValue {
        var reader = JSONReader(bytes: Array(text.utf8), maxNesting: maxNesting)
        reader.skipSpace()
        let value: JSONValue
        do throws(LayoutError) {
            value = try reader.value(depth: 0)
        } catch {
            // What was read so far goes without recursing once per level.
            var open = reader.open
            reader.open = []
            while var container = open.popLast() {
                switch container {
                case .array(let items):
                    container = .array([])
                    JSONValue.dismantle(.array(items))
                case .object(let members, _, _):
                    container = .array([])
                    JSONValue.dismantle(.object(members))
                }
            }
            throw error
        }
        nesting = reader.deepest
        objects = reader.objectCount
        reader.skipSpace()
        guard reader.i == reader.bytes.count else {
            let error = reader.error("unexpected text after the document")
            JSONValue.dismantle(consume value)
            throw error
        }
        return value
    }

    private init(bytes: [UInt8], maxNesting: Int) { self.bytes = bytes; self.maxNesting = maxNesting }

    private func error(_ message: String) -> LayoutError {
        var line = 1, column = 1
        for b in bytes[0..<min(i, bytes.count)] { if b == 10 { line += 1; column = 1 } else { column += 1 } }
        return .invalid("malformed JSON at line \(line), column \(column): \(message)")
    }

    private mutating func skipSpace() {
        while i < bytes.count, [9, 10, 13, 32].contains(bytes[i]) { i += 1 }
    }

    private mutating func expect(_ literal: String) throws(LayoutError) {
        for b in literal.utf8 {
            guard i < bytes.count, bytes[i] == b else { throw error("expected '\(literal)'") }
            i += 1
        }
    }

    /// An open array or object while parsing: what it holds so far (and, for an object, the key whose
    /// value comes next).
    private enum Open {
        case array([JSONValue])
        case object([JSONMember], key: String, ordinal: Int)
    }

    /// Parses one value, nested to any depth up to `maxNesting` without recursion (an explicit stack of
    /// open containers), so a deep document cannot overflow the thread's stack.
    private mutating func value(depth: Int) throws(LayoutError) -> JSONValue {
        open = []
        while true {
            deepest = max(deepest, depth + open.count)
            // A value starts here: a scalar is complete at once, a container is opened.
            guard i < bytes.count else { throw error("unexpected end of input") }
            var done: JSONValue
            switch bytes[i] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[i] == UInt8(ascii: "{")
                guard depth + open.count < maxNesting else { throw nestingError() }
                let ordinal = objectCount
                if isObject { objectCount += 1 }
                i += 1; skipSpace()
                if i < bytes.count, bytes[i] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    i += 1
                    done = isObject ? .object([], ordinal: ordinal) : .array([])
                } else {
                    open.append(isObject ? .object(withRoom(), key: try key(), ordinal: ordinal) : .array(withRoom()))
                    continue
                }
            case UInt8(ascii: "\""): done = .string(try string())
            case UInt8(ascii: "t"): try expect("true"); done = .bool(true)
            case UInt8(ascii: "f"): try expect("false"); done = .bool(false)
            case UInt8(ascii: "n"): try expect("null"); done = .null
            default: done = .number(try number())
            }
            // Hand the finished value to the innermost open container; close containers that end here.
            closing: while true {
                guard var container = open.popLast() else { return done }
                skipSpace()
                switch container {
                case .array(var items):
                    container = .array([])  // drop the enum's reference, so the append does not copy
                    items.append(done)
                    // On an error, what was read stays in `open` (the caller frees it without recursing).
                    guard i < bytes.count else { open.append(.array(items)); throw error("unexpected end of input in an array") }
                    if bytes[i] == UInt8(ascii: ",") {
                        i += 1; skipSpace()
                        open.append(.array(items))
                        break closing
                    }
                    if bytes[i] == UInt8(ascii: "]") { i += 1; done = .array(items); continue }
                    open.append(.array(items))
                    throw error("expected ',' or ']'")
                case .object(var members, let key, let ordinal):
                    container = .array([])
                    members.append(JSONMember(key: key, value: done))
                    guard i < bytes.count else { open.append(.object(members, key: key, ordinal: ordinal)); throw error("unexpected end of input in an object") }
                    if bytes[i] == UInt8(ascii: ",") {
                        i += 1
                        let next: String
                        do throws(LayoutError) { next = try self.key() } catch {
                            open.append(.object(members, key: key, ordinal: ordinal))
                            throw error
                        }
                        open.append(.object(members, key: next, ordinal: ordinal))
                        break closing
                    }
                    if bytes[i] == UInt8(ascii: "}") {
                        if let duplicate = JSONReader.duplicateKey(members) {
                            open.append(.object(members, key: key, ordinal: ordinal))
                            throw error("duplicate key \(quoted(duplicate)) in an object")
                        }
                        i += 1; done = .object(members, ordinal: ordinal); continue
                    }
                    open.append(.object(members, key: key, ordinal: ordinal))
                    throw error("expected ',' or '}'")
                }
            }
        }
    }

    /// The first key that occurs twice in `members`, if any (RFC 8259 leaves duplicates to the reader; a
    /// document with one would mean two things).
    private static func duplicateKey(_ members: [JSONMember]) -> String? {
        if members.count <= 12 {
            for a in 1..<max(members.count, 1) {
                let key = members[a].key
                for b in 0..<a where members[b].key.utf8.count == key.utf8.count && members[b].key == key { return key }
            }
            return nil
        }
        var seen = Set<String>(minimumCapacity: members.count)
        for member in members where !seen.insert(member.key).inserted { return member.key }
        return nil
    }

    /// An empty container's storage with room for a few elements (growing from empty reallocates at
    /// 1, 2 and 4).
    private func withRoom<T>() -> [T] {
        var elements: [T] = []
        elements.reserveCapacity(4)
        return elements
    }

    /// An object's key and the colon after it; leaves the reader at the value.
    private mutating func key() throws(LayoutError) -> String {
        skipSpace()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a string key") }
        let key = try string()
        skipSpace()
        try expect(":")
        skipSpace()
        return key
    }

    private func nestingError() -> LayoutError {
        LayoutError(.depthExceeded, error("nesting deeper than \(maxNesting) levels").message)
    }

    private mutating func number() throws(LayoutError) -> Double {
        let start = i
        func digits(_ r: inout JSONReader) -> Int {
            let s = r.i
            while r.i < r.bytes.count, (48...57).contains(r.bytes[r.i]) { r.i += 1 }
            return r.i - s
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        let intStart = i
        guard digits(&self) > 0 else { throw error("expected a value") }
        if bytes[intStart] == UInt8(ascii: "0"), i - intStart > 1 { throw error("leading zeros are not allowed") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits(&self) > 0 else { throw error("expected digits after '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits(&self) > 0 else { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("number \(quoted(text)) is out of range") }
        return value
    }

    private mutating func hex4() throws(LayoutError) -> UInt32 {
        guard i + 4 <= bytes.count else { throw error("truncated \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt32
            switch c {
            case 48...57: d = UInt32(c - 48)
            case 65...70: d = UInt32(c - 55)
            case 97...102: d = UInt32(c - 87)
            default: throw error("bad hex digit in \\u escape")
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }

    private mutating func string() throws(LayoutError) -> String {
        i += 1 // opening quote
        // Most strings (keys, type names) have no escapes: made straight from the bytes.
        var end = i
        var ascii = true
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 32 {
            ascii = ascii && bytes[end] < 128
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let start = i
            i = end + 1
            if ascii {  // valid as it is: no validation (the generic one looks up type metadata per call)
                return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
            }
            guard let s = String(validating: bytes[start..<end], as: UTF8.self) else { i = start; throw error("string is not valid UTF-8") }
            return s
        }
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw error("unterminated string") }
            let c = bytes[i]
            i += 1
            switch c {
            case UInt8(ascii: "\""):
                guard let s = String(validating: out, as: UTF8.self) else { throw error("string is not valid UTF-8") }
                return s
            case UInt8(ascii: "\\"):
                guard i < bytes.count else { throw error("unterminated escape") }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""): out.append(34)
                case UInt8(ascii: "\\"): out.append(92)
                case UInt8(ascii: "/"): out.append(47)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard i + 2 <= bytes.count, bytes[i] == 92, bytes[i + 1] == UInt8(ascii: "u") else {
                            throw error("unpaired surrogate in \\u escape")
                        }
                        i += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw error("unpaired surrogate in \\u escape")
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default: throw error("unknown escape '\\\(Character(Unicode.Scalar(e)))'")
                }
            case 0..<32: throw error("control character in a string")
            default: out.append(c)
            }
        }
    }
}
