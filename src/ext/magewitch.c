/* Mage & Witch: the magic part of a turn -- a magic symbol, or a tile or
 * token joining the two figures' features, moves one of them (MW-MOVE,
 * MW-APART), or sets one aside when nothing takes either (MW-REMOVE) --
 * and their scoring: the mage adds 1 per tile, the witch halves (rounded
 * up) after inn and cathedral (MAGE-SCORE, WITCH-SCORE), on a labyrinth
 * network LAB-MAGE, LAB-WITCH, where `witch: total` halves the follower
 * bonus too; a figure on a scored feature is set aside after that scoring
 * (MW-RETURN).  Features are the engine's: a labyrinth network is one
 * road, tunnel-linked roads are one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "engine.h"
#include "module.h"
#include "schema.h"
#include "words.h"
#include "xalloc.h"

/* Its rules: key (witch), numbered when the registry declares it, and
 * the key's values in the order of its row. */
static int first_setting;
enum { WITCH_TILES, WITCH_TOTAL };
/* Its figures, numbered when the registry declares them, in the order of
 * its rows. */
static int first_kind;
#define MK_MAGE ((enum mkind)first_kind)
#define MK_WITCH ((enum mkind)(first_kind + 1))

extern const struct module magewitch_module;

/* The action's magic part. */
struct magic_keys {
	bool present;
	bool remove;
	enum mkind figure;	/* MK_MAGE or MK_WITCH */
	struct addr addr;	/* where a moved figure goes */
	bool at_given;
	int x, y;
};

/* One judging. */
struct magic_state {
	bool judged;		/* the part was judged before deployment */
	int aside[2];		/* segments whose figures scoring sets aside */
	int naside;
};

static const struct magic_keys none;

/* The marks the two figures set on their features (board.h). */
#define MAGIC_MARKS (FIGURE_MARK(MK_MAGE) | FIGURE_MARK(MK_WITCH))

static const struct magic_keys *
keys_of(const struct position *p)
{
	const struct magic_keys *k = module_keys_of(p, &magewitch_module);

	return k != NULL ? k : &none;
}

static struct magic_state *
state_of(const struct judge *j)
{
	return module_state(j->g, &magewitch_module);
}

/* --- the keys --- */

static int
figure_of(const struct position *p, const struct ynode *v, enum mkind *k)
{
	TRY(want(p, v, YN_SCALAR, "figure"));
	if (strcmp(v->str, "mage") == 0)
		*k = MK_MAGE;
	else if (strcmp(v->str, "witch") == 0)
		*k = MK_WITCH;
	else
		return node_error(p, v, "the magic figures are mage and witch, "
		    "not '%s'", v->str);
	return 0;
}

static int
load_magic(struct position *p, int index, const struct ynode *v)
{
	static const char *const keys[] = { "figure", "feature", "at",
		"remove", NULL };
	const struct ynode *fig, *rem, *n;
	struct magic_keys *k;

	(void)index;
	if (ynode_is_null(v))
		return 0;
	TRY(want(p, v, YN_MAP, "magic"));
	TRY(only_keys(p, v, keys, NULL, "magic"));
	k = module_keys(p, &magewitch_module, sizeof *k);
	fig = opt(v, "figure");
	rem = opt(v, "remove");
	if (fig != NULL && rem != NULL)
		return node_error(p, node_later(fig, rem), "magic moves a figure "
		    "or removes one: figure or remove, not both");
	if (fig == NULL && rem == NULL)
		return node_error(p, v, "magic needs 'figure' (with 'feature') "
		    "or 'remove'");
	if (rem != NULL) {
		n = opt(v, "feature");
		if (opt(v, "at") != NULL)
			n = node_later(n, opt(v, "at"));
		if (n != NULL)
			return node_error(p, n, "magic: remove sets a figure "
			    "aside and takes no feature or at");
		TRY(figure_of(p, rem, &k->figure));
		k->remove = true;
	} else {
		TRY(figure_of(p, fig, &k->figure));
		TRY(need(p, v, "feature", "magic", &n));
		TRY(address(p, n, &k->addr));
		if ((n = opt(v, "at")) != NULL) {
			TRY(coords(p, n, "at", &k->x, &k->y));
			k->at_given = true;
		}
	}
	k->present = true;
	return 0;
}

