#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "settings.h"
#include "suggest.h"

const struct settingdef settingdefs[NSETTINGS] = {
	[SET_FARMERS] = { "farmers", { "3", "2", "1" }, 3 },
	[SET_TINY_CITY] = { "tiny-city", { "4", "2" }, 2 },
	[SET_LABYRINTH] = { "labyrinth", { "basic", "advanced" }, 2 },
	[SET_WITCH] = { "witch", { "tiles", "total" }, 2 },
	[SET_CATHEDRAL_FINAL] = { "cathedral-final", { "tiles", "zero" }, 2 },
	[SET_WAGON_MOVE] = { "wagon-move", { "c2", "c1" }, 2 },
	[SET_TUN_TOKENS] = { "tunnel.tokens", { "hig", "spielbox", "one-set" },
	    3 },
	[SET_TUN_VARIANT] = { "tunnel.variant", { "none",
	    "follower-required", "steal-second", "both-at-once",
	    "no-blocking" }, 5 },
	[SET_TUN_OTHER] = { "tunnel.other-tunnels", { "tokens",
	    "continuous" }, 2 },
	[SET_TUN_SAMETILE] = { "tunnel.same-tile", { "once", "twice" }, 2 },
};

/* In the order of settingdefs[].values. */
static const char *const value_words[NSETTINGS][6] = {
	[SET_FARMERS] = { "the current farm scoring",
	    "the farm scoring of the first edition's second revision",
	    "the first printing's farm scoring" },
	[SET_TINY_CITY] = { "a 2-tile city scores like any other",
	    "a 2-tile city scores 1 per tile, as in the first edition" },
	[SET_LABYRINTH] = { "the Labyrinth's basic rules",
	    "the Labyrinth's advanced rules" },
	[SET_WITCH] = { "the witch halves only the tile points",
	    "the witch halves the follower bonus too" },
	[SET_CATHEDRAL_FINAL] = { "an unfinished German cathedral scores its "
	    "roads at game end", "an unfinished German cathedral scores "
	    "nothing at game end" },
	[SET_WAGON_MOVE] = { "a wagon moves within the 8 tiles around it",
	    "a wagon moves to a feature joined to the scored one" },
	[SET_TUN_TOKENS] = { "Hans im Glück's number of token sets",
	    "Spielbox's number of token sets", "one token set each" },
	[SET_TUN_VARIANT] = { "no tunnel variant",
	    "a token only where the player has a follower on the road",
	    "another player may place a waiting token's partner",
	    "tokens belong to nobody and go down in pairs",
	    "a first token may not block another player's road" },
	[SET_TUN_OTHER] = { "other expansions' underpasses take tokens",
	    "other expansions' underpasses stay one road" },
	[SET_TUN_SAMETILE] = { "a tile holding both ends of a tunnel counts "
	    "once", "a tile holding both ends of a tunnel counts twice" },
};

const char *
settings_value_words(int s, int v)
{
	return value_words[s][v];
}

void
settings_defaults(struct rulesconf *rc)
{
	memset(rc, 0, sizeof *rc);
}

int
settings_find(const char *key)
{
	int i;

	for (i = 0; i < NSETTINGS; i++)
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

/* Is key (a dotted key) in block? */
static bool
in_block(const char *key, const char *block)
{
	size_t l = strlen(block);

	return strncmp(key, block, l) == 0 && key[l] == '.';
}

static const char *block_keys[NSETTINGS + 1];
static char blocks[NSETTINGS][32];
static pthread_once_t blocks_listed = PTHREAD_ONCE_INIT;

/* Listed once for every thread, read-only after. */
static void
list_blocks(void)
{
	const char **keys = block_keys;
	int i, n = 0, k;

	for (i = 0; i < NSETTINGS; i++) {
		const char *key = settingdefs[i].key, *dot = strchr(key, '.');
		size_t l;

		if (dot == NULL) {
			keys[n++] = key;
			continue;
		}
		l = (size_t)(dot - key);
		for (k = 0; k < n; k++)
			if (strlen(keys[k]) == l && strncmp(keys[k], key, l) == 0)
				break;
		if (k < n || l >= sizeof blocks[i])
			continue;
		memcpy(blocks[i], key, l);
		blocks[i][l] = '\0';
		keys[n++] = blocks[i];
	}
	keys[n] = NULL;
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
	static const char *keys[NSETTINGS + 1];
	int i, n = 0;

	for (i = 0; i < NSETTINGS; i++)
		if (in_block(settingdefs[i].key, block))
			keys[n++] = settingdefs[i].key + strlen(block) + 1;
	keys[n] = NULL;
	return n > 0 ? keys : NULL;
}

void
settings_block_given(struct rulesconf *rc, const char *block)
{
	if (strcmp(block, "tunnel") == 0)
		rc->tunnel = true;
}

const char *
settings_key_hint(const char *key, char *buf, size_t len)
{
	struct suggest sg;
	const char *dot;
	int i;

	suggest_init(&sg, key);
	for (i = 0; i < NSETTINGS; i++)
		if ((dot = strchr(settingdefs[i].key, '.')) != NULL &&
		    strcmp(dot + 1, key) == 0) {
			sg.near[0] = settingdefs[i].key;
			sg.n = 1;
			return suggest_hint(&sg, buf, len);
		}
	for (i = 0; i < NSETTINGS; i++) {
		suggest_add(&sg, settingdefs[i].key);
		/* The block itself comes before its first key. */
		if (i == SET_TUN_TOKENS - 1)
			suggest_add(&sg, "tunnel");
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
settings_override(struct diag_state *d, struct rulesconf *rc,
    const char *arg)
{
	char key[64], hint[100], choices[SETTINGS_CHOICES_MAX];
	const char *eq = strchr(arg, '=');
	int s, v;

	if (eq == NULL || eq == arg || (size_t)(eq - arg) >= sizeof key)
		return diag_usage(d, "-r '%s': expected KEY=VALUE", arg);
	memcpy(key, arg, (size_t)(eq - arg));
	key[eq - arg] = '\0';
	if (strcmp(key, "tunnel") == 0) {
		/* Only presence: the Tunnel in play with its defaults. */
		if (eq[1] != '\0' && strcmp(eq + 1, "on") != 0)
			return diag_usage(d, "-r '%s': tunnel takes no value "
			    "(use -r tunnel= or a tunnel.KEY)", arg);
		rc->tunnel = true;
		return 0;
	}
	if ((s = settings_find(key)) < 0)
		return diag_usage(d, "-r '%s': unknown rules key '%s'%s", arg,
		    key,
		    settings_key_hint(key, hint, sizeof hint));
	if ((v = settings_value(s, eq + 1)) < 0)
		return diag_usage(d, "-r '%s': %s is %s%s", arg, key,
		    settings_choices(s, choices), settings_value_hint(s, eq + 1,
		    hint,
		    sizeof hint));
	rc->v[s] = v;
	rc->given[s] = true;
	if (strncmp(key, "tunnel.", 7) == 0)
		rc->tunnel = true;
	return 0;
}
