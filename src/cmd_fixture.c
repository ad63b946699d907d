/* carcjudge fixture and carcjudge check: writing a position's expected
 * answer beside it, and replaying a corpus of such fixtures (FORMAT.md §5).
 * Neither writes to any file. */
#include <dirent.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "diag.h"
#include "input.h"
#include "judge.h"
#include "rulecat.h"

static int
add_rule(const char **out, int n, int max, const char *r)
{
	int k;

	for (k = 0; k < n; k++)
		if (strcmp(out[k], r) == 0)
			return n;
	if (n < max)
		out[n++] = r;
	return n;
}

/* The rules an outcome cites, each once, in order of appearance. */
static int
cited(const struct outcome *o, const char **out, int max)
{
	int n = 0, i, k;

	for (i = 0; i < o->nviol; i++)
		n = add_rule(out, n, max, o->viol[i].rule);
	for (i = 0; i < o->napplied; i++)
		n = add_rule(out, n, max, o->applied[i].rule);
	for (i = 0; i < o->nscores; i++)
		for (k = 0; k < o->scores[i].nrules; k++)
			n = add_rule(out, n, max, o->scores[i].rules[k]);
	return n;
}

/* The expect: block, with the input's own line ending (CR LF or LF). */
static void
expect_block(const struct position *p, const struct outcome *o,
    const char *eol)
{
	const char *rules[128];
	int n = cited(o, rules, 128), i;

	printf("expect:%s  verdict: %s%s  totals: {", eol, o->legal ? "legal" :
	    "illegal", eol);
	for (i = 0; i < p->nplayers; i++)
		printf("%s%s: %d", i ? ", " : "",
		    color_name[p->players[i].color], o->totals[i]);
	printf("}%s  rules: [", eol);
	for (i = 0; i < n; i++)
		printf("%s%s", i ? ", " : "", rules[i]);
	printf("]%s", eol);
}

/* --- re-emitting a flow-style document in block style --- */

static bool
plain_ok(const struct ynode *n)
{
	const char *s = n->str;

	if (!n->plain || *s == '\0' || strpbrk(s, ":#{}[],&*!|>'\"%@`\n") ||
	    strchr("-?~ ", *s) || s[strlen(s) - 1] == ' ')
		return false;
	return true;
}

static void
scalar(const struct ynode *n)
{
	const char *s;

	if (plain_ok(n)) {
		fputs(n->str, stdout);
		return;
	}
	if (n->plain && ynode_is_null(n)) {
		fputs(n->str[0] ? n->str : "null", stdout);
		return;
	}
	putchar('"');
	for (s = n->str; *s; s++) {
		unsigned char c = *s;

		if (c == '"' || c == '\\')
			printf("\\%c", c);
		else if (c == '\n')
			fputs("\\n", stdout);
		else if (c < 0x20)
			printf("\\x%02x", c);
		else
			putchar(c);
	}
	putchar('"');
}

static void emit_node(const struct ynode *, int indent, bool inline_first);

static void
emit_node(const struct ynode *n, int indent, bool after_dash)
{
	size_t i;

	if (n->kind == YN_SCALAR) {
		putchar(' ');
		scalar(n);
		putchar('\n');
		return;
	}
	if (n->n == 0) {
		puts(n->kind == YN_MAP ? " {}" : " []");
		return;
	}
	if (!after_dash)
		putchar('\n');
	for (i = 0; i < n->n; i++) {
		const struct ynode *v = n->kind == YN_MAP ?
		    n->items[2 * i + 1] : n->items[i];
		bool first = after_dash && i == 0;

		if (!first)
			printf("%*s", indent, "");
		if (n->kind == YN_MAP) {
			scalar(n->items[2 * i]);
			putchar(':');
			emit_node(v, indent + 2, false);
		} else {
			putchar('-');
			if (v->kind == YN_MAP && v->n > 0) {
				putchar(' ');
				emit_node(v, indent + 2, true);
			} else
				emit_node(v, indent + 2, false);
		}
	}
}

static void
reemit(const struct ynode *root)
{
	size_t i;

	for (i = 0; i < root->n; i++) {
		if (strcmp(root->items[2 * i]->str, "expect") == 0)
			continue;
		scalar(root->items[2 * i]);
		putchar(':');
		emit_node(root->items[2 * i + 1], 2, false);
	}
}

/* The input's own text without its `expect:` block: the lines from the
 * key to the end of its value. */
