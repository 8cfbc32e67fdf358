/*
 * Memory per node: what a layout of N nodes costs in resident memory, for the node budget (max_nodes) and its
 * documentation (docs/ERRORS.md). One workload per process (peak RSS is per process):
 *
 *   memory rect N   N leaves: rows of 10 × .frame(width: 10, height: 10) Rectangle in HStacks, in a VStack
 *   memory text N   the same with Text("word <i>") (distinct strings) in place of the rectangles
 *
 * Prints the node count and the growth of resident memory (/proc/self/statm) and of its peak (getrusage) per
 * node after each step: the document built (views), the layout (sl_layout: the pass, its measurements kept for
 * relayout, the frames), the structure read (sl_layout_json: the result's copy of the structure and the
 * JSON text, both alive), and everything freed. `make bench-memory` runs both at 1,000,000 leaves.
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#include "swiftlayout.h"

static double resident(void) {
    long size = 0, pages = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (!f || fscanf(f, "%ld %ld", &size, &pages) != 2) pages = 0;
    if (f) fclose(f);
    return (double)pages * (double)sysconf(_SC_PAGESIZE);
}

static double peak(void) {
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    return (double)usage.ru_maxrss * 1024.0;
}

int main(int argc, char **argv) {
    if (argc < 3 || (strcmp(argv[1], "rect") != 0 && strcmp(argv[1], "text") != 0)) {
        fprintf(stderr, "usage: memory rect|text LEAVES\n");
        return 2;
    }
    int text = strcmp(argv[1], "text") == 0;
    long leaves = atol(argv[2]), rows = (leaves + 9) / 10;
    uint64_t env = sl_env_new(390, 844, 3);
    if (sl_env_set(env, "max_nodes", 50000000) != SL_OK) { fprintf(stderr, "%s\n", sl_last_error()); return 1; }
    uint64_t d = sl_document_new();
    double r0 = resident(), p0 = peak();

    uint64_t *row_views = malloc(sizeof(uint64_t) * (size_t)rows);
    char word[32];
    for (long r = 0; r < rows; r++) {
        uint64_t kids[10];
        for (int k = 0; k < 10; k++) {
            uint64_t leaf;
            if (text) {
                snprintf(word, sizeof word, "word %ld", r * 10 + k);
                leaf = sl_text(d, word);
            } else {
                leaf = sl_rectangle(d);
            }
            kids[k] = sl_frame(d, leaf, 10, 10, SL_ALIGN_CENTER);
        }
        row_views[r] = sl_hstack(d, SL_ALIGN_CENTER, NAN, kids, 10);
    }
    uint64_t root = sl_vstack(d, SL_ALIGN_CENTER, NAN, row_views, rows);
    free(row_views);
    double r1 = resident(), p1 = peak();

    uint64_t l = sl_layout(d, root, env);
    if (l == 0) { fprintf(stderr, "layout: %s\n", sl_last_error()); return 1; }
    ptrdiff_t nodes = 0;
    if (sl_layout_node_count(l, &nodes) != SL_OK) return 1;
    double r2 = resident(), p2 = peak();

    char *json = sl_layout_json(l);
    if (!json) { fprintf(stderr, "json: %s\n", sl_last_error()); return 1; }
    size_t json_bytes = strlen(json);
    double r3 = resident(), p3 = peak();
    sl_string_free(json);
    sl_layout_free(l);
    sl_document_free(d);
    double r4 = resident();

    double n = (double)nodes;
    printf("%s: %ld leaves, %td nodes (%.1f MB resident before)\n", argv[1], leaves, nodes, r0 / 1e6);
    printf("  document    %6.0f bytes/node resident, %6.0f peak\n", (r1 - r0) / n, (p1 - p0) / n);
    printf("  layout      %6.0f bytes/node resident, %6.0f peak\n", (r2 - r1) / n, (p2 - p1) / n);
    printf("  json        %6.0f bytes/node resident, %6.0f peak (the text: %.0f bytes/node)\n", (r3 - r2) / n, (p3 - p2) / n,
           (double)json_bytes / n);
    printf("  total       %6.0f bytes/node resident, %6.0f peak; without json %.0f peak\n", (r3 - r0) / n, (p3 - p0) / n,
           (p2 - p0) / n);
    printf("  freed       %.1f MB resident after (%.1f MB before)\n", r4 / 1e6, r0 / 1e6);
    sl_env_free(env);
    return 0;
}
