// A stand-in for views whose content this engine does not draw (MapView, an Image, a UIViewRepresentable):
// fully flexible like a Color by default, with a configurable ideal, minimum and maximum size.

struct PlaceholderLayout: LeafLayout {
    let name: String
    let minSize: Size
    let idealSize: Size
    let maxSize: Size
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        func axis(_ p: Double?, _ lo: Double, _ ideal: Double, _ hi: Double) -> Double {
            guard let p else { return ideal }
            return min(max(p, lo), hi)
        }
        return Size(width: axis(proposal.width, minSize.width, idealSize.width, maxSize.width),
                    height: axis(proposal.height, minSize.height, idealSize.height, maxSize.height))
    }
}

/// A named leaf view with a size range: per axis it takes the proposal clamped to [min, max], and its
/// ideal size when offered nil. The defaults (min 0, ideal 10, max ∞) make it behave like `Color`.
public struct Placeholder: View {
    public let name: String
    public let minSize: Size
    public let idealSize: Size
    public let maxSize: Size
    /// - Throws: `LayoutError` if a size is negative or NaN, or min > ideal > max.
    public init(_ name: String, minSize: Size = .zero, idealSize: Size = Size(10, 10),
                maxSize: Size = Size(.infinity, .infinity)) throws(LayoutError) {
        for axis in Axis.allCases {
            let (lo, ideal, hi) = (minSize[axis], idealSize[axis], maxSize[axis])
            guard !lo.isNaN, !ideal.isNaN, !hi.isNaN, lo >= 0, lo.isFinite, ideal.isFinite,
                  lo <= ideal, ideal <= hi
            else { throw .invalid("\(name): need 0 ≤ min ≤ ideal ≤ max with finite min and ideal on the \(axis) axis, got \(fmt(lo)), \(fmt(ideal)), \(fmt(hi))") }
        }
        guard !name.isEmpty else { throw .invalid("a placeholder needs a name") }
        self.name = name; self.minSize = minSize; self.idealSize = idealSize; self.maxSize = maxSize
    }
    public var node: ViewNode {
        makeNode(PlaceholderLayout(name: name, minSize: minSize, idealSize: idealSize, maxSize: maxSize))
    }
}

/// The map of Apple's Landmarks tutorial (the seed answer's `MapView`): a fully flexible placeholder.
public struct MapView: View {
    public init() {}
    public var node: ViewNode {
        makeNode(PlaceholderLayout(name: "MapView", minSize: .zero, idealSize: Size(10, 10),
                                   maxSize: Size(.infinity, .infinity)))
    }
}