/* The figures stand only on roads and cities, one of each at most; the
 * magic part names a feature its tile has. */
static int
loaded(struct position *p)
{
	const struct magic_keys *k = keys_of(p);
	const struct action *a = &p->action;
	int i, seen[MAXMKINDS] = { 0 };

	for (i = 0; i < p->nmeeples; i++) {
		const struct emeeple *m = &p->meeples[i];

		if (m->kind != MK_MAGE && m->kind != MK_WITCH)
			continue;
		if (m->addr.kind != SEG_ROAD && m->addr.kind != SEG_CITY)
			return pos_error(p, m->kindpos, "the %s stands only on "
			    "roads and cities", mkind_name(m->kind));
		if (seen[m->kind]++)
			return pos_error(p, m->pos, "a second %s (the game has "
			    "one)", mkind_name(m->kind));
	}
	if (!k->present || k->remove)
		return 0;
	if (k->at_given)
		return position_check_address(p, k->x, k->y, &k->addr);
	if (a->place && a->at_given)
		return position_check_address(p, a->px, a->py, &k->addr);
	if (a->place)
		return position_check_any_rotation(p, &k->addr);
	return 0;
}

/* Never on one feature: checked on the game's board, links made. */
static int
board(struct game *g)
{
	struct board *b = &g->board;
	const struct features *fs = &b->fs;
	int i, *figure, rc = 0;

	figure = xmalloc((size_t)fs->nf + 1, sizeof *figure);
	for (i = 0; i < fs->nf; i++)
		figure[i] = -1;
	for (i = 0; i < b->nmeeples && rc == 0; i++) {
		const struct meeple *m = &b->meeples[i];
		int f = fs->of[m->seg];

		if (m->kind != MK_MAGE && m->kind != MK_WITCH)
			continue;
		if (figure[f] >= 0 && figure[f] != (int)m->kind)
			rc = diag_input(g->diag, g->p->file, m->pos.line,
			    m->pos.col,
			    "the mage and the witch never stand on one "
			    "feature");
		figure[f] = (int)m->kind;
	}
	free(figure);
	return rc;
}

/* --- the magic part --- */

/* The meeple index of the figure on b, or -1 when it is off the
 * board. */
static int
figure_at(const struct board *b, enum mkind k)
{
	int i;

	for (i = 0; i < b->nmeeples; i++)
		if (b->meeples[i].kind == k)
			return i;
	return -1;
}

static int
figure_seg(const struct judge *j, enum mkind k)
{
	int i = figure_at(j->b, k);

	return i < 0 ? -1 : j->b->meeples[i].seg;
}

static enum mkind
other_figure(enum mkind k)
{
	return k == MK_MAGE ? MK_WITCH : MK_MAGE;
}

/* A target of MW-MOVE for either figure: an incomplete road or city that
 * holds neither figure (the one that moves must leave its own feature,
 * and may not join the other's).  Its first segment, or -1. */
static int
free_target(const struct judge *j)
{
	int fi;

	for (fi = 0; fi < j->fs.nf; fi++) {
		const struct feature *f = &j->fs.f[fi];

		if (f->live && (f->kind == SEG_ROAD || f->kind == SEG_CITY) &&
		    !f->complete && !(f->marks & MAGIC_MARKS))
			return f->seg;
	}
	return -1;
}

/* Takes figure m off the board.  Its feature loses the figure at once,
 * whether the engine recomputes features or keeps them up to date (each
 * figure is one of a kind). */
static void
take_off(struct judge *j, int m)
{
	board_remove_meeple(j->b, m);
}

