/* Right-to-left layout through the C API, against frames measured in Apple's SwiftUI (github.com/
 * iamcgn/swiftui-web layout/rtl-stacks and layout/rtl-scroll @863aea4, macOS 27.0.1, @2x; the same
 * recordings as Tests/Fixtures/goldens/rtl/swm3_rtl_stacks_mirrored.json and rtl_scroll.json), plus the
 * error paths of the direction parameters. */
#include <math.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include "check.h"

static int near(double a, double b) { return fabs(a - b) <= 0.34; }
static int at(uint64_t layout, const char *id, double x, double y, double w, double h) {
    double f[4];
    return frame(layout, id, f) && near(f[0], x) && near(f[1], y) && near(f[2], w) && near(f[3], h);
}
static uint64_t box(uint64_t d, const char *color, double w, double h, const char *id) {
    return sl_id(d, sl_frame(d, sl_color(d, color), w, h, SL_ALIGN_CENTER), id);
}

/* VStack(alignment: .leading, spacing: 10) { HStack { a; b; Spacer(); c }; orange.padding(.leading, 30);
 * HStack { ltrA; ltrB }.environment(\.layoutDirection, .leftToRight) }.frame(width: 300, alignment: .leading)
 * in a 320 × 260 window, right to left: from the root environment, or from the modifier. */
static uint64_t stacks(uint64_t d, int with_modifier) {
    uint64_t row[4] = {box(d, "red", 40, 30, "a"), box(d, "blue", 60, 30, "b"), sl_spacer(d, NAN), box(d, "green", 30, 30, "c")};
    uint64_t island[2] = {box(d, "red", 30, 20, "ltrA"), box(d, "blue", 30, 20, "ltrB")};
    uint64_t column[3] = {
        sl_id(d, sl_hstack(d, SL_ALIGN_CENTER, NAN, row, 4), "hstack"),
        sl_id(d, sl_padding(d, box(d, "orange", 50, 20, "o"), SL_EDGE_LEADING, 30), "padded"),
        sl_id(d, sl_layout_direction(d, sl_hstack(d, SL_ALIGN_CENTER, NAN, island, 2), "leftToRight"), "island"),
    };
    uint64_t root = sl_frame(d, sl_vstack(d, SL_ALIGN_LEADING, 10, column, 3), 300, NAN, SL_ALIGN_LEADING);
    return with_modifier ? sl_layout_direction(d, root, "rtl") : root;
}

static void check_stacks(uint64_t layout, const char *how) {
    char what[128];
    /* The stack's first child at the right edge, c at the left; padding(.leading) pads the right side (the
     * orange box at 230..280, the padding 280..310). */
    snprintf(what, sizeof what, "%s: a, b, c mirrored", how);
    EXPECT(at(layout, "a", 270, 85, 40, 30) && at(layout, "b", 202, 85, 60, 30) && at(layout, "c", 10, 85, 30, 30), what);
    snprintf(what, sizeof what, "%s: padded at the right edge", how);
    EXPECT(at(layout, "padded", 230, 125, 80, 20) && at(layout, "o", 230, 125, 50, 20), what);
    /* The left-to-right island sits at the leading (right) edge and keeps ltrA left of ltrB. */
    snprintf(what, sizeof what, "%s: left-to-right island", how);
    EXPECT(at(layout, "island", 242, 155, 68, 20) && at(layout, "ltrA", 242, 155, 30, 20) && at(layout, "ltrB", 280, 155, 30, 20), what);
}

/* The stacks (with the modifier on the root, or not) laid out in `env`, whose layout_direction reads back
 * `direction`, and checked mirrored; `how` names the case. */
static uint64_t laid_out_mirrored(uint64_t d, uint64_t env, int modifier, const char *direction, const char *how) {
    char what[160];
    char *read = sl_env_get_string(env, "layout_direction");
    snprintf(what, sizeof what, "%s: the environment reads back %s", how, direction);
    EXPECT(read && strcmp(read, direction) == 0, what);
    sl_string_free(read);
    uint64_t layout = sl_layout(d, stacks(d, modifier), env);
    snprintf(what, sizeof what, "%s: laid out", how);
    EXPECT(layout != 0, what);
    check_stacks(layout, how);
    return layout;
}

