/*
 * Engine benchmarks through the C API (issue: performance). Workloads in SwiftUI terms:
 *   W1  VStack(spacing: 0) in a 390-wide frame of N leaves, each .frame(height: 20), flexible width;
 *   W2  N nested .padding(1) around a 10×10 leaf;
 *   W3  VStack(spacing: 0) of R rows, each HStack(spacing: 0) { fixed 40×20, flexible (maxWidth: ∞,
 *       height 20), fixed 40×20 }.
 * Each is built with the constructors and, separately, parsed from one JSON document; then laid out.
 * Every run checks its frames (W1 leaf i at y = 20·i; W2 root (10 + 2N)²; W3 middle child 310 wide), so
 * a fast wrong answer fails. Reports the median and min–max in ns per node over REPS repetitions.
 *
 *   bench [N] [REPS] [W [nojson]]   default N = 10000, REPS = 7; W = W1, W2 or W3 runs only that
 *                                   workload ("all" runs all three); nojson skips the JSON build
 *
 * Ends with the process's peak resident set size (getrusage), which bench/memory.sh and
 * bench/callgrind.sh use.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>
#include "swiftlayout.h"

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

#define REPS_MAX 64
struct series { double v[REPS_MAX]; int n; };
static void add(struct series *s, double v) { if (s->n < REPS_MAX) s->v[s->n++] = v; }
static void report(const char *name, const char *phase, struct series *s, double nodes) {
    qsort(s->v, (size_t)s->n, sizeof(double), cmp);
    printf("%-4s %-14s %9.1f ns/node  (min %.1f, max %.1f)\n", name, phase, s->v[s->n / 2] / nodes, s->v[0] / nodes,
           s->v[s->n - 1] / nodes);
}

static int failures = 0;
static void check(int ok, const char *what) { if (!ok) { failures++; fprintf(stderr, "CHECK FAILED: %s (%s)\n", what, sl_last_error()); } }

static uint64_t build_w1(uint64_t d, int n) {
    uint64_t *kids = malloc(sizeof(uint64_t) * (size_t)n);
    for (int i = 0; i < n; i++) kids[i] = sl_frame(d, sl_rectangle(d), NAN, 20, SL_ALIGN_CENTER);
    uint64_t v = sl_frame(d, sl_vstack(d, SL_ALIGN_CENTER, 0, kids, (ptrdiff_t)n), 390, NAN, SL_ALIGN_TOP);
    free(kids);
    return v;
}

static uint64_t build_w2(uint64_t d, int n) {
    uint64_t v = sl_frame(d, sl_rectangle(d), 10, 10, SL_ALIGN_CENTER);
    for (int i = 0; i < n; i++) v = sl_padding(d, v, SL_EDGE_ALL, 1);
    return v;
}

static uint64_t build_w3(uint64_t d, int rows) {
    uint64_t *kids = malloc(sizeof(uint64_t) * (size_t)rows);
    for (int i = 0; i < rows; i++) {
        uint64_t cells[3] = { sl_frame(d, sl_rectangle(d), 40, 20, SL_ALIGN_CENTER),
                              sl_flex_frame(d, sl_frame(d, sl_rectangle(d), NAN, 20, SL_ALIGN_CENTER), NAN, NAN, INFINITY, NAN, NAN, NAN, SL_ALIGN_CENTER),
                              sl_frame(d, sl_rectangle(d), 40, 20, SL_ALIGN_CENTER) };
        kids[i] = sl_hstack(d, SL_ALIGN_CENTER, 0, cells, 3);
    }
    uint64_t v = sl_frame(d, sl_vstack(d, SL_ALIGN_CENTER, 0, kids, (ptrdiff_t)rows), 390, NAN, SL_ALIGN_TOP);
    free(kids);
    return v;
}

/* The same trees as JSON documents: a VStack(spacing: 0) of `n` copies of `item` in a 390-wide frame. */
static char *json_column(const char *item, int n) {
    const char *head = "{\"type\":\"VStack\",\"spacing\":0,\"children\":[";
    const char *tail = "],\"modifiers\":[{\"frame\":{\"width\":390,\"alignment\":\"top\"}}]}";
    size_t item_len = strlen(item);
    char *s = malloc(strlen(head) + (item_len + 1) * (size_t)n + strlen(tail) + 1), *p = s;
    p += sprintf(p, "%s", head);
    for (int i = 0; i < n; i++) { if (i) *p++ = ','; memcpy(p, item, item_len); p += item_len; }
    sprintf(p, "%s", tail);
    return s;
}

static char *json_w1(int n) {
    return json_column("{\"type\":\"Rectangle\",\"modifiers\":[{\"frame\":{\"height\":20}}]}", n);
}

