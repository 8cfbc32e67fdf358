// VideoPlayer (AVKit's `VideoPlayer(player:)` / `VideoPlayer(player:videoOverlay:)`): the player's video area
// takes the size proposed to it, and its overlay is laid out in that area, centred, above the video (Apple's
// VideoPlayer documentation: "videoOverlay — a view to overlay on the video content, displayed above the video
// content and below the playback controls"). SwiftUI hosts AVPlayerViewController's view, which has no
// intrinsic size, so the player is flexible on both axes: laid out here as a shape (takes the proposal; a nil
// proposal's ideal size is a shape's 10 × 10). **Assumed**: no public recording of a VideoPlayer's frame
// (docs/PLATFORMS.md, "VideoPlayer"); the drawing (video, controls) is not modelled.

/// The layout of a VideoPlayer: child 0 is the video area (a shape: takes the proposal), child 1 the overlay
/// if any, proposed the player's size and centred in it.
struct VideoPlayerLayout: LayoutComputer {
    var name: String { "VideoPlayer" }
    var isModifier: Bool { false }
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) -> Size {
        subviews[0].sizeThatFits(proposal)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, context: LayoutContext) {
        let area = ProposedViewSize(width: bounds.width, height: bounds.height)
        subviews[0].place(at: bounds.origin, proposal: area)
        if subviews.count > 1 {
            let size = subviews[1].sizeThatFits(area)
            subviews[1].place(at: Point(x: bounds.minX + (bounds.width - size.width) / 2,
                                        y: bounds.minY + (bounds.height - size.height) / 2), proposal: area)
        }
    }
    /// A view's spacing: the video area's (a shape's).
    func spacing(subviews: Subviews, context: LayoutContext) -> ViewSpacing { subviews[0].spacing }
}

/// `VideoPlayer(player:)` and `VideoPlayer(player:videoOverlay:)`: `videoOverlay` is the overlay's view.
public struct VideoPlayer: View {
    public let videoOverlay: ViewNode?
    public init(videoOverlay: (any View)? = nil) { self.videoOverlay = videoOverlay?.node }
    public var node: ViewNode {
        makeNode(VideoPlayerLayout(), children: [Color.black.node] + (videoOverlay.map { [$0] } ?? []))
    }
}