static void test_stacks(void) {
    uint64_t d = sl_document_new();
    uint64_t env = sl_env_new(320, 260, 2), layout;
    bool changed = false;
    EXPECT(sl_env_set_string(env, "platform", "macOS 26") == SL_OK, "macOS 26 profile");
    /* The modifier on the root, left to right by default. (The recording's VStack has 4 more rows; here the
     * column is 90 tall, centred at y = 85: only the y values differ from the recording.) */
    sl_layout_free(laid_out_mirrored(d, env, 1, "leftToRight", "modifier"));
    /* The same from the root environment. */
    EXPECT(sl_env_set_string(env, "layout_direction", "rightToLeft") == SL_OK, "root right to left");
    layout = laid_out_mirrored(d, env, 0, "rightToLeft", "environment");
    /* Back to left to right on relayout: a is at the left edge again. */
    EXPECT(sl_env_set_string(env, "locale", "en_US") == SL_OK, "an English locale");
    EXPECT(sl_layout_relayout(layout, env, &changed) == SL_OK && changed, "relayout does work");
    EXPECT(at(layout, "a", 10, 85, 40, 30) && at(layout, "c", 280, 85, 30, 30), "left to right after relayout");
    EXPECT(sl_env_set_string(env, "locale", "ar_SA") == SL_OK, "an Arabic locale");
    EXPECT(sl_layout_relayout(layout, env, &changed) == SL_OK && changed, "relayout right to left");
    check_stacks(layout, "relayout to an Arabic locale");
    sl_layout_free(layout);
    sl_env_free(env);
    sl_document_free(d);
}

/* A horizontal ScrollView(.horizontal) { HStack(spacing: 10) { six 50 × 40 } }.frame(width: 180, height: 60)
 * right to left in a 200 × 80 window starts at its trailing end (layout/rtl-scroll). */
static void test_scroll(void) {
    uint64_t d = sl_document_new(), env = sl_env_new(200, 80, 2), layout, kids[6], scroll;
    const char *names[6] = {"s0", "s1", "s2", "s3", "s4", "s5"};
    int k;
    for (k = 0; k < 6; k++) kids[k] = box(d, "red", 50, 40, names[k]);
    scroll = sl_scroll_view(d, sl_id(d, sl_hstack(d, SL_ALIGN_CENTER, 10, kids, 6), "content"), SL_AXIS_HORIZONTAL, 0, 0);
    scroll = sl_layout_direction(d, sl_id(d, sl_frame(d, scroll, 180, 60, SL_ALIGN_CENTER), "scroll"), "rightToLeft");
    EXPECT(sl_env_set_string(env, "platform", "macOS 26") == SL_OK, "macOS 26 profile");
    layout = sl_layout(d, scroll, env);
    EXPECT(layout && at(layout, "scroll", 10, 10, 180, 60) && at(layout, "content", -160, 20, 350, 40), "content ends at the right edge");
    EXPECT(layout && at(layout, "s0", 140, 20, 50, 40) && at(layout, "s5", -160, 20, 50, 40), "s0 rightmost");
    sl_layout_free(layout);
    sl_env_free(env);
    sl_document_free(d);
}

static void test_errors(void) {
    uint64_t d = sl_document_new(), t = sl_text(d, "x"), env = sl_env_new(100, 100, 2);
    EXPECT(sl_layout_direction(d, t, "upward") == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "unknown direction");
    EXPECT(sl_layout_direction(d, t, NULL) == 0 && sl_last_status() == SL_ERR_NULL_POINTER, "NULL direction");
    EXPECT(sl_layout_direction(d, 12345, "rtl") == 0 && sl_last_status() == SL_ERR_INVALID_HANDLE, "stale view");
    EXPECT(sl_flips_for_right_to_left(d, t, 2) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "flips 2 is refused");
    EXPECT(sl_flips_for_right_to_left(d, t, 1) != 0 && sl_last_status() == SL_OK, "flips 1");
    EXPECT(sl_env_set_string(env, "layout_direction", "sideways") == SL_ERR_INVALID_ARGUMENT, "unknown root direction");
    EXPECT(sl_layout_direction(d, t, "RTL") != 0 && sl_last_status() == SL_OK, "still usable: RTL");
    sl_env_free(env);
    sl_document_free(d);
}

int main(void) {
    test_stacks();
    test_scroll();
    test_errors();
    return report("test_rtl");
}
