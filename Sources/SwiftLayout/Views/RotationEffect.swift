// rotationEffect (SwiftUI's `.rotationEffect(_:anchor:)`): drawing only. SwiftUI's documentation: it
// "rotates a view's rendered output in two dimensions around the specified point … It has no effect on the
// view's frame" (its example draws a border around the rotated Text to show the frame unchanged). SwiftUI's
// type is `_RotationEffect` (angle: Angle, anchor: UnitPoint), a GeometryEffect. So the wrapper keeps its
// content's frame (DrawingOnlyModifier); its label carries the angle in degrees and the anchor.

/// SwiftUI's `Angle`: a rotation, in degrees or radians.
public struct Angle: Hashable, Sendable {
    public var degrees: Double
    public var radians: Double { degrees * .pi / 180 }
    public init(degrees: Double) { self.degrees = degrees }
    public init(radians: Double) { degrees = radians * 180 / .pi }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
}

extension View {
    /// Draws this view rotated by `angle` about `anchor`; its frame does not change (drawing only).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent {
        ModifiedContent(self, DrawingOnlyModifier(name: "_RotationEffect",
                                                  label: "rotationEffect \(fmt(angle.degrees)) anchor \(fmt(anchor.x)) \(fmt(anchor.y))"))
    }
}
