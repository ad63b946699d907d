/* reemit: a position written again in block style from its YAML tree,
 * for a document written in flow style, whose text cannot be copied line
 * by line. */
#ifndef CARCJUDGE_REEMIT_H
#define CARCJUDGE_REEMIT_H

#include <stdio.h>

#include "ynode.h"

/* The top-level keys of root, but those in skip (NULL-terminated), each
 * with its value, in block style. */
void reemit_root(FILE *, const struct ynode *root, const char *const *skip);

#endif
