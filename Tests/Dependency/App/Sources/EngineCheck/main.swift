// Not part of the template: the engine's own Swift API (module SwiftLayout) from the same dependent.
import SwiftLayout

do {
    let result = try layout(VStack(children: [Text("Hello")]).padding(), on: .iPhoneSE)
    print(result.nodes.count == 3 ? "engine API: ok" : "engine API: \(result.nodes.count) nodes")
} catch {
    print("engine API: \(error)")
}
