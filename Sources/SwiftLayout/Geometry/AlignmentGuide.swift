// alignmentGuide(_:computeValue:) (rules §19): replaces one guide of the content with a value computed
// from the content's dimensions. Containers place children at (their guide − the child's guide), so
// returning a constant c moves the child by −c, and HStack/VStack grow to the union of the aligned
// children. Explicit guides travel outwards: modifiers translate them into their own coordinates and
// stacks publish the first child's, so a custom alignment lines up views in different stacks.

/// A user function from a view's dimensions to a guide value.
public typealias AlignmentGuideFunction = @Sendable (ViewDimensions) throws -> Double

struct AlignmentGuideModifier: UnaryModifier {
    let key: AlignmentKey
    let compute: AlignmentGuideFunction
    let label: String
    var name: String { "AlignmentGuideModifier" }
    var explicitGuideSource: UInt8 { 1 }

    func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedViewSize, subviews: Subviews,
                           context: LayoutContext) -> Double? {
        let child = subviews[0].dimensions(in: proposal)
        guard key == self.key else { return child.explicitValue(key) }
        return context.callUserNumber("alignmentGuide function \(label)") { try compute(child) }
    }
}

extension View {
    /// Sets the guide `key` (either axis) to `computeValue(dimensions)`.
    public func alignmentGuide(_ key: AlignmentKey, name: String = "closure",
                               computeValue: @escaping AlignmentGuideFunction) -> ModifiedContent {
        ModifiedContent(self, AlignmentGuideModifier(key: key, compute: computeValue, label: name))
    }
    /// Sets this view's `guide` to `computeValue(dimensions)`.
    public func alignmentGuide(_ guide: HorizontalAlignment, name: String = "closure",
                               computeValue: @escaping AlignmentGuideFunction) -> ModifiedContent {
        ModifiedContent(self, AlignmentGuideModifier(key: guide.key, compute: computeValue, label: name))
    }
    /// Sets this view's `guide` to `computeValue(dimensions)`.
    public func alignmentGuide(_ guide: VerticalAlignment, name: String = "closure",
                               computeValue: @escaping AlignmentGuideFunction) -> ModifiedContent {
        ModifiedContent(self, AlignmentGuideModifier(key: guide.key, compute: computeValue, label: name))
    }
}
