/*
 * ViewThatFits, Group, EmptyView, Section and the scroll-view options from C, against numbers recorded in
 * Apple's SwiftUI (Tests/Fixtures/goldens, cited per case), and their error paths. Prints "N passed, N failed".
 */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "swiftlayout.h"
#include "subviews.h"

static int passed = 0, failed = 0;
#define EXPECT(cond, what) do { \
    if (cond) { passed++; } else { failed++; printf("FAIL line %d: %s (last error: %s)\n", __LINE__, what, sl_last_error()); } \
} while (0)

static int frame(uint64_t layout, const char *id, double *x, double *y, double *w, double *h) {
    ptrdiff_t index;
    return sl_layout_find(layout, id, &index) == SL_OK && sl_layout_frame(layout, index, x, y, w, h) == SL_OK;
}
static int near(double a, double b) { return fabs(a - b) <= 0.34; }

static uint64_t mac_window(double w, double h) {
    uint64_t env = sl_env_new(w, h, 2);
    if (sl_env_set_string(env, "platform", "macOS 26") != SL_OK) return 0;
    return env;
}

/* VStack(spacing: 0) of `n` 120 × 20 colours; the first is named `first`. */
static uint64_t rows(uint64_t d, int n, const char *first) {
    uint64_t views[20];
    for (int k = 0; k < n && k < 20; k++) {
        uint64_t c = sl_frame(d, sl_color(d, k % 2 ? "orange" : "blue"), 120, 20, SL_ALIGN_CENTER);
        views[k] = k == 0 ? sl_id(d, c, first) : c;
    }
    return sl_vstack(d, SL_ALIGN_CENTER, 0, views, n);
}

/* A custom column (C callbacks): its subviews one below the other at their ideal sizes. */
static int32_t column_size(void *ctx, int64_t id, uint64_t subviews, double pw, double ph, double *ow, double *oh) {
    (void)ctx; (void)id; (void)pw; (void)ph;
    ptrdiff_t n = 0;
    return ideal_sizes(subviews, &n, ow, NULL, oh) ? 0 : 1;
}
static int32_t column_place(void *ctx, int64_t id, uint64_t subviews, double x, double y, double w, double h, double pw, double ph) {
    (void)ctx; (void)id; (void)w; (void)h; (void)pw; (void)ph;
    ptrdiff_t n = 0;
    if (sl_subviews_count(subviews, &n) != SL_OK) return 1;
    for (ptrdiff_t k = 0; k < n; k++) {
        double sw, sh;
        if (sl_subview_size(subviews, k, NAN, NAN, &sw, &sh) != SL_OK) return 1;
        if (sl_subview_place(subviews, k, x, y, 0, 0, NAN, NAN) != SL_OK) return 1;
        y += sh;
    }
    return 0;
}
/* explicitAlignment: the leading guide 10 in (Apple's Layout documentation example); -1 (the default
 * merge) for others; id 99 fails. */
static int32_t column_explicit(void *ctx, int64_t id, uint64_t subviews, const char *guide, int32_t axis, double w, double h,
                               double pw, double ph, double *out) {
    (void)ctx; (void)subviews; (void)axis; (void)w; (void)h; (void)pw; (void)ph;
    if (id == 99) return 7;
    if (strcmp(guide, "leading") == 0) { *out = 10; return 0; }
    return -1;
}

