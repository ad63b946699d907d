/* The expansions, in the order their hooks run (module.h). */
#include <stddef.h>

#include "module.h"

const struct module *const modules[] = {
	NULL
};
