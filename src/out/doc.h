/* doc: an outcome as the JSON or YAML document of carcjudge(1) (OUTPUT),
 * keys in their fixed order. */
#ifndef CARCJUDGE_DOC_H
#define CARCJUDGE_DOC_H

#include <stdbool.h>
#include <stdio.h>

#include "outcome.h"
#include "position.h"

enum docfmt { FMT_TEXT, FMT_YAML, FMT_JSON };

/* The name a document gives its file: the path as given, "<stdin>" for
 * "-". */
const char *doc_file_name(const char *path);
/* One document, led by file (doc_file_name).  reading: "KEY=VALUE" under
 * --compare (its documents give it after file and carry no disputed
 * readings), else NULL. */
void doc_outcome(FILE *, enum docfmt, const struct position *,
    const struct outcome *, const char *file, const char *reading);
/* --compare: a JSON array or a YAML sequence of one document per
 * reading. */
void doc_compare(FILE *, enum docfmt, const struct position *,
    const char *file, int n, const char *const *readings,
    const struct outcome *);
/* moves: the document of every legal turn. */
struct moves;
struct mdeploy;
struct partcand;
void doc_moves(FILE *, enum docfmt, const struct position *,
    const char *file, const struct moves *);
/* A turn's deployment or module part in the action's notation, a flow
 * mapping: for a JSON or a YAML document, or for a position file. */
enum notation { NOTE_JSON, NOTE_YAML, NOTE_POSITION };
void note_deploy(FILE *, enum notation, const struct mdeploy *);
void note_part(FILE *, enum notation, const struct partcand *);
/* A string as a JSON (and YAML flow) double-quoted scalar. */
void json_str(FILE *, const char *);

#endif
