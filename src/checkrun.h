/* checkrun: carcjudge check's judging, for the library's calls (api.c):
 * the fixtures named found, each replayed, the lines reporting it. */
#ifndef CARCJUDGE_CHECKRUN_H
#define CARCJUDGE_CHECKRUN_H

#include <stdbool.h>
#include <stddef.h>

struct rulesconf;
struct cj_check;

/* The fixtures of paths (NULL-terminated; none: standard input), a
 * directory walked for its *.yaml files, to be read within max bytes and
 * judged under ov: *out, and 0, or EXIT_INTERNAL after the diagnostics
 * of what could not be walked (*out the fixtures found nonetheless);
 * none found: *out NULL, and EXIT_USAGE when nothing else went wrong. */
int check_find(const char *const *paths, size_t max,
    const struct rulesconf *ov, struct cj_check **out);
size_t check_count(const struct cj_check *);
/* Fixture i replayed: 0 matched, 1 differs, 3 invalid, 4 unreadable,
 * and *why what differs ("" when it matched), for the caller to free. */
int check_fixture(const struct cj_check *, size_t i, char **why);
/* The lines check prints for fixture i's result, on standard output. */
void check_report(const struct cj_check *, size_t i, int rc,
    const char *why, bool tap);
void check_free(struct cj_check *);

/* check of one fixture's text, named name: its lines and the summary. */
int check_text(const char *text, size_t len, const char *name,
    const struct rulesconf *ov);

#endif
