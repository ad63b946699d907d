# carcjudge -- a rules adjudicator for Carcassonne positions.  GNU make.
#
#   make                 build ./carcjudge and libcarcjudge.a, .so (carcjudge(3));
#                        needs a C17 compiler and libyaml
#   make check           the whole test suite (bats + fixtures)
#   make example         build, then judge the worked example
#   make pictures        redraw tests/golden/worked.svg (README's picture)
#   make bench           the benchmarks on large generated boards
#   make bench-hostile   the inputs built to be slow, at n and 4n
#   make coverage        line coverage of src/ by the suite (>= 95%)
#   make unpinned        the output lines some fixture runs, no golden pins
#   make check-pinned    the same, failing while there is one (CI)
#   make check SAN=1     the same, built with ASan and UBSan
#   make check-tsan      two threads judging at once through the library,
#                        under ThreadSanitizer
#   make DEBUG=1         an unoptimised build (build/debug)
#   make valgrind        the suite's judging under valgrind
#   make lint            cppcheck and clang-tidy over src/, shellcheck over
#                        the scripts and tests (make -j lint: in parallel)
#   make install         PREFIX ?= /usr/local, DESTDIR honoured; uninstall
#   make deps            install what the build and the suite lack (apt-get,
#                        as root; elsewhere it says what to install)

PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
MANDIR  ?= $(PREFIX)/share/man
DOCDIR  ?= $(PREFIX)/share/doc/carcjudge
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
LIBDIR  ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
VERSION  = 0.1

CC      ?= cc
CFLAGS  ?= -O2 -g
WARN     = -std=c17 -Wall -Wextra -Wpedantic -Wshadow -Wconversion \
           -Wstrict-prototypes -Wmissing-prototypes -Wformat=2 \
           -Wno-format-nonliteral

# libyaml: pkg-config knows where it lives (Homebrew, /usr/local, a
# prefix); without pkg-config, or without its .pc file, -lyaml alone.
PKG_CONFIG ?= pkg-config
YAML_CFLAGS := $(shell $(PKG_CONFIG) --cflags yaml-0.1 2>/dev/null)
YAML_LIBS   := $(shell $(PKG_CONFIG) --libs yaml-0.1 2>/dev/null || echo -lyaml)
ifeq ($(strip $(YAML_LIBS)),)
YAML_LIBS   := -lyaml
endif

# Ours first, then the user's (CPPFLAGS, LDLIBS given on the command line
# add to these rather than replace them).
ALL_CPPFLAGS = -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE \
               -DVERSION='"$(VERSION)"' -Isrc -Isrc/ext -Isrc/out -I$(BUILD) $(YAML_CFLAGS) \
               $(CPPFLAGS)
ALL_LDLIBS   = $(LDLIBS) -lpthread $(YAML_LIBS)

# CJ_COVERAGE: a silent trial's counts can be thrown away (src/covtrial.h).
ifeq ($(COV),1)
BUILD    = build/cov
CFLAGS   = -O0 -g --coverage -DCJ_COVERAGE
LDFLAGS += --coverage
else ifeq ($(SAN),1)
BUILD    = build/san
CFLAGS   = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
           -fno-sanitize-recover=undefined
LDFLAGS += -fsanitize=address,undefined
else ifeq ($(TSAN),1)
BUILD    = build/tsan
CFLAGS   = -O1 -g -fno-omit-frame-pointer -fsanitize=thread
LDFLAGS += -fsanitize=thread
else ifeq ($(DEBUG),1)
BUILD    = build/debug
CFLAGS   = -O0 -g3
else
BUILD    = build/rel
endif

# tools/embed runs during the build: when cross-compiling, give it the
# build machine's compiler.
BUILD_CC ?= $(CC)

