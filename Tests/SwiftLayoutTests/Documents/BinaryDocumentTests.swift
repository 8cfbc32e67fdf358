import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// The binary document (docs/FORMAT.md, "Binary documents"): the documented bytes build the tree the
/// JSON document describes, and malformed bytes are errors naming the record.
@Suite struct BinaryDocumentTests {
    /// Parses `bytes` (the magic is prepended).
    func parse(_ bytes: [UInt8], maxDepth: Int = 100_000) throws -> ViewNode {
        let data = BinaryDocument.magic + [BinaryDocument.version] + bytes
        return try data.withUnsafeBytes { raw in try BinaryDocument.parse(raw, maxDepth: maxDepth) }
    }

    /// The message of the error parsing `bytes` fails with (nil if it parses).
    func failure(_ bytes: [UInt8]) -> String? {
        do { _ = try parse(bytes); return nil } catch let error as LayoutError { return error.message } catch { return "\(error)" }
    }

    func f64(_ v: Double) -> [UInt8] { withUnsafeBytes(of: v.bitPattern.littleEndian) { Array($0) } }

    @Test func theSeedTreeMatchesItsJSON() throws {
        // VStack { MapView().edgesIgnoringSafeArea(.top)… } has no binary form; the binary subset's
        // equivalent: VStack(spacing: 0) { Rectangle().frame(height: 300).id("frame"); Spacer() } in a
        // 393-wide window: the frame is 300 high at the top (rules §13), the Spacer takes the rest.
        let binary = [0x01, 0x20, 0x02, 0x00] + f64(300) + [0x30, 5, 0, 0, 0] + Array("frame".utf8)
            + [0x08, 0x00, 0x10, 0x00, 0x01] + f64(0) + [2, 0, 0, 0]
        let json = """
        {"type": "VStack", "spacing": 0, "children": [
          {"type": "Rectangle", "modifiers": [{"frame": {"height": 300}, "id": "frame"}]}, {"type": "Spacer"}]}
        """
        let a = try run(try parse(binary), window(393, 800))
        let b = try run(try ViewDocument.parse(json), window(393, 800))
        expectRect(a["frame"], 0, 0, 393, 300)
        #expect(a.nodes.map(\.frame) == b.nodes.map(\.frame))
    }

    @Test func malformedRecordsAreNamed() {
        #expect(failure([])?.contains("ends with 0 views") == true)
        let negative = failure([0x01, 0x20, 0x01, 0x00] + f64(-3)) ?? ""
        #expect(negative.contains("record 2 (frame) at byte 5") && negative.contains("frame width"))
        #expect(failure([0x01, 0x01])?.contains("ends with 2 views") == true)
        #expect(failure([0x10, 0x00, 0x00, 1, 0, 0, 0])?.contains("only 0 views come before it") == true)
        #expect(failure([0x01, 0x20, 0x02, 0x00, 0x00])?.contains("ends inside the record") == true)
    }

    @Test func deepChainsHitTheDepthLimit() {
        // A Rectangle in 20 paddings is 21 levels deep (every modifier is a level, as in JSON).
        var bytes: [UInt8] = [0x01]
        for _ in 0..<20 { bytes += [0x22, 0x0F, 0x01] + f64(1) }
        #expect(throws: LayoutError.self) { try self.parse(bytes, maxDepth: 20) }
        #expect((try? parse(bytes, maxDepth: 21)) != nil)
    }
}
