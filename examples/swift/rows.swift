// Structs composed with memberwise initialisers, constants, ForEach and if.
//   swiftlayout layout examples/swift/rows.swift --view Settings --device "iPhone SE"
import SwiftUI

let rowHeight: CGFloat = 44
let titles = ["Wi-Fi", "Bluetooth", "Cellular"]

struct Row: View {
    let title: String
    var detail: String = "On"
    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text(detail).foregroundStyle(.secondary)
        }
        .padding(.horizontal)
        .frame(height: rowHeight)
    }
}

struct Settings: View {
    @State var showFooter = true
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Settings").font(.largeTitle).bold().padding()   // title
            ForEach(0..<titles.count) { i in
                Row(title: titles[i], detail: i == 0 ? "Home" : "On")   // row<i>
            }
            if showFooter {
                Text("\(titles.count) settings").font(.footnote).padding()   // footer
            }
            Spacer()
        }
    }
}
