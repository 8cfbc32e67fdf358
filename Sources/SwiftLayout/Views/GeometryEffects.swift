// The geometry effects that transform the rendering (SwiftUI's `.transformEffect(_:)`,
// `.projectionEffect(_:)`, `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, a custom
// `GeometryEffect`) and `.matchedGeometryEffect(id:in:properties:anchor:isSource:)`: no frame changes.
// SwiftUI's documentation: transformEffect "applies an affine transformation to this view's rendered
// output"; rotation3DEffect "renders a view's content as if it's rotated in three dimensions"; a
// GeometryEffect "produces a projection transformation" applied to the view's rendering. Measured:
// swiftui-web `transform/basic` and `transform/3d` (macOS 26.2 / 26.6; fixtures sw2_transform_basic,
// sw2_transform_3d): probes after these effects report the un-transformed slot.
// matchedGeometryEffect: measured at rest, swiftui-web `matched/follower` and `matched/anchors` (macOS
// 26.2; fixtures sw2_matched_follower, sw2_matched_anchors, docs/LAYOUT_RULES.md §24): a follower
// (isSource false, properties frame, position or size, any anchor) is drawn at its source's geometry, but
// its own layout is untouched — a fixed frame keeps its size and slot, a flexible view still takes its
// whole proposal, not the source's size. So every one of these wrappers keeps its content's frame
// (DrawingOnlyModifier); the label carries the values for pictures.

/// An affine transform (SwiftUI's `CGAffineTransform`: x' = a·x + c·y + tx, y' = b·x + d·y + ty).
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    public init(a: Double = 1, b: Double = 0, c: Double = 0, d: Double = 1, tx: Double = 0, ty: Double = 0) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    var label: String { [a, b, c, d, tx, ty].map { fmt($0) }.joined(separator: " ") }
}

/// Which of its source's geometry a matched-geometry follower takes (SwiftUI's
/// `MatchedGeometryProperties`); drawing only.
public enum MatchedGeometryProperties: String, CaseIterable, Hashable, Sendable {
    case frame, position, size
}

extension View {
    /// Draws this view transformed by `transform`; no frame changes.
    public func transformEffect(_ transform: AffineTransform) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_TransformEffect", label: "transformEffect \(transform.label)"))
    }
    /// Draws this view through the projection `transform` (its affine part); no frame changes.
    public func projectionEffect(_ transform: AffineTransform) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_ProjectionEffect", label: "projectionEffect \(transform.label)"))
    }
    /// Draws this view rotated by `angle` about the axis (x, y, z) through `anchor` (at depth `anchorZ`,
    /// seen with `perspective`); no frame changes.
    public func rotation3DEffect(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center,
                                 anchorZ: Double = 0, perspective: Double = 1) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(
            name: "_Rotation3DEffect",
            label: "rotation3DEffect \(fmt(angle.degrees)) axis \(fmt(axis.x)) \(fmt(axis.y)) \(fmt(axis.z)) anchor \(fmt(anchor.x)) \(fmt(anchor.y))"))
    }
    /// Draws this view at the geometry of the view in namespace `namespace` with the same `id` that is
    /// the source (`isSource` false), or makes it that source; its own frame does not change.
    public func matchedGeometryEffect(id: String, in namespace: String, properties: MatchedGeometryProperties = .frame,
                                      anchor: UnitPoint = .center, isSource: Bool = true) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(
            name: "_MatchedGeometryEffect<String>",
            label: "matchedGeometryEffect \(id) in \(namespace) \(properties.rawValue)\(isSource ? " source" : "")"))
    }
}
