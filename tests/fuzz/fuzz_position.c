/* libFuzzer harness: any bytes through the whole pipeline -- YAML,
 * position, judging, every output -- must end in a verdict or an input
 * error, never a crash or a leak.  Build and run: make fuzz. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "doc.h"
#include "readings.h"
#include "rulecat.h"
#include "show.h"
#include "text.h"
#include "tiles.h"

int LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *devnull;
	struct loadopts lo = { 1 << 20, true, true, false };
	struct position p;
	struct game g;
	struct outcome o;

	if (devnull == NULL) {
		tiles_init();
		rulecat_init();
		diag_quiet = 1;
		devnull = fopen("/dev/null", "w");
	}
	memset(&g, 0, sizeof g);
	if (position_load(&p, "fuzz", (const char *)data, size, &lo) == 0 &&
	    judge_reading(&p, NULL, &g, &o) <= 1) {
		readings_disputed(&p, NULL, &o);
		doc_outcome(devnull, FMT_JSON, &p, &o, NULL);
		doc_outcome(devnull, FMT_YAML, &p, &o, NULL);
		text_outcome(devnull, &p, &o, NULL, false);
		show_board(devnull, &g, true);
		outcome_free(&o);
	}
	game_free(&g);
	position_free(&p);
	return 0;
}
