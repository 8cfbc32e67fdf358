/*
 * Grids, GeometryReader (a C builder callback with a proxy), alignment guides, custom layouts, measured
 * leaves, the drawing-only modifiers (sl_hidden, sl_z_index, sl_opacity), the shapes' corner styles and AnyShape,
 * the registry's name lists, and which document view made each node (sl_layout_copy_view_indices), from C.
 * Prints "N passed, N failed".
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "swiftlayout.h"
#include "check.h"
#include "subviews.h"


struct builder_state { int calls; double width, height, global_y; };

/* Builds a frame half as wide as the reader, in the document it is given. */
static uint64_t half_width(void *context, int64_t id, uint64_t document, uint64_t proxy) {
    struct builder_state *s = (struct builder_state *)context;
    double x, y, w, h;
    if (id != 5 || sl_geometry_size(proxy, &s->width, &s->height) != SL_OK) return 0;
    if (sl_geometry_frame(proxy, "global", &x, &y, &w, &h) != SL_OK) return 0;
    s->global_y = y;
    s->calls++;
    return sl_id(document, sl_frame(document, sl_color(document, "blue"), s->width / 2, NAN, SL_ALIGN_CENTER), "half");
}

static uint64_t no_view(void *context, int64_t id, uint64_t document, uint64_t proxy) {
    (void)context; (void)id; (void)document; (void)proxy;
    return 0;
}

static int32_t twenty(void *context, int64_t id, double width, double height, double *out) {
    (void)context; (void)id; (void)width; (void)height;
    *out = 20;
    return 0;
}

/* EqualWidthHStack in C: the twin of python/tests/views/test_custom_layout.py; the same frames. */
static int32_t equal_size(void *context, int64_t id, uint64_t subviews, double pw, double ph, double *w, double *h) {
    (void)context; (void)id; (void)pw; (void)ph;
    ptrdiff_t n = 0;
    double widest = 0;
    if (!ideal_sizes(subviews, &n, &widest, h, NULL)) return 1;
    *w = widest * (double)n;
    return 0;
}

static int32_t equal_place(void *context, int64_t id, uint64_t subviews, double x, double y, double w, double h, double pw, double ph) {
    (void)context; (void)id; (void)pw; (void)ph;
    ptrdiff_t n = 0;
    if (sl_subviews_count(subviews, &n) != SL_OK || n == 0) return n == 0 ? 0 : 1;
    double each = w / (double)n;
    for (ptrdiff_t i = 0; i < n; i++)
        if (sl_subview_place(subviews, i, x + (double)i * each, y, 0, 0, each, h) != SL_OK) return 1;
    return 0;
}

/* A column that puts subview i at x = its "indent" layout value (default 5), y = 10 i. */
static int32_t indent_size(void *context, int64_t id, uint64_t subviews, double pw, double ph, double *w, double *h) {
    (void)context; (void)id; (void)subviews; (void)pw; (void)ph;
    *w = 100; *h = 100;
    return 0;
}

static int32_t indent_place(void *context, int64_t id, uint64_t subviews, double x, double y, double w, double h, double pw, double ph) {
    (void)context; (void)id; (void)w; (void)h; (void)pw; (void)ph;
    ptrdiff_t n = 0;
    if (sl_subviews_count(subviews, &n) != SL_OK) return 1;
    for (ptrdiff_t i = 0; i < n; i++) {
        double indent = -1;
        if (sl_subview_layout_value(subviews, i, "indent", 5, &indent) != SL_OK) return 1;
        if (sl_subview_place(subviews, i, x + indent, y + 10 * (double)i, 0, 0, NAN, NAN) != SL_OK) return 1;
    }
    return 0;
}

static int32_t fixed_measure(void *context, int64_t id, double pw, double ph, double *w, double *h) {
    (void)context; (void)id; (void)ph;
    *w = isnan(pw) || pw > 40 ? 40 : pw;
    *h = 25;
    return 0;
}