/* `magic: {figure, feature, at}` where a target exists. */
static int
move_figure(struct judge *j, int napplied)
{
	const struct magic_keys *k = keys_of(j->p);
	struct board *b = j->b;
	const char *fig = mkind_name(k->figure);
	const char *oth = mkind_name(other_figure(k->figure));
	int t, s, fi, own, other, m, nviol = j->o->nviol;
	char desc[96], from[96], there[96];
	struct cite *c;

	t = k->at_given ? board_tile_at(b, k->x, k->y) : j->placed;
	if (t < 0) {
		if (k->at_given)
			judge_cite(j, true, RULE_MW_MOVE, "no tile at (%d,%d) for "
			    "the %s", k->x, k->y, fig);
		else
			judge_cite(j, true, RULE_MW_MOVE, "no tile was placed this "
			    "turn: name the %s's tile with at", fig);
		return judge_fail_part(j, napplied);
	}
	/* The loader checked the address against this tile. */
	if ((s = addr_resolve(b->tiles[t].def, b->tiles[t].rot,
	    &k->addr)) < 0)
		return diag_fatal(j->g->diag, "internal error: unchecked "
		    "magic address");
	s += b->tiles[t].seg0;
	fi = j->fs.of[s];
	own = figure_seg(j, k->figure);
	other = figure_seg(j, other_figure(k->figure));
	judge_segdesc(j, s, desc, sizeof desc);
	if (j->fs.f[fi].kind != SEG_ROAD && j->fs.f[fi].kind != SEG_CITY) {
		c = judge_cite(j, true, RULE_MW_MOVE, "the %s goes only onto a road "
		    "or a city, not %s", fig, desc);
		cite_at(c, b, t);
		return judge_fail_part(j, napplied);
	}
	if (feature_has_flag(j, fi, SF_LABYRINTH))
		judge_cite(j, false, RULE_LAB_ROAD, "%s belongs to a labyrinth "
		    "network: its exits are one road", desc);
	if (j->fs.f[fi].complete) {
		c = judge_cite(j, true, RULE_MW_MOVE, "%s is complete: the %s goes "
		    "only onto an incomplete road or city", desc, fig);
		cite_at(c, b, t);
		if (!judge_was_complete(j, WATCH_TURN, s))
			judge_cite(j, true, RULE_MW_RETURN, "this turn completes "
			    "it: it is scored, and a figure on a scored feature "
			    "is set aside");
	}
	if (own >= 0 && j->fs.of[own] == fi) {
		judge_segdesc(j, own, from, sizeof from);
		c = judge_cite(j, true, RULE_MW_MOVE, "the %s already stands on "
		    "that %s (on %s): a figure that moves goes to another "
		    "feature", fig, segkind_name[j->fs.f[fi].kind], from);
		cite_at(c, b, t);
	}
	if (other >= 0 && j->fs.of[other] == fi) {
		judge_segdesc(j, other, there, sizeof there);
		c = judge_cite(j, true, RULE_MW_APART, "the %s stands on that %s "
		    "(on %s): the mage and the witch never share a feature",
		    oth, segkind_name[j->fs.f[fi].kind], there);
		cite_at(c, b, t);
	}
	if (j->o->nviol > nviol && feature_has_link(j, fi) &&
	    ((own >= 0 && j->fs.of[own] == fi) ||
	    (other >= 0 && j->fs.of[other] == fi)))
		judge_cite(j, true, RULE_TUN_LINK, "a tunnel makes its roads one "
		    "road");
	if (j->o->nviol > nviol) {
		/* LAB-ROAD explains the refusal as much as a move. */
		int i;

		for (i = napplied; i < j->o->napplied; i++)
			if (j->o->applied[i].rule == RULE_LAB_ROAD)
				*outcome_cite(j->o, true, RULE_LAB_ROAD) =
				    j->o->applied[i];
		return judge_fail_part(j, napplied);
	}
	if ((m = figure_at(j->b, k->figure)) >= 0) {
		judge_segdesc(j, own, from, sizeof from);
		judge_cite(j, false, RULE_MW_MOVE, "the %s moves from %s to %s, an "
		    "incomplete %s", fig, from, desc,
		    segkind_name[j->fs.f[fi].kind]);
		take_off(j, m);
	} else
		judge_cite(j, false, RULE_MW_MOVE, "the %s is placed on %s, an "
		    "incomplete %s", fig, desc, segkind_name[j->fs.f[fi].kind]);
	if (other >= 0) {
		judge_segdesc(j, other, there, sizeof there);
		judge_cite(j, false, RULE_MW_APART, "the %s stays on %s: the two "
		    "never share a feature", oth, there);
	}
	board_add_meeple(b, NOBODY, k->figure, s, j->a->pos);
	judge_refresh(j);
	return 0;
}

/* The part when something is due: symbol, the placed tile's magic
 * symbol; join, a tile or token (by_token) that joined the figures. */
