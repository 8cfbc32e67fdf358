/*
 * Readers racing writers on one retained layout (issue 34, item 1). The README promises that any thread may
 * read a layout while another changes it and that each read sees one layout or the next. Four reader threads
 * ask every per-node question (kind, type name, id, parent, children, frame, spacing, spacing distance, text
 * drawing, the bulk frame and view-index copies, find, dump, JSON) at random indices, some out of range, while writers
 *   replace   swap a subtree for one of another node count (renumbering every node after it), while a
 *             second writer relayouts the same layout between two screens;
 *   ids       two writers replace two different ids at once (each finds its node by id: the lookup and the
 *             replace must be one step, or one writer replaces the node the other's renumbering moved there);
 *   relayout  switch screens under a GeometryReader that builds a different number of views at each width;
 *   free      free the layout and make the next one while readers hold its handle.
 * Every call must return SL_OK or the status its contract names (SL_ERR_NOT_FOUND for an index past the end,
 * SL_ERR_INVALID_HANDLE for a freed layout, …) — never SL_ERR_INTERNAL, never a crash. Afterwards every
 * node's strings and frames must equal those of a fresh layout of the final tree: a string cached for a node
 * of an older layout must not be handed out for the node at that index now.
 *
 * Usage: test_race [SECONDS]  (each scenario runs that long; default 0.5, `make test-tsan` runs 3).
 * Prints "N passed, N failed".
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "swiftlayout.h"
#include "check.h"

#define READERS 4

static double seconds_per_scenario = 0.5;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* What the readers share with the writers: the layout handle they read (changed by the free scenario), the
 * stop flag, and whether a freed handle is an expected answer. */
struct shared {
    uint64_t layout;
    int stop;
    int handles_change;
};

/* One reader's tally (merged after join: the EXPECT counters are not thread-safe). */
struct tally {
    struct shared *shared;
    unsigned seed;
    long calls, unexpected, bad_strings;
    char first_problem[256];
};

static void note(struct tally *t, const char *what, int32_t status) {
    t->unexpected++;
    if (!t->first_problem[0])
        snprintf(t->first_problem, sizeof t->first_problem, "%s: status %d (%s)", what, status, sl_last_error());
}

/* A status the contract allows here: SL_OK, an index past the end (the layout shrank, or the reader asked
 * past it on purpose), a node that is not a Text, a buffer sized for another layout, and, while the free
 * scenario runs, a freed handle. */
static int allowed(struct tally *t, int32_t status) {
    if (status == SL_OK || status == SL_ERR_NOT_FOUND) return 1;
    if (status == SL_ERR_INVALID_HANDLE && t->shared->handles_change) return 1;
    return 0;
}

static void check_status(struct tally *t, const char *what, int32_t status, int also_allowed) {
    t->calls++;
    if (!allowed(t, status) && status != also_allowed) note(t, what, status);
}

/* A string the layout owns: non-NULL with SL_OK, else NULL with an allowed status. Read in full (strlen),
 * unless the layout may have been freed meanwhile (its strings are valid until sl_layout_free). */
static void check_string(struct tally *t, const char *what, const char *s, int may_be_null) {
    int32_t status = sl_last_status();
    t->calls++;
    if (s == NULL) {
        if (status == SL_OK ? !may_be_null : !allowed(t, status)) note(t, what, status);
        return;
    }
    if (status != SL_OK) { note(t, what, status); return; }
    if (!t->shared->handles_change && strlen(s) == 0 && !may_be_null) t->bad_strings++;
}

