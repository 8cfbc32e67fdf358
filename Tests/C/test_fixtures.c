/* The golden fixtures (Tests/Fixtures/goldens: frames recorded from Apple's SwiftUI) through the C API: each
 * fixture's document is parsed with sl_document_parse, laid out in its environment (screen, scale, safe area,
 * platform profile) and every expected frame compared within the fixture's tolerance. A fixture marked as an
 * expected failure must still fail (strict, like the Swift and Python runs of the same files).
 * scripts/fixtures-for-c.py writes the manifest this reads: `test_fixtures DIR` (DIR/manifest.txt). */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

static char *read_file(const char *path) {
    FILE *f = fopen(path, "rb");
    long size;
    char *text;
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    size = ftell(f);
    fseek(f, 0, SEEK_SET);
    text = malloc((size_t)size + 1);
    if (text && fread(text, 1, (size_t)size, f) != (size_t)size) { free(text); text = NULL; }
    if (text) text[size] = 0;
    fclose(f);
    return text;
}

/* Lays one manifest line out; returns 1 if it came out as expected (every frame matches, or for an expected
 * failure, some frame does not), 0 if not. */
static int run_fixture(const char *dir, char *line, char *name, size_t name_size) {
    char *frames = strchr(line, '|'), platform[64] = "", path[4096], *doc_text, *item, *save = NULL;
    double w, h, scale, top, leading, bottom, trailing, tolerance;
    int xfail, consumed = 0, ok = 1;
    uint64_t d, env, root, layout;
    if (!frames) return 0;
    *frames++ = 0;
    if (sscanf(line, "%255s %d %lf %lf %lf %lf %lf %lf %lf %lf %n", name, &xfail, &w, &h, &scale, &top, &leading,
               &bottom, &trailing, &tolerance, &consumed) < 10) return 0;
    (void)name_size;
    snprintf(platform, sizeof platform, "%s", line + consumed);
    snprintf(path, sizeof path, "%s/%s.doc.json", dir, name);
    if (!(doc_text = read_file(path))) return 0;
    d = sl_document_new();
    env = sl_env_new(w, h, scale);
    if (sl_env_set_safe_area(env, top, leading, bottom, trailing) != SL_OK
        || sl_env_set_string(env, "platform", platform) != SL_OK) ok = 0;
    root = ok ? sl_document_parse(d, doc_text) : 0;
    layout = root ? sl_layout(d, root, env) : 0;
    if (!layout) ok = 0;
    for (item = strtok_r(frames, "|", &save); ok && item; item = strtok_r(NULL, "|", &save)) {
        char id[256];
        double e[4], got[4];
        int k;
        if (sscanf(item, "%255s %lf %lf %lf %lf", id, &e[0], &e[1], &e[2], &e[3]) != 5 || !frame(layout, id, got)) { ok = 0; break; }
        for (k = 0; k < 4; k++) if (!isfinite(got[k]) || fabs(got[k] - e[k]) > tolerance) ok = 0;
    }
    sl_layout_free(layout);
    sl_env_free(env);
    sl_document_free(d);
    free(doc_text);
    return xfail ? !ok : ok;
}

int main(int argc, char **argv) {
    char path[4096], *manifest, *line, *save = NULL;
    int fixtures = 0;
    if (argc < 2) { fprintf(stderr, "usage: test_fixtures DIR\n"); return 2; }
    snprintf(path, sizeof path, "%s/manifest.txt", argv[1]);
    if (!(manifest = read_file(path))) { fprintf(stderr, "no %s\n", path); return 2; }
    for (line = strtok_r(manifest, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        char name[256] = "", copy[65536];
        snprintf(copy, sizeof copy, "%s", line);
        EXPECT(run_fixture(argv[1], copy, name, sizeof name), name);
        fixtures++;
    }
    free(manifest);
    EXPECT(fixtures > 50, "the manifest lists the fixtures");
    return report("test_fixtures");
}