/* The drawing-only modifiers without a typed C function, as sl_modifier entries (modes 4…). */
static const char *const drawing_entries[] = {
    "{\"blur\": {\"radius\": 3}}", "{\"blur\": {\"radius\": 0, \"opaque\": true}}",
    "{\"scaleEffect\": 2}", "{\"scaleEffect\": {\"x\": 0.5, \"y\": 3, \"anchor\": \"topLeading\"}}",
    "{\"rotationEffect\": 22}", "{\"rotationEffect\": {\"angle\": -90, \"anchor\": {\"x\": 1, \"y\": 0}}}",
    "{\"shadow\": {\"radius\": 4}}", "{\"shadow\": {\"color\": \"red\", \"radius\": 4, \"x\": 2, \"y\": -5}}",
    "{\"brightness\": 0.2}", "{\"contrast\": 2}", "{\"saturation\": 0}", "{\"grayscale\": 1}", "{\"hueRotation\": 90}",
    "{\"colorInvert\": true}", "{\"colorMultiply\": \"#0080ff\"}", "{\"luminanceToAlpha\": true}",
    "{\"blendMode\": \"multiply\"}", "{\"compositingGroup\": true}", "{\"drawingGroup\": {\"opaque\": true}}",
    "{\"cornerRadius\": 8}", "{\"clipped\": {}}", "{\"clipShape\": {\"shape\": {\"type\": \"Circle\"}}}",
    "{\"transformEffect\": {\"c\": 0.5, \"tx\": 20}}", "{\"projectionEffect\": {\"a\": 2}}",
    "{\"rotation3DEffect\": {\"angle\": 45, \"axis\": {\"y\": 1}}}",
    "{\"matchedGeometryEffect\": {\"id\": \"box\", \"in\": \"space\", \"isSource\": false}}",
    "{\"mask\": {\"alignment\": \"topLeading\", \"content\": {\"type\": \"Circle\"}}}",
};
#define DRAWING_MODES (4 + (int)(sizeof drawing_entries / sizeof drawing_entries[0]))

/* HStack { Text("Turtle Rock").padding() #t (modified: #w); Spacer #sp; Color.red 40 × 30 #red }:
 * mode 0 plain, 1 .hidden(), 2 .zIndex(2), 3 .opacity(0.5), 4… drawing_entries. */
static uint64_t drawing_tree(uint64_t d, int mode) {
    uint64_t t = sl_id(d, sl_padding(d, sl_text(d, "Turtle Rock"), SL_EDGE_ALL, NAN), "t");
    if (mode) t = sl_id(d, mode == 1 ? sl_hidden(d, t) : mode == 2 ? sl_z_index(d, t, 2) : mode == 3 ? sl_opacity(d, t, 0.5)
                           : sl_modifier(d, t, drawing_entries[mode - 4]), "w");
    uint64_t kids[3] = { t, sl_id(d, sl_spacer(d, NAN), "sp"),
                         sl_id(d, sl_frame(d, sl_color(d, "red"), 40, 30, SL_ALIGN_CENTER), "red") };
    return sl_hstack(d, SL_ALIGN_CENTER, NAN, kids, 3);
}

