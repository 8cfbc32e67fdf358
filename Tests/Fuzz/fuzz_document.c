/*
 * libFuzzer target: the JSON document entry point. Each input is a document; it is parsed, and if it
 * parses, laid out on two screens and read back (read_back.h: frames, dump, JSON, spacing). Any crash,
 * hang or sanitizer report is a finding; every frame must be finite. Built by `make fuzz` against an
 * instrumented libswiftlayout.so.
 */
#include <string.h>
#include "read_back.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = 0;
    uint64_t d = sl_document_new();
    uint64_t root = sl_document_parse(d, text);
    if (root) {
        lay_out_and_read_back(d, root, "iPhone 15 Pro");
        lay_out_and_read_back(d, root, "window");
    }
    sl_document_free(d);
    free(text);
    return 0;
}
