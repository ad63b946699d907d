/* expect: a fixture's expected answer (carcjudge(5), the expect: block),
 * read only by `check`. */
#ifndef CARCJUDGE_EXPECT_H
#define CARCJUDGE_EXPECT_H

#include <stdbool.h>

#include "position.h"
#include "ruleid.h"
#include "ynode.h"

struct expect {
	int verdict;		/* 0 legal, 1 illegal */
	int totals[MAXPLAYERS];
	int nrules;
	enum rule_id *rules;
};

/* Reads the block into p->expect.  Returns 0 or EXIT_INPUT. */
int expect_load(struct position *, const struct ynode *);
void expect_free(struct expect *);

#endif
