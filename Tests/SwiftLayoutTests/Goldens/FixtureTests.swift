// SwiftUI is the oracle: every fixture in Tests/Fixtures/goldens/<concept>/ (frames recorded from Apple's SwiftUI;
// Tests/Fixtures/README.md) is parsed with ViewDocument.parse, laid out in the fixture's environment and
// compared frame by frame. A fixture with "xfail" names a feature the engine does not have yet: it runs
// inside withKnownIssue, which records an error once the fixture starts passing (then drop the "xfail").

import Foundation
import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// One fixture file, as far as the comparison needs it.
struct GoldenFixture: Sendable, CustomStringConvertible {
    struct Expected: Sendable { let id: String; let frame: [Double] }
    let id: String
    let document: String
    let screen: [Double]
    let scale: Double
    let safeArea: [Double]
    let platform: String
    let layouts: [String]
    let expected: [Expected]
    let tolerance: Double
    let xfail: String?
    var description: String { id }

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures").appendingPathComponent("goldens")

    /// Every fixture file, `goldens/<concept>/<case>.json` (Tests/Fixtures/README.md), by its name.
    static let files: [String: [URL]] = {
        var out: [String: [URL]] = [:]
        let found = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        while let url = found?.nextObject() as? URL {
            if url.pathExtension == "json" { out[url.lastPathComponent, default: []].append(url) }
        }
        return out
    }()

    /// The fixture files' names, sorted.
    static var names: [String] { files.keys.sorted() }

    struct Malformed: Error, CustomStringConvertible { let description: String }

    init(named name: String) throws {
        guard let urls = GoldenFixture.files[name], urls.count == 1 else {
            throw Malformed(description: "\(name): \(GoldenFixture.files[name]?.count ?? 0) fixture files of that name")
        }
        let data = try Data(contentsOf: urls[0])
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Malformed(description: "\(name): not a JSON object")
        }
        func numbers(_ value: Any?, _ what: String) throws -> [Double] {
            guard let list = value as? [Any] else { throw Malformed(description: "\(name): \(what) must be a list of numbers") }
            return try list.map { item in
                guard let n = item as? NSNumber else { throw Malformed(description: "\(name): \(what) must be a list of numbers") }
                return n.doubleValue
            }
        }
        guard let id = root["id"] as? String, let environment = root["environment"] as? [String: Any],
              let document = root["document"], let expected = root["expected"] as? [[String: Any]],
              let tolerance = root["tolerance"] as? NSNumber, let platform = environment["platform"] as? String,
              let scale = environment["scale"] as? NSNumber else {
            throw Malformed(description: "\(name): needs id, environment (screen, scale, safe_area, platform), document, expected, tolerance")
        }
        self.id = id
        self.document = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
        screen = try numbers(environment["screen"], "environment.screen")
        safeArea = try numbers(environment["safe_area"], "environment.safe_area")
        self.scale = scale.doubleValue
        self.platform = platform
        layouts = root["layouts"] as? [String] ?? []
        self.expected = try expected.map { item in
            guard let id = item["id"] as? String else { throw Malformed(description: "\(name): an expected frame needs an id") }
            return Expected(id: id, frame: try numbers(item["frame"], "expected frame of \(id)"))
        }
        self.tolerance = tolerance.doubleValue
        xfail = root["xfail"] as? String
        guard screen.count == 2, safeArea.count == 4, self.expected.allSatisfy({ $0.frame.count == 4 }) else {
            throw Malformed(description: "\(name): screen is [w, h], safe_area [top, leading, bottom, trailing], a frame [x, y, w, h]")
        }
    }

    /// Lays the document out; returns one line per expected frame that is off by more than the tolerance.
    func mismatches() throws -> [String] {
        let table = layouts.map { FixtureLayouts.named($0) }
        let callbacks = ViewDocument.Callbacks(layout: { i in i >= 0 && i < table.count ? table[i] : nil })
        let root = try ViewDocument.parse(document, callbacks: callbacks)
        var environment = LayoutEnvironment(size: Size(screen[0], screen[1]),
                                            safeArea: EdgeInsets(top: safeArea[0], leading: safeArea[1],
                                                                 bottom: safeArea[2], trailing: safeArea[3]),
                                            displayScale: scale)
        environment.platform = Platform.named(platform)!
        let result = try layout(root, in: environment)
        var lines: [String] = []
        for item in expected {
            guard let r = result.frame(id: item.id) else {
                lines.append("\(item.id): expected \(item.frame), got no node with this id")
                continue
            }
            let got = [r.minX, r.minY, r.width, r.height]
            if zip(got, item.frame).contains(where: { !$0.0.isFinite || abs($0.0 - $0.1) > tolerance }) {
                lines.append("\(item.id): expected \(item.frame), got \(got)")
            }
        }
        return lines
    }
}

/// The custom layouts fixtures name in "layouts" (described in each fixture's SwiftUI comments).
enum FixtureLayouts {
    static func named(_ name: String) -> (any CustomLayout)? {
        switch name {
        case "FlowLayout": FlowLayout()
        case "RadialLayout": RadialLayout()
        case "ValueLayout": ValueLayout()
        default: nil
        }
    }

