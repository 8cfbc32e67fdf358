/*
 * What both document fuzzers do with a parsed document: lay it out on a device and read every frame back
 * (each must be finite: any finite value is fine, a frame 1.35e308 wide is what a document may ask; NaN or
 * ∞ is a finding), and the dump, the JSON and the last node's spacing.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include "swiftlayout.h"

static void read_back(uint64_t l) {
    ptrdiff_t count = 0;
    if (sl_layout_node_count(l, &count) != SL_OK || count <= 0) return;
    double *frames = malloc(sizeof(double) * 4 * (size_t)count);
    if (frames && sl_layout_copy_frames(l, frames, count * 4, &count) == SL_OK) {
        for (ptrdiff_t i = 0; i < 4 * count; i++)
            if (!isfinite(frames[i])) abort();
    }
    free(frames);
    sl_string_free(sl_layout_dump(l));
    sl_string_free(sl_layout_json(l));
    sl_string_free(sl_layout_node_spacing(l, count - 1));
}

static void lay_out_and_read_back(uint64_t d, uint64_t root, const char *device) {
    uint64_t env = sl_env_new_device(device);
    uint64_t l = sl_layout(d, root, env);
    if (l) {
        read_back(l);
        sl_layout_free(l);
    }
    sl_env_free(env);
}
