/* Writing the position after an action: the base keys here, each
 * expansion's through its module, in the order of carcjudge(5): format,
 * rules, players, the expansions' top-level keys, tiles, board, score,
 * supply, action. */
#include <string.h>

#include "emit.h"
#include "escape.h"
#include "emitkeys.h"
#include "module.h"

static void
write_players(struct emit *e)
{
	const struct position *p = e->g->p;
	int i;

	fputs("players:\n", e->f);
	for (i = 0; i < p->nplayers; i++) {
		fprintf(e->f, "  - color: %s\n", color_name[p->players[i].color]);
		e->indent = 4;
		modules_write_keys(e, KEY_PLAYER, i);
	}
	e->indent = 0;
}

/* Can text be a literal block scalar that reads back as itself: lines
 * of printable characters (no NEL, line or paragraph separator, which
 * libyaml takes for breaks, no byte-order mark), at least one not empty? */
static bool
block_safe(const char *text)
{
	const unsigned char *s = (const unsigned char *)text;
	bool content = false;

	for (; *s; s++) {
		if (*s == '\n')
			continue;
		content = true;
		if ((*s < 0x20 && *s != '\t') || *s == 0x7f)
			return false;
		if (*s == 0xc2 && s[1] >= 0x80 && s[1] <= 0x9f)
			return false;
		if (*s == 0xe2 && s[1] == 0x80 && (s[2] == 0xa8 ||
		    s[2] == 0xa9))
			return false;
		if (*s == 0xef && s[1] == 0xbb && s[2] == 0xbf)
			return false;
	}
	return content;
}

/* The file's own tiles as a literal block, with the chomping that keeps
 * its final line breaks as they were, and an indentation indicator when
 * its first line starts with a blank (YAML would otherwise take that
 * blank for the block's indentation); double-quoted when no block can
 * hold it. */
static void
write_tiles(struct emit *e, const char *text)
{
	size_t n = strlen(text), breaks = 0;
	const char *s, *eol;

	if (!block_safe(text)) {
		fputs("tiles: ", e->f);
		esc_quoted(e->f, text);
		putc('\n', e->f);
		return;
	}
	while (breaks < n && text[n - 1 - breaks] == '\n')
		breaks++;
	fprintf(e->f, "tiles: |%s%s\n", text[strspn(text, "\n")] == ' ' ||
	    text[strspn(text, "\n")] == '\t' ? "2" : "", breaks == 0 ? "-" :
	    breaks > 1 ? "+" : "");
	for (s = text; *s; s = eol) {
		eol = strchr(s, '\n');
		eol = eol != NULL ? eol + 1 : s + strlen(s);
		if (*s == '\n')
			putc('\n', e->f);
		else
			fprintf(e->f, "  %.*s%s", (int)(eol - s), s,
			    eol[-1] == '\n' ? "" : "\n");
	}
}

/* The tile of board index t as the file named it: the catalogue's form
 * (the board holds the game's, which may divide an underpass). */
static const struct tiledef *
file_tile(const struct emit *e, int t)
{
	const struct position *p = e->g->p;

	return t < p->ntiles ? p->tiles[t].def : p->action.tile;
}

static void
write_meeples(struct emit *e, int t)
{
	const struct board *b = &e->g->board;
	const struct position *p = e->g->p;
	char name[32];
	int i, n = 0;

	for (i = 0; i < b->nmeeples; i++) {
		const struct meeple *m = &b->meeples[i];

		if (b->segs[m->seg].tile != t)
			continue;
		if (n++ == 0)
			fputs("    meeples:\n", e->f);
		/* A figure that belongs to nobody: its kind leads, as
		 * carcjudge(5) writes them. */
		seg_name(b, m->seg, name, sizeof name);
		if (m->player == NOBODY)
			fprintf(e->f, "      - {kind: %s, feature: %s}\n",
			    mkind_name(m->kind), name);
		else if (m->kind == MK_FOLLOWER)
			fprintf(e->f, "      - {player: %s, feature: %s}\n",
			    player_name(p, m->player), name);
		else
			fprintf(e->f, "      - {player: %s, feature: %s, kind: "
			    "%s}\n", player_name(p, m->player), name,
			    mkind_name(m->kind));
	}
}

