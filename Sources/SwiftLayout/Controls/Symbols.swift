// SF Symbols' layout boxes (`Image(systemName:)`): width, height and the descent of the frame's bottom
// below the text baseline, by symbol, point size, weight and image scale.
//
// - The 240 symbols of `SymbolMetrics.measuredTable` (SymbolTable.swift) are measured at 10, 11, 12, 13, 15,
//   17, 22 and 26 pt (and a few more sizes): at those sizes the box is the recording. At other sizes the
//   nearest measured size is scaled in proportion and rounded to the pixel grid (**approximate**, within a
//   pixel or two: scaling the star's 22 pt box to 24 pt gives the recorded 31 × 28.5; its 34 pt box to
//   40 pt gives 51 × 47.5 for the recorded 51.5 × 47).
// - A symbol the table does not hold gets the star's box (**approximate**: SF Symbols' boxes differ by
//   symbol; give `Image(systemName:size:)` the real size where it matters).
// - `.imageScale(.small / .large)` and the weight (`.fontWeight`, `.bold()`, a font's weight) multiply the
//   regular box by the star's measured ratio at the nearest measured size (SW-mac `symbol/basic`: small
//   13.5 × 13, large 21.5 × 20.5, bold 17 × 16.5, semibold 17 × 16, light 16 × 15.5, black 17.5 × 17 at
//   13 pt; large 39.5 × 37 at 24 pt; SW-ios `ios/symbol/basic`: large 28 × 27 and bold 22.5 × 21.5 at
//   17 pt), unless the symbol's own variant is recorded at that size (`symbolVariants`: every table symbol's
//   bold and large box at 13 pt, SW-mac `symbol/catalog-13-bold` and `catalog-13-large`; the semibold and
//   small boxes are the star's ratio, which SW-mac `symbol/catalog-13-semibold` shows is off by half a point
//   for most symbols). Thin and
//   ultraLight take light's ratio, medium regular's, heavy black's (**assumed**). The
//   descent grows by half the height gained (large at 13 pt: 3 → 5, SW-mac `symbol/basic`), except where
//   the star's variant is itself recorded.
// - Text baselines: both are the frame's top + height − descent, so a symbol on a first-text-baseline row
//   sits `descent` below the Text's baseline (the star 3 below at 13 pt, 3.5 at 17 pt: SW-mac
//   `symbol/basic` "baselineRow2", SW-ios `ios/symbol/basic` "baseline"; the ellipsis 2.5 above).

public enum SymbolMetrics {
    /// A symbol's box in points: width, height, and how far its bottom lies below its text baseline.
    public struct Box: Hashable, Sendable {
        public var width: Double, height: Double, descent: Double
    }
    /// One measurement: a point size and the box there (descent nil where the recording has no baseline).
    struct Entry: Sendable { let size: Double; let width: Double; let height: Double; let descent: Double? }

    /// The symbol whose box stands in for symbols the table lacks.
    public static let fallbackSymbol = "star"

