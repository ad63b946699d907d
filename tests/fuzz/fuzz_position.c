/* libFuzzer harness: any bytes through the whole pipeline -- YAML,
 * position, judging, every output -- must end in a verdict or an input
 * error, never a crash or a leak.  Build and run: make fuzz. */
#include <stdint.h>
#include <stdio.h>

#include "diag.h"
#include "judge.h"
#include "output.h"
#include "rulecat.h"
#include "show.h"
#include "tiles.h"

int LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static FILE *devnull;
	struct rulesconf ov;
	struct position p;
	struct outcome o;

	if (devnull == NULL) {
		tiles_init();
		rulecat_init();
		diag_quiet = 1;
		devnull = fopen("/dev/null", "w");
	}
	settings_defaults(&ov);
	if (position_load(&p, "fuzz", (const char *)data, size, &ov,
	    1 << 20) == 0 && judge_position(&p, &o) <= 1) {
		output_json(devnull, &p, &o, NULL, true);
		output_yaml(devnull, &p, &o, NULL);
		output_text(devnull, &p, &o, NULL, false);
		show_board(devnull, &p, true);
		outcome_free(&o);
	}
	position_free(&p);
	return 0;
}
