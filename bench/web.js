/* web.js NATIVE-MS BOARD.yaml ROUNDS MODULE.js PAGE.html: the page's
 * budgets (make bench-web, bench/web): the WebAssembly build's CPU time
 * for one judge -f json of BOARD.yaml (in Node, the page's own runner,
 * after 20 warm-up calls) against NATIVE-MS, the library's native time for
 * the same call; the page's time to ready from file:// in headless
 * Chromium (median of 5 loads); its size gzipped. */
"use strict";
const fs = require("fs");
const os = require("os");
const path = require("path");
const zlib = require("zlib");
const browser = require("../tests/web/cdp.js");

const [nativeMs, board, roundsArg, glue, page] = process.argv.slice(2);
const rounds = Number(roundsArg);

(async () => {
	const engine = require("../web/engine.js")(require(path.resolve(glue)),
		fs.readFileSync(glue.replace(/\.js$/, ".wasm")));
	const files = { "b.yaml": fs.readFileSync(board) };
	const argv = ["judge", "-f", "json", "b.yaml"];
	/* V8 compiles WebAssembly quickly first and optimises hot functions
	 * later: the budget is about the steady state, as native's is. */
	for (let i = 0; i < 20; i++)
		await engine.run(argv, files, {});
	const c0 = process.cpuUsage();
	for (let i = 0; i < rounds; i++)
		await engine.run(argv, files, {});
	const c = process.cpuUsage(c0);
	const wasmMs = (c.user + c.system) / 1000 / rounds;
	const ratio = wasmMs / Number(nativeMs);
	console.log(`judge -f json, ${path.basename(board)}: native ${Number(nativeMs).toFixed(2)} ms, ` +
		`WebAssembly ${wasmMs.toFixed(2)} ms CPU, ratio ${ratio.toFixed(2)} (budget 3)`);

	const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cj-bench-"));
	const b = browser(tmp);
	const { targetId } = await b.send("Target.createTarget", { url: "about:blank" });
	const { sessionId } = await b.send("Target.attachToTarget", { targetId, flatten: true });
	const send = (m, p) => b.send(m, p, sessionId);
	await send("Page.enable");
	const times = [];
	for (let i = 0; i < 5; i++) {
		await send("Runtime.evaluate", { expression: "try { localStorage.clear() } catch (e) {}" });
		const t0 = Date.now();
		await send("Page.navigate", { url: "file://" + path.resolve(page) });
		for (;;) {
			const r = await send("Runtime.evaluate", { expression: "!!(document.body && document.body.dataset.ready)", returnByValue: true });
			if (r.result.value)
				break;
			await new Promise((res) => setTimeout(res, 5));
		}
		times.push(Date.now() - t0);
	}
	await b.close();
	fs.rmSync(tmp, { recursive: true, force: true });
	times.sort((x, y) => x - y);
	console.log(`ready from file://: median ${times[2]} ms of ${times.join(", ")} (budget 1000)`);
	const gz = zlib.gzipSync(fs.readFileSync(page), { level: 9 }).length;
	console.log(`page: ${(fs.statSync(page).size / 1024).toFixed(0)} KiB, gzipped ${(gz / 1024).toFixed(0)} KiB (budget 350 KB = ${(350000 / 1024).toFixed(0)} KiB)`);
})();
