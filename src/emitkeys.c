/* Writing a position's keys: the scalars and keys that the position
 * writer and the modules' hooks share. */
#include <string.h>

#include "emitkeys.h"
#include "escape.h"

bool
emit_turn(const struct emit *e)
{
	const struct action *a = &e->g->p->action;

	return e->o != NULL && a->present && !a->end_game;
}

/* Words that YAML 1.1 or 1.2 tools read as something else than a
 * string. */
static bool
special_word(const char *s)
{
	static const char *const words[] = {
		"null", "Null", "NULL", "~", "true", "True", "TRUE", "false",
		"False", "FALSE", "y", "Y", "yes", "Yes", "YES", "n", "N", "no",
		"No", "NO", "on", "On", "ON", "off", "Off", "OFF", NULL
	};
	int i;

	for (i = 0; words[i] != NULL; i++)
		if (strcmp(s, words[i]) == 0)
			return true;
	return false;
}

static bool
plain_ok(const char *s)
{
	size_t n = strlen(s);
	const char *c;

	if (n == 0 || special_word(s) ||
	    strchr("-?:,[]{}#&*!|>'\"%@` +.0123456789", s[0]) != NULL ||
	    s[n - 1] == ' ' || s[n - 1] == ':')
		return false;
	for (c = s; *c; c++)
		if ((unsigned char)*c < 0x20 || *c == 0x7f ||
		    strchr(",[]{}", *c) != NULL ||
		    (c[0] == ':' && c[1] == ' ') || (c[0] == ' ' && c[1] == '#'))
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
	esc_dquoted(f, s, true);
}

void
emit_key(const struct emit *e, const char *key)
{
	fprintf(e->f, "%*s%s:", e->indent, "", key);
}
