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

# The README's test command.  The suite replays every fixture through
# `carcjudge check` and every invalid input through its .err; the closing
# line is "N passed, N failed".
check: deps-build deps-test $(BUILD)/carcjudge $(BUILD)/test_ynode \
  $(BUILD)/test_tiles $(BUILD)/test_jcz
	@sh tools/rule-coverage $(BUILD)/carcjudge fixtures
	@CARCJUDGE=$(CURDIR)/$(BUILD)/carcjudge \
	  TEST_YNODE=$(CURDIR)/$(BUILD)/test_ynode \
	  TEST_TILES=$(CURDIR)/$(BUILD)/test_tiles \
	  TEST_JCZ=$(CURDIR)/$(BUILD)/test_jcz ASAN_OPTIONS=exitcode=99 \
	  sh tools/run-suite tests

# The YAML loader's own tests (tests/unit), run by the suite.
$(BUILD)/test_ynode: tests/unit/test_ynode.c src/ynode.c src/ynode.h | $(BUILD)
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ \
	  tests/unit/test_ynode.c src/ynode.c $(LDLIBS)

# The tile line format's own tests, against the compiled-in catalogue.
$(BUILD)/test_tiles: tests/unit/test_tiles.c src/tiles.c src/tiles.h src/xalloc.c \
  src/suggest.c src/suggest.h \
  $(BUILD)/catalogue.o | $(BUILD)
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ \
	  tests/unit/test_tiles.c src/tiles.c src/xalloc.c src/suggest.c \
	  $(BUILD)/catalogue.o

# The JCloisterZone reader's tests, on the saves of tests/jcz.
JCZ_SRCS = src/jcz.c src/ynode.c src/tiles.c src/settings.c src/diag.c \
  src/suggest.c \
  src/xalloc.c
$(BUILD)/test_jcz: tests/unit/test_jcz.c $(JCZ_SRCS) $(wildcard src/*.h) \
	  $(BUILD)/catalogue.o | $(BUILD)
	$(CC) $(CPPFLAGS) $(WARN) $(CFLAGS) $(LDFLAGS) -o $@ \
	  tests/unit/test_jcz.c $(JCZ_SRCS) $(BUILD)/catalogue.o $(LDLIBS)

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

# Coverage-guided fuzzing of the whole pipeline (clang's libFuzzer), seeded
# with every fixture.  FUZZ_SECONDS bounds the run.
FUZZ_SECONDS ?= 60
fuzz: $(BUILD)/catalogue.c
	@sh tools/need-packages clang
	mkdir -p build/fuzz-corpus
	cp fixtures/*/*.yaml build/fuzz-corpus/
	clang $(CPPFLAGS) -g -O1 -fsanitize=fuzzer,address,undefined \
	  -o build/fuzz_position tests/fuzz/fuzz_position.c \
	  $(filter-out src/main.c,$(SRCS)) $(BUILD)/catalogue.c $(LDLIBS)
	ASAN_OPTIONS=detect_leaks=1 build/fuzz_position \
	  -max_total_time=$(FUZZ_SECONDS) -max_len=4096 build/fuzz-corpus

.PHONY: fuzz
