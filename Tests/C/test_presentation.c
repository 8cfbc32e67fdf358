/*
 * Issue #35 from C, through documents and sl_modifier: Table (swiftui-web table/basic @721f26c), an outline
 * List (list/outline @8d46be3), sheets and detents, statusBarHidden, scene_padding and the toolbar's bottom
 * bar (the rules docs/PLATFORMS.md marks assumed), and their error paths. Prints "N passed, N failed".
 */
#include <math.h>
#include <string.h>
#include "check.h"

static uint64_t env_of(double w, double h, double top, double bottom, const char *platform) {
    uint64_t env = sl_env_new(w, h, 2);
    if (sl_env_set_safe_area(env, top, 0, bottom, 0) != SL_OK || sl_env_set_string(env, "platform", platform) != SL_OK) return 0;
    return env;
}

/* Lays `json` out in `env` and reads the frame of `id` into f; 0 on any failure. */
static int doc_frame(const char *json, uint64_t env, const char *id, double f[4]) {
    uint64_t d = sl_document_new();
    uint64_t root = sl_document_parse(d, json);
    int ok = 0;
    if (root != 0) {
        uint64_t l = sl_layout(d, root, env);
        ok = l != 0 && frame(l, id, f);
        sl_layout_free(l);
    }
    sl_document_free(d);
    return ok;
}

static int near(const double f[4], double x, double y, double w, double h) {
    return fabs(f[0] - x) < 0.01 && fabs(f[1] - y) < 0.01 && fabs(f[2] - w) < 0.01 && fabs(f[3] - h) < 0.01;
}

