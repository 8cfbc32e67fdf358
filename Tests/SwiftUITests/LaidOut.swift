import Foundation

/// One laid-out node: what the SwiftUI module and the engine's own API are compared on.
struct LaidOut: Equatable, CustomStringConvertible {
    let kind: String
    let id: String?
    let frame: CGRect
    var description: String { "\(kind)\(id.map { " #\($0)" } ?? "") \(frame)" }
}

extension Array where Element == LaidOut {
    func frame(_ id: String) -> CGRect? { first { $0.id == id }?.frame }
}
