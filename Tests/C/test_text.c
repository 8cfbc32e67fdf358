/* Text through the C API, against sizes measured in Apple's SwiftUI on macOS 26.2 (github.com/iamcgn/
 * swiftui-web: text/hello, text/weight-modifiers, text/line-limit), in a macOS 26 profile window at @2x,
 * plus the error paths of the text modifiers. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "check.h"

static double seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static uint64_t window_env(void) {
    uint64_t env = sl_env_new(400, 400, 2);
    EXPECT(sl_env_set_string(env, "platform", "macOS 26") == SL_OK, "macOS 26 profile");
    return env;
}

/* The size of `view` (named "t") laid out at the root of a 400 × 400 macOS window. */
static int measure(uint64_t d, uint64_t view, double out[4]) {
    uint64_t env = window_env(), root = sl_id(d, view, "t"), layout = sl_layout(d, root, env);
    int ok = layout && frame(layout, "t", out);
    sl_layout_free(layout);
    sl_env_free(env);
    return ok;
}

static int near(double a, double b) { return fabs(a - b) <= 0.34; }

static void test_measured_sizes(void) {
    uint64_t d = sl_document_new();
    const char *sentence = "Layout must wrap this sentence onto several lines inside a narrow frame.";
    double f[4];
    char *platform;
    uint64_t env = window_env();
    /* The profile reads back. */
    platform = sl_env_get_string(env, "platform");
    EXPECT(platform && platform[0] == 'm', "platform reads back as macOS 26");
    sl_string_free(platform);
    sl_env_free(env);
    /* Text("Hello") in a window: the 13 pt system font, 31 × 16 (text/hello). */
    EXPECT(measure(d, sl_text(d, "Hello"), f) && near(f[2], 31) && near(f[3], 16), "Hello is 31 x 16");
    /* Text("Bold").bold(): 29.5 × 16; .font(.body).bold() is semibold: 28.5 × 18.5 (text/weight-modifiers). */
    EXPECT(measure(d, sl_bold(d, sl_text(d, "Bold"), 1), f) && near(f[2], 29.5) && near(f[3], 16), "bold Bold is 29.5 x 16");
    EXPECT(measure(d, sl_bold(d, sl_font(d, sl_text(d, "Bold"), "body"), 1), f) && near(f[2], 28.5) && near(f[3], 18.5),
           "body bold is semibold: 28.5 x 18.5");
    EXPECT(measure(d, sl_font_weight(d, sl_text(d, "Weight"), "semibold"), f) && near(f[2], 44.5), "semibold Weight is 44.5");
    /* lineLimit(1) on the sentence at 150 pt: one line ending in an ellipsis, 144 × 16 (text/line-limit). */
    EXPECT(measure(d, sl_frame(d, sl_line_limit(d, sl_text(d, sentence), 1), 150, NAN, SL_ALIGN_TOP_LEADING), f), "framed sentence");
    {
        uint64_t env2 = window_env();
        uint64_t text = sl_id(d, sl_text(d, sentence), "s");
        uint64_t root = sl_frame(d, sl_line_limit(d, text, 1), 150, NAN, SL_ALIGN_TOP_LEADING);
        uint64_t layout = sl_layout(d, root, env2);
        /* Within one pixel (0.5 pt) of 144: the text model's documented accuracy for truncated lines. */
        EXPECT(layout && frame(layout, "s", f) && fabs(f[2] - 144) <= 0.5 && near(f[3], 16), "lineLimit(1) truncates to 144 x 16");
        sl_layout_free(layout);
        sl_env_free(env2);
    }
    /* lineLimit(2...4) and lineLimit(2, reservesSpace: true) on "Hello": two lines reserved, 32 tall. */
    EXPECT(measure(d, sl_line_limit_range(d, sl_text(d, "Hello"), 2, 4), f) && near(f[3], 32), "2...4 reserves 32");
    EXPECT(measure(d, sl_line_limit_range(d, sl_text(d, "Hello"), 3, 0), f) && near(f[3], 48), "3... reserves 48");
    EXPECT(measure(d, sl_line_limit_reserving(d, sl_text(d, "Hello"), 2, 1), f) && near(f[3], 32), "reservesSpace 32");
    /* Dynamic Type on iOS: body at xxxLarge is set in 23 pt (Apple HIG table), so it is as wide as
     * .system(size: 23); the default Large body line is 24.5 (measured, iOS 26). */
    {
        uint64_t env2 = sl_env_new_device("iPhone SE"), a, b, la, lb;
        double fa[4], fb[4];
        a = sl_id(d, sl_dynamic_type_size(d, sl_font(d, sl_text(d, "Hello world"), "body"), "xxxLarge"), "a");
        b = sl_id(d, sl_font_system(d, sl_text(d, "Hello world"), 23, NULL), "b");
        la = sl_layout(d, a, env2); lb = sl_layout(d, b, env2);
        EXPECT(la && lb && frame(la, "a", fa) && frame(lb, "b", fb) && fa[2] == fb[2], "xxxLarge body is 23 pt wide");
        sl_layout_free(la); sl_layout_free(lb); sl_env_free(env2);
    }
    /* .tracking(2) adds 2 pt per character: title "Hello" 49 → 59 (swiftui-web text-metrics, macOS 26.2). */
    {
        double base[4], tracked[4];
        EXPECT(measure(d, sl_font(d, sl_text(d, "Hello"), "title"), base)
               && measure(d, sl_tracking(d, sl_font(d, sl_text(d, "Hello"), "title"), 2), tracked)
               && near(tracked[2] - base[2], 10), "tracking(2) adds 10 pt to Hello");
    }
    /* textCase(.uppercase) measures "HELLO". */
    {
        double upper[4], plain[4];
        EXPECT(measure(d, sl_text_case(d, sl_text(d, "hello"), "uppercase"), upper) && measure(d, sl_text(d, "HELLO"), plain)
               && upper[2] == plain[2], "uppercase hello is as wide as HELLO");
    }
    /* multilineTextAlignment changes no frame. */
    EXPECT(measure(d, sl_multiline_text_alignment(d, sl_text(d, "Hello"), SL_ALIGN_TRAILING), f) && near(f[2], 31),
           "multiline alignment keeps 31");
    sl_document_free(d);
}