static int
magic_part(struct judge *j, bool symbol, bool join, bool by_token)
{
	const struct magic_keys *k = keys_of(j->p);
	const struct ptile *pt = j->placed >= 0 ? &j->b->tiles[j->placed] :
	    NULL;
	int napplied = j->o->napplied, target = free_target(j), m;
	int ms = figure_seg(j, MK_MAGE), ws = figure_seg(j, MK_WITCH);
	enum rule_id duty = symbol ? RULE_MW_MOVE : RULE_MW_APART;
	char desc[96], by[96];

	/* pt is set: a symbol is the placed tile's, and so is a join by no
	 * token, as the board never starts with the figures on one feature
	 * (board()).  NOLINTBEGIN(clang-analyzer-core.NullDereference) */
	if (symbol)
		judge_cite(j, false, RULE_MW_MOVE, "%s at (%d,%d) shows a magic "
		    "symbol: %s", pt->def->id, pt->x, pt->y, target >= 0 ?
		    "the mage or the witch is placed or moved" : "the mage or "
		    "the witch would be placed or moved, but no incomplete "
		    "road or city can take either");
	if (join) {
		if (by_token)
			snprintf(by, sizeof by, "this turn's token");
		else
			snprintf(by, sizeof by, "%s at (%d,%d)", pt->def->id,
			    pt->x, pt->y);
		/* NOLINTEND(clang-analyzer-core.NullDereference) */
		judge_cite(j, false, RULE_MW_APART, "%s joins the mage's %s to "
		    "the witch's: one of them moves at once", by,
		    segkind_name[j->fs.f[j->fs.of[ms]].kind]);
		if (feature_has_flag(j, j->fs.of[ms], SF_LABYRINTH))
			judge_cite(j, false, RULE_LAB_ROAD, "the joined road is a "
			    "labyrinth network: its exits are one road");
	}
	if (target >= 0 && !k->present) {
		judge_segdesc(j, target, desc, sizeof desc);
		judge_cite(j, true, duty, "the turn must %s (magic: {figure, "
		    "feature}); %s is one place it may go", join ? "move the "
		    "mage or the witch off the joined feature" : "place or "
		    "move the mage or the witch", desc);
		return judge_fail_part(j, napplied);
	}
	if (target >= 0 && k->remove) {
		judge_segdesc(j, target, desc, sizeof desc);
		judge_cite(j, true, RULE_MW_REMOVE, "a figure is set aside only "
		    "when nothing takes either; %s is free", desc);
		return judge_fail_part(j, napplied);
	}
	if (target >= 0)
		return move_figure(j, napplied);
	/* No incomplete road or city is free of the figures. */
	if (ms < 0 && ws < 0) {
		if (k->present) {
			judge_cite(j, true, RULE_MW_REMOVE, "no road or city is "
			    "incomplete and neither figure stands on the "
			    "board: nothing is done, and the turn has no magic "
			    "part");
			return judge_fail_part(j, napplied);
		}
		judge_cite(j, false, RULE_MW_REMOVE, "no road or city is "
		    "incomplete and neither figure stands on the board: "
		    "nothing is done");
		return 0;
	}
	if (!k->present || !k->remove) {
		/* A move lists what is wrong with its target first. */
		if (k->present && (m = move_figure(j, napplied)) > 1)
			return m;
		judge_cite(j, true, RULE_MW_REMOVE, "no incomplete road or city "
		    "is free of the figures: the turn sets one of them aside "
		    "(magic: {remove: %s})", ms >= 0 ? "mage" : "witch");
		return judge_fail_part(j, napplied);
	}
	if ((m = figure_at(j->b, k->figure)) < 0) {
		judge_cite(j, true, RULE_MW_REMOVE, "the %s is not on the board: "
		    "set aside the %s", mkind_name(k->figure),
		    mkind_name(other_figure(k->figure)));
		return judge_fail_part(j, napplied);
	}
	judge_segdesc(j, j->b->meeples[m].seg, desc, sizeof desc);
	judge_cite(j, false, RULE_MW_REMOVE, "no incomplete road or city is free "
	    "of the figures: the %s leaves %s and is set aside",
	    mkind_name(k->figure), desc);
	take_off(j, m);
	judge_refresh(j);
	return 0;
}

static bool
together(const struct judge *j)
{
	int ms = figure_seg(j, MK_MAGE), ws = figure_seg(j, MK_WITCH);

	return ms >= 0 && ws >= 0 && j->fs.of[ms] == j->fs.of[ws];
}

