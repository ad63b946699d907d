#!/usr/bin/env bats
# The lists that must agree, each kept in one table: a subcommand's
# options (src/usage.c: getopt_long, the synopsis and help, the words
# `help --complete` gives completion/carcjudge.bash), which the README and
# carcjudge(1) repeat; the keys of the rules: block and their values
# (src/settings.c), which rules/rules.txt's key and reading lines and
# carcjudge(5)'s RULES section repeat.

load helper

# The subcommands, as the tool's own completion table lists them.
subcommands() {
	"$CARCJUDGE" help --complete | sed -n 's/^operand subcommands - //p'
}

# help_options SUB: the option words `help SUB` lists (-f, --format,
# --color...), one a line, sorted.
help_options() {
	"$CARCJUDGE" help "$1" | awk '
		/^  -/ { spec = $0; sub(/^  /, "", spec); sub(/   .*/, "", spec)
			n = split(spec, w, /[, =]+/)
			for (i = 1; i <= n; i++) if (w[i] ~ /^-/) print w[i] }' |
		LC_ALL=C sort -u
}

# completion_options SUB: the option words the completion script reads
# from the tool (--color= as --color), one a line, sorted.
completion_options() {
	bash --norc --noprofile -c '. "$1" || exit 9
		_carcjudge_table "$2" "$3"
		printf "%s\n" "${_cj_opts[@]}"' _ \
		"$REPO/completion/carcjudge.bash" "$CARCJUDGE" "$1" |
		awk '{ sub(/=$/, "", $1); print $1 }' | LC_ALL=C sort -u
}

