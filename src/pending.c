#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "address.h"
#include "module.h"
#include "pending.h"
#include "words.h"

static void say(char *, size_t, bool *, const char *, ...)
    __attribute__((format(printf, 4, 5)));

/* Appends a part to buf: the first after a space, the others after a
 * comma. */
static void
say(char *buf, size_t len, bool *any, const char *fmt, ...)
{
	size_t n = strlen(buf);
	va_list ap;

	if (n + 2 < len) {
		strcpy(buf + n, *any ? ", " : " ");
		n += strlen(buf + n);
	}
	va_start(ap, fmt);
	(void)vsnprintf(buf + n, len - n, fmt, ap);
	va_end(ap);
	*any = true;
}

/* The deployment as written: its feature, its square (the placed tile's
 * when it gives none), and its route. */
static void
say_deploy(char *buf, size_t len, bool *any, const struct action *a)
{
	char name[64];
	char route[40] = "";

	if (via_lands_by_rule(a->via))
		snprintf(route, sizeof route, " %s (roll %d)",
		    via_def[a->via]->words, a->roll);
	else if (a->via != VIA_NONE)
		snprintf(route, sizeof route, " %s", via_def[a->via]->words);
	if (a->crash)
		say(buf, len, any, "deploys a %s%s, which crashes",
		    words_kind((int)a->dkind, 1), route);
	else if (a->dat_given || (a->place && !via_lands_by_rule(a->via)))
		say(buf, len, any, "deploys a %s%s on %s at (%d,%d)",
		    words_kind((int)a->dkind, 1), route,
		    addr_text(&a->daddr, name, sizeof name),
		    a->dat_given ? a->dx : a->px, a->dat_given ? a->dy : a->py);
	else	/* no square named: it lies where its roll sends it */
		say(buf, len, any, "deploys a %s%s on %s",
		    words_kind((int)a->dkind, 1), route,
		    addr_text(&a->daddr, name, sizeof name));
}

void
pending_words(char *buf, size_t len, const struct game *before)
{
	const struct position *p = before->p;
	const struct action *a = &p->action;
	struct showpart *parts = NULL;
	int i, nparts;
	bool any = false;

	snprintf(buf, len, "%s", color_name[p->players[a->player].color]);
	if (a->place && !a->at_given)
		say(buf, len, &any, "has %s in hand", a->tile->id);
	else if (a->place)
		say(buf, len, &any, "places %s at (%d,%d) rot %d", a->tile->id,
		    a->px, a->py, a->prot * 90);
	nparts = modules_show_parts(before, &parts);
	for (i = 0; i < nparts; i++)
		if (!parts[i].after_deploy)
			say(buf, len, &any, "%s", parts[i].words);
	if (a->deploy)
		say_deploy(buf, len, &any, a);
	for (i = 0; i < nparts; i++)
		if (parts[i].after_deploy)
			say(buf, len, &any, "%s", parts[i].words);
	showparts_free(parts, nparts);
	free(parts);
}
