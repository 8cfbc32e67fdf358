// The SwiftUI module lays SwiftUI code out exactly as the engine lays out the same tree built with its own
// API (which the golden suites check against Apple's SwiftUI), and as Apple's SwiftUI did for golden cases
// written as SwiftUI code here. Screens.swift holds the SwiftUI code; EngineTwins.swift the engine trees.

import SwiftUI
import Testing

/// Frames equal to within floating-point noise (both sides run the same arithmetic, so exactly equal in
/// practice).
func expectSameLayout(_ got: [LaidOut], _ want: [LaidOut], sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(got.count == want.count, "node count \(got.count) vs \(want.count)", sourceLocation: sourceLocation)
    for (a, b) in zip(got, want) where a != b {
        let close = abs(a.frame.minX - b.frame.minX) < 1e-9 && abs(a.frame.minY - b.frame.minY) < 1e-9
            && abs(a.frame.width - b.frame.width) < 1e-9 && abs(a.frame.height - b.frame.height) < 1e-9
        #expect(a.kind == b.kind && a.id == b.id && close, "\(a) vs engine \(b)", sourceLocation: sourceLocation)
        if !(a.kind == b.kind && a.id == b.id && close) { break }   // the first difference: the rest follow from it
    }
}

/// A recorded probe: the fixture's expected frame for `id` (Apple's SwiftUI, Tests/Fixtures/goldens).
func recorded(_ fixture: String) throws -> [(id: String, frame: CGRect)] {
    let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/goldens")
    // goldens/<concept>/<case>.json (Tests/Fixtures/README.md): the one file of that name.
    var files: [URL] = []
    let found = FileManager.default.enumerator(at: goldens, includingPropertiesForKeys: nil)
    while let url = found?.nextObject() as? URL {
        if url.lastPathComponent == "\(fixture).json" { files.append(url) }
    }
    guard files.count == 1 else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "\(fixture).json"]) }
    let url = files[0]
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    return (json["expected"] as! [[String: Any]]).map {
        let f = $0["frame"] as! [Double]
        return ($0["id"] as! String, CGRect(x: f[0], y: f[1], width: f[2], height: f[3]))
    }
}

func expectRecorded(_ got: [LaidOut], _ fixture: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let probes = try recorded(fixture)
    // Every probe is laid out (a List lays out rows past the screen's end too).
    #expect(probes.allSatisfy { got.frame($0.id) != nil }, "\(fixture): probes missing", sourceLocation: sourceLocation)
    for (id, want) in probes {
        guard let frame = got.frame(id) else { continue }
        let ok = abs(frame.minX - want.minX) <= 0.34 && abs(frame.minY - want.minY) <= 0.34
            && abs(frame.width - want.width) <= 0.34 && abs(frame.height - want.height) <= 0.34
        #expect(ok, "\(fixture) \(id): \(frame) vs recorded \(want)", sourceLocation: sourceLocation)
    }
}

/// The function `#Preview { ContentView() }` (Screens.swift:21:1) became; a `() -> pointer` C function is
/// called the same way under Swift's convention.
@_silgen_name("swiftlayout_preview_SwiftUITests_Screens_swift_21_1")
func helloWorldPreview() -> UnsafeMutableRawPointer

/// `#Preview("Counter") { @Previewable @State var count = 3 … }` (Screens.swift:29:1).
@_silgen_name("swiftlayout_preview_SwiftUITests_Screens_swift_29_1")
func counterPreview() -> UnsafeMutableRawPointer

@MainActor
@Suite struct SwiftUIModuleTests {
    @Test func helloWorldTemplateIsTheEngineTree() throws {
        for device in ["iPhone 15 Pro", "iPhone SE", "iPad Pro 11"] {
            let got = try frames(ContentView(), device: device)
            expectSameLayout(got, try EngineTwins.laidOut(EngineTwins.helloWorld, device: device))
            // Rules (docs/LAYOUT_RULES.md): padding() is 16 on every edge (§7) and the root is centred in
            // the safe area (§0) — iPhone 15 Pro: 393 × 852 with insets 59/34 (Apple's device specs).
            if device == "iPhone 15 Pro" {
                let padded = got[0].frame, stack = got[1].frame
                #expect(stack.minX - padded.minX == 16 && padded.maxY - stack.maxY == 16)
                #expect(abs(padded.midX - 393 / 2) < 1e-9 && abs(padded.midY - (59 + (852 - 59 - 34) / 2)) < 1e-9)
            }
        }
    }

    @Test func realisticScreenIsTheEngineTree() throws {
        for device in ["iPhone 15 Pro", "iPhone SE"] {
            expectSameLayout(try frames(LibraryView(), device: device), try EngineTwins.laidOut(EngineTwins.library, device: device))
        }
        // The macOS profile too (its List and NavigationStack differ).
        expectSameLayout(try frames(LibraryView(), device: "window"), try EngineTwins.laidOut(EngineTwins.library, device: "window"))
    }

    @Test func goldenNavigationListAsSwiftUICode() throws {
        // swiftui-web ios/nav list-scroll at rest, iOS 26, 320 × 400 @2x.
        try expectRecorded(try frames(NavListScroll(), device: "iPhone SE", platform: "iOS 26", screen: CGSize(width: 320, height: 400)),
                           "g4_ios_nav_list_scroll_initial")
    }

