/*
 * libFuzzer target: the binary document entry point (docs/FORMAT.md, "Binary documents"). Each input is a
 * document; it is parsed, and if it parses, laid out and read back (read_back.h: frames, dump, JSON,
 * spacing). Any crash, hang or sanitizer report is a finding; every frame must be finite. Built by
 * `make fuzz` against an instrumented libswiftlayout.so; seeds in Tests/Fuzz/corpus/binary.
 */
#include "read_back.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    uint64_t d = sl_document_new();
    uint64_t root = sl_document_parse_binary(d, data, (ptrdiff_t)size);
    if (root) lay_out_and_read_back(d, root, "iPhone 15 Pro");
    sl_document_free(d);
    return 0;
}
