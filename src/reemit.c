/* Writing a YAML tree again in block style: scalars plain where YAML
 * reads them back as the same string, double-quoted otherwise. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "escape.h"
#include "reemit.h"

/* A scalar that reads back the same, unquoted: printable ASCII, no
 * character YAML gives a meaning, no space at either end. */
static bool
plain_ok(const struct ynode *n)
{
	const char *s = n->str;
	size_t l = strlen(s), i;

	if (!n->plain || l == 0 || strchr("-?~ ", *s) || s[l - 1] == ' ' ||
	    strpbrk(s, ":#{}[],&*!|>'\"%@`"))
		return false;
	for (i = 0; i < l; i++)
		if (s[i] < 0x20 || s[i] > 0x7e)
			return false;
	return true;
}

static void
scalar(FILE *out, const struct ynode *n)
{
	if (plain_ok(n))
		fputs(n->str, out);
	else if (n->plain && ynode_is_null(n))
		fputs(n->str[0] ? n->str : "null", out);
	else
		esc_quoted(out, n->str);
}

static void
node(FILE *out, const struct ynode *n, int indent, bool after_dash)
{
	size_t i;

	if (n->kind == YN_SCALAR) {
		putc(' ', out);
		scalar(out, n);
		putc('\n', out);
		return;
	}
	if (n->n == 0) {
		fputs(n->kind == YN_MAP ? " {}\n" : " []\n", out);
		return;
	}
	if (!after_dash)
		putc('\n', out);
	for (i = 0; i < n->n; i++) {
		const struct ynode *v = n->kind == YN_MAP ?
		    n->items[2 * i + 1] : n->items[i];

		if (!(after_dash && i == 0))
			fprintf(out, "%*s", indent, "");
		if (n->kind == YN_MAP) {
			scalar(out, n->items[2 * i]);
			putc(':', out);
			node(out, v, indent + 2, false);
		} else {
			putc('-', out);
			if (v->kind == YN_MAP && v->n > 0) {
				putc(' ', out);
				node(out, v, indent + 2, true);
			} else
				node(out, v, indent + 2, false);
		}
	}
}

void
reemit_root(FILE *f, const struct ynode *root, const char *const *skip)
{
	size_t i, k;

	for (i = 0; i < root->n; i++) {
		const char *key = root->items[2 * i]->str;

		for (k = 0; skip[k] != NULL && strcmp(skip[k], key) != 0; k++)
			continue;
		if (skip[k] != NULL)
			continue;
		scalar(f, root->items[2 * i]);
		putc(':', f);
		node(f, root->items[2 * i + 1], 2, false);
	}
}
