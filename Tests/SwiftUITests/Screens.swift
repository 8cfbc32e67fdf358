// SwiftUI code as people write it, compiled against this package's SwiftUI module. This file imports
// SwiftUI only (like an app's view file); EngineTwins.swift builds the same trees with the engine's own API.

import SwiftUI

// MARK: - Xcode's "Hello, world!" template (App > iOS, Xcode 15/16), ContentView.swift, unchanged (the App
// file is in Tests/Dependency/App, the dependency test's package).

struct ContentView: View {
    var body: some View {
        VStack {
            Image(systemName: "globe")
                .imageScale(.large)
                .foregroundStyle(.tint)
            Text("Hello, world!")
        }
        .padding()
    }
}

#Preview {
    ContentView()
}

#Preview("Library on an iPhone", traits: .sizeThatFitsLayout) {
    LibraryView()
}

#Preview("Counter") {
    @Previewable @State var count = 3
    Text("Count: \(count)")
}

// MARK: - A realistic screen: NavigationStack + List + an @Observable model + @State + a custom
// ViewModifier + a custom Layout.

struct Book: Identifiable {
    let id: Int
    let title: String
    let author: String
    let tags: [String]
}

@Observable
final class Library {
    var books: [Book] = [
        Book(id: 1, title: "The Swift Programming Language", author: "Apple", tags: ["swift", "reference"]),
        Book(id: 2, title: "Thinking in SwiftUI", author: "Chris Eidhof and Florian Kugler", tags: ["swiftui", "layout", "state", "views"]),
        Book(id: 3, title: "Functional Swift", author: "objc.io", tags: ["functional"]),
    ]
}

/// A small chip around a tag.
struct Chip: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption)
            .padding(.vertical, 4)
            .padding(.horizontal, 8)
            .background(.quaternary, in: RoundedRectangle(cornerRadius: 6))
    }
}

extension View {
    func chip() -> some View { modifier(Chip()) }
}

/// Subviews in rows at their ideal sizes, wrapping at the proposed width.
struct TagFlow: Layout {
    var spacing: CGFloat = 6

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(width: proposal.width ?? .infinity, subviews: subviews)
        let width = rows.map { $0.width }.max() ?? 0
        let height = rows.map { $0.height }.reduce(0, +) + spacing * CGFloat(max(0, rows.count - 1))
        return CGSize(width: proposal.width ?? width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for row in arrange(width: bounds.width, subviews: subviews) {
            var x = bounds.minX
            for index in row.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(size))
                x += size.width + spacing
            }
            y += row.height + spacing
        }
    }

    private struct Row { var indices: [Int] = []; var width: CGFloat = 0; var height: CGFloat = 0 }

    private func arrange(width: CGFloat, subviews: Subviews) -> [Row] {
        var rows: [Row] = [Row()]
        for index in subviews.indices {
            let size = subviews[index].sizeThatFits(.unspecified)
            let needed = rows[rows.count - 1].indices.isEmpty ? size.width : rows[rows.count - 1].width + spacing + size.width
            if needed > width && !rows[rows.count - 1].indices.isEmpty {
                rows.append(Row())
            }
            var row = rows[rows.count - 1]
            row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
            row.height = max(row.height, size.height)
            row.indices.append(index)
            rows[rows.count - 1] = row
        }
        return rows
    }
}

struct BookRow: View {
    let book: Book
    let showsAuthor: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(book.title)
                .font(.headline)
            if showsAuthor {
                Text(book.author)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            TagFlow {
                ForEach(book.tags, id: \.self) { tag in
                    Text(tag).chip()
                }
            }
        }
    }
}

struct LibraryView: View {
    @State private var library = Library()
    @State private var showsAuthors = true

    var body: some View {
        NavigationStack {
            List {
                Section("Reading") {
                    ForEach(library.books) { book in
                        BookRow(book: book, showsAuthor: showsAuthors)
                    }
                }
                Section {
                    Toggle("Show authors", isOn: $showsAuthors)
                }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {}
                }
            }
        }
    }
}

// MARK: - Bodies that read the environment where they are.

struct AdaptiveHeader: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.dynamicTypeSize) private var typeSize
    @ScaledMetric private var iconSize: CGFloat = 17

    var body: some View {
        if typeSize.isAccessibilitySize {
            VStack(alignment: .leading) {
                Color.blue.frame(width: iconSize, height: iconSize).id("icon")
                Text("Header").id("title")
            }
        } else if sizeClass == .regular {
            HStack {
                Color.blue.frame(width: iconSize, height: iconSize).id("icon")
                Text("Header").id("title")
                Spacer()
            }
        } else {
            VStack {
                Color.blue.frame(width: iconSize, height: iconSize).id("icon")
                Text("Header").id("title")
            }
        }
    }
}

/// A model from the environment and an ObservableObject (no Combine on Linux).
final class Settings: ObservableObject {
    @Published var rows = 3
}

