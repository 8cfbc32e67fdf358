import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// Layout results: one node per occurrence, the node structure, the JSON of a result.
@Suite struct ResultTests {
    @Test func sharedNodesGetOneFramePerOccurrence() throws {
        // The same view value used twice in an HStack(spacing: 0) of 200: two frames, 100 each.
        let square = Color.red.id("x")
        let r = try run(HStack(spacing: 0) { square; square }, window(200, 50))
        let frames = r.nodes.filter { $0.id == "x" }.map(\.frame)
        #expect(frames.count == 2)
        expectRect(frames.first, 0, 0, 100, 50)
        expectRect(frames.last, 100, 0, 100, 50)
    }

    @Test func resultStructure() throws {
        let r = try run(VStack { Color.red.padding(); Spacer() }, window(100, 100))
        #expect(r.nodes.map(\.kind) == ["VStack", "PaddingLayout", "Color", "Spacer"])
        #expect(r.nodes[1].parent == 0 && r.nodes[2].parent == 1 && r.nodes[0].parent == nil)
        #expect(r.nodes[0].children == [1, 3])
        #expect(r.nodes[1].isModifier && !r.nodes[0].isModifier)
    }
}

@Suite struct ResultJSONTests {
    @Test func jsonHasEveryNode() throws {
        let r = try run(VStack { Text("a\"b").id("t\n") }.padding(), window(100, 100))
        let json = r.json()
        // Parses with our own reader and round-trips the strings.
        guard case .object(let top, _) = try JSONReader.parse(json), case .array(let nodes)? = top.first?.value else {
            Issue.record("not an object with nodes"); return
        }
        #expect(nodes.count == 3)
        #expect(json.contains(#""id":"t\n""#))
        #expect(json.contains(#""kind":"PaddingLayout""#))
    }
}
