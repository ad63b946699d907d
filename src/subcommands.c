/* The subcommands built in, by name: apart from cli.c, which the
 * subcommands call, so that no two objects depend on each other. */
#include <string.h>

#include "cli.h"

subcommand *
sub_command(const char *name)
{
	static const struct {
		const char *name;
		subcommand *run;
	} cmds[] = {
		{ "judge", cmd_judge },
		{ "fixture", cmd_fixture },
		{ "check", cmd_check },
		{ "explain", cmd_explain },
		{ "tiles", cmd_tiles },
		{ "show", cmd_show },
		{ "moves", cmd_moves },
		{ "apply", cmd_apply },
		{ "import", cmd_import },
		{ "help", cmd_help },
	};
	size_t i;

	for (i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
		if (strcmp(name, cmds[i].name) == 0)
			return cmds[i].run;
	return NULL;
}
