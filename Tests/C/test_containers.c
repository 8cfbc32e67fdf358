/*
 * Containers from C, and containerRelativeFrame's callback form: the context pointer and id are passed
 * through, a failing callback makes sl_layout fail with SL_ERR_CALLBACK (no crash), and the engine is
 * usable afterwards. Prints "N passed, N failed".
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "swiftlayout.h"

static int passed = 0, failed = 0;
#define EXPECT(cond, what) do { \
    if (cond) { passed++; } else { failed++; printf("FAIL line %d: %s (last error: %s)\n", __LINE__, what, sl_last_error()); } \
} while (0)

struct ratio { double factor; int calls; const void *self; };

/* length × factor; records that the context arrived intact. */
static int32_t scaled(void *context, int64_t id, double length, int32_t axis, double *out) {
    struct ratio *r = (struct ratio *)context;
    if (r == NULL || r->self != r || id != 42 || axis != SL_AXIS_VERTICAL) return 1;
    r->calls++;
    *out = length * r->factor;
    return 0;
}

static int32_t failing(void *context, int64_t id, double length, int32_t axis, double *out) {
    (void)context; (void)id; (void)length; (void)axis; (void)out;
    return 7;
}

static double frame_height(uint64_t layout, const char *id) {
    ptrdiff_t index;
    double x, y, w, h;
    if (sl_layout_find(layout, id, &index) != SL_OK || sl_layout_frame(layout, index, &x, &y, &w, &h) != SL_OK) return -1;
    return h;
}

