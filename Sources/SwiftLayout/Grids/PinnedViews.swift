// Pinned section headers and footers of lazy stacks (`LazyVStack(pinnedViews: .sectionHeaders)`): while
// the enclosing scroll view is scrolled, a pinned header stays at the top of the visible area instead of
// scrolling away, and a pinned footer at its bottom, each within its own section: a header no lower than
// its section's end less its height, a footer no higher than its section's start. At rest (nothing
// scrolled past) they are where the stack puts them. Measured: SW-mac `lazy/pinned-headers`,
// `lazy/pinned-footers`, `lazy/pinned-both` @3cab7fb (macOS 26.6; fixtures lazy_pinned_*_macos): three
// 200 pt sections (24 pt header, eight 20 pt rows, 16 pt footer) in a 200 pt ScrollView scrolled by 284:
// section b's header sticks at 0 over row b3, section c's footer at 184 instead of 320; scrolled by 44,
// b's footer at 184 instead of 340. The visible area is the enclosing scroll view's frame less the safe
// area it grew into (ScrollViewLayout publishes it while it places its content).

/// Which section views of a lazy stack stay visible while scrolled.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The visible area of the scroll view whose content is being placed (a coordinate space no document can
/// name: ids contain no NUL).
enum ScrollViewport {
    static let spaceName = "\u{0}scrollViewport"
    static func current(_ context: LayoutContext) -> Rect? { context.pass.namedSpaces[spaceName] }
}

/// Moves the pinned headers and footers among a lazy stack's children (`origins` and `sizes` in root
/// coordinates, in order) to where the visible area keeps them.
func pinSections(_ pinned: PinnedScrollableViews, axis: Axis, origins: inout [Point], sizes: [Size],
                 subviews: Subviews, context: LayoutContext) {
    guard !pinned.isEmpty, let viewport = ScrollViewport.current(context), !origins.isEmpty else { return }
    let low = viewport.origin[axis], high = low + viewport.size[axis]
    // Sections: from a header or a SectionStart (or the first view after a section ended) to a footer or a
    // SectionEnd.
    var start = 0
    var k = 0
    func close(_ end: Int) {
        let top = origins[start][axis], bottom = origins[end][axis] + sizes[end][axis]
        if pinned.contains(.sectionHeaders), let header = subviews[start].modifier(SectionSupplementModifier.self), header.isHeader {
            origins[start][axis] = min(max(origins[start][axis], low), bottom - sizes[start][axis])
        }
        if pinned.contains(.sectionFooters), end > start || subviews[end].modifier(SectionSupplementModifier.self)?.isHeader == false,
           let footer = subviews[end].modifier(SectionSupplementModifier.self), !footer.isHeader {
            origins[end][axis] = max(min(origins[end][axis], high - sizes[end][axis]), top)
        }
    }
    while k < origins.count {
        let supplement = subviews[k].modifier(SectionSupplementModifier.self)
        let startsSection = supplement?.isHeader == true || subviews[k].modifier(SectionStartModifier.self) != nil
        if startsSection, k > start { close(k - 1); start = k }
        if supplement?.isHeader == false || subviews[k].modifier(SectionEndModifier.self) != nil {
            close(k); start = k + 1
        }
        k += 1
    }
    if start < origins.count { close(origins.count - 1) }
}
