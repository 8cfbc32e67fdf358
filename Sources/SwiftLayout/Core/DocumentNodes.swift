// Nodes made directly for the binary document's reader (SwiftLayoutDocument/BinaryDocument.swift): the
// same layouts the public views make (`frame`, `padding`, VStack, HStack), without a view value, an
// existential or an array around a single child in between. The reader validates every argument first,
// as the public builders do.

package enum DocumentNodes {
    /// `content.frame(width:height:alignment:)`.
    package static func frame(_ content: ViewNode, width: Double?, height: Double?, alignment: Alignment) -> ViewNode {
        makeNode(FrameLayout(width: width, height: height, alignment: alignment), child: content)
    }

    /// `content.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    package static func flexFrame(_ content: ViewNode, _ v: (Double?, Double?, Double?, Double?, Double?, Double?),
                                  alignment: Alignment) -> ViewNode {
        makeNode(FlexFrameLayout(horizontal: FlexAxis(min: v.0, ideal: v.1, max: v.2),
                                 vertical: FlexAxis(min: v.3, ideal: v.4, max: v.5), alignment: alignment), child: content)
    }

    /// `content.padding(edges, length)`, or `content.padding(insets)` if `insets` are given.
    package static func padding(_ content: ViewNode, edges: Edge.Set, length: Double?, insets: EdgeInsets?) -> ViewNode {
        makeNode(PaddingLayout(edges: insets == nil ? edges : .all, length: insets == nil ? length : nil, insets: insets),
                 child: content)
    }

    /// `VStack(alignment:spacing:children:)`.
    package static func vstack(alignment: HorizontalAlignment, spacing: Double?, children: [ViewNode]) -> ViewNode {
        makeNode(StackLayout(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing), children: children)
    }

    /// `HStack(alignment:spacing:children:)`.
    package static func hstack(alignment: VerticalAlignment, spacing: Double?, children: [ViewNode]) -> ViewNode {
        makeNode(StackLayout(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing), children: children)
    }
}
