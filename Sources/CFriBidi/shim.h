/* GNU FriBidi, the Unicode bidirectional algorithm (Debian libfribidi-dev; flags from pkg-config fribidi):
 * the embedding level of every character of a paragraph, so mixed-direction text is shaped per run. */
#include <fribidi.h>
