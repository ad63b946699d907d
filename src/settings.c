#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "settings.h"
#include "suggest.h"

/* The base game's keys; the modules' rows follow, numbered as the
 * registry declares them (settings_declare). */
struct settingdef settingdefs[MAXSETTINGS] = {
	[SET_FARMERS] = { "farmers", { "3", "2", "1" }, 3,
	    { "the current farm scoring",
	    "the farm scoring of the first edition's second revision",
	    "the first printing's farm scoring" }, false },
	[SET_TINY_CITY] = { "tiny-city", { "4", "2" }, 2,
	    { "a 2-tile city scores like any other",
	    "a 2-tile city scores 1 per tile, as in the first edition" },
	    false },
};
int nsettings = NBASESETTINGS;

/* The blocks of dotted keys the modules declared, by number: the index of
 * struct rulesconf's block. */
static const char *blockdefs[MAXBLOCKS];
static int nblockdefs;

int
settings_declare(const struct settingdef *rows, const char *block)
{
	int first = nsettings, n = 0;

	while (rows[n].key != NULL)
		n++;
	if (n > MAXSETTINGS - nsettings ||
	    (block != NULL && nblockdefs == MAXBLOCKS))
		return -1;
	memcpy(&settingdefs[first], rows, (size_t)n * sizeof *rows);
	nsettings += n;
	if (block != NULL)
		blockdefs[nblockdefs++] = block;
	return first;
}

/* The declared block named name (its length len), or -1. */
static int
block_index(const char *name, size_t len)
{
	int i;

	for (i = 0; i < nblockdefs; i++)
		if (strlen(blockdefs[i]) == len &&
		    strncmp(blockdefs[i], name, len) == 0)
			return i;
	return -1;
}

int
settings_nblocks(void)
{
	return nblockdefs;
}

const char *
settings_block_name(int block)
{
	return blockdefs[block];
}

int
settings_block_of(int s)
{
	const char *key = settingdefs[s].key, *dot = strchr(key, '.');

	return dot == NULL ? -1 : block_index(key, (size_t)(dot - key));
}

bool
settings_block_present(const struct rulesconf *rc, const char *block)
{
	int k = block_index(block, strlen(block));

	return k >= 0 && rc->block[k];
}

const char *
settings_value_words(int s, int v)
{
	return settingdefs[s].words[v];
}

void
settings_defaults(struct rulesconf *rc)
{
	memset(rc, 0, sizeof *rc);
}

void
settings_apply(struct rulesconf *rc, const struct rulesconf *ov)
{
	int i;

	for (i = 0; i < nsettings; i++)
		if (ov->given[i]) {
			rc->v[i] = ov->v[i];
			rc->given[i] = true;
		}
	for (i = 0; i < nblockdefs; i++)
		rc->block[i] |= ov->block[i];
}

int
settings_find(const char *key)
{
	int i;

	for (i = 0; i < nsettings; i++)
		if (strcmp(settingdefs[i].key, key) == 0)
			return i;
	return -1;
}

int
settings_value(int s, const char *value)
{
	int i;

	for (i = 0; i < settingdefs[s].nvalues; i++)
		if (strcmp(settingdefs[s].values[i], value) == 0)
			return i;
	return -1;
}

const char *
settings_choices(int s, char buf[SETTINGS_CHOICES_MAX])
{
	int i;

	buf[0] = '\0';
	for (i = 0; i < settingdefs[s].nvalues; i++) {
		if (i > 0)
			strcat(buf, " | ");
		strcat(buf, settingdefs[s].values[i]);
	}
	return buf;
}

static const char *block_keys[MAXSETTINGS + 1];
/* Each declared block's keys, without the block's name and its dot. */
static const char *subkeys[MAXBLOCKS][MAXSETTINGS + 1];
static int nsubkeys[MAXBLOCKS];
static pthread_once_t blocks_listed = PTHREAD_ONCE_INIT;

/* Listed once for every thread, read-only after. */
static void
list_blocks(void)
{
	bool listed[MAXBLOCKS] = { false };
	int i, n = 0, k;

	for (i = 0; i < nsettings; i++) {
		const char *key = settingdefs[i].key;

		if ((k = settings_block_of(i)) < 0) {
			block_keys[n++] = key;
			continue;
		}
		if (!listed[k]) {
			listed[k] = true;
			block_keys[n++] = blockdefs[k];
		}
		subkeys[k][nsubkeys[k]++] = key + strlen(blockdefs[k]) + 1;
	}
	block_keys[n] = NULL;
}

