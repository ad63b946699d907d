/* compare.js NATIVE MODULE.js: every fixture, golden and invalid input of
 * the suite run through the WebAssembly build (in Node, by the page's own
 * runner, web/engine.js) and through the native binary NATIVE; exit
 * status, standard output and standard error must be the same bytes (an
 * exit-4 system error's wording aside).  Run from the repository's root.
 * The last line is "N passed, N failed". */
"use strict";
const fs = require("fs");
const path = require("path");
const { spawnSync } = require("child_process");

const [native, glue] = process.argv.slice(2);
const factory = require(path.resolve(glue));
const engine = require(path.resolve("web/engine.js"))(factory,
	fs.readFileSync(glue.replace(/\.js$/, ".wasm")));

/* The files an argument names, as the run's own files (a directory with
 * everything under it). */
function filesOf(args) {
	const files = {};
	function add(p) {
		const st = fs.statSync(p, { throwIfNoEntry: false });
		if (!st)
			return;
		if (st.isDirectory()) {
			for (const n of fs.readdirSync(p))
				add(path.join(p, n));
		} else if (st.isFile()) {
			files[p] = fs.readFileSync(p);
		}
	}
	for (const a of args)
		if (!a.startsWith("-") && a.length < 200)
			add(a);
	return files;
}

/* A manifest line's words after its status: [ARGS, {stdin, env}], its
 * settings (<FILE, <<TEXT, NAME=VALUE) taken off the front and 2>ERR
 * dropped (tests/golden/MANIFEST says what each means). */
function manifestRun(words) {
	const run = { env: {} };
	let i = 0;
	for (; i < words.length; i++) {
		const w = words[i], eq = /^[A-Z0-9_]+=/.exec(w);
		if (w.startsWith("2>"))
			continue;
		if (w.startsWith("<<"))
			run.stdin = Buffer.from(w.slice(2).replace(/\\(0[0-7]{0,3}|.)/g,
				(_, e) => e === "n" ? "\n" : e === "t" ? "\t" :
					e[0] === "0" ? String.fromCharCode(parseInt(e, 8)) : e));
		else if (w.startsWith("<"))
			run.stdin = fs.readFileSync(w.slice(1));
		else if (eq)
			run.env[eq[0].slice(0, -1)] = w.slice(eq[0].length);
		else
			break;
	}
	return [words.slice(i), run];
}

/* Every command line to compare, once each, with its standard input and
 * environment. */
function cases() {
	const list = [], seen = new Set();
	const push = (args, run) => {
		const k = JSON.stringify([args, run || {}]);
		if (!seen.has(k)) {
			seen.add(k);
			list.push([args, run || {}]);
		}
	};
	const walk = (d) => fs.readdirSync(d).sort().flatMap((n) => {
		const p = path.join(d, n);
		return fs.statSync(p).isDirectory() ? walk(p) : [p];
	});
	for (const f of walk("fixtures").filter((p) => p.endsWith(".yaml"))) {
		push(["judge", f]);
		if (!f.startsWith("fixtures/invalid/"))
			push(["check", f]);
	}
	for (const line of fs.readFileSync("tests/golden/MANIFEST", "utf8").split("\n")) {
		if (line === "" || line.startsWith("#"))
			continue;
		push(...manifestRun(line.trim().split(/\s+/).slice(2)));
	}
	for (const f of walk("tests/jcz/samples").filter((p) => p.endsWith(".jcz"))) {
		push(["import", f]);
		push(["import", "--turn", "2", f]);
	}
	push(["check", "fixtures/base"]);
	push(["check", "-j", "2", "fixtures/tunnel"]);
	push(["tiles"]);
	push(["tiles", "--edges", "CRRF"]);
	push(["explain", "BASE-ROAD-SCORE"]);
	push(["--help"]);
	push(["--version"]);
	push([]);
	push(["no-such-subcommand"]);
	return list;
}

function same(a, b) {
	return Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0;
}

(async () => {
	let passed = 0, failed = 0;
	const env = { NO_COLOR: "1" };
	const t0 = Date.now();
	for (const [args, run] of cases()) {
		const runEnv = { ...env, ...run.env };
		const n = spawnSync(native, args, { env: { ...runEnv, PATH: process.env.PATH },
			input: run.stdin || "" });
		const w = await engine.run(args, filesOf(args), { env: runEnv, stdin: run.stdin });
		const why = [];
		if (n.status !== w.exit)
			why.push(`exit ${n.status} native, ${w.exit} wasm`);
		if (!same(n.stdout, w.stdout))
			why.push("standard output differs");
		if (!(n.status === 4 && w.exit === 4) && !same(n.stderr, w.stderr))
			why.push("standard error differs");
		if (why.length === 0) {
			passed++;
			continue;
		}
		failed++;
		console.log(`not ok: carcjudge ${args.join(" ")}: ${why.join("; ")}`);
		const show = (tag, a, b) => {
			if (same(a, b))
				return;
			console.log(`  native ${tag}: ${JSON.stringify(Buffer.from(a).toString().slice(0, 300))}`);
			console.log(`  wasm   ${tag}: ${JSON.stringify(Buffer.from(b).toString().slice(0, 300))}`);
		};
		show("stdout", n.stdout, w.stdout);
		show("stderr", n.stderr, w.stderr);
	}
	console.log(`web: the WebAssembly build against the native binary, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
	console.log(`${passed} passed, ${failed} failed`);
	process.exitCode = failed ? 1 : 0;
})();
