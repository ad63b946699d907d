/* importrun: carcjudge import once its options are read (carcjudge(3)'s
 * cj_import and cj_import_file) -- a JCloisterZone saved game replayed
 * turn by turn through the tool's own engine, each turn's action read,
 * judged and applied on the live game, as `apply` does, and written as
 * the position after its last turn, or before a chosen one (carcjudge(1),
 * IMPORT).  Nothing is smoothed over: a turn the engine refuses, and a
 * final score the save states otherwise, are errors. */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "importrun.h"
#include "diag.h"
#include "emit.h"
#include "emitkeys.h"
#include "input.h"
#include "jcz.h"
#include "judge.h"
#include "module.h"
#include "readings.h"
#include "run.h"
#include "xalloc.h"

struct replay {
	struct run *run;		/* where it is written and reported */
	const char *file;		/* the save, for diagnostics */
	const struct jcz_game *jg;
	char *text;			/* the first position, as written */
	size_t len;
	struct position p;		/* the position now */
	struct game g;			/* its game, as the turns left it */
	bool live;			/* p and g are to be freed */
	bool words;			/* judge with sentences: a turn found
					 * illegal without them is judged again
					 * with them, for its diagnostic */
	void *built[MAXMODULES];	/* the modules' states as built */
	char *turns;			/* every turn as an action, one text */
	size_t turnslen;
	struct ynode *turnsdoc;		/* that text read, or NULL */
	int (*by_turn)[MAXPLAYERS];	/* after turn k; [0]: none played */
	int final[MAXPLAYERS];		/* after end-game, when reached */
	bool ended;
};

/* A text written into memory. */
struct membuf {
	FILE *f;
	char *text;
	size_t len;
};

static void
mem_open(struct membuf *m)
{
	m->text = NULL;
	m->len = 0;
	if ((m->f = open_memstream(&m->text, &m->len)) == NULL)
		xnomem();
}

static char *
mem_close(struct membuf *m, size_t *len)
{
	if (fclose(m->f) != 0)
		xnomem();
	*len = m->len;
	return m->text;
}

/* --- the turn as an action --- */

static void
coords_text(char *buf, size_t len, int x, int y)
{
	snprintf(buf, len, "[%d, %d]", x, y);
}

/* One part of a turn in flow style ("{tile: E, at: [1, 0]}"); the turn's
 * parts in the order of carcjudge(5). */
struct parts {
	char place[160], magic[160], deploy[200], token[160];
	char wagons[JCZ_MAXPLAYERS][220];
	int nwagons;
};

/* `at` is left out where it is the placed tile (its default). */
static void
at_part(char *buf, size_t len, const struct jcz_turn *t, int x, int y,
    bool always)
{
	char c[48];

	buf[0] = '\0';
	if (always || x != t->x || y != t->y) {
		coords_text(c, sizeof c, x, y);
		snprintf(buf, len, ", at: %s", c);
	}
}

/* A tile id as a YAML scalar (quoted where YAML 1.1 reads it as
 * something else, such as N). */
static void
id_text(char *buf, size_t len, const char *id)
{
	FILE *f;

	if ((f = fmemopen(buf, len, "w")) == NULL)
		xnomem();
	emit_scalar(f, id);
	if (fclose(f) != 0)
		xnomem();
}

/* roll: a crashed flight's die roll (the save keeps none: the caller
 * tries each). */
