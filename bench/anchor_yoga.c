/*
 * The Yoga anchor of bench.c: Meta's Yoga (C++), driven through its C API, measured in the same process
 * and the same repetitions as our engine. No Yoga source is vendored: the `yoga-python` wheel that
 * `make bench` installs into its benchmark venv links Yoga in and exports the C API (YGNodeNew, …), so
 * the harness dlopens that extension module. It references libpython's symbols, which is why libpython
 * is loaded first (RTLD_GLOBAL); the interpreter is never started and no Python code runs.
 *
 *   SL_BENCH_YOGA=…/yoga.cpython-312-x86_64-linux-gnu.so SL_BENCH_LIBPYTHON=…/libpython3.12.so bench …
 *
 * The prototypes below are Yoga's public C API (yoga/YGNode.h, YGNodeStyle.h, YGNodeLayout.h); enums
 * are passed as int (YGFlexDirectionColumn 0, Row 2; YGEdgeAll 8; YGDirectionLTR 1).
 */
#include <dlfcn.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "anchor_yoga.h"

typedef void *YGNodeRef;
static struct {
    YGNodeRef (*new_node)(void);
    void (*free_recursive)(YGNodeRef);
    void (*insert_child)(YGNodeRef, YGNodeRef, size_t);
    YGNodeRef (*get_child)(YGNodeRef, size_t);
    void (*calculate)(YGNodeRef, float, float, int);
    void (*set_flex_direction)(YGNodeRef, int);
    void (*set_width)(YGNodeRef, float);
    void (*set_height)(YGNodeRef, float);
    void (*set_flex_grow)(YGNodeRef, float);
    void (*set_padding)(YGNodeRef, int, float);
    float (*get_left)(YGNodeRef);
    float (*get_top)(YGNodeRef);
    float (*get_width)(YGNodeRef);
    float (*get_height)(YGNodeRef);
} yg;

enum { COLUMN = 0, ROW = 2, EDGE_ALL = 8, LTR = 1 };

const char *yoga_load(void) {
    static char why[512];
    const char *python = getenv("SL_BENCH_LIBPYTHON"), *module = getenv("SL_BENCH_YOGA");
    if (!module || !*module) return "SL_BENCH_YOGA is not set";
    if (python && *python && !dlopen(python, RTLD_NOW | RTLD_GLOBAL)) {
        snprintf(why, sizeof why, "cannot load %s: %s", python, dlerror());
        return why;
    }
    void *lib = dlopen(module, RTLD_NOW | RTLD_LOCAL);
    if (!lib) { snprintf(why, sizeof why, "cannot load %s: %s", module, dlerror()); return why; }
#define SYM(field, name) do { \
        *(void **)&yg.field = dlsym(lib, name); \
        if (!yg.field) { snprintf(why, sizeof why, "%s does not export %s", module, name); return why; } \
    } while (0)
    SYM(new_node, "YGNodeNew");
    SYM(free_recursive, "YGNodeFreeRecursive");
    SYM(insert_child, "YGNodeInsertChild");
    SYM(get_child, "YGNodeGetChild");
    SYM(calculate, "YGNodeCalculateLayout");
    SYM(set_flex_direction, "YGNodeStyleSetFlexDirection");
    SYM(set_width, "YGNodeStyleSetWidth");
    SYM(set_height, "YGNodeStyleSetHeight");
    SYM(set_flex_grow, "YGNodeStyleSetFlexGrow");
    SYM(set_padding, "YGNodeStyleSetPadding");
    SYM(get_left, "YGNodeLayoutGetLeft");
    SYM(get_top, "YGNodeLayoutGetTop");
    SYM(get_width, "YGNodeLayoutGetWidth");
    SYM(get_height, "YGNodeLayoutGetHeight");
#undef SYM
    return NULL;
}

/* W1: a column 390 wide of n leaves 20 high (width stretches: align-items defaults to stretch). */
static YGNodeRef w1(int n) {
    YGNodeRef root = yg.new_node();
    yg.set_flex_direction(root, COLUMN);
    yg.set_width(root, 390);
    for (int i = 0; i < n; i++) {
        YGNodeRef leaf = yg.new_node();
        yg.set_height(leaf, 20);
        yg.insert_child(root, leaf, (size_t)i);
    }
    return root;
}