int main(void) {
    uint64_t d = sl_document_new();
    uint64_t env = sl_env_new(200, 400, 2);
    double f[4];

    /* [fixed 70, adaptive(min 40)] in 200 → 70 | 57 | 57 (rules §17, measured). */
    double items[10] = { SL_GRID_FIXED, 70, NAN, NAN, NAN, SL_GRID_ADAPTIVE, 40, NAN, NAN, NAN };
    uint64_t cells[3];
    const char *names[3] = { "c0", "c1", "c2" };
    for (int i = 0; i < 3; i++) cells[i] = sl_id(d, sl_frame(d, sl_color(d, "gray"), NAN, 20, SL_ALIGN_CENTER), names[i]);
    uint64_t l = sl_layout(d, sl_lazy_vgrid(d, items, 2, SL_ALIGN_CENTER, NAN, cells, 3), env);
    double w0 = 0, w1 = 0, w2 = 0;
    if (frame(l, "c0", f)) w0 = f[2];
    if (frame(l, "c1", f)) w1 = f[2];
    if (frame(l, "c2", f)) w2 = f[2];
    EXPECT(w0 == 70 && w1 == 57 && w2 == 57, "70 | 57 | 57");
    sl_layout_free(l);
    double bad_items[5] = { 9, 1, 1, NAN, NAN };
    EXPECT(sl_lazy_vgrid(d, bad_items, 1, SL_ALIGN_CENTER, NAN, cells, 3) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "bad item kind");

    /* GeometryReader below a 100-tall frame in a VStack(spacing: 0) in 200×400: the reader gets 200×300
     * at y 100; the builder makes a 100-wide frame from that. */
    struct builder_state state = { 0, 0, 0, 0 };
    uint64_t kids[2] = { sl_frame(d, sl_rectangle(d), NAN, 100, SL_ALIGN_CENTER), sl_geometry_reader(d, half_width, &state, 5) };
    l = sl_layout(d, sl_vstack(d, SL_ALIGN_CENTER, 0, kids, 2), env);
    EXPECT(l != 0 && state.calls == 1, "builder called once");
    EXPECT(state.width == 200 && state.height == 300 && state.global_y == 100, "proxy size and global frame");
    EXPECT(frame(l, "half", f) && f[2] == 100 && f[1] == 100, "built content placed top-leading");
    sl_layout_free(l);

    /* A builder that returns 0 fails the layout with SL_ERR_CALLBACK. */
    EXPECT(sl_layout(d, sl_geometry_reader(d, no_view, NULL, 1), env) == 0 && sl_last_status() == SL_ERR_CALLBACK, "builder failure");
    EXPECT(sl_geometry_size(12345, &f[0], &f[1]) == SL_ERR_INVALID_HANDLE, "proxy outside a callback");

    /* alignmentGuide(.leading) { _ in 20 } moves the child 20 left in a leading VStack (rules §19). */
    uint64_t rows[2] = { sl_id(d, sl_frame(d, sl_rectangle(d), 100, 20, SL_ALIGN_CENTER), "a"),
                         sl_id(d, sl_alignment_guide_fn(d, sl_frame(d, sl_rectangle(d), 100, 20, SL_ALIGN_CENTER), "leading", twenty, NULL, 0), "b") };
    l = sl_layout(d, sl_vstack(d, SL_ALIGN_LEADING, 0, rows, 2), env);
    double ax = 0, bx = 0;
    if (frame(l, "a", f)) ax = f[0];
    if (frame(l, "b", f)) bx = f[0];
    EXPECT(ax - bx == 20, "guide callback moves the child");
    sl_layout_free(l);
    EXPECT(sl_alignment_guide(d, rows[0], "sideways", 1) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "unknown guide");

    /* The custom layout: ideal widths 10, 30, 10 → 90 × 20 centred in 300 × 100 at (105, 40); children
     * proposed 30 × 20 at x 105, 135, 165 (the Python test asserts the same). */
    uint64_t wide = sl_env_new(300, 100, 1);
    uint64_t kids3[3] = { sl_id(d, sl_frame(d, sl_rectangle(d), NAN, 10, SL_ALIGN_CENTER), "ea"),
                          sl_id(d, sl_frame(d, sl_rectangle(d), 30, 20, SL_ALIGN_CENTER), "eb"),
                          sl_id(d, sl_frame(d, sl_rectangle(d), NAN, 10, SL_ALIGN_CENTER), "ec") };
    l = sl_layout(d, sl_custom_layout(d, equal_size, equal_place, NULL, NULL, 7, kids3, 3), wide);
    double ea[4] = {0}, eb[4] = {0}, ec[4] = {0};
    EXPECT(l != 0 && frame(l, "ea", ea) && frame(l, "eb", eb) && frame(l, "ec", ec), "custom layout");
    EXPECT(ea[0] == 105 && ea[1] == 40 && ea[2] == 30 && ea[3] == 10, "first child");
    EXPECT(eb[0] == 135 && eb[2] == 30 && eb[3] == 20, "second child");
    EXPECT(ec[0] == 165 && ec[2] == 30, "third child");
    sl_layout_free(l);
    EXPECT(sl_custom_layout(d, NULL, equal_place, NULL, NULL, 0, kids3, 3) == 0 && sl_last_status() == SL_ERR_NULL_POINTER, "size callback required");

    /* sl_layout_value: read through the modifiers around the view (the padding), the outermost wins, the
     * default for a view without one (the Swift and Python tests assert the same frames). */
    uint64_t rect10 = sl_frame(d, sl_color(d, "red"), 10, 10, SL_ALIGN_CENTER);
    uint64_t ik[3] = { sl_id(d, sl_padding(d, sl_layout_value(d, rect10, "indent", 20), SL_EDGE_ALL, 0), "ia"),
                       sl_id(d, sl_frame(d, sl_color(d, "red"), 10, 10, SL_ALIGN_CENTER), "ib"),
                       sl_id(d, sl_layout_value(d, sl_layout_value(d, sl_frame(d, sl_color(d, "red"), 10, 10, SL_ALIGN_CENTER), "indent", 1), "indent", 30), "ic") };
    uint64_t square = sl_env_new(100, 100, 2);
    l = sl_layout(d, sl_custom_layout(d, indent_size, indent_place, NULL, NULL, 8, ik, 3), square);
    double ia[4] = {0}, ib[4] = {0}, ic[4] = {0};
    EXPECT(l != 0 && frame(l, "ia", ia) && frame(l, "ib", ib) && frame(l, "ic", ic), "layout values");
    EXPECT(ia[0] == 20 && ib[0] == 5 && ib[1] == 10 && ic[0] == 30 && ic[1] == 20, "indent 20, default 5, outermost 30");
    sl_layout_free(l);
    sl_env_free(square);
    EXPECT(sl_layout_value(d, rect10, "", 1) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "empty key");
    EXPECT(sl_layout_value(d, rect10, "k", NAN) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "NaN value");
    EXPECT(sl_layout_value(d, rect10, NULL, 1) == 0 && sl_last_status() == SL_ERR_NULL_POINTER, "NULL key");
    double unused;
    EXPECT(sl_subview_layout_value(12345, 0, "indent", 0, &unused) == SL_ERR_INVALID_HANDLE, "subviews outside a callback");
    ptrdiff_t bogus;
    EXPECT(sl_subviews_count(777, &bogus) == SL_ERR_INVALID_HANDLE, "subviews proxy outside a callback");

    /* A measured leaf: 40 × 25 centred in 300 × 100. */
    l = sl_layout(d, sl_id(d, sl_measured_view(d, fixed_measure, NULL, 1), "m"), wide);
    EXPECT(l != 0 && frame(l, "m", f) && f[0] == 130 && f[1] == 37.5 && f[2] == 40 && f[3] == 25, "measured leaf");
    sl_layout_free(l);
    sl_env_free(wide);

    /* .hidden(), .zIndex(), .opacity() and the effects (drawing_entries): drawing only (SwiftUI: hidden views
     * keep their layout space; zIndex orders drawing; opacity sets transparency; scale and rotation
     * transform the rendered output, "no effect on the view's frame"; blur and shadow draw on
     * the rendering; the colour filters are visual effects that "do not impact layout"; blend modes,
     * compositing and clipping composite the rendering; a mask is laid out like an overlay and not drawn;
     * matchedGeometryEffect keeps the view's own layout, LAYOUT_RULES.md §24). Every frame equals the
     * plain tree's; the wrapper takes its content's frame. */
    uint64_t phone = sl_env_new(393, 852, 3);
    double plain[3][4] = {{0}};
    const char *drawn[3] = { "t", "sp", "red" };
    l = sl_layout(d, drawing_tree(d, 0), phone);
    for (int i = 0; i < 3; i++) EXPECT(frame(l, drawn[i], plain[i]), "plain frame");
    sl_layout_free(l);
    const char *mode_names[4] = { "plain", "hidden", "zIndex", "opacity" };
    for (int mode = 1; mode < DRAWING_MODES; mode++) {
        const char *name = mode < 4 ? mode_names[mode] : drawing_entries[mode - 4];
        l = sl_layout(d, drawing_tree(d, mode), phone);
        EXPECT(l != 0, name);
        for (int i = 0; i < 3; i++)
            EXPECT(frame(l, drawn[i], f) && memcmp(f, plain[i], sizeof f) == 0, name);
        EXPECT(frame(l, "w", f) && memcmp(f, plain[0], sizeof f) == 0, "the wrapper's frame is its content's");
        sl_layout_free(l);
    }
    EXPECT(sl_z_index(d, sl_rectangle(d), NAN) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "zIndex must be finite");
    EXPECT(sl_hidden(d, 12345) == 0 && sl_last_status() == SL_ERR_INVALID_HANDLE, "hidden of a bad handle");
    EXPECT(sl_opacity(d, sl_rectangle(d), NAN) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "opacity must be finite");
    EXPECT(sl_opacity(d, sl_rectangle(d), 1.5) == 0 && strstr(sl_last_error(), "0\xe2\x80\xa6" "1") != NULL, "opacity in 0...1");
    EXPECT(sl_opacity(d, sl_rectangle(d), 0) != 0 && sl_last_status() == SL_OK, "opacity 0 is fine");
    EXPECT(sl_button_style(d, sl_rectangle(d), "fancy") == 0 && strstr(sl_last_error(), "known: automatic, plain") != NULL,
           "a style name the registry does not know");

    /* The registry's names: JSON arrays owned by the library, the same pointer every call. */
    const char *views = sl_registered_names(SL_REGISTERED_VIEWS), *mods = sl_registered_names(SL_REGISTERED_MODIFIERS);
    EXPECT(views != NULL && views[0] == '[' && strstr(views, "{\"name\":\"VStack\",\"keys\":[\"alignment\",\"spacing\",\"children\"]") != NULL,
           "registered views");
    EXPECT(mods != NULL && strstr(mods, "{\"name\":\"opacity\",\"value\":[\"number\"],\"keys\":[]") != NULL, "registered modifiers");
    EXPECT(sl_registered_names(SL_REGISTERED_VIEWS) == views, "a static string");
    EXPECT(sl_registered_names(2) == NULL && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "an unknown kind");
    /* Any registered modifier from its JSON entry, with the document's checks. */
    EXPECT(sl_modifier(d, sl_rectangle(d), "{\"opacity\": 0.5, \"id\": \"o\"}") != 0, "sl_modifier");
    EXPECT(sl_modifier(d, sl_rectangle(d), "{\"opacity\": 3}") == 0 && sl_last_status() == SL_ERR_PARSE
           && strstr(sl_last_error(), "$.opacity: opacity must be in") != NULL, "sl_modifier checks");
    EXPECT(sl_modifier(d, sl_rectangle(d), "{\"blur\": {\"radius\": -1}}") == 0 && sl_last_status() == SL_ERR_PARSE
           && strstr(sl_last_error(), "$.blur.radius: blur radius must be \xe2\x89\xa5 0, got -1") != NULL, "a declared parameter's range");
    EXPECT(sl_modifier(d, sl_rectangle(d), "{\"blur\": {\"opaque\": true}}") == 0 && strstr(sl_last_error(), "blur needs \"radius\"") != NULL,
           "a required parameter");
    EXPECT(sl_modifier(d, sl_rectangle(d), "{\"wobble\": 1}") == 0 && strstr(sl_last_error(), "unknown modifier") != NULL,
           "sl_modifier: unknown");
    EXPECT(sl_modifier(d, sl_rectangle(d), NULL) == 0 && sl_last_status() == SL_ERR_NULL_POINTER, "sl_modifier: NULL");
    sl_env_free(phone);

    /* Shapes (swiftui-web shape/builtin, macOS 26.2): corner styles, elliptical and uneven corners and a
     * circular Capsule take their 80 x 50 frame; AnyShape(Circle()) in it is a centred 50 x 50 square. */
    uint64_t win = sl_env_new(200, 100, 2);
    uint64_t shapes[5] = { sl_rounded_rectangle_size(d, 24, 10, "circular"), sl_uneven_rounded_rectangle(d, 4, 20, 4, 20, NULL),
                           sl_capsule_style(d, "circular"), sl_rounded_rectangle_size(d, 16, 16, NULL),
                           sl_any_shape(d, sl_circle(d)) };
    double expected[5][4] = { {60, 25, 80, 50}, {60, 25, 80, 50}, {60, 25, 80, 50}, {60, 25, 80, 50}, {75, 25, 50, 50} };
    for (int i = 0; i < 5; i++) {
        l = sl_layout(d, sl_frame(d, sl_id(d, shapes[i], "s"), 80, 50, SL_ALIGN_CENTER), win);
        EXPECT(l != 0 && frame(l, "s", f) && memcmp(f, expected[i], sizeof f) == 0, "a shape in an 80 x 50 frame");
        sl_layout_free(l);
    }
    EXPECT(sl_rounded_rectangle_size(d, -1, 2, NULL) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT
           && strstr(sl_last_error(), "cornerSize width") != NULL, "a negative corner");
    EXPECT(sl_uneven_rounded_rectangle(d, 0, NAN, 0, 0, NULL) == 0 && strstr(sl_last_error(), "bottomLeading") != NULL,
           "a NaN radius names its corner");
    EXPECT(sl_capsule_style(d, "squircle") == 0 && strstr(sl_last_error(), "known: continuous, circular") != NULL,
           "an unknown corner style");
    EXPECT(sl_any_shape(d, sl_padding(d, sl_circle(d), SL_EDGE_ALL, 4)) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT,
           "AnyShape of a modified view");
    EXPECT(sl_any_shape(d, 42) == 0 && sl_last_status() == SL_ERR_INVALID_HANDLE, "AnyShape of a bad handle");
    sl_env_free(win);

    /* Which document view made each node (docs/FORMAT.md, "View order"), nodes in pre-order. JSON: the views
     * in the order they begin in the text (the VStack 0, the Text 1, its padding 2, the Rectangle 3). */
    {
        uint64_t root = sl_document_parse(d, "{\"type\": \"VStack\", \"children\": [{\"type\": \"Text\", \"text\": \"a\", "
                                             "\"modifiers\": [{\"padding\": 8}]}, {\"type\": \"Rectangle\", \"id\": \"r\"}]}");
        l = sl_layout(d, root, env);
        ptrdiff_t count = 0, indices[4] = { 9, 9, 9, 9 };
        EXPECT(sl_layout_copy_view_indices(l, NULL, 0, &count) == SL_ERR_BUFFER_TOO_SMALL && count == 4, "view index count");
        EXPECT(sl_layout_copy_view_indices(l, indices, 3, &count) == SL_ERR_BUFFER_TOO_SMALL && indices[0] == 9,
               "a short buffer is left alone");
        EXPECT(sl_layout_copy_view_indices(l, indices, 4, NULL) == SL_ERR_NULL_POINTER, "out_count NULL");
        EXPECT(sl_layout_copy_view_indices(l, indices, 4, &count) == SL_OK && count == 4 && indices[0] == 0
               && indices[1] == 2 && indices[2] == 1 && indices[3] == 3, "JSON: text order");
        sl_layout_free(l);
        /* Binary: the records in post-order, id records not counted: Rectangle 0, Rectangle 1 (named "b"),
         * VStack 2. Each Rectangle is a view of its own, though the constructors share one node. */
        static const unsigned char bin[] = { 'S', 'L', 'B', 1, 0x01, 0x01, 0x30, 1, 0, 0, 0, 'b', 0x10, 0, 0, 2, 0, 0, 0 };
        l = sl_layout(d, sl_document_parse_binary(d, bin, (ptrdiff_t)sizeof bin), env);
        EXPECT(sl_layout_copy_view_indices(l, indices, 4, &count) == SL_OK && count == 3 && indices[0] == 2
               && indices[1] == 0 && indices[2] == 1, "binary: record order");
        sl_layout_free(l);
        /* A view the constructor functions made belongs to no parsed document. */
        l = sl_layout(d, sl_rectangle(d), env);
        EXPECT(sl_layout_copy_view_indices(l, indices, 4, &count) == SL_OK && count == 1 && indices[0] == -1,
               "a constructor's view: -1");
        sl_layout_free(l);
        EXPECT(sl_layout_copy_view_indices(0, indices, 4, &count) == SL_ERR_INVALID_HANDLE, "layout handle 0");
    }

    sl_env_free(env);
    sl_document_free(d);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
