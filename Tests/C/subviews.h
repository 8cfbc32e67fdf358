/* What the C test programs' custom layouts (C callbacks) measure: their subviews at their ideal sizes. */
#ifndef SL_TEST_SUBVIEWS_H
#define SL_TEST_SUBVIEWS_H
#include <math.h>
#include "swiftlayout.h"

/* The subviews of `subviews` proposed nil × nil: their count, the widest width, the tallest height and the
 * heights' sum (a NULL out-pointer is skipped). 0 when a call fails, else 1. */
static inline int ideal_sizes(uint64_t subviews, ptrdiff_t *n, double *widest, double *tallest, double *total) {
    double wmax = 0, hmax = 0, sum = 0;
    if (sl_subviews_count(subviews, n) != SL_OK) return 0;
    for (ptrdiff_t k = 0; k < *n; k++) {
        double sw, sh;
        if (sl_subview_size(subviews, k, NAN, NAN, &sw, &sh) != SL_OK) return 0;
        if (sw > wmax) wmax = sw;
        if (sh > hmax) hmax = sh;
        sum += sh;
    }
    if (widest) *widest = wmax;
    if (tallest) *tallest = hmax;
    if (total) *total = sum;
    return 1;
}

#endif
