/* Writing a YAML tree again in block style: scalars plain where YAML
 * reads them back as the same string, double-quoted otherwise. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "emitkeys.h"
#include "escape.h"
#include "reemit.h"

/* A scalar that reads back the same, unquoted, in block and in flow
 * context: printable ASCII, no indicator first (but '-' before a
 * number, -1), none of the characters that end or split a flow scalar,
 * no space at either end, and no word YAML 1.1 reads as a boolean, null
 * or key (N, yes, <<: emitkeys.h). */
static bool
plain_ok(const struct ynode *n)
{
	const char *s = n->str;
	size_t l = strlen(s), i;

	if (!n->plain || l == 0 || s[l - 1] == ' ' ||
	    strpbrk(s, ":#{}[],") || emit_special_word(s))
		return false;
	if (strchr("-?~ &*!|>'\"%@`", *s) &&
	    !(s[0] == '-' && s[1] >= '0' && s[1] <= '9'))
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

/* A list of scalars, [0, 0], is written in flow style, as apply writes
 * at:, tunnel-sets: and the like: one writer, one style. */
static bool
scalar_list(const struct ynode *n)
{
	size_t i;

	if (n->kind != YN_SEQ)
		return false;
	for (i = 0; i < n->n; i++)
		if (n->items[i]->kind != YN_SCALAR)
			return false;
	return true;
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
	if (scalar_list(n)) {
		fputs(" [", out);
		for (i = 0; i < n->n; i++) {
			fputs(i > 0 ? ", " : "", out);
			scalar(out, n->items[i]);
		}
		fputs("]\n", out);
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
