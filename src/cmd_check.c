/* carcjudge check: replaying a corpus of fixtures, each judged and
 * compared with its expect: block (carcjudge(1), FIXTURES).  It writes
 * to no file. */
#include <dirent.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "diag.h"
#include "expect.h"
#include "input.h"
#include "readings.h"
#include "xalloc.h"

struct paths {
	char **v;
	int n;
	size_t cap;
};

static void
add_path(struct paths *ps, const char *path)
{
	ps->v = xgrow(ps->v, &ps->cap, (size_t)ps->n + 1, sizeof *ps->v);
	ps->v[ps->n++] = xstrdup(path);
}

static int
cmp_path(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every *.yaml below dir; returns EXIT_INTERNAL if a directory cannot be
 * read. */
static int
walk(const char *dir, struct paths *ps, int depth)
{
	DIR *d;
	struct dirent *e;
	int rc = 0;

	if (depth > 64)
		return diag_fatal("%s: directories nested too deep", dir);
	if ((d = opendir(dir)) == NULL)
		return diag_fatal("%s: cannot read directory", dir);
	while ((e = readdir(d)) != NULL) {
		char path[4096];
		struct stat st;
		size_t l = strlen(e->d_name);

		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "%s%s%s", dir,
		    dir[strlen(dir) - 1] == '/' ? "" : "/", e->d_name);
		if (stat(path, &st) != 0)
			continue;
		if (S_ISDIR(st.st_mode)) {
			if ((rc = walk(path, ps, depth + 1)) != 0)
				break;
		} else if (l > 5 && strcmp(e->d_name + l - 5, ".yaml") == 0)
			add_path(ps, path);
	}
	closedir(d);
	return rc;
}

/* Compares one fixture; returns 0 match, 1 differs, 3 invalid; why holds
 * what differs. */
static int
check_one(const char *path, size_t max, char *why, size_t len)
{
	struct loadopts lo = { max, true, true, false };
	struct position p;
	struct game g;
	struct outcome o;
	const struct expect *x;
	char *text;
	size_t tlen, n = 0;
	int rc, i;

	why[0] = '\0';
	memset(&g, 0, sizeof g);
	memset(&o, 0, sizeof o);
	diag_quiet++;
	rc = read_position(path, &lo, &p, &text, &tlen);
	if (rc == 0)
		rc = judge_reading(&p, NULL, &g, &o);
	diag_quiet--;
	if (rc > 1) {
		snprintf(why, len, "%s: %s", rc == EXIT_INPUT ? "invalid" :
		    "unreadable", diag_last);
		goto out;
	}
	if ((x = p.expect) == NULL) {
		snprintf(why, len, "no expect: block (see carcjudge fixture)");
		rc = 1;
		goto out;
	}
	rc = 0;
	if (x->verdict != !o.legal) {
		n += (size_t)snprintf(why + n, len - n, "verdict: expected %s, "
		    "got %s; ", x->verdict ? "illegal" : "legal",
		    o.legal ? "legal" : "illegal");
		rc = 1;
	}
	for (i = 0; i < p.nplayers; i++)
		if (x->totals[i] != o.totals[i]) {
			n += (size_t)snprintf(why + n, n < len ? len - n : 0,
			    "totals %s: expected %d, got %d; ",
			    color_name[p.players[i].color], x->totals[i],
			    o.totals[i]);
			rc = 1;
		}
	for (i = 0; i < x->nrules; i++)
		if (!outcome_cites(&o, x->rules[i])) {
			n += (size_t)snprintf(why + n, n < len ? len - n : 0,
			    "rule %s: expected, not cited; ", x->rules[i]);
			rc = 1;
		}
	if (n >= 2 && n < len)
		why[n - 2] = '\0';
out:
	outcome_free(&o);
	game_free(&g);
	position_free(&p);
	free(text);
	return rc;
}

int
cmd_check(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "tap", no_argument, NULL, 't' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "max-input", required_argument, NULL, 'm' },
		{ NULL, 0, NULL, 0 }
	};
	struct paths ps = { 0 };
	size_t max = DEFAULT_MAX_INPUT;
	bool tap = false, quiet = false;
	int ch, rc = 0, i, passed = 0, failed = 0, worst = 0;
	const char *name;

	optind = 1;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":q", longopts, NULL)) != -1)
		switch (ch) {
		case 't':
			tap = true;
			break;
		case 'q':
			quiet = true;
			break;
		case 'm':
			if ((rc = parse_max_input(optarg, &max)) != 0)
				return rc;
			break;
		default:
			return bad_option(ch, argv);
		}
	if (optind == argc)
		add_path(&ps, "-");	/* standard input, like the others */
	for (i = optind; i < argc && rc == 0; i++) {
		struct stat st;

		if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
			struct paths sub = { 0 };
			int k;

			rc = walk(argv[i], &sub, 0);
			qsort(sub.v, (size_t)sub.n, sizeof *sub.v, cmp_path);
			for (k = 0; k < sub.n; k++) {
				add_path(&ps, sub.v[k]);
				free(sub.v[k]);
			}
			free(sub.v);
		} else
			add_path(&ps, argv[i]);
	}
	if (rc == 0) {
		if (tap && !quiet)
			printf("TAP version 13\n1..%d\n", ps.n);
		for (i = 0; i < ps.n; i++) {
			char why[2048];
			int r = check_one(ps.v[i], max, why, sizeof why);

			if (r == 0)
				passed++;
			else
				failed++;
			if (r > worst)	/* invalid (3) wins over differs */
				worst = r;
			name = strcmp(ps.v[i], "-") ? ps.v[i] : "<stdin>";
			if (quiet)
				;
			else if (tap) {
				printf("%s %d - %s\n", r ? "not ok" : "ok",
				    i + 1, name);
				if (r)
					printf("# %s\n", why);
			} else if (r)
				printf("FAIL %s: %s\n", name, why);
		}
		printf("%s%d passed, %d failed\n", tap && !quiet ? "# " : "",
		    passed, failed);
		rc = worst;
	}
	for (i = 0; i < ps.n; i++)
		free(ps.v[i]);
	free(ps.v);
	return rc;
}
