# bash completion for carcjudge(1)                        -*- shell-script -*-
#
# Installed as share/bash-completion/completions/carcjudge, where
# bash-completion loads it on first use; it also works sourced by hand
# (`. completion/carcjudge.bash`) without bash-completion.
#
# Tile and rule ids come from the tool itself (`carcjudge tiles`,
# `carcjudge explain`), so they follow the catalogue of the binary in use.

_carcjudge_subcommands='judge fixture check explain tiles show moves apply import help'

# What a tile id and a rule id look like (EREs), to keep anything else out.
_carcjudge_tile_re='^[A-Za-z0-9][A-Za-z0-9._+/-]*$'
_carcjudge_rule_re='^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$'

# The keys of the rules: block that -r and --compare override, and the
# values each takes (default first).
_carcjudge_rule_keys='farmers tiny-city labyrinth witch cathedral-final wagon-move tunnel.tokens tunnel.variant tunnel.other-tunnels tunnel.same-tile'

_carcjudge_rule_values()
{
	case $1 in
	farmers) echo '3 2 1' ;;
	tiny-city) echo '4 2' ;;
	labyrinth) echo 'basic advanced' ;;
	witch) echo 'tiles total' ;;
	cathedral-final) echo 'tiles zero' ;;
	wagon-move) echo 'c2 c1' ;;
	tunnel.tokens) echo 'hig spielbox one-set' ;;
	tunnel.variant)
		echo 'none follower-required steal-second both-at-once no-blocking' ;;
	tunnel.other-tunnels) echo 'tokens continuous' ;;
	tunnel.same-tile) echo 'once twice' ;;
	esac
}

# _carcjudge_options SUBCOMMAND: the options it takes, short and long, as
# its getopt table and its help list them (tests/completion.bats compares
# the three); --all-rules is offered after --in-place only.
_carcjudge_options()
{
	local common='-h --help --color='
	case $1 in
	judge) echo "$common -f --format -r --rules --compare --show --max-input" ;;
	fixture) echo "$common --in-place -r --rules --max-input" ;;
	check) echo "$common -q --quiet --tap -j --jobs -r --rules --max-input" ;;
	explain) echo "$common -f --format" ;;
	tiles) echo "$common -f --format --rot --edges" ;;
	show) echo "$common -f --format -r --rules --max-input" ;;
	moves) echo "$common -f --format --write -r --rules --max-input" ;;
	apply) echo "$common --next -r --rules --max-input" ;;
	import) echo "$common --turn --scores --max-input" ;;
	help) echo "$common" ;;
	'') echo '-h --help --version --color=' ;;
	esac
}

# _carcjudge_formats SUBCOMMAND: the values of its -f.
_carcjudge_formats()
{
	case $1 in
	judge | moves) echo 'text yaml json' ;;
	tiles | explain) echo 'text json' ;;
	show) echo 'text svg' ;;
	esac
}

