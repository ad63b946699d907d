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

/* An error as a value: what the command line would print as its first
 * diagnostic, and its exit status. */
struct cj_error {
	int status;		/* 2 usage, 3 not a valid position, 4 I/O or
				 * internal (out of memory); 0 no error */
	char name[256];		/* an input error's file name, else "" */
	int line, column;	/* an input error's place (from 1), else 0 */
	char message[512];	/* the message alone */
	char text[1024];	/* the whole line carcjudge(1) prints, without
				 * "carcjudge: " and the newline */
};

/* Limits on what is read; 0 is the default. */
struct cj_limits {
	size_t max_input;	/* bytes (--max-input); default 4 MiB */
};

/* A position read (carcjudge(5)), and a judged turn: opaque. */
struct cj_position;
struct cj_outcome;

/* Reads len bytes of text (a position file; it needs no NUL), naming it
 * name in messages ("<stdin>" when NULL).  0 and *out, or the exit status
 * (3 not a valid position, 4) with *err filled (err may be NULL). */
CJ_API int cj_position_read(const char *text, size_t len, const char *name,
    const struct cj_limits *limits, struct cj_position **out,
    struct cj_error *err);
CJ_API void cj_position_free(struct cj_position *);

/* How to judge: rules[] "KEY=VALUE" as -r gives them, NULL-terminated
 * (NULL: none); compare "KEY=V1,V2..." as --compare (NULL: one reading). */
struct cj_judge_options {
	const char *const *rules;
	const char *compare;
};

/* Judges p's pending action (opts NULL: as the file says): 0 legal, 1
 * illegal, with *out; or the exit status (2 bad options, 3, 4) with *err.
 * The outcome refers to p: free it first. */
CJ_API int cj_judge(const struct cj_position *p,
    const struct cj_judge_options *opts, struct cj_outcome **out,
    struct cj_error *err);
/* 0 legal, 1 illegal (under --compare: 1 when any reading is). */
CJ_API int cj_outcome_status(const struct cj_outcome *);

enum cj_format { CJ_FORMAT_TEXT, CJ_FORMAT_YAML, CJ_FORMAT_JSON };
/* Writes the outcome to sink as `carcjudge judge -f FORMAT` prints it
 * (text without colour): 0, or 4 when the sink failed (*err filled). */
CJ_API int cj_outcome_write(const struct cj_outcome *, enum cj_format,
    struct cj_sink sink, struct cj_error *err);
CJ_API void cj_outcome_free(struct cj_outcome *);

/* The other subcommands, each writing to out what it prints on standard
 * output (carcjudge(1)) and returning its exit status, the first error
 * as a value.  The position is read from the handle's text again. */
/* moves -f FORMAT */
CJ_API int cj_moves(const struct cj_position *p,
    const struct cj_judge_options *opts, enum cj_format format,
    struct cj_sink out, struct cj_error *err);
/* apply [--next TILE] (next_tile NULL: none): the position after */
CJ_API int cj_apply(const struct cj_position *p,
    const struct cj_judge_options *opts, const char *next_tile,
    struct cj_sink out, struct cj_error *err);
/* show -f text|svg */
enum cj_drawing { CJ_DRAW_TEXT, CJ_DRAW_SVG };
CJ_API int cj_draw(const struct cj_position *p,
    const struct cj_judge_options *opts, enum cj_drawing drawing,
    struct cj_sink out, struct cj_error *err);
/* import [--turn N] of a JCloisterZone save's JSON (turn 0: the end) */
CJ_API int cj_import(const char *json, size_t len, const char *name,
    int turn, struct cj_sink out, struct cj_error *err);
/* check of one fixture (its text; a refusal's .err cannot be given) */
CJ_API int cj_replay(const char *text, size_t len, const char *name,
    const struct cj_judge_options *opts, struct cj_sink out,
    struct cj_error *err);
/* tiles and explain -f text|json (YAML: text) of the IDs given (NULL or
 * empty: all), NULL-terminated */
CJ_API int cj_tiles(const char *const *ids, enum cj_format format,
    struct cj_sink out, struct cj_error *err);
CJ_API int cj_explain(const char *const *rule_ids, enum cj_format format,
    struct cj_sink out, struct cj_error *err);

#ifdef __cplusplus
}
#endif

#endif
