/* HarfBuzz for real text (Debian libharfbuzz-dev; flags from pkg-config harfbuzz). HarfBuzz's own
 * OpenType loader reads the font files, so FreeType is not needed. */
#include <hb.h>
#include <hb-ot.h>
