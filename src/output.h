/* output: an outcome written as JSON, YAML or text (FORMAT.md §4). */
#ifndef CARCJUDGE_OUTPUT_H
#define CARCJUDGE_OUTPUT_H

#include <stdbool.h>
#include <stdio.h>

#include "outcome.h"
#include "position.h"

/* reading: "KEY=VALUE" under --compare, else NULL.  last: no comma after
 * the document (JSON arrays under --compare). */
void output_json(FILE *, const struct position *, const struct outcome *,
    const char *reading, bool last);
void output_yaml(FILE *, const struct position *, const struct outcome *,
    const char *reading);
void output_text(FILE *, const struct position *, const struct outcome *,
    const char *reading, bool color);

#endif
