/* The engine's runner: one command line of carcjudge run in a fresh
 * instance of the WebAssembly module, with its files in the instance's
 * in-memory file system.  Shared by the page's Worker and the Node tests.
 * A fresh instance per run is what makes exit() end only that run and
 * keeps nothing of one run for the next; the compiled module is reused,
 * so an instance costs a few milliseconds.  No rule, tile or scoring
 * knowledge here: bytes in, bytes out. */
"use strict";

/* factory: the emscripten module factory (carcjudgeModule); wasm: the
 * module's bytes. */
function carcjudgeEngine(factory, wasm) {
	const compiled = WebAssembly.compile(wasm);
	const home = "/table";
	const utf8 = new TextEncoder();

	/* A growable byte buffer: stdout and stderr arrive a byte at a time. */
	function sink() {
		let buf = new Uint8Array(4096), len = 0;
		return {
			put(b) {
				if (len === buf.length) {
					const more = new Uint8Array(buf.length * 2);
					more.set(buf);
					buf = more;
				}
				buf[len++] = b & 255;
			},
			bytes() { return buf.slice(0, len); },
		};
	}

	function bytesOf(v) {
		if (v instanceof Uint8Array)
			return v;
		if (v instanceof ArrayBuffer)
			return new Uint8Array(v);
		return utf8.encode(String(v));
	}

	function same(a, b) {
		if (a.length !== b.length)
			return false;
		for (let i = 0; i < a.length; i++)
			if (a[i] !== b[i])
				return false;
		return true;
	}

	/* Every regular file under dir, path relative to home. */
	function walk(FS, dir, rel, out) {
		for (const name of FS.readdir(dir)) {
			if (name === "." || name === "..")
				continue;
			const path = dir + "/" + name, r = rel ? rel + "/" + name : name;
			const st = FS.lstat(path);
			if (FS.isDir(st.mode))
				walk(FS, path, r, out);
			else if (FS.isFile(st.mode))
				out[r] = FS.readFile(path);
		}
		return out;
	}

	/* run(argv, files, options): the promise of {exit, stdout, stderr,
	 * files}, each output as bytes; files: those the run created or
	 * changed. */
	async function run(argv, files, options) {
		const mod = await compiled;
		const opts = options || {};
		const input = bytesOf(opts.stdin === undefined ? "" : opts.stdin);
		const out = sink(), err = sink();
		let pos = 0;
		const given = {};
		for (const [path, v] of Object.entries(files || {}))
			given[path.replace(/^(\.\/)+/, "")] = bytesOf(v);
		const m = await factory({
			noInitialRun: true,
			instantiateWasm(imports, done) {
				WebAssembly.instantiate(mod, imports)
					.then((inst) => done(inst, mod));
				return {};
			},
			/* Standard input is a file of the given bytes, never a
			 * terminal: a subcommand with no FILE reads it. */
			stdin() { return pos < input.length ? input[pos++] : null; },
			stdout(b) { if (b !== null) out.put(b); },
			stderr(b) { if (b !== null) err.put(b); },
			print() {},
			printErr() {},
			quit(status, toThrow) { throw toThrow; },
		});
		/* The environment is what options.env says, nothing else. */
		for (const k of ["USER", "LOGNAME", "PATH", "PWD", "HOME", "LANG", "_"])
			m.ENV[k] = undefined;
		for (const [k, v] of Object.entries(opts.env || {}))
			m.ENV[k] = String(v);
		const FS = m.FS;
		FS.mkdir(home);
		for (const [path, bytes] of Object.entries(given)) {
			const full = path.startsWith("/") ? path : home + "/" + path;
			const parts = full.split("/").slice(1, -1);
			let dir = "";
			for (const p of parts) {
				dir += "/" + p;
				try { FS.mkdir(dir); } catch (e) { /* already there */ }
			}
			FS.writeFile(full, bytes);
		}
		FS.chdir(home);
		let exit;
		try {
			exit = m.callMain(argv.map(String));
		} catch (e) {
			/* A trap in the engine (it should not happen): what a
			 * crashed process would show. */
			err.put(0);
			exit = 134;
			const msg = utf8.encode("carcjudge: internal error: " + e + "\n");
			const bytes = err.bytes();
			return { exit, stdout: out.bytes(), stderr: concat(bytes.subarray(0, bytes.length - 1), msg), files: {} };
		}
		const after = walk(FS, home, "", {});
		const wrote = {};
		for (const [path, bytes] of Object.entries(after))
			if (!(path in given) || !same(given[path], bytes))
				wrote[path] = bytes;
		return { exit, stdout: out.bytes(), stderr: err.bytes(), files: wrote };
	}

	function concat(a, b) {
		const c = new Uint8Array(a.length + b.length);
		c.set(a);
		c.set(b, a.length);
		return c;
	}

	return { run, ready: compiled.then(() => true) };
}

if (typeof module === "object" && module.exports)
	module.exports = carcjudgeEngine;