@test "tables: help, the completion and getopt_long take the same options of every subcommand" {
	local sub opt help comp n=0 k=0 text line takes d=$BATS_TEST_TMPDIR
	local -a subs=() rcs
	for sub in $(subcommands); do
		text=$("$CARCJUDGE" help "$sub")
		help=$(help_options "$sub")
		comp=$(completion_options "$sub")
		[ -n "$help" ] || fail_with "$sub: help lists no option" || return 1
		[ "$comp" = "$help" ] ||
			fail_with "$sub: completion and help differ:" "$(diff <(echo "$help") <(echo "$comp"))" ||
			return 1
		# Each is an option of the subcommand's getopt_long (given a
		# value when its help shows one): every run in one process
		# (run_lines), its standard error read below.
		for opt in $help; do
			takes=
			while IFS= read -r line; do
				if [[ $line =~ ^\ \ ([^ ]*,\ )?${opt}[\ ,] || $line =~ ^\ \ -.,\ ${opt}\  ]] &&
					[[ $line =~ --[a-z-]+[\ =][A-Z] ]]; then
					takes=x
				fi
			done <<<"$text"
			[ "$opt" = --color ] && opt=--color=never
			k=$((k + 1))
			subs+=("$sub $opt")
			printf '/dev/null\t%s\t%s\t%s%s\t%s\n' "$d/$k.err" "$sub" "$opt" \
				"${takes:+$'\t'x}" "$d/none.yaml"
			n=$((n + 1))
		done
		# and one it lists not is refused.
		k=$((k + 1))
		subs+=("$sub --no-such-option")
		printf '/dev/null\t%s\t%s\t--no-such-option\n' "$d/$k.err" "$sub"
	done >"$d/lines"
	run_lines <"$d/lines" >"$d/rcs" || fail_with "run_lines: exit $?" || return 1
	mapfile -t rcs <"$d/rcs"
	[ "${#rcs[@]}" -eq "$k" ] || fail_with "${#rcs[@]} runs of $k" || return 1
	for ((k = 1; k <= ${#subs[@]}; k++)); do
		IFS= read -r -d '' stderr <"$d/$k.err" || true
		if [[ ${subs[k - 1]} == *" --no-such-option" ]]; then
			[[ $stderr == *"unknown option '--no-such-option'"* ]] ||
				fail_with "${subs[k - 1]% *} took --no-such-option: $stderr" || return 1
		else
			[[ $stderr != *"unknown option"* && $stderr != *"needs an argument"* ]] ||
				fail_with "${subs[k - 1]}: $stderr" || return 1
		fi
	done
	# The readers read something: judge alone has 10 (-f --format -r
	# --rules --compare --show --max-input --color -h --help).
	[ "$(help_options judge | tr '\n' ' ')" = "--color --compare --format --help --max-input --rules --show -f -h -r " ] ||
		fail_with "judge: $(help_options judge | tr '\n' ' ')" || return 1
	[ "$n" -gt 60 ] || fail_with "only $n options read"
}

# synopses: `carcjudge help`'s synopsis, one subcommand a line, blanks
# squeezed, the line for --help and --version left out.
synopses() {
	"$CARCJUDGE" help | awk '
		/^$/ { exit }
		{ sub(/^usage:/, ""); sub(/^ +/, ""); gsub(/ +/, " ") }
		/^carcjudge --help/ { next }
		/^carcjudge / { if (l != "") print l; l = $0; next }
		/^\[/ { l = l " " $0; next }
		{ exit }
		END { if (l != "") print l }'
}

@test "tables: the README's commands are the synopsis of carcjudge help" {
	local readme
	readme=$(awk '
		/^## The commands/ { on = 1; next }
		on && /^```$/ { if (++fence == 2) exit; next }
		on && fence == 1 {
			sub(/ +#.*/, ""); sub(/^ +/, ""); gsub(/ +/, " ")
			if ($0 == "") next
			if (/^carcjudge /) { if (l != "") print l; l = $0 }
			else l = l " " $0
		}
		END { if (l != "") print l }' "$REPO/README.md")
	[ -n "$readme" ] || fail_with "no commands read from README.md" || return 1
	[ "$readme" = "$(synopses)" ] ||
		fail_with "README.md and carcjudge help differ:" "$(diff <(synopses) <(echo "$readme"))"
}

# man_options SUB: the options carcjudge(1)'s SYNOPSIS gives SUB (every
# line for it), one a line, sorted.
man_options() {
	awk -v sub_="$1" '
		/^\.Sh SYNOPSIS/ { on = 1; next }
		/^\.Sh / { on = 0 }
		!on { next }
		/^\.Nm/ { cur = ""; next }
		/^\.Cm / && cur == "" { cur = $2; next }
		cur == sub_ {
			for (i = 1; i < NF; i++)
				if ($i == "Fl" || $i == ".Fl") { o = $(i + 1); gsub(/\\/, "", o)
					print "-" o }
		}' "$REPO/man/carcjudge.1" | LC_ALL=C sort -u
}

@test "tables: carcjudge(1)'s SYNOPSIS gives every subcommand the options its help does" {
	local sub help man n=0
	for sub in $(subcommands); do
		n=$((n + 1))
		# A short option stands for its long one; -h, --help and
		# --color go without saying.
		help=$("$CARCJUDGE" help "$sub" | awk '/^  -/ { print $1 }' |
			sed 's/,$//; s/=.*//' | grep -vxE -- '-h|--color' |
			LC_ALL=C sort -u)
		man=$(man_options "$sub")
		[ "$man" = "$help" ] ||
			fail_with "$sub: carcjudge(1) and help differ:" "$(diff <(echo "$help") <(echo "$man"))" ||
			return 1
	done
	# Every subcommand was compared: judge fixture check explain tiles
	# show moves apply import help.
	[ "$n" -ge 10 ] || fail_with "only $n subcommands compared" || return 1
	[ "$(man_options import | tr '\n' ' ')" = "--max-input --scores --turn " ] ||
		fail_with "import: $(man_options import | tr '\n' ' ')"
}

# rules_disagree TABLE RULES-TXT MAN5: what the three say differently of
# the rules: keys, one line each: TABLE's lines are "KEY VALUE..." (the
# default first), in the tool's order; carcjudge(5)'s RULES section must
# list the same keys in the same order (a nested key under its block),
# each with the same values; in rules.txt, every `key` must be one of them
# and its `reading` lines that key's values in order, the default first,
# and each value of each key must be some rule's reading.
rules_disagree() {
	awk '
		/^\.Sh RULES/ { on = 1; next }
		/^\.Sh / { on = 0 }
		!on { next }
		/^\.Bl / { stack[++depth] = prefix
			if (pending != "") prefix = prefix pending "."
			pending = ""; next }
		/^\.El/ { prefix = stack[depth--]; next }
		/^\.It Ic / {
			line = $0; sub(/^\.It Ic /, "", line); pending = ""
			if (line !~ / : Cm /) { pending = line; next }
			key = line; sub(/ : Cm .*/, "", key)
			vals = line; sub(/^.* : Cm /, "", vals); gsub(/ \| /, " ", vals)
			print prefix key " " vals
		}' "$3" >"$BATS_TEST_TMPDIR/man-keys"
	awk '
		/^rule / { id = $2; key = ""; next }
		/^key / { key = $2; printf "%s%s %s", n++ ? "\n" : "", id, key; next }
		/^reading / && key != "" { printf " %s", $2 }
		END { if (n) print "" }' "$2" >"$BATS_TEST_TMPDIR/rule-keys"
	diff "$1" "$BATS_TEST_TMPDIR/man-keys" | sed -n 's/^> /carcjudge(5) has: /p; s/^< /carcjudge(5) lacks: /p'
	awk '
		FILENAME == ARGV[1] { nkeys++; order[nkeys] = $1
			for (i = 2; i <= NF; i++) { at[$1, $i] = i - 1 }
			nv[$1] = NF - 1; def[$1] = $2; next }
		{ id = $1; key = $2
		  if (nv[key] == "") { print "rules.txt: " id ": key " key " is not a rules: key"; next }
		  if ($3 != def[key]) print "rules.txt: " id ": " key "'"'"'s first reading " $3 " is not its default " def[key]
		  last = 0
		  for (i = 3; i <= NF; i++) {
			if (!((key, $i) in at)) { print "rules.txt: " id ": " key " has no value " $i; continue }
			if (at[key, $i] <= last) print "rules.txt: " id ": " key "=" $i " out of the order of its values"
			last = at[key, $i]; given[key, $i] = 1
		  } }
		END { for (k = 1; k <= nkeys; k++) for (v in at) {
			split(v, kv, SUBSEP)
			if (kv[1] == order[k] && !(v in given))
				print "rules.txt: no rule gives the reading " kv[1] "=" kv[2] } }' \
		"$1" "$BATS_TEST_TMPDIR/rule-keys"
}

@test "tables: the rules: keys and values of the tool, rules.txt and carcjudge(5) agree" {
	local table="$BATS_TEST_TMPDIR/table" bad
	"$CARCJUDGE" help --complete judge | sed -n 's/^key //p' >"$table"
	[ "$(wc -l <"$table")" -ge 10 ] || fail_with "the tool lists $(wc -l <"$table") keys" ||
		return 1
	grep -qx 'tunnel.tokens hig spielbox one-set' "$table" ||
		fail_with "no tunnel.tokens in: $(cat "$table")" || return 1
	bad=$(rules_disagree "$table" "$REPO/rules/rules.txt" "$REPO/man/carcjudge.5")
	[ -z "$bad" ] || fail_with "$bad" || return 1
	# The comparison sees a difference when there is one: a value gone
	# from carcjudge(5), a reading misspelt in rules.txt, a value no rule
	# reads.
	sed 's/^\(\.It Ic witch : Cm tiles\) | total/\1/' "$REPO/man/carcjudge.5" >"$BATS_TEST_TMPDIR/man5"
	sed 's/^reading spielbox /reading spielbax /' "$REPO/rules/rules.txt" >"$BATS_TEST_TMPDIR/rules.txt"
	sed 's/^farmers 3 2 1$/farmers 3 2 1 0/' "$table" >"$BATS_TEST_TMPDIR/table2"
	bad=$(rules_disagree "$BATS_TEST_TMPDIR/table2" "$BATS_TEST_TMPDIR/rules.txt" "$BATS_TEST_TMPDIR/man5")
	[[ $bad == *"carcjudge(5) lacks: witch tiles total"* ]] &&
		[[ $bad == *"carcjudge(5) has: witch tiles"* ]] &&
		[[ $bad == *"tunnel.tokens has no value spielbax"* ]] &&
		[[ $bad == *"no rule gives the reading tunnel.tokens=spielbox"* ]] &&
		[[ $bad == *"no rule gives the reading farmers=0"* ]] ||
		fail_with "differences not seen:" "$bad"
}

@test "tables: an option's values are the words its table gives, no more, no fewer" {
	local sub line f words w sentence i n=0
	for sub in $(subcommands); do
		while read -r line; do
			read -ra f <<<"$line"
			[ "${f[1]}" = words ] || continue
			words=("${f[@]:3}")
			# The refusal lists them: "a, b or c".
			sentence=${words[0]}
			for ((i = 1; i < ${#words[@]}; i++)); do
				if ((i + 1 < ${#words[@]})); then
					sentence+=", ${words[i]}"
				else
					sentence+=" or ${words[i]}"
				fi
			done
			if [[ ${f[0]} == *= ]]; then
				cj "$sub" "${f[0]}bogus" "$BATS_TEST_TMPDIR/none.yaml" </dev/null
			else
				cj "$sub" "${f[0]}" bogus "$BATS_TEST_TMPDIR/none.yaml" </dev/null
			fi
			[[ $stderr == *"'bogus': $sentence"* ]] ||
				fail_with "$sub ${f[0]}: not '$sentence':" "$stderr" || return 1
			for w in "${words[@]}"; do
				if [[ ${f[0]} == *= ]]; then
					cj "$sub" "${f[0]}$w" "$BATS_TEST_TMPDIR/none.yaml" </dev/null
				else
					cj "$sub" "${f[0]}" "$w" "$BATS_TEST_TMPDIR/none.yaml" </dev/null
				fi
				[[ $stderr != *"'$w': "* ]] ||
					fail_with "$sub ${f[0]} $w refused:" "$stderr" || return 1
				n=$((n + 1))
			done
		done < <("$CARCJUDGE" help --complete "$sub")
	done
	# -f of judge, moves (3 each, twice: -f, --format), explain, tiles,
	# show (2 each, twice), tiles --rot (4), --color (3, ten times).
	[ "$n" -ge 58 ] || fail_with "only $n values tried"
}