static void
write_board(struct emit *e)
{
	const struct board *b = &e->g->board;
	int t;

	fputs("board:\n", e->f);
	for (t = 0; t < b->ntiles; t++) {
		const struct ptile *pt = &b->tiles[t];

		fputs("  - tile: ", e->f);
		emit_scalar(e->f, file_tile(e, t)->id);
		fprintf(e->f, "\n    at: [%d, %d]\n", pt->x, pt->y);
		if (pt->rot != 0)
			fprintf(e->f, "    rot: %d\n", pt->rot * 90);
		write_meeples(e, t);
		e->indent = 4;
		modules_write_keys(e, KEY_TILE, t);
		e->indent = 0;
	}
}

/* Points so far: the file's, plus the action's totals; written whenever
 * an action was applied, zeros included. */
static void
write_score(struct emit *e)
{
	const struct position *p = e->g->p;
	int i;

	if (e->o == NULL && !p->score_given)
		return;
	fputs("score:\n", e->f);
	for (i = 0; i < p->nplayers; i++) {
		long v = (long)p->score[i] + (e->o != NULL ? e->o->totals[i] :
		    0);

		/* The turn is the node to blame: the score was in range. */
		if (v > EMIT_MAX_COUNT) {
			char whose[32];

			snprintf(whose, sizeof whose, "%s's",
			    player_name(p, i));
			emit_refuse(e, &p->action.pos, "score", whose, v);
		}
		fprintf(e->f, "  %s: %ld\n", player_name(p, i), v);
	}
}
/* Each count the file gave, less the figures the action put on the board,
 * plus those it sent back: the board's count before and after tells
 * both (a figure a module moves on after scoring never reached the
 * supply). */
static void
write_supply(struct emit *e)
{
	const struct position *p = e->g->p;
	const struct board *b = &e->g->board;
	int pl, k, i, any = 0, given, moved, n;

	/* The kinds a supply: holds (figures.h), in their order. */
	for (pl = 0; pl < p->nplayers; pl++)
		for (k = 0; k < nmkinds; k++)
			any += mkind_supply(k) > 0 && p->supply[pl][k] >= 0;
	if (any == 0)
		return;
	fputs("supply:\n", e->f);
	for (pl = 0; pl < p->nplayers; pl++) {
		for (k = 0, n = 0; k < nmkinds; k++) {
			if (mkind_supply(k) == 0 ||
			    (given = p->supply[pl][k]) < 0)
				continue;
			moved = 0;	/* onto the board, less back off it */
			for (i = 0; i < b->nmeeples; i++)
				moved += b->meeples[i].player == pl &&
				    (int)b->meeples[i].kind == k;
			for (i = 0; i < p->nmeeples; i++)
				moved -= p->meeples[i].player == pl &&
				    (int)p->meeples[i].kind == k;
			if (n++ == 0)
				fprintf(e->f, "  %s: {", player_name(p, pl));
			else
				fputs(", ", e->f);
			fprintf(e->f, "%s: %d", mkind_name(k), given - moved);
		}
		if (n > 0)
			fputs("}\n", e->f);
	}
}

static void
write_action(struct emit *e, const struct tiledef *next)
{
	const struct position *p = e->g->p;

	if (next == NULL)
		return;
	fprintf(e->f, "action:\n  player: %s\n  place: {tile: ",
	    player_name(p, (p->action.player + 1) % p->nplayers));
	emit_scalar(e->f, next->id);
	fputs("}\n", e->f);
}

int
emit_position(FILE *f, const struct game *g, const struct outcome *o,
    const struct emitopts *opts)
{
	struct emit e = { f, g, o, 0, 0 };

	fputs("format: 1\n", f);
	emit_rules(e.f, &e.g->rules, false);
	write_players(&e);
	modules_write_keys(&e, KEY_TOP, -1);
	if (opts->tiles != NULL)
		write_tiles(&e, opts->tiles);
	write_board(&e);
	write_score(&e);
	write_supply(&e);
	write_action(&e, opts->next);
	return e.rc;
}
