/* settings: the keys of a position's `rules:` block, their values and
 * defaults (carcjudge(5), rules).  The first value of each key is its
 * default.  The base game's keys are settings.c's; each expansion module
 * declares its own (module.h, settings), which the registry puts in the
 * table when the engine is first used (engine_once.h).  The enums below
 * are the numbers every reader shares: a key's row, a value's index in
 * it. */
#ifndef CARCJUDGE_SETTINGS_H
#define CARCJUDGE_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

enum setting {
	SET_FARMERS, SET_TINY_CITY, SET_LABYRINTH, SET_WITCH,
	SET_CATHEDRAL_FINAL, SET_WAGON_MOVE, SET_TUN_TOKENS, SET_TUN_VARIANT,
	SET_TUN_OTHER, SET_TUN_SAMETILE, NSETTINGS
};

/* Value indexes, in the order of settingdefs[].values. */
enum { FARMERS_3, FARMERS_2, FARMERS_1 };
enum { TINY_4, TINY_2 };
enum { LAB_BASIC, LAB_ADVANCED };
enum { WITCH_TILES, WITCH_TOTAL };
enum { CATHFINAL_TILES, CATHFINAL_ZERO };
enum { WAGON_C2, WAGON_C1 };
enum { TOKENS_HIG, TOKENS_SPIELBOX, TOKENS_ONESET };
enum { VAR_NONE, VAR_FOLLOWER, VAR_STEAL, VAR_PAIR, VAR_NOBLOCK };
enum { OTHER_TOKENS, OTHER_CONTINUOUS };
enum { SAMETILE_ONCE, SAMETILE_TWICE };

struct settingdef {
	int setting;		/* its row: enum setting */
	const char *key;	/* dotted: "tunnel.tokens" */
	const char *values[6];
	int nvalues;
	/* What each value means, in a few words for the text form: "the
	 * first printing's farm scoring". */
	const char *words[6];
};

/* Every key, by enum setting: read-only once engine_once() built it. */
extern struct settingdef settingdefs[NSETTINGS];

struct rulesconf {
	int v[NSETTINGS];
	bool given[NSETTINGS];	/* set by the file or -r */
	bool tunnel;		/* a `tunnel` key is present */
};

/* The registry, in engine_once(): a module's rows (ended by a NULL key) into
 * the table; block: the block of dotted keys they form ("tunnel"), or
 * NULL, whose presence alone puts the module in play, setting the bool
 * of struct rulesconf at offset flag. */
void settings_declare(const struct settingdef *rows, const char *block,
    size_t flag);
/* Does every row of the table have its key?  (The registry's check.) */
bool settings_complete(void);

void settings_defaults(struct rulesconf *);
/* The keys ov gives, and the blocks it puts in play, applied over rc. */
void settings_apply(struct rulesconf *rc, const struct rulesconf *ov);
/* The keys a rules: block holds, from the table above: each plain key,
 * and each block of dotted keys (tunnel) once, before its first key;
 * NULL-terminated. */
const char *const *settings_blocks(void);
/* The keys of block (tunnel: tokens, variant, ...), NULL-terminated; NULL
 * when block is a plain key. */
const char *const *settings_block_keys(const char *block);
/* A block given, even empty, puts what it rules in play (tunnel). */
void settings_block_given(struct rulesconf *, const char *block);
/* -1 if unknown. */
int settings_find(const char *key);
int settings_value(int setting, const char *value);
/* "a | b | c", for messages, in buf (SETTINGS_CHOICES_MAX bytes hold
 * any); returns buf. */
#define SETTINGS_CHOICES_MAX 200
const char *settings_choices(int setting, char buf[SETTINGS_CHOICES_MAX]);

/* " (did you mean 'farmers'?)" for an unknown key (a nested key given
 * without its block, 'tokens', means 'tunnel.tokens'); "" when nothing
 * is close. */
const char *settings_key_hint(const char *key, char *buf, size_t len);
/* The same for a value setting does not take. */
const char *settings_value_hint(int setting, const char *value, char *buf,
    size_t len);

/* What a value means, in a few words for the text form: "the first
 * printing's farm scoring". */
const char *settings_value_words(int setting, int value);

/* Applies one -r KEY=VALUE; returns 0, or prints the diagnostic and
 * returns EXIT_USAGE. */
struct diag_state;
int settings_override(struct diag_state *, struct rulesconf *,
    const char *arg);

#endif
