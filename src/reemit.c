/* Writing a YAML tree again in block style: scalars plain where YAML
 * reads them back as the same string, double-quoted otherwise. */
#include <stdio.h>
#include <string.h>

#include "reemit.h"

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
scalar(FILE *f, const struct ynode *n)
{
	const char *s;

	if (plain_ok(n)) {
		fputs(n->str, f);
		return;
	}
	if (n->plain && ynode_is_null(n)) {
		fputs(n->str[0] ? n->str : "null", f);
		return;
	}
	putc('"', f);
	for (s = n->str; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", f);
		else if (c < 0x20)
			fprintf(f, "\\x%02x", c);
		else
			putc(c, f);
	}
	putc('"', f);
}

static void
node(FILE *f, const struct ynode *n, int indent, bool after_dash)
{
	size_t i;

	if (n->kind == YN_SCALAR) {
		putc(' ', f);
		scalar(f, n);
		putc('\n', f);
		return;
	}
	if (n->n == 0) {
		fputs(n->kind == YN_MAP ? " {}\n" : " []\n", f);
		return;
	}
	if (!after_dash)
		putc('\n', f);
	for (i = 0; i < n->n; i++) {
		const struct ynode *v = n->kind == YN_MAP ?
		    n->items[2 * i + 1] : n->items[i];

		if (!(after_dash && i == 0))
			fprintf(f, "%*s", indent, "");
		if (n->kind == YN_MAP) {
			scalar(f, n->items[2 * i]);
			putc(':', f);
			node(f, v, indent + 2, false);
		} else {
			putc('-', f);
			if (v->kind == YN_MAP && v->n > 0) {
				putc(' ', f);
				node(f, v, indent + 2, true);
			} else
				node(f, v, indent + 2, false);
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