/* W2: n nested nodes with padding 1 around a 10×10 leaf. */
static YGNodeRef w2(int n) {
    YGNodeRef node = yg.new_node();
    yg.set_width(node, 10);
    yg.set_height(node, 10);
    for (int i = 0; i < n; i++) {
        YGNodeRef outer = yg.new_node();
        yg.set_padding(outer, EDGE_ALL, 1);
        yg.insert_child(outer, node, 0);
        node = outer;
    }
    return node;
}

/* W3: a column (390 wide unless `width` is NAN) of rows: 40×20, flex-grow 1 × 20, 40×20. */
static YGNodeRef w3(int rows, float width) {
    YGNodeRef root = yg.new_node();
    yg.set_flex_direction(root, COLUMN);
    if (!isnan(width)) yg.set_width(root, width);
    for (int r = 0; r < rows; r++) {
        YGNodeRef row = yg.new_node();
        yg.set_flex_direction(row, ROW);
        YGNodeRef a = yg.new_node(), m = yg.new_node(), b = yg.new_node();
        yg.set_width(a, 40); yg.set_height(a, 20);
        yg.set_flex_grow(m, 1); yg.set_height(m, 20);
        yg.set_width(b, 40); yg.set_height(b, 20);
        yg.insert_child(row, a, 0); yg.insert_child(row, m, 1); yg.insert_child(row, b, 2);
        yg.insert_child(root, row, (size_t)r);
    }
    return root;
}

int yoga_run(int workload, int size, double *build_ns, double *layout_ns, double *free_ns, int *nodes) {
    double t0 = bench_now();
    YGNodeRef root = workload == 1 ? w1(size) : workload == 2 ? w2(size) : w3(size, 390);
    double t1 = bench_now();
    yg.calculate(root, NAN, NAN, LTR);
    double t2 = bench_now();
    int ok;
    if (workload == 1) {
        ok = 1;
        for (int i = 0; i < size; i += size / 10 + 1) ok &= yg.get_top(yg.get_child(root, (size_t)i)) == 20.0f * (float)i;
        *nodes = size + 1;
    } else if (workload == 2) {
        ok = yg.get_width(root) == 10.0f + 2.0f * (float)size && yg.get_height(root) == 10.0f + 2.0f * (float)size;
        *nodes = size + 1;
    } else {
        ok = yg.get_width(yg.get_child(yg.get_child(root, 0), 1)) == 310.0f;
        *nodes = 1 + 4 * size;
    }
    double t3 = bench_now();
    yg.free_recursive(root);
    double t4 = bench_now();
    *build_ns = t1 - t0; *layout_ns = t2 - t1; *free_ns = t4 - t3;
    return ok;
}

struct yoga_w4 { YGNodeRef root, leaf, middle; int rows; };

struct yoga_w4 *yoga_w4_new(int rows, int *nodes) {
    struct yoga_w4 *w = malloc(sizeof *w);
    w->root = w3(rows, 390);
    w->rows = rows;
    YGNodeRef row = yg.get_child(w->root, (size_t)(rows / 2));
    w->leaf = yg.get_child(row, 0);
    w->middle = yg.get_child(row, 1);
    yg.calculate(w->root, NAN, NAN, LTR);
    *nodes = 1 + 4 * rows;
    return w;
}

/* One W4 step: kind 'a' sets the root width (390 or 414), 'b' changes nothing, 'c' sets the middle row's
 * first leaf width (40 or 41); then lays out. Returns 1 if the middle row's flexible child has the width
 * SwiftUI's rules give (root − 80, or 390 − 41 − 40 = 309). */
int yoga_w4_step(struct yoga_w4 *w, char kind, int flip, double *ns) {
    double t0 = bench_now();
    if (kind == 'a') yg.set_width(w->root, flip ? 414 : 390);
    if (kind == 'c') yg.set_width(w->leaf, flip ? 41 : 40);
    yg.calculate(w->root, NAN, NAN, LTR);
    *ns = bench_now() - t0;
    float expected = kind == 'a' ? (flip ? 334.0f : 310.0f) : kind == 'c' ? (flip ? 309.0f : 310.0f) : yg.get_width(w->middle);
    return yg.get_width(w->middle) == expected;
}

void yoga_w4_free(struct yoga_w4 *w) {
    yg.free_recursive(w->root);
    free(w);
}
