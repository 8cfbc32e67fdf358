/*
 * NavigationLink, TextField(axis: .vertical), .searchable and .navigationBarBackButtonHidden from C (issues
 * #18, #19), against numbers recorded in Apple's SwiftUI (github.com/iamcgn/swiftui-web goldens, cited per
 * case; Tests/Fixtures/goldens/navigation/nav_*, controls/ctl3_*) or profile values docs/PLATFORMS.md marks assumed, and their
 * error paths. Prints "N passed, N failed".
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "check.h"

static uint64_t window(double w, double h, const char *platform) {
    uint64_t env = sl_env_new(w, h, 2);
    if (sl_env_set_safe_area(env, 0, 0, 0, 0) != SL_OK || sl_env_set_string(env, "platform", platform) != SL_OK) return 0;
    return env;
}

static const char *note = "A long note that wraps onto several lines in a narrow field";

/* The probed list frame of NavigationStack { List { Text("Apple") }.navigationTitle("Fruit") [.searchable] }. */
static int list_frame(uint64_t d, const char *platform, int searchable, int back_hidden, double f[4]) {
    uint64_t row = sl_text(d, "Apple");
    uint64_t content = sl_id(d, sl_navigation_title(d, sl_list(d, &row, 1), "Fruit"), "list");
    if (searchable) content = sl_searchable(d, content, "Find fruit");
    if (back_hidden) content = sl_navigation_bar_back_button_hidden(d, content, 1);
    uint64_t env = window(320, 480, platform);
    uint64_t l = sl_layout(d, sl_navigation_stack(d, content), env);
    int ok = l != 0 && frame(l, "list", f);
    sl_layout_free(l);
    sl_env_free(env);
    return ok;
}

