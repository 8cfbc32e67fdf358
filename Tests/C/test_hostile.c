/* Hostile input and resource limits (issue #16): count-like arguments are bounded on every path, content
 * built during placement counts toward max_depth and max_nodes, a callback that uses the layout it runs
 * in gets an error instead of a deadlock, max_nodes is checked before allocating, pixel rounding keeps
 * frames finite, ids with NUL are refused, a successful call leaves SL_OK, JSON keys of another type and
 * duplicate keys are refused, and error messages stay short. A deadlock fails the run (alarm). */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "check.h"

/* The sanitizers map their shadow memory and allocators outside the limits the memory test sets. */
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define SL_TEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define SL_TEST_SANITIZED 1
#endif
#endif

static double seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int all_frames_finite(uint64_t layout) {
    ptrdiff_t count = 0, k;
    double *frames;
    int ok = 1;
    if (sl_layout_copy_frames(layout, NULL, 0, &count) != SL_ERR_BUFFER_TOO_SMALL) return 0;
    frames = malloc(sizeof(double) * 4 * (size_t)(count > 0 ? count : 1));
    if (!frames || sl_layout_copy_frames(layout, frames, 4 * count, &count) != SL_OK) { free(frames); return 0; }
    for (k = 0; k < 4 * count; k++) ok = ok && isfinite(frames[k]);
    free(frames);
    return ok;
}

/* 1. gridCellColumns: the C constructor has the JSON bound, and a span past the real columns costs nothing. */
static void test_grid_span(void) {
    uint64_t d = sl_document_new(), env = sl_env_new_device("iPhone 15 Pro");
    uint64_t cell = sl_rectangle(d), rows[1000], grid, layout;
    ptrdiff_t spans[] = { PTRDIFF_MAX, (ptrdiff_t)1 << 40, 1000000001, 1000001, 0, -1 };
    size_t k;
    double t;
    for (k = 0; k < sizeof spans / sizeof spans[0]; k++) {
        EXPECT(sl_grid_cell_columns(d, cell, spans[k]) == 0, "gridCellColumns out of 1…1000000 is refused");
        EXPECT(sl_last_status() == SL_ERR_INVALID_ARGUMENT, "… with SL_ERR_INVALID_ARGUMENT");
        EXPECT(strstr(sl_last_error(), "gridCellColumns") != NULL, "… naming gridCellColumns");
    }
    EXPECT(sl_line_limit(d, sl_text(d, "x"), PTRDIFF_MAX) == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT,
           "lineLimit PTRDIFF_MAX is refused");
    EXPECT(sl_container_relative_frame_grid(d, cell, SL_AXIS_HORIZONTAL, PTRDIFF_MAX, 1, 0, SL_ALIGN_CENTER) == 0 &&
           sl_last_status() == SL_ERR_INVALID_ARGUMENT, "containerRelativeFrame count PTRDIFF_MAX is refused");
    EXPECT(sl_container_relative_frame_grid(d, cell, SL_AXIS_HORIZONTAL, 3, PTRDIFF_MAX, 0, SL_ALIGN_CENTER) == 0 &&
           sl_last_status() == SL_ERR_INVALID_ARGUMENT, "containerRelativeFrame span PTRDIFF_MAX is refused");
    /* 1,000 rows, each one cell spanning 999,999 columns: one real column. */
    for (k = 0; k < 1000; k++) {
        uint64_t spanning = sl_grid_cell_columns(d, sl_rectangle(d), 999999);
        rows[k] = sl_grid_row(d, -1, &spanning, 1);
    }
    grid = sl_grid(d, SL_ALIGN_CENTER, NAN, NAN, rows, 1000);
    t = seconds();
    layout = sl_layout(d, grid, env);
    EXPECT(layout != 0, "a grid of 1,000 rows spanning 999,999 columns lays out");
#ifndef SL_TEST_SANITIZED  /* (a time, meaningless under a sanitizer on a loaded machine: make test checks it) */
    EXPECT(seconds() - t < 3.0, "… in well under the 10 s it took");
#else
    (void)t;
#endif
    EXPECT(layout && all_frames_finite(layout), "… with finite frames");
    sl_layout_free(layout);
    /* The largest span lays out too (a grid of one column). */
    {
        uint64_t big = sl_grid_cell_columns(d, sl_rectangle(d), 1000000);
        uint64_t row = sl_grid_row(d, -1, &big, 1);
        EXPECT(big != 0, "gridCellColumns 1000000 is accepted");
        layout = sl_layout(d, sl_grid(d, SL_ALIGN_CENTER, NAN, NAN, &row, 1), env);
        EXPECT(layout != 0 && all_frames_finite(layout), "… and lays out with finite frames");
        sl_layout_free(layout);
    }
    sl_env_free(env);
    sl_document_free(d);
}