static char *json_w3(int rows) {
    return json_column("{\"type\":\"HStack\",\"spacing\":0,\"children\":["
                       "{\"type\":\"Rectangle\",\"modifiers\":[{\"frame\":{\"width\":40,\"height\":20}}]},"
                       "{\"type\":\"Rectangle\",\"modifiers\":[{\"frame\":{\"height\":20}},{\"frame\":{\"maxWidth\":\"infinity\"}}]},"
                       "{\"type\":\"Rectangle\",\"modifiers\":[{\"frame\":{\"width\":40,\"height\":20}}]}]}", rows);
}

static void verify(const char *name, uint64_t l, int n) {
    ptrdiff_t count = 0;
    check(sl_layout_node_count(l, &count) == SL_OK, "node count");
    double *f = malloc(sizeof(double) * 4 * (size_t)count);
    check(sl_layout_copy_frames(l, f, count * 4, &count) == SL_OK, "copy frames");
    if (strcmp(name, "W1") == 0) {
        /* pre-order: frame, VStack, then per leaf: frame wrapper, Rectangle. Leaf i at y = 20·i. */
        int ok = 1;
        for (int i = 0; i < n; i += n / 10 + 1) ok &= fabs(f[4 * (2 + 2 * i) + 1] - 20.0 * i - f[4 * 1 + 1]) < 1e-6;
        check(ok, "W1 leaf i at y = 20·i");
    } else if (strcmp(name, "W2") == 0) {
        check(fabs(f[2] * f[3] - (10.0 + 2 * n) * (10.0 + 2 * n)) < 1e-6, "W2 root is (10 + 2N)²");
    } else {
        /* Row 0: HStack at 2, cells: frame(3) rect(4), flex(5) frame(6) rect(7), frame(8) rect(9). */
        check(fabs(f[4 * 5 + 2] - 310) < 1e-6, "W3 middle child 310 wide at 390");
    }
    free(f);
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 10000;
    int reps = argc > 2 ? atoi(argv[2]) : 7;
    const char *only = argc > 3 && strcmp(argv[3], "all") != 0 ? argv[3] : NULL;
    int use_json = !(argc > 4 && strcmp(argv[4], "nojson") == 0);
    if (reps > REPS_MAX) reps = REPS_MAX;
    if (reps < 1) reps = 1;
    uint64_t env = sl_env_new(390, 844, 3);
    printf("swiftlayout %s, N = %d, %d repetitions (medians, ns per node of the whole tree)\n", sl_version(), n, reps);
    const char *names[3] = { "W1", "W2", "W3" };
    for (int w = 0; w < 3; w++) {
        if (only && strcmp(only, names[w]) != 0) continue;
        struct series build = {{0}, 0}, parse = {{0}, 0}, first = {{0}, 0}, free_t = {{0}, 0};
        int size = w == 2 ? n / 5 : n;          /* W3: rows of 5 nodes each … */
        if (w == 1 && size > 9000) size = 9000; /* W2 deeper than the default depth limit 10000 is an error */
        double nodes = 0;
        char *doc_json = !use_json ? NULL : w == 0 ? json_w1(size) : w == 2 ? json_w3(size) : NULL;
        for (int r = 0; r < reps; r++) {
            uint64_t d = sl_document_new();
            double t0 = now();
            uint64_t root = w == 0 ? build_w1(d, size) : w == 1 ? build_w2(d, size) : build_w3(d, size);
            double t1 = now();
            uint64_t l = sl_layout(d, root, env);
            double t2 = now();
            check(l != 0, "layout");
            ptrdiff_t count = 0;
            check(sl_layout_node_count(l, &count) == SL_OK, "node count");
            nodes = (double)count;
            if (r == 0) verify(names[w], l, size);
            double t3 = now();
            sl_layout_free(l);
            sl_document_free(d);
            double t4 = now();
            add(&build, t1 - t0); add(&first, t2 - t1); add(&free_t, t4 - t3);
            if (doc_json) {
                uint64_t d2 = sl_document_new();
                double p0 = now();
                uint64_t root2 = sl_document_parse(d2, doc_json);
                double p1 = now();
                check(root2 != 0, "parse");
                add(&parse, p1 - p0);
                if (r == 0) { /* the parsed document lays out to the same checked frames */
                    uint64_t l2 = sl_layout(d2, root2, env);
                    check(l2 != 0, "layout of the JSON document");
                    if (l2) { verify(names[w], l2, size); sl_layout_free(l2); }
                }
                sl_document_free(d2);
            }
        }
        free(doc_json);
        printf("%s: %.0f nodes\n", names[w], nodes);
        report(names[w], "build (C API)", &build, nodes);
        if (parse.n) report(names[w], "build (JSON)", &parse, nodes);
        report(names[w], "first layout", &first, nodes);
        report(names[w], "free", &free_t, nodes);
    }
    sl_env_free(env);
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) == 0) printf("peak RSS %ld kB\n", ru.ru_maxrss);
    if (failures) { printf("%d checks failed\n", failures); return 1; }
    printf("all frame checks passed\n");
    return 0;
}
