/*
 * Error paths of the C ABI: every status code is reachable, every failure leaves a message, and the
 * engine stays usable afterwards. Also: separate documents used from separate threads at once.
 * Prints "N passed, N failed" and exits non-zero on any failure.
 */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "swiftlayout.h"

static int passed = 0, failed = 0;

/* How deep the deepest tests nest: the documented limit, 100,000 levels, unless SWIFTLAYOUT_TEST_DEPTH
 * says less (make test-tsan: ThreadSanitizer's own per-thread call stack holds about 64,000 calls, which
 * 100,000 levels of recursion overrun; a limit of the tool, not of the engine). */
static int test_depth(void) {
    const char *text = getenv("SWIFTLAYOUT_TEST_DEPTH");
    int n = text ? atoi(text) : 100000;
    return n >= 10 && n < 100000 ? n : 100000;
}

#define EXPECT(cond, what) do { \
    if (cond) { passed++; } else { failed++; printf("FAIL line %d: %s (last error: %s)\n", __LINE__, what, sl_last_error()); } \
} while (0)

/* The call just made failed with `status` and left a non-empty message. */
#define EXPECT_FAILED(status, what) do { \
    EXPECT(sl_last_status() == (status), what); \
    EXPECT(strlen(sl_last_error()) > 0, "message for: " what); \
} while (0)

/* A full layout still works: a 100x50 frame centred in a 200x100 window sits at (50, 25). */
static void expect_usable(void) {
    uint64_t d = sl_document_new();
    uint64_t e = sl_env_new(200, 100, 2);
    uint64_t v = sl_frame(d, sl_rectangle(d), 100, 50, SL_ALIGN_CENTER);
    uint64_t l = sl_layout(d, v, e);
    double x = -1, y = -1, w = -1, h = -1;
    EXPECT(l != 0 && sl_layout_frame(l, 0, &x, &y, &w, &h) == SL_OK, "layout after an error");
    EXPECT(x == 50 && y == 25 && w == 100 && h == 50, "frame after an error");
    EXPECT(sl_last_status() == SL_OK && strcmp(sl_last_error(), "") == 0, "status cleared by a good call");
    sl_layout_free(l);
    sl_env_free(e);
    sl_document_free(d);
}

static void *thread_body(void *arg) {
    int k = *(int *)arg;
    for (int i = 0; i < 200; i++) {
        uint64_t d = sl_document_new();
        uint64_t e = sl_env_new(100 + k, 100, 1);
        uint64_t v = sl_rectangle(d);
        uint64_t l = sl_layout(d, v, e);
        double x, y, w, h;
        if (l == 0 || sl_layout_frame(l, 0, &x, &y, &w, &h) != SL_OK || w != 100 + k) { *(int *)arg = -1; }
        /* each thread sees its own errors */
        if (sl_rectangle(0) != 0 || sl_last_status() != SL_ERR_INVALID_HANDLE) { *(int *)arg = -1; }
        sl_layout_free(l);
        sl_env_free(e);
        sl_document_free(d);
    }
    return NULL;
}

/* Two threads share one document: calls on a document are serialized by its lock. */
struct shared { uint64_t doc, env; int ok; };
static void *shared_body(void *arg) {
    struct shared *s = (struct shared *)arg;
    for (int i = 0; i < 300; i++) {
        uint64_t v = sl_frame(s->doc, sl_rectangle(s->doc), 10, 10, SL_ALIGN_CENTER);
        uint64_t l = sl_layout(s->doc, v, s->env);
        if (v == 0 || l == 0) s->ok = 0;
        sl_layout_free(l);
    }
    return NULL;
}

/* A host thread with a small stack (256 KiB) lays out a tree 100,000 levels deep: the engine continues
 * the recursion on threads of its own where the stack runs low, so neither the host's stack nor a guess
 * about it decides. A 10x10 frame in 99,998 paddings of 1 is 10 + 2 * 99,998 wide (rules: padding adds
 * its insets on both sides). Also a 100,000-deep JSON document parsed on that thread. */
