// The public header compiles as C++ (g++ and clang++, -Wall -Wextra -Werror) and links.
#include <cmath>
#include <cstdio>
#include "swiftlayout.h"

int main() {
    uint64_t d = sl_document_new();
    uint64_t v = sl_padding(d, sl_text(d, "Hello world"), SL_EDGE_ALL, NAN);
    uint64_t env = sl_env_new_device("iPhone SE");
    uint64_t l = sl_layout(d, v, env);
    ptrdiff_t count = 0;
    int ok = l != 0 && sl_layout_node_count(l, &count) == SL_OK && count == 2;
    std::printf("C++: %s\n", ok ? "ok" : sl_last_error());
    sl_layout_free(l);
    sl_env_free(env);
    sl_document_free(d);
    return ok ? 0 : 1;
}
