/* Writing a position's keys: the scalars and keys that the position
 * writer and the modules' hooks share. */
#include <string.h>
#include <strings.h>

#include "emitkeys.h"
#include "diag.h"
#include "escape.h"

bool
emit_turn(const struct emit *e)
{
	const struct action *a = &e->g->p->action;

	return e->o != NULL && a->present && !a->end_game;
}

/* Words that YAML 1.1 tools read as something else than a string: its
 * booleans and nulls (compared in any letter case: quoting one more word
 * costs nothing), its merge key and its value key. */
bool
emit_special_word(const char *s)
{
	static const char *const words[] = {
		"null", "~", "true", "false", "y", "yes", "n", "no", "on",
		"off", "<<", "=", NULL
	};
	int i;

	for (i = 0; words[i] != NULL; i++)
		if (strcasecmp(s, words[i]) == 0)
			return true;
	return false;
}

/* Plain in block and in flow context alike: printable ASCII, no
 * indicator first, none of the characters that end or split a scalar in
 * flow context, no ':' or '#' at all (a colon ends a flow scalar for
 * older libyaml), no blank at either end. */
static bool
plain_ok(const char *s)
{
	size_t n = strlen(s);
	const char *c;

	if (n == 0 || emit_special_word(s) ||
	    strchr("-?:,[]{}#&*!|>'\"%@` +.0123456789", s[0]) != NULL ||
	    s[n - 1] == ' ')
		return false;
	for (c = s; *c; c++)
		if ((unsigned char)*c < 0x20 || (unsigned char)*c > 0x7e ||
		    strchr(",[]{}:#", *c) != NULL)
			return false;
	return true;
}

void
emit_scalar(FILE *f, const char *s)
{
	if (plain_ok(s)) {
		fputs(s, f);
		return;
	}
	/* Line and paragraph separators and NEL escaped too: libyaml
	 * would fold them inside quotes. */
	esc_quoted(f, s);
}

void
emit_refuse(struct emit *e, const struct srcpos *pos, const char *key,
    const char *whose, long value)
{
	if (e->rc == 0)
		e->rc = diag_input(e->g->diag, e->g->p->file, pos->line,
		    pos->col,
		    "%s: %s %s would be %ld after this turn, past the limit of "
		    "%ld (carcjudge(5)): nothing written", key, whose, key,
		    value, EMIT_MAX_COUNT);
}

void
emit_key(const struct emit *e, const char *key)
{
	fprintf(e->f, "%*s%s:", e->indent, "", key);
}
