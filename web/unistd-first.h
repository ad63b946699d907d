/* Included ahead of src/runstdio.h in the WebAssembly build: musl's
 * <unistd.h> declares optind, opterr and optopt itself, which must come
 * before runstdio.h turns those names into macros.  Its brk() (a
 * _DEFAULT_SOURCE name) would meet owntiles.c's own static brk(): kept out
 * of the way under another name. */
#define brk musl_brk_unused
#include <unistd.h>
#undef brk
