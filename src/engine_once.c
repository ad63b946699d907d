/* engine_once: the catalogues, built once (engine_once.h). */
#include <pthread.h>
#include <setjmp.h>
#include <stddef.h>

#include "diag.h"
#include "engine_once.h"
#include "module.h"
#include "rulecat.h"
#include "xalloc.h"
#include "tiles.h"

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool built;		/* the catalogues are there to free */
static const char *why_not;	/* NULL, or what engine_ready() says */

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
		if (!modules_declare())
			why_not = "internal error: a rules: key or a figure kind "
			    "that no module declares";
	} else
		why_not = "out of memory";
	xalloc_release(was);
}

bool
engine_once(void)
{
	pthread_once(&once, build);
	return why_not == NULL;
}

int
engine_ready(struct diag_state *d)
{
	return engine_once() ? 0 : diag_fatal(d, "%s", why_not);
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
