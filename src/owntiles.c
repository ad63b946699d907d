/* A position's own tiles.  The tiles: value is a YAML string; the line
 * format's parser reports errors within that string, so each byte of the
 * string is traced back to the character of the file it came from: a
 * literal block (|) keeps its lines as written, less their indentation;
 * folded and flow scalars are followed through their folding, quotes and
 * escapes. */
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "owntiles.h"
#include "schema.h"
#include "xalloc.h"

/* A cursor over the file, with the line and column libyaml would give. */
struct cursor {
	const unsigned char *s;
	size_t n, p;
	size_t bol;		/* where the cursor's line starts */
	int line, col;
};

/* Where the bytes of one scalar's value came from. */
struct trace {
	struct cursor c;
	const unsigned char *v;
	size_t vlen, vi;	/* the value; the next byte to place */
	struct srcpos *at;	/* per byte of the value, and one past */
};

static size_t
utf8len(unsigned char b)
{
	return b < 0x80 ? 1 : b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
}

/* The length of the line break at the cursor, as libyaml counts lines,
 * or 0. */
static size_t
brk(const struct cursor *c)
{
	return tiles_break((const char *)c->s + c->p, (const char *)c->s + c->n);
}

static int
cur(const struct cursor *c)
{
	return c->p < c->n ? c->s[c->p] : -1;
}

static void
step(struct cursor *c)
{
	size_t b = brk(c);

	if (c->p >= c->n)
		return;
	if (b) {
		c->p += b;
		c->bol = c->p;
		c->line++;
		c->col = 1;
		return;
	}
	for (c->p++; c->p < c->n && (c->s[c->p] & 0xc0) == 0x80; c->p++)
		continue;
	c->col++;
}

/* Places the next k bytes of the value at the cursor. */
static void
place(struct trace *t, size_t k)
{
	struct srcpos here = { t->c.line, t->c.col };

	while (k-- > 0 && t->vi < t->vlen)
		t->at[t->vi++] = here;
}

/* The value's next byte, or -1 past its end. */
static int
next(const struct trace *t)
{
	return t->vi < t->vlen ? t->v[t->vi] : -1;
}

/* libyaml keeps a line or paragraph separator in a value as it stands:
 * is the break at the cursor the value's next character? */
static bool
kept_separator(const struct trace *t)
{
	const struct cursor *c = &t->c;

	return brk(c) == 3 && t->vlen - t->vi >= 3 &&
	    memcmp(t->v + t->vi, c->s + c->p, 3) == 0;
}

static void
trace_block(struct trace *t)
{
	struct cursor *c = &t->c, look;
	int parent = 0, indent = 0, k;

	/* The indentation of the line holding the indicator: that of the
	 * mapping the key belongs to. */
	while (c->bol + (size_t)parent < c->n &&
	    c->s[c->bol + (size_t)parent] == ' ')
		parent++;
	step(c);
	while (cur(c) == '+' || cur(c) == '-' ||
	    (cur(c) >= '1' && cur(c) <= '9')) {
		if (cur(c) != '+' && cur(c) != '-')
			indent = parent + (cur(c) - '0');
		step(c);
	}
	while (c->p < c->n && !brk(c))
		step(c);
	step(c);
	/* Without an indicator, the first line that holds more than
	 * spaces sets the indentation. */
	for (look = *c; indent == 0 && look.p < look.n; step(&look)) {
		for (k = 0; cur(&look) == ' '; k++)
			step(&look);
		if (look.p < look.n && !brk(&look)) {
			indent = k;
			break;
		}
	}
	while (t->vi < t->vlen && c->p < c->n) {
		for (k = 0; k < indent && cur(c) == ' '; k++)
			step(c);
		if (k < indent && c->p < c->n && !brk(c))
			break;		/* less indented: the block has ended */
		while (c->p < c->n && !brk(c)) {
			if (t->vi < t->vlen)
				place(t, utf8len(t->v[t->vi]));
			step(c);
		}
		if (c->p >= c->n)
			break;
		/* The break: a newline, a space where > folds it, the
		 * line or paragraph separator kept as it is, or nothing
		 * where folding drops it. */
		if (next(t) == '\n' || next(t) == ' ')
			place(t, 1);
		else if (kept_separator(t))
			place(t, 3);
		step(c);
	}
}

/* The length of the escape at the cursor of a double-quoted scalar. */
static int
escape_len(int e)
{
	return e == 'x' ? 4 : e == 'u' ? 6 : e == 'U' ? 10 : 2;
}