static void *small_stack_body(void *arg) {
    int *ok = (int *)arg;
    int levels = test_depth();
    uint64_t d = sl_document_new();
    uint64_t v = sl_frame(d, sl_rectangle(d), 10, 10, SL_ALIGN_CENTER);
    for (int i = 0; i < levels - 2; i++) v = sl_padding(d, v, SL_EDGE_ALL, 1);
    uint64_t e = sl_env_new(1e6, 1e6, 1);
    uint64_t l = sl_layout(d, v, e);
    double x, y, w = 0, h = 0;
    *ok = l != 0 && sl_layout_frame(l, 0, &x, &y, &w, &h) == SL_OK && w == 10 + 2 * (levels - 2) && h == w;
    sl_layout_free(l);
    static char deep[100000 * 32 + 64];
    size_t n = 0;
    for (int i = 0; i < levels - 1; i++) n += (size_t)sprintf(deep + n, "{\"type\":\"VStack\",\"children\":[");
    n += (size_t)sprintf(deep + n, "{\"type\":\"Rectangle\"}");
    for (int i = 0; i < levels - 1; i++) n += (size_t)sprintf(deep + n, "]}");
    uint64_t root = sl_document_parse(d, deep);
    /* The innermost Rectangle takes the whole proposal; every VStack around it hugs it. */
    l = root ? sl_layout(d, root, e) : 0;
    *ok = *ok && l != 0 && sl_layout_frame(l, 0, &x, &y, &w, &h) == SL_OK && w == 1e6;
    sl_layout_free(l);
    sl_env_free(e);
    sl_document_free(d);
    return NULL;
}

