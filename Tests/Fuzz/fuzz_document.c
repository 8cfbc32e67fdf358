/*
 * libFuzzer target: the JSON document entry point. Each input is a document; it is parsed, and if it
 * parses, laid out on two screens and read back (frames, dump, JSON, spacing). Any crash, hang or
 * sanitizer report is a finding. Built by `make fuzz` against an instrumented libswiftlayout.so.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "swiftlayout.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = 0;
    uint64_t d = sl_document_new();
    uint64_t root = sl_document_parse(d, text);
    if (root) {
        const char *devices[2] = { "iPhone 15 Pro", "window" };
        for (int k = 0; k < 2; k++) {
            uint64_t env = sl_env_new_device(devices[k]);
            uint64_t l = sl_layout(d, root, env);
            if (l) {
                ptrdiff_t count = 0;
                if (sl_layout_node_count(l, &count) == SL_OK && count > 0) {
                    double *frames = malloc(sizeof(double) * 4 * (size_t)count);
                    if (frames && sl_layout_copy_frames(l, frames, count * 4, &count) == SL_OK) {
                        for (ptrdiff_t i = 0; i < 4 * count; i++)
                            if (frames[i] != frames[i] || frames[i] > 1e308 || frames[i] < -1e308) abort(); /* NaN or ∞ */
                    }
                    free(frames);
                    sl_string_free(sl_layout_dump(l));
                    sl_string_free(sl_layout_json(l));
                    sl_string_free(sl_layout_node_spacing(l, count - 1));
                }
                sl_layout_free(l);
            }
            sl_env_free(env);
        }
    }
    sl_document_free(d);
    free(text);
    return 0;
}