static void *reader(void *arg) {
    struct tally *t = (struct tally *)arg;
    double buffer[4 * 512];
    ptrdiff_t indices[512];
    while (!__atomic_load_n(&t->shared->stop, __ATOMIC_ACQUIRE)) {
        uint64_t l = __atomic_load_n(&t->shared->layout, __ATOMIC_ACQUIRE);
        ptrdiff_t count = 0, value = 0;
        int32_t status = sl_layout_node_count(l, &count);
        check_status(t, "node_count", status, 0);
        if (status != SL_OK) continue;
        for (int k = 0; k < 24; k++) {
            ptrdiff_t i = (ptrdiff_t)(rand_r(&t->seed) % (unsigned)(count + 3)) - 1;  /* -1 … count + 1 */
            double x, y, w, h, distance;
            check_string(t, "node_kind", sl_layout_node_kind(l, i), 0);
            check_string(t, "node_type_name", sl_layout_node_type_name(l, i), 0);
            check_string(t, "node_id", sl_layout_node_id(l, i), 1);
            check_status(t, "node_parent", sl_layout_node_parent(l, i, &value), 0);
            status = sl_layout_node_child_count(l, i, &value);
            check_status(t, "node_child_count", status, 0);
            if (status == SL_OK && value > 0) check_status(t, "node_child", sl_layout_node_child(l, i, value - 1, &value), 0);
            check_status(t, "frame", sl_layout_frame(l, i, &x, &y, &w, &h), 0);
            char *spacing = sl_layout_node_spacing(l, i);
            check_string(t, "node_spacing", spacing, 0);
            sl_string_free(spacing);
            char *text = sl_layout_text_json(l, i);
            if (text == NULL) check_status(t, "text_json", sl_last_status(), SL_ERR_INVALID_ARGUMENT);
            sl_string_free(text);
            check_status(t, "spacing_distance", sl_layout_spacing_distance(l, i, i + 1, SL_AXIS_VERTICAL, &distance), 0);
        }
        check_status(t, "copy_frames", sl_layout_copy_frames(l, buffer, 4 * 512, &value), SL_ERR_BUFFER_TOO_SMALL);
        check_status(t, "copy_view_indices", sl_layout_copy_view_indices(l, indices, 512, &value), SL_ERR_BUFFER_TOO_SMALL);
        check_status(t, "find", sl_layout_find(l, "tail", &value), 0);
        if (rand_r(&t->seed) % 8 == 0) {
            char *dump = sl_layout_dump(l);
            check_string(t, "dump", dump, 0);
            char *json = sl_layout_json(l);
            check_string(t, "json", json, 0);
            sl_string_free(dump);
            sl_string_free(json);
        }
    }
    return NULL;
}

static void start_readers(struct shared *shared, pthread_t threads[READERS], struct tally tallies[READERS]) {
    for (int r = 0; r < READERS; r++) {
        memset(&tallies[r], 0, sizeof tallies[r]);
        tallies[r].shared = shared;
        tallies[r].seed = 1234u + (unsigned)r;
        pthread_create(&threads[r], NULL, reader, &tallies[r]);
    }
}

static void stop_readers(const char *scenario, struct shared *shared, pthread_t threads[READERS], struct tally tallies[READERS]) {
    char what[512];
    long calls = 0;
    __atomic_store_n(&shared->stop, 1, __ATOMIC_RELEASE);
    for (int r = 0; r < READERS; r++) {
        pthread_join(threads[r], NULL);
        calls += tallies[r].calls;
        snprintf(what, sizeof what, "%s: reader %d: every call returns a status its contract names (first: %s)", scenario, r,
                 tallies[r].first_problem);
        EXPECT(tallies[r].unexpected == 0, what);
        snprintf(what, sizeof what, "%s: reader %d: no empty strings", scenario, r);
        EXPECT(tallies[r].bad_strings == 0, what);
    }
    printf("%s: %ld reader calls\n", scenario, calls);
    EXPECT(calls > 0, "the readers ran");
}

/* Every node of `raced` (which has been read and changed concurrently) has the kind, type name, id, parent,
 * child count and frame of the same node in `fresh`, a layout of the same tree made after the race. */
