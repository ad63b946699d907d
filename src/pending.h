/* pending: the pending action in words, each of its parts in order (the
 * tile, the modules' parts before the deployment, the deployment, the
 * other parts), as `show` and its picture say it. */
#ifndef CARCJUDGE_PENDING_H
#define CARCJUDGE_PENDING_H

#include <stddef.h>

#include "game.h"

/* "blue places W at (2,0) rot 0, deploys a follower on road@S at (2,0)"
 * into buf: the action of before->p (present, not end-game) as given,
 * before the game of the position before it. */
void pending_words(char *buf, size_t len, const struct game *before);

#endif
