/*
 * libFuzzer target: random bytes decoded into a sequence of C API calls — constructors, modifiers,
 * containers, layout, queries and frees — with handles drawn from those made so far, including freed,
 * foreign (another document's) and made-up ones, and arguments drawn from NaN, ±∞, negatives, huge and
 * ordinary values. The engine must answer every call with a status, never crash.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "swiftlayout.h"

struct reader { const uint8_t *data; size_t size, at; };
static uint8_t byte(struct reader *r) { return r->at < r->size ? r->data[r->at++] : 0; }
static double number(struct reader *r) {
    static const double values[] = { 0, 1, 8, 16, 20, 100, 300, 1e6, -1, -8, 0.5, 1e308, -1e308, 5e-324, -0.0 };
    uint8_t b = byte(r);
    if (b < 200) return values[b % (sizeof values / sizeof values[0])];
    if (b < 220) return NAN;
    if (b < 240) return INFINITY;
    return -INFINITY;
}

#define MAX_HANDLES 64
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    struct reader r = { data, size, 0 };
    uint64_t docs[2] = { sl_document_new(), sl_document_new() };
    uint64_t views[MAX_HANDLES] = { 0 };
    int nviews = 0;
    uint64_t layouts[4] = { 0 };
    uint64_t env = sl_env_new_device("iPhone 15 Pro");
    const char *names[] = { "red", "top", "nope", "#ff8800", "", "custom:x", "leading", "bold" };
    for (int step = 0; step < 64 && r.at < r.size; step++) {
        uint64_t d = docs[byte(&r) % 2];
        uint64_t v = nviews ? views[byte(&r) % nviews] : 0;
        if (byte(&r) % 13 == 0) v = (uint64_t)byte(&r) << 56 | byte(&r);   /* made-up handle */
        uint64_t made = 0;
        int32_t a = (int32_t)(byte(&r) % 20) - 2;
        const char *name = names[byte(&r) % 8];
        switch (byte(&r) % 24) {
        case 0: made = sl_rectangle(d); break;
        case 1: made = sl_color(d, name); break;
        case 2: made = sl_text(d, name); break;
        case 3: made = sl_spacer(d, number(&r)); break;
        case 4: { uint64_t kids[3] = { v, nviews ? views[0] : 0, v }; made = sl_vstack(d, a, number(&r), kids, byte(&r) % 4); break; }
        case 5: { uint64_t kids[2] = { v, v }; made = sl_hstack(d, a, number(&r), kids, 2); break; }
        case 6: made = sl_frame(d, v, number(&r), number(&r), a); break;
        case 7: made = sl_flex_frame(d, v, number(&r), number(&r), number(&r), number(&r), number(&r), number(&r), a); break;
        case 8: made = sl_padding(d, v, a, number(&r)); break;
        case 9: made = sl_overlay(d, v, nviews ? views[byte(&r) % nviews] : 0, a); break;
        case 10: made = sl_aspect_ratio(d, v, number(&r), a); break;
        case 11: made = sl_ignores_safe_area(d, v, a, a); break;
        case 12: made = sl_scroll_view(d, v, a, number(&r), number(&r)); break;
        case 13: made = sl_navigation_stack(d, v); break;
        case 14: made = sl_container_relative_frame_grid(d, v, a, (ptrdiff_t)a, (ptrdiff_t)byte(&r), number(&r), a); break;
        case 15: made = sl_safe_area_inset(d, v, a, a, number(&r), v); break;
        case 16: made = sl_alignment_guide(d, v, name, number(&r)); break;
        case 17: { double items[5] = { byte(&r) % 4, number(&r), number(&r), number(&r), number(&r) };
                   uint64_t kids[2] = { v, v }; made = sl_lazy_vgrid(d, items, 1, a, number(&r), kids, 2); break; }
        case 18: { uint64_t l = sl_layout(d, v, env); if (l) { sl_layout_free(layouts[0]); layouts[0] = l; } break; }
        case 19: { ptrdiff_t n = 0; double f[4];
                   if (sl_layout_node_count(layouts[0], &n) == SL_OK && n > 0) {
                       if (sl_layout_frame(layouts[0], (ptrdiff_t)(byte(&r) % n), &f[0], &f[1], &f[2], &f[3]) != SL_OK) { /* fine */ }
                       sl_string_free(sl_layout_node_spacing(layouts[0], (ptrdiff_t)(byte(&r) % n)));
                   } break; }
        case 20: sl_string_free(sl_layout_dump(layouts[0])); break;
        case 21: sl_layout_free(layouts[0]); layouts[0] = 0; break;
        case 22: made = sl_line_limit(d, v, (ptrdiff_t)a); break;
        case 23: if (byte(&r) % 8 == 0) { sl_document_free(docs[1]); docs[1] = sl_document_new(); } break;  /* stale handles */
        }
        (void)sl_last_error();
        if (made && nviews < MAX_HANDLES) views[nviews++] = made;
    }
    sl_layout_free(layouts[0]);
    sl_env_free(env);
    sl_document_free(docs[0]);
    sl_document_free(docs[1]);
    return 0;
}
