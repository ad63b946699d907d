/* cli: the subcommands, each given its own argv (argv[0] is its name),
 * and what they share: reading a position, the common options. */
#ifndef CARCJUDGE_CLI_H
#define CARCJUDGE_CLI_H

#include <stddef.h>

#include "position.h"

int cmd_judge(int, char **);
int cmd_fixture(int, char **);
int cmd_check(int, char **);
int cmd_explain(int, char **);
int cmd_tiles(int, char **);
int cmd_show(int, char **);
int cmd_moves(int, char **);

int usage(void);
int help(void);
int bad_option(int ch, char **argv);

/* --max-input BYTES; returns 0 or EXIT_USAGE. */
int parse_max_input(const char *arg, size_t *max);

/* A position read from path ("-" or NULL: standard input) and loaded; on
 * success *text holds the input (freed by the caller with free()). */
int read_position(const char *path, const struct loadopts *,
    struct position *, char **text, size_t *len);

/* The arguments of a subcommand that reads one position and takes only
 * --max-input (fixture, show), then the position. */
int read_one_position(int argc, char **argv, const struct loadopts *,
    struct position *, char **text, size_t *len);

/* Should text output be coloured on this stream? */
int want_color(int fd);

#endif