const char *const *
settings_blocks(void)
{
	pthread_once(&blocks_listed, list_blocks);
	return block_keys;
}

const char *const *
settings_block_keys(const char *block)
{
	int k = block_index(block, strlen(block));

	pthread_once(&blocks_listed, list_blocks);
	return k >= 0 && nsubkeys[k] > 0 ? subkeys[k] : NULL;
}

void
settings_block_given(struct rulesconf *rc, const char *block)
{
	int k = block_index(block, strlen(block));

	if (k >= 0)
		rc->block[k] = true;
}

const char *
settings_key_hint(const char *key, char *buf, size_t len)
{
	struct suggest sg;
	const char *dot;
	int i, k;

	suggest_init(&sg, key);
	for (i = 0; i < nsettings; i++)
		if ((dot = strchr(settingdefs[i].key, '.')) != NULL &&
		    strcmp(dot + 1, key) == 0) {
			sg.near[0] = settingdefs[i].key;
			sg.n = 1;
			return suggest_hint(&sg, buf, len);
		}
	for (i = 0; i < nsettings; i++) {
		/* A block itself comes before its first key. */
		k = settings_block_of(i);
		if (k >= 0 && (i == 0 || settings_block_of(i - 1) != k))
			suggest_add(&sg, blockdefs[k]);
		suggest_add(&sg, settingdefs[i].key);
	}
	return suggest_hint(&sg, buf, len);
}

const char *
settings_value_hint(int s, const char *value, char *buf, size_t len)
{
	struct suggest sg;
	int i;

	suggest_init(&sg, value);
	for (i = 0; i < settingdefs[s].nvalues; i++)
		suggest_add(&sg, settingdefs[s].values[i]);
	return suggest_hint(&sg, buf, len);
}

int
settings_arg(struct diag_state *d, const char *opt, const char *arg,
    const char *form, char key[SETTINGS_KEY_MAX], const char **value)
{
	const char *eq = strchr(arg, '=');

	/* EXIT_USAGE returned as a constant: the callers read *value
	 * only when this returns 0, which the analyser must see. */
	if (eq == NULL || eq == arg) {
		(void)diag_usage(d, "%s '%s': expected KEY=%s", opt,
		    diag_quote(arg), form);
		return EXIT_USAGE;
	}
	/* Longer than any key, and than any near one. */
	if ((size_t)(eq - arg) >= SETTINGS_KEY_MAX) {
		(void)diag_usage(d, "%s '%s': unknown rules key '%s'", opt,
		    diag_quote(arg), diag_quoten(arg, (size_t)(eq - arg)));
		return EXIT_USAGE;
	}
	memcpy(key, arg, (size_t)(eq - arg));
	key[eq - arg] = '\0';
	*value = eq + 1;
	return 0;
}

int
settings_arg_unknown(struct diag_state *d, const char *opt,
    const char *arg, const char *key)
{
	char hint[100];

	return diag_usage(d, "%s '%s': unknown rules key '%s'%s", opt,
	    diag_quote(arg), diag_quote(key), settings_key_hint(key, hint,
	    sizeof hint));
}

int
settings_arg_value(struct diag_state *d, const char *opt, const char *arg,
    int s, const char *value)
{
	char hint[100], choices[SETTINGS_CHOICES_MAX];

	return diag_usage(d, "%s '%s': %s is %s%s", opt, diag_quote(arg),
	    settingdefs[s].key, settings_choices(s, choices),
	    settings_value_hint(s, value, hint, sizeof hint));
}

int
settings_override(struct diag_state *d, struct rulesconf *rc,
    const char *arg)
{
	char key[SETTINGS_KEY_MAX];
	const char *value;
	int s, v, k;

	if ((k = settings_arg(d, "-r", arg, "VALUE", key, &value)) != 0)
		return k;
	if ((k = block_index(key, strlen(key))) >= 0) {
		/* Only presence: the module in play with its defaults. */
		if (*value != '\0' && strcmp(value, "on") != 0)
			return diag_usage(d, "-r '%s': %s takes no value "
			    "(use -r %s= or a %s.KEY)", diag_quote(arg), key,
			    key, key);
		rc->block[k] = true;
		return 0;
	}
	if ((s = settings_find(key)) < 0)
		return settings_arg_unknown(d, "-r", arg, key);
	if ((v = settings_value(s, value)) < 0)
		return settings_arg_value(d, "-r", arg, s, value);
	rc->v[s] = v;
	rc->given[s] = true;
	if ((k = settings_block_of(s)) >= 0)
		rc->block[k] = true;
	return 0;
}