static void
not_due(struct judge *j)
{
	judge_cite(j, true, RULE_MW_MOVE, "no magic move is due: the placed tile "
	    "shows no magic symbol and nothing joins the mage's feature to the "
	    "witch's");
}

/* After placement: a magic symbol, or the tile joining the figures.  A
 * part given with neither may answer a token's link later, when both
 * figures stand on the board. */
static int
placed_part(struct judge *j)
{
	struct magic_state *st = state_of(j);
	bool symbol = j->placed >= 0 && j->b->tiles[j->placed].def->magic;
	bool join = together(j);

	memset(st, 0, sizeof *st);
	if (!symbol && !join) {
		if (!keys_of(j->p)->present || (figure_at(j->b, MK_MAGE) >= 0 &&
		    figure_at(j->b, MK_WITCH) >= 0))
			return 0;
		not_due(j);
		return 1;
	}
	st->judged = true;
	return magic_part(j, symbol, join, false);
}

/* After the token: a link joining the figures is resolved now.  One part
 * a turn: a link that joins them after this turn's move cannot be. */
static int
turn_part(struct judge *j)
{
	const struct magic_state *st = state_of(j);
	int napplied = j->o->napplied;

	if (st->judged) {
		if (!together(j))
			return 0;
		judge_cite(j, true, RULE_MW_APART, "this turn's token joins the "
		    "mage's %s to the witch's after the turn's magic move, and "
		    "a turn has one magic part: move a figure the token does "
		    "not bring together", segkind_name[j->fs.f[j->fs.of[
		    figure_seg(j, MK_MAGE)]].kind]);
		return judge_fail_part(j, napplied);
	}
	if (together(j))
		return magic_part(j, false, true, true);
	if (keys_of(j->p)->present) {
		not_due(j);
		return judge_fail_part(j, napplied);
	}
	return 0;
}

/* --- scoring --- */

static void
score_adjust(struct judge *j, struct tally *t)
{
	struct magic_state *st = state_of(j);
	bool lab = feature_has_flag(j, t->fi, SF_LABYRINTH);
	int i;

	if (t->f->kind != SEG_ROAD && t->f->kind != SEG_CITY)
		return;
	if (t->f->marks & FIGURE_MARK(MK_MAGE)) {
		/* Per tile, not per pennant; a cathedral tile once. */
		t->T += t->f->ntiles;
		tally_term(t, " + %d for the mage", t->f->ntiles);
		score_note(t->s, RULE_MAGE_SCORE, "the mage adds 1 per tile");
		if (lab)
			score_note(t->s, RULE_LAB_MAGE, "on a labyrinth network "
			    "too, a cathedral tile once; the follower bonus "
			    "untouched");
	}
	if (t->f->marks & FIGURE_MARK(MK_WITCH)) {
		score_note(t->s, RULE_WITCH_SCORE, "the witch halves the points, "
		    "rounded up");
		if (lab)
			score_note(t->s, RULE_LAB_WITCH, "on a labyrinth network "
			    "too, after the inn and cathedral rates; the "
			    "follower bonus %s",
			    j->g->rules.v[first_setting] == WITCH_TOTAL ?
			    "halved with them (witch=total)" :
			    "not halved (witch=tiles)");
		if (lab && j->g->rules.v[first_setting] == WITCH_TOTAL) {
			if (t->bonus)
				tally_term(t, " + %d%s", t->bonus,
				    t->bonus_why);
			tally_term(t, ", all halved by the witch "
			    "(witch=total)");
			t->T = (t->T + t->bonus + 1) / 2;
			t->bonus = 0;
			t->bonus_why[0] = '\0';
		} else {
			t->T = (t->T + 1) / 2;
			tally_term(t, ", halved by the witch");
		}
	}
	if (t->final || !(t->f->marks & MAGIC_MARKS))
		return;
	for (i = 0; i < j->b->nmeeples && st->naside < 2; i++) {
		const struct meeple *m = &j->b->meeples[i];

		if ((m->kind == MK_MAGE || m->kind == MK_WITCH) &&
		    j->fs.of[m->seg] == t->fi) {
			st->aside[st->naside++] = m->seg;
			score_note(t->s, RULE_MW_RETURN, "the %s is set aside after "
			    "this scoring", mkind_name(m->kind));
		}
	}
}

