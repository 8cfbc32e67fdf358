/* The Yoga anchor of bench.c (see anchor_yoga.c). Workloads: 1 = W1, 2 = W2, 3 = W3. */
#ifndef SL_BENCH_ANCHOR_YOGA_H
#define SL_BENCH_ANCHOR_YOGA_H

/* Monotonic time in ns (bench.c). */
double bench_now(void);

/* Loads Yoga from SL_BENCH_YOGA (after SL_BENCH_LIBPYTHON); NULL on success, else why not. */
const char *yoga_load(void);

/* Builds, lays out, checks and frees one workload of `size` (leaves, depth or rows); returns 1 if the
 * frames are right. Writes the three phase times and Yoga's node count. */
int yoga_run(int workload, int size, double *build_ns, double *layout_ns, double *free_ns, int *nodes);

/* W4: the W3 tree of `rows` rows, kept for relayout. */
struct yoga_w4;
struct yoga_w4 *yoga_w4_new(int rows, int *nodes);
int yoga_w4_step(struct yoga_w4 *w, char kind, int flip, double *ns);
void yoga_w4_free(struct yoga_w4 *w);

#endif
