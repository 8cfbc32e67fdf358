/*
 * swiftlayout — SwiftUI's layout system as a C library.
 *
 * This is the header to include. It is a thin hand-written wrapper around two generated files:
 *   swiftlayout_generated.h — the Swift compiler's own declarations of every sl_ function (@c);
 *   swiftlayout_constants.h — the SL_ status codes and enum values, generated from the Swift source.
 * Regenerate both with scripts/gen-header.sh; `make test` fails when they are stale.
 *
 * Conventions (every function's own comment says what it returns and who frees what):
 *   - Handles (documents, views, environments, layouts) are uint64_t; 0 is never valid. A constructor
 *     returns 0 on failure. A stale, foreign or freed handle gives SL_ERR_INVALID_HANDLE, never a crash.
 *   - Fallible calls that return int32_t return SL_OK or an SL_ERR_* status. Every call also records its
 *     status and a message for the calling thread: sl_last_status(), sl_last_error().
 *   - "nil" in a SwiftUI signature is passed as NAN (from <math.h>); INFINITY is SwiftUI's .infinity.
 *   - Strings passed in are copied. Strings returned as `char *` are the caller's (sl_string_free);
 *     `char const *` results belong to the library (see each function for how long they live).
 *   - Documents, environments and layouts may be used from any thread; each call is thread-safe.
 *
 * Compiles as C99 or later and as C++11 or later; gcc needs the pragmas below for the Swift header.
 */
#ifndef SWIFTLAYOUT_H
#define SWIFTLAYOUT_H

#include "swiftlayout_constants.h"

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wattributes"      /* Swift's __ext_vector_type__ typedefs */
#pragma GCC diagnostic ignored "-Wunknown-pragmas" /* #pragma clang ... */
#pragma GCC diagnostic ignored "-Wpedantic"
#pragma GCC system_header /* g++ cannot silence -Wunknown-pragmas by pragma in C++ */
#endif

#include "swiftlayout_generated.h"

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

#endif /* SWIFTLAYOUT_H */