    /// The parsed table: symbol name → measurements by ascending point size.
    static let table: [String: [Entry]] = {
        var out: [String: [Entry]] = [:]
        for line in measuredTable.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard let name = parts.first else { continue }
            var entries: [Entry] = []
            for part in parts.dropFirst() {
                let sizeAndBox = part.split(separator: ":")
                guard sizeAndBox.count == 2, let size = Double(sizeAndBox[0]) else { continue }
                let v = sizeAndBox[1].split(separator: ",").compactMap { Double($0) }.map { $0 / 2 }
                guard v.count >= 2 else { continue }
                entries.append(Entry(size: size, width: v[0], height: v[1], descent: v.count > 2 ? v[2] : nil))
            }
            out[String(name)] = entries.sorted { $0.size < $1.size }
        }
        return out
    }()

    /// The star's recorded variants: (image scale, weight) → measurements by point size.
    static let starVariants: [VariantKey: [Entry]] = [
        VariantKey(scale: .small, weight: .regular): [Entry(size: 13, width: 13.5, height: 13, descent: nil)],
        VariantKey(scale: .large, weight: .regular): [Entry(size: 13, width: 21.5, height: 20.5, descent: 5),
                                                      Entry(size: 17, width: 28, height: 27, descent: nil),
                                                      Entry(size: 24, width: 39.5, height: 37, descent: 9)],
        VariantKey(scale: .medium, weight: .light): [Entry(size: 13, width: 16, height: 15.5, descent: 2.5)],
        VariantKey(scale: .medium, weight: .semibold): [Entry(size: 13, width: 17, height: 16, descent: nil)],
        VariantKey(scale: .medium, weight: .bold): [Entry(size: 13, width: 17, height: 16.5, descent: 3),
                                                    Entry(size: 17, width: 22.5, height: 21.5, descent: nil)],
        VariantKey(scale: .medium, weight: .black): [Entry(size: 13, width: 17.5, height: 17, descent: 3)],
    ]
    struct VariantKey: Hashable, Sendable { let scale: ImageScale; let weight: Font.Weight }
    /// Other symbols' recorded variants, used at exactly their point size (elsewhere the star's ratio
    /// applies): the large scale at 17 pt, wifi 29 × 22 and gear 27.5 × 27 (SW-ios `ios/label/list`
    /// @33be500: a Label's icon in an iOS List row; the star's ratio gives 28.5 × 21.5 and 27.5 × 27.5).
    /// Plus every table symbol's bold and large boxes at 13 pt (`measuredVariantTable13`, SW-mac
    /// `symbol/catalog-13-bold` and `catalog-13-large`).
    static let symbolVariants: [String: [VariantKey: [Entry]]] = {
        var out: [String: [VariantKey: [Entry]]] = [
            "wifi": [VariantKey(scale: .large, weight: .regular): [Entry(size: 17, width: 29, height: 22, descent: nil)]],
            "gear": [VariantKey(scale: .large, weight: .regular): [Entry(size: 17, width: 27.5, height: 27, descent: nil)]],
        ]
        let keys = ["bold": VariantKey(scale: .medium, weight: .bold), "large": VariantKey(scale: .large, weight: .regular)]
        for line in measuredVariantTable13.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard let name = parts.first else { continue }
            for part in parts.dropFirst() {
                let kv = part.split(separator: ":")
                guard kv.count == 2, let key = keys[String(kv[0])] else { continue }
                let v = kv[1].split(separator: ",").compactMap { Double($0) }.map { $0 / 2 }
                guard v.count == 3 else { continue }
                out[String(name), default: [:]][key, default: []].append(Entry(size: 13, width: v[0], height: v[1], descent: v[2]))
            }
        }
        return out
    }()

    /// Whether the table holds `name` (else its box is the fallback's, approximate).
    public static func isMeasured(_ name: String) -> Bool { table[name] != nil }

    /// The box of symbol `name` at `pointSize` in `weight` and `scale`, on a grid of `pixel` points.
    public static func box(_ name: String, pointSize: Double, weight: Font.Weight = .regular, scale: ImageScale = .medium,
                           pixel: Double = 0.5) -> Box {
        let entries = table[name] ?? table[fallbackSymbol] ?? []
        let size = pointSize.isFinite && pointSize > 0 ? pointSize : 13
        var base = scaled(entries, to: size, pixel: pixel)
        let key = VariantKey(scale: scale, weight: weightClass(weight))
        guard key != VariantKey(scale: .medium, weight: .regular) else { return base }
        // The variant's ratio to the regular box, from the star at the nearest recorded size.
        if scale != .medium, weightClass(weight) != .regular {
            base = variant(base, VariantKey(scale: scale, weight: .regular), name: name, size: size, pixel: pixel)
            return variant(base, VariantKey(scale: .medium, weight: weightClass(weight)), name: name, size: size, pixel: pixel,
                           onTopOfScale: true)
        }
        return variant(base, key, name: name, size: size, pixel: pixel)
    }

    /// `onTopOfScale`: the weight applied to a box already scaled (`.imageScale` and a weight together, never
    /// recorded): a recorded weight variant of the symbol then gives its ratio to the regular box, not its box.
    private static func variant(_ base: Box, _ key: VariantKey, name: String, size: Double, pixel: Double,
                                onTopOfScale: Bool = false) -> Box {
        // Semibold between the symbol's own regular and bold boxes, linearly in the weight (600 is two
        // thirds of the way from 400 to 700), where its bold box is recorded: SW-mac `symbol/catalog-13-
        // semibold` (not used to set this) matches 149 of its 240 boxes within the tolerance this way, 43 with
        // the star's semibold ratio (below). The star keeps its own recorded semibold box.
        if key == VariantKey(scale: .medium, weight: .semibold), !onTopOfScale, name != fallbackSymbol,
           let bold = symbolVariants[name]?[VariantKey(scale: .medium, weight: .bold)]?.first(where: { $0.size == size }),
           let regular = table[name]?.first(where: { $0.size == size }) {
            let f = 2.0 / 3.0
            let w = grid(regular.width + f * (bold.width - regular.width), pixel)
            let h = grid(regular.height + f * (bold.height - regular.height), pixel)
            return Box(width: w, height: h, descent: floorGrid(base.descent + (h - base.height) / 2, pixel))
        }
        if let own = symbolVariants[name]?[key]?.first(where: { $0.size == size }) {
            if !onTopOfScale {
                return Box(width: own.width, height: own.height,
                           descent: own.descent ?? floorGrid(base.descent + (own.height - base.height) / 2, pixel))
            }
            if let regular = table[name]?.first(where: { $0.size == size }) {
                let w = grid(base.width * own.width / regular.width, pixel)
                let h = grid(base.height * own.height / regular.height, pixel)
                return Box(width: w, height: h, descent: floorGrid(base.descent + (h - base.height) / 2, pixel))
            }
        }
        guard let recorded = starVariants[key], let near = nearest(recorded, to: size), let star = table[fallbackSymbol]
        else { return base }
        // The star itself at a recorded size: the recording.
        if table[name] == nil || name == fallbackSymbol, near.size == size {
            return Box(width: near.width, height: near.height,
                       descent: near.descent ?? floorGrid(base.descent + (near.height - base.height) / 2, pixel))
        }
        let starBase = star.first { $0.size == near.size } ?? scaledEntry(star, to: near.size, pixel: pixel)
        let w = grid(base.width * near.width / starBase.width, pixel)
        let h = grid(base.height * near.height / starBase.height, pixel)
        return Box(width: w, height: h, descent: floorGrid(base.descent + (h - base.height) / 2, pixel))
    }

    /// The measurement at `size`, or the nearest one scaled in proportion.
    private static func scaled(_ entries: [Entry], to size: Double, pixel: Double) -> Box {
        let e = scaledEntry(entries, to: size, pixel: pixel)
        return Box(width: e.width, height: e.height, descent: e.descent ?? 0)
    }
    private static func scaledEntry(_ entries: [Entry], to size: Double, pixel: Double) -> Entry {
        guard let near = nearest(entries, to: size) else { return Entry(size: size, width: 0, height: 0, descent: 0) }
        // The descent of the nearest entry that records one.
        let withDescent = entries.filter { $0.descent != nil }
        let dNear = nearest(withDescent, to: size)
        let descent = dNear.map { grid($0.descent! * size / $0.size, pixel) } ?? 0
        if near.size == size { return Entry(size: size, width: near.width, height: near.height, descent: near.descent ?? descent) }
        let f = size / near.size
        return Entry(size: size, width: grid(near.width * f, pixel), height: grid(near.height * f, pixel), descent: descent)
    }
    /// The entry nearest to `size` (the smaller one on a tie).
    private static func nearest(_ entries: [Entry], to size: Double) -> Entry? {
        entries.min { a, b in
            let da = abs(a.size - size), db = abs(b.size - size)
            return da < db || (da == db && a.size < b.size)
        }
    }
    /// The weights whose star ratios are recorded: light (for ultraLight and thin too), regular (medium),
    /// semibold, bold, black (heavy).
    static func weightClass(_ w: Font.Weight) -> Font.Weight {
        switch w {
        case .ultraLight, .thin, .light: return .light
        case .regular, .medium: return .regular
        case .semibold: return .semibold
        case .bold: return .bold
        case .heavy, .black: return .black
        }
    }
    private static func grid(_ v: Double, _ pixel: Double) -> Double { pixel > 0 ? (v / pixel).rounded() * pixel : v }
    private static func floorGrid(_ v: Double, _ pixel: Double) -> Double {
        pixel > 0 ? ((v + 1e-9) / pixel).rounded(.down) * pixel : v
    }
}