# _carcjudge_ids TOOL SUBCOMMAND PATTERN: the first column of every row
# that TOOL SUBCOMMAND lists, when it matches PATTERN (an ERE).  Blank,
# indented and comment lines, rules (----) and a header row (ID, TILE,
# RULE...) are skipped, as are colour codes should any slip through.
_carcjudge_ids()
{
	LC_ALL=C NO_COLOR=1 "$1" "$2" </dev/null 2>/dev/null | awk -v re="$3" '
		{ gsub(/\033\[[0-9;]*[A-Za-z]/, "") }
		NF == 0 || /^[ \t]/ || /^#/ { next }
		$1 ~ /^[-=_+|*:.]+$/ { next }
		tolower($1) ~ /^(id|ids|tile|tiles|tile-id|rule|rules|rule-id)$/ { next }
		$1 ~ re { print $1 }'
}

# _carcjudge_files EXT|-d: files named *.EXT and directories, or (-d)
# directories only, completing $cur.
_carcjudge_files()
{
	COMPREPLY=()
	if declare -F _filedir >/dev/null; then
		_filedir "$1"	# bash-completion: quoting, ~ and the like
		return
	fi
	compopt -o filenames 2>/dev/null
	if [ "$1" = -d ]; then
		mapfile -t COMPREPLY < <(compgen -d -- "$cur")
	else
		mapfile -t COMPREPLY < <(compgen -f -X "!*.$1" -- "$cur"
			compgen -d -- "$cur")
	fi
}

# _carcjudge_reply WORD...: the words that extend $cur.  Bash replaces only
# what follows the last '=' of the word (when '=' breaks words), so that
# part is cut from every reply.
_carcjudge_reply()
{
	local w head=''
	COMPREPLY=()
	[[ $COMP_WORDBREAKS == *=* && $cur == *=* ]] && head=${cur%"${cur##*=}"}
	for w in "$@"; do
		[[ $w == "$cur"* ]] && COMPREPLY+=("${w#"$head"}")
	done
	# A reply that wants more after it (KEY=, --color=, a partial
	# --edges) takes no space.
	for w in "${COMPREPLY[@]}"; do
		[[ $w == *= ]] && compopt -o nospace 2>/dev/null
	done
	return 0
}

_carcjudge()
{
	local words=() i w cur prev tool sub='' key vals v list
	# Put back together the words bash split at '=' (-r farmers=2 arrives
	# as '-r' 'farmers' '=' '2').
	for ((i = 0; i <= COMP_CWORD; i++)); do
		w=${COMP_WORDS[i]}
		if [[ $COMP_WORDBREAKS == *=* && ${#words[@]} -gt 1 &&
		    ($w == = || ${words[-1]} == *=) ]]; then
			words[-1]+=$w
		else
			words+=("$w")
		fi
	done
	cur=${words[-1]}
	prev=
	[ "${#words[@]}" -gt 1 ] && prev=${words[-2]}
	tool=${words[0]}
	[[ $tool == \~/* ]] && tool=$HOME/${tool#\~/}

	# The subcommand: the first word that is not an option (nor the
	# value of a --color given before it).
	for ((i = 1; i < ${#words[@]} - 1; i++)); do
		case ${words[i]} in
		--color) ((i++)) ;;
		-*) ;;
		*)
			sub=${words[i]}
			break
			;;
		esac
	done

	if [ -z "$sub" ]; then
		if [ "$prev" = --color ]; then
			_carcjudge_reply always never auto
			return 0
		fi
		case $cur in
		--color=*) _carcjudge_reply --color={always,never,auto} ;;
		-*) read -ra list <<<"$(_carcjudge_options '')"
			_carcjudge_reply "${list[@]}" ;;
		*) read -ra list <<<"$_carcjudge_subcommands"
			_carcjudge_reply "${list[@]}" ;;
		esac
		return 0
	fi

	# The argument of an option.
	case $prev in
	-f | --format)
		read -ra list <<<"$(_carcjudge_formats "$sub")"
		_carcjudge_reply "${list[@]}"
		return 0
		;;
	-r | --rules | --compare)
		if [[ $cur != *=* ]]; then
			read -ra list <<<"$_carcjudge_rule_keys"
			_carcjudge_reply "${list[@]/%/=}"
			return 0
		fi
		key=${cur%%=*}
		read -ra vals <<<"$(_carcjudge_rule_values "$key")"
		list=()
		if [ "$prev" = --compare ]; then
			# V1,V2...: offer the readings not listed yet.
			w=${cur#*=}
			w=${w%"${w##*,}"}
			for v in "${vals[@]}"; do
				[[ ,$w == *,$v,* ]] || list+=("$key=$w$v")
			done
		else
			list=("${vals[@]/#/$key=}")
		fi
		_carcjudge_reply "${list[@]}"
		return 0
		;;
	--rot)
		_carcjudge_reply 0 90 180 270
		return 0
		;;
	--edges)
		# NESW, one of C R F per edge: complete one letter at a time.
		# (upper or lower case, as begun).
		COMPREPLY=()
		if [[ $cur =~ ^[CRF]{0,3}$ ]]; then
			COMPREPLY=("$cur"{C,R,F})
		elif [[ $cur =~ ^[CRFcrf]{0,3}$ ]]; then
			COMPREPLY=("$cur"{c,r,f})
		elif [[ $cur =~ ^[CRFcrf]{4}$ ]]; then
			COMPREPLY=("$cur")
		fi
		[ "${#cur}" -lt 3 ] && compopt -o nospace 2>/dev/null
		return 0
		;;
	--next)
		mapfile -t list < <(_carcjudge_ids "$tool" tiles "$_carcjudge_tile_re")
		_carcjudge_reply "${list[@]}"
		return 0
		;;
	--write)
		_carcjudge_files -d
		return 0
		;;
	-j | --jobs | --turn | --max-input)
		COMPREPLY=()	# a number
		return 0
		;;
	esac

	case $cur in
	--color=*)
		_carcjudge_reply --color={always,never,auto}
		return 0
		;;
	-*)
		read -ra list <<<"$(_carcjudge_options "$sub")"
		# --all-rules only goes with --in-place.
		[[ $sub == fixture && " ${words[*]} " == *' --in-place '* ]] &&
			list+=(--all-rules)
		_carcjudge_reply "${list[@]}"
		return 0
		;;
	esac

	case $sub in
	judge | fixture | show | moves | apply) _carcjudge_files yaml ;;
	check) _carcjudge_files yaml ;;	# fixtures, or directories of them
	import) _carcjudge_files jcz ;;
	explain)
		mapfile -t list < <(_carcjudge_ids "$tool" explain "$_carcjudge_rule_re")
		_carcjudge_reply "${list[@]}"
		;;
	tiles)
		mapfile -t list < <(_carcjudge_ids "$tool" tiles "$_carcjudge_tile_re")
		_carcjudge_reply "${list[@]}"
		;;
	help)
		read -ra list <<<"$_carcjudge_subcommands"
		_carcjudge_reply "${list[@]}"
		;;
	*) COMPREPLY=() ;;	# an unknown subcommand: nothing to offer
	esac
	return 0
} &&
	complete -F _carcjudge carcjudge
