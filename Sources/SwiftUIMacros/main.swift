// The compiler plugin behind `#Preview` (docs/SWIFTUI_COMPATIBILITY.md, "Previews"). It speaks the
// compiler's plugin protocol directly — 8-byte little-endian length, then a JSON message; answers
// `getCapability` and `expandFreestandingMacro` — instead of depending on swift-syntax: the one expansion it
// makes is a text rewrite, and swift-syntax would add about 4.5 minutes to every debug build of a package
// that imports SwiftUI (measured on 2 cores, docs/SWIFTUI_COMPATIBILITY.md).
//
// `#Preview("Name", traits: …) { body }` becomes a function exported to C under a name made of the file and
// the position (`swiftlayout_preview_<file>_<line>_<column>`), returning the preview's entry:
//
//     @_cdecl("swiftlayout_preview_App_ContentView_swift_20_1")
//     func $…fMu_() -> UnsafeMutableRawPointer {
//         SwiftUI._PreviewEntry("Name", traits: …) { body }.retained(fileID: "App/ContentView.swift", line: 20)
//     }
//
// `swiftlayout preview` finds these symbols in the built runner and lays each preview out.

import Foundation

/// Reads exactly `count` bytes from standard input, or nil at its end.
func readExactly(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

func send(_ message: [String: Any]) {
    guard let payload = try? JSONSerialization.data(withJSONObject: message) else { return }
    var size = UInt64(payload.count).littleEndian
    let header = withUnsafeBytes(of: &size) { Data($0) }
    FileHandle.standardOutput.write(header + payload)
}

/// A Swift string literal of `text`.
func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// The C name of a preview at a place: letters and digits of the file ID, the line and the column.
func symbolName(fileID: String, line: Int, column: Int) -> String {
    let file = String(fileID.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "_" })
    return "swiftlayout_preview_\(file)_\(line)_\(column)"
}

/// The expansion of `source` (the macro's text, `#Preview…`), or an error message.
func expand(source: String, discriminator: String, fileID: String, line: Int, column: Int) -> (String?, String?) {
    // The text starts with the macro's leading trivia (blank lines, comments): the place is its `#`.
    guard let start = source.range(of: "#Preview") else { return (nil, "#Preview: unexpected macro text") }
    let trivia = source[..<start.lowerBound]
    let newlines = trivia.filter { $0 == "\n" }.count
    let line = line + newlines
    let column = newlines == 0 ? column + trivia.count : trivia.count - (trivia.lastIndex(of: "\n").map { trivia.distance(from: trivia.startIndex, to: $0) } ?? 0)
    let rest = source[start.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
    let name = "__swiftlayout_preview"
    let function = "\(discriminator)\(name.count)\(name)fMu_"
    let expanded = """
        @_cdecl(\(literal(symbolName(fileID: fileID, line: line, column: column))))
        func \(function)() -> UnsafeMutableRawPointer {
            SwiftUI._PreviewEntry\(rest.isEmpty ? "()" : String(rest)).retained(fileID: \(literal(fileID)), line: \(line))
        }
        """
    return (expanded, nil)
}

func diagnostic(_ message: String, _ location: [String: Any]) -> [String: Any] {
    let position: [String: Any] = ["fileName": location["fileName"] ?? "", "offset": location["offset"] ?? 0]
    return ["message": message, "severity": "error", "position": position, "highlights": [], "notes": [], "fixIts": []]
}

while let header = readExactly(8) {
    let size = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    guard size < 1 << 30, let payload = readExactly(Int(size)),
          let message = try? JSONSerialization.jsonObject(with: payload) as? [String: Any] else { break }
    if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
    } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
        let syntax = request["syntax"] as? [String: Any] ?? [:]
        let location = syntax["location"] as? [String: Any] ?? [:]
        let (expanded, error) = expand(source: syntax["source"] as? String ?? "",
                                       discriminator: request["discriminator"] as? String ?? "$preview",
                                       fileID: location["fileID"] as? String ?? "",
                                       line: location["line"] as? Int ?? 0, column: location["column"] as? Int ?? 0)
        send(["expandMacroResult": ["expandedSource": expanded as Any, "diagnostics": error.map { [diagnostic($0, location)] } ?? []]])
    } else if let request = message["expandAttachedMacro"] as? [String: Any] {
        // `@Previewable` (a peer macro): the property stays where it is and adds nothing.
        let name = (request["macro"] as? [String: Any])?["name"] as? String
        if name == "Previewable" {
            send(["expandMacroResult": ["expandedSource": "", "diagnostics": []]])
        } else {
            send(["expandMacroResult": ["diagnostics": [diagnostic("SwiftUIMacros has no attached macro \(name ?? "?")", [:])]]])
        }
    } else if message["loadPluginLibrary"] != nil {
        send(["loadPluginLibraryResult": ["loaded": false, "diagnostics": []]])
    } else {
        break
    }
}
