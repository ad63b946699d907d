/* The position as YAML, both ways, for the page's own state: a writer in
 * the block style `apply` writes, and a reader of the subset positions
 * use (block and flow collections, plain and quoted scalars, comments, a
 * literal block for tiles:).  Text the reader does not follow is kept as
 * text: the engine reads it, the page only cannot edit it by taps. */
"use strict";

const cjYaml = (() => {
	const plain = /^[A-Za-z0-9_@.\/+-][A-Za-z0-9_@.\/+ -]*$/;
	const reserved = /^(true|false|null|yes|no|on|off|~|-?[0-9.]+)$/i;

	function scalar(v) {
		if (v === null)
			return "null";
		if (typeof v === "number" || typeof v === "boolean")
			return String(v);
		const s = String(v);
		if (plain.test(s) && !reserved.test(s) && !/ $/.test(s) && !/: | #/.test(s))
			return s;
		return JSON.stringify(s);
	}

	function flow(v) {
		if (Array.isArray(v))
			return "[" + v.map(flow).join(", ") + "]";
		if (v && typeof v === "object")
			return "{" + Object.entries(v).map(([k, x]) => scalar(k) + ": " + flow(x)).join(", ") + "}";
		return scalar(v);
	}

	/* Mappings and lists of mappings in block style; lists of scalars,
	 * coordinates and short mappings in flow style, as apply does. */
	function block(v, ind) {
		const pad = " ".repeat(ind);
		let out = "";
		if (Array.isArray(v)) {
			for (const x of v) {
				if (x && typeof x === "object" && !Array.isArray(x) &&
				    (!isShort(x) || Object.values(x).some(Array.isArray))) {
					const inner = block(x, ind + 4).replace(/^ {4}/, "");
					out += pad + "  - " + inner.slice(ind);
				} else {
					out += pad + "  - " + flow(x) + "\n";
				}
			}
			return out;
		}
		for (const [k, x] of Object.entries(v)) {
			if (x === undefined)
				continue;
			if (typeof x === "string" && x.includes("\n")) {
				out += pad + scalar(k) + ": |\n" + x.replace(/\n$/, "").split("\n").map((l) => pad + "  " + l).join("\n") + "\n";
			} else if (Array.isArray(x) && x.length && x.some((e) => e && typeof e === "object" && !Array.isArray(e))) {
				out += pad + scalar(k) + ":\n" + block(x, ind);
			} else if (x && typeof x === "object" && !Array.isArray(x) && !isShort(x)) {
				out += pad + scalar(k) + ":\n" + block(x, ind + 2);
			} else {
				out += pad + scalar(k) + ": " + flow(x) + "\n";
			}
		}
		return out;
	}

	/* A mapping written on one line: no nested mapping, few keys. */
	function isShort(o) {
		const vals = Object.values(o);
		return vals.length <= 3 && vals.every((x) => x === null || typeof x !== "object" ||
			(Array.isArray(x) ? x.every((e) => typeof e !== "object") : isShort(x)));
	}

	function write(doc) {
		return block(doc, 0);
	}

	/* The reader. */
	function parse(text) {
		const lines = [];
		text.replace(/\r\n?/g, "\n").split("\n").forEach((raw, i) => {
			lines.push({ raw, no: i + 1 });
		});
		let i = 0;

		function strip(s) {
			let q = null;
			for (let k = 0; k < s.length; k++) {
				const c = s[k];
				if (q) {
					if (c === "\\" && q === '"')
						k++;
					else if (c === q)
						q = null;
				} else if (c === '"' || c === "'") {
					q = c;
				} else if (c === "#" && (k === 0 || /\s/.test(s[k - 1]))) {
					return s.slice(0, k).replace(/\s+$/, "");
				}
			}
			return s.replace(/\s+$/, "");
		}
		function indentOf(s) { return s.match(/^ */)[0].length; }
		function skip() {
			while (i < lines.length) {
				const t = strip(lines[i].raw);
				if (t.trim() === "" || t.trim() === "---" || t.startsWith("%"))
					i++;
				else
					break;
			}
		}
		function fail(msg) {
			throw new Error("line " + (lines[Math.min(i, lines.length - 1)] || { no: 0 }).no + ": " + msg);
		}

		function flowValue(s) {
			let k = 0;
			function ws() { while (k < s.length && /\s/.test(s[k])) k++; }
			function val() {
				ws();
				if (s[k] === "[") {
					k++;
					const a = [];
					ws();
					if (s[k] === "]") { k++; return a; }
					for (;;) {
						a.push(val());
						ws();
						if (s[k] === ",") { k++; ws(); if (s[k] === "]") { k++; return a; } continue; }
						if (s[k] === "]") { k++; return a; }
						fail("a flow list is not closed");
					}
				}
				if (s[k] === "{") {
					k++;
					const o = {};
					ws();
					if (s[k] === "}") { k++; return o; }
					for (;;) {
						const key = atom(true);
						ws();
						if (s[k] !== ":")
							fail("a key without ':'");
						k++;
						o[key] = val();
						ws();
						if (s[k] === ",") { k++; ws(); if (s[k] === "}") { k++; return o; } continue; }
						if (s[k] === "}") { k++; return o; }
						fail("a flow mapping is not closed");
					}
				}
				return atom(false);
			}
			function atom(isKey) {
				ws();
				if (s[k] === '"' || s[k] === "'") {
					const q = s[k];
					let j = k + 1, out = "";
					while (j < s.length && s[j] !== q) {
						if (q === '"' && s[j] === "\\") {
							out += JSON.parse('"' + s.slice(j, j + 2) + '"');
							j += 2;
						} else if (q === "'" && s[j] === "'" && s[j + 1] === "'") {
							out += "'";
							j += 2;
						} else {
							out += s[j++];
						}
					}
					k = j + 1;
					return out;
				}
				let j = k;
				while (j < s.length && !(isKey ? /[:,{}\[\]]/ : /[,{}\[\]]/).test(s[j]))
					j++;
				const word = s.slice(k, j).trim();
				k = j;
				return typed(word);
			}
			const v = val();
			ws();
			if (k < s.length)
				fail("text after a value");
			return v;
		}
		function typed(w) {
			if (/^-?[0-9]+$/.test(w))
				return Number(w);
			if (w === "true" || w === "false")
				return w === "true";
			if (w === "null" || w === "~" || w === "")
				return null;
			return w;
		}
		function inline(s) {
			s = s.trim();
			if (s === "")
				return null;
			if (/^[\[{"']/.test(s))
				return flowValue(s);
			return typed(s);
		}

		/* A node whose lines are indented at least ind. */
		function node(ind) {
			skip();
			if (i >= lines.length)
				return null;
			const t = strip(lines[i].raw);
			const at = indentOf(t);
			if (at < ind)
				return null;
			if (/^\s*- /.test(t) || /^\s*-$/.test(t))
				return list(at);
			return map(at);
		}
		function list(ind) {
			const a = [];
			for (;;) {
				skip();
				if (i >= lines.length)
					return a;
				const t = strip(lines[i].raw);
				if (indentOf(t) !== ind || !/^\s*-( |$)/.test(t))
					return a;
				const rest = t.slice(ind + 1);
				const sub = rest.replace(/^ */, "");
				if (sub === "") {
					i++;
					a.push(node(ind + 1));
				} else if (/^[^\[{"'][^:]*:( |$)/.test(sub) || /^"[^"]*":( |$)/.test(sub)) {
					/* A mapping starting on the dash's line. */
					const col = ind + 1 + (rest.length - sub.length);
					lines[i] = { raw: " ".repeat(col) + sub, no: lines[i].no };
					a.push(map(col));
				} else {
					i++;
					a.push(inline(sub));
				}
			}
		}
		function map(ind) {
			const o = {};
			for (;;) {
				skip();
				if (i >= lines.length)
					return o;
				const t = strip(lines[i].raw);
				if (indentOf(t) !== ind)
					return o;
				const m = t.slice(ind).match(/^("[^"]*"|'[^']*'|[^:]+?):( (.*))?$/);
				if (!m)
					fail("expected 'key: value'");
				const key = /^["']/.test(m[1]) ? m[1].slice(1, -1) : m[1];
				const v = (m[3] || "").trim();
				i++;
				if (v === "|" || v === "|-" || v === ">") {
					const body = [];
					let bi = -1;
					while (i < lines.length) {
						const r = lines[i].raw;
						if (r.trim() === "") { body.push(""); i++; continue; }
						const n = indentOf(r);
						if (n <= ind)
							break;
						if (bi < 0)
							bi = n;
						body.push(r.slice(bi));
						i++;
					}
					while (body.length && body[body.length - 1] === "")
						body.pop();
					o[key] = body.join("\n") + (v === "|-" ? "" : "\n");
				} else if (v === "") {
					skip();
					const nt = i < lines.length ? strip(lines[i].raw) : "";
					const ni = indentOf(nt);
					if (i < lines.length && (ni > ind || (ni === ind && /^\s*- /.test(nt))))
						o[key] = node(ni);
					else
						o[key] = null;
				} else {
					o[key] = inline(v);
				}
			}
		}
		const doc = node(0);
		skip();
		if (i < lines.length)
			fail("text the page cannot follow");
		return doc;
	}

	return { write, parse, flow };
})();

if (typeof module === "object" && module.exports)
	module.exports = cjYaml;
