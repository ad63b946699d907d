# svg-kinds.awk PICTURE...: the few pictures (SVG files written by show -f
# svg, one element or more a line) that between them hold every kind of
# element the pictures given hold; with -v kinds=FILE, the kinds too, one a
# line, written to FILE.  A kind is an element's name and the names of its attributes, in
# order, with the values of class and xlink:href, and for path data the
# commands it uses (a run of one command counted once).  The pictures are
# chosen greedily: each time the one holding the most kinds not yet held
# (the first given, of those that hold as many).  Used by tests/svg.bats.
{
	line = $0
	while (match(line, /<[^>]*>/)) {
		tag = substr(line, RSTART, RLENGTH)
		line = substr(line, RSTART + RLENGTH)
		if (tag ~ /^<\//)
			continue
		if (match(tag, / d="[^"]*"/)) {
			d = substr(tag, RSTART + 4, RLENGTH - 5)
			gsub(/[^A-Za-z]/, "", d)
			while (gsub(/([A-Za-z])\1/, "\\1", d))
				;
			tag = substr(tag, 1, RSTART) "d=" d substr(tag, RSTART + RLENGTH)
		}
		# Every value dropped but those of class and xlink:href.
		gsub(/class="/, "class=\"=", tag)
		gsub(/href="/, "href=\"=", tag)
		gsub(/="[^="][^"]*"/, "", tag)
		gsub(/=""/, "", tag)
		if (!((FILENAME, tag) in has)) {
			has[FILENAME, tag] = 1
			held[FILENAME] = held[FILENAME] SUBSEP tag
			if (!(FILENAME in rank))
				rank[FILENAME] = ++files
		}
		all[tag] = 1
	}
}

END {
	if (kinds != "")
		for (t in all)
			print t >kinds
	for (;;) {
		best = ""
		bestn = 0
		for (f in held) {
			n = split(substr(held[f], 2), ks, SUBSEP)
			c = 0
			for (i = 1; i <= n; i++)
				if (!(ks[i] in done))
					c++
			if (c > bestn || (c == bestn && c > 0 && rank[f] < rank[best])) {
				best = f
				bestn = c
			}
		}
		if (bestn == 0)
			break
		n = split(substr(held[best], 2), ks, SUBSEP)
		for (i = 1; i <= n; i++)
			done[ks[i]] = 1
		print best
	}
}
