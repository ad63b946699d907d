/* ynode: a YAML document read through libyaml's event API into a small
 * tree that remembers where every node stands in the file.  The loader
 * enforces the position format's restrictions on YAML itself (no anchors,
 * aliases, tags, complex keys, duplicate keys or second documents) and our
 * own limits on size and depth, so hostile input never reaches the model. */
#ifndef CARCJUDGE_YNODE_H
#define CARCJUDGE_YNODE_H

#include <stdbool.h>
#include <stddef.h>

enum ynode_kind { YN_SCALAR, YN_SEQ, YN_MAP };

/* A position's mapping holds at most this many keys: no mapping of the
 * format comes near it.  Up to it, each key is checked for a duplicate as
 * it comes; a mapping allowed more (ylimits.max_keys: a save's objects)
 * is checked whole, sorted, when it closes (see ynode.c). */
#define YNODE_MAX_KEYS	64

struct ynode {
	enum ynode_kind kind;
	int line, col;		/* 1-based; col counted in characters */
	int end_line;		/* 1-based line of the node's last character */
	bool plain;		/* scalar written without quotes */
	bool flow;		/* sequence or mapping in flow style ([ ] / { }) */
	char *str;		/* YN_SCALAR: the value, NUL-terminated */
	size_t len;		/* YN_SCALAR: its length in bytes */
	size_t n;		/* YN_SEQ: items; YN_MAP: key/value pairs */
	struct ynode **items;	/* YN_SEQ: n items; YN_MAP: 2n, key then value */
};

struct ylimits {
	size_t max_bytes;	/* input larger than this is refused */
	int max_depth;		/* nesting of sequences and mappings */
	size_t max_nodes;	/* every scalar, sequence and mapping */
	size_t max_keys;	/* in one mapping (0: YNODE_MAX_KEYS, a
				 * position's); more only where max_nodes
				 * and max_bytes bound the file */
};

/* Where an error was found and what it was, for diag_input(). */
struct yerror {
	int line, col;
	char msg[256];
};

/* Reads one document from buf (len bytes).  On success returns the root and
 * leaves err untouched; on failure returns NULL and fills err with the
 * position of the offending node and a message without trailing newline,
 * e.g. "anchors and aliases are not allowed"; line 0 when it ran out of
 * memory (not the input's fault).  An empty stream is an error ("empty
 * document").  A NUL is refused wherever it stands, even escaped in a
 * quoted scalar (at the escape).  A mapping key must be a plain or quoted
 * scalar; a repeated key is reported at the second occurrence ("duplicate
 * key 'x'", the key escaped by diag_quote()), a key past lim->max_keys
 * at itself (YNODE_MAX_KEYS without lim). */
struct ynode *ynode_parse(const char *buf, size_t len,
    const struct ylimits *lim, struct yerror *err);

/* The items of one list handed over as the parser completes them, so
 * that a long list need not be held whole: the list that is the value
 * of the root mapping's key `key`.  item() gets each complete item, its
 * index in the list, and the root as read so far (every key before
 * `key` with its value); it returns true when it has taken the item,
 * which the parser then frees and leaves out of the list (n counts the
 * items left), false to leave it in place.  item() cannot fail the
 * parse. */
struct ystream {
	const char *key;
	bool (*item)(void *ctx, const struct ynode *root,
	    const struct ynode *item, size_t index);
	void *ctx;
};

struct ynode *ynode_parse_stream(const char *buf, size_t len,
    const struct ylimits *lim, struct yerror *err,
    const struct ystream *stream);

/* Frees a whole document: the root ynode_parse() returned (its nodes
 * share one arena; a subtree cannot be freed alone). */
void ynode_free(struct ynode *);

/* For mappings: the value of key, or NULL. */
struct ynode *ynode_get(const struct ynode *map, const char *key);

/* A plain scalar the position format reads as null: "", "~", "null". */
bool ynode_is_null(const struct ynode *);

#endif