    /// Rows of subviews at their ideal sizes, 8 pt apart; a new row when the next one would pass the width
    /// (proposal.width ?? 300); rows 6 pt apart.
    struct FlowLayout: CustomLayout {
        var name: String { "FlowLayout" }
        func rows(_ width: Double, _ subviews: [LayoutSubview]) -> [[(LayoutSubview, Size)]] {
            var rows: [[(LayoutSubview, Size)]] = [[]]
            var x = 0.0
            for s in subviews {
                let size = s.sizeThatFits(.unspecified)
                if !rows[rows.count - 1].isEmpty && x + 8 + size.width > width { rows.append([]); x = 0 }
                x = rows[rows.count - 1].isEmpty ? size.width : x + 8 + size.width
                rows[rows.count - 1].append((s, size))
            }
            return rows.filter { !$0.isEmpty }
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) throws -> Size {
            let width = proposal.width ?? 300
            let rows = rows(width, subviews)
            let heights = rows.map { $0.map(\.1.height).max() ?? 0 }
            return Size(width, heights.reduce(0, +) + 6 * Double(max(rows.count - 1, 0)))
        }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview]) throws {
            var y = bounds.minY
            for row in rows(bounds.width, subviews) {
                var x = 0.0
                for (s, size) in row {
                    s.place(at: Point(bounds.minX + x, y), proposal: ProposedViewSize(size))
                    x += size.width + 8
                }
                y += (row.map(\.1.height).max() ?? 0) + 6
            }
        }
    }

    /// SwiftUI's LayoutValueKey for the "indent" layout value the fixtures' JSON sets.
    struct IndentKey: LayoutValueKey { static let defaultValue = 0.0 }

    /// A column in priority order (higher first, ties in order), each subview at its ideal size, indented
    /// by its IndentKey layout value, neighbours apart by their spacing distance along the vertical.
    struct ValueLayout: CustomLayout {
        var name: String { "ValueLayout" }
        func order(_ subviews: [LayoutSubview]) -> [LayoutSubview] {
            subviews.indices.sorted { subviews[$0].priority > subviews[$1].priority || (subviews[$0].priority == subviews[$1].priority && $0 < $1) }
                .map { subviews[$0] }
        }
        func indent(_ s: LayoutSubview) -> Double { s.numericLayoutValue("indent") ?? s[IndentKey.self] }
        func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) throws -> Size {
            let order = order(subviews)
            var size = Size(0, 0)
            for (n, s) in order.enumerated() {
                let ideal = s.sizeThatFits(.unspecified)
                if n > 0 { size.height += order[n - 1].spacing.distance(to: s.spacing, along: .vertical) }
                size.height += ideal.height
                size.width = max(size.width, ideal.width + indent(s))
            }
            return size
        }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview]) throws {
            let order = order(subviews)
            var y = bounds.minY
            for (n, s) in order.enumerated() {
                let ideal = s.sizeThatFits(.unspecified)
                if n > 0 { y += order[n - 1].spacing.distance(to: s.spacing, along: .vertical) }
                s.place(at: Point(bounds.minX + indent(s), y), proposal: ProposedViewSize(ideal))
                y += ideal.height
            }
        }
    }

    /// A square of min(proposal.width ?? 200, proposal.height ?? 200); subview i centred on a circle of
    /// radius min(bounds) / 2 - 12 (half that from the fifth on): top, right, bottom, left in turn.
    struct RadialLayout: CustomLayout {
        var name: String { "RadialLayout" }
        func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) throws -> Size {
            let side = min(proposal.width ?? 200, proposal.height ?? 200)
            return Size(side, side)
        }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview]) throws {
            let radius = min(bounds.width, bounds.height) / 2 - 12
            let directions: [(Double, Double)] = [(0, -1), (1, 0), (0, 1), (-1, 0)]
            for (i, s) in subviews.enumerated() {
                let (dx, dy) = directions[i % 4]
                let r = radius * (i < 4 ? 1 : 0.5)
                s.place(at: Point(bounds.midX + dx * r, bounds.midY + dy * r), anchor: .center, proposal: .unspecified)
            }
        }
    }
}

@Suite("SwiftUI golden fixtures")
struct FixtureTests {
    @Test func fixtureDirectoryIsNotEmpty() {
        #expect(!GoldenFixture.names.isEmpty, "no fixtures in \(GoldenFixture.directory.path)")
    }

    @Test(arguments: GoldenFixture.names)
    func fixture(_ name: String) throws {
        let fixture = try GoldenFixture(named: name)
        #expect(name == fixture.id + ".json", "a fixture's file is named after its id")
        let check = {
            let wrong = try fixture.mismatches()
            #expect(wrong.isEmpty, """
                \(fixture.id) on \(fixture.platform) (\(wrong.count) of \(fixture.expected.count) frames off by more \
                than \(fixture.tolerance) pt):
                  \(wrong.joined(separator: "\n  "))
                """)
        }
        if let reason = fixture.xfail {
            withKnownIssue(Comment(rawValue: reason)) { try check() }
        } else {
            try check()
        }
    }
}
