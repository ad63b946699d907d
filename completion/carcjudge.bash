# bash completion for carcjudge(1)                        -*- shell-script -*-
#
# Installed as share/bash-completion/completions/carcjudge, where
# bash-completion loads it on first use; it also works sourced by hand
# (`. completion/carcjudge.bash`) without bash-completion.
#
# Everything comes from the tool itself: the subcommands, their options,
# the values those take and the rules: keys from `carcjudge help
# --complete`, tile and rule ids from `carcjudge tiles` and `carcjudge
# explain`; so they follow the binary in use.

# What a tile id and a rule id look like (EREs), to keep anything else out.
_carcjudge_tile_re='^[A-Za-z0-9][A-Za-z0-9._+/-]*$'
_carcjudge_rule_re='^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$'

# _carcjudge_table TOOL [SUBCOMMAND]: what the tool says of its options,
# from the one table it reads them with (`TOOL help --complete
# [SUBCOMMAND]`, carcjudge(1)), into the caller's _cj_opts (a line per
# option word: WORD OFFER AFTER [VALUE...], --color= for an option whose
# value follows '='), _cj_operand (OFFER - [VALUE...]: what the operands
# are) and _cj_keys (KEY VALUE..., the rules: keys and their values,
# default first).  OFFER says what to complete: none, words (the VALUEs),
# rules (KEY=VALUE), readings (KEY=V1,V2...), number, edges, tiles, dir,
# yaml, jcz, rule-ids, subcommands; AFTER, when not '-', is the option
# that must come first (fixture's --all-rules goes with --in-place).
_carcjudge_table()
{
	local line
	_cj_opts=() _cj_keys=() _cj_operand=''
	while IFS= read -r line; do
		case $line in
		-*) _cj_opts+=("$line") ;;
		'operand '*) _cj_operand=${line#operand } ;;
		'key '*) _cj_keys+=("${line#key }") ;;
		esac
	done < <(LC_ALL=C NO_COLOR=1 "$1" help --complete ${2:+"$2"} \
		</dev/null 2>/dev/null)
}

# _carcjudge_option WORD: the table's line for option WORD (--color, given
# apart from its value, is --color=); fails when there is none.
_carcjudge_option()
{
	local line
	for line in "${_cj_opts[@]}"; do
		if [[ $line == "$1 "* || $line == "$1= "* ]]; then
			printf '%s\n' "$line"
			return 0
		fi
	done
	return 1
}

# _carcjudge_options WORD...: the option words of the table, those that go
# with another option only when that one is among WORD... (the line).
_carcjudge_options()
{
	local line f
	for line in "${_cj_opts[@]}"; do
		read -ra f <<<"$line"
		[[ ${f[2]} == - || " $* " == *" ${f[2]} "* ]] && echo "${f[0]}"
	done
}

# _carcjudge_values KEY: the values of rules: key KEY.
_carcjudge_values()
{
	local line
	for line in "${_cj_keys[@]}"; do
		[[ $line == "$1 "* ]] && echo "${line#"$1 "}"
	done
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
	local words=() i w cur prev tool sub='' key vals v list line offer
	local _cj_opts=() _cj_keys=() _cj_operand=''
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
	# The tool's own options and the subcommands, or the subcommand's.
	_carcjudge_table "$tool" "$sub"

	# The value of an option: the word after it, or after its '='.
	if [[ $prev == -* ]] && line=$(_carcjudge_option "$prev"); then
		w=''
	elif [[ $cur == --*=* ]] && line=$(_carcjudge_option "${cur%%=*}"); then
		w=${cur%%=*}=
	else
		line=''
	fi
	read -ra vals <<<"$line"
	offer=${vals[1]-}
	vals=("${vals[@]:3}")
	case $offer in
	words)
		_carcjudge_reply "${vals[@]/#/$w}"
		return 0
		;;
	rules | readings)
		if [[ $cur != *=* ]]; then
			mapfile -t list < <(for line in "${_cj_keys[@]}"; do
				echo "${line%% *}="; done)
			_carcjudge_reply "${list[@]}"
			return 0
		fi
		key=${cur%%=*}
		read -ra vals <<<"$(_carcjudge_values "$key")"
		list=()
		if [ "$offer" = readings ]; then
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
	edges)
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
	tiles)
		mapfile -t list < <(_carcjudge_ids "$tool" tiles "$_carcjudge_tile_re")
		_carcjudge_reply "${list[@]}"
		return 0
		;;
	dir)
		_carcjudge_files -d
		return 0
		;;
	number)
		COMPREPLY=()
		return 0
		;;
	esac

	if [[ $cur == -* ]]; then
		mapfile -t list < <(_carcjudge_options "${words[@]}")
		_carcjudge_reply "${list[@]}"
		return 0
	fi

	read -ra vals <<<"$_cj_operand"
	case ${vals[0]-} in
	yaml) _carcjudge_files yaml ;;	# positions, or directories of them
	jcz) _carcjudge_files jcz ;;
	rule-ids)
		mapfile -t list < <(_carcjudge_ids "$tool" explain "$_carcjudge_rule_re")
		_carcjudge_reply "${list[@]}"
		;;
	tiles)
		mapfile -t list < <(_carcjudge_ids "$tool" tiles "$_carcjudge_tile_re")
		_carcjudge_reply "${list[@]}"
		;;
	subcommands) _carcjudge_reply "${vals[@]:2}" ;;
	*) COMPREPLY=() ;;	# an unknown subcommand: nothing to offer
	esac
	return 0
} &&
	complete -F _carcjudge carcjudge
