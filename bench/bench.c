/*
 * Engine benchmarks through the C API (issue: performance). Workloads in SwiftUI terms:
 *   W1  VStack(spacing: 0) in a 390-wide frame of N leaves, each .frame(height: 20), flexible width;
 *   W2  N nested .padding(1) around a 10×10 leaf;
 *   W3  VStack(spacing: 0) of R rows, each HStack(spacing: 0) { fixed 40×20, flexible (maxWidth: ∞,
 *       height 20), fixed 40×20 }.
 *   W4  the W3 tree (without the outer frame, so the screen is its width) laid out again (a) after the
 *       screen width changes 390 ↔ 414, (b) with nothing changed, (c) after the middle row's first leaf
 *       changes width 40 ↔ 41 (sl_layout_replace).
 * Each is built with the constructors and, separately, parsed from one JSON document; then laid out.
 * Every run checks its frames (W1 leaf i at y = 20·i; W2 root (10 + 2N)²; W3 middle child 310 wide; W4
 * the middle row's flexible child 310/334/309 wide), so a fast wrong answer fails. Reports the median and
 * min–max in ns per node over REPS repetitions. W2 is N/10 deep (1,000 at the default N, as the issue's
 * anchors), W3 has N/5 rows.
 *
 * If SL_BENCH_YOGA names the yoga-python extension module (see anchor_yoga.c), Yoga runs the same
 * workloads interleaved with ours in the same repetitions, and each line ends with the ratio of the
 * whole workload's time, ours / Yoga (the trees differ in node count: SwiftUI's modifiers are nodes).
 *
 *   bench [N] [REPS] [W [nojson]]   default N = 10000, REPS = 7; W = W1, W2, W3 or W4 runs only that
 *                                   workload ("all" runs all four); nojson skips the JSON build
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
#include "anchor_yoga.h"

double bench_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}
#define now bench_now

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

#define REPS_MAX 64
struct series { double v[REPS_MAX]; int n; };
static void add(struct series *s, double v) { if (s->n < REPS_MAX) s->v[s->n++] = v; }
static double median(struct series *s) {
    qsort(s->v, (size_t)s->n, sizeof(double), cmp);
    return s->n ? s->v[s->n / 2] : 0;
}
static void report(const char *name, const char *phase, struct series *s, double nodes) {
    double m = median(s);
    printf("%-4s %-22s %9.1f ns/node  (min %.1f, max %.1f)\n", name, phase, m / nodes, s->v[0] / nodes,
           s->v[s->n - 1] / nodes);
}
/* Ours against Yoga: both per node (each its own tree) and the ratio of whole-workload medians. */
static void compare(const char *name, const char *phase, struct series *ours, double nodes, struct series *yoga,
                    double yoga_nodes) {
    double m = median(ours), y = median(yoga);
    printf("%-4s %-22s %9.1f ns/node  (min %.1f, max %.1f)", name, phase, m / nodes, ours->v[0] / nodes,
           ours->v[ours->n - 1] / nodes);
    if (yoga->n) printf("   Yoga %8.1f ns/node   ours/Yoga %.2f", y / yoga_nodes, y > 0 ? m / y : 0);
    printf("\n");
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

/* W3's stack of rows; the middle row's first leaf is named "a" and its flexible child "m" (W4). */
static uint64_t w3_stack(uint64_t d, int rows) {
    uint64_t *kids = malloc(sizeof(uint64_t) * (size_t)rows);
    for (int i = 0; i < rows; i++) {
        uint64_t cells[3] = { sl_frame(d, sl_rectangle(d), 40, 20, SL_ALIGN_CENTER),
                              sl_flex_frame(d, sl_frame(d, sl_rectangle(d), NAN, 20, SL_ALIGN_CENTER), NAN, NAN, INFINITY, NAN, NAN, NAN, SL_ALIGN_CENTER),
                              sl_frame(d, sl_rectangle(d), 40, 20, SL_ALIGN_CENTER) };
        if (i == rows / 2) { cells[0] = sl_id(d, cells[0], "a"); cells[1] = sl_id(d, cells[1], "m"); }
        kids[i] = sl_hstack(d, SL_ALIGN_CENTER, 0, cells, 3);
    }
    uint64_t v = sl_vstack(d, SL_ALIGN_CENTER, 0, kids, (ptrdiff_t)rows);
    free(kids);
    return v;
}

static uint64_t build_w3(uint64_t d, int rows) {
    return sl_frame(d, w3_stack(d, rows), 390, NAN, SL_ALIGN_TOP);
}

/* The width of W4's flexible child "m". */
static double middle_width(uint64_t l) {
    ptrdiff_t i = 0;
    double x, y, w = -1, h;
    if (sl_layout_find(l, "m", &i) != SL_OK || sl_layout_frame(l, i, &x, &y, &w, &h) != SL_OK) return -1;
    return w;
}

/* W4: relayout of the W3 tree, ours and (if loaded) Yoga's, interleaved step by step. */
static void run_w4(int rows, int steps, int yoga) {
    uint64_t d = sl_document_new();
    uint64_t narrow = sl_env_new(390, 844, 3), wide = sl_env_new(414, 844, 3);
    uint64_t l = sl_layout(d, w3_stack(d, rows), narrow);
    check(l != 0, "W4 layout");
    uint64_t leaf40 = sl_id(d, sl_frame(d, sl_rectangle(d), 40, 20, SL_ALIGN_CENTER), "a");
    uint64_t leaf41 = sl_id(d, sl_frame(d, sl_rectangle(d), 41, 20, SL_ALIGN_CENTER), "a");
    ptrdiff_t count = 0;
    check(sl_layout_node_count(l, &count) == SL_OK, "W4 node count");
    int yoga_nodes = 1;
    struct yoga_w4 *y = yoga ? yoga_w4_new(rows, &yoga_nodes) : NULL;
    const char *what[3] = { "relayout, width 390↔414", "relayout, nothing", "relayout, one leaf" };
    for (int k = 0; k < 3; k++) {
        char kind = (char)('a' + k);
        struct series ours = {{0}, 0}, theirs = {{0}, 0};
        for (int r = 0; r < steps; r++) {
            int flip = r % 2 == 0;
            double t0 = now();
            int status = kind == 'a' ? sl_layout_relayout(l, flip ? wide : narrow, NULL)
                       : kind == 'b' ? sl_layout_relayout(l, 0, NULL)
                       : sl_layout_replace(l, "a", d, flip ? leaf41 : leaf40);
            add(&ours, now() - t0);
            check(status == SL_OK, "W4 relayout");
            double expected = kind == 'a' ? (flip ? 334 : 310) : kind == 'c' ? (flip ? 309 : 310) : 310;
            check(middle_width(l) == expected, "W4 middle child width (414 − 80, 390 − 80 or 390 − 81)");
            if (y) {
                double ns;
                check(yoga_w4_step(y, kind, flip, &ns), "Yoga W4 frames");
                add(&theirs, ns);
            }
        }
        compare("W4", what[k], &ours, (double)count, &theirs, yoga_nodes);
        if (kind == 'b') printf("     nothing changed, in total: ours %.0f ns for %ld nodes\n", median(&ours), (long)count);
    }
    if (y) yoga_w4_free(y);
    sl_layout_free(l);
    sl_env_free(narrow);
    sl_env_free(wide);
    sl_document_free(d);
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

/* The same trees as binary documents (docs/FORMAT.md, "Binary documents"): post-order records. */
struct bytes { unsigned char *p; size_t n; };
static void put(struct bytes *b, const void *data, size_t n) { memcpy(b->p + b->n, data, n); b->n += n; }
static void put_u8(struct bytes *b, unsigned v) { unsigned char c = (unsigned char)v; put(b, &c, 1); }
static void put_f64(struct bytes *b, double v) { put(b, &v, 8); }  /* little-endian hosts only */
static void put_u32(struct bytes *b, uint32_t v) { put(b, &v, 4); }
static void put_frame(struct bytes *b, double w, double h) {  /* NaN: not given; alignment center */
    put_u8(b, 0x20); put_u8(b, (w == w ? 1 : 0) | (h == h ? 2 : 0)); put_u8(b, 0);
    if (w == w) put_f64(b, w);
    if (h == h) put_f64(b, h);
}
static struct bytes binary_column(int w, int n) {
    struct bytes b = { malloc(64 + (size_t)n * 80), 0 };
    put(&b, "SLB\x01", 4);
    for (int i = 0; i < n; i++) {
        if (w == 0) { put_u8(&b, 0x01); put_frame(&b, NAN, 20); continue; }
        put_u8(&b, 0x01); put_frame(&b, 40, 20);
        put_u8(&b, 0x01); put_frame(&b, NAN, 20);
        put_u8(&b, 0x21); put_u8(&b, 4); put_u8(&b, 0); put_f64(&b, INFINITY);  /* frame(maxWidth: .infinity) */
        put_u8(&b, 0x01); put_frame(&b, 40, 20);
        put_u8(&b, 0x11); put_u8(&b, 0); put_u8(&b, 1); put_f64(&b, 0); put_u32(&b, 3);  /* HStack(spacing: 0) */
    }
    put_u8(&b, 0x10); put_u8(&b, 0); put_u8(&b, 1); put_f64(&b, 0); put_u32(&b, (uint32_t)n);  /* VStack(spacing: 0) */
    put_u8(&b, 0x20); put_u8(&b, 1); put_u8(&b, 2); put_f64(&b, 390);  /* frame(width: 390, alignment: .top) */
    return b;
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
    if (n < 10) n = 10;
    const char *yoga_why = getenv("SL_BENCH_YOGA") ? yoga_load() : "SL_BENCH_YOGA not set";
    int yoga = yoga_why == NULL;
    /* SL_BENCH_YOGA_ONLY=1 runs only Yoga's side (bench/callgrind.sh counts its instructions apart). */
    const char *yoga_only = getenv("SL_BENCH_YOGA_ONLY");
    int ours = !(yoga_only && strcmp(yoga_only, "1") == 0 && yoga);
    uint64_t env = sl_env_new(390, 844, 3);
    printf("swiftlayout %s, N = %d, %d repetitions (medians, ns per node of the whole tree)\n", sl_version(), n, reps);
    printf("Yoga anchor: %s\n", yoga ? getenv("SL_BENCH_YOGA") : yoga_why);
    const char *names[3] = { "W1", "W2", "W3" };
    for (int w = 0; w < 3; w++) {
        if (only && strcmp(only, names[w]) != 0) continue;
        struct series build = {{0}, 0}, parse = {{0}, 0}, parse_bin = {{0}, 0}, first = {{0}, 0}, free_t = {{0}, 0};
        struct series ybuild = {{0}, 0}, yfirst = {{0}, 0}, yfree = {{0}, 0}, both = {{0}, 0}, yboth = {{0}, 0};
        int size = w == 2 ? n / 5 : w == 1 ? n / 10 : n;  /* W3: rows of 5 nodes; W2: N/10 deep */
        double nodes = 0;
        int yoga_nodes = 1;
        char *doc_json = !use_json ? NULL : w == 0 ? json_w1(size) : w == 2 ? json_w3(size) : NULL;
        struct bytes doc_bin = doc_json ? binary_column(w, size) : (struct bytes){ NULL, 0 };
        for (int r = 0; r < reps; r++) {
            if (!ours) {
                double b, f, x;
                check(yoga_run(w + 1, size, &b, &f, &x, &yoga_nodes), "Yoga frames");
                continue;
            }
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
            add(&build, t1 - t0); add(&first, t2 - t1); add(&free_t, t4 - t3); add(&both, t2 - t0);
            if (yoga) {
                double b, f, x;
                check(yoga_run(w + 1, size, &b, &f, &x, &yoga_nodes), "Yoga frames");
                add(&ybuild, b); add(&yfirst, f); add(&yfree, x); add(&yboth, b + f);
            }
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
                uint64_t d3 = sl_document_new();
                p0 = now();
                uint64_t root3 = sl_document_parse_binary(d3, doc_bin.p, (ptrdiff_t)doc_bin.n);
                p1 = now();
                check(root3 != 0, "binary parse");
                add(&parse_bin, p1 - p0);
                if (r == 0) {
                    uint64_t l3 = sl_layout(d3, root3, env);
                    check(l3 != 0, "layout of the binary document");
                    if (l3) { verify(names[w], l3, size); sl_layout_free(l3); }
                }
                sl_document_free(d3);
            }
        }
        free(doc_json);
        free(doc_bin.p);
        if (!ours) { printf("%s: %d nodes (Yoga only)\n", names[w], yoga_nodes); continue; }
        printf("%s: %.0f nodes%s", names[w], nodes, yoga ? "" : "\n");
        if (yoga) printf(" (Yoga: %d nodes)\n", yoga_nodes);
        compare(names[w], "build (C API)", &build, nodes, &ybuild, yoga_nodes);
        if (parse.n) report(names[w], "build (JSON)", &parse, nodes);
        if (parse_bin.n) report(names[w], "build (binary document)", &parse_bin, nodes);
        /* SL_BENCH_GUARD=1 (make bench-guard): the binary document's target, 300 ns per node, is a failure. */
        if (parse_bin.n && getenv("SL_BENCH_GUARD") && median(&parse_bin) / nodes > 300) {
            printf("GUARD: %s build from a binary document %.0f ns/node is above 300\n", names[w],
                   median(&parse_bin) / nodes);
            failures++;
        }
        compare(names[w], "first layout", &first, nodes, &yfirst, yoga_nodes);
        compare(names[w], "build + first layout", &both, nodes, &yboth, yoga_nodes);
        compare(names[w], "free", &free_t, nodes, &yfree, yoga_nodes);
    }
    if (ours && (!only || strcmp(only, "W4") == 0)) run_w4(n / 5, reps < 10 ? 20 : 2 * reps, yoga);
    sl_env_free(env);
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) == 0) printf("peak RSS %ld kB\n", ru.ru_maxrss);
    if (failures) { printf("%d checks failed\n", failures); return 1; }
    printf("all frame checks passed\n");
    return 0;
}