static void same_layout(const char *scenario, uint64_t raced, uint64_t fresh) {
    ptrdiff_t na = -1, nb = -2;
    char what[256];
    EXPECT(sl_layout_node_count(raced, &na) == SL_OK && sl_layout_node_count(fresh, &nb) == SL_OK && na == nb, "same node count");
    if (na != nb) return;
    int mismatched = 0;
    for (ptrdiff_t i = 0; i < na; i++) {
        const char *ka = sl_layout_node_kind(raced, i), *kb = sl_layout_node_kind(fresh, i);
        const char *ta = sl_layout_node_type_name(raced, i), *tb = sl_layout_node_type_name(fresh, i);
        const char *ia = sl_layout_node_id(raced, i), *ib = sl_layout_node_id(fresh, i);
        ptrdiff_t pa = 0, pb = 1, ca = 0, cb = 1;
        double fa[4], fb[4];
        int same = ka && kb && strcmp(ka, kb) == 0 && ta && tb && strcmp(ta, tb) == 0
            && ((ia == NULL && ib == NULL) || (ia && ib && strcmp(ia, ib) == 0))
            && sl_layout_node_parent(raced, i, &pa) == SL_OK && sl_layout_node_parent(fresh, i, &pb) == SL_OK && pa == pb
            && sl_layout_node_child_count(raced, i, &ca) == SL_OK && sl_layout_node_child_count(fresh, i, &cb) == SL_OK && ca == cb
            && sl_layout_frame(raced, i, &fa[0], &fa[1], &fa[2], &fa[3]) == SL_OK
            && sl_layout_frame(fresh, i, &fb[0], &fb[1], &fb[2], &fb[3]) == SL_OK && memcmp(fa, fb, sizeof fa) == 0;
        if (!same && mismatched++ < 3) {
            snprintf(what, sizeof what, "%s: node %td is the fresh layout's (%s/%s vs %s/%s)", scenario, i,
                     ka ? ka : "NULL", ia ? ia : "-", kb ? kb : "NULL", ib ? ib : "-");
            EXPECT(0, what);
        }
    }
    snprintf(what, sizeof what, "%s: every node is the fresh layout's", scenario);
    EXPECT(mismatched == 0, what);
}

/* A slot of `size` texts in a VStack (1: a single Text), named `id`. Sizes 1 and 12 alternate: 1 node + its
 * id wrapper, or a stack of 12 texts and the wrapper. */
static uint64_t slot(uint64_t d, const char *id, int size) {
    if (size == 1) return sl_id(d, sl_text(d, "one"), id);
    uint64_t kids[12];
    for (int i = 0; i < size && i < 12; i++) kids[i] = sl_frame(d, sl_text(d, i % 2 ? "odd text" : "even"), NAN, 20, SL_ALIGN_LEADING);
    return sl_id(d, sl_vstack(d, SL_ALIGN_LEADING, NAN, kids, size), id);
}

/* The tree of the replace scenarios: a VStack of a header, slot s1, 6 rows, slot s2 and a tail named "tail". */
static uint64_t tree(uint64_t d, uint64_t s1, uint64_t s2) {
    uint64_t kids[10];
    kids[0] = sl_padding(d, sl_text(d, "header"), SL_EDGE_ALL, 8);
    kids[1] = s1;
    for (int i = 0; i < 6; i++) kids[2 + i] = sl_frame(d, sl_rectangle(d), 40 + i, 10, SL_ALIGN_CENTER);
    kids[8] = s2;
    kids[9] = sl_id(d, sl_text(d, "tail"), "tail");
    return sl_vstack(d, SL_ALIGN_CENTER, NAN, kids, 10);
}

struct relayouter { uint64_t layout; uint64_t env[2]; int stop; long done, failures; };

/* A second writer: relayouts between two screens until stopped. */
static void *relayout_loop(void *arg) {
    struct relayouter *r = (struct relayouter *)arg;
    for (long i = 0; !__atomic_load_n(&r->stop, __ATOMIC_ACQUIRE); i++) {
        if (sl_layout_relayout(r->layout, r->env[i % 2], NULL) != SL_OK) r->failures++;
        r->done++;
    }
    return NULL;
}

/* Readers against replace (sizes 1 and 12 alternating, so every node after the slot is renumbered) and a
 * concurrent relayout. */
