# carcjudge -- a rules adjudicator for Carcassonne positions.
#
#   make                 build ./carcjudge
#   make check           the whole test suite (bats + fixtures)
#   make example         build, then judge carcjudge(5)'s worked example
#   make check SAN=1     the same, built with ASan and UBSan
#   make valgrind        the suite's judging under valgrind
#   make install         PREFIX ?= /usr/local, DESTDIR honoured
#   make deps            install missing Debian packages (as root)

PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
MANDIR  ?= $(PREFIX)/share/man
VERSION  = 0.1

CC      ?= cc
CFLAGS  ?= -O2 -g
WARN     = -std=c17 -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
           -Wmissing-prototypes -Wformat=2 -Wno-format-nonliteral
CPPFLAGS += -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE \
            -DVERSION='"$(VERSION)"' -Isrc
LDLIBS  += -lyaml

ifeq ($(SAN),1)
BUILD    = build/san
CFLAGS   = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
           -fno-sanitize-recover=undefined
LDFLAGS += -fsanitize=address,undefined
else
BUILD    = build/rel
endif

SRCS = $(wildcard src/*.c)
OBJS = $(SRCS:src/%.c=$(BUILD)/%.o) $(BUILD)/catalogue.o
TILE_DATA = $(sort $(wildcard rules/tiles/*.txt))

all: carcjudge

carcjudge: $(BUILD)/carcjudge
	cp $(BUILD)/carcjudge $@

$(BUILD)/carcjudge: $(OBJS)
	$(CC) $(LDFLAGS) -o $@ $(OBJS) $(LDLIBS)

$(BUILD)/%.o: src/%.c $(wildcard src/*.h) | $(BUILD)
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) -c -o $@ $<

# The catalogues are compiled in: the binary needs nothing at run time.
$(BUILD)/catalogue.c: $(BUILD)/embed $(TILE_DATA) rules/rules.txt
	{ $(BUILD)/embed tiles_data $(TILE_DATA); \
	  $(BUILD)/embed rules_data rules/rules.txt; } > $@.tmp && mv $@.tmp $@

$(BUILD)/catalogue.o: $(BUILD)/catalogue.c
	$(CC) $(CFLAGS) -c -o $@ $<

$(BUILD)/embed: tools/embed.c | $(BUILD)
	$(CC) -O1 -o $@ tools/embed.c

$(BUILD):
	mkdir -p $@

# Debian packages the build and the suite need; installed only when
# missing, and only when we are root (otherwise say what to install).
BUILD_PKGS = gcc make libyaml-dev
TEST_PKGS  = bats jq
deps-build:
	@sh tools/need-packages $(BUILD_PKGS)
deps-test:
	@sh tools/need-packages $(TEST_PKGS)
deps: deps-build deps-test

# The fuzz targets (tests/fuzz); make check replays their findings.
FUZZ_TARGETS = position fixture cli
REPLAYS      = $(FUZZ_TARGETS:%=$(BUILD)/replay_%)

# The README's test command.  The suite replays every fixture through
# `carcjudge check` and every invalid input through its .err; the closing
# line is "N passed, N failed".
check: deps-build deps-test $(BUILD)/carcjudge $(BUILD)/test_ynode $(REPLAYS)
	@sh tools/rule-coverage $(BUILD)/carcjudge fixtures
	@CARCJUDGE=$(CURDIR)/$(BUILD)/carcjudge \
	  TEST_YNODE=$(CURDIR)/$(BUILD)/test_ynode FUZZ_REPLAY=$(CURDIR)/$(BUILD) \
	  ASAN_OPTIONS=exitcode=99 \
	  sh tools/run-suite tests

# The YAML loader's own tests (tests/unit), run by the suite.
$(BUILD)/test_ynode: tests/unit/test_ynode.c src/ynode.c src/ynode.h src/diag.c \
    src/diag.h | $(BUILD)
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ \
	  tests/unit/test_ynode.c src/ynode.c src/diag.c $(LDLIBS)

# The quick start: build, then judge carcjudge(5)'s worked example.
example: deps-build carcjudge
	./carcjudge judge examples/worked.yaml

rule-coverage: $(BUILD)/carcjudge
	@sh tools/rule-coverage $(BUILD)/carcjudge fixtures

valgrind: deps-build deps-test $(BUILD)/carcjudge
	@sh tools/need-packages valgrind
	@CARCJUDGE_WRAP='valgrind -q --leak-check=full --errors-for-leak-kinds=all --error-exitcode=9' \
	  CARCJUDGE=$(CURDIR)/$(BUILD)/carcjudge sh tools/run-suite tests

install: carcjudge
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
	  $(DESTDIR)$(MANDIR)/man5
	install -m 755 carcjudge $(DESTDIR)$(BINDIR)/carcjudge
	install -m 644 man/carcjudge.1 $(DESTDIR)$(MANDIR)/man1/carcjudge.1
	install -m 644 man/carcjudge.5 $(DESTDIR)$(MANDIR)/man5/carcjudge.5

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/carcjudge \
	  $(DESTDIR)$(MANDIR)/man1/carcjudge.1 \
	  $(DESTDIR)$(MANDIR)/man5/carcjudge.5

clean:
	rm -rf build carcjudge

.PHONY: all example check rule-coverage valgrind install uninstall clean deps \
	deps-build deps-test

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
	clang $(CPPFLAGS) -DFUZZ_MUTATOR $(FUZZ_CFLAGS) -fsanitize=fuzzer -o $@ \
	  tests/fuzz/fuzz_$*.c tests/fuzz/mutate.c $(FUZZ_OBJS) \
	  $(FUZZ_BUILD)/libyaml.a $(LDLIBS)

$(FUZZ_BUILD)/%.o: src/%.c $(wildcard src/*.h) | $(FUZZ_BUILD)
	clang $(CPPFLAGS) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -c -o $@ $<

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
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ tests/fuzz/fuzz_$*.c \
	  tests/fuzz/replay.c $(filter-out $(BUILD)/main.o,$(OBJS)) $(LDLIBS)

# The structural mutator on its own (tests/fuzz/gen.c), to grow seeds.
$(BUILD)/gen: tests/fuzz/gen.c tests/fuzz/mutate.c tests/fuzz/fuzz.h \
    $(filter-out $(BUILD)/main.o,$(OBJS))
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ tests/fuzz/gen.c \
	  tests/fuzz/mutate.c $(filter-out $(BUILD)/main.o,$(OBJS)) $(LDLIBS)

.PHONY: fuzz fuzz-ci fuzz-build deps-fuzz
.SECONDARY: $(FUZZ_OBJS) $(FUZZ_TARGETS:%=$(FUZZ_BUILD)/fuzz_%)
