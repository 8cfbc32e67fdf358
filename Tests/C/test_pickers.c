/*
 * ColorPicker from C against numbers recorded in Apple's SwiftUI on macOS 26 (github.com/iamcgn/swiftui-web
 * `colorpicker/basic` @fa7ccda; Tests/Fixtures/goldens/g5_colorpicker_basic_macos), and its error paths.
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

    sl_document_free(d);
    return report("test_pickers");
}