static void scenario_replace(void) {
    uint64_t d = sl_document_new();
    uint64_t narrow = sl_env_new(390, 844, 3), wide = sl_env_new(430, 932, 3);
    struct shared shared = { 0, 0, 0 };
    shared.layout = sl_layout(d, tree(d, slot(d, "s1", 1), slot(d, "s2", 1)), narrow);
    EXPECT(shared.layout != 0, "replace: layout");
    pthread_t threads[READERS], second;
    struct tally tallies[READERS];
    struct relayouter r = { shared.layout, { narrow, wide }, 0, 0, 0 };
    start_readers(&shared, threads, tallies);
    pthread_create(&second, NULL, relayout_loop, &r);
    long replaced = 0, failures = 0;
    int size = 1;
    double end = now() + seconds_per_scenario;
    while (now() < end || replaced < 20) {
        size = size == 1 ? 12 : 1;
        if (sl_layout_replace(shared.layout, "s1", d, slot(d, "s1", size)) != SL_OK) failures++;
        replaced++;
    }
    __atomic_store_n(&r.stop, 1, __ATOMIC_RELEASE);
    pthread_join(second, NULL);
    stop_readers("replace", &shared, threads, tallies);
    printf("replace: %ld replaces, %ld relayouts\n", replaced, r.done);
    EXPECT(failures == 0 && r.failures == 0, "replace: every replace and relayout succeeds");
    /* The layout's last screen: set it explicitly, then compare with a fresh layout of the final tree. */
    EXPECT(sl_layout_relayout(shared.layout, narrow, NULL) == SL_OK, "replace: final relayout");
    uint64_t fresh = sl_layout(d, tree(d, slot(d, "s1", size), slot(d, "s2", 1)), narrow);
    same_layout("replace", shared.layout, fresh);
    double f[4];
    EXPECT(frame(shared.layout, "tail", f) && f[3] > 0, "replace: the tail is found and laid out");
    sl_layout_free(fresh);
    sl_layout_free(shared.layout);
    sl_env_free(narrow);
    sl_env_free(wide);
    sl_document_free(d);
}

struct id_writer { uint64_t layout, document; const char *id; int size; long done, failures; double end; char problem[256]; };

static void *replace_id_loop(void *arg) {
    struct id_writer *w = (struct id_writer *)arg;
    while (now() < w->end || w->done < 20) {
        int size = w->size == 1 ? 12 : 1;
        if (sl_layout_replace(w->layout, w->id, w->document, slot(w->document, w->id, size)) == SL_OK) w->size = size;
        else if (w->failures++ == 0) snprintf(w->problem, sizeof w->problem, "%s", sl_last_error());
        w->done++;
    }
    return NULL;
}

/* Two writers replacing two ids at once, with readers. */
static void scenario_ids(void) {
    uint64_t d = sl_document_new();
    uint64_t env = sl_env_new(390, 844, 3);
    struct shared shared = { 0, 0, 0 };
    shared.layout = sl_layout(d, tree(d, slot(d, "s1", 1), slot(d, "s2", 1)), env);
    pthread_t threads[READERS], writers[2];
    struct tally tallies[READERS];
    struct id_writer w[2] = { { shared.layout, d, "s1", 1, 0, 0, now() + seconds_per_scenario, "" },
                              { shared.layout, d, "s2", 1, 0, 0, now() + seconds_per_scenario, "" } };
    start_readers(&shared, threads, tallies);
    for (int i = 0; i < 2; i++) pthread_create(&writers[i], NULL, replace_id_loop, &w[i]);
    for (int i = 0; i < 2; i++) pthread_join(writers[i], NULL);
    stop_readers("ids", &shared, threads, tallies);
    printf("ids: %ld + %ld replaces\n", w[0].done, w[1].done);
    char what[600];
    snprintf(what, sizeof what, "ids: each writer always finds its id (first failure: %s%s)", w[0].problem, w[1].problem);
    EXPECT(w[0].failures == 0 && w[1].failures == 0, what);
    uint64_t fresh = sl_layout(d, tree(d, slot(d, "s1", w[0].size), slot(d, "s2", w[1].size)), env);
    same_layout("ids", shared.layout, fresh);
    sl_layout_free(fresh);
    sl_layout_free(shared.layout);
    sl_env_free(env);
    sl_document_free(d);
}

/* GeometryReader content: one 10-point row per 40 points of the reader's width (9 at 390, 10 at 430), the
 * last named "tail". */