int main(void) {
    uint64_t d = sl_document_new();
    uint64_t env = sl_env_new_device("iPhone 15 Pro");
    EXPECT(d != 0 && env != 0, "setup");
    uint64_t rect = sl_rectangle(d);

    /* SL_ERR_INVALID_ARGUMENT */
    EXPECT(sl_frame(d, rect, -5, NAN, SL_ALIGN_CENTER) == 0, "negative frame width");
    EXPECT_FAILED(SL_ERR_INVALID_ARGUMENT, "negative frame width");
    EXPECT(sl_frame(d, rect, INFINITY, NAN, SL_ALIGN_CENTER) == 0, "infinite fixed width");
    EXPECT_FAILED(SL_ERR_INVALID_ARGUMENT, "infinite fixed width");
    EXPECT(sl_frame(d, rect, 10, 10, 42) == 0, "unknown alignment");
    EXPECT_FAILED(SL_ERR_INVALID_ARGUMENT, "unknown alignment");
    EXPECT(sl_flex_frame(d, rect, 50, NAN, 10, NAN, NAN, NAN, SL_ALIGN_CENTER) == 0, "min > max");
    EXPECT_FAILED(SL_ERR_INVALID_ARGUMENT, "min > max");
    EXPECT(sl_padding(d, rect, 99, 10) == 0, "bad edge set");
    EXPECT_FAILED(SL_ERR_INVALID_ARGUMENT, "bad edge set");
    EXPECT(sl_color(d, "chartreuse-ish") == 0, "unknown color");
    EXPECT_FAILED(SL_ERR_INVALID_ARGUMENT, "unknown color");
    EXPECT(sl_env_new_device("Nokia 3310") == 0, "unknown device");
    EXPECT_FAILED(SL_ERR_INVALID_ARGUMENT, "unknown device");
    EXPECT(sl_env_new(NAN, 100, 1) == 0, "NaN screen");
    EXPECT_FAILED(SL_ERR_INVALID_ARGUMENT, "NaN screen");
    EXPECT(sl_env_set(env, "warp_factor", 9) == SL_ERR_INVALID_ARGUMENT, "unknown env key");
    EXPECT(sl_env_set_safe_area(env, -1, 0, 0, 0) == SL_ERR_INVALID_ARGUMENT, "negative inset");
    EXPECT(sl_aspect_ratio(d, rect, 0, SL_CONTENT_MODE_FIT) == 0, "zero ratio");
    EXPECT_FAILED(SL_ERR_INVALID_ARGUMENT, "zero ratio");
    EXPECT(sl_vstack(d, SL_ALIGN_TOP, NAN, &rect, 1) == 0, "VStack with a vertical alignment");
    EXPECT_FAILED(SL_ERR_INVALID_ARGUMENT, "VStack with a vertical alignment");

    /* SL_ERR_INVALID_HANDLE: 0, wrong kind, foreign, freed, double free */
    EXPECT(sl_frame(d, 0, 10, 10, SL_ALIGN_CENTER) == 0, "view 0");
    EXPECT_FAILED(SL_ERR_INVALID_HANDLE, "view 0");
    EXPECT(sl_frame(d, env, 10, 10, SL_ALIGN_CENTER) == 0, "environment passed as view");
    EXPECT_FAILED(SL_ERR_INVALID_HANDLE, "environment passed as view");
    EXPECT(sl_frame(d, 0x2000000100000999ULL, 10, 10, SL_ALIGN_CENTER) == 0, "made-up view");
    EXPECT_FAILED(SL_ERR_INVALID_HANDLE, "made-up view");
    uint64_t other = sl_document_new();
    uint64_t foreign = sl_rectangle(other);
    EXPECT(sl_padding(d, foreign, SL_EDGE_ALL, 4) == 0, "view from another document");
    EXPECT_FAILED(SL_ERR_INVALID_HANDLE, "view from another document");
    EXPECT(sl_document_free(other) == SL_OK, "free other");
    EXPECT(sl_document_free(other) == SL_ERR_INVALID_HANDLE, "double free of a document");
    EXPECT(sl_rectangle(other) == 0, "freed document");
    EXPECT_FAILED(SL_ERR_INVALID_HANDLE, "freed document");
    uint64_t l = sl_layout(d, rect, env);
    EXPECT(sl_layout_free(l) == SL_OK && sl_layout_free(l) == SL_ERR_INVALID_HANDLE, "double free of a layout");
    double x, y, w, h;
    EXPECT(sl_layout_frame(l, 0, &x, &y, &w, &h) == SL_ERR_INVALID_HANDLE, "freed layout");
    /* a 0 handle explains the earlier failure */
    uint64_t bad = sl_frame(d, sl_color(d, "nope"), 10, 10, SL_ALIGN_CENTER);
    EXPECT(bad == 0 && strstr(sl_last_error(), "nope") != NULL, "0 handle carries the cause");

    /* SL_ERR_NULL_POINTER */
    EXPECT(sl_text(d, NULL) == 0, "NULL text");
    EXPECT_FAILED(SL_ERR_NULL_POINTER, "NULL text");
    EXPECT(sl_vstack(d, SL_ALIGN_CENTER, NAN, NULL, 3) == 0, "NULL children");
    EXPECT_FAILED(SL_ERR_NULL_POINTER, "NULL children");
    l = sl_layout(d, rect, env);
    EXPECT(sl_layout_frame(l, 0, NULL, &y, &w, &h) == SL_ERR_NULL_POINTER, "NULL out-parameter");

    /* SL_ERR_PARSE */
    EXPECT(sl_document_parse(d, "{\"type\": \"VStack\", \"children\": [") == 0, "truncated JSON");
    EXPECT_FAILED(SL_ERR_PARSE, "truncated JSON");
    EXPECT(sl_document_parse(d, "{\"type\": \"Blob\"}") == 0, "unknown view type");
    EXPECT_FAILED(SL_ERR_PARSE, "unknown view type");
    EXPECT(strstr(sl_last_error(), "Blob") != NULL, "message names the type");
    EXPECT(sl_document_parse(d, "{\"type\": \"Rectangle\", \"modifiers\": [{\"frame\": {\"width\": -1}}]}") == 0, "bad JSON value");
    EXPECT(strstr(sl_last_error(), "$.modifiers[0].frame") != NULL, "message names the JSON path");

    /* SL_ERR_DEPTH: a deep JSON document, and a deep tree against a small max_depth */
    if (test_depth() == 100000) {
        /* 100,001 views deep: one past the limit (max_depth, 100,000). */
        static char deep[100001 * 32 + 64];
        size_t n = 0;
        for (int i = 0; i < 100000; i++) n += (size_t)sprintf(deep + n, "{\"type\":\"VStack\",\"children\":[");
        n += (size_t)sprintf(deep + n, "{\"type\":\"Rectangle\"}");
        for (int i = 0; i < 100000; i++) n += (size_t)sprintf(deep + n, "]}");
        EXPECT(sl_document_parse(d, deep) == 0, "100001-deep document");
        EXPECT_FAILED(SL_ERR_DEPTH, "100001-deep document");
    }
    {
        uint64_t v = rect;
        for (int i = 0; i < 50; i++) v = sl_padding(d, v, SL_EDGE_ALL, 1);
        uint64_t small = sl_env_new(100, 100, 1);
        EXPECT(sl_env_set(small, "max_depth", 20) == SL_OK, "set max_depth");
        EXPECT(sl_layout(d, v, small) == 0, "tree deeper than max_depth");
        EXPECT_FAILED(SL_ERR_DEPTH, "tree deeper than max_depth");
        sl_env_free(small);
    }

    /* A view shared twice in each of 40 nested HStacks is a tree of 2^41 - 1 nodes (each place a view
     * appears is a node): refused before any memory is spent on it, and the engine stays usable. */
    {
        uint64_t shared = sl_rectangle(d);
        for (int i = 0; i < 40; i++) { uint64_t kids[2] = { shared, shared }; shared = sl_hstack(d, SL_ALIGN_CENTER, 0, kids, 2); }
        uint64_t e = sl_env_new(390, 844, 3);
        EXPECT(sl_layout(d, shared, e) == 0, "2^41 - 1 nodes");
        EXPECT_FAILED(SL_ERR_INVALID_ARGUMENT, "2^41 - 1 nodes");
        EXPECT(strstr(sl_last_error(), "2199023255551 nodes") != NULL, "message gives the node count");
        /* 70 levels: 2^71 - 1 nodes, past what a 64-bit count holds (counts saturate, never wrap). */
        for (int i = 40; i < 70; i++) { uint64_t kids[2] = { shared, shared }; shared = sl_hstack(d, SL_ALIGN_CENTER, 0, kids, 2); }
        EXPECT(sl_layout(d, shared, e) == 0, "2^71 - 1 nodes");
        EXPECT_FAILED(SL_ERR_INVALID_ARGUMENT, "2^71 - 1 nodes");
        sl_env_free(e);
        expect_usable();
    }

    /* SL_ERR_NOT_FOUND */
    ptrdiff_t index;
    EXPECT(sl_layout_find(l, "nobody", &index) == SL_ERR_NOT_FOUND, "unknown id");
    EXPECT(sl_layout_frame(l, 12345, &x, &y, &w, &h) == SL_ERR_NOT_FOUND, "index past the end");
    EXPECT(sl_device_name(999) == NULL && sl_last_status() == SL_ERR_NOT_FOUND, "device index past the end");

    /* SL_ERR_BUFFER_TOO_SMALL, then the real copy */
    size_t count = 0;
    EXPECT(sl_layout_copy_frames(l, NULL, 0, (ptrdiff_t *)&count) == SL_ERR_BUFFER_TOO_SMALL && count == 1, "size query");
    double frames[4];
    EXPECT(sl_layout_copy_frames(l, frames, 4, (ptrdiff_t *)&count) == SL_OK, "copy frames");
    /* Rectangle on an iPhone 15 Pro takes the safe area: (0, 59, 393, 759). */
    EXPECT(frames[0] == 0 && frames[1] == 59 && frames[2] == 393 && frames[3] == 759, "copied frame values");
    sl_layout_free(l);

    /* SL_ERR_INTERNAL is reserved for bugs: nothing here may produce it. Its value is distinct. */
    EXPECT(SL_ERR_INTERNAL != SL_OK, "internal code defined");

    expect_usable();

    /* Threads: 4 threads, each with its own documents, at once. */
    pthread_t threads[4];
    int args[4] = { 0, 1, 2, 3 };
    for (int i = 0; i < 4; i++) pthread_create(&threads[i], NULL, thread_body, &args[i]);
    for (int i = 0; i < 4; i++) pthread_join(threads[i], NULL);
    for (int i = 0; i < 4; i++) EXPECT(args[i] == i, "thread result");

    /* 100,000 levels from a thread with a 256 KiB stack. */
    {
        pthread_attr_t attributes;
        pthread_attr_init(&attributes);
        pthread_attr_setstacksize(&attributes, 256 * 1024);
        pthread_t small;
        int ok = 0;
        EXPECT(pthread_create(&small, &attributes, small_stack_body, &ok) == 0, "small-stack thread");
        pthread_join(small, NULL);
        pthread_attr_destroy(&attributes);
        EXPECT(ok, "100,000 levels laid out from a 256 KiB thread");
    }

    /* One document from two threads at once: safely serialized; every view is kept. */
    struct shared sh = { sl_document_new(), sl_env_new(100, 100, 1), 1 };
    struct shared sh2 = sh;
    pthread_t pair[2];
    pthread_create(&pair[0], NULL, shared_body, &sh);
    pthread_create(&pair[1], NULL, shared_body, &sh2);
    pthread_join(pair[0], NULL);
    pthread_join(pair[1], NULL);
    ptrdiff_t made = 0;
    EXPECT(sh.ok && sh2.ok && sl_document_view_count(sh.doc, &made) == SL_OK && made == 2 * 300 * 2, "shared document");
    sl_env_free(sh.env);
    sl_document_free(sh.doc);

    sl_env_free(env);
    sl_document_free(d);
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