/* 2. A GeometryReader whose content builds another GeometryReader ends at max_depth and max_nodes. */
static int built = 0;
static uint64_t nested_reader(void *context, int64_t id, uint64_t document, uint64_t proxy) {
    (void)proxy;
    built++;
    if (id == 1) {  /* a reader under a stack of 99 rectangles: 101 nodes per level */
        uint64_t kids[100];
        int k;
        for (k = 0; k < 99; k++) kids[k] = sl_rectangle(document);
        kids[99] = sl_geometry_reader(document, nested_reader, context, id);
        return sl_vstack(document, SL_ALIGN_CENTER, NAN, kids, 100);
    }
    return sl_geometry_reader(document, nested_reader, context, id);
}

/* Readers building readers (nested_reader `kind`) under the environment limit `limit` = `value` fail with
 * `status`, naming the limit, after building at most `most` contents. */
static void expect_readers_stop(uint64_t d, uint64_t env, int kind, const char *limit, double value, int status, int most,
                                const char *what) {
    EXPECT(sl_env_set(env, limit, value) == SL_OK, "env set");
    built = 0;
    uint64_t layout = sl_layout(d, sl_geometry_reader(d, nested_reader, NULL, kind), env);
    EXPECT(layout == 0 && sl_last_status() == status, what);
    EXPECT(strstr(sl_last_error(), limit) != NULL, "… naming the limit");
    EXPECT(built > 0 && built <= most, "… after at most the limit's contents");
}

static void test_nested_readers(void) {
    uint64_t d = sl_document_new(), env = sl_env_new_device("iPhone 15 Pro");
    uint64_t layout;
    expect_readers_stop(d, env, 0, "max_depth", 200, SL_ERR_DEPTH, 200, "readers building readers end at max_depth (SL_ERR_DEPTH)");
    /* The default depth limit ends it too (100,000 levels); content built during placement counts toward
     * max_nodes (101 nodes per level: at most 50 levels in 5,000 nodes). */
    EXPECT(sl_env_set(env, "max_depth", 100000) == SL_OK, "env set");
    expect_readers_stop(d, env, 1, "max_nodes", 5000, SL_ERR_INVALID_ARGUMENT, 50,
                        "content built during placement counts toward max_nodes");
    /* The engine is usable afterwards. */
    layout = sl_layout(d, sl_rectangle(d), env);
    EXPECT(layout != 0, "the engine lays out after the limits");
    sl_layout_free(layout);
    sl_env_free(env);
    sl_document_free(d);
}

/* 3. A callback that uses the layout it is part of gets SL_ERR_INVALID_HANDLE ("busy"), never a deadlock. */
static uint64_t reentrant_layout = 0, reentrant_doc = 0;
static int32_t statuses[6];
static int busy_messages = 0, inner_layout_ok = 0;
static int32_t reentrant_length(void *context, int64_t id, double length, int32_t axis, double *out) {
    (void)context; (void)id; (void)axis;
    *out = length / 2;
    if (reentrant_layout) {
        ptrdiff_t count = 0;
        bool changed = false;
        uint64_t inner, busy = reentrant_layout;
        reentrant_layout = 0;  /* once */
        statuses[0] = sl_layout_node_count(busy, &count);
        busy_messages += strstr(sl_last_error(), "busy in a callback") != NULL;
        statuses[1] = sl_layout_relayout(busy, 0, &changed);
        busy_messages += strstr(sl_last_error(), "busy in a callback") != NULL;
        statuses[2] = sl_layout_replace_at(busy, 1, reentrant_doc, sl_rectangle(reentrant_doc));
        statuses[3] = sl_layout_free(busy);
        statuses[4] = sl_layout_dump(busy) == NULL ? sl_last_status() : SL_OK;
        {
            uint64_t env = sl_env_new(100, 100, 1);
            inner = sl_layout(reentrant_doc, sl_rectangle(reentrant_doc), env);  /* a new layout works */
            inner_layout_ok = inner != 0;
            sl_layout_free(inner);
            sl_env_free(env);
        }
    }
    return 0;
}

