import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// The JSON document format and its validation (docs/FORMAT.md).
@Suite struct DocumentTests {
    @Test func modifierOrderFromJSON() throws {
        // The seed's first tree as a document gives the same frames as the Swift API (rules §13).
        let json = """
        {"type": "VStack", "children": [
          {"type": "MapView", "id": "map", "modifiers": [
             {"edgesIgnoringSafeArea": {"edges": "top"}, "id": "ignore"},
             {"frame": {"height": 300}, "id": "frame"}]},
          {"type": "Spacer"}]}
        """
        let r = try layout(try ViewDocument.parse(json), on: .iPhone15Pro)
        expectRect(r["frame"], 0, 59, 393, 300)
        expectRect(r["ignore"], 0, 59, 393, 300)
        expectRect(r["map"], 0, 0, 393, 359)
    }

    @Test func everyModifierParses() throws {
        let json = """
        {"type": "ZStack", "alignment": "top_leading", "children": [
          {"type": "Color", "color": "#ff8800", "modifiers": [
            {"frame": {"minWidth": 10, "maxWidth": "infinity", "alignment": "topLeading"}},
            {"padding": {"edges": "horizontal", "length": 4}}, {"padding": 2}, {"padding": null},
            {"padding": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}},
            {"border": {"color": "red", "width": 2}},
            {"overlay": {"content": {"type": "Text", "text": "Hi", "font": "title"}, "alignment": "bottom"}},
            {"background": {"content": {"type": "Circle"}}},
            {"offset": {"x": 1, "y": 2}}, {"position": {"x": 5, "y": 6}},
            {"fixedSize": {"horizontal": true, "vertical": false}}, {"fixedSize": true},
            {"layoutPriority": 2}, {"aspectRatio": {"ratio": 1.5, "contentMode": "fill"}},
            {"edgesIgnoringSafeArea": "all"}, {"ignoresSafeArea": {"regions": "container", "edges": "top"}},
            {"ignoresSafeArea": true}, {"font": "caption"}]},
          {"type": "HStack", "alignment": "bottom", "spacing": 4, "children": [
            {"type": "Rectangle"}, {"type": "RoundedRectangle", "cornerRadius": 4}, {"type": "Ellipse"},
            {"type": "Capsule"}, {"type": "Spacer", "minLength": 0},
            {"type": "Placeholder", "name": "Image", "idealWidth": 40, "idealHeight": 30}]}]}
        """
        let node = try ViewDocument.parse(json)
        // ZStack 1 + Color 1 + 18 modifiers + their 2 secondary views + HStack 1 + its 6 children = 29.
        #expect(node.count == 29)
        _ = try layout(node, on: .iPhoneSE)
    }

    @Test func errorsNameThePath() {
        func message(_ json: String) -> String {
            do { _ = try ViewDocument.parse(json); return "" } catch { return error.message }
        }
        #expect(message(#"{"type": "VStack", "children": [{"type": "Rectangle"}, {"type": "Blob"}]}"#).contains("$.children[1]"))
        #expect(message(#"{"type": "Rectangle", "modifiers": [{"frame": {"width": -3}}]}"#).contains("$.modifiers[0].frame"))
        #expect(message(#"{"type": "Rectangle", "modifiers": [{"frame": {"width": 3, "minWidth": 1}}]}"#).contains("not both"))
        #expect(message(#"{"type": "Rectangle", "modifiers": [{"frame": {}, "padding": 3}]}"#).contains("exactly one"))
        #expect(message(#"{"type": "Rectangle", "colour": "red"}"#).contains("unknown key \"colour\""))
        #expect(message(#"{"type": "ZStack", "alignment": "middle"}"#).contains("topLeading"))
        #expect(message(#"{"type": "Rectangle"} trailing"#).contains("line 1"))
        #expect(message(#"{"type": "Text", "text": "\ud800"}"#).contains("surrogate"))
        #expect(message("[1, 2,]").contains("malformed JSON"))
        #expect(message(#"{"type": 3}"#).contains("expected a string"))
    }

    @Test func namesAcceptBothSpellings() throws {
        #expect(try Alignment.named("top_leading") == .topLeading)
        #expect(try Alignment.named("bottomTrailing") == .bottomTrailing)
        #expect(try Edge.Set.named("top,bottom") == .vertical)
        #expect(throws: LayoutError.self) { try Edge.Set.named("north") }
    }
}
