/*
 * Incremental relayout from C: sl_layout_relayout (a changed environment, or nothing changed) and
 * sl_layout_replace / sl_layout_replace_at, checked against fresh layouts and SwiftUI-derived frames;
 * strings handed out before a replace stay valid; errors leave the layout usable; readers on other threads
 * see whole frames while one thread relayouts. Prints "N passed, N failed".
 */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "swiftlayout.h"
#include "check.h"


/* W3: `rows` rows of HStack(spacing: 0) { 40×20 "a<i>", flexible × 20 "m<i>", 40×20 } in a VStack(spacing: 0);
 * row `wide_row` has a 41-wide first leaf. */
static uint64_t rows(uint64_t d, int count, int wide_row) {
    uint64_t *list = malloc(sizeof(uint64_t) * (size_t)count);
    char name[32];
    for (int i = 0; i < count; i++) {
        uint64_t kids[3];
        snprintf(name, sizeof name, "a%d", i);
        kids[0] = sl_id(d, sl_frame(d, sl_rectangle(d), i == wide_row ? 41 : 40, 20, SL_ALIGN_CENTER), name);
        snprintf(name, sizeof name, "m%d", i);
        kids[1] = sl_id(d, sl_flex_frame(d, sl_frame(d, sl_rectangle(d), NAN, 20, SL_ALIGN_CENTER),
                                         NAN, NAN, INFINITY, NAN, NAN, NAN, SL_ALIGN_CENTER), name);
        kids[2] = sl_frame(d, sl_rectangle(d), 40, 20, SL_ALIGN_CENTER);
        list[i] = sl_hstack(d, SL_ALIGN_CENTER, 0, kids, 3);
    }
    uint64_t stack = sl_vstack(d, SL_ALIGN_CENTER, 0, list, count);
    free(list);
    return stack;
}

static int same_frames(uint64_t a, uint64_t b) {
    ptrdiff_t na = 0, nb = 0;
    if (sl_layout_copy_frames(a, NULL, 0, &na) != SL_ERR_BUFFER_TOO_SMALL) return 0;
    if (sl_layout_copy_frames(b, NULL, 0, &nb) != SL_ERR_BUFFER_TOO_SMALL || na != nb) return 0;
    double *fa = malloc(sizeof(double) * 4 * (size_t)na), *fb = malloc(sizeof(double) * 4 * (size_t)nb);
    int same = sl_layout_copy_frames(a, fa, 4 * na, &na) == SL_OK && sl_layout_copy_frames(b, fb, 4 * nb, &nb) == SL_OK
        && memcmp(fa, fb, sizeof(double) * 4 * (size_t)na) == 0;
    free(fa); free(fb);
    return same;
}

struct reader { uint64_t layout; int torn; int stop; };

/* Reads m5's frame over and over while the main thread toggles the screen between 390 and 414 wide: each
 * read must be one of the two whole answers (width 310 or 334, x 40). */
static void *read_frames(void *arg) {
    struct reader *r = (struct reader *)arg;
    double f[4];
    while (!__atomic_load_n(&r->stop, __ATOMIC_ACQUIRE)) {
        if (!frame(r->layout, "m5", f) || f[0] != 40 || (f[2] != 310 && f[2] != 334)) r->torn++;
    }
    return NULL;
}

/* GeometryReader content: a frame half as wide as the reader, named "half". */
static uint64_t half_width(void *context, int64_t id, uint64_t document, uint64_t proxy) {
    int *calls = (int *)context;
    double w, h;
    (void)id;
    if (sl_geometry_size(proxy, &w, &h) != SL_OK) return 0;
    (*calls)++;
    return sl_id(document, sl_frame(document, sl_color(document, "blue"), w / 2, NAN, SL_ALIGN_CENTER), "half");
}

