// Swift's own parser for Python's SwiftUI source reader (python/swiftlayout/swift/, docs/SWIFT_SOURCE.md).
//
// `from_swift` reads SwiftUI apps as the compiler does: this library parses a file with swift-syntax's
// `SwiftParser` (the parser the Swift toolchain itself ships, in `usr/lib/swift/host`), folds its operator
// sequences with `SwiftOperators` (Swift's precedence groups, so `a + b * c` and `x ?? y == z` group as the
// compiler groups them), and writes the tree as JSON for Python to interpret:
//
//   node        {"k": kind, "r": [start, end], <child name>: child, …}   kind and child names are swift-syntax's
//                                                                         (`functionCallExpr`, `calledExpression`)
//   token       its text ("VStack", "let", "+")                          punctuation tokens are left out
//   collection  [child, …]                                               (`arguments`, `statements`, …)
//
// `r` are UTF-8 byte offsets of the node without its surrounding trivia. Next to the tree: every comment
// (`comments`: [start, end], for the `// id` convention) and every place the parser could not read
// (`errors`: [start, end, what]); the reader skips a declaration holding one unless the view needs it.
//
// It is not part of the Swift package (Package.swift does not declare it): it links the toolchain's
// prebuilt swift-syntax libraries, which a package others depend on cannot do without unsafe flags. The
// Makefile builds it next to libswiftlayout.so (`make build`, `make release`), and python/setup.py bundles it
// with the swift-syntax libraries it needs, so the wheel reads Swift without a toolchain.
//
// No input may trap the host: the parse runs on its own thread with a large stack (deep nesting recurses in
// the parser and the operator folding), sources over `maximumSourceBytes` are refused, and the JSON is
// written without recursion.

#if canImport(Glibc)
import Glibc
#endif
@_spi(RawSyntax) import SwiftSyntax
import SwiftParser
import SwiftOperators

/// The largest source this library parses (the reader refuses larger files before calling it).
let maximumSourceBytes = 16 << 20
/// The parse thread's stack: SwiftParser stops at 256 nesting levels, but folding an operator chain recurses once
/// per operator.
let parseStackBytes = 1 << 30
let syntaxVersion = "1"
/// The width of a range's number fields (filled in as the tokens go by; JSON ignores the padding spaces).
let fieldWidth = 9
/// How deep the JSON tree may nest (a deeper node is `tooDeep`, with an error): Python reads the JSON with
/// recursion (docs/SWIFT_SOURCE.md's limits).
let maximumDepth = 2_000

/// A JSON writer over a byte buffer.
struct JSONBytes {
    var bytes: [UInt8] = []

    mutating func raw(_ s: StaticString) { s.withUTF8Buffer { bytes.append(contentsOf: $0) } }

    mutating func int(_ v: Int) { bytes.append(contentsOf: String(v).utf8) }

    mutating func string(_ s: String) {
        bytes.append(34)
        for b in s.utf8 {
            switch b {
            case 34: bytes.append(contentsOf: [92, 34])
            case 92: bytes.append(contentsOf: [92, 92])
            case 0..<32:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [92, 117, 48, 48, hex[Int(b >> 4)], hex[Int(b & 15)]])
            default: bytes.append(b)
            }
        }
        bytes.append(34)
    }
}

/// Names looked up once per kind and key path (the lookups are slow: reflection and a key-path switch).
final class Names {
    var kinds: [SyntaxKind: String] = [:]
    var children: [AnyKeyPath: String] = [:]

    func kind(_ k: SyntaxKind) -> String {
        if let name = kinds[k] { return name }
        var name = String(describing: k)
        if name.hasPrefix(".") { name.removeFirst() }
        kinds[k] = name
        return name
    }

    func child(_ keyPath: AnyKeyPath) -> String {
        if let name = children[keyPath] { return name }
        let name = childName(keyPath) ?? "?"
        children[keyPath] = name
        return name
    }
}

/// Punctuation carries no meaning once the tree has its shape.
func isPunctuation(_ kind: TokenKind) -> Bool {
    switch kind {
    case .leftParen, .rightParen, .leftBrace, .rightBrace, .leftSquare, .rightSquare, .comma, .colon,
         .semicolon, .period, .endOfFile, .stringQuote, .multilineStringQuote, .singleQuote:
        return true
    default:
        return false
    }
}

