/* carcjudge: the engine as a C library (carcjudge(3)).  Every public name
 * starts with cj_; a call never exits the process and never prints: its
 * output goes to the sinks the caller gives. */
#ifndef CARCJUDGE_H
#define CARCJUDGE_H

#include <stddef.h>
#include <stdio.h>

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
/* A sink that writes all it is given to the descriptor *fd (which must
 * outlive it), retrying where write(2) is interrupted or short. */
CJ_API struct cj_sink cj_fd_sink(const int *fd);
/* A sink that writes to the stream f (void *: a FILE *), leaving a write
 * error on the stream for its owner to see. */
CJ_API struct cj_sink cj_file_sink(void *f);

/* The exit statuses of carcjudge(1), which the calls return too. */
enum cj_exit {
	CJ_EXIT_LEGAL = 0,	/* legal; success */
	CJ_EXIT_ILLEGAL = 1,	/* illegal; a fixture did not match */
	CJ_EXIT_USAGE = 2,	/* a bad command line or option */
	CJ_EXIT_INPUT = 3,	/* not a valid position */
	CJ_EXIT_INTERNAL = 4	/* I/O, out of memory, internal */
};

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

/* A run of carcjudge(1) as its subcommands see it (cj_cli_* below). */
struct cj_cli;

/* Limits on what is read; 0 is the default. */
struct cj_limits {
	size_t max_input;	/* bytes (--max-input); default 4 MiB */
	struct cj_cli *cli;	/* see struct cj_judge_options */
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
/* The same from a file (path "-" or NULL: standard input -- limits->cli's
 * when given), named by its path ("<stdin>"). */
CJ_API int cj_position_read_file(const char *path,
    const struct cj_limits *limits, struct cj_position **out,
    struct cj_error *err);
CJ_API void cj_position_free(struct cj_position *);

/* How to judge: rules[] "KEY=VALUE" as -r gives them, NULL-terminated
 * (NULL: none); compare "KEY=V1,V2..." as --compare (NULL: one reading).
 * cli: a subcommand of carcjudge(1) making the call gives its run, whose
 * standard input the call reads, on whose standard error it prints its
 * diagnostics (as well as filling *err), and whose terminals,
 * environment and --color it writes for; NULL: none, nothing printed. */
struct cj_judge_options {
	const char *const *rules;
	const char *compare;
	struct cj_cli *cli;
};

/* Judges p's pending action (opts NULL: as the file says): 0 legal, 1
 * illegal, with *out; or the exit status (2 bad options, 3, 4) with *err.
 * The outcome refers to p: free it first. */
CJ_API int cj_judge(const struct cj_position *p,
    const struct cj_judge_options *opts, struct cj_outcome **out,
    struct cj_error *err);
/* 0 legal, 1 illegal (under --compare: 1 when any reading is).  The
 * outcome's calls below belong to the cli of the options it was judged
 * under. */
CJ_API int cj_outcome_status(const struct cj_outcome *);

enum cj_format { CJ_FORMAT_TEXT, CJ_FORMAT_YAML, CJ_FORMAT_JSON };
/* Writes the outcome to sink as `carcjudge judge -f FORMAT` prints it
 * (text without colour): 0, or 4 when the sink failed (*err filled). */
CJ_API int cj_outcome_write(const struct cj_outcome *, enum cj_format,
    struct cj_sink sink, struct cj_error *err);
/* Draws the game after the turn as `judge --show` does (0; 2 for an
 * outcome of --compare, which has no one game). */
CJ_API int cj_outcome_draw(const struct cj_outcome *, struct cj_sink sink,
    struct cj_error *err);
CJ_API void cj_outcome_free(struct cj_outcome *);

/* The other subcommands, each writing to out what it prints on standard
 * output (carcjudge(1)) and returning its exit status, the first error
 * as a value.  They work on the position as cj_position_read read it
 * (as `judge` reads one), never reading its text again. */
/* moves -f FORMAT */
CJ_API int cj_moves(const struct cj_position *p,
    const struct cj_judge_options *opts, enum cj_format format,
    struct cj_sink out, struct cj_error *err);
/* moves of the file at path ("-" or NULL: standard input, opts->cli's
 * when given), read as moves reads one (place may leave out at and rot),
 * [--write DIR] (write_dir NULL: none) */
CJ_API int cj_moves_file(const char *path, const struct cj_limits *limits,
    const struct cj_judge_options *opts, enum cj_format format,
    const char *write_dir, struct cj_sink out, struct cj_error *err);
/* fixture of the file paths[0] (none, or "-": standard input, opts->cli's
 * when given), or fixture --in-place [--all-rules] of every path
 * given (NULL-terminated) */
CJ_API int cj_fixture_files(const char *const *paths, int in_place,
    int all_rules, const struct cj_limits *limits,
    const struct cj_judge_options *opts, struct cj_sink out,
    struct cj_error *err);
/* apply [--next TILE] (next_tile NULL: none): the position after */
CJ_API int cj_apply(const struct cj_position *p,
    const struct cj_judge_options *opts, const char *next_tile,
    struct cj_sink out, struct cj_error *err);
/* show -f text|svg */
enum cj_drawing { CJ_DRAW_TEXT, CJ_DRAW_SVG };
CJ_API int cj_draw(const struct cj_position *p,
    const struct cj_judge_options *opts, enum cj_drawing drawing,
    struct cj_sink out, struct cj_error *err);
/* show of the file at path ("-" or NULL: standard input, opts->cli's or
 * limits->cli's when given), read as show reads one (no action needed;
 * place may leave out at and rot) */
CJ_API int cj_draw_file(const char *path, const struct cj_limits *limits,
    const struct cj_judge_options *opts, enum cj_drawing drawing,
    struct cj_sink out, struct cj_error *err);
/* import [--turn N] of a JCloisterZone save's JSON (turn 0: the end) */
CJ_API int cj_import(const char *json, size_t len, const char *name,
    int turn, struct cj_sink out, struct cj_error *err);
/* import of the file at path ("-" or NULL: standard input, limits->cli's
 * when given), read within limits, with its options (NULL: none) */
struct cj_import_options {
	int turn;	/* --turn N: the position before turn N; 0: the end */
	int scores;	/* --scores: the scores turn by turn, as JSON */
};
CJ_API int cj_import_file(const char *path, const struct cj_limits *limits,
    const struct cj_import_options *opts, struct cj_sink out,
    struct cj_error *err);
/* check of one fixture (its text; a refusal's .err cannot be given) */
CJ_API int cj_replay(const char *text, size_t len, const char *name,
    const struct cj_judge_options *opts, struct cj_sink out,
    struct cj_error *err);
/* check of fixtures as carcjudge(1)'s check runs them: the files paths
 * names (NULL-terminated; NULL or none: standard input, opts->cli's or
 * limits->cli's when given), a directory walked for its *.yaml files,
 * found once into *out; then each replayed by its index, in any order or
 * process, and its result reported as check reports it.  cj_check_open
 * returns 0, or 4 when an entry could not be walked (*out the fixtures
 * found all the same), or 2 when none was found or "-" is named twice
 * (*out NULL). */
struct cj_check;
CJ_API int cj_check_open(const char *const *paths,
    const struct cj_limits *limits, const struct cj_judge_options *opts,
    struct cj_check **out, struct cj_error *err);
CJ_API size_t cj_check_count(const struct cj_check *);
/* Fixture i (from 0) replayed: 0 it gives its expect: answer (or, beside
 * its NAME.err, the refusal written there), 1 it does not, 3 not a valid
 * position, 4 unreadable; what differs appended to why (nothing when it
 * matched; why may be NULL). */
CJ_API int cj_check_replay(const struct cj_check *, size_t i,
    struct cj_buffer *why, struct cj_error *err);
/* The lines check prints for fixture i's result (status and why from
 * cj_check_replay): a FAIL line, nothing for a match; tap: TAP's ok or
 * not ok line, and a # line saying why. */
CJ_API int cj_check_report(const struct cj_check *, size_t i, int status,
    const char *why, int tap, struct cj_sink out, struct cj_error *err);
CJ_API void cj_check_free(struct cj_check *);
/* tiles and explain -f text|json (YAML: text) of the IDs given (NULL or
 * empty: all), NULL-terminated */
CJ_API int cj_tiles(const char *const *ids, enum cj_format format,
    struct cj_sink out, struct cj_error *err);
CJ_API int cj_explain(const char *const *rule_ids, enum cj_format format,
    struct cj_sink out, struct cj_error *err);
/* tiles with its options: the tiles turned rot degrees clockwise (--rot:
 * 0, 90, 180 or 270), or, with edges (--edges: four letters C, R or F,
 * the edges clockwise from north; NULL: none) and no IDs, the tiles and
 * rotations whose edges read so (1 when none do).  cj_tiles is
 * cj_tiles_query(ids, 0, NULL, ...). */
CJ_API int cj_tiles_query(const char *const *ids, int rot, const char *edges,
    enum cj_format format, struct cj_sink out, struct cj_error *err);

/* For the subcommands of carcjudge(1), which the library runs (cj_run)
 * and which reach the engine through these calls alone.  Each subcommand
 * is given its run (struct cj_cli), and every call here takes it: the
 * messages they print go to the run's standard error. */
/* The run's standard output and error.  (A sink over standard output:
 * cj_file_sink(cj_cli_stdout(cli)).) */
CJ_API FILE *cj_cli_stdout(struct cj_cli *);
CJ_API FILE *cj_cli_stderr(struct cj_cli *);
/* Whether the run's descriptor fd (0, 1 or 2) counts as a terminal. */
CJ_API int cj_cli_isatty(struct cj_cli *, int fd);
/* The subcommand's next option (argv[0] names the subcommand), read by
 * getopt_long(3) from the one table that carcjudge(1)'s synopses, help
 * and completion come from (its own options, not -h, --help and --color,
 * which cj_run reads): the option's letter, '?' or ':' for one refused
 * (cj_cli_bad_option), -1 after the last.  cj_cli_optarg: the value of
 * the option just read; cj_cli_optind: the index in argv of the first
 * operand, once the options are read. */
CJ_API int cj_cli_option(struct cj_cli *, int argc, char *const argv[]);
CJ_API const char *cj_cli_optarg(const struct cj_cli *);
CJ_API int cj_cli_optind(const struct cj_cli *);
/* The one operand of a subcommand that reads one file, once the options
 * are read: "-" (standard input) when there is none; when there are more,
 * NULL after the usage error "SUBCOMMAND: one WHAT at a time". */
CJ_API const char *cj_cli_operand(struct cj_cli *, int argc,
    char *const argv[], const char *what);
/* The subcommand's synopsis, as a bad option prints it; returns
 * CJ_EXIT_USAGE. */
CJ_API int cj_cli_synopsis(struct cj_cli *, const char *subcommand);
/* An option's value that must be one of n words: its index, or -1 after
 * "OPT 'ARG': A, B or C". */
CJ_API int cj_cli_word(struct cj_cli *, const char *opt, const char *arg,
    const char *const *words, int n);
/* -f FORMAT of the subcommands that write documents: text, yaml or json
 * (with_yaml 0: text or json).  0 and *format, or CJ_EXIT_USAGE after the
 * message. */
CJ_API int cj_cli_format(struct cj_cli *, const char *arg, int with_yaml,
    enum cj_format *format);
/* The option cj_cli_option just refused (it returned ch, '?' or ':', from
 * argv, argv[0] the subcommand): the message and the subcommand's
 * synopsis; returns CJ_EXIT_USAGE. */
CJ_API int cj_cli_bad_option(struct cj_cli *, int ch, char *const argv[]);
/* -r KEY=VALUE: 0 when KEY=VALUE is a rules: key and one of its values,
 * else CJ_EXIT_USAGE after the message. */
CJ_API int cj_cli_rule(struct cj_cli *, const char *key_value);
/* --max-input BYTES: 0 and *max, or CJ_EXIT_USAGE after the message. */
CJ_API int cj_cli_max_input(struct cj_cli *, const char *arg, size_t *max);
/* The options every subcommand that judges takes, from its option loop
 * with ch the letter cj_cli_option returned: 'r' (checked, then appended
 * to rules, *nrules counting them), 'm' (--max-input into lim); any other
 * letter is an unknown option or a missing value (cj_cli_bad_option).
 * Returns 0 or the exit status. */
CJ_API int cj_cli_judging_option(struct cj_cli *, int ch,
    char *const argv[], const char **rules, int *nrules,
    struct cj_limits *lim);
/* --compare KEY=V1,V2...: 0, or CJ_EXIT_USAGE after the message. */
CJ_API int cj_cli_compare(struct cj_cli *, const char *arg);
/* name as the command line prints a file's name in a line (control
 * characters and the like escaped, a backslash doubled), to out. */
CJ_API void cj_cli_name(struct cj_cli *, const char *name,
    struct cj_sink out);
/* An argument as a message echoes it: control characters and the like
 * escaped, a backslash doubled, cut after 64 characters with "...".  The
 * result lives until the fourth call after it. */
CJ_API const char *cj_cli_quote(struct cj_cli *, const char *value);
/* "out of memory"; returns CJ_EXIT_INTERNAL. */
CJ_API int cj_cli_out_of_memory(struct cj_cli *);
/* Runs sub(cli, argc, argv, rules) with rules room for every -r value of
 * the line (NULL-ended), freed after; out of memory is CJ_EXIT_INTERNAL. */
CJ_API int cj_cli_with_rules(struct cj_cli *, int argc, char **argv,
    int (*sub)(struct cj_cli *, int, char **, const char **rules));
/* tiles and explain as cj_tiles_query and cj_explain, in the run: on its
 * standard output, their messages on its standard error. */
CJ_API int cj_cli_tiles(struct cj_cli *, const char *const *ids, int rot,
    const char *edges, enum cj_format format);
CJ_API int cj_cli_explain(struct cj_cli *, const char *const *rule_ids,
    enum cj_format format);
/* A usage error, the message made as printf makes it; returns
 * CJ_EXIT_USAGE. */
CJ_API int cj_cli_usage(struct cj_cli *, const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* An error that is no usage error (the message made as printf makes
 * it): returns CJ_EXIT_INTERNAL. */
CJ_API int cj_cli_error(struct cj_cli *, const char *fmt, ...)
#ifdef __GNUC__
    __attribute__((format(printf, 2, 3)))
#endif
    ;

#ifdef __cplusplus
}
#endif

#endif