int main(void) {
    uint64_t d = sl_document_new();
    uint64_t narrow = sl_env_new(390, 2000, 2), wide = sl_env_new(414, 2000, 2);
    double f[4];
    bool changed = true;

    uint64_t l = sl_layout(d, rows(d, 100, -1), narrow);
    EXPECT(l != 0, "layout");
    ptrdiff_t measured = 0, again = 0;
    EXPECT(sl_layout_measure_count(l, &measured) == SL_OK, "measure count");

    /* Nothing changed: no work. */
    EXPECT(sl_layout_relayout(l, 0, &changed) == SL_OK && !changed, "nothing changed");
    EXPECT(sl_layout_relayout(l, 0, NULL) == SL_OK, "out_changed may be NULL");

    /* 414 wide: the middle child is 414 − 80 = 334 wide (row 5 at y = 100); same frames as a fresh layout. */
    EXPECT(sl_layout_relayout(l, wide, &changed) == SL_OK && changed, "relayout wide");
    EXPECT(frame(l, "m5", f) && f[0] == 40 && f[1] == 100 && f[2] == 334 && f[3] == 20, "m5 at 414");
    uint64_t fresh = sl_layout(d, rows(d, 100, -1), wide);
    EXPECT(same_frames(l, fresh), "relayout = fresh layout at 414");
    (void)sl_layout_free(fresh);
    EXPECT(sl_layout_measure_count(l, &measured) == SL_OK, "measure count");
    /* Back to 390: every size was cached by proposal. */
    EXPECT(sl_layout_relayout(l, narrow, NULL) == SL_OK && frame(l, "m5", f) && f[2] == 310, "back to 390");
    EXPECT(sl_layout_measure_count(l, &again) == SL_OK, "measure count");
    EXPECT(again == measured, "a screen seen before measures nothing");

    /* Replace a50 by a 41-wide leaf: m50 at x 41, 390 − 81 = 309 wide; rows keep their y (1000). */
    const char *kind_before = sl_layout_node_kind(l, 5);
    char saved[64];
    snprintf(saved, sizeof saved, "%s", kind_before ? kind_before : "");
    uint64_t leaf = sl_id(d, sl_frame(d, sl_rectangle(d), 41, 20, SL_ALIGN_CENTER), "a50");
    EXPECT(sl_layout_measure_count(l, &measured) == SL_OK, "measure count");
    EXPECT(sl_layout_replace(l, "a50", d, leaf) == SL_OK, "replace");
    EXPECT(sl_layout_measure_count(l, &again) == SL_OK, "measure count");
    EXPECT(again - measured < 60, "a one-leaf change measures only its path");
    EXPECT(frame(l, "m50", f) && f[0] == 41 && f[1] == 1000 && f[2] == 309, "m50 after replace");
    EXPECT(kind_before && strcmp(kind_before, saved) == 0, "strings handed out before a replace stay valid");
    fresh = sl_layout(d, rows(d, 100, 50), narrow);
    EXPECT(same_frames(l, fresh), "replace = fresh layout of the changed tree");
    (void)sl_layout_free(fresh);

    /* Errors: unknown id, bad index, stale handles, bad environment — the layout stays usable. */
    EXPECT(sl_layout_replace(l, "nope", d, leaf) == SL_ERR_NOT_FOUND, "unknown id");
    EXPECT(sl_layout_replace(l, NULL, d, leaf) == SL_ERR_NULL_POINTER, "NULL id");
    EXPECT(sl_layout_replace_at(l, -1, d, leaf) == SL_ERR_NOT_FOUND, "negative index");
    EXPECT(sl_layout_replace_at(l, 1 << 30, d, leaf) == SL_ERR_NOT_FOUND, "index out of range");
    EXPECT(sl_layout_replace(l, "a1", d, 12345) == SL_ERR_INVALID_HANDLE, "made-up view handle");
    EXPECT(sl_layout_relayout(l, 999, NULL) == SL_ERR_INVALID_HANDLE, "made-up environment");
    EXPECT(sl_layout_relayout(77, 0, NULL) == SL_ERR_INVALID_HANDLE, "made-up layout");
    EXPECT(frame(l, "m50", f) && f[2] == 309, "still usable");

    /* Replace the root by index with a 20×30 view: centred in 390×2000 at (185, 985). */
    EXPECT(sl_layout_replace_at(l, 0, d, sl_frame(d, sl_color(d, "red"), 20, 30, SL_ALIGN_CENTER)) == SL_OK, "replace root");
    ptrdiff_t count = 0;
    EXPECT(sl_layout_node_count(l, &count) == SL_OK && count == 2, "two nodes left");
    EXPECT(sl_layout_frame(l, 0, &f[0], &f[1], &f[2], &f[3]) == SL_OK && f[0] == 185 && f[1] == 985, "root centred");
    (void)sl_layout_free(l);

    /* Readers on another thread during relayouts see whole frames. */
    l = sl_layout(d, rows(d, 20, -1), narrow);
    struct reader r = { l, 0, 0 };
    pthread_t thread;
    pthread_create(&thread, NULL, read_frames, &r);
    for (int i = 0; i < 200; i++) EXPECT(sl_layout_relayout(l, i % 2 ? narrow : wide, NULL) == SL_OK, "toggle");
    __atomic_store_n(&r.stop, 1, __ATOMIC_RELEASE);
    pthread_join(thread, NULL);
    EXPECT(r.torn == 0, "no torn reads");
    (void)sl_layout_free(l);

    /* A GeometryReader's content is built again on relayout, even after its document was freed: the
     * callback gets a document of its own each time. 390 wide: the content is 195; 414: 207. */
    {
        int calls = 0;
        uint64_t d2 = sl_document_new();
        l = sl_layout(d2, sl_geometry_reader(d2, half_width, &calls, 1), narrow);
        (void)sl_document_free(d2);
        EXPECT(l != 0 && calls == 1 && frame(l, "half", f) && f[2] == 195, "reader content at 390");
        EXPECT(sl_layout_relayout(l, 0, &changed) == SL_OK && !changed && calls == 1, "nothing changed: not built again");
        EXPECT(sl_layout_relayout(l, wide, &changed) == SL_OK && changed && calls == 2, "built again at 414");
        EXPECT(frame(l, "half", f) && f[2] == 207, "reader content at 414");
        (void)sl_layout_free(l);
    }

    sl_env_free(narrow);
    sl_env_free(wide);
    sl_document_free(d);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
