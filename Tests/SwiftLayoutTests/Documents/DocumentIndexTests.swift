import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// Which document view made each node (docs/FORMAT.md, "View order"): a JSON document's views are its view
/// objects and "modifiers" entries in the order they begin in the text; a binary document's are its records
/// (ids not counted); a node the engine makes has none. Bindings pair nodes with their views by it.
@Suite struct DocumentIndexTests {
    func indices(_ json: String) throws -> [Int?] {
        try run(try ViewDocument.parse(json), window(200, 200)).nodes.map(\.documentIndex)
    }

    func binary(_ bytes: [UInt8]) throws -> [Int?] {
        let data = BinaryDocument.magic + [BinaryDocument.version] + bytes
        let root = try data.withUnsafeBytes { raw in try BinaryDocument.parse(raw) }
        return try run(root, window(200, 200)).nodes.map(\.documentIndex)
    }

    @Test func jsonViewsAreNumberedInTextOrder() throws {
        // VStack 0, Text 1, its padding 2, its frame 3, Rectangle 4; nodes in pre-order (the outer wrapper first).
        #expect(try indices("""
        {"type": "VStack", "children": [{"type": "Text", "text": "a", "modifiers": [{"padding": 8}, {"frame": {"width": 50}}]},
                                        {"type": "Rectangle", "id": "r"}]}
        """) == [0, 3, 2, 1, 4])
    }

    @Test func objectsThatAreNotViewsTakeNoNumber() throws {
        // The font object and a modifier entry's "id" are no views: the Rectangle is view 2.
        #expect(try indices("""
        {"type": "HStack", "children": [{"type": "Text", "text": "a", "font": {"size": 20}}, {"type": "Rectangle"}]}
        """) == [0, 1, 2])
        // An AnyShape's shape is a view without a node of its own: the AnyShape is 1, the Circle 2, the frame 3.
        #expect(try indices("""
        {"type": "AnyShape", "shape": {"type": "Circle"}, "modifiers": [{"frame": {"width": 10}}]}
        """) == [2, 0])
    }

    @Test func sharedLeavesAreViewsOfTheirOwn() throws {
        // The reader shares one node among argument-less leaves; in a document each is its own view.
        #expect(try indices(#"{"type": "HStack", "children": [{"type": "Rectangle"}, {"type": "Rectangle"}, {"type": "Capsule"}]}"#)
                == [0, 1, 2, 3])
        #expect(BinaryDocument.rectangle.documentIndex == -1)
    }

    @Test func aGroupsModifierGivesEachOfItsViewsTheIndex() throws {
        // SwiftUI applies a Group's modifiers to each of its views (the engine copies the frame around each):
        // HStack 0, Group 1 (no node), Colors 2 and 3, the frame 4 around both.
        #expect(try indices("""
        {"type": "HStack", "children": [{"type": "Group", "children": [{"type": "Color", "color": "red"},
            {"type": "Color", "color": "blue"}], "modifiers": [{"frame": {"width": 10}}]}]}
        """) == [0, 4, 2, 4, 3])
    }

    @Test func nodesTheEngineMakesHaveNone() throws {
        // A List wraps its content and each row in nodes of its own: List 0, ListContent and ListRow none, Text 1.
        let found = try indices(#"{"type": "List", "children": [{"type": "Text", "text": "a"}]}"#)
        #expect(found.first == 0 && found.last == 1 && found.dropFirst().dropLast().allSatisfy { $0 == nil })
        // Built without a document.
        #expect(try run(VStack { Rectangle() }, window(100, 100)).nodes.map(\.documentIndex) == [nil, nil])
    }

    @Test func binaryViewsAreTheRecordsInOrder() throws {
        // Rectangle 0, its frame 1 (an id record between counts for nothing), Rectangle 2, VStack 3.
        let frame: [UInt8] = [0x20, 0x01, 0x00] + withUnsafeBytes(of: (50.0).bitPattern.littleEndian) { Array($0) }
        #expect(try binary([0x01] + frame + [0x30, 1, 0, 0, 0, 0x66, 0x01, 0x10, 0x00, 0x00, 2, 0, 0, 0]) == [3, 1, 0, 2])
    }
}