    @Test func goldenCustomLayoutWithLayoutValuesAsSwiftUICode() throws {
        // swiftui-web customlayout/values, macOS 26, 240 × 160 @2x: a Layout ordering by priority,
        // indenting by a LayoutValueKey and spacing by ViewSpacing.distance.
        try expectRecorded(try frames(LayoutValues(), device: "window", platform: "macOS 26", screen: CGSize(width: 240, height: 160)),
                           "cnt2_layout_values")
    }

    @Test func goldenListEditingAsSwiftUICode() throws {
        // swiftui-web ios/list/editing, iOS 26, 320 × 420 @2x: in edit mode the rows of a ForEach with onDelete
        // are indented for the delete control; the fixed row is not.
        try expectRecorded(try frames(ListEditing(), device: "iPhone SE", platform: "iOS 26", screen: CGSize(width: 320, height: 420)),
                           "g5_list_editing_ios")
    }

    @Test func markdownInTextLiterals() throws {
        // g5_text_markdown_macos (Apple's SwiftUI): "mixed" 213.5 wide in its bold and italic runs, "verbatim"
        // 110.5 with its asterisks, "escaped" 97.5; an interpolated "*" is shown as it is, as the escaped one.
        let got = try frames(MarkdownLiterals(), device: "window", platform: "macOS 26", screen: CGSize(width: 400, height: 300))
        for (id, width) in [("mixed", 213.5), ("verbatim", 110.5), ("escaped", 97.5), ("interpolated", 97.5)] {
            let frame = try #require(got.frame(id))
            #expect(abs(frame.width - width) <= 0.34, "\(id): \(frame)")
        }
    }

    @Test func bodiesReadTheEnvironmentWhereTheyAre() throws {
        // iPhone: compact width. iPad (full screen): regular width (Apple HIG, Layout: size classes).
        expectSameLayout(try frames(AdaptiveHeader(), device: "iPhone 15 Pro"),
                         try EngineTwins.laidOut(EngineTwins.header("compact", icon: 17), device: "iPhone 15 Pro"))
        expectSameLayout(try frames(AdaptiveHeader(), device: "iPad Pro 11"),
                         try EngineTwins.laidOut(EngineTwins.header("regular", icon: 17), device: "iPad Pro 11"))
        // Dynamic Type accessibility1: body is 28 pt instead of 17 (Apple HIG "Dynamic Type sizes"), so a
        // @ScaledMetric of 17 relative to body is 28.
        expectSameLayout(try frames(AdaptiveHeader(), device: "iPhone 15 Pro", dynamicTypeSize: .accessibility1),
                         try EngineTwins.laidOut(EngineTwins.header("ax", icon: 28), device: "iPhone 15 Pro", dynamicTypeSize: "accessibility1"))
        // Set inside the tree: the body below the modifier sees it.
        let inner = try frames(AdaptiveHeader().dynamicTypeSize(.accessibility1), device: "iPhone 15 Pro")
        #expect(inner.frame("icon")?.width == 28)
    }

    @Test func environmentObjectsReachBodies() throws {
        let library = Library()
        let settings = Settings()
        settings.rows = 2
        let got = try frames(SettingsList().environmentObject(settings).environment(library), device: "iPhone 15 Pro")
        #expect(got.frame("row0") != nil && got.frame("row1") != nil && got.frame("row2") == nil)
    }

    @Test func aBodyThatNeverEndsIsAnError() throws {
        #expect(throws: SwiftLayoutHost.LayoutFailure.self) { try frames(Forever()) }
        // The module is usable afterwards.
        #expect(try frames(ContentView()).count > 0)
    }

    @Test func previewMacroMakesAnEntryWithItsPlaceAndBody() throws {
        // #Preview { ContentView() } in Screens.swift, line 21, column 1: the macro's C-named function (the
        // preview runner finds it with dlsym; a test executable does not export it, so it is linked here).
        let entry = _PreviewEntry.take(helloWorldPreview())
        #expect(entry.name == nil && entry.fileID == "SwiftUITests/Screens.swift" && entry.line == 21)
        let result = try SwiftLayoutHost.layout(entry.makeView())
        expectSameLayout(result.nodes.map { LaidOut(kind: $0.kind, id: $0.id, frame: $0.frame) },
                         try EngineTwins.laidOut(EngineTwins.helloWorld))
    }

    @Test func previewableStateStartsAtItsValue() throws {
        let entry = _PreviewEntry.take(counterPreview())
        #expect(entry.name == "Counter")
        let result = try SwiftLayoutHost.layout(entry.makeView())
        #expect(result.nodes.contains { $0.kind == "Text" && $0.label == "Count: 3" })
    }

    @Test func unknownDeviceIsAnError() throws {
        let error = #expect(throws: SwiftLayoutHost.LayoutFailure.self) { try frames(ContentView(), device: "Nokia 3310") }
        #expect(error?.description.contains("unknown device 'Nokia 3310'") == true)
    }
}
