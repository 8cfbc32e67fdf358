import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// Modifiers that change drawing only: `.hidden()`, `.zIndex(_:)`, `.opacity(_:)` and the effects (blur, …).
/// SwiftUI's documentation is the rule: hidden views "remain in the view hierarchy and affect layout"; zIndex
/// "controls the display order of overlapping views"; opacity "sets the transparency of this view"; each
/// effect's rule is quoted at its case below. So every frame equals the un-modified view's, and the wrapper
/// takes its content's.
@Suite struct DrawingModifierTests {
    /// A tree where the modified view sits among flexible and fixed siblings, so that any change in its
    /// size would move them: an HStack with a Spacer, a padded Text, and a ZStack of overlapping views.
    func tree(_ modify: (any View) -> any View) -> any View {
        VStack(spacing: nil) {
            HStack {
                modify(Text("Turtle Rock").padding().id("target"))
                Spacer()
                Color.red.frame(width: 40, height: 30).id("red")
            }
            ZStack {
                Color.blue.frame(width: 80, height: 80).id("blue")
                modify(Color.green.frame(width: 50, height: 60).id("green"))
            }
            Spacer()
        }
    }

    /// The frames of `modified` with its `kind` wrappers left out equal `plain`'s, node for node; each
    /// wrapper's frame is its content's.
    func expectNoFrameEffect(_ modified: LayoutResult, _ plain: LayoutResult, kind: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let wrappers = modified.nodes.filter { $0.kind == kind }
        #expect(wrappers.count == 2, "\(wrappers.count) \(kind) nodes", sourceLocation: sourceLocation)
        for w in wrappers { #expect(w.frame == modified.nodes[w.children[0]].frame, sourceLocation: sourceLocation) }
        let kept = modified.nodes.filter { $0.kind != kind }
        #expect(kept.map(\.kind) == plain.nodes.map(\.kind), sourceLocation: sourceLocation)
        #expect(kept.map(\.frame) == plain.nodes.map(\.frame), sourceLocation: sourceLocation)
    }

    /// One drawing-only modifier: SwiftUI's type name, its label, and how to apply it.
    struct Case: Sendable, CustomStringConvertible {
        let kind: String
        let label: String
        let modify: @Sendable (any View) -> any View
        var description: String { label }
    }

    static let cases: [Case] = [
        Case(kind: "_HiddenModifier", label: "hidden") { $0.hidden() },
        Case(kind: "TraitWritingModifier<ZIndexTraitKey>", label: "zIndex 2") { $0.zIndex(2) },
        Case(kind: "_OpacityEffect", label: "opacity 0.25") { $0.opacity(0.25) },
        // blur: "applies a Gaussian blur to this view", to "the rendering of this view" (its documentation).
        Case(kind: "_BlurEffect", label: "blur 3") { $0.blur(radius: 3) },
        Case(kind: "_BlurEffect", label: "blur 0 opaque") { $0.blur(radius: 0, opaque: true) },
        // scaleEffect: "the original dimensions of the view are considered to be unchanged by scaling the
        // contents" (SwiftUI's documentation of scaleEffect(_:anchor:), visionOS).
        Case(kind: "_ScaleEffect", label: "scaleEffect 2 2 anchor 0.5 0.5") { $0.scaleEffect(2) },
        Case(kind: "_ScaleEffect", label: "scaleEffect 0.5 3 anchor 0 0") { $0.scaleEffect(x: 0.5, y: 3, anchor: .topLeading) },
        // rotationEffect: "It has no effect on the view's frame" (its documentation).
        Case(kind: "_RotationEffect", label: "rotationEffect 22 anchor 0.5 0.5") { $0.rotationEffect(.degrees(22)) },
        Case(kind: "_RotationEffect", label: "rotationEffect 180 anchor 1 1") { $0.rotationEffect(.radians(.pi), anchor: .bottomTrailing) },
        // shadow: "adds a shadow to this view", drawn "behind a view" (its documentation).
        Case(kind: "_ShadowEffect", label: "shadow #00000054 radius 4 x 0 y 0") { $0.shadow(radius: 4) },
        Case(kind: "_ShadowEffect", label: "shadow red radius 2 x -3 y 5") { $0.shadow(color: .red, radius: 2, x: -3, y: 5) },
        // The colour filters are visual effects: "Visual Effects change the visual appearance of a view
        // without changing its ancestors or descendents … effects do not impact layout" (the VisualEffect
        // protocol's documentation).
        Case(kind: "_BrightnessEffect", label: "brightness 0.2") { $0.brightness(0.2) },
        Case(kind: "_ContrastEffect", label: "contrast -1") { $0.contrast(-1) },
        Case(kind: "_SaturationEffect", label: "saturation 0") { $0.saturation(0) },
        Case(kind: "_GrayscaleEffect", label: "grayscale 1") { $0.grayscale(1) },
        Case(kind: "_HueRotationEffect", label: "hueRotation 90") { $0.hueRotation(.degrees(90)) },
        Case(kind: "_ColorInvertEffect", label: "colorInvert") { $0.colorInvert() },
        Case(kind: "_ColorMultiplyEffect", label: "colorMultiply #0080ff") { $0.colorMultiply(Color("#0080ff")) },
        Case(kind: "_LuminanceToAlphaEffect", label: "luminanceToAlpha") { $0.luminanceToAlpha() },
        // blendMode "sets the blend mode for compositing this view with overlapping views"; compositingGroup
        // and drawingGroup composite the contents first (their documentation): drawing only.
        Case(kind: "_BlendModeEffect", label: "blendMode multiply") { $0.blendMode(.multiply) },
        Case(kind: "_CompositingGroupEffect", label: "compositingGroup") { $0.compositingGroup() },
        Case(kind: "_DrawingGroupEffect", label: "drawingGroup opaque") { $0.drawingGroup(opaque: true) },
        // geometryGroup "isolates the geometry … of the view from its parent view" for animation (its
        // documentation): at rest, drawing only.
        Case(kind: "_GeometryGroupEffect", label: "geometryGroup") { $0.geometryGroup() },
        // Clipping "clips this view to its bounding frame" (cornerRadius, clipped) or to a shape fitted to
        // it (clipShape): the frame stays.
        Case(kind: "_ClipEffect<RoundedRectangle>", label: "cornerRadius 8") { $0.cornerRadius(8) },
        Case(kind: "_ClipEffect<Rectangle>", label: "clipped") { $0.clipped() },
        Case(kind: "_ClipEffect<Circle>", label: "clipShape Circle") { $0.clipShape(Circle()) },
        // transformEffect "applies an affine transformation to this view's rendered output";
        // rotation3DEffect "renders a view's content as if it's rotated in three dimensions" (their
        // documentation); matchedGeometryEffect at rest keeps the follower's own layout (measured:
        // swiftui-web matched/follower, LAYOUT_RULES.md §24).
        Case(kind: "_TransformEffect", label: "transformEffect 1 0 0.5 1 20 -4") {
            $0.transformEffect(AffineTransform(c: 0.5, tx: 20, ty: -4))
        },
        Case(kind: "_ProjectionEffect", label: "projectionEffect 2 0 0 2 0 0") { $0.projectionEffect(AffineTransform(a: 2, d: 2)) },
        Case(kind: "_Rotation3DEffect", label: "rotation3DEffect 45 axis 0 1 0 anchor 0.5 0.5") {
            $0.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        },
        Case(kind: "_MatchedGeometryEffect<String>", label: "matchedGeometryEffect box in space size") {
            $0.matchedGeometryEffect(id: "box", in: "space", properties: .size, isSource: false)
        },
    ]

    @Test(arguments: cases) func framesEqualTheUnmodifiedViews(_ c: Case) throws {
        let plain = try run(tree { $0 }, window(393, 852))
        let modified = try run(tree(c.modify), window(393, 852))
        expectNoFrameEffect(modified, plain, kind: c.kind)
        #expect(modified.nodes.first { $0.kind == c.kind }?.label == c.label)
    }

    @Test func documentFormAndErrors() throws {
        func frames(_ modifiers: String) throws -> [Rect] {
            let json = """
            {"type": "HStack", "children": [{"type": "Text", "text": "a", "modifiers": [\(modifiers)]}, {"type": "Spacer"}]}
            """
            let drawing = Set(DrawingModifierTests.cases.map(\.kind))
            return try layout(try ViewDocument.parse(json), in: window(200, 100)).nodes.filter { !drawing.contains($0.kind) }.map(\.frame)
        }
        let plain = try frames("")
        #expect(try frames(#"{"hidden": true}"#) == plain)
        #expect(try frames(#"{"zIndex": -1.5}, {"padding": 4}, {"zIndex": 3}"#) == frames(#"{"padding": 4}"#))
        #expect(throws: LayoutError.self) { try frames(#"{"hidden": false}"#) }
        #expect(throws: LayoutError.self) { try frames(#"{"zIndex": "top"}"#) }
        #expect(try frames(#"{"opacity": 0}"#) == plain)
        #expect(try frames(#"{"opacity": 0.5}, {"padding": 4}, {"opacity": 1}"#) == frames(#"{"padding": 4}"#))
        #expect(throws: LayoutError.invalid("$.children[0].modifiers[0].opacity: opacity must be in 0…1, got 1.5")) {
            try frames(#"{"opacity": 1.5}"#)
        }
        #expect(throws: LayoutError.invalid("$.children[0].modifiers[0].opacity: expected a number")) {
            try frames(#"{"opacity": "half"}"#)
        }
        // The modifiers declared by their parameters (Params.swift): the object form, the bare value of an
        // unlabeled parameter, defaults, and every check naming its place.
        #expect(try frames(#"{"blur": {"radius": 3}}, {"blur": {"radius": 0, "opaque": true}}"#) == plain)
        #expect(try frames(#"{"scaleEffect": 2}, {"scaleEffect": {"x": -1, "anchor": {"x": 0, "y": 1}}}"#) == plain)
        #expect(try frames(#"{"rotationEffect": 45}, {"rotationEffect": {"angle": -90, "anchor": {"x": 1, "y": 0}}}"#) == plain)
        #expect(try frames(##"{"shadow": {"radius": 1}}, {"shadow": {"color": "#336699", "radius": 1, "x": 4}}"##) == plain)
        #expect(try frames(#"{"brightness": 0.3}, {"contrast": 2}, {"saturation": 0}, {"grayscale": 0.5}"#) == plain)
        #expect(try frames(##"{"hueRotation": 120}, {"colorInvert": true}, {"colorMultiply": "#ff8080"}, {"luminanceToAlpha": true}"##) == plain)
        #expect(try frames(#"{"blendMode": "plusLighter"}, {"compositingGroup": true}, {"drawingGroup": {}}, {"geometryGroup": true}"#) == plain)
        #expect(try frames(#"{"cornerRadius": 20}, {"clipped": {}}, {"clipShape": {"shape": {"type": "Circle"}}}"#) == plain)
        #expect(try frames(#"{"transformEffect": {"tx": 20, "ty": -4}}, {"projectionEffect": {"c": 0.5}}"#) == plain)
        #expect(try frames(#"{"rotation3DEffect": {"angle": 45, "axis": {"z": 1}}}, {"matchedGeometryEffect": {"id": 1, "in": "ns", "isSource": false}}"#) == plain)
        for (entry, message) in [
            (#"{"brightness": "high"}"#, ".brightness: expected a number"),
            (#"{"colorInvert": false}"#, ".colorInvert: expected true"),
            (#"{"blendMode": "burn"}"#, ".blendMode: unknown blend mode 'burn'"),
            (#"{"cornerRadius": -2}"#, ".cornerRadius: cornerRadius must be ≥ 0, got -2"),
            (#"{"clipShape": {"shape": {"type": "Text", "text": "a"}}}"#, ".clipShape: clipShape needs a shape without modifiers or id"),
            (#"{"transformEffect": {"e": 1}}"#, ".transformEffect: unknown key \"e\"; known: a, b, c, d, tx, ty"),
            (#"{"rotation3DEffect": {"angle": 45}}"#, ".rotation3DEffect: rotation3DEffect needs an \"axis\""),
            (#"{"matchedGeometryEffect": {"id": "a", "in": "n", "properties": "depth"}}"#,
             ".matchedGeometryEffect: unknown matched geometry properties 'depth'"),
            (#"{"matchedGeometryEffect": {"id": true, "in": "n"}}"#, ".matchedGeometryEffect: matchedGeometryEffect needs an \"id\""),
            (#"{"blur": {"radius": -1}}"#, ".blur.radius: blur radius must be ≥ 0, got -1"),
            (#"{"blur": 3}"#, ".blur: expected an object, got a number"),
            (#"{"blur": {"opaque": true}}"#, ".blur: blur needs \"radius\""),
            (#"{"blur": {"radius": 1, "opaque": 1}}"#, ".blur.opaque: expected true or false, got a number"),
            (#"{"scaleEffect": {"scale": 2, "y": 1}}"#, ".scaleEffect: scaleEffect takes a scale, or x and y, not both"),
            (#"{"scaleEffect": {"x": "wide"}}"#, ".scaleEffect.x: expected a number, got a string"),
            (#"{"rotationEffect": "left"}"#, ".rotationEffect: expected a number or an object, got a string"),
            (#"{"rotationEffect": {"angle": 1, "axis": "z"}}"#, ".rotationEffect: unknown key \"axis\"; known: angle, anchor"),
            (#"{"rotationEffect": {"angle": 1, "anchor": "middle"}}"#, ".rotationEffect.anchor: unknown unit point 'middle'"),
            (#"{"rotationEffect": {"angle": 1, "anchor": {"x": 0, "z": 1}}}"#, ".rotationEffect.anchor: unknown key \"z\""),
            (#"{"shadow": {}}"#, ".shadow: shadow needs \"radius\""),
            (#"{"shadow": {"radius": 1, "color": "mauve"}}"#, ".shadow.color: unknown color 'mauve'"),
            (#"{"shadow": {"radius": 1, "z": 2}}"#, ".shadow: unknown key \"z\"; known: color, radius, x, y"),
        ] {
            do { _ = try frames(entry); Issue.record("\(entry) was taken") } catch {
                #expect((error as? LayoutError)?.message.hasPrefix("$.children[0].modifiers[0]\(message)") == true, "\(error)")
            }
        }
    }
}
