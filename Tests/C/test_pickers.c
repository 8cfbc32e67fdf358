/*
 * ColorPicker and DatePicker from C against numbers recorded in Apple's SwiftUI on macOS 26
 * (github.com/iamcgn/swiftui-web `colorpicker/basic` @fa7ccda, `datepicker/basic` and `datepicker/styles`
 * @da746b5; Tests/Fixtures/goldens/controls/g5_colorpicker_basic_macos, g5_datepicker_*_macos), and their error paths.
 * Prints "N passed, N failed".
 */
#include <math.h>
#include <string.h>
#include "check.h"

int main(void) {
    uint64_t d = sl_document_new();
    double f[4];

    /* colorpicker/basic: "Accent" 42.5 + 8 + the 48 x 24 well = 98.5 x 24; "Tint" 79.5; hidden label 48 x 24. */
    uint64_t pickers[3] = { sl_id(d, sl_color_picker(d, "Accent", "red", 1), "red"),
                            sl_id(d, sl_color_picker(d, "Tint", "blue", 0), "tint"),
                            sl_id(d, sl_labels_hidden(d, sl_color_picker(d, "Accent", NULL, 1)), "hidden") };
    uint64_t env = mac_window(320, 220);
    uint64_t l = sl_layout(d, sl_vstack(d, SL_ALIGN_LEADING, 12, pickers, 3), env);
    EXPECT(frame(l, "red", f) && f[2] == 98.5 && f[3] == 24, "color picker: 98.5 x 24");
    EXPECT(frame(l, "tint", f) && f[2] == 79.5 && f[3] == 24, "color picker: 79.5 x 24");
    EXPECT(frame(l, "hidden", f) && f[2] == 48 && f[3] == 24, "labelsHidden: the 48 x 24 well");
    sl_layout_free(l);
    sl_env_free(env);

    /* Errors: a status and a message, never a trap. */
    EXPECT(sl_color_picker(d, NULL, "red", 1) == 0 && sl_last_status() == SL_ERR_NULL_POINTER, "color picker: NULL title refused");
    EXPECT(sl_color_picker(d, "Accent", "mauve", 1) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT
           && strstr(sl_last_error(), "mauve") != NULL, "color picker: unknown colour refused, named");
    EXPECT(sl_color_picker(999999, "Accent", "red", 1) == 0, "color picker: unknown document refused");

    /* datepicker/basic: "Date" 28.5 + 8 + the 95 x 22 stepper field; both 160 ("When" 35: 203); time 80
     * ("Time" 30: 118); a range changes nothing. datepicker/styles: the field style 78 x 21 ("Field" 29: 115). */
    const char *fixed = "2025-03-15T15:09:00Z";
    uint64_t dates[5] = {
        sl_id(d, sl_date_picker(d, "Date", fixed, "date", NULL, NULL), "date"),
        sl_id(d, sl_date_picker(d, "When", fixed, NULL, NULL, NULL), "both"),
        sl_id(d, sl_date_picker(d, "Time", fixed, "hourAndMinute", NULL, NULL), "time"),
        sl_id(d, sl_labels_hidden(d, sl_date_picker(d, "Range", fixed, "date", fixed, "2025-04-14T15:09:00Z")), "range"),
        sl_id(d, sl_date_picker_style(d, sl_date_picker(d, "Field", fixed, "date", NULL, NULL), "field"), "field") };
    env = mac_window(360, 320);
    l = sl_layout(d, sl_time_zone(d, sl_vstack(d, SL_ALIGN_LEADING, 12, dates, 5), "UTC"), env);
    EXPECT(frame(l, "date", f) && f[2] == 131.5 && f[3] == 22, "date picker: 131.5 x 22");
    EXPECT(frame(l, "both", f) && f[2] == 203 && f[3] == 22, "date picker, date and time: 203 x 22");
    EXPECT(frame(l, "time", f) && f[2] == 118 && f[3] == 22, "date picker, time: 118 x 22");
    EXPECT(frame(l, "range", f) && f[2] == 95 && f[3] == 22, "date picker, hidden label and a range: 95 x 22");
    EXPECT(frame(l, "field", f) && f[2] == 115 && f[3] == 21, "date picker, field style: 115 x 21");
    sl_layout_free(l);
    sl_env_free(env);

    EXPECT(sl_date_picker(d, NULL, fixed, NULL, NULL, NULL) == 0 && sl_last_status() == SL_ERR_NULL_POINTER, "date picker: NULL title refused");
    EXPECT(sl_date_picker(d, "Date", NULL, NULL, NULL, NULL) == 0 && sl_last_status() == SL_ERR_NULL_POINTER, "date picker: NULL selection refused");
    EXPECT(sl_date_picker(d, "Date", "2025-02-30", NULL, NULL, NULL) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT
           && strstr(sl_last_error(), "2025-02-30") != NULL, "date picker: impossible date refused, named");
    EXPECT(sl_date_picker(d, "Date", "2025-03-15T15:09", NULL, NULL, NULL) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT,
           "date picker: a time without a zone refused");
    EXPECT(sl_date_picker(d, "Date", fixed, "month", NULL, NULL) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT
           && strstr(sl_last_error(), "month") != NULL, "date picker: unknown components refused");
    EXPECT(sl_date_picker(d, "Date", fixed, NULL, "2025-04-01", "2025-03-01") == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT,
           "date picker: min > max refused");
    EXPECT(sl_date_picker(d, "Date", fixed, NULL, "soon", NULL) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT,
           "date picker: malformed min refused");
    uint64_t p = sl_date_picker(d, "Date", fixed, NULL, NULL, NULL);
    EXPECT(sl_date_picker_style(d, p, "calendar") == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "date picker style: unknown refused");
    EXPECT(sl_time_zone(d, p, "Europe/Paris") == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "time zone: a named zone refused");
    EXPECT(sl_time_zone(d, p, NULL) == 0 && sl_last_status() == SL_ERR_NULL_POINTER, "time zone: NULL refused");
    EXPECT(sl_date_picker(999999, "Date", fixed, NULL, NULL, NULL) == 0, "date picker: unknown document refused");

    sl_document_free(d);
    return report("test_pickers");
}
