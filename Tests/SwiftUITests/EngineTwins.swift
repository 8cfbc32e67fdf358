// The trees of Screens.swift built with the engine's own Swift API (module SwiftLayout), which the golden
// suites check against Apple's SwiftUI. The SwiftUI module must give exactly these frames.

import Foundation
import SwiftLayout

enum EngineTwins {
    static func laidOut(_ view: any View, device: String = "iPhone 15 Pro", platform: String? = nil,
                        screen: CGSize? = nil, dynamicTypeSize: String? = nil) throws -> [LaidOut] {
        var environment = LayoutEnvironment(device: DevicePreset.named(device)!)
        if let dynamicTypeSize { try environment.set("dynamic_type_size", string: dynamicTypeSize) }
        if let platform { try environment.set("platform", string: platform) }
        if let screen {
            environment.size = Size(Double(screen.width), Double(screen.height))
            environment.safeArea = .zero
            environment.displayScale = 2
        }
        return try layout(view, in: environment).nodes.map {
            LaidOut(kind: $0.kind, id: $0.id, frame: CGRect(x: $0.frame.minX, y: $0.frame.minY, width: $0.frame.width, height: $0.frame.height))
        }
    }

    static var helloWorld: any View {
        VStack {
            Image(systemName: "globe").imageScale(.large)
            Text("Hello, world!")
        }
        .padding()
    }

    struct TagFlow: CustomLayout {
        var spacing = 6.0
        var name: String { "TagFlow" }
        struct Row { var indices: [Int] = []; var width = 0.0; var height = 0.0 }
        func arrange(width: Double, subviews: [LayoutSubview]) -> [Row] {
            var rows = [Row()]
            for index in subviews.indices {
                let size = subviews[index].sizeThatFits(.unspecified)
                let last = rows[rows.count - 1]
                let needed = last.indices.isEmpty ? size.width : last.width + spacing + size.width
                if needed > width && !last.indices.isEmpty { rows.append(Row()) }
                var row = rows[rows.count - 1]
                row.width = row.indices.isEmpty ? size.width : row.width + spacing + size.width
                row.height = max(row.height, size.height)
                row.indices.append(index)
                rows[rows.count - 1] = row
            }
            return rows
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview]) throws -> Size {
            let rows = arrange(width: proposal.width ?? .infinity, subviews: subviews)
            let height = rows.map(\.height).reduce(0, +) + spacing * Double(max(0, rows.count - 1))
            return Size(proposal.width ?? (rows.map(\.width).max() ?? 0), height)
        }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutSubview]) throws {
            var y = bounds.minY
            for row in arrange(width: bounds.width, subviews: subviews) {
                var x = bounds.minX
                for index in row.indices {
                    let size = subviews[index].sizeThatFits(.unspecified)
                    subviews[index].place(at: Point(x, y), proposal: ProposedViewSize(size))
                    x += size.width + spacing
                }
                y += row.height + spacing
            }
        }
    }

    static func bookRow(_ title: String, _ author: String, _ tags: [String], showsAuthor: Bool) -> any View {
        let chips: [any View] = tags.map {
            AnyView(Text($0)).font(.caption).padding(.vertical, 4).padding(.horizontal, 8).background(RoundedRectangle(cornerRadius: 6))
        }
        var column: [any View] = [Text(title).font(.headline)]
        if showsAuthor { column.append(Text(author).font(.subheadline)) }
        column.append(LayoutView(TagFlow(), children: expandGroups([ForEach(views: chips, ids: tags).node])))
        return VStack(alignment: .leading, spacing: 4, children: column)
    }

    static var library: any View {
        let rows = [
            bookRow("The Swift Programming Language", "Apple", ["swift", "reference"], showsAuthor: true),
            bookRow("Thinking in SwiftUI", "Chris Eidhof and Florian Kugler", ["swiftui", "layout", "state", "views"], showsAuthor: true),
            bookRow("Functional Swift", "objc.io", ["functional"], showsAuthor: true),
        ]
        return NavigationStack(root: List(rows: [
            Section(header: Text("Reading"), children: [ForEach(views: rows, ids: ["1", "2", "3"])]),
            Section(header: nil, children: [Toggle("Show authors", isOn: true)]),
        ])
        .navigationTitle("Library")
        .toolbar([ToolbarItem(placement: .topBarTrailing, content: EmptyView())]))
    }

    /// AdaptiveHeader's three branches, with the icon's side given.
    static func header(_ branch: String, icon: Double) -> any View {
        let parts: [any View] = [Color.blue.frame(width: icon, height: icon).id("icon"), Text("Header").id("title")]
        switch branch {
        case "ax": return VStack(alignment: .leading, children: parts)
        case "regular": return HStack(children: parts + [Spacer()])
        default: return VStack(children: parts)
        }
    }
}
