/* The embedded interpreter's view of CPython (Debian python3-dev; flags from pkg-config python3-embed),
 * plus dlopen, which the runner uses to load libswiftlayout.so once for the whole process, and the file
 * calls with which it checks who can change the package it imports (dirent.h, sys/stat.h; grp.h and pwd.h
 * for a user's private group). The runner
 * must not import Glibc next to this module (docs/TOOLCHAIN.md P2), so libc comes through here. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <dirent.h>
#include <dlfcn.h>
#include <grp.h>
#include <limits.h>
#include <pwd.h>
#include <stdlib.h>
#include <sys/stat.h>
