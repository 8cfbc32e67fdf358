// What is in effect where a node is measured or placed: its nearest container (containerRelativeFrame),
// the safe-area regions, and the named coordinate spaces. Containers and region lists are interned and
// never renumbered, so their numbers can key cached sizes and placements across relayouts. One of the
// four parts of a pass (LayoutPass.swift). The pass enters and leaves scopes around the calls into
// layouts (`LayoutPass.withContainer`, …); this type never calls out.

struct PlacementScopes {
    /// The safe-area regions in effect, innermost first.
    private(set) var safeAreaRegions: [SafeAreaRegion]
    /// The regions in effect, interned (the root's are 0): part of a placement's inputs.
    private(set) var currentRegions = 0
    private var regionsIndex: [[SafeAreaRegion]: Int] = [:]
    /// Containers, interned: the window is `rootContainer`. Sizes measured inside a container depend on
    /// its length, so the current container is part of every cache key.
    private(set) var containers: [ContainerContext] = []
    private var containerIndex: [ContainerContext: Int] = [:]
    /// The nearest container (an index into `containers`).
    var currentContainer = 0
    private var rootContainer = 0
    /// Named coordinate spaces (coordinateSpace(name:)) of the views being placed.
    private(set) var namedSpaces: [String: Rect] = [:]

    init(environment: LayoutEnvironment) {
        safeAreaRegions = SafeAreaRegion.rootRegions(for: environment)
        reset(for: environment)
    }

    /// Makes the window of `environment` the root container and its safe-area regions the root's.
    mutating func reset(for environment: LayoutEnvironment) {
        let window = ContainerContext(node: -1, width: environment.safeRect.width, height: environment.safeRect.height, parent: -1)
        rootContainer = intern(window)
        currentContainer = rootContainer
        safeAreaRegions = SafeAreaRegion.rootRegions(for: environment)
        currentRegions = internRegions()
    }

    private mutating func intern(_ container: ContainerContext) -> Int {
        if let known = containerIndex[container] { return known }
        let id = containers.count
        containers.append(container)
        containerIndex[container] = id
        return id
    }

    private mutating func internRegions() -> Int {
        if let known = regionsIndex[safeAreaRegions] { return known }
        let id = regionsIndex.count
        regionsIndex[safeAreaRegions] = id
        return id
    }

    /// Enters container `node` of `length` (a nil axis inherits the enclosing container's length);
    /// returns what `leaveContainer` restores.
    mutating func enterContainer(node: Int, length: ProposedViewSize) -> Int {
        let outer = containers[currentContainer]
        let saved = currentContainer
        currentContainer = intern(ContainerContext(node: node, width: length.width ?? outer.width,
                                                   height: length.height ?? outer.height, parent: currentContainer))
        return saved
    }
    mutating func leaveContainer(_ saved: Int) { currentContainer = saved }

    /// Puts `regions` in effect in front of the current ones; returns what `leaveRegions` restores.
    mutating func enterRegions(_ regions: [SafeAreaRegion]) -> ([SafeAreaRegion], Int) {
        let saved = (safeAreaRegions, currentRegions)
        safeAreaRegions = regions + safeAreaRegions
        currentRegions = internRegions()
        return saved
    }
    mutating func leaveRegions(_ saved: ([SafeAreaRegion], Int)) { (safeAreaRegions, currentRegions) = saved }
    /// Puts `regions` in effect instead of the current ones (a view that ignores the safe area hands its
    /// content the chain with the ignored edges made safe); `leaveRegions` restores.
    mutating func replaceRegions(_ regions: [SafeAreaRegion]) -> ([SafeAreaRegion], Int) {
        let saved = (safeAreaRegions, currentRegions)
        safeAreaRegions = regions
        currentRegions = internRegions()
        return saved
    }

    /// Names `rect` as coordinate space `name`; returns what `leaveNamedSpace` restores.
    mutating func enterNamedSpace(_ name: String, _ rect: Rect) -> Rect? {
        let saved = namedSpaces[name]
        namedSpaces[name] = rect
        return saved
    }
    mutating func leaveNamedSpace(_ name: String, _ saved: Rect?) { namedSpaces[name] = saved }
}
