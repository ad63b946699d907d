/* cli: the subcommands, each given its own argv (argv[0] is its name),
 * and what they share: reading a position, the common options. */
#ifndef CARCJUDGE_CLI_H
#define CARCJUDGE_CLI_H

#include <getopt.h>
#include <stdbool.h>
#include <stddef.h>

#include "diag.h"
#include "doc.h"
#include "position.h"

struct cj_cli;
struct run;

/* A subcommand: its run, its own argv. */
typedef int subcommand(struct cj_cli *, int, char **);
subcommand cmd_judge, cmd_fixture, cmd_check, cmd_explain, cmd_tiles,
    cmd_show, cmd_moves, cmd_apply, cmd_import, cmd_help;

/* What the subcommands do once their options are read, for the library's
 * calls too (api.c): each writes to the run r's standard output and
 * returns the subcommand's exit status. */
struct rulesconf;
/* apply: p's action judged, the position after it written (color: the
 * refusal on standard error in colour). */
int apply_position(struct run *r, const struct position *p,
    const struct rulesconf *ov,
    const char *next, bool color);
/* explain and tiles of n IDs (0: all); edges: tiles --edges's four
 * letters, or NULL. */
int explain_rules(struct run *r, int n, const char *const *ids, bool json);
int tiles_lookup(struct run *r, int n, const char *const *ids, int rot,
    const char *edges,
    bool json);
/* --edges's argument, four letters C, R or F in either case, as upper
 * case in out: 0, or EXIT_USAGE after the message. */
int tiles_edges_arg(struct diag_state *, const char *arg, char out[5]);
/* moves of the file at path ("-": standard input), its turns written in
 * dir when not NULL. */
int moves_run(struct run *r, const char *path, size_t max,
    const struct rulesconf *ov,
    enum docfmt fmt, const char *dir);
/* fixture of paths[0] (none: standard input), or --in-place of all. */
int fixture_run(struct run *r, int nfiles, char *const *paths, bool inplace,
    bool all_rules,
    size_t max, const struct rulesconf *ov);

/* A whole command line of carcjudge(1) in the run cli (cj.c), argv[0]
 * the tool's name: its exit status. */
int run_line(struct cj_cli *cli, int argc, char **argv);

/* The subcommand of that name built in, or NULL. */
subcommand *sub_command(const char *name);

/* The tool's synopsis on standard error (returns EXIT_USAGE), or with a
 * short description on standard output (returns 0). */
int usage(struct run *);
int help(struct run *);
/* The same for one subcommand of carcjudge(1), built in or not. */
bool sub_known(const char *sub);
int sub_usage(struct run *, const char *sub);
int sub_help(struct run *, const char *sub);
/* getopt_long's optstring and long options for sub, from its table in
 * usage.c: its own options, not those every subcommand takes (-h,
 * --help, --color, read by run_line); the optstring starts with ':'. */
struct getopt_args {
	char shortopts[32];
	struct option longopts[16];
};
void sub_getopt(const char *sub, struct getopt_args *);
/* The next option of the subcommand argv[0] (its table), with r's own
 * getopt state (run_getopt): its letter, '?' or ':', -1 at the end. */
int cli_option(struct run *r, int argc, char **argv);
/* Whether option opt of sub ("-f", "--compare") takes the next argument
 * as its value. */
bool sub_takes_value(const char *sub, const char *opt);
/* Whether sub, given no FILE, reads a position on standard input. */
bool sub_reads_stdin(const char *sub);
/* An unknown option or a missing value: the message, then sub's
 * synopsis; returns EXIT_USAGE. */
int bad_option(struct run *, int ch, char **argv);

/* --color=WHEN, read by run_line (cj.c) for every subcommand. */
/* COLOR_AUTO: the default, a terminal without NO_COLOR; COLOR_TERMINAL:
 * --color=auto, a terminal whatever NO_COLOR says. */
enum colormode { COLOR_AUTO, COLOR_ALWAYS, COLOR_NEVER, COLOR_TERMINAL };
/* (The run's choice is r->color: each run its own.)  Returns 0, or
 * EXIT_USAGE after the message. */
int parse_color(struct run *, const char *when);

/* An option whose value is one of nwords words: the index of arg among
 * them, or -1 after the message "OPT 'ARG': A, B or C". */
int parse_word(struct diag_state *, const char *opt, const char *arg,
    const char *const *words,
    int nwords);

/* --max-input BYTES; returns 0 or EXIT_USAGE. */
int parse_max_input(struct diag_state *, const char *arg, size_t *max);

/* A position read from path ("-" or NULL: standard input) and loaded; on
 * success *text holds the input (freed by the caller with free()). */
int read_position(struct run *, const char *path, const struct loadopts *,
    struct position *, char **text, size_t *len);

/* Should text output be coloured on this stream?  --color=always or
 * never decides; auto: a terminal, and NO_COLOR unset or empty. */
int want_color(const struct run *, int fd);

/* The worse of two exit statuses of files judged one after the other:
 * 4, then 3, then 1, then 0 (judge FILE..., check, fixture --in-place). */
int exit_worse(int a, int b);

#endif
