/* settings: the keys of a position's `rules:` block, their values and
 * defaults (carcjudge(5), rules).  The first value of each key is its
 * default.  The base game's keys are settings.c's; each expansion module
 * declares its own (module.h, settings), numbered after the base's when
 * the registry declares them (engine_once), so that adding a module
 * touches no row here.  A key's number indexes struct rulesconf; its
 * values are indexes into its row's values. */
#ifndef CARCJUDGE_SETTINGS_H
#define CARCJUDGE_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

/* The base game's keys; the modules' are numbered from NBASESETTINGS on. */
enum setting { SET_FARMERS, SET_TINY_CITY, NBASESETTINGS };
/* Room for every key and every block of dotted keys the modules declare
 * (the registry fails to start when they do not fit). */
#define MAXSETTINGS 24
#define MAXBLOCKS 8

/* Value indexes, in the order of their row's values. */
enum { FARMERS_3, FARMERS_2, FARMERS_1 };
enum { TINY_4, TINY_2 };

struct settingdef {
	const char *key;	/* dotted in a module's block: "BLOCK.KEY" */
	const char *values[6];
	int nvalues;
	/* What each value means, in a few words for the text form: "the
	 * first printing's farm scoring". */
	const char *words[6];
	/* A choice a table makes before it plays, not a reading of a rule
	 * on which the sources disagree: never tried for disputed (--compare
	 * still takes it). */
	bool table_choice;
};

/* Every key, by number, nsettings of them: read-only once engine_once
 * has declared the modules' rows. */
extern struct settingdef settingdefs[MAXSETTINGS];
extern int nsettings;

struct rulesconf {
	int v[MAXSETTINGS];
	bool given[MAXSETTINGS];	/* set by the file or -r */
	/* Each declared block of dotted keys present (its key given, even
	 * empty): its module is in play. */
	bool block[MAXBLOCKS];
};

/* The registry, once (engine_once): a module's rows (ended by a NULL key)
 * numbered into the table; block: the block of dotted keys they form
 * (BLOCK, of keys "BLOCK.KEY"), or NULL, whose presence alone puts the
 * module in play.
 * Returns the first row's number, or -1 when the table is full. */
int settings_declare(const struct settingdef *rows, const char *block);
/* Is the declared block present in rc (its module in play)? */
bool settings_block_present(const struct rulesconf *rc, const char *block);
/* The declared blocks, numbered as rc->block is: how many, the name of
 * one, and the block key s is in (-1: a plain key). */
int settings_nblocks(void);
const char *settings_block_name(int block);
int settings_block_of(int s);

void settings_defaults(struct rulesconf *);
/* The keys ov gives, and the blocks it puts in play, applied over rc. */
void settings_apply(struct rulesconf *rc, const struct rulesconf *ov);
/* The keys a rules: block holds, from the table above: each plain key,
 * and each block of dotted keys once, before its first key;
 * NULL-terminated. */
const char *const *settings_blocks(void);
/* The keys of block (KEY of each BLOCK.KEY), NULL-terminated; NULL
 * when block is a plain key. */
const char *const *settings_block_keys(const char *block);
/* A block given, even empty, puts what it rules in play. */
void settings_block_given(struct rulesconf *, const char *block);
/* -1 if unknown. */
int settings_find(const char *key);
int settings_value(int setting, const char *value);
/* "a | b | c", for messages, in buf (SETTINGS_CHOICES_MAX bytes hold
 * any); returns buf. */
#define SETTINGS_CHOICES_MAX 200
const char *settings_choices(int setting, char buf[SETTINGS_CHOICES_MAX]);

/* " (did you mean 'farmers'?)" for an unknown key (a nested key given
 * without its block, KEY, means BLOCK.KEY); "" when nothing is close. */
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

/* An option's KEY=... argument (-r, --compare): its KEY into key, what
 * follows the '=' in *value; 0, or EXIT_USAGE after saying, as option
 * opt, that arg is no KEY=form or names no key. */
#define SETTINGS_KEY_MAX 64
int settings_arg(struct diag_state *, const char *opt, const char *arg,
    const char *form, char key[SETTINGS_KEY_MAX], const char **value);
/* Says that arg of option opt names no key (key), or a value setting
 * does not take, with the nearest; returns EXIT_USAGE. */
int settings_arg_unknown(struct diag_state *, const char *opt,
    const char *arg, const char *key);
int settings_arg_value(struct diag_state *, const char *opt,
    const char *arg, int setting, const char *value);

#endif