static void test_reentrant(void) {
    uint64_t d = sl_document_new(), env = sl_env_new_device("iPhone 15 Pro"), other = sl_env_new_device("iPhone SE");
    uint64_t view = sl_container_relative_frame_fn(d, sl_rectangle(d), SL_AXIS_HORIZONTAL, SL_ALIGN_CENTER, reentrant_length, NULL, 7);
    uint64_t layout = sl_layout(d, view, env);
    bool changed = false;
    int k;
    ptrdiff_t count = 0;
    EXPECT(layout != 0, "a layout with a length callback");
    reentrant_layout = layout;
    reentrant_doc = d;
    for (k = 0; k < 6; k++) statuses[k] = -1;
    alarm(60);  /* a deadlock ends the program (and fails the run) */
    EXPECT(sl_layout_relayout(layout, other, &changed) == SL_OK && changed, "the relayout whose callback re-enters succeeds");
    alarm(0);
    for (k = 0; k < 5; k++) EXPECT(statuses[k] == SL_ERR_INVALID_HANDLE, "re-entrant use of the busy layout is SL_ERR_INVALID_HANDLE");
    EXPECT(busy_messages == 2, "… saying the layout is busy in a callback");
    EXPECT(inner_layout_ok, "a new layout inside the callback works");
    EXPECT(sl_layout_node_count(layout, &count) == SL_OK && count == 2, "the layout is usable (and was not freed) afterwards");
    EXPECT(sl_layout_relayout(layout, env, &changed) == SL_OK, "… and lays out again");
    sl_layout_free(layout);
    sl_env_free(env);
    sl_env_free(other);
    sl_document_free(d);
}

/* 5. max_nodes: a memory budget, checked before allocating. */
static void test_max_nodes(void) {
    uint64_t d = sl_document_new(), env = sl_env_new_device("iPhone 15 Pro");
    uint64_t v = sl_rectangle(d), layout;
    double value = 0, t;
    int k;
    EXPECT(sl_env_get(env, "max_nodes", &value) == SL_OK && value == 1000000, "max_nodes defaults to 1,000,000 (docs/ERRORS.md)");
    for (k = 0; k < 24; k++) {  /* 24 nested ZStack(v, v): 33.5 million nodes from 25 views */
        uint64_t kids[2];
        kids[0] = v; kids[1] = v;
        v = sl_zstack(d, SL_ALIGN_CENTER, kids, 2);
    }
    t = seconds();
    layout = sl_layout(d, v, env);
    EXPECT(layout == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "33.5M nodes are refused under the default budget");
    EXPECT(strstr(sl_last_error(), "max_nodes") != NULL, "… naming max_nodes");
    EXPECT(seconds() - t < 1.0, "… at once, before allocating");
    EXPECT(sl_env_set(env, "max_nodes", 100) == SL_OK, "max_nodes can be set");
    EXPECT(sl_env_set(env, "max_nodes", 6e7) == SL_ERR_INVALID_ARGUMENT, "max_nodes above 50,000,000 is refused");
    EXPECT(sl_env_set(env, "max_nodes", 0) == SL_ERR_INVALID_ARGUMENT, "max_nodes 0 is refused");
    {
        uint64_t kids[2], small;
        kids[0] = sl_rectangle(d); kids[1] = kids[0];
        small = sl_zstack(d, SL_ALIGN_CENTER, kids, 2);
        for (k = 0; k < 6; k++) { kids[0] = small; kids[1] = small; small = sl_zstack(d, SL_ALIGN_CENTER, kids, 2); }
        layout = sl_layout(d, small, env);  /* 255 nodes */
        EXPECT(layout == 0 && sl_last_status() == SL_ERR_INVALID_ARGUMENT, "a tree over max_nodes is refused");
        EXPECT(sl_env_set(env, "max_nodes", 255) == SL_OK, "env set");
        layout = sl_layout(d, small, env);
        EXPECT(layout != 0, "a tree of exactly max_nodes lays out");
        sl_layout_free(layout);
    }
    sl_env_free(env);
    sl_document_free(d);
}

/* The address space this process maps now (/proc/self/statm, bytes). */
static double mapped_bytes(void) {
    long size = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (!f || fscanf(f, "%ld", &size) != 1) size = 0;
    if (f) fclose(f);
    return (double)size * (double)sysconf(_SC_PAGESIZE);
}