static void
turn_parts(const struct jcz_turn *t, int roll, struct parts *ps)
{
	const struct jcz_deploy *d = &t->deploy;
	char at[64], a[48], b[48], id[64], kind[32], via[48];
	int i;

	memset(ps, 0, sizeof *ps);
	coords_text(a, sizeof a, t->x, t->y);
	id_text(id, sizeof id, t->tile->id);
	snprintf(ps->place, sizeof ps->place, "{tile: %s, at: %s, rot: %d}",
	    id, a, t->rot * 90);
	if (t->magic.present && t->magic.remove)
		snprintf(ps->magic, sizeof ps->magic, "{remove: %s}",
		    jcz_figure_name[t->magic.figure]);
	else if (t->magic.present) {
		at_part(at, sizeof at, t, t->magic.at.x, t->magic.at.y, false);
		snprintf(ps->magic, sizeof ps->magic, "{figure: %s, feature: "
		    "%s%s}", jcz_figure_name[t->magic.figure], t->magic.at.addr,
		    at);
	}
	if (d->present && d->via == JCZ_VIA_FLIER && !d->landed)
		snprintf(ps->deploy, sizeof ps->deploy, "{via: flier, roll: "
		    "%d}", roll);
	else if (d->present) {
		/* A flier's landing square is written out with its roll. */
		at_part(at, sizeof at, t, d->at.x, d->at.y,
		    d->via == JCZ_VIA_FLIER);
		kind[0] = via[0] = '\0';
		if (d->kind != JCZ_FOLLOWER)
			snprintf(kind, sizeof kind, ", kind: %s",
			    jcz_meeple_name[d->kind]);
		if (d->via == JCZ_VIA_PORTAL)
			snprintf(via, sizeof via, ", via: portal");
		else if (d->via == JCZ_VIA_FLIER)
			snprintf(via, sizeof via, ", via: flier, roll: %d",
			    d->roll);
		snprintf(ps->deploy, sizeof ps->deploy, "{feature: %s%s%s%s}",
		    d->at.addr, kind, at, via);
	}
	if (t->token.present) {
		at_part(at, sizeof at, t, t->token.x, t->token.y, false);
		snprintf(ps->token, sizeof ps->token, "{color: %s, opening: "
		    "%s%s}", t->token.color, dir_name[t->token.opening], at);
	}
	for (i = 0; i < t->nwagons; i++) {
		const struct jcz_wagon *w = &t->wagons[i];

		coords_text(a, sizeof a, w->from.x, w->from.y);
		coords_text(b, sizeof b, w->to.x, w->to.y);
		snprintf(ps->wagons[i], sizeof ps->wagons[i], "{from: {at: %s, "
		    "feature: %s}, to: {at: %s, feature: %s}}", a,
		    w->from.addr, b, w->to.addr);
	}
	ps->nwagons = t->nwagons;
}

/* The turn as the action of a position (block style), or in flow style
 * on one line, for a diagnostic. */
static void
write_turn(FILE *f, const struct replay *r, const struct jcz_turn *t,
    int roll, bool flow)
{
	const char *sep = flow ? ", " : "\n  ";
	struct parts ps;
	int i;

	turn_parts(t, roll, &ps);
	fprintf(f, flow ? "{player: %s" : "action:\n  player: %s",
	    r->jg->players[t->player].color);
	fprintf(f, "%splace: %s", sep, ps.place);
	if (ps.magic[0])
		fprintf(f, "%smagic: %s", sep, ps.magic);
	if (ps.deploy[0])
		fprintf(f, "%sdeploy: %s", sep, ps.deploy);
	if (ps.token[0])
		fprintf(f, "%stoken: %s", sep, ps.token);
	if (ps.nwagons > 0) {
		fprintf(f, "%swagons:%s", sep, flow ? " [" : "");
		for (i = 0; i < ps.nwagons; i++)
			fprintf(f, flow ? "%s%s" : "%s\n    - %s", flow && i ?
			    ", " : "", ps.wagons[i]);
		if (flow)
			putc(']', f);
	}
	fputs(flow ? "}" : "\n", f);
}

/* --- the first position --- */

/* The save's setup as a position: every setting written out, the token
 * sets as JCloisterZone deals them, the start tiles, no points. */
