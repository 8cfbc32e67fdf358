import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// Shapes lay out by the proposal (10 for nil), a Circle as a square of the smaller side. The measured
/// case (swiftui-web `shape/builtin`, macOS 26.2, Tests/Fixtures/goldens/shapes/swm3_shapes_builtin_frames_circle_centered.json):
/// in fixed frames, RoundedRectangle with `style: .circular`, with an elliptical `cornerSize` 24 × 10,
/// with a radius (40) larger than half its 60 × 40 frame, an UnevenRoundedRectangle, and Capsules of
/// either style all take their frame exactly (80 × 50, 60 × 50, 100 × 40, 30 × 60); `AnyShape(Circle())`
/// in a 60 × 40 frame is a 40 × 40 square centred in it, like the Circle it erases.
@Suite struct ShapeTests {
    @Test func cornerStylesAndSizesTakeTheFrame() throws {
        let shapes: [any View] = [
            RoundedRectangle(cornerRadius: 16, style: .circular), RoundedRectangle(cornerSize: Size(24, 10)),
            RoundedRectangle(cornerRadius: 40),
            UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 4, bottomLeading: 20, bottomTrailing: 4, topTrailing: 20)),
            Capsule(), Capsule(style: .circular),
        ]
        for shape in shapes {
            let r = try run(shape.id("s").frame(width: 80, height: 50), window(200, 100))
            expectRect(r["s"], 60, 25, 80, 50)   // the frame, centred in the 200 × 100 window
        }
    }

    @Test func anyShapeLaysOutAsTheShapeItErases() throws {
        let r = try run(HStack(spacing: 8) {
            AnyShape(Circle()).id("any").frame(width: 60, height: 40)
            AnyShape(Rectangle()).id("rect").frame(width: 60, height: 40)
            AnyShape(AnyShape(Circle())).id("twice").frame(width: 40, height: 70)
        }, window(300, 100))
        // Row: 60 + 8 + 60 + 8 + 40 = 176 wide, 70 tall, centred: x0 = 62, y0 = 15.
        expectRect(r["any"], 72, 30, 40, 40)      // 40 × 40 centred in the 60 × 40 frame at (62, 30)
        expectRect(r["rect"], 130, 30, 60, 40)
        expectRect(r["twice"], 198, 30, 40, 40)   // 40 × 40 centred in the 40 × 70 frame at (198, 15)
        #expect(r.nodes.first { $0.id == "any" }?.kind == "AnyShape")
    }

    @Test func documentFormAndErrors() throws {
        let ok = try ViewDocument.parse("""
            {"type": "HStack", "children": [
              {"type": "RoundedRectangle", "cornerSize": {"width": 24, "height": 10}, "style": "circular", "id": "a"},
              {"type": "UnevenRoundedRectangle", "cornerRadii": {"topLeading": 4}, "id": "b"},
              {"type": "Capsule", "style": "circular", "id": "c"},
              {"type": "AnyShape", "shape": {"type": "Circle"}, "id": "d"}]}
            """)
        let r = try run(ok.frame(width: 100, height: 20), window(100, 20))
        #expect(r.nodes.first { $0.id == "d" }?.kind == "AnyShape")
        #expect(r["d"]?.width == r["d"]?.height)   // a circle, type-erased or not, is a square
        let bad: [(String, String)] = [
            (#"{"type": "RoundedRectangle", "cornerRadius": -1}"#, "cornerRadius must be a finite number ≥ 0"),
            (#"{"type": "RoundedRectangle", "cornerRadius": 4, "cornerSize": [1, 2]}"#, "not both"),
            (#"{"type": "RoundedRectangle", "cornerSize": [1]}"#, "two numbers"),
            (#"{"type": "Capsule", "style": "squircle"}"#, "unknown corner style 'squircle'; known: continuous, circular"),
            (#"{"type": "UnevenRoundedRectangle", "cornerRadii": {"top": 4}}"#, "top"),
            (#"{"type": "UnevenRoundedRectangle", "cornerRadii": {"topLeading": -4}}"#, "cornerRadii topLeading"),
            (#"{"type": "AnyShape", "shape": {"type": "Text", "text": "x"}}"#, "AnyShape needs a shape"),
            (#"{"type": "AnyShape", "shape": {"type": "Circle", "modifiers": [{"padding": 1}]}}"#, "AnyShape needs a shape"),
            (#"{"type": "AnyShape"}"#, "AnyShape needs a \"shape\" view"),
        ]
        for (json, message) in bad {
            #expect(throws: LayoutError.self) { try ViewDocument.parse(json) }
            do { _ = try ViewDocument.parse(json) } catch {
                #expect("\(error)".contains(message), "\(json): \(error)")
            }
        }
    }
}