/* Lets this process map `extra` bytes more than now (RLIMIT_AS), as `ulimit -v` does. */
static int limit_address_space(double extra) {
    struct rlimit limit;
    limit.rlim_cur = limit.rlim_max = (rlim_t)(mapped_bytes() + extra);
    return setrlimit(RLIMIT_AS, &limit) == 0;
}

/* The child of test_memory: runs under an address-space limit, returns its failure count. */
static int memory_child(void) {
    uint64_t d = sl_document_new(), env = sl_env_new_device("iPhone 15 Pro");
    uint64_t v = sl_rectangle(d), small, layout;
    ptrdiff_t count = 0;
    int k;
    EXPECT(sl_env_set(env, "max_nodes", 50000000) == SL_OK, "max_nodes at its documented maximum");
    for (k = 0; k < 24; k++) {  /* 24 nested ZStack(v, v): 33.5 million nodes, within 50,000,000 */
        uint64_t kids[2];
        kids[0] = v; kids[1] = v;
        v = sl_zstack(d, SL_ALIGN_CENTER, kids, 2);
    }
    small = sl_frame(d, sl_rectangle(d), 10, 10, SL_ALIGN_CENTER);
    /* A layout of 2^18 − 1 nodes, made before the limit, for the output check below. */
    {
        uint64_t kids[2], mid = sl_rectangle(d);
        for (k = 0; k < 17; k++) { kids[0] = mid; kids[1] = mid; mid = sl_zstack(d, SL_ALIGN_CENTER, kids, 2); }
        layout = sl_layout(d, mid, env);
        EXPECT(layout != 0 && sl_layout_node_count(layout, &count) == SL_OK && count == 262143, "262,143 nodes lay out");
    }
    EXPECT(limit_address_space(48e6), "setrlimit(RLIMIT_AS): 48 MB more than now");
    /* The tree needs about 34 GB: before, the allocator trapped (SIGILL in a debug build, abort in release). */
    EXPECT(sl_layout(d, v, env) == 0 && sl_last_status() == SL_ERR_RESOURCE, "a tree within max_nodes that does not fit: SL_ERR_RESOURCE");
    EXPECT(strstr(sl_last_error(), "33554431 nodes") && strstr(sl_last_error(), "max_nodes"), "… naming the nodes and max_nodes");
    printf("  (the message: %s)\n", sl_last_error());
    /* Writing the 262,143-node layout's structure out needs about 168 MB: refused, the layout intact. */
    char *json = sl_layout_json(layout);
    EXPECT(json == NULL && sl_last_status() == SL_ERR_RESOURCE, "its JSON does not fit: SL_ERR_RESOURCE");
    sl_string_free(json);
    EXPECT(sl_layout_node_count(layout, &count) == SL_OK && count == 262143, "the layout is intact");
    /* The engine stays usable. */
    uint64_t ok = sl_layout(d, small, env);
    EXPECT(ok != 0 && sl_layout_node_count(ok, &count) == SL_OK && count == 2, "a small layout still works");
    sl_layout_free(ok);
    sl_layout_free(layout);
    sl_env_free(env);
    sl_document_free(d);
    return failed;
}

/* 5b. Memory (issue 34, item 2): a tree within max_nodes that the process cannot hold is refused with
 * SL_ERR_RESOURCE before anything is allocated for it, instead of trapping in the allocator. Run in a child
 * process under an address-space limit (as `ulimit -v` sets), so that the answer does not depend on this
 * machine's memory. (Not under the sanitizers: their runtimes map memory past any such limit.) */
static void test_memory(void) {
#ifdef SL_TEST_SANITIZED
    printf("memory: skipped under a sanitizer\n");
#else
    pid_t child = fork();
    if (child == 0) _exit(memory_child());
    int status = 0;
    EXPECT(child > 0 && waitpid(child, &status, 0) == child, "fork and wait");
    EXPECT(WIFEXITED(status), "the child was not killed (before: the allocator trapped)");
    EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 0, "every check in the child passed");
#endif
}

/* 6. round_to_pixels never makes a frame infinite. */
static void test_rounding(void) {
    uint64_t d = sl_document_new(), env = sl_env_new_device("iPhone 15 Pro");
    uint64_t v = sl_offset(d, sl_frame(d, sl_rectangle(d), 1e308, NAN, SL_ALIGN_CENTER), 1e308, 0), layout;
    double f[4];
    EXPECT(sl_env_set(env, "round_to_pixels", 1) == SL_OK, "env set");
    layout = sl_layout(d, sl_id(d, v, "far"), env);
    EXPECT(layout != 0 && all_frames_finite(layout), "frames of a 1e308 offset stay finite when rounded to pixels");
    EXPECT(layout != 0 && frame(layout, "far", f) && isfinite(f[0]) && isfinite(f[2]), "… read one by one too");
    sl_layout_free(layout);
    sl_env_free(env);
    sl_document_free(d);
}