int main(void) {
    uint64_t d = sl_document_new();
    uint64_t env = sl_env_new_device("iPhone 15 Pro");

    /* Rectangle().containerRelativeFrame(.vertical) { h, _ in h / 2 } at the root: the window is
     * 852 − 59 − 34 = 759 tall, so 379.5 (rules §15). */
    struct ratio half = { 0.5, 0, NULL };
    half.self = &half;
    uint64_t r = sl_id(d, sl_container_relative_frame_fn(d, sl_rectangle(d), SL_AXIS_VERTICAL, SL_ALIGN_CENTER, scaled, &half, 42), "r");
    uint64_t l = sl_layout(d, r, env);
    EXPECT(l != 0, "layout with a callback");
    EXPECT(frame_height(l, "r") == 379.5, "callback result used");
    EXPECT(half.calls > 0, "callback called with its context");
    sl_layout_free(l);

    /* Inside NavigationStack { … }.frame(height: 200): the stack is the nearest container: 100. */
    uint64_t nav = sl_frame(d, sl_navigation_stack(d, r), NAN, 200, SL_ALIGN_CENTER);
    l = sl_layout(d, nav, env);
    EXPECT(frame_height(l, "r") == 100, "nearest container is the NavigationStack");
    sl_layout_free(l);

    /* The count/span form: count 3, spacing 10 in the 393 window → (393 − 20) / 3 wide. */
    uint64_t g = sl_id(d, sl_container_relative_frame_grid(d, sl_rectangle(d), SL_AXIS_HORIZONTAL, 3, 1, 10, SL_ALIGN_CENTER), "g");
    l = sl_layout(d, g, env);
    {
        ptrdiff_t index; double x, y, w, h;
        EXPECT(sl_layout_find(l, "g", &index) == SL_OK && sl_layout_frame(l, index, &x, &y, &w, &h) == SL_OK
               && fabs(w - 373.0 / 3) < 1e-9, "count/span width");
    }
    sl_layout_free(l);

    /* A failing callback: sl_layout returns 0 with SL_ERR_CALLBACK, and nothing crashes. */
    uint64_t bad = sl_container_relative_frame_fn(d, sl_rectangle(d), SL_AXIS_VERTICAL, SL_ALIGN_CENTER, failing, NULL, 3);
    EXPECT(bad != 0, "view with a failing callback");
    EXPECT(sl_layout(d, bad, env) == 0, "failing callback fails the layout");
    EXPECT(sl_last_status() == SL_ERR_CALLBACK, "status SL_ERR_CALLBACK");
    EXPECT(strstr(sl_last_error(), "status 7") != NULL, "message carries the callback's status");
    EXPECT(sl_container_relative_frame_fn(d, sl_rectangle(d), SL_AXIS_VERTICAL, SL_ALIGN_CENTER, NULL, NULL, 0) == 0
           && sl_last_status() == SL_ERR_NULL_POINTER, "NULL callback");
    EXPECT(sl_container_relative_frame(d, sl_rectangle(d), 9, SL_ALIGN_CENTER) == 0
           && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "bad axes");
    EXPECT(sl_container_relative_frame_grid(d, sl_rectangle(d), SL_AXIS_HORIZONTAL, 0, 1, 0, SL_ALIGN_CENTER) == 0
           && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "count 0");

    /* A document with a "function" entry answered by the callback; id 42 as the function number. */
    half.calls = 0;
    uint64_t doc_root = sl_document_parse_with_callbacks(d,
        "{\"type\": \"Rectangle\", \"id\": \"j\", \"modifiers\": [{\"containerRelativeFrame\": {\"axes\": \"vertical\", \"function\": 42}}]}",
        scaled, NULL, NULL, NULL, NULL, NULL, NULL, &half);
    EXPECT(doc_root != 0, "parse with callback");
    l = sl_layout(d, doc_root, env);
    EXPECT(l != 0 && half.calls > 0, "document callback called");
    sl_layout_free(l);
    EXPECT(sl_document_parse(d, "{\"type\": \"Rectangle\", \"modifiers\": [{\"containerRelativeFrame\": {\"function\": 1}}]}") == 0
           && sl_last_status() == SL_ERR_PARSE, "function id without a callback");

    /* Containers: a TabView with two tabs; on iOS 26 the bar takes 83 (SW-ios ios/tabs/basic: the content
     * ends 83 above the bottom), so the selected Color fills 759 − 83 = 676; iOS 17's classic bar 49
     * (assumed, docs/PLATFORMS.md) leaves 710; tab_bar_height overrides the profile's. */
    uint64_t tabs[2] = { sl_id(d, sl_tab_item(d, sl_color(d, "red"), "Home"), "home"), sl_tab_item(d, sl_color(d, "blue"), "More") };
    uint64_t tab_view = sl_tab_view(d, 0, tabs, 2);
    l = sl_layout(d, tab_view, env);
    EXPECT(frame_height(l, "home") == 676, "tab content above the iOS 26 tab bar");
    sl_layout_free(l);
    uint64_t tab_env = sl_env_new_device("iPhone 15 Pro");
    EXPECT(sl_env_set_string(tab_env, "platform", "iOS 17") == SL_OK, "platform iOS 17");
    l = sl_layout(d, tab_view, tab_env);
    EXPECT(frame_height(l, "home") == 710, "tab content above the iOS 17 tab bar");
    sl_layout_free(l);
    EXPECT(sl_env_set(tab_env, "tab_bar_height", 100) == SL_OK, "tab_bar_height");
    l = sl_layout(d, tab_view, tab_env);
    EXPECT(frame_height(l, "home") == 659, "tab_bar_height overrides the profile's bar");
    sl_layout_free(l);
    EXPECT(sl_env_set(tab_env, "tab_bar_height", -1) == SL_ERR_INVALID_ARGUMENT, "tab_bar_height must be >= 0");
    sl_env_free(tab_env);
    /* The page style (SW-ios ios/tabs/page): no bar, the selected tab fills the tab view: 759 tall. */
    l = sl_layout(d, sl_tab_view_style(d, tab_view, "page"), env);
    EXPECT(frame_height(l, "home") == 759, "page style: no tab bar");
    sl_layout_free(l);
    EXPECT(sl_tab_view_style(d, tab_view, "carousel") == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT,
           "tab view style: unknown refused");
    EXPECT(sl_tab_view(d, 5, tabs, 2) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "selection out of range");
    EXPECT(sl_safe_area_inset(d, r, SL_EDGE_ALL, SL_ALIGN_CENTER, NAN, r) == 0, "safeAreaInset needs one edge");

    /* The engine is still usable. */
    l = sl_layout(d, r, env);
    EXPECT(l != 0 && frame_height(l, "r") == 379.5, "usable after failures");
    sl_layout_free(l);

    sl_env_free(env);
    sl_document_free(d);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