static int
after_scoring(struct judge *j)
{
	const struct magic_state *st = state_of(j);
	int i, k;

	for (k = 0; k < st->naside; k++)
		for (i = j->b->nmeeples - 1; i >= 0; i--)
			if (j->b->meeples[i].player == NOBODY &&
			    j->b->meeples[i].seg == st->aside[k])
				take_off(j, i);
	if (st->naside > 0)
		judge_refresh(j);
	return 0;
}

/* --- moves: the magic parts a turn may hold --- */

/* The segment a move names feature fi by: its canonical segment on the
 * least square (x, then y) of its tiles -- one name per feature, as a
 * player would read it off the board. */
static int
naming_seg(const struct board *b, int fi)
{
	const struct features *fs = &b->fs;
	int s, best = -1;

	for (s = fs->first[fi]; s >= 0; s = fs->next[s]) {
		const struct ptile *t = &b->tiles[b->segs[s].tile], *u;

		if (best < 0) {
			best = s;
			continue;
		}
		u = &b->tiles[b->segs[best].tile];
		if (t->x < u->x || (t->x == u->x && (t->y < u->y ||
		    (t->y == u->y && first_bit(b->segs[s].edges) <
		    first_bit(b->segs[best].edges)))))
			best = s;
	}
	return best;
}

/* An item: the figure onto segment s (at left out on the placed tile
 * placed), or set aside when s < 0.  word: the figure, and the edge the
 * address names or -1 for a removal. */
static void
magic_item(struct partitem *it, const struct board *b, enum mkind fig,
    int s, int placed)
{
	const struct ptile *t;

	memset(it, 0, sizeof *it);
	it->word[0] = (int)fig;
	it->word[1] = -1;
	it->nfields = 1;
	if (s < 0) {
		it->field[0].key = "remove";
		snprintf(it->field[0].value, sizeof it->field[0].value, "%s",
		    mkind_name(fig));
		return;
	}
	t = &b->tiles[b->segs[s].tile];
	it->field[0].key = "figure";
	snprintf(it->field[0].value, sizeof it->field[0].value, "%s",
	    mkind_name(fig));
	it->field[1].key = "feature";
	seg_name(b, s, it->field[1].value, sizeof it->field[1].value);
	it->nfields = 2;
	it->word[1] = first_bit(b->segs[s].edges);
	it->at_given = b->segs[s].tile != placed;
	it->x = t->x;
	it->y = t->y;
}

/* Moves before removals; moves by square (the placed tile first), the
 * edge their address names, then figure (mage, witch). */
static int
magic_cmp(const void *va, const void *vb)
{
	const struct partitem *a = &((const struct partcand *)va)->item[0];
	const struct partitem *b = &((const struct partcand *)vb)->item[0];

	int r;

	if ((a->word[1] < 0) != (b->word[1] < 0))
		return a->word[1] < 0 ? 1 : -1;
	if ((r = partitem_square_cmp(a, b)) != 0)
		return r;
	if (a->word[1] != b->word[1])
		return a->word[1] < b->word[1] ? -1 : 1;
	return (a->word[0] > b->word[0]) - (a->word[0] < b->word[0]);
}

/* Does the action's own part name candidate c: the same removal, or the
 * same figure onto the same feature (named by any of its segments)?
 * placed: the placed tile's index on board b. */
static bool
magic_matches(const struct magic_keys *k, const struct board *b, int placed,
    const struct partcand *c, int fi)
{
	int t, s;

	if ((int)k->figure != c->item[0].word[0] ||
	    k->remove != (c->item[0].word[1] < 0))
		return false;
	if (k->remove)
		return true;
	t = k->at_given ? board_tile_at(b, k->x, k->y) : placed;
	if (t < 0 || (s = addr_resolve(b->tiles[t].def, b->tiles[t].rot,
	    &k->addr)) < 0)
		return false;
	return b->fs.of[b->tiles[t].seg0 + s] == fi;
}

/* When a magic part may be due -- the tile shows a magic symbol, or both
 * figures stand on the board and the tile or a token may join them --
 * each figure onto each road and city once the tile lies at (x, y)
 * turned rot, and each figure set aside: a superset of the legal parts,
 * which the judge sorts out.  The tile is laid on g's board for a trial,
 * undone before this returns. */
