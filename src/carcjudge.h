/* carcjudge: the engine as a C library (carcjudge(3)).  Every public name
 * starts with cj_; a call never exits the process and never prints: its
 * output goes to the sinks the caller gives. */
#ifndef CARCJUDGE_H
#define CARCJUDGE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) && !defined(CJ_NO_VISIBILITY)
#define CJ_API __attribute__((visibility("default")))
#else
#define CJ_API
#endif

/* Where bytes of output go: write() returns 0, or -1 for a write error
 * (the run then ends with exit status 4). */
struct cj_sink {
	int (*write)(void *arg, const char *bytes, size_t len);
	void *arg;
};

/* A run's standard streams and surroundings. */
struct cj_io {
	const char *in;		/* standard input's bytes (in NULL and
				 * in_fd < 0: empty) */
	size_t inlen;
	int in_fd;		/* >= 0: read standard input from this
				 * descriptor instead (the CLI passes 0) */
	struct cj_sink out, err;	/* standard output and error; a sink
				 * whose write is NULL discards */
	const char *const *env;	/* "NAME=VALUE" strings, NULL-terminated,
				 * read instead of the process environment
				 * (NO_COLOR, COLUMNS); NULL: empty */
	int out_tty, err_tty;	/* whether out/err count as terminals */
};

/* Runs one command line, argv WITHOUT the program name (argc words), as
 * carcjudge(1) would; returns its exit status.  Re-entrant: runs in
 * several threads at once do not meet.  Files named on the line are read
 * and written through the file system. */
CJ_API int cj_run(int argc, char *const argv[], const struct cj_io *io);

/* The version of the library, e.g. "0.1". */
CJ_API const char *cj_version(void);

/* A growable buffer, and a sink that appends to it (data stays
 * NUL-terminated; len excludes the NUL).  Start from { NULL, 0, 0 }. */
struct cj_buffer {
	char *data;
	size_t len, cap;
};
CJ_API struct cj_sink cj_buffer_sink(struct cj_buffer *);
CJ_API void cj_buffer_free(struct cj_buffer *);

#ifdef __cplusplus
}
#endif

#endif