static void
write_setup(FILE *f, const struct jcz_game *jg)
{
	int i, k;

	fputs("format: 1\n", f);
	emit_rules(f, &jg->rules, true);
	fputs("players:\n", f);
	for (i = 0; i < jg->nplayers; i++) {
		fprintf(f, "  - color: %s\n", jg->players[i].color);
		if (!jg->play.tunnel)
			continue;
		fputs("    tunnel-sets: [", f);
		for (k = 0; k < jg->players[i].nsets; k++)
			fprintf(f, "%s%s", k ? ", " : "", jg->players[i].sets[k]);
		fputs("]\n", f);
	}
	if (jg->play.robber_baron)
		fputs("robber-baron: {holder: null, length: 0}\n", f);
	fputs("board:\n", f);
	for (i = 0; i < jg->nstart; i++)
		fprintf(f, "  - {tile: %s, at: [%d, %d], rot: %d}\n",
		    jg->start[i].tile->id, jg->start[i].x, jg->start[i].y,
		    jg->start[i].rot * 90);
	fputs("score: {", f);
	for (i = 0; i < jg->nplayers; i++)
		fprintf(f, "%s%s: 0", i ? ", " : "", jg->players[i].color);
	fputs("}\n", f);
	/* The figures the save gives, not the box's: a game without large
	 * followers or wagons has none to offer. */
	fputs("supply:\n", f);
	for (i = 0; i < jg->nplayers; i++)
		fprintf(f, "  %s: {follower: %d, large: %d, wagon: %d}\n",
		    jg->players[i].color, jg->play.followers, jg->play.large,
		    jg->play.wagons);
}

/* Where the save's setup.elements names key, for a diagnostic: the key,
 * else the save's start. */
static const struct ynode *
element(const struct jcz_game *jg, const char *key)
{
	const struct ynode *n = ynode_get(jg->doc, "setup"), *k;
	size_t i;

	if (n != NULL && n->kind == YN_MAP &&
	    (n = ynode_get(n, "elements")) != NULL && n->kind == YN_MAP)
		for (i = 0; i < n->n; i++)
			if (strcmp((k = n->items[2 * i])->str, key) == 0)
				return k;
	return jg->doc;
}

/* What the box holds of the kind named kind (figures.h): the most a
 * position's supply: gives a player. */
static int
box_of(const char *kind)
{
	int k;

	for (k = 0; k < nmkinds; k++)
		if (strcmp(mkind_name(k), kind) == 0)
			return mkind_supply(k);
	return INT_MAX;
}

/* What the save sets up that a position cannot hold: more figures than
 * the box (fewer are written in supply:). */
static int
check_setup(const struct replay *r)
{
	const struct jcz_play *pl = &r->jg->play;
	/* Each kind of write_setup's supply:, with the save's element. */
	const struct {
		int n;
		const char *kind, *element, *what;
	} fig[] = {
		{ pl->followers, "follower", "small-follower",
		    "followers per player (small-follower)" },
		{ pl->large, "large", "big-follower",
		    "large followers per player (big-follower)" },
		{ pl->wagons, "wagon", "wagon", "wagons per player" },
	};
	const struct ynode *at;
	size_t i;
	int box;

	for (i = 0; i < sizeof fig / sizeof fig[0]; i++)
		if (fig[i].n > (box = box_of(fig[i].kind))) {
			at = element(r->jg, fig[i].element);
			return diag_input(&r->run->diag, r->file, at->line,
			    at->col, "%d %s: a position gives each player at "
			    "most %d", fig[i].n, fig[i].what, box);
		}
	return 0;
}

/* --- one turn through the engine --- */

