import Testing
@testable import SwiftLayout
@testable import SwiftLayoutDocument

/// The document registry (Sources/SwiftLayoutDocument/Registry): one entry per view type and modifier, from
/// which the reader dispatches, lists the known names and checks keys; C shares its checks.
@Suite struct RegistryTests {
    @Test func everyNameIsRegisteredOnce() {
        let views = DocumentRegistry.views.map { normalizedName($0.name) }
        #expect(Set(views).count == views.count, "a view type is registered twice")
        #expect(DocumentRegistry.viewTable.count == views.count)
        let modifiers = DocumentRegistry.modifiers.map(\.name)
        #expect(Set(modifiers).count == modifiers.count, "a modifier is registered twice")
        #expect(DocumentRegistry.modifierTable.count == modifiers.count)
        for spec in DocumentRegistry.views { #expect(Set(spec.keys).count == spec.keys.count, "\(spec.name) lists a key twice") }
    }

    @Test func theReaderTakesExactlyTheRegisteredNames() throws {
        // Every registered type is known to the reader (missing arguments are other errors).
        for spec in DocumentRegistry.views {
            do { _ = try ViewDocument.parse(#"{"type": "\#(spec.name)"}"#) } catch {
                #expect(!error.message.contains("unknown view type"), "\(spec.name): \(error.message)")
            }
        }
        #expect(throws: LayoutError.invalid("$: unknown view type 'Blob'; known: \(DocumentRegistry.knownViews)")) {
            try ViewDocument.parse(#"{"type": "Blob"}"#)
        }
        #expect(DocumentRegistry.knownModifiers.hasPrefix("hidden, zIndex, opacity, "))
        // A key another type takes is refused, naming the keys this type takes (from its entry).
        #expect(throws: LayoutError.invalid(#"$: unknown key "columns" for a 'VStack'; it takes alignment, spacing, children besides type, id and modifiers"#)) {
            try ViewDocument.parse(#"{"type": "VStack", "columns": []}"#)
        }
    }

    @Test func typedEntriesCheckTheirValue() throws {
        let node = Rectangle().node
        #expect(try DocumentRegistry.apply("opacity", to: node, .number(0.5)).depth == node.depth + 1)
        #expect(throws: LayoutError.invalid("opacity must be in 0…1, got 1.5")) { try DocumentRegistry.apply("opacity", to: node, .number(1.5)) }
        #expect(throws: LayoutError.invalid("zIndex must be finite, got nan")) { try DocumentRegistry.apply("zIndex", to: node, .number(.nan)) }
        #expect(throws: LayoutError.invalid("expected true")) { try DocumentRegistry.apply("hidden", to: node, .bool(false)) }
        #expect(throws: LayoutError.self) { try DocumentRegistry.apply("buttonStyle", to: node, .string("fancy")) }
        #expect(throws: LayoutError.self) { try DocumentRegistry.apply("noSuchModifier", to: node, .flag) }
    }

    @Test func theExportIsValidJSONInRegistrationOrder() throws {
        var nesting = 0
        guard case .array(let views) = try JSONReader.parse(DocumentRegistry.namesJSON(modifiers: false), maxNesting: 10, nesting: &nesting),
              case .array(let modifiers) = try JSONReader.parse(DocumentRegistry.namesJSON(modifiers: true), maxNesting: 10, nesting: &nesting)
        else { Issue.record("not arrays"); return }
        #expect(views.count == DocumentRegistry.views.count && modifiers.count == DocumentRegistry.modifiers.count)
        guard case .object(let first, _) = modifiers[0] else { Issue.record("not an object"); return }
        #expect(first.map(\.key) == ["name", "value", "keys", "params", "kind", "doc"] && first[0].value == .string("hidden")
                && first[1].value == .array([.string("true")]) && first[4].value == .string("_HiddenModifier"))
        // Every entry carries its docs/FORMAT.md row (scripts/gen-docs.py writes the tables from them).
        for entry in views + modifiers {
            guard case .object(let members, _) = entry else { Issue.record("not an object"); continue }
            #expect(members.contains { $0.key == "doc" }, "\(members[0].value) has no .doc(…)")
        }
    }
}