static void
trace_flow(struct trace *t, int quote)
{
	struct cursor *c = &t->c;
	int k;

	if (quote)
		step(c);
	while (t->vi < t->vlen && c->p < c->n) {
		int ch = cur(c), after = c->p + 1 < c->n ? c->s[c->p + 1] : -1;

		if (quote == '"' && ch == '\\') {
			struct cursor br = *c;

			step(&br);
			if (brk(&br)) {
				/* An escaped line break: nothing. */
				step(&br);
				while (cur(&br) == ' ' || cur(&br) == '\t')
					step(&br);
				*c = br;
				continue;
			}
			place(t, utf8len(t->v[t->vi]));
			for (k = escape_len(after); k > 0; k--)
				step(c);
			continue;
		}
		if (quote == '\'' && ch == '\'' && after == '\'') {
			place(t, 1);
			step(c);
			step(c);
			continue;
		}
		if (brk(c)) {
			/* Folding: a break is a space, or a newline for each
			 * empty line after the first, or the line or paragraph
			 * separator kept as it is; leading blanks go. */
			if (next(t) == ' ' || next(t) == '\n')
				place(t, 1);
			else if (kept_separator(t))
				place(t, 3);
			step(c);
			while (cur(c) == ' ' || cur(c) == '\t')
				step(c);
			continue;
		}
		if ((ch == ' ' || ch == '\t') && next(t) != ch) {
			step(c);	/* blanks folding removed */
			continue;
		}
		place(t, utf8len(t->v[t->vi]));
		step(c);
	}
}

/* Traces every byte of scalar v back to the file's text. */
static struct srcpos *
trace_scalar(const struct position *p, const struct ynode *v)
{
	struct trace t;
	size_t i;

	memset(&t, 0, sizeof t);
	t.c.s = (const unsigned char *)p->text;
	t.c.n = p->textlen;
	/* libyaml counts columns after a byte-order mark. */
	if (t.c.n >= 3 && memcmp(t.c.s, "\xef\xbb\xbf", 3) == 0)
		t.c.p = t.c.bol = 3;
	t.c.line = t.c.col = 1;
	t.v = (const unsigned char *)v->str;
	t.vlen = v->len;
	t.at = xmalloc(v->len + 1, sizeof *t.at);
	for (i = 0; i <= v->len; i++)
		t.at[i] = node_pos(v);
	if (p->text == NULL)
		return t.at;
	while (t.c.p < t.c.n && (t.c.line < v->line ||
	    (t.c.line == v->line && t.c.col < v->col)))
		step(&t.c);
	switch (cur(&t.c)) {
	case '|':
	case '>':
		trace_block(&t);
		break;
	case '"':
	case '\'':
		trace_flow(&t, cur(&t.c));
		break;
	default:
		trace_flow(&t, 0);
		break;
	}
	for (i = t.vi; i <= v->len; i++)
		t.at[i].line = t.c.line, t.at[i].col = t.c.col;
	return t.at;
}

struct report {
	const struct position *p;
	const struct ynode *v;
	const struct srcpos *at;
	size_t *bol;		/* where each line of the value starts, */
	size_t nbol;		/* built at the first error: a block of
				 * many errors costs no walk per error */
	int lastline, lastcol;	/* the last error's place, and its */
	size_t lastoff;		/* offset: many on one line walk it once */
};

/* Where each line of the value starts; lines end as the parser ends
 * them (tiles_break). */
static void
index_lines(struct report *r)
{
	const char *s = r->v->str;
	size_t off = 0, len = r->v->len, br, cap = 0;

	r->bol = xgrow(r->bol, &cap, 1, sizeof *r->bol);
	r->bol[r->nbol++] = 0;
	while (off < len)
		if ((br = tiles_break(s + off, s + len)) != 0) {
			off += br;
			r->bol = xgrow(r->bol, &cap, r->nbol + 1,
			    sizeof *r->bol);
			r->bol[r->nbol++] = off;
		} else
			off++;
}

/* A parser error at (line, col) of the value, told at its place in the
 * file. */
static void
report(void *ctx, int line, int col, const char *msg)
{
	struct report *r = ctx;
	const char *s = r->v->str;
	size_t off, len = r->v->len;
	int k = 1;

	if (r->bol == NULL)
		index_lines(r);
	off = line < 1 ? 0 : (size_t)line - 1 < r->nbol ?
	    r->bol[line - 1] : len;
	if (line == r->lastline && col >= r->lastcol) {
		k = r->lastcol;		/* further along the same line */
		off = r->lastoff;
	}
	for (; k < col && off < len; k++)
		for (off++; off < len && (s[off] & 0xc0) == 0x80; off++)
			continue;
	r->lastline = line;
	r->lastcol = k;
	r->lastoff = off;
	diag_input(r->p->diag, r->p->file, r->at[off].line, r->at[off].col,
	    "%s", msg);
}

int
owntiles_load(struct position *p, const struct ynode *v)
{
	struct report r;
	struct tileset *set;
	struct srcpos *at;
	int nerr;

	if (ynode_is_null(v))
		return 0;
	TRY(want(p, v, YN_SCALAR, "tiles"));
	at = trace_scalar(p, v);
	r.p = p;
	r.v = v;
	r.at = at;
	r.bol = NULL;
	r.nbol = 0;
	r.lastline = r.lastcol = 0;
	r.lastoff = 0;
	set = xcalloc(1, sizeof *set);
	nerr = tiles_parse(v->str, v->len, tiles_catalogue(), report, &r,
	    set);
	free(at);
	free(r.bol);
	if (nerr > 0) {
		tileset_free(set);
		free(set);
		return EXIT_INPUT;
	}
	p->own = set;
	p->own_text = xstrdup(v->str);
	return 0;
}

void
owntiles_free(struct position *p)
{
	if (p->own == NULL)
		return;
	tileset_free(p->own);
	free(p->own);
	p->own = NULL;
	free(p->own_text);
	p->own_text = NULL;
}