/* 7. An id with NUL is refused in a document (C strings cannot carry one). */
static void test_nul_ids(void) {
    uint64_t d = sl_document_new();
    EXPECT(sl_document_parse(d, "{\"type\":\"Rectangle\",\"id\":\"a\\u0000b\"}") == 0 && sl_last_status() == SL_ERR_PARSE,
           "a view id with NUL is SL_ERR_PARSE");
    EXPECT(strstr(sl_last_error(), "NUL") != NULL && strstr(sl_last_error(), "$.id") != NULL, "… naming NUL and the id");
    EXPECT(sl_document_parse(d, "{\"type\":\"Rectangle\",\"modifiers\":[{\"padding\":1,\"id\":\"x\\u0000\"}]}") == 0 &&
           sl_last_status() == SL_ERR_PARSE, "a modifier id with NUL is SL_ERR_PARSE");
    EXPECT(sl_document_parse(d, "{\"type\":\"Rectangle\",\"modifiers\":[{\"coordinateSpace\":\"s\\u0000t\"}]}") == 0 &&
           sl_last_status() == SL_ERR_PARSE, "a coordinate space name with NUL is SL_ERR_PARSE");
    EXPECT(sl_document_parse(d, "{\"type\":\"Rectangle\",\"id\":\"a\"}") != 0, "a plain id parses");
    sl_document_free(d);
}

/* 8. A callback handled a failed call; the layout succeeds and leaves SL_OK. */
static int32_t handled_size(void *context, int64_t id, uint64_t subviews, double w, double h, double *ow, double *oh) {
    double sw, sh;
    (void)context; (void)id; (void)w; (void)h;
    if (sl_subview_size(subviews, 99, NAN, NAN, &sw, &sh) != SL_OK) { sw = 10; sh = 20; }  /* handled */
    *ow = sw; *oh = sh;
    return 0;
}
static int32_t no_place(void *c, int64_t id, uint64_t s, double x, double y, double w, double h, double pw, double ph) {
    (void)c; (void)id; (void)s; (void)x; (void)y; (void)w; (void)h; (void)pw; (void)ph;
    return 0;
}

static void test_status_after_success(void) {
    uint64_t d = sl_document_new(), env = sl_env_new_device("iPhone 15 Pro");
    uint64_t kid = sl_rectangle(d);
    uint64_t custom = sl_custom_layout(d, handled_size, no_place, NULL, NULL, 1, &kid, 1);
    uint64_t layout = sl_layout(d, custom, env);
    EXPECT(layout != 0, "the layout whose callback handled an error succeeds");
    EXPECT(sl_last_status() == SL_OK, "… and sl_last_status() is SL_OK");
    EXPECT(strcmp(sl_last_error(), "") == 0, "… with no message");
    sl_layout_free(layout);
    sl_env_free(env);
    sl_document_free(d);
}

/* 9. Keys of another type and duplicate keys are refused. */
static void test_strict_keys(void) {
    uint64_t d = sl_document_new();
    const char *bad[] = {
        "{\"type\":\"Rectangle\",\"children\":[{\"type\":\"Circle\"}]}",
        "{\"type\":\"Rectangle\",\"text\":\"x\"}",
        "{\"type\":\"Text\",\"text\":\"x\",\"children\":[]}",
        "{\"type\":\"VStack\",\"content\":{\"type\":\"Circle\"}}",
        "{\"type\":\"ZStack\",\"spacing\":3}",
        "{\"type\":\"Rectangle\",\"id\":\"a\",\"id\":\"b\"}",
        "{\"type\":\"Rectangle\",\"type\":\"Circle\"}",
        "{\"type\":\"Rectangle\",\"modifiers\":[{\"frame\":{\"width\":1,\"width\":2}}]}",
        "{\"type\":\"VStack\",\"children\":[],\"a1\":1,\"a2\":1,\"a3\":1,\"a4\":1,\"a5\":1,\"a6\":1,\"a7\":1,\"a8\":1,\"a9\":1,"
        "\"b1\":1,\"b2\":1,\"b3\":1,\"b4\":1,\"a5\":2}",
    };
    size_t k;
    for (k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        EXPECT(sl_document_parse(d, bad[k]) == 0 && sl_last_status() == SL_ERR_PARSE, bad[k]);
    }
    EXPECT(sl_document_parse(d, bad[0]) == 0, "refused");
    EXPECT(strstr(sl_last_error(), "children") != NULL && strstr(sl_last_error(), "Rectangle") != NULL,
           "the message names the key and the type");
    EXPECT(sl_document_parse(d, bad[5]) == 0, "refused");
    EXPECT(strstr(sl_last_error(), "duplicate key") != NULL, "the message says duplicate key");
    EXPECT(sl_document_parse(d, "{\"type\":\"VStack\",\"spacing\":4,\"alignment\":\"leading\",\"children\":[{\"type\":\"Text\",\"text\":\"a\",\"font\":\"title\"}]}") != 0,
           "a document with each type's own keys parses");
    sl_document_free(d);
}