static uint64_t rows_by_width(void *context, int64_t id, uint64_t document, uint64_t proxy) {
    double w, h;
    uint64_t kids[64];
    (void)context;
    (void)id;
    if (sl_geometry_size(proxy, &w, &h) != SL_OK) return 0;
    int n = (int)(w / 40);
    if (n < 1) n = 1;
    if (n > 64) n = 64;
    for (int i = 0; i < n; i++) kids[i] = sl_frame(document, sl_text(document, "row"), NAN, 10, SL_ALIGN_CENTER);
    kids[n - 1] = sl_id(document, kids[n - 1], "tail");
    return sl_vstack(document, SL_ALIGN_CENTER, 0, kids, n);
}

static uint64_t reader_tree(uint64_t d) {
    uint64_t kids[2] = { sl_text(d, "above"), sl_geometry_reader(d, rows_by_width, NULL, 1) };
    return sl_vstack(d, SL_ALIGN_CENTER, NAN, kids, 2);
}

/* Readers against relayouts that change the node count (the GeometryReader builds 9 or 10 rows). */
static void scenario_relayout(void) {
    uint64_t d = sl_document_new();
    uint64_t env[2] = { sl_env_new(390, 844, 3), sl_env_new(430, 932, 3) };
    struct shared shared = { 0, 0, 0 };
    shared.layout = sl_layout(d, reader_tree(d), env[0]);
    EXPECT(shared.layout != 0, "relayout: layout");
    pthread_t threads[READERS];
    struct tally tallies[READERS];
    start_readers(&shared, threads, tallies);
    long done = 0, failures = 0;
    double end = now() + seconds_per_scenario;
    while (now() < end || done < 20) {
        if (sl_layout_relayout(shared.layout, env[done % 2], NULL) != SL_OK) failures++;
        done++;
    }
    stop_readers("relayout", &shared, threads, tallies);
    printf("relayout: %ld relayouts\n", done);
    EXPECT(failures == 0, "relayout: every relayout succeeds");
    uint64_t fresh = sl_layout(d, reader_tree(d), env[(done - 1) % 2]);
    same_layout("relayout", shared.layout, fresh);
    sl_layout_free(fresh);
    sl_layout_free(shared.layout);
    sl_env_free(env[0]);
    sl_env_free(env[1]);
    sl_document_free(d);
}

/* Readers against free: the writer frees the layout the readers are reading and publishes the next. */
static void scenario_free(void) {
    uint64_t d = sl_document_new();
    uint64_t env = sl_env_new(390, 844, 3);
    uint64_t root = tree(d, slot(d, "s1", 12), slot(d, "s2", 1));
    struct shared shared = { 0, 0, 1 };
    shared.layout = sl_layout(d, root, env);
    pthread_t threads[READERS];
    struct tally tallies[READERS];
    start_readers(&shared, threads, tallies);
    long done = 0, failures = 0;
    double end = now() + seconds_per_scenario;
    while (now() < end || done < 20) {
        uint64_t old = shared.layout, next = sl_layout(d, root, env);
        if (next == 0) failures++;
        __atomic_store_n(&shared.layout, next, __ATOMIC_RELEASE);
        if (sl_layout_free(old) != SL_OK) failures++;
        done++;
    }
    stop_readers("free", &shared, threads, tallies);
    printf("free: %ld layouts made and freed\n", done);
    EXPECT(failures == 0, "free: every layout and free succeeds");
    EXPECT(sl_layout_free(shared.layout) == SL_OK, "free: the last one");
    ptrdiff_t count;
    EXPECT(sl_layout_node_count(shared.layout, &count) == SL_ERR_INVALID_HANDLE, "free: a freed layout is an invalid handle");
    sl_env_free(env);
    sl_document_free(d);
}

int main(int argc, char **argv) {
    setvbuf(stdout, NULL, _IONBF, 0);
    if (argc > 1) seconds_per_scenario = atof(argv[1]);
    if (!(seconds_per_scenario > 0) || seconds_per_scenario > 600) seconds_per_scenario = 0.5;
    scenario_replace();
    scenario_ids();
    scenario_relayout();
    scenario_free();
    return report("test_race");
}
