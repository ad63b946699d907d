/* libFuzzer target "position": any bytes through the whole pipeline of
 * `judge` -- YAML, position, judging, the disputed readings, every output
 * -- must end in a verdict or an input error: never a crash, a leak, a
 * hang, or an internal error (exit 4 means a guard of ours was hit).
 * Build and run: make fuzz; replayed by make check (tests/fuzz/regress). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "engine_once.h"
#include "doc.h"
#include "readings.h"
#include "rulecat.h"
#include "run.h"
#include "show.h"
#include "text.h"
#include "tiles.h"

#include "fuzz.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *devnull;
	static struct run r;	/* over the process's streams, quiet */
	struct loadopts lo = { 1 << 20, true, true, false, false, false };
	struct position p;
	struct game g;
	struct outcome o;
	int rc;

	if (devnull == NULL) {
		if (!engine_once())
			abort();
		if ((devnull = fopen("/dev/null", "w")) == NULL)
			abort();
		run_process(&r);
		r.out = devnull;
		(void)diag_quiet_begin(&r.diag);	/* for the whole run */
	}
	memset(&g, 0, sizeof g);
	rc = position_load(&r.diag, &p, "fuzz", (const char *)data, size, &lo);
	if (rc == 0 && (rc = judge_reading(&r.diag, &p, NULL, &g, &o)) <= 1) {
		readings_disputed(&r.diag, &p, NULL, &o);
		doc_outcome(devnull, FMT_JSON, &p, &o, "<fuzz>", NULL);
		doc_outcome(devnull, FMT_YAML, &p, &o, "<fuzz>", NULL);
		text_outcome(devnull, &p, &o, NULL, false);
		show_board(&r, &g, true);
		outcome_free(&o);
	}
	if (rc > EXIT_INPUT)
		fuzz_fail("internal error: %s", r.diag.last);
	game_free(&g);
	position_free(&p);
	return 0;
}

FUZZ_CUSTOM_MUTATOR(mutate_position)
