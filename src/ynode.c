/* ynode: libyaml's event stream folded into a tree, with the position
 * format's restrictions on YAML enforced on the way in.  The builder keeps
 * its own stack of open collections, so neither loading nor freeing
 * recurses, whatever the nesting. */
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "diag.h"
#include "xalloc.h"
#include "ynode.h"

/* An open sequence or mapping. */
#define SPARE_CLASSES	8

struct frame {
	struct ynode	*node;
	size_t		 count;		/* items stored so far */
	size_t		 cap;		/* items allocated */
	int		 end_line;	/* latest end_line among the items */
	bool		 streamed;	/* its items go to ld->stream */
	size_t		 seen;		/* items completed, taken or not */
};

/* A block given back, waiting in its size class for the next of its size. */
struct spare {
	struct spare	*next;
};

/* An items array holds pointers to the child nodes. */
#define ITEM_BYTES	sizeof(struct ynode *)

struct loader {
	const unsigned char	*buf;
	size_t			 len;
	size_t			 maxnodes;
	size_t			 maxkeys;
	int			 maxdepth;
	struct yerror		*err;

	struct frame		*stack;
	int			 depth;		/* open collections */
	int			 stackcap;
	size_t			 nodes;
	struct ynode		*root;
	const struct ystream	*stream;
	/* The blocks of taken items, by size in 16-byte steps, for the
	 * items that follow: a streamed list of 200,000 entries would
	 * otherwise malloc and free a million small blocks. */
	struct spare		*spare[SPARE_CLASSES];
	struct chunk		*first, *last;	/* the arena (see block()) */
	size_t			 chunk_size;	/* of the next chunk */

	/* A cursor that maps libyaml marks (line, character column) back
	 * to byte offsets; marks are only asked for in file order. */
	size_t			 curline;
	size_t			 curoff;	/* byte offset where curline starts */
};

static int
clampint(size_t v)
{
	return v >= INT_MAX ? INT_MAX : (int)v;
}