static void test_errors(void) {
    uint64_t d = sl_document_new(), t = sl_text(d, "x"), env = sl_env_new(100, 100, 2);
    EXPECT(sl_bold(d, t, 2) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "bold 2 is refused");
    EXPECT(sl_font_weight(d, t, "chunky") == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "unknown weight");
    EXPECT(sl_font_system_design(d, t, 12, NULL, "gothic") == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "unknown design");
    EXPECT(sl_font_system_design(d, t, NAN, NULL, NULL) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "NaN size");
    EXPECT(sl_line_limit_range(d, t, 4, 2) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "min above max");
    EXPECT(sl_line_limit_range(d, t, -1, 2) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "negative min");
    EXPECT(sl_line_limit_range(d, t, 0, PTRDIFF_MAX) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "huge max");
    EXPECT(sl_line_limit_reserving(d, t, 2, 7) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "reserves 7");
    EXPECT(sl_truncation_mode(d, t, "sideways") == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "unknown truncation");
    EXPECT(sl_truncation_mode(d, t, NULL) == 0 && sl_last_status() == SL_ERR_NULL_POINTER, "NULL truncation");
    EXPECT(sl_multiline_text_alignment(d, t, SL_ALIGN_TOP) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "vertical alignment");
    EXPECT(sl_bold(d, 12345, 1) == 0 && sl_last_status() == SL_ERR_INVALID_HANDLE, "stale view");
    EXPECT(sl_env_set_string(env, "platform", "Windows 95") == SL_ERR_INVALID_ARGUMENT, "unknown platform");
    EXPECT(sl_env_set_string(env, "colour", "red") == SL_ERR_INVALID_ARGUMENT, "unknown text parameter");
    EXPECT(sl_env_set_string(env, "dynamic_type_size", "huge") == SL_ERR_INVALID_ARGUMENT, "unknown Dynamic Type size");
    EXPECT(sl_env_set_string(env, "dynamic_type_size", "accessibility5") == SL_OK, "AX5 Dynamic Type");
    EXPECT(sl_dynamic_type_size(d, t, "gigantic") == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "bad modifier size");
    EXPECT(sl_tracking(d, t, NAN) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "NaN tracking");
    EXPECT(sl_line_spacing(d, t, -1) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "negative line spacing");
    EXPECT(sl_text_case(d, t, "title") == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "unknown text case");
    EXPECT(sl_minimum_scale_factor(d, t, 0) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "scale factor 0");
    EXPECT(sl_minimum_scale_factor(d, t, 1.5) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "scale factor 1.5");
    EXPECT(sl_truncation_mode(d, t, "middle") != 0 && sl_last_status() == SL_OK, "still usable: middle");
    sl_env_free(env);
    sl_document_free(d);
}

/* How a Text is drawn (sl_layout_text_json): the sentence cut to two lines in 150 pt is 144 x 32 in SwiftUI
 * (text/line-limit), so two lines of the 13 pt font 16 apart, the second ending in an ellipsis. */