# src/ext: the expansion modules, their registry and module.h; src/out:
# the writers (documents, sentences, positions, pictures).
SRCS = $(wildcard src/*.c src/ext/*.c src/out/*.c)
HDRS = $(wildcard src/*.h src/ext/*.h src/out/*.h)
OBJS = $(SRCS:src/%.c=$(BUILD)/%.o) $(BUILD)/catalogue.o
TILE_DATA = $(sort $(wildcard rules/tiles/*.txt))

# The library (carcjudge(3)): one set of objects makes both the static and
# the shared library, position-independent, every symbol hidden but the
# API's (CJ_API in src/carcjudge.h).  The tool is main.c linked with the
# static library's objects.
PIC      = -fPIC -fvisibility=hidden
SONAME   = libcarcjudge.so.1
LIB_OBJS = $(filter-out $(BUILD)/main.o,$(OBJS))
LIBS_OUT = libcarcjudge.a $(SONAME) libcarcjudge.so

all: carcjudge $(LIBS_OUT)

carcjudge: $(BUILD)/carcjudge
	cp $(BUILD)/carcjudge $@

libcarcjudge.a $(SONAME): %: $(BUILD)/%
	cp $(BUILD)/$@ $@

libcarcjudge.so: $(SONAME)
	ln -sf $(SONAME) $@

$(BUILD)/carcjudge: $(OBJS)
	$(CC) $(LDFLAGS) -o $@ $(OBJS) $(ALL_LDLIBS)

$(BUILD)/libcarcjudge.a: $(LIB_OBJS)
	rm -f $@ && ar rcs $@ $(LIB_OBJS)

# --exclude-libs: what a static archive brings in (libgcov under COV=1)
# is not exported either.
$(BUILD)/$(SONAME): $(LIB_OBJS)
	$(CC) $(LDFLAGS) -shared -Wl,-soname,$(SONAME) -Wl,--exclude-libs,ALL \
	  -o $@ $(LIB_OBJS) $(ALL_LDLIBS)

$(BUILD)/%.o: src/%.c $(HDRS) $(BUILD)/ruleid.h | $(BUILD)
	@mkdir -p $(@D)
	$(CC) $(ALL_CPPFLAGS) $(WARN) $(CFLAGS) $(PIC) -c -o $@ $<

# The catalogues are compiled in: the binary needs nothing at run time.
# The rule IDs are an enum (ruleid.h): the engine cites RULE_BASE_TILE_EMPTY,
# and a misspelt ID does not compile; their names go with the catalogue.
$(BUILD)/catalogue.c: $(BUILD)/embed $(BUILD)/ruleids $(TILE_DATA) rules/rules.txt
	{ $(BUILD)/embed tiles_data $(TILE_DATA); \
	  $(BUILD)/embed rules_data rules/rules.txt; \
	  $(BUILD)/ruleids c rules/rules.txt; } > $@.tmp && mv $@.tmp $@

$(BUILD)/ruleid.h: $(BUILD)/ruleids rules/rules.txt
	$(BUILD)/ruleids h rules/rules.txt > $@.tmp && mv $@.tmp $@

$(BUILD)/catalogue.o: $(BUILD)/catalogue.c Makefile
	$(CC) $(CFLAGS) $(PIC) -c -o $@ $<

$(BUILD)/embed: tools/embed.c | $(BUILD)
	$(BUILD_CC) -O1 -o $@ tools/embed.c

$(BUILD)/ruleids: tools/ruleids.c | $(BUILD)
	$(BUILD_CC) -O1 -o $@ tools/ruleids.c

$(BUILD):
	mkdir -p $@

# What the build, the suite and the linters need, named as Debian packages;
# tools/need-packages probes for each (a command, libyaml) on any system,
# installs what is missing with apt-get when root, and otherwise says what
# to install.  Plain `make` needs none of this.
BUILD_PKGS = gcc make libyaml-dev
TEST_PKGS  = bats jq bash-completion librsvg2-bin libxml2-utils w3c-sgml-lib \
             pkg-config python3-yaml
LINT_PKGS  = cppcheck clang-tidy shellcheck
NEED = CC='$(CC)' PKG_CONFIG='$(PKG_CONFIG)' sh tools/need-packages
deps-build:
	@$(NEED) $(BUILD_PKGS)
deps-test:
	@$(NEED) $(TEST_PKGS)
deps-lint:
	@$(NEED) $(LINT_PKGS)
deps: deps-build deps-test

# The fuzz targets (tests/fuzz); make check replays their findings.
FUZZ_TARGETS = position fixture cli
REPLAYS      = $(FUZZ_TARGETS:%=$(BUILD)/replay_%)

# The README's test command.  The suite replays every fixture through
# `carcjudge check` and every invalid input through its .err; the closing
# line is "N passed, N failed".
check: deps-build deps-test $(BUILD)/carcjudge $(BUILD)/test_ynode \
  $(BUILD)/test_tiles $(BUILD)/test_jcz $(BUILD)/test_api $(REPLAYS) \
  $(BUILD)/run_lines $(BUILD)/libcarcjudge.a $(BUILD)/$(SONAME)
	@sh tools/rule-coverage $(BUILD)/carcjudge fixtures
	@CARCJUDGE=$(CURDIR)/$(BUILD)/carcjudge \
	  TEST_YNODE=$(CURDIR)/$(BUILD)/test_ynode \
	  TEST_TILES=$(CURDIR)/$(BUILD)/test_tiles \
	  TEST_JCZ=$(CURDIR)/$(BUILD)/test_jcz FUZZ_REPLAY=$(CURDIR)/$(BUILD) \
	  TEST_API=$(CURDIR)/$(BUILD)/test_api \
	  RUN_LINES=$(CURDIR)/$(BUILD)/run_lines \
	  ASAN_OPTIONS=exitcode=99 \
	  sh tools/run-suite tests

# The unit tests (tests/unit), run by the suite: each is linked with the
# objects of the tool itself, so that under COV=1 the lines they run are
# counted in the same .gcda files as the tool's (tools/coverage).
RUN_OBJS = $(BUILD)/run.o $(BUILD)/input.o $(BUILD)/covtrial.o
YNODE_OBJS = $(BUILD)/ynode.o $(BUILD)/diag.o $(BUILD)/escape.o \
  $(BUILD)/xalloc.o $(RUN_OBJS)
$(BUILD)/test_ynode: tests/unit/test_ynode.c tests/unit/check.h $(YNODE_OBJS) $(HDRS) | $(BUILD)
	$(CC) $(ALL_CPPFLAGS) $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ \
	  tests/unit/test_ynode.c $(YNODE_OBJS) $(ALL_LDLIBS)

# The tile line format's own tests, against the compiled-in catalogue.
TILES_OBJS = $(BUILD)/tiles.o $(BUILD)/xalloc.o $(BUILD)/suggest.o \
  $(BUILD)/diag.o $(BUILD)/escape.o $(BUILD)/catalogue.o $(RUN_OBJS)
$(BUILD)/test_tiles: tests/unit/test_tiles.c tests/unit/check.h $(TILES_OBJS) $(HDRS) | $(BUILD)
	$(CC) $(ALL_CPPFLAGS) $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ \
	  tests/unit/test_tiles.c $(TILES_OBJS) -lpthread

# The JCloisterZone reader's tests, on the saves of tests/jcz.
# The whole engine: the rules: keys a save maps to are the modules' rows,
# declared with the catalogues (engine_once).
$(BUILD)/test_jcz: tests/unit/test_jcz.c tests/unit/check.h $(LIB_OBJS) $(HDRS) | $(BUILD)
	$(CC) $(ALL_CPPFLAGS) $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ \
	  tests/unit/test_jcz.c $(LIB_OBJS) $(ALL_LDLIBS)

# Two positions judged at once in two threads through the library, built
# with ThreadSanitizer: each answer as alone, and no race (.ci/run runs it).
TSAN_POSITIONS = fixtures/base/city-tie.yaml \
  fixtures/tunnel/fields-tu3-two.yaml
check-tsan: deps-build
	@$(MAKE) --no-print-directory TSAN=1 build/tsan/two_threads
	@TSAN_OPTIONS='halt_on_error=1 exitcode=66' \
	  build/tsan/two_threads $(TSAN_POSITIONS) && echo "1 passed, 0 failed" \
	  || { echo "0 passed, 1 failed"; exit 1; }

$(BUILD)/two_threads: tests/tsan/two_threads.c src/carcjudge.h $(LIB_OBJS)
	$(CC) -Isrc $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ \
	  tests/tsan/two_threads.c $(LIB_OBJS) $(ALL_LDLIBS)

# The library's structured calls against the command line (tests/unit),
# through carcjudge.h alone.
$(BUILD)/test_api: tests/unit/test_api.c tests/unit/check.h src/carcjudge.h $(LIB_OBJS)
	$(CC) -Isrc $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ tests/unit/test_api.c \
	  $(LIB_OBJS) $(ALL_LDLIBS)

# Many command lines in one process through cj_run (tests/unit/run_lines.c):
# the suite's loops over every fixture, and its goldens, without a process
# start each (tests/helper.bash, run_lines).
$(BUILD)/run_lines: tests/unit/run_lines.c src/carcjudge.h $(LIB_OBJS)
	$(CC) -Isrc -D_POSIX_C_SOURCE=200809L $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ \
	  tests/unit/run_lines.c $(LIB_OBJS) $(ALL_LDLIBS)

# The quick start: build, then judge the worked example.
example: deps-build carcjudge
	./carcjudge judge examples/worked.yaml

# The worked example's picture, kept as a golden file that README.md shows
# (tests/golden.bats checks it is what the tool draws now).
pictures: carcjudge
	./carcjudge show -f svg examples/worked.yaml >tests/golden/worked.svg.tmp
	mv tests/golden/worked.svg.tmp tests/golden/worked.svg

rule-coverage: $(BUILD)/carcjudge
	@sh tools/rule-coverage $(BUILD)/carcjudge fixtures

valgrind: deps-build deps-test $(BUILD)/carcjudge
	@$(NEED) valgrind
	@CARCJUDGE_WRAP='valgrind -q --leak-check=full --errors-for-leak-kinds=all --error-exitcode=9' \
	  CARCJUDGE=$(CURDIR)/$(BUILD)/carcjudge sh tools/run-suite tests

# The binary and the libraries installed; the install tests point them at
# the build under test.
INSTALL_BIN = $(BUILD)/carcjudge
INSTALL_LIB = $(BUILD)
# Every file the man pages' EXAMPLES read, installed where they say
# (tests/man.bats runs them from there).
EXAMPLE_FILES = $(sort $(wildcard examples/*.yaml examples/*.jcz))

# The library: the header, both libraries (the shared one under its soname,
# with the link-time name beside it), its pkg-config file and carcjudge(3).
install: $(INSTALL_BIN) $(INSTALL_LIB)/libcarcjudge.a $(INSTALL_LIB)/$(SONAME)
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)/man1" \
	  "$(DESTDIR)$(MANDIR)/man3" "$(DESTDIR)$(MANDIR)/man5" \
	  "$(DESTDIR)$(BASHCOMPDIR)" "$(DESTDIR)$(DOCDIR)" \
	  "$(DESTDIR)$(INCLUDEDIR)" "$(DESTDIR)$(LIBDIR)" \
	  "$(DESTDIR)$(PKGCONFIGDIR)" "$(DESTDIR)$(DOCDIR)/examples"
	install -m 755 $(INSTALL_BIN) "$(DESTDIR)$(BINDIR)/carcjudge"
	install -m 644 src/carcjudge.h "$(DESTDIR)$(INCLUDEDIR)/carcjudge.h"
	install -m 644 $(INSTALL_LIB)/libcarcjudge.a "$(DESTDIR)$(LIBDIR)/libcarcjudge.a"
	install -m 755 $(INSTALL_LIB)/$(SONAME) "$(DESTDIR)$(LIBDIR)/$(SONAME)"
	ln -sf $(SONAME) "$(DESTDIR)$(LIBDIR)/libcarcjudge.so"
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|' \
	  -e 's|@LIBDIR@|$(LIBDIR)|' -e 's|@VERSION@|$(VERSION)|' \
	  carcjudge.pc.in > "$(DESTDIR)$(PKGCONFIGDIR)/carcjudge.pc"
	chmod 644 "$(DESTDIR)$(PKGCONFIGDIR)/carcjudge.pc"
	install -m 644 man/carcjudge.1 "$(DESTDIR)$(MANDIR)/man1/carcjudge.1"
	install -m 644 man/carcjudge.3 "$(DESTDIR)$(MANDIR)/man3/carcjudge.3"
	install -m 644 man/carcjudge.5 "$(DESTDIR)$(MANDIR)/man5/carcjudge.5"
	install -m 644 completion/carcjudge.bash \
	  "$(DESTDIR)$(BASHCOMPDIR)/carcjudge"
	install -m 644 $(EXAMPLE_FILES) "$(DESTDIR)$(DOCDIR)/examples"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/carcjudge" \
	  "$(DESTDIR)$(INCLUDEDIR)/carcjudge.h" \
	  "$(DESTDIR)$(LIBDIR)/libcarcjudge.a" \
	  "$(DESTDIR)$(LIBDIR)/$(SONAME)" "$(DESTDIR)$(LIBDIR)/libcarcjudge.so" \
	  "$(DESTDIR)$(PKGCONFIGDIR)/carcjudge.pc" \
	  "$(DESTDIR)$(MANDIR)/man3/carcjudge.3" \
	  "$(DESTDIR)$(MANDIR)/man1/carcjudge.1" \
	  "$(DESTDIR)$(MANDIR)/man5/carcjudge.5" \
	  "$(DESTDIR)$(BASHCOMPDIR)/carcjudge" \
	  $(EXAMPLE_FILES:examples/%="$(DESTDIR)$(DOCDIR)/examples/%")
	rmdir "$(DESTDIR)$(DOCDIR)/examples" "$(DESTDIR)$(DOCDIR)" 2>/dev/null || true

# Static analysis; any finding fails.  The C side: cppcheck over the whole
# tree, then clang-tidy file by file (checks and their reasons in
# .clang-tidy), a stamp under build/lint marking each file found clean.
# The shell side: shellcheck over the scripts, the completion and the
# bats suite.
LINT      = build/lint
LINT_C    = $(SRCS) tools/embed.c tools/ruleids.c
LINT_SH   = tools/need-packages tools/rule-coverage tools/run-suite .ci/run \
            tools/calls-check tools/coverage tools/goldens tools/unpinned \
            tools/process-state tools/unused-symbols \
            bench/run bench/import-speed bench/counts bench/corpus \
            bench/moves-bench bench/genjcz tools/import-diff \
            bench/hostile bench/moves-diff \
            completion/carcjudge.bash
LINT_BATS = $(wildcard tests/*.bats) tests/helper.bash
# readdirCalled: readdir_r, which it recommends, is deprecated (glibc 2.24,
# POSIX.1-2024), and the tool has one thread.  tools/cppcheck.cfg: what
# cppcheck cannot see of the project's own functions (xnomem never returns).
CPPCHECK_FLAGS = --enable=warning,performance,portability --std=c11 \
  --library=posix --library=tools/cppcheck.cfg --suppress=readdirCalled \
  --inline-suppr --error-exitcode=1 --quiet \
  --template='{file}:{line}:{column}: {severity}: {message} [{id}]' \
  $(filter -D%,$(ALL_CPPFLAGS)) -Isrc
TIDY_FLAGS = -std=c17 $(ALL_CPPFLAGS)
TIDY_STAMPS = $(SRCS:src/%.c=$(LINT)/%.tidy) $(LINT)/embed.tidy \
  $(LINT)/ruleids.tidy
# Files in parallel unless make already runs jobs.
NPROC = $(shell getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
LINT_JOBS = $(if $(findstring -j,$(MAKEFLAGS)),,-j$(NPROC))

lint: deps-lint
	@st=0; \
	$(MAKE) --no-print-directory -k $(LINT_JOBS) -Otarget lint-c || st=1; \
	$(MAKE) --no-print-directory lint-sh || st=1; \
	if [ $$st = 0 ]; then echo "lint: clean"; else echo "lint: findings above"; fi; \
	exit $$st

lint-c: lint-cppcheck $(TIDY_STAMPS)

lint-cppcheck: $(BUILD)/ruleid.h
	cppcheck $(CPPCHECK_FLAGS) $(LINT_C)

# clang-tidy's count of what it filtered out ("N warnings generated.") is
# dropped; its findings and errors are not.
TIDY = @echo "clang-tidy $<"; \
	clang-tidy --quiet --warnings-as-errors='*' $< -- $(1) 2>$@.err; \
	st=$$?; grep -v '^[0-9]* warnings\{0,1\} generated\.$$' $@.err >&2; \
	rm -f $@.err; [ $$st = 0 ] && touch $@

$(LINT)/%.tidy: src/%.c $(HDRS) $(BUILD)/ruleid.h .clang-tidy | $(LINT)
	@mkdir -p $(@D)
	$(call TIDY,$(TIDY_FLAGS))

$(LINT)/embed.tidy: tools/embed.c .clang-tidy | $(LINT)
	$(call TIDY,-std=c17)

$(LINT)/ruleids.tidy: tools/ruleids.c .clang-tidy | $(LINT)
	$(call TIDY,-std=c17)

$(LINT):
	mkdir -p $@

# Bats files are bash with @test blocks.  Disabled for them:
#   SC2154 (variable referenced but not assigned): bats' `run` sets $output,
#     $status, $lines and $stderr, and helper.bash comes in by bats' `load`,
#     which shellcheck does not follow.
#   SC2012 (use find rather than ls): a test lists a directory it filled
#     itself, with names of its own choosing.
#   SC2030, SC2031 (a variable changed in a subshell, read elsewhere):
#     shellcheck takes each @test for a subshell and links a $status or
#     $lines read in one test or helper to another test's `run`; each `run`
#     sets them anew where it is called.
BATS_OFF = SC2154,SC2012,SC2030,SC2031
lint-sh:
	@st=0; \
	echo "shellcheck $(LINT_SH)"; shellcheck $(LINT_SH) || st=1; \
	echo "shellcheck -s bash -e $(BATS_OFF) $(LINT_BATS)"; \
	shellcheck -s bash -e $(BATS_OFF) $(LINT_BATS) || st=1; \
	exit $$st

clean:
	rm -rf build carcjudge $(LIBS_OUT)

.PHONY: all example check check-tsan rule-coverage valgrind install uninstall clean \
	deps deps-build deps-test deps-lint lint lint-c lint-cppcheck lint-sh \
	fuzz pictures

# The benchmarks on large generated boards: bench/run says what is
# measured.  SIZES, RUNS, CHECKN and CHECKRUNS tune it.
build/bench/genboard: bench/genboard.c
	@mkdir -p build/bench
	$(CC) -O2 -o $@ bench/genboard.c -lm
build/bench/parsefloor: bench/parsefloor.c
	@mkdir -p build/bench
	$(CC) -O2 $(ALL_CPPFLAGS) -o $@ bench/parsefloor.c $(ALL_LDLIBS)
build/bench/measure: bench/measure.c
	@mkdir -p build/bench
	$(CC) -O2 -o $@ bench/measure.c
bench: build/rel/carcjudge build/bench/genboard build/bench/parsefloor \
  build/bench/measure
	@sh bench/run
# The inputs built to be slow, at n and 4n (bench/hostile says which).
bench-hostile: build/rel/carcjudge
	@sh bench/hostile

# Line coverage of src/ by the whole suite, file by file; fails under
# COVERAGE_MIN percent, and when a test failed (the report is printed all
# the same).  The counts of earlier runs go first, src/ext's and src/out's
# too, or they would add to this run's.
COVERAGE_MIN ?= 95
coverage:
	find build/cov -name '*.gcda' -exec rm -f {} + 2>/dev/null || :
	@status=0; $(MAKE) check COV=1 || status=$$?; \
	  sh tools/coverage build/cov $(COVERAGE_MIN) && exit $$status

.PHONY: bench bench-hostile coverage
# Coverage-guided fuzzing (clang's libFuzzer, tests/fuzz/README.md):
#   make fuzz            every target for FUZZ_SECONDS (default 600) each
#   make fuzz-TARGET     one target: position, fixture or cli
#   make fuzz-ci         every target for 20 s, as CI runs them
# libyaml is compiled in with the same instrumentation from Debian's source
# (the system's library when that cannot be had).  Findings land in
# build/fuzz/findings/; each one fixed is kept in tests/fuzz/regress/TARGET/
# and replayed by make check through the targets' plain builds.
FUZZ_SECONDS ?= 600
FUZZ_BUILD    = build/fuzz
FUZZ_CFLAGS   = -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined \
                -fno-sanitize-recover=undefined
FUZZ_OBJS     = $(filter-out $(FUZZ_BUILD)/main.o,$(SRCS:src/%.c=$(FUZZ_BUILD)/%.o)) \
                $(FUZZ_BUILD)/catalogue.o
LIBYAML_SRC   = build/libyaml-src

fuzz: $(FUZZ_TARGETS:%=fuzz-%)

fuzz-ci: fuzz-build
	@sh tests/fuzz/ci $(FUZZ_TARGETS)

fuzz-%: $(FUZZ_BUILD)/fuzz_%
	sh tests/fuzz/run $* $(FUZZ_SECONDS) $(FUZZ_BUILD)

fuzz-build: deps-fuzz $(FUZZ_TARGETS:%=$(FUZZ_BUILD)/fuzz_%)

deps-fuzz:
	@sh tools/need-packages clang libclang-rt-14-dev

$(FUZZ_BUILD)/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/mutate.c tests/fuzz/fuzz.h \
    $(FUZZ_OBJS) $(FUZZ_BUILD)/libyaml.a
	clang $(ALL_CPPFLAGS) -DFUZZ_MUTATOR $(FUZZ_CFLAGS) -fsanitize=fuzzer -o $@ \
	  tests/fuzz/fuzz_$*.c tests/fuzz/mutate.c $(FUZZ_OBJS) \
	  $(FUZZ_BUILD)/libyaml.a $(ALL_LDLIBS)

$(FUZZ_BUILD)/%.o: src/%.c $(HDRS) $(BUILD)/ruleid.h | $(FUZZ_BUILD)
	@mkdir -p $(@D)
	clang $(ALL_CPPFLAGS) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -c -o $@ $<

$(FUZZ_BUILD)/catalogue.o: $(BUILD)/catalogue.c | $(FUZZ_BUILD)
	clang $(FUZZ_CFLAGS) -c -o $@ $<

$(FUZZ_BUILD)/libyaml.a: tests/fuzz/libyaml-source | $(FUZZ_BUILD)
	@rm -rf $@ $(FUZZ_BUILD)/libyaml && mkdir -p $(FUZZ_BUILD)/libyaml
	@if sh tests/fuzz/libyaml-source $(LIBYAML_SRC); then \
	  echo "fuzz: libyaml from Debian's source, instrumented"; \
	  for f in $(LIBYAML_SRC)/src/*.c; do \
	    clang $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -DHAVE_CONFIG_H \
	      -I$(LIBYAML_SRC) -I$(LIBYAML_SRC)/include \
	      -c -o $(FUZZ_BUILD)/libyaml/$$(basename $$f .c).o $$f || exit 1; \
	  done; \
	else \
	  echo "fuzz: no libyaml source; the system's libyaml, uninstrumented" >&2; \
	  cp tests/fuzz/libyaml-empty.c $(FUZZ_BUILD)/libyaml/none.c && \
	  clang -c -o $(FUZZ_BUILD)/libyaml/none.o $(FUZZ_BUILD)/libyaml/none.c; \
	fi
	ar rcs $@ $(FUZZ_BUILD)/libyaml/*.o

$(FUZZ_BUILD):
	mkdir -p $@

# The targets without libFuzzer, run by make check over tests/fuzz/regress.
$(BUILD)/replay_%: tests/fuzz/fuzz_%.c tests/fuzz/replay.c tests/fuzz/fuzz.h \
    $(filter-out $(BUILD)/main.o,$(OBJS))
	$(CC) $(ALL_CPPFLAGS) $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ tests/fuzz/fuzz_$*.c \
	  tests/fuzz/replay.c $(filter-out $(BUILD)/main.o,$(OBJS)) $(ALL_LDLIBS)

# The structural mutator on its own (tests/fuzz/gen.c), to grow seeds.
$(BUILD)/gen: tests/fuzz/gen.c tests/fuzz/mutate.c tests/fuzz/fuzz.h \
    $(filter-out $(BUILD)/main.o,$(OBJS))
	$(CC) $(ALL_CPPFLAGS) $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ tests/fuzz/gen.c \
	  tests/fuzz/mutate.c $(filter-out $(BUILD)/main.o,$(OBJS)) $(ALL_LDLIBS)

.PHONY: fuzz fuzz-ci fuzz-build deps-fuzz
.SECONDARY: $(FUZZ_OBJS) $(FUZZ_TARGETS:%=$(FUZZ_BUILD)/fuzz_%)

# The lines that write output which some fixture runs and no golden file
# pins (tools/unpinned; `tools/unpinned --cover` also proposes fixtures
# that would pin them).  Builds with COV=1, as make coverage does.
unpinned:
	@sh tools/unpinned

# The same as a test (CI): fails while any such line is left.
check-pinned:
	@sh tools/unpinned > build/unpinned.out || { cat build/unpinned.out; exit 4; }
	@cat build/unpinned.out
	@tail -n 1 build/unpinned.out | grep -q '^unpinned: 0 lines'

# Write again the golden files tests/golden/MANIFEST lists (tests/golden.bats
# compares them) from the tool just built; read every one it changes
# against its fixture's expect: block before committing it.
goldens: $(BUILD)/carcjudge
	sh tools/goldens $(BUILD)/carcjudge tests/golden/MANIFEST

.PHONY: goldens unpinned check-pinned

include web/web.mk
