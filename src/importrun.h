/* importrun: carcjudge import once its options are read, for the
 * library's calls (api.c). */
#ifndef CARCJUDGE_IMPORTRUN_H
#define CARCJUDGE_IMPORTRUN_H

#include <stdbool.h>
#include <stddef.h>

struct run;

/* import of a save's text, named name: the position at its end, before
 * turn `turn` (above 0), or with scores its scores turn by turn. */
int import_save(struct run *, const char *buf, size_t len, const char *name, size_t max,
    int turn, bool scores);
/* The same of the file at path ("-": standard input), read within max
 * bytes; turn and scores together are a usage error. */
int import_file(struct run *, const char *path, size_t max, int turn,
    bool scores);

#endif