struct SettingsList: View {
    @EnvironmentObject var settings: Settings
    @Environment(Library.self) private var library

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<settings.rows, id: \.self) { index in
                Text(library.books[index].title).id("row\(index)")
            }
        }
    }
}

/// A body that contains itself without end: an error, not a crash.
struct Forever: View {
    var body: some View { VStack { Forever() } }
}

// MARK: - Golden cases written as SwiftUI code (the recorded probes are `.id`s here).

/// swiftui-web `ios/nav` list-scroll at rest (Tests/Fixtures/goldens/navigation/g4_ios_nav_list_scroll_initial.json).
struct NavListScroll: View {
    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                List {
                    ForEach(0..<20, id: \.self) { index in
                        Text("Row")
                            .id("row\(index)")
                    }
                }
                .navigationTitle("Settings")
                .id("list")
            }
        }
        .id("nav")
    }
}

/// swiftui-web `customlayout/values` (Tests/Fixtures/goldens/layout/cnt2_layout_values.json): a Layout reading a
/// LayoutValueKey, ordering by layoutPriority and spacing by the subviews' preferences.
struct IndentKey: LayoutValueKey {
    static let defaultValue: CGFloat = 0
}

extension View {
    func indent(_ value: CGFloat) -> some View { layoutValue(key: IndentKey.self, value: value) }
}

struct ValueLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let order = ordered(subviews)
        var height: CGFloat = 0
        var width: CGFloat = 0
        for (k, index) in order.enumerated() {
            let size = subviews[index].sizeThatFits(.unspecified)
            height += size.height
            if k > 0 { height += subviews[order[k - 1]].spacing.distance(to: subviews[index].spacing, along: .vertical) }
            width = max(width, size.width + subviews[index][IndentKey.self])
        }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let order = ordered(subviews)
        var y = bounds.minY
        for (k, index) in order.enumerated() {
            if k > 0 { y += subviews[order[k - 1]].spacing.distance(to: subviews[index].spacing, along: .vertical) }
            let size = subviews[index].sizeThatFits(.unspecified)
            subviews[index].place(at: CGPoint(x: bounds.minX + subviews[index][IndentKey.self], y: y), anchor: .topLeading,
                                  proposal: ProposedViewSize(size))
            y += size.height
        }
    }

    private func ordered(_ subviews: Subviews) -> [Int] {
        Array(subviews.indices).enumerated().sorted { a, b in
            subviews[a.element].priority != subviews[b.element].priority
                ? subviews[a.element].priority > subviews[b.element].priority : a.offset < b.offset
        }.map { $0.element }
    }
}

struct LayoutValues: View {
    var body: some View {
        ValueLayout {
            Text("Low").id("low")
            Text("High").layoutPriority(1).indent(20).id("high")
            Color.green.frame(width: 40, height: 10).indent(8).id("bar")
            Text("Last").id("last")
        }
        .id("values")
    }
}

/// swiftui-web `ios/list/editing` (Tests/Fixtures/goldens/lists/g5_list_editing_ios.json): edit mode with
/// onDelete/onMove on a ForEach.
struct ListEditing: View {
    @State private var items = ["Apple", "Banana", "Cherry"]

    var body: some View {
        List {
            Section("Editable") {
                ForEach(items, id: \.self) { item in
                    Text(item).id(item.lowercased())
                }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
            }
            Section("Deletable") {
                ForEach(["Date"], id: \.self) { item in
                    Text(item).id("date")
                }
                .onDelete { _ in }
            }
            Section("Fixed") {
                Text("Detail").id("fixed")
            }
        }
        .environment(\.editMode, .constant(.active))
        .id("list")
    }
}

/// A row of the probed frames of a layout, for comparing without either module's types.
@MainActor
func frames<V: View>(_ view: V, device: String = "iPhone 15 Pro", platform: String? = nil, screen: CGSize? = nil,
                     dynamicTypeSize: DynamicTypeSize = .large) throws -> [LaidOut] {
    let configuration = SwiftLayoutHost.Configuration(device: device, platform: platform, screen: screen,
                                                      safeArea: screen == nil ? nil : EdgeInsets(), scale: screen == nil ? nil : 2,
                                                      dynamicTypeSize: dynamicTypeSize)
    return try SwiftLayoutHost.layout(view, configuration).nodes.map { LaidOut(kind: $0.kind, id: $0.id, frame: $0.frame) }
}

/// swiftui-web text/markdown @8592285 (macOS 26.6): a literal's inline markdown is rendered, an interpolated
/// value is shown as it is, `Text(verbatim:)` keeps the asterisks.
struct MarkdownLiterals: View {
    let star = "*"
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Plain **bold** and _italic_ and ***both*** done").id("mixed")
            Text(verbatim: "**not** markdown").id("verbatim")
            Text("Escaped \\*stars\\*").id("escaped")
            Text("Escaped \(star)stars\(star)").id("interpolated")
        }
    }
}