/// The tree as JSON, plus the comments and the places the parser could not read.
///
/// One pass over the tree without recursion: a node's range is the start of its first token and the end of its
/// last one (without their trivia), filled into fixed-width fields as the tokens go by — swift-syntax's own
/// `positionAfterSkippingLeadingTrivia` walks down to the first token, which is quadratic in a long modifier
/// chain. Nodes deeper than `maximumDepth` are written as `{"k":"tooDeep"}` with an error.
func writeTree(_ root: Syntax, into out: inout JSONBytes) {
    let names = Names()
    var comments: [(Int, Int)] = []
    var errors: [(Int, Int, String)] = []
    enum Step { case open(Syntax, String?), close(UInt8, Int), comma, token(TokenSyntax) }
    var stack: [Step] = [.open(root, nil)]
    // Where the start fields of the nodes opened since the last token are, and the last token's end.
    var pendingStarts: [Int] = []
    var lastEnd = 0
    var depth = 0
    func field() -> Int {
        let at = out.bytes.count
        out.bytes.append(contentsOf: Array(repeating: 32, count: fieldWidth))
        return at
    }
    func fill(_ at: Int, _ value: Int) {
        let digits = Array(String(value).utf8)
        for (k, d) in digits.enumerated() where k < fieldWidth { out.bytes[at + k] = d }
    }
    func passed(_ token: TokenSyntax) {
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        for at in pendingStarts { fill(at, start) }
        pendingStarts.removeAll(keepingCapacity: true)
        lastEnd = start + token.trimmedLength.utf8Length
        collectComments(token, &comments)
    }
    out.raw("{\"tree\":")
    while let step = stack.popLast() {
        switch step {
        case .comma:
            out.raw(",")
        case .token(let token):
            passed(token)
        case .close(let byte, let endField):
            if endField >= 0 {
                fill(endField, lastEnd)
                depth -= 1
            }
            out.bytes.append(byte)
        case .open(let node, let name):
            if let name {
                out.string(name)
                out.raw(":")
            }
            if let token = node.as(TokenSyntax.self) {
                out.string(token.text)
                passed(token)
                continue
            }
            if node.kind.isSyntaxCollection {
                out.raw("[")
                stack.append(.close(93, -1))
                var items: [Step] = []
                for child in node.children(viewMode: .sourceAccurate) {
                    if !items.isEmpty { items.append(.comma) }
                    items.append(.open(child, nil))
                }
                stack.append(contentsOf: items.reversed())
                continue
            }
            if depth >= maximumDepth {
                let at = node.position.utf8Offset
                out.raw("{\"k\":\"tooDeep\",\"r\":[")
                out.int(at)
                out.raw(",")
                out.int(at)
                out.raw("]}")
                errors.append((at, at, "code nested more than \(maximumDepth) levels deep"))
                for token in node.tokens(viewMode: .sourceAccurate) { passed(token) }
                continue
            }
            depth += 1
            out.raw("{\"k\":")
            out.string(names.kind(node.kind))
            out.raw(",\"r\":[")
            pendingStarts.append(field())
            out.raw(",")
            let endField = field()
            out.raw("]")
            stack.append(.close(125, endField))
            var items: [Step] = []
            for child in node.children(viewMode: .all) {
                guard let keyPath = child.keyPathInParent else { continue }
                let childName = names.child(keyPath)
                if let token = child.as(TokenSyntax.self) {
                    if token.presence == .missing {
                        if !isPunctuation(token.tokenKind) || node.kind != .sourceFile {
                            let at = token.positionAfterSkippingLeadingTrivia.utf8Offset
                            errors.append((at, at, "expected \(describe(token.tokenKind))"))
                        }
                        continue
                    }
                    if isPunctuation(token.tokenKind) {
                        items.append(.token(token))
                        continue
                    }
                } else if child.kind == .unexpectedNodes {
                    let text = trimmed(child.description)
                    var first = -1, last = -1
                    for token in child.tokens(viewMode: .sourceAccurate) {
                        if first < 0 { first = token.positionAfterSkippingLeadingTrivia.utf8Offset }
                        last = token.endPositionBeforeTrailingTrivia.utf8Offset
                        items.append(.token(token))
                    }
                    if first < 0 { first = child.position.utf8Offset; last = first }
                    errors.append((first, last, "unexpected code '\(text.prefix(40))'"))
                    continue
                } else if child.kind.isMissing {
                    let at = child.position.utf8Offset
                    errors.append((at, at, "expected \(describe(child.kind))"))
                    continue
                }
                items.append(.comma)
                items.append(.open(child, childName))
            }
            stack.append(contentsOf: items.reversed())
        }
    }
    // Nodes with no token at all (empty collections' parents never are; a missing expression can be) start
    // where the text ended.
    for at in pendingStarts { fill(at, lastEnd) }
    out.raw(",\"comments\":[")
    for (k, (start, end)) in comments.enumerated() {
        if k > 0 { out.raw(",") }
        out.raw("[")
        out.int(start)
        out.raw(",")
        out.int(end)
        out.raw("]")
    }
    out.raw("],\"errors\":[")
    for (k, (start, end, what)) in errors.enumerated() {
        if k > 0 { out.raw(",") }
        out.raw("[")
        out.int(start)
        out.raw(",")
        out.int(end)
        out.raw(",")
        out.string(what)
        out.raw("]")
    }
    out.raw("]}")
}

