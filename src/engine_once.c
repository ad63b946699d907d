/* engine_once: the catalogues, built once (engine_once.h). */
#include <pthread.h>
#include <setjmp.h>
#include <stddef.h>

#include "engine_once.h"
#include "module.h"
#include "rulecat.h"
#include "xalloc.h"
#include "tiles.h"

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool built, failed;

/* Out of memory while building returns here, not to the run's own bail
 * point: pthread_once must not be left by a jump. */
static void
build(void)
{
	jmp_buf bail;
	struct xalloc_catch was = xalloc_catch(&bail, NULL);

	if (setjmp(bail) == 0) {
		tiles_init();
		rulecat_init();
		built = true;
		/* A module's table short of a row is a defect of the build:
		 * said as the catalogues' defects are, on the run that
		 * tried, not left to its caller's "out of memory". */
		if (!modules_declare())
			xfail("internal error: a rules: key or a figure kind "
			    "that no module declares");
	} else
		failed = true;
	xalloc_release(was);
}

bool
engine_once(void)
{
	pthread_once(&once, build);
	return built && !failed;
}

/* When the program ends (or the shared library is unloaded), so that leak
 * checkers find nothing held. */
__attribute__((destructor)) static void
release(void)
{
	if (built) {
		rulecat_free();
		tiles_free();
	}
}
