/* The engine's runner: one command line of carcjudge through the library's
 * cj_run (web/wasm_run.c), with the run's files in the module's in-memory
 * file system.  Shared by the page's Worker and the Node tests.  One
 * instance serves every run (the library keeps no state between runs);
 * a run that traps leaves it for a new one.  No rule, tile or scoring
 * knowledge here: bytes in, bytes out. */
"use strict";

/* factory: the emscripten module factory (carcjudgeModule); wasm: the
 * module's bytes. */
function carcjudgeEngine(factory, wasm) {
	const compiled = WebAssembly.compile(wasm);
	const home = "/table";
	const utf8 = new TextEncoder();
	let instance = null, writes = null;

	function start() {
		return compiled.then((mod) => factory({
			instantiateWasm(imports, done) {
				WebAssembly.instantiate(mod, imports)
					.then((inst) => done(inst, mod));
				return {};
			},
			webWrite(fd, bytes) {
				writes[fd].push(bytes);
				return 0;
			},
			print() {},
			printErr() {},
		})).then((m) => {
			m.FS.mkdir(home);
			m.FS.chdir(home);
			return m;
		});
	}

	function bytesOf(v) {
		if (v instanceof Uint8Array)
			return v;
		if (v instanceof ArrayBuffer)
			return new Uint8Array(v);
		return utf8.encode(String(v));
	}

	function concat(parts) {
		let n = 0;
		for (const p of parts)
			n += p.length;
		const all = new Uint8Array(n);
		n = 0;
		for (const p of parts) {
			all.set(p, n);
			n += p.length;
		}
		return all;
	}

	function same(a, b) {
		if (a.length !== b.length)
			return false;
		for (let i = 0; i < a.length; i++)
			if (a[i] !== b[i])
				return false;
		return true;
	}

	/* Every regular file under dir, by path relative to home. */
	function walk(FS, dir, rel, out) {
		for (const name of FS.readdir(dir)) {
			if (name === "." || name === "..")
				continue;
			const path = dir + "/" + name, r = rel ? rel + "/" + name : name;
			const st = FS.lstat(path);
			if (FS.isDir(st.mode))
				walk(FS, path, r, out);
			else
				out[r] = FS.isFile(st.mode) ? FS.readFile(path) : null;
		}
		return out;
	}

	/* Empties dir, the run's working directory, for the next run. */
	function clear(FS, dir) {
		for (const name of FS.readdir(dir)) {
			if (name === "." || name === "..")
				continue;
			const path = dir + "/" + name;
			if (FS.isDir(FS.lstat(path).mode)) {
				clear(FS, path);
				FS.rmdir(path);
			} else {
				FS.unlink(path);
			}
		}
	}

	/* C strings and a NULL-ended array of them, in the module's memory. */
	function cstrings(m, list, keep) {
		const arr = m._malloc(4 * (list.length + 1));
		keep.push(arr);
		list.forEach((s, i) => {
			const b = bytesOf(s);
			const p = m._malloc(b.length + 1);
			keep.push(p);
			m.HEAPU8.set(b, p);
			m.HEAPU8[p + b.length] = 0;
			m.HEAPU32[(arr >> 2) + i] = p;
		});
		m.HEAPU32[(arr >> 2) + list.length] = 0;
		return arr;
	}

	/* run(argv, files, options): the promise of {exit, stdout, stderr,
	 * files}, outputs as bytes; files: those the run created or changed.
	 * Runs one at a time, in the order asked. */
	let queue = Promise.resolve();
	function run(argv, files, options) {
		const p = queue.then(() => runNow(argv, files, options || {}));
		queue = p.catch(() => {});
		return p;
	}

	async function runNow(argv, files, opts) {
		if (!instance)
			instance = start();
		const m = await instance;
		const FS = m.FS;
		const given = {};
		for (const [path, v] of Object.entries(files || {}))
			given[path.replace(/^(\.\/)+/, "")] = bytesOf(v);
		for (const [path, bytes] of Object.entries(given)) {
			const full = path.startsWith("/") ? path : home + "/" + path;
			let dir = "";
			for (const p of full.split("/").slice(1, -1)) {
				dir += "/" + p;
				if (!FS.analyzePath(dir).exists)
					FS.mkdir(dir);
			}
			FS.writeFile(full, bytes);
		}
		const env = Object.entries(opts.env || {})
			.filter(([, v]) => v !== undefined && v !== null)
			.map(([k, v]) => k + "=" + v);
		const input = bytesOf(opts.stdin === undefined ? "" : opts.stdin);
		const keep = [];
		writes = { 1: [], 2: [] };
		let exit;
		try {
			const args = cstrings(m, argv.map(String), keep);
			const envp = cstrings(m, env, keep);
			const inp = m._malloc(input.length + 1);
			keep.push(inp);
			m.HEAPU8.set(input, inp);
			exit = m._web_run(argv.length, args, inp, input.length, envp);
		} catch (e) {
			/* A trap in the engine: the instance is not to be
			 * trusted again.  What a crashed process would show. */
			instance = null;
			writes[2].push(utf8.encode("carcjudge: internal error: " + e + "\n"));
			return { exit: 4, stdout: concat(writes[1]), stderr: concat(writes[2]), files: {} };
		}
		for (const p of keep)
			m._free(p);
		const after = walk(FS, home, "", {});
		const wrote = {};
		for (const [path, bytes] of Object.entries(after))
			if (bytes && (!(path in given) || !same(given[path], bytes)))
				wrote[path] = bytes;
		clear(FS, home);
		for (const path of Object.keys(given))
			if (path.startsWith("/") && FS.analyzePath(path).exists)
				FS.unlink(path);
		const result = { exit, stdout: concat(writes[1]), stderr: concat(writes[2]), files: wrote };
		writes = null;
		return result;
	}

	return { run, ready: compiled.then(() => true) };
}

if (typeof module === "object" && module.exports)
	module.exports = carcjudgeEngine;
