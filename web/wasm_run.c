/* The page's entry into the engine: one command line through cj_run
 * (carcjudge(3)), standard input from a buffer, standard output and error
 * handed to the page's runner (web/engine.js) as they come.  No logic of
 * its own: the page asks the same library the command line does. */
#include <stddef.h>

#include <emscripten.h>

#include "carcjudge.h"

/* Bytes of fd 1 or 2 to the runner's buffers. */
EM_JS(int, web_write, (int fd, const char *bytes, size_t len), {
	return Module.webWrite(fd, HEAPU8.slice(bytes, bytes + len));
})

EMSCRIPTEN_KEEPALIVE int web_run(int argc, char **argv, const char *in,
    size_t inlen, char **env);

static int
sink_write(void *arg, const char *bytes, size_t len)
{
	return web_write(*(const int *)arg, bytes, len);
}

/* argv without the program name; env "NAME=VALUE" strings, NULL-ended. */
EMSCRIPTEN_KEEPALIVE int
web_run(int argc, char **argv, const char *in, size_t inlen, char **env)
{
	static const int out = 1, err = 2;
	struct cj_io io = {
		.in = in, .inlen = inlen, .in_fd = -1,
		.out = { sink_write, (void *)&out },
		.err = { sink_write, (void *)&err },
		.env = (const char *const *)env,
		.out_tty = 0, .err_tty = 0,
	};

	return cj_run(argc, argv, &io);
}
