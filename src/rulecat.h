/* rulecat: the rule catalogue (rules/rules.txt, compiled in): every rule
 * ID the tool cites, with its text, source and disputed readings. */
#ifndef CARCJUDGE_RULECAT_H
#define CARCJUDGE_RULECAT_H

#include <stdbool.h>
#include <stddef.h>

#include "ruleid.h"

#define MAXREADINGS 6

struct reading {
	const char *value;
	const char *text;
};

struct rule {
	const char *id;
	const char *title;
	const char *source;	/* lines joined by "; " */
	const char *text;	/* lines joined by " " */
	const char *key;	/* a `rules:` key, or NULL */
	int nreadings;
	struct reading readings[MAXREADINGS];
	bool explains;		/* `role explains`: context, never a
				 * violation (outcome_context_to_applied) */
};

void rulecat_init(void);
void rulecat_free(void);
int rulecat_count(void);
/* The rule at index i of the catalogue: enum rule_id's order. */
const struct rule *rulecat_at(int i);

/* An ID a user gave (explain, expect:), or NULL. */
const struct rule *rulecat_find(const char *id);
/* The enum of a rule of the catalogue. */
enum rule_id rulecat_id(const struct rule *);
/* The " (did you mean 'A', 'B' or 'C'?)" of an unknown rule ID: the
 * IDs it starts, then those within 2 edits; "" when none is close. */
const char *rulecat_hint(const char *id, char *buf, size_t len);

#endif