int main(void) {
    double f[4];
    uint64_t mac = env_of(360, 220, 0, 0, "macOS 26");

    /* table/basic: three automatic columns in 360 shrink to 112: the second column's cell of row 1 at (128, 37). */
    const char *table = "{\"type\": \"Table\", \"columns\": [{\"title\": \"Name\"}, {\"title\": \"Color\"}, {\"title\": \"Count\"}],"
        " \"rows\": [[{\"type\": \"Text\", \"text\": \"Apple\"}, {\"type\": \"Text\", \"text\": \"Red\", \"id\": \"c\"},"
        " {\"type\": \"Text\", \"text\": \"3\"}]], \"id\": \"t\"}";
    EXPECT(doc_frame(table, mac, "t", f) && near(f, 0, 0, 360, 220), "a table fills its proposal (table/basic)");
    EXPECT(doc_frame(table, mac, "c", f) && f[0] == 128 && f[1] == 37, "a cell 8 into its column, 4 into its row");
    const char *bad_tables[] = {
        "{\"type\": \"Table\"}",
        "{\"type\": \"Table\", \"columns\": []}",
        "{\"type\": \"Table\", \"columns\": [{\"title\": \"a\"}], \"rows\": [[]]}",
        "{\"type\": \"Table\", \"columns\": [{\"title\": \"a\", \"width\": -3}]}",
        "{\"type\": \"Table\", \"columns\": [{\"title\": \"a\", \"width\": {\"min\": 9, \"max\": 1}}]}",
    };
    for (size_t k = 0; k < sizeof bad_tables / sizeof *bad_tables; k++) {
        uint64_t d = sl_document_new();
        EXPECT(sl_document_parse(d, bad_tables[k]) == 0 && strlen(sl_last_error()) > 0, bad_tables[k]);
        sl_document_free(d);
    }

    /* list/outline: the collapsed outline's rows at x 25 (9 further in than a plain row). */
    uint64_t mac2 = env_of(320, 300, 0, 0, "macOS 26");
    const char *outline = "{\"type\": \"List\", \"children\": [{\"type\": \"OutlineGroup\", \"items\": ["
        "{\"content\": {\"type\": \"Text\", \"text\": \"Fruits\", \"id\": \"f\"}, \"children\": [{\"content\": {\"type\": \"Text\", \"text\": \"Apple\"}}]},"
        "{\"content\": {\"type\": \"Text\", \"text\": \"Water\", \"id\": \"w\"}}]}]}";
    EXPECT(doc_frame(outline, mac2, "w", f) && f[0] == 25 && f[1] == 38, "outline rows 25 in, 24 apart (list/outline)");

    /* A medium sheet on an iPhone 15 Pro (assumed): the screen's width, half its height, at the bottom, the
     * bottom inset kept; the presenter keeps its frame (ios/sheet/medium). */
    uint64_t phone = env_of(393, 852, 59, 34, "iOS 26");
    const char *sheet = "{\"type\": \"Color\", \"color\": \"blue\", \"id\": \"p\", \"modifiers\": [{\"sheet\": {\"content\":"
        " {\"type\": \"Color\", \"color\": \"red\", \"id\": \"s\", \"modifiers\": [{\"presentationDetents\": [\"medium\"]}]}}}]}";
    EXPECT(doc_frame(sheet, phone, "s", f) && near(f, 0, 426, 393, 392), "a medium sheet at the screen's bottom");
    EXPECT(doc_frame(sheet, phone, "p", f) && near(f, 0, 59, 393, 759), "the presenter keeps its frame");
    {
        uint64_t d = sl_document_new();
        uint64_t v = sl_rectangle(d);
        EXPECT(sl_modifier(d, v, "{\"presentationDetents\": [{\"fraction\": 1.5}]}") == 0
               && strstr(sl_last_error(), "$.presentationDetents: ") != NULL, "a detent fraction above 1 is an error");
        EXPECT(sl_modifier(d, v, "{\"sheet\": {\"isPresented\": true}}") == 0 && strstr(sl_last_error(), "content") != NULL,
               "a sheet needs its content");
        EXPECT(sl_modifier(d, v, "{\"statusBarHidden\": 3}") == 0, "statusBarHidden takes a bool");
        sl_document_free(d);
    }

    /* statusBarHidden on an iPhone SE (a status-bar-only top inset, assumed): the root gets the whole screen. */
    uint64_t se = env_of(375, 667, 20, 0, "iOS 26");
    EXPECT(doc_frame("{\"type\": \"Color\", \"color\": \"red\", \"id\": \"c\", \"modifiers\": [{\"statusBarHidden\": true}]}",
                     se, "c", f) && near(f, 0, 0, 375, 667), "a hidden status bar frees the SE's top inset");

    /* scene_padding replaces the platform's scene padding (macOS 20, assumed). */
    uint64_t w = env_of(200, 200, 0, 0, "macOS 26");
    const char *padded = "{\"type\": \"Color\", \"color\": \"red\", \"modifiers\": [{\"frame\": {\"width\": 10, \"height\": 10}},"
        " {\"scenePadding\": true, \"id\": \"p\"}]}";
    EXPECT(doc_frame(padded, w, "p", f) && f[2] == 50, "scene padding 20 on macOS");
    EXPECT(sl_env_set(w, "scene_padding", 4) == SL_OK && doc_frame(padded, w, "p", f) && f[2] == 18, "scene_padding 4");
    EXPECT(sl_env_set(w, "scene_padding", -1) != SL_OK, "a negative scene_padding is an error");

    /* A bottomBar toolbar item on iOS 26 ends the content 76 higher (UIKit's measured toolbar, assumed). */
    uint64_t ios = env_of(320, 400, 0, 0, "iOS 26");
    const char *stack = "{\"type\": \"NavigationStack\", \"content\": {\"type\": \"Color\", \"color\": \"red\", \"id\": \"c\","
        " \"modifiers\": [{\"toolbar\": [{\"placement\": \"bottomBar\", \"content\": {\"type\": \"Text\", \"text\": \"Edit\"}}]}]}}";
    EXPECT(doc_frame(stack, ios, "c", f) && near(f, 0, 0, 320, 324), "a bottom toolbar takes 76");

    sl_env_free(mac); sl_env_free(mac2); sl_env_free(phone); sl_env_free(se); sl_env_free(w); sl_env_free(ios);
    return report("test_presentation");
}
