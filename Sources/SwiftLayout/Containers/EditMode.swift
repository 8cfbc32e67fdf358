// Edit mode in a List: `.environment(\.editMode, .constant(.active))` and the ForEach actions that make rows
// editable, `.onDelete(perform:)` and `.onMove(perform:)`. Measured on iOS 26 (swiftui-web
// `ios/list/editing` @170aa52, fixture g5_list_editing_ios): in edit mode a row whose ForEach has onDelete
// starts 40 pt further in (the red delete control before it, x = 72 where a plain row is at 32); rows stay
// 56 apart and a row without onDelete does not move. The indent is the list style's `editDeleteIndent`
// (docs/PLATFORMS.md); SwiftUI has no EditMode on macOS (0 there). The reorder grip that onMove adds at the
// trailing end is not modelled: no recording shows its width.

/// SwiftUI's `EditMode` (iOS).
public enum EditMode: String, CaseIterable, Hashable, Sendable { case inactive, transient, active }

/// `.onDelete(perform:)` on a ForEach (each of its views in a List): the row is deletable.
struct DeleteActionModifier: UnaryModifier {
    var name: String { "_TraitWritingModifier<OnDeleteTraitKey>" }
}

/// `.onMove(perform:)` on a ForEach: the row can be reordered (no layout effect modelled).
struct MoveActionModifier: UnaryModifier {
    var name: String { "_TraitWritingModifier<OnMoveTraitKey>" }
}

extension View {
    /// `.environment(\.editMode, .constant(mode))`: the Lists inside in `mode`.
    public func editMode(_ mode: EditMode) -> ModifiedContent {
        ModifiedContent(self, EnvironmentWriter(name: "_EnvironmentKeyWritingModifier<Binding<EditMode>?>") { $0.list.editMode = mode })
    }
    /// `.onDelete(perform:)` (on a ForEach, so on each of its views): in edit mode the row shows a delete
    /// control before its content.
    public func onDelete() -> ModifiedContent { ModifiedContent(self, DeleteActionModifier()) }
    /// `.onMove(perform:)` (on a ForEach): the row can be reordered (no layout effect modelled).
    public func onMove() -> ModifiedContent { ModifiedContent(self, MoveActionModifier()) }
}
