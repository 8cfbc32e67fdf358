// The seed question, order A: the map ignores the top safe area, then gets a 300 pt frame.
//   swiftlayout layout examples/swift/ignore_then_frame.swift --device "iPhone 15 Pro" --svg out/a.svg
// (the comments after a view give it an id: docs/SWIFT_SOURCE.md)
import SwiftUI

struct LandmarkView: View {
    var body: some View {
        VStack {
            MapView()                        // map
                .edgesIgnoringSafeArea(.top) // ignore
                .frame(height: 300)          // frame
            Text("Turtle Rock")
                .font(.title)
                .padding()
            Spacer()
        }
    }
}
