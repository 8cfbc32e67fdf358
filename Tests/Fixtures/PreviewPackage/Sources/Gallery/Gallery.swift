import SwiftUI

struct Badge: View {
    let title: String
    @Environment(\.dynamicTypeSize) private var size

    var body: some View {
        Text(title)
            .font(size.isAccessibilitySize ? .title : .body)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(.tint, in: Capsule())
    }
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
    Badge(title: "New")
}

struct BadgeRow_Previews: PreviewProvider {
    static var previews: some View {
        HStack(spacing: 8) {
            Badge(title: "One")
            Badge(title: "Two")
        }
    }
}
