// `.headerProminence(_:)`: the prominence of the section headers inside (SwiftUI's `Prominence`,
// `.standard` or `.increased`; an environment value, so it reaches every header below the view it is
// written on). Measured on macOS 26 only (swiftui-web `list/looks` "prominence" @bd2e4d1, fixture
// g4_list_prominence_macos): an increased header keeps its size (16 tall, the same font) and sits 10 pt
// higher in its slot; the rows do not move. The raise is the list style's `increasedHeaderRaise`
// (docs/LAYOUT_RULES.md, Lists); iOS has no recording (0, assumed).

/// SwiftUI's `Prominence`.
public enum Prominence: String, CaseIterable, Hashable, Sendable { case standard, increased }

/// `.headerProminence(_:)`: sets the environment's header prominence; a List also finds it on a Section.
struct HeaderProminenceModifier: UnaryModifier {
    let prominence: Prominence
    var name: String { "_EnvironmentKeyWritingModifier<Prominence>" }
    var updatesEnvironment: Bool { true }
    func updateEnvironment(_ environment: inout NodeEnvironment) { environment.list.headerProminence = prominence }
}

extension View {
    /// `.headerProminence(_:)`: the prominence of the section headers inside (see above).
    public func headerProminence(_ prominence: Prominence) -> ModifiedContent {
        ModifiedContent(self, HeaderProminenceModifier(prominence: prominence))
    }
}