int main(void) {
    uint64_t d = sl_document_new();
    double x, y, w, h, sx, sy, sw, sh;

    /* Group modifiers apply to each view (sw_layout_group_modifier, swiftui-web layout/group-modifier):
     * HStack(spacing: 0) { Group { red; blue }.frame(50 × 50).padding(5); green } in 300 × 100. */
    uint64_t pair[2] = { sl_id(d, sl_color(d, "red"), "a"), sl_id(d, sl_color(d, "blue"), "b") };
    uint64_t group = sl_padding(d, sl_frame(d, sl_group(d, pair, 2), 50, 50, SL_ALIGN_CENTER), SL_EDGE_ALL, 5);
    uint64_t row[3] = { group, sl_empty_view(d), sl_id(d, sl_color(d, "green"), "c") };
    uint64_t env = mac_window(300, 100);
    uint64_t l = sl_layout(d, sl_hstack(d, SL_ALIGN_CENTER, 0, row, 3), env);
    EXPECT(frame(l, "a", &x, &y, &w, &h) && x == 5 && y == 25 && w == 50 && h == 50, "group: a at (5, 25, 50, 50)");
    EXPECT(frame(l, "b", &x, &y, &w, &h) && x == 65 && w == 50, "group: b at x 65");
    EXPECT(frame(l, "c", &x, &y, &w, &h) && x == 120 && w == 180 && h == 100, "group: green takes the remaining 180 (EmptyView adds nothing)");
    sl_layout_free(l);
    sl_env_free(env);

    /* contentMargins(20, for: .scrollContent) (swm3_scroll_content_margins): the scroll view is 120 + 2 × 20
     * wide, the first row 20 in from its leading and top edges. */
    env = mac_window(600, 200);
    uint64_t margins = sl_id(d, sl_content_margins(d, sl_scroll_view(d, rows(d, 20, "a0"), SL_AXIS_VERTICAL, 0, 0),
                                                   SL_EDGE_ALL, 20, SL_MARGINS_SCROLL_CONTENT), "scroll");
    l = sl_layout(d, margins, env);
    EXPECT(frame(l, "scroll", &sx, &sy, &sw, &sh) && sw == 160 && sh == 200, "content margins widen the scroll view to 160");
    EXPECT(frame(l, "a0", &x, &y, &w, &h) && near(x - sx, 20) && near(y - sy, 20), "first row at (+20, +20)");
    sl_layout_free(l);
    /* for: .scrollIndicators changes nothing: the scroll view hugs its 120 pt content, the row at the top. */
    l = sl_layout(d, sl_id(d, sl_content_margins(d, sl_scroll_view(d, rows(d, 20, "d0"), SL_AXIS_VERTICAL, 0, 0),
                                                 SL_EDGE_ALL, 20, SL_MARGINS_SCROLL_INDICATORS), "scroll"), env);
    EXPECT(frame(l, "scroll", &sx, &sy, &sw, &sh) && sw == 120, "indicator margins: 120 wide");
    EXPECT(frame(l, "d0", &x, &y, &w, &h) && x == sx && y == sy, "indicator margins: row at the top");
    sl_layout_free(l);

    /* defaultScrollAnchor (swm3_scroll_default_anchor_roles_at_rest): 3 rows (60 pt) in a 200 pt view sit at
     * 140 with .bottom for .alignment; 20 rows (400 pt) with .bottom start at −200; .sizeChanges alone: 0. */
    l = sl_layout(d, sl_default_scroll_anchor(d, sl_scroll_view(d, rows(d, 3, "a0"), SL_AXIS_VERTICAL, 0, 0),
                                              0.5, 1, SL_SCROLL_ANCHOR_ALIGNMENT), env);
    EXPECT(frame(l, "a0", &x, &y, &w, &h) && y == 140, "bottom-aligned short content at 140");
    sl_layout_free(l);
    l = sl_layout(d, sl_default_scroll_anchor(d, sl_scroll_view(d, rows(d, 20, "d0"), SL_AXIS_VERTICAL, 0, 0),
                                              0.5, 1, SL_SCROLL_ANCHOR_ALL_ROLES), env);
    EXPECT(frame(l, "d0", &x, &y, &w, &h) && y == -200, "bottom anchor starts long content at -200");
    sl_layout_free(l);
    l = sl_layout(d, sl_default_scroll_anchor(d, sl_scroll_view(d, rows(d, 20, "c0"), SL_AXIS_VERTICAL, 0, 0),
                                              0.5, 1, SL_SCROLL_ANCHOR_SIZE_CHANGES), env);
    EXPECT(frame(l, "c0", &x, &y, &w, &h) && y == 0, "sizeChanges alone does not move the content");
    sl_layout_free(l);

    /* scrollIndicators / scrollDisabled / scrollTargetLayout leave the layout
     * (swm3_scroll_indicator_modifiers_leave_layout). */
    uint64_t quiet = sl_scroll_target_layout(d, sl_scroll_disabled(d, sl_scroll_indicators(d,
                         sl_scroll_view(d, rows(d, 20, "b0"), SL_AXIS_VERTICAL, 0, 0), SL_SCROLL_INDICATORS_HIDDEN), 1));
    l = sl_layout(d, sl_id(d, quiet, "scroll"), env);
    EXPECT(frame(l, "scroll", &sx, &sy, &sw, &sh) && sw == 120 && sh == 200, "indicator modifiers: 120 × 200");
    EXPECT(frame(l, "b0", &x, &y, &w, &h) && y == 0, "indicator modifiers: row at the top");
    sl_layout_free(l);
    sl_env_free(env);

    /* ViewThatFits in a 60 pt frame (swm3_view_that_fits_widths_heights_axes): the 101.5 pt HStack does not
     * fit, the 25 pt fallback is shown at the frame's leading edge; in 200 the HStack is shown. */
    env = mac_window(320, 300);
    for (int pass = 0; pass < 2; pass++) {
        uint64_t words[3] = { sl_text(d, "One"), sl_text(d, "Two"), sl_text(d, "Three") };
        uint64_t options[2] = { sl_id(d, sl_fixed_size(d, sl_hstack(d, SL_ALIGN_CENTER, NAN, words, 3), true, true), "wide"),
                                sl_id(d, sl_fixed_size(d, sl_text(d, "One"), true, true), "fallback") };
        uint64_t fits = sl_frame(d, sl_view_that_fits(d, SL_AXIS_BOTH, options, 2), pass ? 200 : 60, NAN, SL_ALIGN_LEADING);
        l = sl_layout(d, sl_id(d, fits, "box"), env);
        EXPECT(frame(l, "box", &sx, &sy, &sw, &sh), "ViewThatFits laid out");
        if (pass == 0) {
            EXPECT(frame(l, "fallback", &x, &y, &w, &h) && x == sx && near(w, 25), "narrow: the 25 pt fallback");
        } else {
            EXPECT(frame(l, "wide", &x, &y, &w, &h) && x == sx && near(w, 101.5), "wide: the 101.5 pt HStack");
        }
        sl_layout_free(l);
    }

    /* Section in a LazyVGrid (swm3_lazyvgrid_sections_header_footer_rows): the header takes the grid's whole
     * width (240), the rows start below it 4 apart. */
    double columns[15] = { SL_GRID_FIXED, 60, 0, NAN, NAN, SL_GRID_FIXED, 60, 0, NAN, NAN, SL_GRID_FIXED, 60, 0, NAN, NAN };
    uint64_t cells[2] = { sl_id(d, sl_frame(d, sl_color(d, "red"), NAN, 20, SL_ALIGN_CENTER), "a0"),
                          sl_frame(d, sl_color(d, "red"), NAN, 20, SL_ALIGN_CENTER) };
    uint64_t section = sl_section(d, sl_id(d, sl_frame(d, sl_color(d, "gray"), NAN, 24, SL_ALIGN_CENTER), "aH"), 0, cells, 2);
    uint64_t grid = sl_id(d, sl_lazy_vgrid(d, columns, 3, SL_ALIGN_CENTER, 4, &section, 1), "grid");
    sl_env_free(env);
    env = mac_window(300, 300);
    l = sl_layout(d, sl_frame(d, sl_scroll_view(d, grid, SL_AXIS_VERTICAL, 0, 0), 240, NAN, SL_ALIGN_CENTER), env);
    EXPECT(frame(l, "aH", &x, &y, &w, &h) && x == 30 && y == 0 && w == 240 && h == 24, "section header across the grid");
    EXPECT(frame(l, "a0", &x, &y, &w, &h) && x == 52 && y == 28 && w == 60, "first row below the header");
    sl_layout_free(l);
    sl_env_free(env);

    /* Error paths: status and message, no crash. */
    EXPECT(sl_view_that_fits(d, 0, NULL, 0) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "axes 0 rejected");
    EXPECT(sl_group(d, NULL, 2) == 0 && sl_last_status() == SL_ERR_NULL_POINTER, "NULL views with a count");
    uint64_t v = sl_rectangle(d);
    EXPECT(sl_content_margins(d, v, SL_EDGE_ALL, -1, SL_MARGINS_AUTOMATIC) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "negative margin");
    EXPECT(sl_content_margins(d, v, SL_EDGE_ALL, 4, 9) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "bad placement");
    EXPECT(sl_default_scroll_anchor(d, v, INFINITY, 0, 0) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "infinite anchor");
    EXPECT(sl_default_scroll_anchor(d, v, 0, 0, 7) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "bad role");
    EXPECT(sl_scroll_indicators(d, v, 4) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "bad visibility");
    EXPECT(sl_section(d, 12345, 0, NULL, 0) == 0 && sl_last_status() == SL_ERR_INVALID_HANDLE, "bad header handle");
    EXPECT(sl_default_scroll_anchor(d, v, NAN, NAN, SL_SCROLL_ANCHOR_ALL_ROLES) != 0, "no anchor (NaN, NaN) accepted");

    /* Lists (SW-ios, iPhone SE simulator, iOS 26.0; fixtures lst_ios_list_*, swm3_ios_list_*): plain rows 56
     * apart at x 16 (ios/list/plain); inset grouped by default at x 32, the first card 35 down (ios/list/basic);
     * listRowSpacing 12 and listSectionSpacing 30 (ios/list/spacing). */
    env = sl_env_new(320, 400, 2);
    uint64_t two[2] = { sl_id(d, sl_text(d, "Banana"), "r1"), sl_id(d, sl_text(d, "Cherry"), "r2") };
    l = sl_layout(d, sl_list_style(d, sl_list(d, two, 2), "plain"), env);
    EXPECT(frame(l, "r1", &x, &y, &w, &h) && x == 16 && near(y, 15.75), "plain: first row text at (16, 15.75)");
    EXPECT(frame(l, "r2", &x, &y, &w, &h) && near(y, 71.75), "plain: rows 56 apart");
    sl_layout_free(l);
    uint64_t two2[2] = { sl_id(d, sl_text(d, "Banana"), "r1"), sl_id(d, sl_text(d, "Cherry"), "r2") };
    l = sl_layout(d, sl_list_row_spacing(d, sl_list(d, two2, 2), 12), env);
    EXPECT(frame(l, "r1", &x, &y, &w, &h) && x == 32 && near(y, 50.75), "inset grouped: (32, 35 + 15.75)");
    EXPECT(frame(l, "r2", &x, &y, &w, &h) && near(y, 50.75 + 68), "listRowSpacing 12: 56 + 12 apart");
    sl_layout_free(l);
    uint64_t one[1] = { sl_id(d, sl_list_row_insets(d, sl_text(d, "A"), 2, 30, 2, 10), "a") };
    l = sl_layout(d, sl_default_min_list_row_height(d, sl_list_style(d, sl_list(d, one, 1), "plain"), 20), env);
    EXPECT(frame(l, "a", &x, &y, &w, &h) && x == 30 && y == 2, "listRowInsets (2, 30, 2, 10), min height 20");
    sl_layout_free(l);
    /* ios/nav/sizing: an untitled root has no bar on iOS 26; a hidden bar neither. */
    l = sl_layout(d, sl_navigation_stack(d, sl_navigation_bar_hidden(d, sl_navigation_title(d, sl_id(d, sl_color(d, "red"), "c"), "T"), 1)), env);
    EXPECT(frame(l, "c", &x, &y, &w, &h) && y == 0 && h == 400, "hidden bar: content fills the stack");
    sl_layout_free(l);
    sl_env_free(env);
    EXPECT(sl_list_style(d, v, "fancy") == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "unknown list style");
    EXPECT(sl_list_row_spacing(d, v, -1) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "negative row spacing");
    EXPECT(sl_list_section_spacing(d, v, NAN) != 0, "NaN section spacing: the style's");
    EXPECT(sl_list_row_insets(d, v, 1, INFINITY, 0, 0) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "infinite inset");

    /* headerProminence(.increased) through sl_modifier (swiftui-web list/looks "prominence" @bd2e4d1, fixture
     * g4_list_prominence_macos): on macOS the first header sits at y 6 instead of 16, its row at 38 either way. */
    {
        const char *json = "{\"type\": \"List\", \"children\": [{\"type\": \"Section\", \"header\": {\"type\": \"Text\", "
                           "\"text\": \"Increased\", \"id\": \"h\"}, \"children\": [{\"type\": \"Text\", \"text\": \"Apple\", \"id\": \"r\"}]}]}";
        uint64_t penv = mac_window(320, 220);
        uint64_t plist = sl_document_parse(d, json);
        double hy, ry;
        l = sl_layout(d, plist, penv);
        EXPECT(frame(l, "h", &x, &hy, &w, &h) && hy == 16 && frame(l, "r", &x, &ry, &w, &h) && ry == 42, "standard header at 16");
        sl_layout_free(l);
        l = sl_layout(d, sl_modifier(d, plist, "{\"headerProminence\": \"increased\"}"), penv);
        EXPECT(frame(l, "h", &x, &hy, &w, &h) && hy == 6 && h == 16 && frame(l, "r", &x, &ry, &w, &h) && ry == 42,
               "increased header at 6, row unmoved");
        sl_layout_free(l);
        EXPECT(sl_modifier(d, plist, "{\"headerProminence\": \"loud\"}") == 0 && sl_last_status() == SL_ERR_PARSE,
               "unknown prominence");
        sl_env_free(penv);
    }

    /* Edit mode on iOS 26 (swiftui-web ios/list/editing @170aa52, fixture g5_list_editing_ios): a row whose
     * ForEach has onDelete starts at x 72, 40 further in than a plain row (32). */
    {
        const char *json = "{\"type\": \"List\", \"modifiers\": [{\"editMode\": \"active\"}], \"children\": ["
                           "{\"type\": \"ForEach\", \"modifiers\": [{\"onDelete\": true}], \"children\": "
                           "[{\"type\": \"Text\", \"text\": \"Apple\", \"id\": \"a\"}]}, {\"type\": \"Text\", \"text\": \"Fixed\", \"id\": \"f\"}]}";
        uint64_t phone = sl_env_new(320, 480, 2);
        EXPECT(sl_env_set_string(phone, "platform", "iOS 26") == SL_OK, "iOS 26 profile");
        l = sl_layout(d, sl_document_parse(d, json), phone);
        double ax, fx;
        EXPECT(frame(l, "a", &ax, &y, &w, &h) && ax == 72 && frame(l, "f", &fx, &y, &w, &h) && fx == 32,
               "edit mode: the deletable row at 72, the fixed one at 32");
        sl_layout_free(l);
        EXPECT(sl_document_parse(d, "{\"type\": \"List\", \"modifiers\": [{\"editMode\": \"editing\"}]}") == 0
               && sl_last_status() == SL_ERR_PARSE, "unknown edit mode");
        sl_env_free(phone);
    }

    /* GroupBox and DisclosureGroup on macOS 26 (swiftui-web groupbox/basic, disclosure/basic; fixtures
     * cnt2_groupbox_macos, cnt2_disclosure_group_*_macos): content inset 5, label 10 in and 3 above the
     * box; a disclosure row is its label + 4 + 4, the label 11.5 in, the content directly below. */
    uint64_t gmac = mac_window(320, 400);
    uint64_t content = sl_id(d, sl_frame(d, sl_color(d, "red"), 62, 40.5, SL_ALIGN_CENTER), "gc");
    uint64_t glabel = sl_id(d, sl_frame(d, sl_color(d, "blue"), 30, 16, SL_ALIGN_CENTER), "gl");
    l = sl_layout(d, sl_id(d, sl_group_box(d, glabel, &content, 1), "gb"), gmac);
    double cx, cy, cw, ch, lx, ly, lw, lh;
    EXPECT(frame(l, "gb", &x, &y, &w, &h) && w == 72 && h == 69.5, "titled box 72 x 69.5");
    EXPECT(frame(l, "gc", &cx, &cy, &cw, &ch) && cx - x == 5 && cy - y == 24, "content at +5, +24");
    EXPECT(frame(l, "gl", &lx, &ly, &lw, &lh) && lx - x == 10 && ly == y, "label at +10, +0");
    sl_layout_free(l);
    uint64_t dlabel = sl_id(d, sl_frame(d, sl_color(d, "blue"), 83, 24, SL_ALIGN_CENTER), "dl");
    uint64_t shown = sl_id(d, sl_frame(d, sl_color(d, "red"), 41, 16, SL_ALIGN_CENTER), "dc");
    l = sl_layout(d, sl_id(d, sl_frame(d, sl_disclosure_group(d, dlabel, 1, &shown, 1), 280, NAN, SL_ALIGN_CENTER), "dg"), gmac);
    EXPECT(frame(l, "dg", &x, &y, &w, &h) && w == 280 && h == 48, "expanded: 32 + 16");
    EXPECT(frame(l, "dl", &lx, &ly, &lw, &lh) && lx - x == 11.5 && ly - y == 4, "label at +11.5, +4");
    EXPECT(frame(l, "dc", &cx, &cy, &cw, &ch) && cy - y == 32 && near(cx + cw / 2, x + 140), "content below, centred");
    sl_layout_free(l);
    l = sl_layout(d, sl_id(d, sl_frame(d, sl_disclosure_group(d, dlabel, 0, &shown, 1), 280, NAN, SL_ALIGN_CENTER), "dg"), gmac);
    ptrdiff_t missing;
    EXPECT(frame(l, "dg", &x, &y, &w, &h) && h == 32 && sl_layout_find(l, "dc", &missing) == SL_ERR_NOT_FOUND, "collapsed: the row alone");
    sl_layout_free(l);
    sl_env_free(gmac);
    EXPECT(sl_disclosure_group(d, 0, 1, &shown, 1) == 0, "a DisclosureGroup needs a label");

    /* ForEach (sl_for_each): its views are the container's children; `ids` names them (NULL: no name);
     * a name on a modifier of the ForEach names its last view (swiftui-web foreach/modifier @d7ce47e,
     * fixture foreach_modifier_macos: paddedLast is the second row's padded frame). */
    uint64_t fe[2] = { sl_frame(d, sl_color(d, "red"), 20, 10, SL_ALIGN_CENTER), sl_frame(d, sl_color(d, "red"), 20, 10, SL_ALIGN_CENTER) };
    const char *fe_ids[2] = { "f0", NULL };
    uint64_t each = sl_for_each(d, fe, 2, fe_ids);
    uint64_t fe_stack[1] = { sl_id(d, sl_padding(d, each, SL_EDGE_ALL, 5), "padded") };
    uint64_t fenv = sl_env_new(100, 100, 2);
    l = sl_layout(d, sl_vstack(d, SL_ALIGN_CENTER, 0, fe_stack, 1), fenv);
    EXPECT(frame(l, "f0", &x, &y, &w, &h) && x == 40 && y == 35 && w == 20, "ForEach id names its view: 2 padded rows 20 tall, centred");
    EXPECT(frame(l, "padded", &x, &y, &w, &h) && x == 35 && y == 50 && h == 20, "the modifier's name is the last row's");
    sl_layout_free(l);
    EXPECT(sl_for_each(d, NULL, 2, NULL) == 0 && sl_last_status() == SL_ERR_NULL_POINTER, "NULL views with a count");
    EXPECT(sl_for_each(d, fe, -1, NULL) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "negative count");

    /* ScrollView with several views: an implicit VStack even in a horizontal scroll view (swiftui-web
     * scroll/several-children, fixture swm3_scroll_several_children_stack_vertically). */
    uint64_t sv[2] = { sl_id(d, sl_frame(d, sl_color(d, "red"), 40, 20, SL_ALIGN_CENTER), "s0"),
                       sl_id(d, sl_frame(d, sl_color(d, "blue"), 40, 20, SL_ALIGN_CENTER), "s1") };
    l = sl_layout(d, sl_scroll_view_children(d, SL_AXIS_HORIZONTAL, 0, 0, sv, 2), fenv);
    double s0x, s0y, s0w, s0h;
    EXPECT(frame(l, "s0", &s0x, &s0y, &s0w, &s0h) && frame(l, "s1", &x, &y, &w, &h) && x == s0x && y == s0y + 28,
           "stacked vertically, 8 apart");
    sl_layout_free(l);
    EXPECT(sl_scroll_view_children(d, 9, 0, 0, sv, 2) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "bad axes");

    /* AnyLayout from C (sl_any_layout): exactly the stack or grid the JSON layout value names. A GridLayout
     * of two rows: columns as wide as their widest cell, 8 apart; cells centred in their column. */
    uint64_t grows[2] = {
        sl_document_parse(d, "{\"type\": \"GridRow\", \"children\": [{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"frame\": {\"width\": 30, \"height\": 10}}]}, {\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"frame\": {\"width\": 50, \"height\": 10}}]}]}"),
        sl_document_parse(d, "{\"type\": \"GridRow\", \"children\": [{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"frame\": {\"width\": 20, \"height\": 10}, \"id\": \"gc\"}]}, {\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"frame\": {\"width\": 10, \"height\": 10}}]}]}"),
    };
    uint64_t genv = sl_env_new(200, 100, 2);
    l = sl_layout(d, sl_id(d, sl_any_layout(d, "{\"type\": \"GridLayout\", \"horizontalSpacing\": 8, \"verticalSpacing\": 4}", grows, 2), "grid"), genv);
    EXPECT(frame(l, "grid", &x, &y, &w, &h) && x == 56 && y == 38 && w == 88 && h == 24, "GridLayout: 30 + 8 + 50 by 10 + 4 + 10, centred");
    EXPECT(frame(l, "gc", &x, &y, &w, &h) && x == 61 && y == 52, "a 20 wide cell centred in the 30 wide column");
    sl_layout_free(l);
    EXPECT(sl_any_layout(d, "{\"type\": \"FlowLayout\"}", grows, 2) == 0 && sl_last_status() == SL_ERR_PARSE, "unknown layout");
    EXPECT(sl_any_layout(d, "{\"type\": \"Layout\", \"function\": 0}", grows, 2) == 0, "a custom Layout needs callbacks");
    EXPECT(sl_any_layout(d, "{\"type\": ", grows, 2) == 0 && sl_last_status() == SL_ERR_PARSE, "malformed JSON");
    EXPECT(sl_any_layout(d, NULL, grows, 2) == 0 && sl_last_status() == SL_ERR_NULL_POINTER, "NULL layout");

    /* Pinned section headers and footers (swiftui-web lazy/pinned-both @3cab7fb, fixture
     * lazy_pinned_both_scrolled_macos): sections of a 24 header, eight 20 rows, a 16 footer in a 200 tall
     * scroll view scrolled by 284: b's header sticks at 0, c's footer at 184. */
    uint64_t sections[3];
    const char *names[3] = { "a", "b", "c" };
    for (int s = 0; s < 3; s++) {
        uint64_t cells[8];
        for (int k = 0; k < 8; k++) cells[k] = sl_frame(d, sl_color(d, "blue"), 200, 20, SL_ALIGN_CENTER);
        char hid[4], fid[4];
        snprintf(hid, sizeof hid, "%sH", names[s]); snprintf(fid, sizeof fid, "%sF", names[s]);
        sections[s] = sl_section(d, sl_id(d, sl_frame(d, sl_color(d, "gray"), 200, 24, SL_ALIGN_CENTER), hid),
                                 sl_id(d, sl_frame(d, sl_color(d, "black"), 200, 16, SL_ALIGN_CENTER), fid), cells, 8);
    }
    uint64_t pinned = sl_lazy_vstack_pinned(d, SL_ALIGN_CENTER, 0, SL_PINNED_SECTION_HEADERS | SL_PINNED_SECTION_FOOTERS, sections, 3);
    uint64_t penv = mac_window(300, 200);
    l = sl_layout(d, sl_scroll_view(d, pinned, SL_AXIS_VERTICAL, 0, 284), penv);
    EXPECT(frame(l, "bH", &x, &y, &w, &h) && x == 50 && y == 0, "pinned header at the top");
    EXPECT(frame(l, "cH", &x, &y, &w, &h) && y == 116, "the next header in place");
    EXPECT(frame(l, "cF", &x, &y, &w, &h) && y == 184, "pinned footer at the bottom");
    sl_layout_free(l);
    EXPECT(sl_lazy_vstack_pinned(d, SL_ALIGN_CENTER, 0, 4, sections, 3) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "bad pinned views");
    EXPECT(sl_lazy_hstack_pinned(d, SL_ALIGN_LEADING, 0, 1, sections, 3) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT,
           "an HStack alignment is vertical");

    /* Form styles (sl_form_style): the macOS grouped form's cards 20 in and rows 10 in (swiftui-web
     * form/styles @f9f1f0b: groupedField at x 30, 300 wide in 360, 30 below the top). */
    uint64_t frow[1] = { sl_id(d, sl_frame(d, sl_color(d, "red"), NAN, 20, SL_ALIGN_CENTER), "fr") };
    uint64_t fmac = mac_window(360, 200);
    l = sl_layout(d, sl_form_style(d, sl_form(d, frow, 1), "grouped"), fmac);
    EXPECT(frame(l, "fr", &x, &y, &w, &h) && x == 30 && y == 30 && w == 300, "grouped form row at (30, 30), 300 wide");
    sl_layout_free(l);
    EXPECT(sl_form_style(d, frow[0], "tiled") == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "unknown form style");
    EXPECT(sl_form_style(d, frow[0], NULL) == 0 && sl_last_status() == SL_ERR_NULL_POINTER, "NULL form style");

    /* A custom layout's explicitAlignment (sl_custom_layout_aligned): its leading guide 10 in puts it 10 to
     * the left of its neighbour in a leading-aligned VStack (Apple's Layout documentation example). */
    uint64_t inner[1] = { sl_frame(d, sl_color(d, "blue"), 30, 10, SL_ALIGN_CENTER) };
    uint64_t col = sl_id(d, sl_custom_layout_aligned(d, column_size, column_place, NULL, column_explicit, NULL, 1, inner, 1), "col");
    uint64_t aligned[2] = { sl_id(d, sl_frame(d, sl_color(d, "red"), 40, 10, SL_ALIGN_CENTER), "top"), col };
    l = sl_layout(d, sl_vstack(d, SL_ALIGN_LEADING, 0, aligned, 2), fenv);
    double tx, ty, tw, th;
    EXPECT(frame(l, "top", &tx, &ty, &tw, &th) && frame(l, "col", &x, &y, &w, &h) && x == tx - 10, "leading guide 10 in");
    sl_layout_free(l);
    uint64_t bad = sl_custom_layout_aligned(d, column_size, column_place, NULL, column_explicit, NULL, 99, inner, 1);
    uint64_t bad_stack[2] = { sl_color(d, "red"), bad };
    EXPECT(sl_layout(d, sl_vstack(d, SL_ALIGN_LEADING, 0, bad_stack, 2), fenv) == 0 && sl_last_status() == SL_ERR_CALLBACK,
           "a failing explicitAlignment callback fails the layout");
    EXPECT(sl_custom_layout_aligned(d, NULL, column_place, NULL, column_explicit, NULL, 1, inner, 1) == 0 &&
           sl_last_status() == SL_ERR_NULL_POINTER, "size is required");
    /* The same through a document: "explicitAlignment": true asks the callback. */
    uint64_t doc_view = sl_document_parse_with_layout_callbacks(d,
        "{\"type\": \"VStack\", \"alignment\": \"leading\", \"spacing\": 0, \"children\": ["
        "{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"frame\": {\"width\": 40, \"height\": 10}, \"id\": \"top\"}]},"
        "{\"type\": \"Layout\", \"function\": 1, \"explicitAlignment\": true, \"id\": \"col\", \"children\": ["
        "{\"type\": \"Color\", \"color\": \"blue\", \"modifiers\": [{\"frame\": {\"width\": 30, \"height\": 10}}]}]}]}",
        NULL, NULL, NULL, column_size, column_place, NULL, NULL, column_explicit, NULL);
    l = sl_layout(d, doc_view, fenv);
    EXPECT(frame(l, "top", &tx, &ty, &tw, &th) && frame(l, "col", &x, &y, &w, &h) && x == tx - 10, "document: leading guide 10 in");
    sl_layout_free(l);
    sl_env_free(fenv); sl_env_free(genv); sl_env_free(penv); sl_env_free(fmac);

    sl_document_free(d);
    printf("test_containers2: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