static void test_text_drawing(void) {
    uint64_t d = sl_document_new(), env = window_env();
    const char *sentence = "Layout must wrap this sentence onto several lines inside a narrow frame.";
    uint64_t text = sl_id(d, sl_line_limit(d, sl_text(d, sentence), 2), "t");
    uint64_t layout = sl_layout(d, sl_frame(d, text, 150, NAN, SL_ALIGN_TOP_LEADING), env);
    ptrdiff_t index = -1, count = 0;
    EXPECT(layout && sl_layout_find(layout, "t", &index) == SL_OK && sl_layout_node_child_count(layout, index, &count) == SL_OK,
           "the named Text");
    ptrdiff_t leaf = index;   /* the Text under its line limit's wrapper */
    while (count > 0 && sl_layout_node_child(layout, leaf, 0, &leaf) == SL_OK && sl_layout_node_child_count(layout, leaf, &count) == SL_OK) {}
    char *json = sl_layout_text_json(layout, leaf);
    EXPECT(json && strstr(json, "\"size\":13") && strstr(json, "\"pitch\":16") && strstr(json, "…\",\"width\""),
           "two lines of 13 pt, the last cut with an ellipsis");
    int lines = 0;
    for (const char *p = json ? json : ""; (p = strstr(p, "\"text\":")) != NULL; p++) lines++;
    EXPECT(lines == 2, "two lines drawn");
    sl_string_free(json);
    EXPECT(sl_layout_text_json(layout, 0) == NULL && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "the frame is not a Text");
    EXPECT(sl_layout_text_json(layout, 9999) == NULL && sl_last_status() != SL_OK, "an index out of range");
    EXPECT(sl_layout_text_json(12345, 0) == NULL && sl_last_status() == SL_ERR_INVALID_HANDLE, "a bad layout handle");
    sl_layout_free(layout);
    sl_env_free(env);
    sl_document_free(d);
}

/* A string of `n` bytes: one word of letters (no break opportunity but between characters). */
static char *word(size_t n) {
    char *s = malloc(n + 1);
    for (size_t k = 0; k < n; k++) s[k] = (char)('a' + (k * 7) % 26);
    s[n] = 0;
    return s;
}

/* Issue 34, item 8: breaking text into lines costs about 7–9 µs per byte per measurement (a 1 MB word took
 * 11 s, and could not be interrupted). A Text or TextField longer than max_text_bytes (default 100,000) fails
 * the layout at once with SL_ERR_INVALID_ARGUMENT, naming the parameter, instead of being measured. */
static void test_max_text_bytes(void) {
    uint64_t d = sl_document_new(), env = window_env(), layout;
    double value = 0, t;
    char *huge = word(10u << 20), *small = word(1001);
    EXPECT(sl_env_get(env, "max_text_bytes", &value) == SL_OK && value == 100000, "max_text_bytes defaults to 100,000");
    t = seconds();
    layout = sl_layout(d, sl_text(d, huge), env);
    EXPECT(layout == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "a 10 MB Text is refused");
    EXPECT(strstr(sl_last_error(), "10485760 bytes") && strstr(sl_last_error(), "max_text_bytes"), "… naming its size and the parameter");
    EXPECT(seconds() - t < 1.0, "… at once, without measuring it (before: minutes)");
    layout = sl_layout(d, sl_text_field(d, "name", huge, 0), env);
    EXPECT(layout == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT && strstr(sl_last_error(), "TextField text"), "a 10 MB TextField text too");
    /* The bound is the parameter's: 1,000 bytes lay out, 1,001 do not; a VStack's Text is found too. */
    EXPECT(sl_env_set(env, "max_text_bytes", 1000) == SL_OK, "max_text_bytes can be set");
    uint64_t kids[2] = { sl_text(d, "fine"), sl_frame(d, sl_text(d, small), 100, NAN, SL_ALIGN_CENTER) };
    layout = sl_layout(d, sl_vstack(d, SL_ALIGN_CENTER, NAN, kids, 2), env);
    EXPECT(layout == 0 && strstr(sl_last_error(), "1001 bytes; the most a layout measures is 1000"), "1,001 bytes over a limit of 1,000");
    EXPECT(sl_env_set(env, "max_text_bytes", 1001) == SL_OK, "env set");
    layout = sl_layout(d, sl_vstack(d, SL_ALIGN_CENTER, NAN, kids, 2), env);
    EXPECT(layout != 0, "1,001 bytes within a limit of 1,001 lay out");
    sl_layout_free(layout);
    EXPECT(sl_env_set(env, "max_text_bytes", 0) == SL_ERR_INVALID_ARGUMENT, "0 is refused");
    EXPECT(sl_env_set(env, "max_text_bytes", 16777217) == SL_ERR_INVALID_ARGUMENT, "more than 16 MiB is refused");
    free(huge);
    free(small);
    sl_env_free(env);
    sl_document_free(d);
}

int main(void) {
    test_measured_sizes();
    test_errors();
    test_text_drawing();
    test_max_text_bytes();
    return report("test_text");
}
