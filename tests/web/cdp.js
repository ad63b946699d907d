/* Headless Chromium driven over --remote-debugging-pipe: the DevTools
 * protocol on fds 3 (to the browser) and 4 (from it), messages ended by
 * NUL; no npm package.  browser(TMPDIR) -> {send(method, params,
 * sessionId), on(listener), close(), stderr()}. */
"use strict";
const path = require("path");
const { spawn, spawnSync } = require("child_process");

const browserPath = ["chromium", "chromium-browser"].map((c) =>
	spawnSync("sh", ["-c", "command -v " + c]).stdout.toString().trim()).find(Boolean);

function browser(tmp) {
	const args = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
		"--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--remote-debugging-pipe",
		"--user-data-dir=" + path.join(tmp, "profile"), "about:blank"];
	const child = spawn(browserPath, args, { stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"] });
	let stderr = "";
	child.stderr.on("data", (d) => { stderr += d; });
	const toB = child.stdio[3], fromB = child.stdio[4];
	let buf = "", id = 0;
	const waiting = new Map(), listeners = [];
	fromB.on("data", (d) => {
		buf += d.toString();
		let k;
		while ((k = buf.indexOf("\0")) >= 0) {
			const msg = JSON.parse(buf.slice(0, k));
			buf = buf.slice(k + 1);
			if (msg.id && waiting.has(msg.id)) {
				const w = waiting.get(msg.id);
				waiting.delete(msg.id);
				if (msg.error)
					w.reject(new Error(w.method + ": " + msg.error.message));
				else
					w.resolve(msg.result);
			} else if (msg.method) {
				for (const l of listeners)
					l(msg);
			}
		}
	});
	function send(method, params, sessionId) {
		const m = { id: ++id, method, params: params || {} };
		if (sessionId)
			m.sessionId = sessionId;
		toB.write(JSON.stringify(m) + "\0");
		return new Promise((resolve, reject) => waiting.set(m.id, { resolve, reject, method }));
	}
	const exited = new Promise((r) => child.on("exit", r));
	return { send, on: (f) => listeners.push(f), close: () => { child.kill(); return exited; }, stderr: () => stderr };
}

module.exports = browser;