/* 12. Messages name keyboard_height and stay short for megabyte tokens. */
static void test_messages(void) {
    uint64_t d = sl_document_new(), env = sl_env_new_device("iPhone 15 Pro");
    size_t big = 2 * 1024 * 1024, k;
    char *json = malloc(big + 64), *name = malloc(big + 1);
    EXPECT(sl_env_set(env, "keyboard_height", 900) == SL_ERR_INVALID_ARGUMENT, "keyboard_height 900 does not fit");
    EXPECT(strstr(sl_last_error(), "keyboard_height") != NULL, "… and the message names keyboard_height");
    EXPECT(strstr(sl_last_error(), "safe-area insets") == NULL, "… not the safe-area insets");
    memset(name, 'x', big);
    name[big] = 0;
    snprintf(json, 64, "{\"type\":\"");
    strcat(json, name);
    strcat(json, "\"}");
    EXPECT(sl_document_parse(d, json) == 0 && strlen(sl_last_error()) < 4096, "an unknown 2 MB type name: a short message");
    snprintf(json, 64, "{\"type\":\"Rectangle\",\"");
    strcat(json, name);
    strcat(json, "\":1}");
    EXPECT(sl_document_parse(d, json) == 0 && strlen(sl_last_error()) < 4096, "an unknown 2 MB key: a short message");
    snprintf(json, 64, "{\"type\":\"Rectangle\",\"modifiers\":[{\"");
    strcat(json, name);
    strcat(json, "\":1}]}");
    EXPECT(sl_document_parse(d, json) == 0 && strlen(sl_last_error()) < 4096, "an unknown 2 MB modifier: a short message");
    for (k = 0; k < big; k++) name[k] = '9';
    snprintf(json, 64, "{\"type\":\"Spacer\",\"minLength\":");
    strcat(json, name);
    strcat(json, "}");
    EXPECT(sl_document_parse(d, json) == 0 && strlen(sl_last_error()) < 1000, "a 2 MB number: a short message");
    memset(name, 'x', big);
    EXPECT(sl_env_new_device(name) == 0 && strlen(sl_last_error()) < 1000, "a 2 MB device name: a short message");
    EXPECT(sl_color(d, name) == 0 && strlen(sl_last_error()) < 1000, "a 2 MB colour name: a short message");
    free(json);
    free(name);
    sl_env_free(env);
    sl_document_free(d);
}

/* With test names as arguments, runs only those (grid, readers, reentrant, nodes, memory, rounding, nul, status,
 * keys, messages). */
int main(int argc, char **argv) {
    struct { const char *name; void (*run)(void); } tests[] = {
        { "grid", test_grid_span }, { "readers", test_nested_readers }, { "reentrant", test_reentrant },
        { "nodes", test_max_nodes }, { "memory", test_memory }, { "rounding", test_rounding }, { "nul", test_nul_ids },
        { "status", test_status_after_success }, { "keys", test_strict_keys }, { "messages", test_messages },
    };
    size_t k;
    int a, named = 0;
    setvbuf(stdout, NULL, _IONBF, 0);
    for (k = 0; k < sizeof tests / sizeof tests[0]; k++)
        for (a = 1; a < argc; a++) named = named || strcmp(argv[a], tests[k].name) == 0;
    for (k = 0; k < sizeof tests / sizeof tests[0]; k++) {
        int wanted = !named;  /* no test named (the sanitizer runs pass a count): all */
        for (a = 1; a < argc; a++) wanted = wanted || strcmp(argv[a], tests[k].name) == 0;
        if (wanted) tests[k].run();
    }
    return report("test_hostile");
}
