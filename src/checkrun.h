/* checkrun: carcjudge check's judging, for the library's calls (api.c):
 * the fixtures named found, each replayed, the lines reporting it. */
#ifndef CARCJUDGE_CHECKRUN_H
#define CARCJUDGE_CHECKRUN_H

#include <stdbool.h>
#include <stddef.h>

struct rulesconf;
struct cj_check;
struct cj_cli;
struct run;

/* The fixtures of paths (NULL-terminated; none: standard input), a
 * directory walked for its *.yaml files, to be read within max bytes and
 * judged under ov: *out, and 0, or EXIT_INTERNAL after the diagnostics
 * of what could not be walked (*out the fixtures found nonetheless);
 * none found: *out NULL, and EXIT_USAGE when nothing else went wrong. */
int check_find(struct run *, const char *const *paths, size_t max,
    const struct rulesconf *ov, struct cj_check **out);
size_t check_count(const struct cj_check *);
/* Fixture i replayed: 0 matched, 1 differs, 3 invalid, 4 unreadable,
 * and *why what differs ("" when it matched), for the caller to free. */
int check_fixture(struct run *, const struct cj_check *, size_t i,
    char **why);
/* The lines check prints for fixture i's result, on the run's standard
 * output. */
void check_report(struct run *, const struct cj_check *, size_t i, int rc,
    const char *why, bool tap);
/* The run (carcjudge(3)'s cj_cli) whose standard input and streams the
 * handle's later calls use, as the call that opened it did; NULL: none. */
void check_set_cli(struct cj_check *, struct cj_cli *);
struct cj_cli *check_cli(const struct cj_check *);
void check_free(struct cj_check *);

/* check of one fixture's text, named name: its lines and the summary. */
int check_text(struct run *, const char *text, size_t len,
    const char *name, const struct rulesconf *ov);

#endif
