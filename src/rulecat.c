#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "diag.h"
#include "rulecat.h"
#include "xalloc.h"
#include "suggest.h"

extern const char rules_data[];	/* build/catalogue.c, from rules/rules.txt */

static struct rule *rules;
static int nrules;
static int *byid;		/* rule indexes sorted by ID, once read */
static char **strings;		/* joined texts, owned here */
static int nstrings;
static char *text;

static _Noreturn void
bad(int line, const char *what)
{
	/* A defect of the build, caught by the suite. */
	xfail("rules/rules.txt: line %d: %s", line, what);
}

/* Appends s to *dst with sep between, in a string owned here. */
static void
join(const char **dst, const char *s, const char *sep)
{
	size_t a = *dst ? strlen(*dst) : 0, b = strlen(s), c = strlen(sep);
	char *p;

	if (*dst == NULL) {
		*dst = s;
		return;
	}
	p = xmalloc(a + c + b + 1, 1);
	snprintf(p, a + c + b + 1, "%s%s%s", *dst, sep, s);
	strings = xrealloc(strings, (size_t)nstrings + 1, sizeof *strings);
	strings[nstrings++] = p;
	*dst = p;
}

static int
cmp_id(const void *a, const void *b)
{
	return strcmp(rules[*(const int *)a].id, rules[*(const int *)b].id);
}

void
rulecat_init(void)
{
	char *s, *eol, *arg;
	int line = 0, cap = 0;
	struct rule *r = NULL;

	text = xstrdup(rules_data);
	for (s = text; *s != '\0'; s = eol + 1) {
		line++;
		eol = strchr(s, '\n');
		*eol = '\0';
		if (*s == '#' || *s == '\0')
			continue;
		if ((arg = strchr(s, ' ')) == NULL)
			bad(line, "keyword without text");
		/* bad() does not return (cppcheck 2.10 cannot see it). */
		/* cppcheck-suppress [nullPointerRedundantCheck,nullPointerArithmeticRedundantCheck] */
		*arg++ = '\0';
		if (strcmp(s, "rule") == 0) {
			if (rulecat_find(arg) != NULL)
				bad(line, "duplicate rule");
			if (nrules == cap) {
				cap = cap ? cap * 2 : 64;
				rules = xrealloc(rules, (size_t)cap,
				    sizeof *rules);
			}
			r = &rules[nrules++];
			memset(r, 0, sizeof *r);
			r->id = arg;
		} else if (r == NULL)
			bad(line, "text before the first rule");
		else if (strcmp(s, "title") == 0)
			r->title = arg;
		else if (strcmp(s, "source") == 0)
			join(&r->source, arg, "; ");
		else if (strcmp(s, "text") == 0)
			join(&r->text, arg, " ");
		else if (strcmp(s, "key") == 0)
			r->key = arg;
		else if (strcmp(s, "role") == 0) {
			if (strcmp(arg, "explains") != 0)
				bad(line, "unknown role");
			r->explains = true;
		}
		else if (strcmp(s, "reading") == 0) {
			char *t = strchr(arg, ' ');

			if (t == NULL || r->nreadings == MAXREADINGS)
				bad(line, "bad reading");
			/* cppcheck-suppress [nullPointerRedundantCheck,nullPointerArithmeticRedundantCheck] */
			*t++ = '\0';
			r->readings[r->nreadings].value = arg;
			r->readings[r->nreadings++].text = t;
		} else
			bad(line, "unknown keyword");
	}
	for (line = 0; line < nrules; line++)
		if (rules[line].text == NULL || rules[line].title == NULL ||
		    rules[line].source == NULL)
			bad(0, "a rule without title, text or source");
	/* check looks up every ID of every expect: block. */
	byid = xmalloc((size_t)nrules, sizeof *byid);
	for (line = 0; line < nrules; line++)
		byid[line] = line;
	qsort(byid, (size_t)nrules, sizeof *byid, cmp_id);
}

void
rulecat_free(void)
{
	int i;

	for (i = 0; i < nstrings; i++)
		free(strings[i]);
	free(strings);
	free(rules);
	free(byid);
	byid = NULL;
	free(text);
	strings = NULL;
	rules = NULL;
	text = NULL;
	nrules = nstrings = 0;
}

int
rulecat_count(void)
{
	return nrules;
}

const struct rule *
rulecat_at(int i)
{
	return &rules[i];
}

const struct rule *
rulecat_find(const char *id)
{
	int i, lo = 0, hi = nrules - 1, c;

	if (byid == NULL) {	/* still reading the catalogue */
		for (i = 0; i < nrules; i++)
			if (strcmp(rules[i].id, id) == 0)
				return &rules[i];
		return NULL;
	}
	while (lo <= hi) {
		i = lo + (hi - lo) / 2;
		if ((c = strcmp(id, rules[byid[i]].id)) == 0)
			return &rules[byid[i]];
		if (c < 0)
			hi = i - 1;
		else
			lo = i + 1;
	}
	return NULL;
}

enum rule_id
rulecat_id(const struct rule *r)
{
	return (enum rule_id)(r - rules);
}

const char *
rulecat_hint(const char *id, char *buf, size_t len)
{
	struct suggest s;
	int i;

	suggest_init(&s, id);
	/* An ID's start names its family ("LAB-ADV" for LAB-ADV-*): as
	 * near as one slip. */
	if (strlen(id) >= 3)
		for (i = 0; i < nrules; i++)
			if (strncasecmp(rules[i].id, id, strlen(id)) == 0)
				suggest_add_at(&s, rules[i].id, 1);
	for (i = 0; i < nrules; i++)
		suggest_add(&s, rules[i].id);
	return suggest_hint(&s, buf, len);
}
