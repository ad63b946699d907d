/* input: a whole file or standard input read into memory, within a limit,
 * before anything is parsed. */
#ifndef CARCJUDGE_INPUT_H
#define CARCJUDGE_INPUT_H

#include <stddef.h>

#define DEFAULT_MAX_INPUT (4u << 20)

/* path "-" or NULL reads standard input, named "<stdin>".  Returns 0, or
 * EXIT_INPUT (too large) or EXIT_INTERNAL (I/O, out of memory: never an
 * abort) after the diagnostic. */
struct run;
struct diag_state;
int input_read(struct run *, const char *path, size_t max, char **buf,
    size_t *len, const char **name);
/* The same from an open descriptor, named name in diagnostics. */
int input_read_fd(struct diag_state *, int fd, const char *name, size_t max,
    char **buf, size_t *len);
/* The same from the run's standard input (carcjudge(3)'s cj_io). */
int input_read_stdin(struct run *, const char *name, size_t max, char **buf,
    size_t *len);
/* Frees a buffer read above (free() does too). */
void input_free(char *buf);

#endif