static int
part_candidates(struct game *g, int x, int y, int rot,
    struct partcand **out, bool *given)
{
	const enum mkind figs[2] = { MK_MAGE, MK_WITCH };
	const struct magic_keys *k = keys_of(g->p);
	const struct tiledef *form = g->form(g, g->p->action.tile);
	struct board *b = &g->board;
	size_t cap = 0;
	int n = 0, mark, t, fi, f;

	*out = NULL;
	*given = k->present;
	if ((!form->magic && !(figure_at(b, MK_MAGE) >= 0 &&
	    figure_at(b, MK_WITCH) >= 0)) || board_tile_at(b, x, y) >= 0)
		return 0;
	mark = board_checkpoint(b);
	t = board_add_tile(b, form, x, y, rot);
	board_unite_tile(b, t);
	board_sync(b);
	for (fi = 0; fi < b->fs.nf; fi++) {
		const struct feature *ft = &b->fs.f[fi];

		if (!ft->live || (ft->kind != SEG_ROAD && ft->kind != SEG_CITY))
			continue;
		for (f = 0; f < 2; f++) {
			*out = xgrow(*out, &cap, (size_t)n + 1, sizeof **out);
			(*out)[n].nitems = 1;
			magic_item(&(*out)[n].item[0], b, figs[f],
			    naming_seg(b, fi), t);
			if (!k->present || magic_matches(k, b, t, &(*out)[n],
			    fi))
				n++;
		}
	}
	for (f = 0; f < 2; f++) {
		*out = xgrow(*out, &cap, (size_t)n + 1, sizeof **out);
		(*out)[n].nitems = 1;
		magic_item(&(*out)[n].item[0], b, figs[f], -1, t);
		if (!k->present || magic_matches(k, b, t, &(*out)[n], -1))
			n++;
	}
	board_rollback(b, mark);
	if (n > 1)
		qsort(*out, (size_t)n, sizeof **out, magic_cmp);
	return n;
}

static void *
part_with(const void *block, const struct partcand *c)
{
	struct magic_keys *k = xmalloc(1, sizeof *k);
	const struct partitem *it;
	const char *msg;

	*k = block != NULL ? *(const struct magic_keys *)block : none;
	k->present = c != NULL;
	if (c == NULL)
		return k;
	it = &c->item[0];
	k->figure = (enum mkind)it->word[0];
	k->remove = it->word[1] < 0;
	k->at_given = it->at_given;
	k->x = it->x;
	k->y = it->y;
	memset(&k->addr, 0, sizeof k->addr);
	/* The name was made from a segment of the board: it parses. */
	if (!k->remove)
		(void)addr_parse(it->field[1].value, &k->addr, &msg);
	return k;
}

/* moves: turn_part() reads a later part only through together(): a join
 * that brings no feature holding a figure into another leaves the
 * figures apart, whatever the magic move (which moves one figure). */
static bool
join_read(const struct game *g, int a, int b)
{
	const struct features *fs = &g->board.fs;
	const struct feature *fa = &fs->f[fs->of[a]], *fb = &fs->f[fs->of[b]];

	return ((fa->marks | fb->marks) & MAGIC_MARKS) != 0;
}

/* moves: a magic move is due at placement when the tile shows the symbol
 * or joins the figures (placed_part()); otherwise only a token can make
 * one due (turn_part()). */
static bool
part_due(struct game *g, int x, int y, int rot)
{
	const struct tiledef *form = g->form(g, g->p->action.tile);
	struct board *b = &g->board;
	int mark, t, i, ms = -1, ws = -1;
	bool join;

	if (form->magic || board_tile_at(b, x, y) >= 0)
		return true;
	for (i = 0; i < b->nmeeples; i++)
		if (b->meeples[i].kind == MK_MAGE)
			ms = b->meeples[i].seg;
		else if (b->meeples[i].kind == MK_WITCH)
			ws = b->meeples[i].seg;
	if (ms < 0 || ws < 0)
		return false;
	mark = board_checkpoint(b);
	t = board_add_tile(b, form, x, y, rot);
	board_unite_tile(b, t);
	board_sync(b);
	join = b->fs.of[ms] == b->fs.of[ws];
	board_rollback(b, mark);
	return join;
}

/* --- show: the magic part in a picture --- */

/* The figure's meeple in p, or -1 when it is off the board. */
static int
figure_in(const struct position *p, enum mkind k)
{
	int i;

	for (i = 0; i < p->nmeeples; i++)
		if (p->meeples[i].kind == k)
			return i;
	return -1;
}

