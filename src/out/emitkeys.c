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

/* Is key s written: in block (-1: a plain key), and given or every? */
static bool
rules_key_written(const struct rulesconf *rc, int s, int block, bool every)
{
	return settings_block_of(s) == block && (every || rc->given[s]);
}

static void
rules_key(FILE *f, const struct rulesconf *rc, int s, const char *indent,
    size_t skip)
{
	fprintf(f, "%s%s: %s\n", indent, settingdefs[s].key + skip,
	    settingdefs[s].values[rc->v[s]]);
}

void
emit_rules(FILE *f, const struct rulesconf *rc, bool every)
{
	int s, k, n = 0;

	for (s = 0; s < nsettings; s++)
		n += rules_key_written(rc, s, -1, every);
	for (k = 0; k < settings_nblocks(); k++)
		n += rc->block[k];
	if (n == 0)
		return;
	fputs("rules:\n", f);
	for (s = 0; s < nsettings; s++)
		if (rules_key_written(rc, s, -1, every))
			rules_key(f, rc, s, "  ", 0);
	/* A block's key given puts the block in play (settings_override,
	 * the file's block read): a block not in play has none to write. */
	for (k = 0; k < settings_nblocks(); k++) {
		const char *name = settings_block_name(k);

		if (!rc->block[k])
			continue;
		for (s = n = 0; s < nsettings; s++)
			n += rules_key_written(rc, s, k, every);
		fprintf(f, "  %s:%s\n", name, n == 0 ? " {}" : "");
		for (s = 0; s < nsettings; s++)
			if (rules_key_written(rc, s, k, every))
				rules_key(f, rc, s, "    ", strlen(name) + 1);
	}
}