int main(void) {
    uint64_t d = sl_document_new();
    double f[4], g[4];

    /* ios/nav/push @33be500: in the inset grouped list under a large title the link is 256 x 24.5 at
     * (32, 132.25): the row's whole content width; its label leading. */
    uint64_t rows[2] = { sl_id(d, sl_navigation_link_with_label(d, sl_id(d, sl_text(d, "Detail"), "label")), "link"),
                         sl_id(d, sl_text(d, "Row"), "row") };
    uint64_t env = window(320, 480, "iOS 26");
    uint64_t l = sl_layout(d, sl_navigation_stack(d, sl_navigation_title(d, sl_list(d, rows, 2), "Settings")), env);
    EXPECT(frame(l, "link", f) && f[0] == 32 && f[1] == 132.25 && f[2] == 256 && f[3] == 24.5, "link in an iOS row: 256 x 24.5");
    EXPECT(frame(l, "label", f) && f[0] == 32 && f[2] < 256 - 16 + 0.01, "the label leading, the assumed chevron (8 + 8) after it");
    EXPECT(frame(l, "row", f) && f[1] == 188.25, "the next row at 188.25");
    sl_layout_free(l);
    sl_env_free(env);

    /* nav/basic @6c0e726: outside a List a macOS link is a bordered button, "Detail" 59 x 24. */
    env = window(320, 260, "macOS 26");
    l = sl_layout(d, sl_id(d, sl_navigation_link(d, "Detail"), "link"), env);
    EXPECT(frame(l, "link", f) && fabs(f[2] - 59) <= 0.34 && f[3] == 24, "macOS link outside a list: 59 x 24");
    sl_layout_free(l);
    sl_env_free(env);

    /* ios/textfield/vertical @90df488: 2 wrapped lines in 300: plain 52 (26 + 26), rounded 60 (34 + 26). */
    env = window(375, 667, "iOS 26");
    uint64_t fields[3] = {
        sl_id(d, sl_frame(d, sl_text_field_axis(d, "Notes", note, SL_AXIS_VERTICAL), 300, NAN, SL_ALIGN_CENTER), "plain"),
        sl_id(d, sl_frame(d, sl_text_field_style(d, sl_text_field_axis(d, "Notes", note, SL_AXIS_VERTICAL), "roundedBorder"),
                          300, NAN, SL_ALIGN_CENTER), "rounded"),
        sl_id(d, sl_frame(d, sl_line_limit_reserving(d, sl_text_field_axis(d, "Notes", "", SL_AXIS_VERTICAL), 3, 1),
                          300, NAN, SL_ALIGN_CENTER), "reserved") };
    l = sl_layout(d, sl_vstack(d, SL_ALIGN_LEADING, 12, fields, 3), env);
    EXPECT(frame(l, "plain", f) && f[3] == 52, "vertical plain field, 2 lines: 52");
    EXPECT(frame(l, "rounded", f) && f[3] == 60, "vertical rounded field, 2 lines: 60");
    EXPECT(frame(l, "reserved", f) && f[3] == 26 + 2 * 26, "lineLimit(3, reservesSpace: true): 3 lines");
    sl_layout_free(l);
    sl_env_free(env);

    /* ios/search/basic @b009060: a 76 bar at the bottom; iOS 17 52 under the title (assumed); macOS none. */
    EXPECT(list_frame(d, "iOS 26", 1, 0, f) && f[1] == 116.5 && f[3] == 287.5, "searchable iOS 26: the list 116.5 ... 404");
    EXPECT(list_frame(d, "iOS 17", 0, 0, g) && list_frame(d, "iOS 17", 1, 0, f) && f[1] == g[1] + 52 && f[1] + f[3] == g[1] + g[3],
           "searchable iOS 17: the content 52 lower");
    EXPECT(list_frame(d, "macOS 26", 0, 0, g) && list_frame(d, "macOS 26", 1, 0, f) && memcmp(f, g, sizeof f) == 0,
           "searchable macOS: no effect");
    EXPECT(list_frame(d, "iOS 26", 0, 0, g) && list_frame(d, "iOS 26", 0, 1, f) && memcmp(f, g, sizeof f) == 0,
           "navigationBarBackButtonHidden: no effect");

    /* Sheets (assumed, docs/PLATFORMS.md "Sheets"): iPhone 15 Pro 393 x 852, insets 59 / 34. */
    {
        static const int32_t kinds[4] = { SL_DETENT_MEDIUM, SL_DETENT_LARGE, SL_DETENT_HEIGHT, SL_DETENT_FRACTION };
        static const double values[4] = { 0, 0, 300, 0.25 }, heights[4] = { 426, 793, 300, 213 };
        for (int i = 0; i < 4; i++) {
            uint64_t sheet = sl_env_new_device("iPhone 15 Pro");
            double h = 0, top = -1, bottom = 0;
            EXPECT(sl_env_set_sheet(sheet, kinds[i], values[i]) == SL_OK && sl_env_get(sheet, "height", &h) == SL_OK
                   && sl_env_get(sheet, "safe_area_top", &top) == SL_OK && sl_env_get(sheet, "safe_area_bottom", &bottom) == SL_OK
                   && h == heights[i] && top == 0 && bottom == 34, "sheet detent height");
            sl_env_free(sheet);
        }
        uint64_t sheet = sl_env_new_device("iPhone 15 Pro");
        EXPECT(sl_env_set_sheet(sheet, 9, 0) == SL_ERR_INVALID_ARGUMENT, "an unknown detent is refused");
        EXPECT(sl_env_set_sheet(sheet, SL_DETENT_FRACTION, 2) == SL_ERR_INVALID_ARGUMENT, "a fraction above 1 is refused");
        EXPECT(sl_env_set_sheet(sheet, SL_DETENT_HEIGHT, NAN) == SL_ERR_INVALID_ARGUMENT, "a NaN height is refused");
        EXPECT(sl_env_set_sheet(0, SL_DETENT_MEDIUM, 0) != SL_OK, "a stale environment is refused");
        sl_env_free(sheet);
        /* A popover: the large sheet on an iPhone (horizontally compact; Apple's popover documentation), else
         * its content's ideal size within the safe area (assumed; iPad Pro 11: 834 x 1194, 24 above, 20 below). */
        uint64_t pop = sl_env_new_device("iPhone 15 Pro");
        double w = 0, ph = 0;
        EXPECT(sl_env_set_popover(pop, 200, 120) == SL_OK && sl_env_get(pop, "width", &w) == SL_OK
               && sl_env_get(pop, "height", &ph) == SL_OK && w == 393 && ph == 793, "an iPhone popover is a large sheet");
        sl_env_free(pop);
        pop = sl_env_new_device("iPad Pro 11");
        EXPECT(sl_env_set_popover(pop, 200, 5000) == SL_OK && sl_env_get(pop, "width", &w) == SL_OK
               && sl_env_get(pop, "height", &ph) == SL_OK && w == 200 && ph == 1150, "an iPad popover fits its content");
        EXPECT(sl_env_set_popover(pop, NAN, 10) == SL_ERR_INVALID_ARGUMENT, "a NaN ideal size is refused");
        EXPECT(sl_env_set_popover(pop, -1, 10) == SL_ERR_INVALID_ARGUMENT, "a negative ideal size is refused");
        sl_env_free(pop);
    }

    /* macOS: the title and the toolbar are window chrome, so a titled stack draws no bar (toolbar/basic
     * @bb66658, fixture nav_toolbar_basic_macos: the content centred in the whole 400 x 200 window). Toolbar
     * items come through sl_modifier; sl_toolbar(v, "hidden") is .toolbar(.hidden): no bar on iOS either. */
    env = window(400, 200, "macOS 26");
    uint64_t content = sl_navigation_title(d, sl_id(d, sl_color(d, "red"), "c"), "Toolbar");
    content = sl_modifier(d, content, "{\"toolbar\": [{\"placement\": \"primaryAction\", \"content\": {\"type\": \"Button\", \"title\": \"Action\"}}]}");
    l = sl_layout(d, sl_navigation_stack(d, content), env);
    EXPECT(frame(l, "c", f) && f[0] == 0 && f[1] == 0 && f[2] == 400 && f[3] == 200, "macOS: no bar for a titled root");
    sl_layout_free(l);
    sl_env_free(env);
    env = window(320, 300, "iOS 26");
    l = sl_layout(d, sl_navigation_stack(d, sl_toolbar(d, sl_navigation_title(d, sl_id(d, sl_color(d, "red"), "c"), "T"), "hidden")), env);
    EXPECT(frame(l, "c", f) && f[1] == 0 && f[3] == 300, "toolbar hidden: no bar");
    sl_layout_free(l);
    l = sl_layout(d, sl_navigation_stack(d, sl_toolbar(d, sl_navigation_title(d, sl_id(d, sl_color(d, "red"), "c"), "T"), "visible")), env);
    EXPECT(frame(l, "c", f) && f[1] == 116.5, "toolbar visible: the large title bar (ios/nav/basic: 116.5)");
    sl_layout_free(l);
    sl_env_free(env);
    EXPECT(sl_toolbar(d, sl_text(d, "x"), "gone") == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT
           && strstr(sl_last_error(), "toolbar visibility") != NULL, "an unknown visibility is refused");
    EXPECT(sl_toolbar(d, sl_text(d, "x"), NULL) == 0 && sl_last_status() == SL_ERR_NULL_POINTER, "a NULL visibility is refused");
    EXPECT(sl_modifier(d, sl_text(d, "x"), "{\"toolbar\": [{\"placement\": \"sideways\", \"content\": {\"type\": \"Text\", \"text\": \"a\"}}]}") == 0
           && strstr(sl_last_error(), "toolbar item placement") != NULL, "an unknown placement is refused");
    EXPECT(sl_modifier(d, sl_text(d, "x"), "{\"toolbar\": [{\"placement\": \"automatic\"}]}") == 0
           && strstr(sl_last_error(), "toolbar[0]") != NULL, "an item without content is refused, with its place");

    /* Errors: a clear status and message, no view. */
    EXPECT(sl_text_field_axis(d, "N", "", 7) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT
           && strstr(sl_last_error(), "axis") != NULL, "a bad axis is refused");
    EXPECT(sl_navigation_link(d, NULL) == 0 && sl_last_status() != SL_OK, "a NULL title is refused");
    EXPECT(sl_navigation_link_with_label(d, 999999) == 0 && sl_last_status() != SL_OK, "a stale label handle is refused");
    EXPECT(sl_navigation_bar_back_button_hidden(d, sl_text(d, "x"), 2) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT,
           "hidden must be 0 or 1");
    EXPECT(sl_searchable(d, 999999, NULL) == 0 && sl_last_status() != SL_OK, "searchable on a stale view is refused");
    EXPECT(sl_searchable(d, sl_text(d, "x"), NULL) != 0, "searchable without a prompt");

    sl_document_free(d);
    return report("test_navigation");
}