func describe(_ kind: TokenKind) -> String {
    switch kind {
    case .rightBrace: return "'}'"
    case .leftBrace: return "'{'"
    case .rightParen: return "')'"
    case .leftParen: return "'('"
    case .rightSquare: return "']'"
    case .identifier: return "a name"
    default: return "a token"
    }
}

func describe(_ kind: SyntaxKind) -> String {
    var name = String(describing: kind)
    if name.hasPrefix(".") { name.removeFirst() }
    if name.hasPrefix("missing") { name.removeFirst("missing".count) }
    var words = ""
    for c in name {
        if c.isUppercase, !words.isEmpty { words += " " }
        words += c.lowercased()
    }
    return words
}

/// `text` without leading and trailing white space, on one line.
func trimmed(_ text: String) -> String {
    let oneLine = text.map { $0.isNewline ? " " : $0 }
    var start = oneLine.startIndex, end = oneLine.endIndex
    while start < end, oneLine[start].isWhitespace { start = oneLine.index(after: start) }
    while end > start, oneLine[oneLine.index(before: end)].isWhitespace { end = oneLine.index(before: end) }
    return String(oneLine[start..<end])
}

/// Every comment in a token's trivia, by absolute UTF-8 offsets.
func collectComments(_ token: TokenSyntax, _ comments: inout [(Int, Int)]) {
    var at = token.position.utf8Offset
    for piece in token.leadingTrivia {
        let length = piece.sourceLength.utf8Length
        if piece.isComment { comments.append((at, at + length)) }
        at += length
    }
    at = token.endPositionBeforeTrailingTrivia.utf8Offset
    for piece in token.trailingTrivia {
        let length = piece.sourceLength.utf8Length
        if piece.isComment { comments.append((at, at + length)) }
        at += length
    }
}

/// The work of one parse, handed to its thread.
final class Job {
    let source: UnsafeBufferPointer<UInt8>
    var result: [UInt8] = []
    init(_ source: UnsafeBufferPointer<UInt8>) { self.source = source }

    func run() {
        let tree = Parser.parse(source: source)
        let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
        var out = JSONBytes()
        out.bytes.reserveCapacity(source.count * 4)
        writeTree(folded, into: &out)
        result = out.bytes
    }
}

/// Parses on a thread of its own with a large stack and returns the JSON (on the calling thread if no
/// thread can be made).
func parseToJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    let job = Job(bytes)
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, parseStackBytes)
    var thread = pthread_t()
    let context = Unmanaged.passRetained(job).toOpaque()
    let started = pthread_create(&thread, &attributes, { raw in
        Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue().run()
        return nil
    }, context)
    if started != 0 {
        Unmanaged<Job>.fromOpaque(context).release()
        job.run()
        return job.result
    }
    pthread_join(thread, nil)
    return job.result
}

/// Parses `length` bytes of UTF-8 Swift source and returns the tree as NUL-terminated JSON (see the top of
/// this file), or NULL for a source over 16 MB or a NULL pointer. The caller owns the string: free it with
/// `sl_syntax_free`. Thread-safe: each call parses on its own thread.
@c(sl_syntax_parse)
public func slSyntaxParse(_ source: UnsafePointer<UInt8>?, _ length: Int) -> UnsafeMutablePointer<CChar>? {
    guard let source, length >= 0, length <= maximumSourceBytes else { return nil }
    var json = parseToJSON(UnsafeBufferPointer(start: source, count: length))
    json.append(0)
    let result = UnsafeMutablePointer<CChar>.allocate(capacity: json.count)
    json.withUnsafeBytes { raw in
        UnsafeMutableRawPointer(result).copyMemory(from: raw.baseAddress!, byteCount: json.count)
    }
    return result
}

/// Frees a string `sl_syntax_parse` returned. NULL is ignored.
@c(sl_syntax_free)
public func slSyntaxFree(_ json: UnsafeMutablePointer<CChar>?) {
    json?.deallocate()
}

/// The largest source `sl_syntax_parse` reads, in bytes.
@c(sl_syntax_max_source_bytes)
public func slSyntaxMaxSourceBytes() -> Int { maximumSourceBytes }
