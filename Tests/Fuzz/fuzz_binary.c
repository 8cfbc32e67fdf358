/*
 * libFuzzer target: the binary document entry point (docs/FORMAT.md, "Binary documents"). Each input is a
 * document; it is parsed, and if it parses, laid out and read back (frames, dump). Any crash, hang or
 * sanitizer report is a finding; every frame must be finite. Built by `make fuzz` against an instrumented
 * libswiftlayout.so; seeds in Tests/Fuzz/corpus/binary.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include "swiftlayout.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    uint64_t d = sl_document_new();
    uint64_t root = sl_document_parse_binary(d, data, (ptrdiff_t)size);
    if (root) {
        uint64_t env = sl_env_new_device("iPhone 15 Pro");
        uint64_t l = sl_layout(d, root, env);
        if (l) {
            ptrdiff_t count = 0;
            if (sl_layout_node_count(l, &count) == SL_OK && count > 0) {
                double *frames = malloc(sizeof(double) * 4 * (size_t)count);
                if (frames && sl_layout_copy_frames(l, frames, count * 4, &count) == SL_OK) {
                    /* NaN or ∞ (any finite value is fine: a frame 1.35e308 wide is what the document asked) */
                    for (ptrdiff_t i = 0; i < 4 * count; i++)
                        if (!isfinite(frames[i])) abort();
                }
                free(frames);
                sl_string_free(sl_layout_dump(l));
            }
            sl_layout_free(l);
        }
        sl_env_free(env);
    }
    sl_document_free(d);
    return 0;
}