/* "moves the mage from road@E at (1,0) to city@N at (0,-1)", "places
 * the witch on ...", "sets the mage aside from ...". */
static bool
show_part(const struct game *g, struct showpart *sp)
{
	const struct position *p = g->p;
	const struct magic_keys *k = keys_of(p);
	const char *fig = mkind_name(k->figure);
	struct showfig from, to;
	char was[64], goes[64];
	int m;

	if (!k->present)
		return false;
	sp->after_deploy = false;
	memset(&from, 0, sizeof from);
	if ((m = figure_in(p, k->figure)) >= 0) {
		from.kind = (int)k->figure;
		from.color = -1;
		from.at_given = true;
		from.x = p->tiles[p->meeples[m].tile].x;
		from.y = p->tiles[p->meeples[m].tile].y;
		from.addr = p->meeples[m].addr;
		from.leaves = true;
		from.note = k->remove ? "set aside this turn" :
		    "moves away this turn";
		showpart_fig(sp, &from);
		show_feature(g, true, from.x, from.y, &from.addr, was,
		    sizeof was);
	}
	if (k->remove) {
		showpart_say(sp, "sets the %s aside", fig);
		if (m >= 0)
			showpart_say(sp, " from %s", was);
		return true;
	}
	memset(&to, 0, sizeof to);
	to.kind = (int)k->figure;
	to.color = -1;
	to.at_given = k->at_given;
	to.x = k->at_given ? k->x : p->action.px;
	to.y = k->at_given ? k->y : p->action.py;
	to.addr = k->addr;
	to.note = m >= 0 ? "moved here this turn" : "placed this turn";
	showpart_fig(sp, &to);
	show_feature(g, k->at_given, k->x, k->y, &k->addr, goes, sizeof goes);
	if (m >= 0)
		showpart_say(sp, "moves the %s from %s to %s", fig, was, goes);
	else
		showpart_say(sp, "places the %s on %s", fig, goes);
	return true;
}

static const struct modkey keys[] = {
	{ KEY_ACTION, "magic", load_magic },
	{ KEY_NONE, NULL, NULL }
};

/* moves' text: "set the mage aside", "the witch onto the east road of
 * D at (0,0)". */
static bool
part_words(FILE *f, const struct position *p, const struct partcand *c)
{
	const struct partitem *it = &c->item[0];
	const char *fig, *feat, *msg;
	struct addr ad;

	if ((fig = partitem_field(it, "remove")) != NULL) {
		fprintf(f, "set the %s aside", fig);
		return true;
	}
	if ((fig = partitem_field(it, "figure")) == NULL ||
	    (feat = partitem_field(it, "feature")) == NULL ||
	    !addr_parse(feat, &ad, &msg))
		return false;
	fprintf(f, "the %s onto ", fig);
	words_feature(f, p, it->at_given, it->x, it->y, &ad);
	return true;
}

/* Its keys of the rules: block. */
static const struct settingdef settings[] = {
	{ "witch", { "tiles", "total" }, 2,
	    { "the witch halves only the tile points",
	    "the witch halves the follower bonus too" }, false },
	{ .key = NULL }
};

/* Its figures: nobody's, no followers; each marks its feature. */
static const struct figdef figures[] = {
	{ "mage", 0, 0, "mage", "mages", 'M', false, 0, "#7e3fb3" },
	{ "witch", 0, 0, "witch", "witches", 'W', false, 0, "#e07a1f" },
	{ .name = NULL }
};

const struct module magewitch_module = {
	.name = "mage-witch",
	.figures = figures,
	.figures_first = &first_kind,
	.settings = settings,
	.settings_first = &first_setting,
	.keys = keys,
	.loaded = loaded,
	.state_size = sizeof(struct magic_state),
	.board = board,
	.placed_part = placed_part,
	.turn_part = { PHASE_TURN_MAGIC, turn_part },
	.score_adjust = { PHASE_ADJUST_MAGIC, score_adjust },
	.after_scoring = { PHASE_AFTER_MAGIC, after_scoring },
	.part = "magic",
	.part_after_deploy = false,
	.part_words = part_words,
	.part_candidates = part_candidates,
	.part_with = part_with,
	.join_read = join_read,
	.part_due = part_due,
	.show_part = show_part,
};
