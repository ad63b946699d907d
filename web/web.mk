# The page (web/README.md): the engine compiled to WebAssembly with
# Debian's emscripten, libyaml from Debian's source, all inlined into one
# HTML file that works from file:// with no network.
#   make web         build/web/carcjudge.html
#   make check-web   the WebAssembly build against the native binary (Node),
#                    then the page driven in headless Chromium
#   make bench-web   the page's budgets (size, time to ready, judge's cost)
WEB        = build/web
WEB_PKGS   = emscripten nodejs
WEB_TEST_PKGS = chromium
# Debian's emscripten runs its optimiser under the system's Node modules.
EMCC       = NODE_PATH=/usr/share/nodejs emcc
WEB_CFLAGS = -O2
# The library without main(), and the page's entry (web/wasm_run.c).
WEB_OBJS   = $(filter-out $(WEB)/obj/main.o,$(SRCS:src/%.c=$(WEB)/obj/%.o)) \
  $(WEB)/obj/catalogue.o $(WEB)/obj/wasm_run.o
WEB_YAML_SRCS = api dumper emitter loader parser reader scanner writer
WEB_YAML_OBJS = $(WEB_YAML_SRCS:%=$(WEB)/yaml/%.o)
# A module with no main(): web/engine.js calls web_run once per command
# line in one instance, made anew only after a run that trapped.
WEB_LDFLAGS = --no-entry -s MODULARIZE=1 -s EXPORT_NAME=carcjudgeModule \
  -s ENVIRONMENT=web,worker -s ALLOW_MEMORY_GROWTH=1 \
  -s EXPORTED_FUNCTIONS=_web_run,_malloc,_free \
  -s EXPORTED_RUNTIME_METHODS=FS

web: deps-web $(WEB)/carcjudge.html

deps-web:
	@$(NEED) $(WEB_PKGS)

$(WEB)/carcjudge.html: $(WEB)/carcjudge.js web/build-page web/page.html \
  web/yaml.js web/worker.js \
  web/page.css web/page.js web/engine.js
	node web/build-page $(WEB)/carcjudge.js $(WEB)/carcjudge.wasm $@

$(WEB)/carcjudge.js: $(WEB_OBJS) $(WEB)/libyaml.a web/web.mk
	$(EMCC) $(WEB_CFLAGS) $(WEB_LDFLAGS) -o $@ $(WEB_OBJS) $(WEB)/libyaml.a

$(WEB)/obj/%.o: src/%.c $(HDRS) $(BUILD)/ruleid.h $(LIBYAML_SRC)/config.h | $(WEB)/obj
	@mkdir -p $(@D)
	$(EMCC) -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE \
	  -DVERSION='"$(VERSION)"' -Isrc -Isrc/ext -Isrc/out -I$(BUILD) \
	  -I$(LIBYAML_SRC)/include \
	  $(WARN) $(WEB_CFLAGS) -c -o $@ $<

$(WEB)/obj/wasm_run.o: web/wasm_run.c src/carcjudge.h | $(WEB)/obj
	$(EMCC) -Isrc $(WARN) $(WEB_CFLAGS) -c -o $@ web/wasm_run.c

$(WEB)/obj/catalogue.o: $(BUILD)/catalogue.c | $(WEB)/obj
	$(EMCC) $(WEB_CFLAGS) -c -o $@ $<

$(LIBYAML_SRC)/config.h:
	sh tests/fuzz/libyaml-source $(LIBYAML_SRC)

$(WEB)/yaml/%.o: $(LIBYAML_SRC)/config.h | $(WEB)/yaml
	$(EMCC) $(WEB_CFLAGS) -DHAVE_CONFIG_H -I$(LIBYAML_SRC) \
	  -I$(LIBYAML_SRC)/include -c -o $@ $(LIBYAML_SRC)/src/$*.c

$(WEB)/libyaml.a: $(WEB_YAML_OBJS)
	NODE_PATH=/usr/share/nodejs emar rcs $@ $(WEB_YAML_OBJS)

$(WEB)/obj $(WEB)/yaml:
	mkdir -p $@

# (a) every fixture, golden and invalid input through the WebAssembly build
# in Node, byte for byte against the native binary; (b) the page in
# headless Chromium, built up by taps (tests/web/page.js).
check-web: deps-build deps-web web $(BUILD)/carcjudge
	@$(NEED) $(WEB_TEST_PKGS)
	@sh tests/web/check $(BUILD)/carcjudge $(WEB)/carcjudge.js \
	  $(WEB)/carcjudge.html

bench-web: web $(BUILD)/carcjudge
	@$(NEED) $(WEB_TEST_PKGS)
	@sh bench/web

.PHONY: web deps-web check-web bench-web
.SECONDARY: $(WEB_OBJS) $(WEB_YAML_OBJS)

# make install puts the page under share/carcjudge/ when it has been built
# (make web), and otherwise says how to build it.
WEB_PAGE ?= $(WEB)/carcjudge.html
WEBDIR   ?= $(PREFIX)/share/carcjudge
install: install-web
uninstall: uninstall-web
install-web:
	@if [ -f "$(WEB_PAGE)" ]; then \
	  install -d "$(DESTDIR)$(WEBDIR)" && \
	  install -m 644 "$(WEB_PAGE)" "$(DESTDIR)$(WEBDIR)/carcjudge.html" && \
	  echo "installed the page: $(WEBDIR)/carcjudge.html"; \
	else \
	  echo "carcjudge: the page is not built: 'make web' builds it, then 'make install' installs it"; \
	fi
uninstall-web:
	rm -f "$(DESTDIR)$(WEBDIR)/carcjudge.html"
	rmdir "$(DESTDIR)$(WEBDIR)" 2>/dev/null || true
.PHONY: install-web uninstall-web
LINT_SH += tests/web/check bench/web
