// The C constants. scripts/gen-header.sh turns every `public let SL_…: Int32 = N` line below, with the
// `///` comment above it, into a `#define` in include/swiftlayout_constants.h, so Swift and C share one
// definition. (Swift's `@c enum` would be the natural export, but its header does not compile as C++.)

// MARK: Status codes, returned by every fallible call and by sl_last_status().

/// Success.
public let SL_OK: Int32 = 0
/// An argument is out of range: NaN or negative where a length is needed, an unknown name or enum value.
public let SL_ERR_INVALID_ARGUMENT: Int32 = 1
/// A handle is 0, of the wrong kind, from another document, or already freed.
public let SL_ERR_INVALID_HANDLE: Int32 = 2
/// A required pointer argument is NULL.
public let SL_ERR_NULL_POINTER: Int32 = 3
/// A JSON document is malformed or does not follow docs/FORMAT.md.
public let SL_ERR_PARSE: Int32 = 4
/// A view tree is deeper than the environment's max_depth (default and most 100000).
public let SL_ERR_DEPTH: Int32 = 5
/// No node has the requested id, or an index is past the end.
public let SL_ERR_NOT_FOUND: Int32 = 6
/// The caller's buffer is too small; the needed count was written to the count out-parameter.
public let SL_ERR_BUFFER_TOO_SMALL: Int32 = 7
/// A user function (a containerRelativeFrame length callback) reported a failure during sl_layout.
public let SL_ERR_CALLBACK: Int32 = 8
/// The process ran out of a resource: memory for a tree within max_nodes (checked before it is laid out) or
/// for a returned string, or handles. Nothing was made or changed; the message says which and how much.
public let SL_ERR_RESOURCE: Int32 = 9
/// A bug in swiftlayout; the message says what.
public let SL_ERR_INTERNAL: Int32 = 99

// MARK: Alignments (frame, overlay, background, ZStack; stacks take the matching one-axis values).

public let SL_ALIGN_CENTER: Int32 = 0
public let SL_ALIGN_TOP_LEADING: Int32 = 1
public let SL_ALIGN_TOP: Int32 = 2
public let SL_ALIGN_TOP_TRAILING: Int32 = 3
/// Also the VStack alignment `.leading`.
public let SL_ALIGN_LEADING: Int32 = 4
/// Also the VStack alignment `.trailing`.
public let SL_ALIGN_TRAILING: Int32 = 5
public let SL_ALIGN_BOTTOM_LEADING: Int32 = 6
public let SL_ALIGN_BOTTOM: Int32 = 7
public let SL_ALIGN_BOTTOM_TRAILING: Int32 = 8

// MARK: Edge sets (bit masks with SwiftUI's raw values; combine with |).

public let SL_EDGE_TOP: Int32 = 1
public let SL_EDGE_LEADING: Int32 = 2
public let SL_EDGE_BOTTOM: Int32 = 4
public let SL_EDGE_TRAILING: Int32 = 8
public let SL_EDGE_HORIZONTAL: Int32 = 10
public let SL_EDGE_VERTICAL: Int32 = 5
public let SL_EDGE_ALL: Int32 = 15

// MARK: Safe-area regions (bit masks).

public let SL_REGION_CONTAINER: Int32 = 1
public let SL_REGION_KEYBOARD: Int32 = 2
public let SL_REGION_ALL: Int32 = 3

// MARK: Content modes for sl_aspect_ratio.

public let SL_CONTENT_MODE_FIT: Int32 = 0
public let SL_CONTENT_MODE_FILL: Int32 = 1

// MARK: Axis sets (bit masks) for sl_container_relative_frame and scroll views; a length callback gets one axis.

public let SL_AXIS_HORIZONTAL: Int32 = 1
public let SL_AXIS_VERTICAL: Int32 = 2
public let SL_AXIS_BOTH: Int32 = 3

// MARK: Pinned section views of a lazy stack (sl_lazy_vstack_pinned, sl_lazy_hstack_pinned; bit masks).

/// A section's header stays at the top (leading edge) of the scroll view's visible area while scrolled.
public let SL_PINNED_SECTION_HEADERS: Int32 = 1
/// A section's footer stays at the bottom (trailing edge) of the visible area while scrolled.
public let SL_PINNED_SECTION_FOOTERS: Int32 = 2

// MARK: Navigation bar title display modes.

/// Large when a title is set, otherwise inline.
public let SL_TITLE_AUTOMATIC: Int32 = 0
public let SL_TITLE_INLINE: Int32 = 1
public let SL_TITLE_LARGE: Int32 = 2

// MARK: Presentation detents for sl_env_set_sheet (a sheet's height).
public let SL_DETENT_MEDIUM: Int32 = 0
public let SL_DETENT_LARGE: Int32 = 1
public let SL_DETENT_HEIGHT: Int32 = 2
public let SL_DETENT_FRACTION: Int32 = 3

// MARK: GridItem kinds for sl_lazy_vgrid / sl_lazy_hgrid (each item is 5 doubles: kind, a, b, spacing, alignment).

/// A fixed track: a = its size.
public let SL_GRID_FIXED: Int32 = 0
/// A flexible track: a = minimum (NaN: 10), b = maximum (NaN or INFINITY: unbounded).
public let SL_GRID_FLEXIBLE: Int32 = 1
/// An adaptive track: a = minimum item size, b = maximum.
public let SL_GRID_ADAPTIVE: Int32 = 2

// MARK: Scroll-view options (sl_content_margins, sl_default_scroll_anchor, sl_scroll_indicators).

/// contentMargins placement: the scroll view's content (SwiftUI's `.automatic` for a ScrollView).
public let SL_MARGINS_AUTOMATIC: Int32 = 0
/// contentMargins placement `.scrollContent`.
public let SL_MARGINS_SCROLL_CONTENT: Int32 = 1
/// contentMargins placement `.scrollIndicators`: no layout effect.
public let SL_MARGINS_SCROLL_INDICATORS: Int32 = 2
/// defaultScrollAnchor for every role.
public let SL_SCROLL_ANCHOR_ALL_ROLES: Int32 = 0
/// defaultScrollAnchor role `.initialOffset`: where longer content starts.
public let SL_SCROLL_ANCHOR_INITIAL_OFFSET: Int32 = 1
/// defaultScrollAnchor role `.alignment`: where shorter content sits.
public let SL_SCROLL_ANCHOR_ALIGNMENT: Int32 = 2
/// defaultScrollAnchor role `.sizeChanges`: no effect at rest.
public let SL_SCROLL_ANCHOR_SIZE_CHANGES: Int32 = 3
/// scrollIndicators visibility (no layout effect).
public let SL_SCROLL_INDICATORS_AUTOMATIC: Int32 = 0
public let SL_SCROLL_INDICATORS_VISIBLE: Int32 = 1
public let SL_SCROLL_INDICATORS_HIDDEN: Int32 = 2
public let SL_SCROLL_INDICATORS_NEVER: Int32 = 3

// MARK: What sl_registered_names lists.

/// The document's view types (docs/FORMAT.md "Views").
public let SL_REGISTERED_VIEWS: Int32 = 0
/// The document's modifiers (docs/FORMAT.md "Modifiers").
public let SL_REGISTERED_MODIFIERS: Int32 = 1
