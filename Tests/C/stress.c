/*
 * Leak check: builds, lays out, reads and frees many documents of every kind of view (run under
 * valgrind memcheck by `make test`: zero definitely-lost bytes). Also reuses freed handles on purpose.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "swiftlayout.h"

static int32_t half(void *context, int64_t id, double length, int32_t axis, double *out) {
    (void)context; (void)id; (void)axis;
    *out = length / 2;
    return 0;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 200;
    uint64_t env = sl_env_new_device("iPhone 15 Pro");
    int failures = 0;
    for (int k = 0; k < rounds; k++) {
        uint64_t d = sl_document_new();
        uint64_t kids[4] = {
            sl_frame(d, sl_text(d, "Hello world"), NAN, 20, SL_ALIGN_CENTER),
            sl_container_relative_frame_fn(d, sl_rectangle(d), SL_AXIS_VERTICAL, SL_ALIGN_CENTER, half, NULL, 1),
            sl_padding(d, sl_color(d, "red"), SL_EDGE_ALL, NAN),
            sl_spacer(d, NAN),
        };
        uint64_t root = sl_navigation_stack(d, sl_scroll_view(d, sl_vstack(d, SL_ALIGN_CENTER, NAN, kids, 4), SL_AXIS_VERTICAL, 0, 0));
        uint64_t parsed = sl_document_parse(d, "{\"type\":\"LazyVGrid\",\"columns\":[{\"adaptive\":{\"minimum\":40}}],"
                                               "\"children\":[{\"type\":\"Text\",\"text\":\"x\"},{\"type\":\"Color\",\"color\":\"red\"}]}");
        uint64_t l = sl_layout(d, root, env), l2 = sl_layout(d, parsed, env);
        if (!l || !l2) failures++;
        char *dump = sl_layout_dump(l), *json = sl_layout_json(l2), *spacing = sl_layout_node_spacing(l, 1);
        if (!dump || !json || !spacing) failures++;
        sl_string_free(dump); sl_string_free(json); sl_string_free(spacing);
        if (sl_layout_node_kind(l, 0) == NULL) failures++;
        sl_layout_free(l);
        sl_layout_free(l2);
        sl_document_free(d);
        if (sl_rectangle(d) != 0) failures++;            /* stale document */
        (void)sl_layout_free(l);                         /* double free: an error, not a crash */
    }
    sl_env_free(env);
    printf("stress: %d rounds, %d failures\n", rounds, failures);
    return failures != 0;
}