static void
copy_without_expect(const struct position *p, const char *text)
{
	const struct ynode *r = p->root;
	int from = 0, to = 0, line = 1;
	const char *s = text, *eol;
	size_t i;
	bool ended_nl = true;

	for (i = 0; i < r->n; i++)
		if (strcmp(r->items[2 * i]->str, "expect") == 0) {
			from = r->items[2 * i]->line;
			to = r->items[2 * i + 1]->end_line;
			if (to < from)
				to = from;
		}
	for (; *s; s = eol, line++) {
		eol = strchr(s, '\n');
		eol = eol ? eol + 1 : s + strlen(s);
		if (from && line >= from && line <= to)
			continue;
		/* The document-end marker would leave the new block outside
		 * the document: the block goes inside it. */
		if (strncmp(s, "...", 3) == 0 && strspn(s + 3, " \t\r\n") ==
		    (size_t)(eol - s - 3))
			continue;
		fwrite(s, 1, eol - s, stdout);
		ended_nl = eol[-1] == '\n';
	}
	if (!ended_nl)
		putchar('\n');
}

int
cmd_fixture(int argc, char **argv)
{
	struct position p;
	struct outcome o;
	size_t len;
	char *text;
	int rc;

	rc = read_one_position(argc, argv, &p, &text, &len);
	if (rc == 0 && (rc = judge_position(&p, &o)) <= 1) {
		if (p.root->kind == YN_MAP && !p.root->flow)
			copy_without_expect(&p, text);
		else
			reemit(p.root);
		expect_block(&p, &o, p.root->kind == YN_MAP &&
		    !p.root->flow && strstr(text, "\r\n") ? "\r\n" : "\n");
		outcome_free(&o);
		rc = 0;		/* an illegal action is still a fixture */
	}
	position_free(&p);
	free(text);
	return rc;
}

/* --- check --- */

struct paths {
	char **v;
	int n, cap;
};

static void
add_path(struct paths *ps, const char *path)
{
	if (ps->n == ps->cap) {
		ps->cap = ps->cap ? 2 * ps->cap : 64;
		if ((ps->v = realloc(ps->v, ps->cap * sizeof *ps->v)) == NULL)
			abort();
	}
	if ((ps->v[ps->n++] = strdup(path)) == NULL)
		abort();
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
	struct rulesconf ov;
	struct position p;
	struct outcome o;
	char *text;
	size_t tlen, n = 0;
	int rc, i;

	why[0] = '\0';
	settings_defaults(&ov);
	diag_quiet++;
	rc = read_position(path, &ov, max, &p, &text, &tlen);
	if (rc == 0)
		rc = position_expect(&p);
	if (rc == 0)
		rc = judge_position(&p, &o);
	diag_quiet--;
	if (rc > 1) {
		snprintf(why, len, "%s: %s", rc == EXIT_INPUT ? "invalid" :
		    "unreadable", diag_last);
		position_free(&p);
		free(text);
		return rc == EXIT_INPUT ? EXIT_INPUT : rc;
	}
	if (!p.expect.present) {
		snprintf(why, len, "no expect: block (see carcjudge fixture)");
		rc = 1;
		goto out;
	}
	rc = 0;
	if (p.expect.verdict >= 0 && p.expect.verdict != !o.legal) {
		n += snprintf(why + n, len - n, "verdict: expected %s, got %s; ",
		    p.expect.verdict ? "illegal" : "legal",
		    o.legal ? "legal" : "illegal");
		rc = 1;
	}
	if (p.expect.has_totals)
		for (i = 0; i < p.nplayers; i++)
			if (p.expect.totals[i] != o.totals[i]) {
				n += snprintf(why + n, n < len ? len - n : 0,
				    "totals %s: expected %d, got %d; ",
				    color_name[p.players[i].color],
				    p.expect.totals[i], o.totals[i]);
				rc = 1;
			}
	for (i = 0; i < p.expect.nrules; i++)
		if (!outcome_cites(&o, p.expect.rules[i])) {
			n += snprintf(why + n, n < len ? len - n : 0,
			    "rule %s: expected, not cited; ",
			    p.expect.rules[i]);
			rc = 1;
		}
	if (n >= 2 && n < len)
		why[n - 2] = '\0';
out:
	outcome_free(&o);
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
			qsort(sub.v, sub.n, sizeof *sub.v, cmp_path);
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
