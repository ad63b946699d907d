/* carcjudge fixture: a position with its computed answer as an expect:
 * block (carcjudge(1), FIXTURES).  It writes to no file. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "input.h"
#include "readings.h"
#include "ynode.h"

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
	int from = p->expect_line, to = p->expect_end, line = 1;
	const char *s = text, *eol;
	bool ended_nl = true;

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
		fwrite(s, 1, (size_t)(eol - s), stdout);
		ended_nl = eol[-1] == '\n';
	}
	if (!ended_nl)
		putchar('\n');
}

/* A flow-style document is written again in block style, from its tree
 * (read a second time: the position keeps no tree). */
static int
reemit_text(const struct position *p, const char *text, size_t len)
{
	struct ylimits lim = { len + 1, 64, 1000000 };
	struct yerror err;
	struct ynode *root = ynode_parse(text, len, &lim, &err);

	if (root == NULL)
		return diag_fatal("%s: cannot read it again: %s", p->file,
		    err.msg);
	reemit(root);
	ynode_free(root);
	return 0;
}

int
cmd_fixture(int argc, char **argv)
{
	struct loadopts lo = { DEFAULT_MAX_INPUT, true, false, false };
	struct position p;
	struct game g;
	struct outcome o;
	size_t len;
	char *text;
	int rc;

	memset(&g, 0, sizeof g);
	rc = read_one_position(argc, argv, &lo, &p, &text, &len);
	if (rc == 0 && (rc = judge_reading(&p, NULL, &g, &o)) <= 1) {
		if (p.block_root)
			copy_without_expect(&p, text);
		else
			rc = reemit_text(&p, text, len);
		if (rc <= 1) {
			expect_block(&p, &o, p.block_root &&
			    strstr(text, "\r\n") ? "\r\n" : "\n");
			rc = 0;	/* an illegal action is still a fixture */
		}
		outcome_free(&o);
	}
	game_free(&g);
	position_free(&p);
	free(text);
	return rc;
}

