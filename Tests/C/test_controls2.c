/*
 * Link, Menu, LabeledContent, Gauge, TextEditor, Slider value labels, Stepper and ProgressView label views and the
 * radio-group picker from C (issue #18), against numbers recorded in Apple's SwiftUI on
 * macOS 26 (github.com/iamcgn/swiftui-web goldens, cited per case; Tests/Fixtures/goldens/controls/ctl2_*), and
 * their error paths. Prints "N passed, N failed".
 */
#include <math.h>
#include <string.h>
#include "check.h"

static int near(double a, double b) { return fabs(a - b) <= 0.34; }

int main(void) {
    uint64_t d = sl_document_new();
    double f[4];

    /* link/basic: Link("Apple") is its 13 pt Text, 35 × 16; a Link with a label view is the label. */
    uint64_t links[2] = { sl_id(d, sl_link(d, "Apple", "https://www.apple.com"), "titled"),
                          sl_id(d, sl_link_with_label(d, "https://www.apple.com", sl_text(d, "Apple")), "custom") };
    uint64_t env = mac_window(320, 200);
    uint64_t l = sl_layout(d, sl_vstack(d, SL_ALIGN_CENTER, 12, links, 2), env);
    EXPECT(frame(l, "titled", f) && near(f[2], 35) && f[3] == 16, "link: 35 x 16");
    EXPECT(frame(l, "custom", f) && near(f[2], 35) && f[3] == 16, "link with a label view: the label's size");
    sl_layout_free(l);

    /* labeledcontent/basic: "Count" (body, 18.5 tall) + 8 + "3" = 53 x 18.5; Narrow / Value 44 + 8 + 33.5. */
    uint64_t rows[3] = { sl_id(d, sl_labeled_content(d, "Count", "3"), "count"),
                         sl_id(d, sl_labeled_content_with_views(d, sl_text(d, "Narrow"), sl_id(d, sl_text(d, "Value"), "value")), "narrow"),
                         sl_id(d, sl_labels_hidden(d, sl_labeled_content(d, "Hidden", "Shown")), "hidden") };
    l = sl_layout(d, sl_vstack(d, SL_ALIGN_CENTER, 12, rows, 3), env);
    EXPECT(frame(l, "count", f) && near(f[2], 53) && f[3] == 18.5, "labeled content: 53 x 18.5");
    double nx = 0;
    EXPECT(frame(l, "narrow", f) && near(f[2], 85.5) && (nx = f[0]) >= 0, "labeled content with views: 85.5 wide");
    EXPECT(frame(l, "value", f) && near(f[0] - nx, 52) && f[3] == 16, "the content 8 after the 44 pt label, 16 tall");
    EXPECT(frame(l, "hidden", f) && near(f[2], 41) && f[3] == 16, "labelsHidden: the content alone, 41 x 16");
    sl_layout_free(l);
    sl_env_free(env);

    /* texteditor/basic: a TextEditor takes the proposal (280 x 60 inside padding 20 of a 320 window). */
    env = mac_window(320, 320);
    uint64_t editor = sl_id(d, sl_frame(d, sl_text_editor(d, "Hello\nWorld"), NAN, 60, SL_ALIGN_CENTER), "lines");
    l = sl_layout(d, sl_padding(d, editor, SL_EDGE_ALL, 20), env);
    EXPECT(frame(l, "lines", f) && f[0] == 20 && f[2] == 280 && f[3] == 60, "text editor: 280 x 60");
    sl_layout_free(l);
    sl_env_free(env);

    /* menu/basic: a macOS menu button is its label + 47.5, 24 tall; + 24 with the indicator hidden; + 45
     * with a primary action ("Options" 95, "Hidden" 67.5, "Primary" 91.5: labels recorded 47.5, 43.5, 46.5). */
    env = mac_window(360, 240);
    uint64_t probe[6] = { sl_id(d, sl_text(d, "Options"), "t1"), sl_id(d, sl_menu(d, "Options", 0), "m1"),
                          sl_id(d, sl_text(d, "Hidden"), "t2"), sl_id(d, sl_menu_indicator(d, sl_menu(d, "Hidden", 0), "hidden"), "m2"),
                          sl_id(d, sl_text(d, "Primary"), "t3"), sl_id(d, sl_menu_with_label(d, sl_text(d, "Primary"), 1), "m3") };
    l = sl_layout(d, sl_vstack(d, SL_ALIGN_CENTER, 12, probe, 6), env);
    double t[4];
    EXPECT(frame(l, "t1", t) && frame(l, "m1", f) && f[2] == t[2] + 47.5 && f[3] == 24, "menu: label + 47.5, 24 tall");
    EXPECT(frame(l, "t2", t) && frame(l, "m2", f) && f[2] == t[2] + 24 && f[3] == 24, "hidden indicator: label + 24");
    EXPECT(frame(l, "t3", t) && frame(l, "m3", f) && f[2] == t[2] + 45, "primary action: label + 45");
    sl_layout_free(l);
    sl_env_free(env);
    EXPECT(sl_menu(d, NULL, 0) == 0, "menu: NULL title refused");
    EXPECT(sl_menu_indicator(d, sl_menu(d, "a", 0), "sometimes") == 0, "menu indicator: unknown visibility refused");

    /* gauge/accessory and gauge/basic: circular 58 x 58; accessoryLinear 8 tall filling 280; the default
     * 60.89306640625 tall with a current value label. */
    env = mac_window(320, 560);
    uint64_t gauges[3] = { sl_id(d, sl_gauge_style(d, sl_gauge(d, 0.4, 0, 1, "A", "40", NULL, NULL), "accessoryCircular"), "g1"),
                           sl_id(d, sl_gauge_style(d, sl_gauge(d, 0.4, 0, 1, "Level", NULL, NULL, NULL), "accessoryLinear"), "g2"),
                           sl_id(d, sl_gauge(d, 0.3, 0, 1, "Range", "30", "0", "100"), "g3") };
    l = sl_layout(d, sl_padding(d, sl_vstack(d, SL_ALIGN_CENTER, 20, gauges, 3), SL_EDGE_ALL, 20), env);
    EXPECT(frame(l, "g1", f) && f[2] == 58 && f[3] == 58, "gauge: accessory circular 58 x 58");
    EXPECT(frame(l, "g2", f) && f[2] == 280 && f[3] == 8, "gauge: accessory linear 280 x 8");
    EXPECT(frame(l, "g3", f) && f[2] == 280 && near(f[3], 60.89306640625), "gauge: default with a current value label 60.89");
    sl_layout_free(l);
    sl_env_free(env);
    EXPECT(sl_gauge(d, 0.5, 1, 0, NULL, NULL, NULL, NULL) == 0, "gauge: min >= max refused");
    EXPECT(sl_gauge(d, NAN, 0, 1, NULL, NULL, NULL, NULL) == 0, "gauge: NaN value refused");
    EXPECT(sl_gauge_style(d, sl_gauge(d, 0.5, 0, 1, NULL, NULL, NULL, NULL), "dial") == 0, "gauge style: unknown refused");

    /* slider/basic @ee5b2fd: "Volume" + 8 + "Min" (footnote, 17.5 x 15) at x 53, "Max" 20 wide at the trailing
     * edge of a 320 row 18.5 tall; the bounds and step change nothing. */
    env = mac_window(320, 300);
    uint64_t slider = sl_id(d, sl_slider_with_labels(d, 0.5, 0, 1, NAN, sl_text(d, "Volume"), sl_id(d, sl_text(d, "Min"), "min"),
                                                     sl_id(d, sl_text(d, "Max"), "max")), "minMax");
    l = sl_layout(d, slider, env);
    double row[4];
    EXPECT(frame(l, "minMax", row) && row[2] == 320 && row[3] == 18.5, "slider with value labels: 320 x 18.5");
    EXPECT(frame(l, "min", f) && near(f[0] - row[0], 53) && near(f[2], 17.5) && f[3] == 15, "minimum label: x 53, 17.5 x 15");
    EXPECT(frame(l, "max", f) && near(f[0] + f[2], row[0] + 320) && near(f[2], 20), "maximum label: at the trailing edge");
    sl_layout_free(l);
    EXPECT(sl_slider_with_labels(d, 0.5, 1, 0, NAN, 0, 0, 0) == 0, "slider: min >= max refused");
    EXPECT(sl_slider_with_labels(d, 0.5, 0, 1, 0, 0, 0, 0) == 0, "slider: step 0 refused");
    EXPECT(sl_slider_with_labels(d, 0.5, 0, 1, NAN, 999999, 0, 0) == 0, "slider: unknown label handle refused");

    /* stepper/basic: a Label label (24 pt icon + 8 + "Count") + 8 + the 20 x 26 arrows = 96.5 x 26. */
    uint64_t icon = sl_label_with_views(d, sl_text(d, "Count"), sl_image(d, "icon", 24, 24, 0));
    l = sl_layout(d, sl_id(d, sl_stepper_with_label(d, icon, 1), "labelStepper"), env);
    EXPECT(frame(l, "labelStepper", f) && near(f[2], 96.5) && f[3] == 26, "stepper with a label view: 96.5 x 26");
    sl_layout_free(l);
    EXPECT(sl_stepper_with_label(d, 0, 1) == 0, "stepper: missing label refused");

    /* progress/basic @ae7a3ce: label 16 + bar 20 + current value label 16 = 52, the bar's width. */
    l = sl_layout(d, sl_padding(d, sl_id(d, sl_progress_view_with_labels(d, sl_text(d, "Copying"), sl_text(d, "30%"), 0.3, 1),
                                         "valueLabel"), SL_EDGE_ALL, 20), env);
    EXPECT(frame(l, "valueLabel", f) && f[2] == 280 && f[3] == 52, "progress with a current value label: 280 x 52");
    sl_layout_free(l);
    EXPECT(sl_progress_view_with_labels(d, 0, 0, 0.5, 0) == 0, "progress: total 0 refused");

    /* picker/basic @ee5b2fd: the radio group is "Fruit" 28 + 8 + 16 + 5 + "Banana" 45 = 102 wide, three 18.5 rows
     * 6 apart (67.5), the options at x + 57. */
    uint64_t options[3] = { sl_id(d, sl_tag(d, sl_text(d, "Apple"), "1"), "apple"), sl_tag(d, sl_text(d, "Banana"), "2"),
                            sl_tag(d, sl_text(d, "Cherry"), "3") };
    uint64_t radio = sl_id(d, sl_picker_style(d, sl_picker(d, "Fruit", "1", options, 3), "radioGroup"), "radio");
    l = sl_layout(d, radio, env);
    double r[4];
    EXPECT(frame(l, "radio", r) && near(r[2], 102) && r[3] == 67.5, "radio group: 102 x 67.5");
    EXPECT(frame(l, "apple", f) && near(f[0] - r[0], 57) && f[1] == r[1] && f[3] == 18.5, "radio option: x + 57, 18.5 tall");
    sl_layout_free(l);

    /* picker/forms @ee5b2fd "labelPicker": a label view stands where the title is: a Label 24 + 8 + "Fruit" 28 = 60,
     * 8, the pop-up ("Banana" 45 + 47.5): 160.5 x 24. */
    uint64_t fruit = sl_id(d, sl_label_with_views(d, sl_text(d, "Fruit"), sl_image(d, "icon", 24, 24, 0)), "fruitLabel");
    uint64_t labelled = sl_id(d, sl_picker_with_label(d, fruit, "1", options + 1, 2), "labelPicker");
    l = sl_layout(d, labelled, env);
    EXPECT(frame(l, "labelPicker", f) && near(f[2], 160.5) && f[3] == 24, "picker with a label view: 160.5 x 24");
    EXPECT(frame(l, "fruitLabel", r) && near(r[2], 60) && r[0] == f[0], "picker label view: 60 wide, leading");
    sl_layout_free(l);
    EXPECT(sl_picker_with_label(d, 0, "1", options, 3) == 0 && sl_last_status() == SL_ERR_INVALID_HANDLE
           && strstr(sl_last_error(), "picker label") != NULL, "picker: missing label refused, naming the label");
    EXPECT(sl_picker_with_label(d, fruit, "1", NULL, 2) == 0 && sl_last_status() == SL_ERR_NULL_POINTER,
           "picker: NULL options refused");

    /* list/basic @bd2e4d1: in a macOS List row a Label is a 16 pt icon slot, 6, the title: 48.5 x 24 for "Title"
     * (26.5) beside a 24 pt icon (58.5 outside a list, label/basic). */
    uint64_t row_label = sl_id(d, sl_label_with_views(d, sl_text(d, "Title"), sl_image(d, "icon", 24, 24, 0)), "rowLabel");
    l = sl_layout(d, sl_list(d, &row_label, 1), env);
    EXPECT(frame(l, "rowLabel", f) && f[0] == 16 && near(f[2], 48.5) && f[3] == 24, "label in a macOS list row: 48.5 x 24");
    sl_layout_free(l);
    l = sl_layout(d, row_label, env);
    EXPECT(frame(l, "rowLabel", f) && near(f[2], 58.5), "label outside a list: 58.5 wide");
    sl_layout_free(l);
    sl_env_free(env);
    EXPECT(sl_picker_style(d, radio, "carousel") == 0, "picker style: unknown refused");

    /* .controlSize on a bordered button (assumed, docs/PLATFORMS.md): 16 / 24 / 28 tall on macOS at mini / regular /
     * large (regular measured: SW-mac button/styles); the assumed paddings are environment parameters. */
    env = mac_window(320, 200);
    uint64_t sized[3] = { sl_id(d, sl_control_size(d, sl_button_style(d, sl_button(d, "OK", NULL), "bordered"), "mini"), "mini"),
                          sl_id(d, sl_button_style(d, sl_button(d, "OK", NULL), "bordered"), "regular"),
                          sl_id(d, sl_control_size(d, sl_button_style(d, sl_button(d, "OK", NULL), "bordered"), "large"), "large") };
    uint64_t column = sl_vstack(d, SL_ALIGN_CENTER, 8, sized, 3);
    l = sl_layout(d, column, env);
    EXPECT(frame(l, "mini", f) && f[3] == 16, "mini bordered button: 16 tall");
    EXPECT(frame(l, "regular", f) && f[3] == 24, "regular bordered button: 24 tall");
    EXPECT(frame(l, "large", f) && f[3] == 28, "large bordered button: 28 tall");
    sl_layout_free(l);
    EXPECT(sl_env_set(env, "button_padding_large", 10) == SL_OK, "button_padding_large set");
    double got = 0;
    EXPECT(sl_env_get(env, "button_padding_large", &got) == SL_OK && got == 10, "button_padding_large read back");
    l = sl_layout(d, column, env);
    EXPECT(frame(l, "large", f) && f[3] == 36, "large bordered button with padding 10: 36 tall");
    sl_layout_free(l);
    EXPECT(sl_env_set(env, "gauge_ideal_width", -1) == SL_ERR_INVALID_ARGUMENT, "negative gauge_ideal_width refused");
    sl_env_free(env);
    EXPECT(sl_control_size(d, sl_button(d, "OK", NULL), "huge") == 0, "control size: unknown refused");

    /* Errors: NULL strings and foreign handles are refused. */
    EXPECT(sl_link(d, NULL, "x") == 0, "link: NULL title refused");
    EXPECT(sl_link(d, "x", NULL) == 0, "link: NULL destination refused");
    EXPECT(sl_link_with_label(d, "x", 999999) == 0, "link: unknown label handle refused");
    EXPECT(sl_text_editor(d, NULL) == 0, "text editor: NULL text refused");
    EXPECT(sl_labeled_content(d, "x", NULL) == 0, "labeled content: NULL value refused");
    EXPECT(sl_labeled_content_with_views(d, sl_text(d, "a"), 0) == 0, "labeled content: missing content refused");

    sl_document_free(d);
    return report("test_controls2");
}