static void
seterr(struct loader *ld, int line, int col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void
seterr(struct loader *ld, int line, int col, const char *fmt, ...)
{
	va_list ap;

	ld->err->line = line;
	ld->err->col = col;
	va_start(ap, fmt);
	vsnprintf(ld->err->msg, sizeof ld->err->msg, fmt, ap);
	va_end(ap);
}

/* Out of memory is not the input's fault: line 0 tells the caller so. */
static void
nomem(struct loader *ld)
{
	seterr(ld, 0, 0, "out of memory");
}

/* libyaml marks are 0-based and count characters; ours are 1-based. */
static void
markerr(struct loader *ld, const yaml_mark_t *m, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
markerr(struct loader *ld, const yaml_mark_t *m, const char *fmt, ...)
{
	va_list ap;

	ld->err->line = clampint(m->line + 1);
	ld->err->col = clampint(m->column + 1);
	va_start(ap, fmt);
	vsnprintf(ld->err->msg, sizeof ld->err->msg, fmt, ap);
	va_end(ap);
}

/*
 * Line breaks as libyaml counts them (YAML 1.1): CR LF, CR, LF, NEL, LS
 * and PS.  Returns the width in bytes of the break at p, or 0.
 */
static size_t
breakat(const unsigned char *b, size_t len, size_t p)
{
	if (b[p] == '\n')
		return 1;
	if (b[p] == '\r')
		return p + 1 < len && b[p + 1] == '\n' ? 2 : 1;
	if (b[p] == 0xc2 && p + 1 < len && b[p + 1] == 0x85)
		return 2;
	if (b[p] == 0xe2 && p + 2 < len && b[p + 1] == 0x80 &&
	    (b[p + 2] == 0xa8 || b[p + 2] == 0xa9))
		return 3;
	return 0;
}

static size_t
bomlen(const unsigned char *b, size_t len)
{
	/* libyaml drops a leading UTF-8 BOM before it counts columns. */
	if (len >= 3 && b[0] == 0xef && b[1] == 0xbb && b[2] == 0xbf)
		return 3;
	return 0;
}

/* Are the eight bytes at p all printable ASCII (0x20 to 0x7e)?  Bytes of
 * 0x80 and up set their top bit; below 0x20 one borrows it from the
 * subtraction; 0x7f sets it when one is added (with no carry, as no byte
 * is 0x80 or more by then). */
static int
printable8(const unsigned char *p)
{
	const uint64_t ones = 0x0101010101010101u, tops = 0x8080808080808080u;
	uint64_t w;

	memcpy(&w, p, sizeof w);
	return ((w - 0x20 * ones) | w | (w + ones)) & tops ? 0 : 1;
}

/* Are the eight bytes at p all printable ASCII or line feeds, as most
 * words of a file are?  Each test is made in seven bits, where adding to
 * a byte never carries into the next; a byte's top bit flags it. */
static int
text8(const unsigned char *p)
{
	const uint64_t ones = 0x0101010101010101u, tops = 0x8080808080808080u,
	    low7 = 0x7f7f7f7f7f7f7f7fu;
	uint64_t w, x, print, lf;

	memcpy(&w, p, sizeof w);
	x = w & low7;
	print = (x + 0x60 * ones) & ~(x + ones);	/* 0x20 to 0x7e */
	lf = ~((x ^ 0x0a * ones) + low7);
	return ((print | lf) & ~w & tops) == tops;
}

static int
plain_byte(unsigned char c)
{
	return (c >= 0x20 && c <= 0x7e) || c == 0x09 || c == 0x0a || c == 0x0d;
}

/* Is the whole input printable ASCII, tabs and line ends, as most files
 * are?  Then precheck() need not follow its lines and columns.  A word
 * with a tab or a carriage return is looked at byte by byte. */
static int
plain_ascii(const unsigned char *b, size_t len)
{
	size_t i = 0, k;

	for (; len - i >= 8; i += 8)
		if (!text8(b + i))
			for (k = 0; k < 8; k++)
				if (!plain_byte(b[i + k]))
					return 0;
	for (; i < len; i++)
		if (!plain_byte(b[i]))
			return 0;
	return 1;
}

/*
 * Checks the whole input before libyaml sees it: UTF-8 only, and only the
 * characters YAML allows.  libyaml would find most of this too, but reads
 * ahead of its parser and reports a byte offset; doing it here gives one
 * order (encoding first) and a line and column.
 */
static int
precheck(struct loader *ld)
{
	const unsigned char *b = ld->buf;
	size_t len = ld->len, i, w, br;
	size_t line = 1, col = 1;
	uint32_t c;
	unsigned char lo, hi;

	if (plain_ascii(b, len))
		return 1;
	for (i = bomlen(b, len); i < len; i += w) {
		/* Most of a file: printable ASCII, one column each. */
		while (len - i >= 8 && printable8(b + i)) {
			i += 8;
			col += 8;
		}
		if (i >= len)
			break;
		c = b[i];
		w = 1;
		if (c >= 0x20 && c <= 0x7e) {
			col++;
			continue;
		}
		lo = 0x80;
		hi = 0xbf;
		if (c >= 0x80) {
			if (c >= 0xc2 && c <= 0xdf)
				w = 2, c &= 0x1f;
			else if (c >= 0xe0 && c <= 0xef) {
				w = 3, c &= 0x0f;
				if (c == 0x0)
					lo = 0xa0;	/* overlong */
				else if (c == 0xd)
					hi = 0x9f;	/* surrogates */
			} else if (c >= 0xf0 && c <= 0xf4) {
				w = 4, c &= 0x07;
				if (c == 0)
					lo = 0x90;	/* overlong */
				else if (c == 4)
					hi = 0x8f;	/* past U+10FFFF */
			} else
				goto badutf8;
			if (len - i < w)
				goto badutf8;
			if (b[i + 1] < lo || b[i + 1] > hi)
				goto badutf8;
			c = (c << 6) | (b[i + 1] & 0x3f);
			if (w > 2) {
				if (b[i + 2] < 0x80 || b[i + 2] > 0xbf)
					goto badutf8;
				c = (c << 6) | (b[i + 2] & 0x3f);
			}
			if (w > 3) {
				if (b[i + 3] < 0x80 || b[i + 3] > 0xbf)
					goto badutf8;
				c = (c << 6) | (b[i + 3] & 0x3f);
			}
		}
		if (c == 0) {
			seterr(ld, clampint(line), clampint(col),
			    "NUL character is not allowed");
			return 0;
		}
		/* What libyaml's reader accepts: YAML 1.1's printable set. */
		if (!(c == 0x09 || c == 0x0a || c == 0x0d ||
		    (c >= 0x20 && c <= 0x7e) || c == 0x85 ||
		    (c >= 0xa0 && c <= 0xd7ff) ||
		    (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000)) {
			seterr(ld, clampint(line), clampint(col),
			    "%scharacter U+%04X is not allowed",
			    c < 0xa0 ? "control " : "", (unsigned)c);
			return 0;
		}
		if ((br = breakat(b, len, i)) != 0) {
			w = br;
			line++;
			col = 1;
		} else
			col++;
	}
	return 1;

badutf8:
	seterr(ld, clampint(line), clampint(col), "invalid UTF-8 (byte 0x%02X)",
	    (unsigned)b[i]);
	return 0;
}

/* The byte offset of mark m; marks must come in file order. */
static size_t
markoff(struct loader *ld, const yaml_mark_t *m)
{
	const unsigned char *b = ld->buf;
	size_t p = ld->curoff, br, col;

	while (ld->curline < m->line && p < ld->len) {
		if ((br = breakat(b, ld->len, p)) != 0) {
			p += br;
			ld->curline++;
			ld->curoff = p;
		} else
			p++;
	}
	p = ld->curoff;
	for (col = 0; col < m->column && p < ld->len; col++)
		for (p++; p < ld->len && (b[p] & 0xc0) == 0x80; p++)
			continue;
	return p;
}

/*
 * A block scalar's end mark lies past the breaks and indentation that
 * follow it, often at the start of the next key.  Its last character is
 * the last one before that which is not white space.
 */
static int
blockend(struct loader *ld, const yaml_event_t *ev, int startline)
{
	const unsigned char *b = ld->buf;
	size_t p = markoff(ld, &ev->end_mark), line = ev->end_mark.line;
	size_t start = bomlen(b, ld->len);

	while (p > start && line > 0) {
		if (b[p - 1] == ' ' || b[p - 1] == '\t')
			p--;
		else if (b[p - 1] == '\n') {
			p--;
			if (p > start && b[p - 1] == '\r')
				p--;
			line--;
		} else if (b[p - 1] == '\r')
			p--, line--;
		else if (p - start >= 2 && b[p - 1] == 0x85 && b[p - 2] == 0xc2)
			p -= 2, line--;
		else if (p - start >= 3 && (b[p - 1] == 0xa8 ||
		    b[p - 1] == 0xa9) && b[p - 2] == 0x80 && b[p - 3] == 0xe2)
			p -= 3, line--;
		else
			break;
	}
	return clampint(line + 1) < startline ? startline : clampint(line + 1);
}

static int
samekey(const struct ynode *a, const struct ynode *b)
{
	return a->len == b->len && memcmp(a->str, b->str, a->len) == 0;
}

static void
duplicate(struct loader *ld, const struct ynode *key)
{
	seterr(ld, key->line, key->col, "duplicate key '%s'",
	    diag_quoten(key->str, key->len));
}

/*
 * Checks the key at items[ix] against the keys before it.  The first
 * YNODE_MAX_KEYS keys of a mapping are each compared with those before
 * them, a bounded scan; keys past them (where ld->maxkeys allows them) are
 * left to bigmap_check() when the mapping closes.  Either way a file costs
 * time linear (or n log n) in its size whatever its keys: no hash for
 * crafted keys to collide in, and no seed to make two runs differ.
 */
static int
checkkey(struct loader *ld, struct frame *f, size_t ix)
{
	const struct ynode *key = f->node->items[ix];
	size_t i;

	if (key->kind != YN_SCALAR) {
		seterr(ld, key->line, key->col,
		    "a mapping key must be a scalar");
		return 0;
	}
	if (ix / 2 >= ld->maxkeys) {
		seterr(ld, key->line, key->col,
		    "more than %zu keys in one mapping", ld->maxkeys);
		return 0;
	}
	if (ix / 2 >= YNODE_MAX_KEYS)
		return 1;
	for (i = 0; i < ix; i += 2)
		if (samekey(f->node->items[i], key)) {
			duplicate(ld, key);
			return 0;
		}
	return 1;
}

/* A key of a big mapping and its place among the mapping's keys. */
struct keyat {
	const struct ynode *key;
	size_t ix;
};

/* By the key's bytes, then by place: equal keys in file order. */
static int
keyat_cmp(const void *a, const void *b)
{
	const struct keyat *x = a, *y = b;
	size_t n = x->key->len < y->key->len ? x->key->len : y->key->len;
	int c = memcmp(x->key->str, y->key->str, n);

	if (c != 0)
		return c;
	if (x->key->len != y->key->len)
		return x->key->len < y->key->len ? -1 : 1;
	return x->ix < y->ix ? -1 : x->ix > y->ix;
}

/* A mapping of more than YNODE_MAX_KEYS keys, complete: its keys sorted,
 * so that equal keys stand together, in n log n comparisons.  As the
 * scan would, it reports the first key in the file that repeats an
 * earlier one: the least of each run's second key. */
static int
bigmap_check(struct loader *ld, const struct ynode *map)
{
	struct keyat *keys;
	const struct ynode *first = NULL;
	size_t i, end, firstix = SIZE_MAX;

	if ((keys = malloc(map->n * sizeof *keys)) == NULL) {
		nomem(ld);
		return 0;
	}
	for (i = 0; i < map->n; i++) {
		keys[i].key = map->items[2 * i];
		keys[i].ix = i;
	}
	qsort(keys, map->n, sizeof *keys, keyat_cmp);
	/* Each run of equal keys, in file order within it: its second. */
	for (i = 0; i < map->n; i = end) {
		for (end = i + 1; end < map->n &&
		    samekey(keys[i].key, keys[end].key); end++)
			continue;
		if (end > i + 1 && keys[i + 1].ix < firstix) {
			first = keys[i + 1].key;
			firstix = keys[i + 1].ix;
		}
	}
	free(keys);
	if (first != NULL) {
		duplicate(ld, first);
		return 0;
	}
	return 1;
}

/*
 * Every node, text and items array of a document comes from its arena:
 * chunks that ynode_free() frees together.  The root is the first thing
 * allocated, right after the first chunk's header, so that ynode_free()
 * finds the chunks from the root.  Small blocks given back (the items of
 * a streamed list, once taken; an items array outgrown) wait in spare
 * lists by size, in 16-byte steps, for the next of their size.
 */
struct chunk {
	struct chunk *next;
	size_t size;		/* bytes after the header */
	size_t used;
	size_t unused;		/* the header's size a multiple of 16 */
};
_Static_assert(sizeof(struct chunk) % 16 == 0, "chunk header alignment");

#define CHUNK_FIRST	4096
#define CHUNK_MAX	((size_t)1 << 20)

static struct chunk *
new_chunk(size_t size)
{
	struct chunk *k;

	if ((k = malloc(sizeof *k + size)) == NULL)
		return NULL;
	k->size = size;
	return k;
}

static void
free_chunks(struct chunk *c)
{
	struct chunk *next;

	for (; c != NULL; c = next) {
		next = c->next;
		free(c);
	}
}

static size_t
spare_class(size_t bytes)
{
	return (bytes + 15) / 16;
}

/* bytes of memory from the arena, NULL when out of memory.  block(),
 * newnode() and attach() run for every node: inlined into their callers,
 * check runs 7% fewer instructions above the parse. */
static inline __attribute__((always_inline)) void *
block(struct loader *ld, size_t bytes)
{
	size_t c = spare_class(bytes), size;
	struct chunk *k = ld->last;
	void *b;

	if (c < SPARE_CLASSES && ld->spare[c] != NULL) {
		b = ld->spare[c];
		ld->spare[c] = ld->spare[c]->next;
		return b;
	}
	if (c > (SIZE_MAX - sizeof *k) / 16)
		return NULL;
	bytes = c * 16;
	if (k == NULL || k->size - k->used < bytes) {
		size = ld->chunk_size > bytes ? ld->chunk_size : bytes;
		if ((k = new_chunk(size)) == NULL)
			return NULL;
		k->next = NULL;
		k->used = 0;
		if (ld->last != NULL)
			ld->last->next = k;
		else
			ld->first = k;
		ld->last = k;
		if (ld->chunk_size < CHUNK_MAX)
			ld->chunk_size *= 2;
	}
	b = (char *)(k + 1) + k->used;
	k->used += bytes;
	return b;
}

/* Gives back b, of bytes, to the spares; a large block stays unused
 * until the arena goes. */
static void
unblock(struct loader *ld, void *b, size_t bytes)
{
	size_t c = spare_class(bytes);
	struct spare *s;

	if (b == NULL || c >= SPARE_CLASSES)
		return;
	s = b;
	s->next = ld->spare[c];
	ld->spare[c] = s;
}

static size_t
nitems(const struct ynode *node)
{
	return node->kind == YN_MAP ? node->n * 2 : node->n;
}

static size_t
node_bytes(const struct ynode *node)
{
	return sizeof *node + (node->kind == YN_SCALAR ? node->len + 1 : 0);
}

/* attach() makes 4 slots and doubles them when full. */
static size_t
slots(size_t items)
{
	size_t cap = 4;

	while (cap < items)
		cap *= 2;
	return cap;
}

/*
 * Gives a taken subtree's blocks to the spares, without recursion and
 * without allocating: going down, a collection's unused str field holds
 * its parent, its len field the items still to give and its n field
 * their number, so the walk can climb back up.
 */
static void
release(struct loader *ld, struct ynode *root)
{
	struct ynode *cur, *up, *child;

	if (root->kind == YN_SCALAR) {
		unblock(ld, root, node_bytes(root));
		return;
	}
	root->n = nitems(root);
	root->str = NULL;
	root->len = root->items ? root->n : 0;
	cur = root;
	while (cur != NULL) {
		if (cur->len > 0) {
			child = cur->items[--cur->len];
			if (child->kind == YN_SCALAR) {
				unblock(ld, child, node_bytes(child));
				continue;
			}
			child->n = nitems(child);
			child->str = (char *)(void *)cur;
			child->len = child->items ? child->n : 0;
			cur = child;
		} else {
			up = (struct ynode *)(void *)cur->str;
			if (cur->items != NULL)
				unblock(ld, cur->items,
				    slots(cur->n) * ITEM_BYTES);
			unblock(ld, cur, sizeof *cur);
			cur = up;
		}
	}
}

/* Adds a new node to the tree. */
static inline __attribute__((always_inline)) int
attach(struct loader *ld, struct ynode *node)
{
	struct frame *f;
	struct ynode **items;
	size_t cap;

	if (ld->depth == 0) {
		ld->root = node;
		return 1;
	}
	f = &ld->stack[ld->depth - 1];
	if (f->count == f->cap) {
		cap = f->cap ? f->cap * 2 : 4;
		if (cap > SIZE_MAX / ITEM_BYTES ||
		    (items = block(ld, cap * ITEM_BYTES)) == NULL) {
			nomem(ld);
			return 0;
		}
		if (f->cap > 0)
			memcpy(items, f->node->items, f->cap * ITEM_BYTES);
		unblock(ld, f->node->items, f->cap * ITEM_BYTES);
		f->node->items = items;
		f->cap = cap;
	}
	f->node->items[f->count++] = node;
	if (f->node->kind == YN_SEQ) {
		f->node->n = f->count;
		return 1;
	}
	/* Until the value comes, n counts the dangling key, for
	 * ynode_free(). */
	f->node->n = (f->count + 1) / 2;
	if (f->count % 2 == 1)
		return checkkey(ld, f, f->count - 1);
	return 1;
}

static void
childend(struct loader *ld, int end_line)
{
	struct frame *f;

	if (ld->depth > 0) {
		f = &ld->stack[ld->depth - 1];
		if (end_line > f->end_line)
			f->end_line = end_line;
	}
}

/* The collection just opened (the top frame) is a list that is the value
 * of the root mapping's key ld->stream->key. */
static bool
streamed_list(const struct loader *ld)
{
	const struct frame *root = &ld->stack[0];
	const struct ynode *key;

	if (ld->stream == NULL || ld->depth != 2 ||
	    ld->stack[1].node->kind != YN_SEQ || root->node->kind != YN_MAP)
		return false;
	key = root->node->items[root->count - 2];
	return key->len == strlen(ld->stream->key) &&
	    memcmp(key->str, ld->stream->key, key->len) == 0;
}

/* The streamed list's item just completed: offer it, and free it when it
 * is taken. */
static void
offer_item(struct loader *ld)
{
	struct frame *f = &ld->stack[1];
	struct ynode *item = f->node->items[f->count - 1];

	if (ld->stream->item(ld->stream->ctx, ld->root, item, f->seen++)) {
		f->node->items[--f->count] = NULL;
		f->node->n = f->count;
		release(ld, item);
	}
}

/* An item has just been completed: is it one of the streamed list?  Most
 * nodes are not, and ask here, inline. */
static inline __attribute__((always_inline)) void
offer(struct loader *ld)
{
	if (ld->depth == 2 && ld->stack[1].streamed)
		offer_item(ld);
}

/* A scalar's text of len bytes lives in the same allocation as its node:
 * one malloc a scalar, and one free. */
static inline __attribute__((always_inline)) struct ynode *
newnode(struct loader *ld, enum ynode_kind kind, const yaml_event_t *ev,
    size_t len)
{
	struct ynode *node;
	size_t extra = kind == YN_SCALAR ? len + 1 : 0;

	if (ld->nodes >= ld->maxnodes) {
		markerr(ld, &ev->start_mark, "more than %zu nodes",
		    ld->maxnodes);
		return NULL;
	}
	ld->nodes++;
	if (len >= SIZE_MAX - sizeof *node - 1 ||
	    (node = block(ld, sizeof *node + extra)) == NULL) {
		nomem(ld);
		return NULL;
	}
	memset(node, 0, sizeof *node);
	if (kind == YN_SCALAR)
		node->str = (char *)(node + 1);
	node->kind = kind;
	node->line = clampint(ev->start_mark.line + 1);
	node->col = clampint(ev->start_mark.column + 1);
	node->end_line = node->line;
	return node;
}

/* Anchors, aliases and tags would let a file say more than the format
 * does (and aliases would let a small file expand without bound). */
static int
checkprops(struct loader *ld, const yaml_event_t *ev,
    const yaml_char_t *anchor, const yaml_char_t *tag)
{
	if (anchor != NULL) {
		markerr(ld, &ev->start_mark,
		    "anchors and aliases are not allowed");
		return 0;
	}
	/* Any tag at all, even the non-specific "!", which libyaml marks
	 * as implicit: the format reads every scalar as a string. */
	if (tag != NULL) {
		markerr(ld, &ev->start_mark, "tags are not allowed");
		return 0;
	}
	return 1;
}

static int
zeros(const unsigned char *b, size_t len, size_t p, size_t n)
{
	for (; n > 0; n--, p++)
		if (p >= len || b[p] != '0')
			return 0;
	return 1;
}

/*
 * A double-quoted scalar that holds a NUL holds it as an escape (\0, \x00,
 * \u0000, \U00000000): precheck() refused the raw byte.  Finds the first
 * one in the text from the scalar's start mark, for the diagnostic.
 */
static void
escaped_nul(struct loader *ld, const yaml_event_t *ev, int *line, int *col)
{
	const unsigned char *b = ld->buf;
	size_t p = markoff(ld, &ev->start_mark), br, l, c;

	l = ev->start_mark.line + 1;
	c = ev->start_mark.column + 1;
	if (p >= ld->len || b[p] != '"')
		goto notfound;
	for (p++, c++; p < ld->len && b[p] != '"'; ) {
		if (b[p] == '\\' && p + 1 < ld->len) {
			if (b[p + 1] == '0' ||
			    (b[p + 1] == 'x' && zeros(b, ld->len, p + 2, 2)) ||
			    (b[p + 1] == 'u' && zeros(b, ld->len, p + 2, 4)) ||
			    (b[p + 1] == 'U' && zeros(b, ld->len, p + 2, 8))) {
				*line = clampint(l);
				*col = clampint(c);
				return;
			}
			p++, c++;	/* the escaped character follows */
		}
		if ((br = breakat(b, ld->len, p)) != 0) {
			p += br;
			l++;
			c = 1;
			continue;
		}
		for (p++; p < ld->len && (b[p] & 0xc0) == 0x80; p++)
			continue;
		c++;
	}
notfound:
	*line = clampint(ev->start_mark.line + 1);
	*col = clampint(ev->start_mark.column + 1);
}

static int
scalar(struct loader *ld, yaml_event_t *ev)
{
	struct ynode *node;
	size_t len = ev->data.scalar.length;
	int line, col;

	if (!checkprops(ld, ev, ev->data.scalar.anchor, ev->data.scalar.tag))
		return 0;
	/* A string ends at its first NUL in C: a scalar holding one would
	 * be read as two different values.  The format refuses it.  Only
	 * a double-quoted scalar can: precheck() refused the raw byte, and
	 * only that style has escapes. */
	if (ev->data.scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE &&
	    memchr(ev->data.scalar.value, '\0', len) != NULL) {
		escaped_nul(ld, ev, &line, &col);
		seterr(ld, line, col, "NUL character is not allowed");
		return 0;
	}
	if ((node = newnode(ld, YN_SCALAR, ev, len)) == NULL)
		return 0;
	memcpy(node->str, ev->data.scalar.value, len);
	node->str[len] = '\0';
	node->len = len;
	node->plain = ev->data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
	switch (ev->data.scalar.style) {
	case YAML_LITERAL_SCALAR_STYLE:
	case YAML_FOLDED_SCALAR_STYLE:
		node->end_line = blockend(ld, ev, node->line);
		break;
	default:
		/* Plain and quoted scalars end right after their last
		 * character; an empty node ends where it starts. */
		if (ev->end_mark.line > ev->start_mark.line)
			node->end_line = clampint(ev->end_mark.line + 1);
		break;
	}
	if (!attach(ld, node))
		return 0;
	childend(ld, node->end_line);
	offer(ld);
	return 1;
}

static int
opencoll(struct loader *ld, yaml_event_t *ev)
{
	struct frame *f;
	struct ynode *node;
	const yaml_char_t *anchor, *tag;
	enum ynode_kind kind;
	int flow, cap;

	if (ev->type == YAML_SEQUENCE_START_EVENT) {
		kind = YN_SEQ;
		anchor = ev->data.sequence_start.anchor;
		tag = ev->data.sequence_start.tag;
		flow = ev->data.sequence_start.style ==
		    YAML_FLOW_SEQUENCE_STYLE;
	} else {
		kind = YN_MAP;
		anchor = ev->data.mapping_start.anchor;
		tag = ev->data.mapping_start.tag;
		flow = ev->data.mapping_start.style == YAML_FLOW_MAPPING_STYLE;
	}
	if (!checkprops(ld, ev, anchor, tag))
		return 0;
	if (ld->depth >= ld->maxdepth) {
		markerr(ld, &ev->start_mark, "nesting deeper than %d levels",
		    ld->maxdepth);
		return 0;
	}
	if ((node = newnode(ld, kind, ev, 0)) == NULL)
		return 0;
	node->flow = flow;
	if (!attach(ld, node))
		return 0;
	if (ld->depth == ld->stackcap) {
		cap = ld->stackcap ? ld->stackcap * 2 : 16;
		if (ld->stackcap > INT_MAX / 2 || cap > ld->maxdepth)
			cap = ld->maxdepth;
		f = realloc(ld->stack, (size_t)cap * sizeof *f);
		if (f == NULL) {
			nomem(ld);
			return 0;
		}
		ld->stack = f;
		ld->stackcap = cap;
	}
	f = &ld->stack[ld->depth++];
	memset(f, 0, sizeof *f);
	f->node = node;
	f->end_line = node->line;
	f->streamed = streamed_list(ld);
	return 1;
}

static int
closecoll(struct loader *ld, const yaml_event_t *ev)
{
	struct frame *f = &ld->stack[--ld->depth];
	struct ynode *node = f->node;

	node->n = node->kind == YN_MAP ? f->count / 2 : f->count;
	if (node->kind == YN_MAP && node->n > YNODE_MAX_KEYS &&
	    !bigmap_check(ld, node))
		return 0;
	/* A flow collection ends at its bracket.  A block one's end mark is
	 * the next token, maybe lines of comments later; its last
	 * character is its last item's. */
	if (node->flow)
		node->end_line = clampint(ev->end_mark.line + 1);
	else
		node->end_line = f->end_line;
	if (node->end_line < node->line)
		node->end_line = node->line;
	childend(ld, node->end_line);
	offer(ld);
	return 1;
}

static void
parsererr(struct loader *ld, const yaml_parser_t *p)
{
	const char *problem = p->problem ? p->problem : "syntax error";
	const yaml_mark_t *m = &p->problem_mark;
	char msg[sizeof ld->err->msg];
	size_t off, i, w;
	int line, col;

	switch (p->error) {
	case YAML_MEMORY_ERROR:
		nomem(ld);
		return;
	case YAML_READER_ERROR:
		/* precheck() should have caught it; the offset is in bytes. */
		line = col = 1;
		off = p->problem_offset < ld->len ? p->problem_offset : ld->len;
		for (i = bomlen(ld->buf, ld->len); i < off; i += w) {
			if ((w = breakat(ld->buf, ld->len, i)) != 0) {
				line++;
				col = 1;
			} else {
				col++;
				for (w = 1; i + w < off &&
				    (ld->buf[i + w] & 0xc0) == 0x80; w++)
					continue;
			}
		}
		seterr(ld, line, col, "%s", problem);
		return;
	default:
		break;
	}
	if (p->context == NULL) {
		markerr(ld, m, "%s", problem);
		return;
	}
	/* A simple key is given up on only at the next token, which may be
	 * lines of comments further: the key itself is the place to show. */
	if (strcmp(p->context, "while scanning a simple key") == 0) {
		snprintf(msg, sizeof msg, "%s %s", problem, p->context);
		markerr(ld, &p->context_mark, "%s", msg);
		return;
	}
	if (p->context_mark.line != m->line)
		snprintf(msg, sizeof msg, "%s %s that started at line %zu",
		    problem, p->context, p->context_mark.line + 1);
	else
		snprintf(msg, sizeof msg, "%s %s", problem, p->context);
	/* libyaml does not say which character: a tab is the usual one,
	 * and invisible. */
	if (strcmp(problem, "found character that cannot start any token") ==
	    0 && ld->curline <= m->line && (off = markoff(ld, m)) < ld->len &&
	    ld->buf[off] == '\t')
		snprintf(msg + strlen(msg), sizeof msg - strlen(msg), " (the "
		    "character is a tab: YAML indents with spaces, never tabs)");
	markerr(ld, m, "%s", msg);
}

/* One event: returns 1 to go on, 0 on error, -1 at the end. */
static int
event(struct loader *ld, yaml_event_t *ev, int *ndocs, yaml_mark_t *docmark)
{
	switch (ev->type) {
	case YAML_DOCUMENT_START_EVENT:
		if ((*ndocs)++ > 0) {
			markerr(ld, &ev->start_mark,
			    "only one document is allowed");
			return 0;
		}
		*docmark = ev->start_mark;
		return 1;
	case YAML_ALIAS_EVENT:
		markerr(ld, &ev->start_mark,
		    "anchors and aliases are not allowed");
		return 0;
	case YAML_SCALAR_EVENT:
		return scalar(ld, ev);
	case YAML_SEQUENCE_START_EVENT:
	case YAML_MAPPING_START_EVENT:
		return opencoll(ld, ev);
	case YAML_SEQUENCE_END_EVENT:
	case YAML_MAPPING_END_EVENT:
		return ld->depth > 0 ? closecoll(ld, ev) : 1;
	case YAML_STREAM_END_EVENT:
		return -1;
	default:
		return 1;
	}
}

struct ynode *
ynode_parse(const char *buf, size_t len, const struct ylimits *lim,
    struct yerror *err)
{
	return ynode_parse_stream(buf, len, lim, err, NULL);
}

struct ynode *
ynode_parse_stream(const char *buf, size_t len, const struct ylimits *lim,
    struct yerror *err, const struct ystream *stream)
{
	struct loader ld;
	struct yerror dummy = { 0 };
	yaml_parser_t parser;
	yaml_event_t ev;
	yaml_mark_t docmark = { 0, 0, 0 };
	int ndocs = 0, r;

	memset(&ld, 0, sizeof ld);
	ld.err = err ? err : &dummy;
	ld.stream = stream;
	ld.chunk_size = CHUNK_FIRST;
	ld.buf = (const unsigned char *)(buf ? buf : "");
	ld.len = buf ? len : 0;
	ld.maxnodes = lim ? lim->max_nodes : SIZE_MAX;
	ld.maxkeys = lim && lim->max_keys > 0 ? lim->max_keys :
	    YNODE_MAX_KEYS;
	ld.maxdepth = lim ? lim->max_depth : INT_MAX;
	if (ld.maxdepth < 0)
		ld.maxdepth = 0;
	if (lim && ld.len > lim->max_bytes) {
		seterr(&ld, 1, 1, "input is larger than %zu bytes",
		    lim->max_bytes);
		return NULL;
	}
	if (!precheck(&ld))
		return NULL;
	ld.curoff = bomlen(ld.buf, ld.len);

	if (!yaml_parser_initialize(&parser)) {
		nomem(&ld);
		return NULL;
	}
	yaml_parser_set_input_string(&parser, ld.buf, ld.len);
	for (;;) {
		if (!yaml_parser_parse(&parser, &ev)) {
			parsererr(&ld, &parser);
			goto fail;
		}
		r = event(&ld, &ev, &ndocs, &docmark);
		yaml_event_delete(&ev);
		if (r == 0)
			goto fail;
		if (r < 0)
			break;
	}
	yaml_parser_delete(&parser);

	/* "---" alone gives an empty plain scalar: as empty as no document. */
	if (ld.root == NULL ||
	    (ld.root->kind == YN_SCALAR && ld.root->plain && ld.root->len == 0)) {
		free_chunks(ld.first);
		free(ld.stack);
		if (ndocs == 0)
			seterr(&ld, 1, 1, "empty document");
		else
			markerr(&ld, &docmark, "empty document");
		return NULL;
	}
	free(ld.stack);
	return ld.root;

fail:
	yaml_parser_delete(&parser);
	free(ld.stack);
	free_chunks(ld.first);
	return NULL;
}

void
ynode_free(struct ynode *root)
{
	if (root != NULL)
		free_chunks((struct chunk *)(void *)root - 1);
}

struct ynode *
ynode_get(const struct ynode *map, const char *key)
{
	size_t i;

	if (map == NULL || map->kind != YN_MAP || key == NULL)
		return NULL;
	/* A key's text holds no NUL (the loader refuses one), so strcmp()
	 * compares it whole; most keys differ at their first letter. */
	for (i = 0; i < map->n; i++) {
		const char *k = map->items[2 * i]->str;

		if (k[0] == key[0] && strcmp(k, key) == 0)
			return map->items[2 * i + 1];
	}
	return NULL;
}

bool
ynode_is_null(const struct ynode *node)
{
	/* The position format's nulls (carcjudge(5)), not YAML's others
	 * (Null, NULL): a scalar is read as a string first. */
	static const char *const nulls[] = { "", "~", "null" };
	size_t i;

	if (node == NULL || node->kind != YN_SCALAR || !node->plain ||
	    node->len > 4)
		return false;
	for (i = 0; i < sizeof nulls / sizeof nulls[0]; i++)
		if (node->len == strlen(nulls[i]) &&
		    memcmp(node->str, nulls[i], node->len) == 0)
			return true;
	return false;
}
