// The seed question, order B: the map gets a 300 pt frame, then the frame ignores the top safe area.
//   swiftlayout layout examples/swift/frame_then_ignore.swift --device "iPhone 15 Pro" --svg out/b.svg
import SwiftUI

struct LandmarkView: View {
    var body: some View {
        VStack {
            MapView()                        // map
                .frame(height: 300)          // frame
                .edgesIgnoringSafeArea(.top) // ignore
            Text("Turtle Rock")
                .font(.title)
                .padding()
            Spacer()
        }
    }
}