/* Where a turn's diagnostics point: its PLACE_TILE in the save. */
static int
turn_error(const struct replay *r, const struct jcz_turn *t, int code,
    const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static int
turn_error(const struct replay *r, const struct jcz_turn *t, int code,
    const char *fmt, ...)
{
	char msg[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_input(&r->run->diag, r->file, t->src.line, t->src.col,
	    "turn %d: %s", t->number,
	    msg);
	return code;
}

/*
 * The game lives on from turn to turn: the position now (p, no action
 * between turns) and its game under the file's reading (g), whose board
 * the judge leaves as each turn leaves it.  Each turn's action is read
 * into p as a small text -- the one reader of actions, with its checks
 * -- and judged on g; a legal turn then makes p and g what reading back
 * the position `apply` writes would make them (advance()).  Nothing is
 * written as text but the action: the cost of a turn does not grow with
 * the board's text.
 */

/* Loads turn t (roll for a crashed flight's die) as p's action: 0, or 3
 * refused, what the reader said in the run's last diagnostic, nothing
 * printed. */
static int
load_turn(struct replay *r, const struct jcz_turn *t, int roll)
{
	struct diag_quiet quiet;
	struct membuf m;
	size_t len;
	char *text;
	int rc;

	/* Read with the others, where the text of all of them holds it. */
	if (t != NULL && roll == 1 && r->turnsdoc != NULL) {
		quiet = diag_quiet_begin(&r->run->diag);
		rc = position_read_action(&r->run->diag, &r->p,
		    ynode_get(r->turnsdoc,
		    "turns")->items[t->number - 1], r->turns, r->turnslen);
		diag_quiet_end(&r->run->diag, quiet);
		return rc;
	}
	mem_open(&m);
	if (t != NULL)
		write_turn(m.f, r, t, roll, false);
	else
		fputs("action: end-game\n", m.f);
	text = mem_close(&m, &len);
	quiet = diag_quiet_begin(&r->run->diag);
	rc = position_load_action(&r->run->diag, &r->p, text, len);
	diag_quiet_end(&r->run->diag, quiet);
	free(text);
	return rc;
}

/* Every turn's action (a crashed flight's with roll 1) in one text, read
 * once: one parse, not one per turn. */
static void
read_turns(struct replay *r)
{
	struct ylimits lim = { 0, 64, 0, YNODE_MAX_KEYS };
	struct yerror err;
	struct membuf m;
	int k;

	mem_open(&m);
	fputs("turns:\n", m.f);
	for (k = 0; k < r->jg->nturns; k++) {
		fputs("  - ", m.f);
		write_turn(m.f, r, &r->jg->turns[k], 1, true);
		putc('\n', m.f);
	}
	r->turns = mem_close(&m, &r->turnslen);
	lim.max_bytes = r->turnslen + 1;
	lim.max_nodes = r->turnslen;
	/* Should it not read (it is our own text), each turn is read
	 * alone. */
	r->turnsdoc = ynode_parse(r->turns, r->turnslen, &lim, &err);
	if (r->turnsdoc != NULL && (ynode_get(r->turnsdoc, "turns") == NULL ||
	    ynode_get(r->turnsdoc, "turns")->n != (size_t)r->jg->nturns)) {
		ynode_free(r->turnsdoc);
		r->turnsdoc = NULL;
	}
}

/* The modules' states as the game was built: what a game built afresh
 * for each turn would start the turn with. */
static void
states_keep(struct replay *r)
{
	int i;

	for (i = 0; i < MAXMODULES && r->g.state[i].m != NULL; i++)
		if (r->g.state[i].m->state_size > 0) {
			r->built[i] = xmalloc(r->g.state[i].m->state_size, 1);
			memcpy(r->built[i], r->g.state[i].data,
			    r->g.state[i].m->state_size);
		}
}

static void
states_restore(struct replay *r)
{
	int i;

	for (i = 0; i < MAXMODULES && r->g.state[i].m != NULL; i++)
		if (r->built[i] != NULL)
			memcpy(r->g.state[i].data, r->built[i],
			    r->g.state[i].m->state_size);
}

/* Judges turn t on the game: 0 legal, 1 illegal (o filled), 3 refused
 * (the run's last diagnostic says why).  A trial leaves the game as it
 * was and judges the parts of the turn only. */
static int
judge_turn(struct replay *r, const struct jcz_turn *t, int roll,
    struct outcome *o, bool trial)
{
	struct diag_quiet quiet;
	int rc;

	memset(o, 0, sizeof *o);
	if ((rc = load_turn(r, t, roll)) != 0)
		return rc;
	states_restore(r);
	quiet = diag_quiet_begin(&r->run->diag);
	rc = trial ? judge_trial(&r->g, o) : r->words ? judge_game(&r->g, o) :
	    judge_game_brief(&r->g, o);
	diag_quiet_end(&r->run->diag, quiet);
	return rc;
}

static int
refused(const struct replay *r, const struct jcz_turn *t)
{
	const char *why = strstr(r->run->diag.last, "error: ");

	return turn_error(r, t, EXIT_INPUT, "the position for this turn is "
	    "refused: %s", why != NULL ? why + 7 : r->run->diag.last);
}

static int
illegal(const struct replay *r, const struct jcz_turn *t, int roll,
    const struct outcome *o)
{
	struct membuf m;
	size_t len;
	char *move;
	int i;

	mem_open(&m);
	write_turn(m.f, r, t, roll, true);
	move = mem_close(&m, &len);
	for (i = 0; i < o->nviol; i++)
		turn_error(r, t, EXIT_ILLEGAL, "%s is illegal: [%s] %s", move,
		    rule_name(o->viol[i].rule), o->viol[i].msg);
	free(move);
	return EXIT_ILLEGAL;
}

/* Count of pl's figures of kind k among the file's n meeples. */
static int
file_count(const struct emeeple *m, int n, int pl, enum mkind k)
{
	int i, c = 0;

	for (i = 0; i < n; i++)
		c += m[i].player == pl && m[i].kind == k;
	return c;
}

/* The board's meeples and tokens in the order a position read back
 * lists them: by tile (a tile's figures in the order they came). */
static void
board_order(struct board *b)
{
	int i, k;

	for (i = 1; i < b->nmeeples; i++) {
		struct meeple m = b->meeples[i];
		int t = b->segs[m.seg].tile;

		for (k = i; k > 0 && b->segs[b->meeples[k - 1].seg].tile > t;
		    k--)
			b->meeples[k] = b->meeples[k - 1];
		b->meeples[k] = m;
	}
	for (i = 1; i < board_tokens(b)->n; i++) {
		struct tokens *tks = board_tokens_mut(b);
		struct token tk = tks->v[i];
		int t = b->segs[tk.seg].tile;

		for (k = i; k > 0 && b->segs[tks->v[k - 1].seg].tile > t; k--)
			tks->v[k] = tks->v[k - 1];
		tks->v[k] = tk;
	}
}

/* After a legal turn (o its outcome): p and g as reading back the
 * position apply writes would make them -- the points added, the supply
 * less the figures the turn put on the board and plus those it sent
 * back, the tile placed on the board's list, the figures as they stand,
 * the modules' keys -- and no action. */
static void
advance(struct replay *r, const struct outcome *o)
{
	struct position *p = &r->p;
	struct board *b = &r->g.board;
	const struct action *a = &p->action;
	char name[32];
	int pl, k, i;

	for (pl = 0; pl < p->nplayers; pl++) {
		p->score[pl] += o->totals[pl];
		/* The kinds a supply: holds (figures.h), whoever declared
		 * them. */
		for (k = 0; k < nmkinds; k++)
			if (mkind_supply(k) > 0 && p->supply[pl][k] >= 0)
				p->supply[pl][k] -= board_meeples_of(b, pl,
				    (enum mkind)k) - file_count(p->meeples,
				    p->nmeeples, pl, (enum mkind)k);
	}
	if (a->place) {
		p->tiles = xgrow(p->tiles, &p->cap_tiles, (size_t)p->ntiles + 1,
		    sizeof *p->tiles);
		p->tiles[p->ntiles++] = (struct entry){ a->tile, a->px, a->py,
		    a->prot, a->placepos };
	}
	modules_advance(&r->g, p, o);
	board_order(b);
	p->meeples = xgrow(p->meeples, &p->cap_meeples, (size_t)b->nmeeples +
	    1, sizeof *p->meeples);
	for (i = 0; i < b->nmeeples; i++) {
		const struct meeple *m = &b->meeples[i];
		struct emeeple *e = &p->meeples[i];
		const char *msg;

		memset(e, 0, sizeof *e);
		e->tile = b->segs[m->seg].tile;
		e->player = m->player;
		e->kind = m->kind;
		e->pos = e->kindpos = m->pos;
		(void)addr_parse(seg_name(b, m->seg, name, sizeof name),
		    &e->addr, &msg);
	}
	p->nmeeples = b->nmeeples;
	position_clear_action(p);
}

/* A flight that crashed: the save keeps no die roll, and any roll under
 * which the flight crashes is the turn JCloisterZone played.  The first
 * such roll; 1 when there is none (the turn is then illegal), or when the
 * turn is no crash. */
static int
crash_roll(struct replay *r, const struct jcz_turn *t)
{
	struct outcome o;
	int roll, rc;

	if (!t->deploy.present || t->deploy.via != JCZ_VIA_FLIER ||
	    t->deploy.landed)
		return 1;
	for (roll = 1; roll <= 3; roll++) {
		rc = judge_turn(r, t, roll, &o, true);
		if (rc <= 1)
			outcome_free(&o);
		if (rc != 1)
			return roll;
	}
	return 1;
}

/* Plays turn t: judged, applied, the points added.  A turn illegal under
 * a judging without sentences returns AGAIN_IN_WORDS: the game is then
 * replayed with them, for the turn's diagnostic. */
#define AGAIN_IN_WORDS	(-1)
static int
play_turn(struct replay *r, const struct jcz_turn *t)
{
	struct outcome o;
	int roll = crash_roll(r, t), rc;

	if ((rc = judge_turn(r, t, roll, &o, false)) == 0)
		advance(r, &o);
	else if (rc == 1 && !r->words)
		rc = AGAIN_IN_WORDS;
	else if (rc == 1)
		illegal(r, t, roll, &o);
	else
		rc = refused(r, t);
	if (rc <= 1 || rc == AGAIN_IN_WORDS)
		outcome_free(&o);
	return rc;
}

/* The game's end: every feature and farm scored (the game is spent). */
static int
play_end(struct replay *r)
{
	struct outcome o;
	int rc = judge_turn(r, NULL, 0, &o, false), i;

	if (rc == 0) {
		for (i = 0; i < r->jg->nplayers; i++)
			r->final[i] = r->p.score[i] + o.totals[i];
		r->ended = true;
	} else
		rc = diag_input(&r->run->diag, r->file, r->jg->end.src.line,
		    r->jg->end.src.col, "the game's end is refused: %s",
		    r->run->diag.last);
	if (rc <= 1)
		outcome_free(&o);
	return rc;
}

/* g's position, without action, as apply writes it. */
static char *
position_text(const struct game *g, size_t *len)
{
	struct emitopts opts = { NULL, NULL };
	struct membuf m;

	mem_open(&m);
	emit_position(m.f, g, NULL, &opts);
	return mem_close(&m, len);
}

/* The setup written, read and written again as `apply` writes, then read
 * as the position of the first turn, and its game built. */
static int
first_position(struct replay *r)
{
	struct loadopts lo = { 0, false, false, false, false,
	    false };
	struct diag_quiet quiet;
	struct position p;
	struct game g;
	struct membuf m;
	int rc;

	mem_open(&m);
	write_setup(m.f, r->jg);
	r->text = mem_close(&m, &r->len);
	lo.max_bytes = r->len + 1;
	memset(&g, 0, sizeof g);
	quiet = diag_quiet_begin(&r->run->diag);
	if ((rc = position_load(&r->run->diag, &p, "position", r->text, r->len,
	    &lo)) == 0)
		rc = game_build(&r->run->diag, &g, &p, NULL);
	if (rc == 0) {
		free(r->text);
		r->text = position_text(&g, &r->len);
	}
	game_free(&g);
	position_free(&p);
	if (rc == 0) {
		lo.max_bytes = r->len + 1;
		if ((rc = position_load(&r->run->diag, &r->p, "position",
		    r->text, r->len,
		    &lo)) == 0 && (rc = game_build(&r->run->diag, &r->g, &r->p,
		    NULL)) == 0)
			states_keep(r);
		r->live = true;
	}
	diag_quiet_end(&r->run->diag, quiet);
	if (rc != 0)
		rc = diag_input(&r->run->diag, r->file,
		    r->jg->start[0].src.line,
		    r->jg->start[0].src.col, "the setup is refused: %s",
		    r->run->diag.last);
	return rc;
}

/* --- what the save says of the scores --- */

/*
 * Engine-test saves state the points they end with ("test": {"assertions":
 * ["Alice has 12 points"]}).  Each that names one player is checked
 * against the replay: after final scoring when the game ended, else as it
 * stands.  Returns 0, or 1 after a diagnostic per difference.
 */
static int
check_assertions(const struct replay *r)
{
	const struct ynode *test = ynode_get(r->jg->doc, "test"), *as;
	const int *got = r->ended ? r->final : r->p.score;
	size_t i;
	int rc = 0, k, who, n, want;
	char name[200], tail[16], *end;
	long v;

	if (test == NULL || test->kind != YN_MAP ||
	    (as = ynode_get(test, "assertions")) == NULL || as->kind != YN_SEQ)
		return 0;
	for (i = 0; i < as->n; i++) {
		const struct ynode *a = as->items[i];
		const char *s, *has;

		if (a->kind != YN_SCALAR || (has = strstr(a->str, " has ")) ==
		    NULL || (size_t)(has - a->str) >= sizeof name)
			continue;
		s = a->str;
		snprintf(name, sizeof name, "%.*s", (int)(has - s), s);
		/* strtol, not sscanf's %d: a number out of range is no
		 * assertion, where %d's behaviour is undefined. */
		errno = 0;
		v = strtol(has + 5, &end, 10);
		if (end == has + 5 || errno != 0 || v < INT_MIN ||
		    v > INT_MAX || sscanf(end, " %15s", tail) != 1 ||
		    (strcmp(tail, "points") != 0 && strcmp(tail, "point") != 0))
			continue;
		want = (int)v;
		for (k = 0, n = 0, who = -1; k < r->jg->nplayers; k++)
			if (strcmp(r->jg->players[k].name, name) == 0) {
				who = k;
				n++;
			}
		if (n != 1 || got[who] == want)
			continue;
		diag_input(&r->run->diag, r->file, a->line, a->col,
		    "%s (%s) ends with %d "
		    "point%s in the save, %d in the replay%s", name,
		    r->jg->players[who].color, want, want == 1 ? "" : "s",
		    got[who], r->ended ? " after final scoring" : "");
		rc = EXIT_ILLEGAL;
	}
	return rc;
}

/* {"red": 12, "blue": 8}: points by player. */
static void
write_points(FILE *out, const struct jcz_game *jg, const int *points)
{
	int i;

	putc('{', out);
	for (i = 0; i < jg->nplayers; i++)
		fprintf(out, "%s\"%s\": %d", i ? ", " : "",
		    jg->players[i].color, points[i]);
	putc('}', out);
}

/* --scores: the points after every turn and after final scoring. */
static void
write_scores(const struct replay *r, int nturns)
{
	FILE *out = r->run->out;
	const struct jcz_game *jg = r->jg;
	int t, i;

	fprintf(out, "{\"players\": [");
	for (i = 0; i < jg->nplayers; i++)
		fprintf(out, "%s\"%s\"", i ? ", " : "", jg->players[i].color);
	fprintf(out, "], \"turns\": %d,\n \"scores_by_turn\": [\n", nturns);
	for (t = 0; t <= nturns; t++) {
		fprintf(out, "  ");
		write_points(out, jg, r->by_turn[t]);
		fprintf(out, "%s\n", t < nturns ? "," : "");
	}
	fprintf(out, " ],\n \"final_scores\": ");
	if (!r->ended)
		fprintf(out, "null");
	else
		write_points(out, jg, r->final);
	fprintf(out, "}\n");
}

/* --- the command --- */

static void
replay_free(struct replay *r)
{
	int i;

	if (r->live) {
		game_free(&r->g);
		position_free(&r->p);
	}
	for (i = 0; i < MAXMODULES; i++)
		free(r->built[i]);
	free(r->text);
	ynode_free(r->turnsdoc);
	free(r->turns);
	free(r->by_turn);
}

static int replay_once(struct replay *, int, bool);

/* The game replayed without the judge's sentences -- nobody reads them
 * -- and again with them when a turn is illegal. */
static int
replay(struct replay *r, int turn, bool scores)
{
	struct replay fresh = *r;
	int rc = replay_once(r, turn, scores);

	if (rc == AGAIN_IN_WORDS) {
		replay_free(r);
		*r = fresh;
		r->words = true;
		rc = replay_once(r, turn, scores);
	}
	return rc;
}

static int
replay_once(struct replay *r, int turn, bool scores)
{
	const struct jcz_game *jg = r->jg;
	int upto = turn > 0 ? turn - 1 : jg->nturns, k, rc;
	size_t len = 0;
	char *text;

	if ((rc = check_setup(r)) != 0 || (rc = first_position(r)) != 0)
		return rc;
	r->by_turn = xcalloc((size_t)jg->nturns + 1, sizeof *r->by_turn);
	if (jg->nturns > 0)
		read_turns(r);
	for (k = 0; k < upto; k++) {
		if ((rc = play_turn(r, &jg->turns[k])) != 0)
			return rc;
		memcpy(r->by_turn[k + 1], r->p.score, sizeof r->by_turn[k + 1]);
	}
	/* The position is written once, before the end scores the game;
	 * --scores writes none of it. */
	text = turn > 0 || !scores ? position_text(&r->g, &len) : NULL;
	if (turn > 0) {
		fwrite(text, 1, len, r->run->out);
		write_turn(r->run->out, r, &jg->turns[turn - 1],
		    crash_roll(r, &jg->turns[turn - 1]), false);
	} else if ((!jg->end.reached || (rc = play_end(r)) == 0) &&
	    (rc = check_assertions(r)) == 0) {
		if (scores)
			write_scores(r, jg->nturns);
		else {
			fwrite(text, 1, len, r->run->out);
			if (jg->end.reached)
				fputs("action: end-game\n", r->run->out);
		}
	}
	free(text);
	return rc;
}

int
import_save(struct run *run, const char *buf, size_t len, const char *name,
    size_t max, int turn, bool scores)
{
	struct jcz_game jg;
	struct jcz_error err;
	struct replay r;
	int rc;

	if (jcz_read(buf, len, max, &jg, &err) != 0)
		return jcz_diag(&run->diag, name, &err);
	if (turn > jg.nturns)
		rc = diag_usage(&run->diag, "import: --turn %d: %s has %d turn%s", turn,
		    diag_quote(name), jg.nturns, jg.nturns == 1 ? "" : "s");
	else {
		memset(&r, 0, sizeof r);
		r.run = run;
		r.file = name;
		r.jg = &jg;
		rc = replay(&r, turn, scores);
		replay_free(&r);
	}
	jcz_free(&jg);
	return rc;
}

int
import_file(struct run *run, const char *path, size_t max, int turn,
    bool scores)
{
	const char *name;
	size_t len;
	char *buf;
	int rc;

	if (turn > 0 && scores)
		return diag_usage(&run->diag, "import: --turn and --scores: "
		    "one or the other");
	if ((rc = input_read(run, path, max, &buf, &len, &name)) != 0)
		return rc;
	rc = import_save(run, buf, len, name, max, turn, scores);
	free(buf);
	return rc;
}
