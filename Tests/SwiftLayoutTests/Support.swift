import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument
#if canImport(Glibc)
import Glibc
#endif

/// How deep the deepest tests nest: the documented limit, 100,000 levels, unless SWIFTLAYOUT_TEST_DEPTH
/// says less. `make test-tsan` says less: ThreadSanitizer keeps its own call stack per thread with room
/// for about 64,000 calls, which 100,000 levels of recursion overrun (a limit of the tool, not of the
/// engine, whose threads have room for them).
func testDepth() -> Int {
    guard let text = getenv("SWIFTLAYOUT_TEST_DEPTH"), let n = Int(String(cString: text)), n >= 10 else { return 100_000 }
    return min(n, 100_000)
}

/// A plain window with no safe area, so the root proposes exactly (width, height) at (0, 0). Text uses
/// the deterministic approximate metrics (the font tests choose HarfBuzz explicitly).
func window(_ width: Double, _ height: Double) -> LayoutEnvironment {
    var env = LayoutEnvironment(size: Size(width, height), safeArea: .zero, displayScale: 2)
    env.textMeasurer = ApproximateTextMeasurer()
    return env
}

/// A plain window on `platform` with the SF Pro text measurer the goldens are compared with
/// (FixtureTests), not the approximate one: the expected sizes include measured text widths.
func measuredWindow(_ width: Double, _ height: Double, _ platform: Platform) -> LayoutEnvironment {
    var e = LayoutEnvironment(size: Size(width, height), safeArea: .zero, displayScale: 2)
    e.platform = platform
    return e
}

/// Lays out and returns the result, failing the test on an error.
func run(_ view: any View, _ env: LayoutEnvironment) throws -> LayoutResult {
    try layout(view, in: env)
}

/// A table-driven layout case: a view laid out in a plain window of `size` and the frames it must give its
/// views ("id x y width height" per line, as `expectFrames` reads them).
struct FrameCase: Sendable, CustomStringConvertible {
    let description: String
    let size: Size
    let view: @Sendable () -> any View
    let frames: String

    /// Lays the case out and checks every frame.
    func check(sourceLocation: SourceLocation = #_sourceLocation) throws {
        expectFrames(try layout(view(), in: window(size.width, size.height)), frames, sourceLocation: sourceLocation)
    }
}

/// Expects the frames of `result`'s views by id, a table of one "id x y width height" per line (each
/// within 0.01, as `expectRect`).
func expectFrames(_ result: LayoutResult, _ table: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for row in table.split(separator: "\n") {
        let cells = row.split(separator: " ")
        let numbers = cells.dropFirst().compactMap { Double($0) }
        guard cells.count == 5, numbers.count == 4 else { Issue.record("not an id and 4 numbers: \(row)", sourceLocation: sourceLocation); continue }
        expectRect(result[String(cells[0])], numbers[0], numbers[1], numbers[2], numbers[3], sourceLocation: sourceLocation)
    }
}

func expectRect(_ r: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                sourceLocation: SourceLocation = #_sourceLocation) {
    guard let r else { Issue.record("missing frame", sourceLocation: sourceLocation); return }
    let ok = abs(r.minX - x) < 0.01 && abs(r.minY - y) < 0.01 && abs(r.width - w) < 0.01 && abs(r.height - h) < 0.01
    #expect(ok, "got \(r), expected (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
}

/// A plain window (the approximate text metrics) on `platform`.
func env(_ w: Double, _ h: Double, _ platform: Platform) -> LayoutEnvironment {
    var e = window(w, h)
    e.platform = platform
    return e
}
