/* The checks shared by the C test programs: EXPECT counts passes and failures and prints the failing line
 * with sl_last_error(); frame() reads the frame of the node named `id`. Each program prints
 * "N passed, N failed" and exits non-zero on a failure. */
#ifndef SL_TEST_CHECK_H
#define SL_TEST_CHECK_H
#include <stdio.h>
#include "swiftlayout.h"

static int passed = 0, failed = 0;
#define EXPECT(cond, what) do { \
    if (cond) { passed++; } else { failed++; printf("FAIL line %d: %s (last error: %s)\n", __LINE__, what, sl_last_error()); } \
} while (0)

static int frame(uint64_t layout, const char *id, double out[4]) {
    ptrdiff_t index;
    return sl_layout_find(layout, id, &index) == SL_OK && sl_layout_frame(layout, index, &out[0], &out[1], &out[2], &out[3]) == SL_OK;
}

/* A window of w x h points at @2x on the macOS 26 profile (0 if the profile is unknown). */
static inline uint64_t mac_window(double w, double h) {
    uint64_t env = sl_env_new(w, h, 2);
    if (sl_env_set_string(env, "platform", "macOS 26") != SL_OK) return 0;
    return env;
}

/* The program's last line and exit status: "name: N passed, N failed", non-zero on a failure. */
static inline int report(const char *name) {
    printf("%s: %d passed, %d failed\n", name, passed, failed);
    return failed != 0;
}

#endif
