/*
 * The time one Text costs per byte of its string: the root of an iPhone 15 Pro screen (390 points wide) holds
 * one Text of BYTES bytes, laid out once (its string is broken into lines for the screen's proposal), for the
 * text limit (max_text_bytes) and its documentation (docs/ERRORS.md). The kinds of string:
 *
 *   prose   random words of 2–10 letters separated by spaces
 *   rword   one word of random letters (broken between characters)
 *   word    one word of one letter repeated (every line the same: the width cache answers)
 *   paras   "aa\n" repeated: many one-word paragraphs
 *
 * Usage: text_cost BYTES KIND…   prints seconds and µs per byte for each kind (`make bench-limits`).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "swiftlayout.h"

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static char *make(const char *kind, long n) {
    char *s = malloc((size_t)n + 1);
    int left = 0;
    srand(7);
    for (long i = 0; i < n; i++) {
        if (strcmp(kind, "prose") == 0) {
            if (left == 0) { s[i] = ' '; left = 2 + rand() % 9; } else { s[i] = (char)('a' + rand() % 26); left--; }
        } else if (strcmp(kind, "rword") == 0) {
            s[i] = (char)('a' + rand() % 26);
        } else if (strcmp(kind, "word") == 0) {
            s[i] = 'x';
        } else {
            s[i] = i % 3 == 2 ? '\n' : 'a';
        }
    }
    s[n] = 0;
    return s;
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: text_cost BYTES KIND…\n"); return 2; }
    long n = atol(argv[1]);
    for (int a = 2; a < argc; a++) {
        char *s = make(argv[a], n);
        uint64_t d = sl_document_new(), env = sl_env_new_device("iPhone 15 Pro");
        if (sl_env_set(env, "max_text_bytes", 16777216) != SL_OK) return 1;
        uint64_t v = sl_text(d, s);
        double t = now();
        uint64_t l = sl_layout(d, v, env);
        double dt = now() - t;
        if (!l) { fprintf(stderr, "%s: %s\n", argv[a], sl_last_error()); return 1; }
        printf("%-6s %8ld bytes: %7.3f s, %5.2f µs per byte\n", argv[a], n, dt, dt / (double)n * 1e6);
        sl_layout_free(l);
        sl_env_free(env);
        sl_document_free(d);
        free(s);
    }
    return 0;
}
