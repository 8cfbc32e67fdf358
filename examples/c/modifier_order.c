/*
 * The seed question: why does the order of .frame(height: 300) and .edgesIgnoringSafeArea(.top) matter?
 *
 *   VStack { MapView().edgesIgnoringSafeArea(.top).frame(height: 300); Spacer() }   // order A
 *   VStack { MapView().frame(height: 300).edgesIgnoringSafeArea(.top); Spacer() }   // order B
 *
 * Both are laid out on an iPhone 15 Pro (393x852, safe area top 59 / bottom 34); every node's frame is
 * printed, then checked against SwiftUI's rules (docs/LAYOUT_RULES.md section 13):
 *   A: frame wrapper (0, 59, 393, 300); MapView grows up to the screen edge: (0, 0, 393, 359).
 *   B: ignoring wrapper (0, 59, 393, 300); the fixed frame cannot grow, it moves up: (0, 0, 393, 300).
 * Exits 0 when every number matches, 1 otherwise.
 *
 * Build: cc -std=c99 -Iinclude examples/c/modifier_order.c -L"$BIN" -lswiftlayout -Wl,-rpath,"$BIN"
 */
#include <math.h>
#include <stdio.h>
#include "swiftlayout.h"

static int failures = 0;

static void check(uint64_t layout, const char *id, double x, double y, double w, double h) {
    double fx, fy, fw, fh;
    ptrdiff_t index;
    if (sl_layout_find(layout, id, &index) != SL_OK ||
        sl_layout_frame(layout, index, &fx, &fy, &fw, &fh) != SL_OK) {
        printf("  FAIL %s: %s\n", id, sl_last_error());
        failures++;
        return;
    }
    int ok = fabs(fx - x) < 0.01 && fabs(fy - y) < 0.01 && fabs(fw - w) < 0.01 && fabs(fh - h) < 0.01;
    printf("  %s %-8s (%g, %g, %g, %g)%s\n", ok ? "ok  " : "FAIL", id, fx, fy, fw, fh, ok ? "" : "  <- unexpected");
    if (!ok) failures++;
}

static uint64_t build(uint64_t doc, int frame_first) {
    uint64_t map = sl_id(doc, sl_map_view(doc), "map");
    uint64_t inner, outer;
    if (frame_first) {
        inner = sl_id(doc, sl_frame(doc, map, NAN, 300, SL_ALIGN_CENTER), "frame");
        outer = sl_id(doc, sl_edges_ignoring_safe_area(doc, inner, SL_EDGE_TOP), "ignore");
    } else {
        inner = sl_id(doc, sl_edges_ignoring_safe_area(doc, map, SL_EDGE_TOP), "ignore");
        outer = sl_id(doc, sl_frame(doc, inner, NAN, 300, SL_ALIGN_CENTER), "frame");
    }
    uint64_t children[2] = { outer, sl_spacer(doc, NAN) };
    return sl_vstack(doc, SL_ALIGN_CENTER, NAN, children, 2);
}

static void show(uint64_t doc, uint64_t root, uint64_t env, const char *title, int frame_first) {
    uint64_t layout = sl_layout(doc, root, env);
    if (layout == 0) {
        printf("layout failed: %s\n", sl_last_error());
        failures++;
        return;
    }
    printf("%s\n", title);
    char *dump = sl_layout_dump(layout);
    printf("%s", dump ? dump : "(no dump)\n");
    sl_string_free(dump);
    if (frame_first) {
        check(layout, "ignore", 0, 59, 393, 300);
        check(layout, "frame", 0, 0, 393, 300);
        check(layout, "map", 0, 0, 393, 300);
    } else {
        check(layout, "frame", 0, 59, 393, 300);
        check(layout, "ignore", 0, 59, 393, 300);
        check(layout, "map", 0, 0, 393, 359);
    }
    sl_layout_free(layout);
    printf("\n");
}

int main(void) {
    printf("swiftlayout %s\n\n", sl_version());
    uint64_t doc = sl_document_new();
    uint64_t env = sl_env_new_device("iPhone 15 Pro");
    if (doc == 0 || env == 0) {
        printf("setup failed: %s\n", sl_last_error());
        return 1;
    }
    show(doc, build(doc, 0), env, "A: MapView().edgesIgnoringSafeArea(.top).frame(height: 300)", 0);
    show(doc, build(doc, 1), env, "B: MapView().frame(height: 300).edgesIgnoringSafeArea(.top)", 1);
    sl_env_free(env);
    sl_document_free(doc);
    printf("%s\n", failures == 0 ? "all frames match SwiftUI's rules" : "MISMATCH");
    return failures == 0 ? 0 : 1;
}
