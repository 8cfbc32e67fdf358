/*
 * Grids, GeometryReader (a C builder callback with a proxy) and alignment guides from C.
 * Prints "N passed, N failed".
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "swiftlayout.h"

static int passed = 0, failed = 0;
#define EXPECT(cond, what) do { \
    if (cond) { passed++; } else { failed++; printf("FAIL line %d: %s (last error: %s)\n", __LINE__, what, sl_last_error()); } \
} while (0)

static int frame(uint64_t layout, const char *id, double out[4]) {
    ptrdiff_t index;
    return sl_layout_find(layout, id, &index) == SL_OK && sl_layout_frame(layout, index, &out[0], &out[1], &out[2], &out[3]) == SL_OK;
}

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

    sl_env_free(env);
    sl_document_free(d);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
