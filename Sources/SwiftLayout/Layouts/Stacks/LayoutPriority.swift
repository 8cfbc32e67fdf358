// layoutPriority: a trait a stack reads when it shares out space (rules §2). Traits pass through the
// modifiers around the view, so `.layoutPriority(1).padding()` still counts.

struct LayoutPriorityModifier: UnaryModifier {
    let priority: Double
    var name: String { "TraitWritingModifier<LayoutPriorityTraitKey>" }
    var layoutPriority: Double? { priority }
}

extension View {
    /// Sets the priority with which a parent stack offers this view space (default 0).
    public func layoutPriority(_ priority: Double) -> ModifiedContent {
        ModifiedContent(self, LayoutPriorityModifier(priority: priority))
    }
}
