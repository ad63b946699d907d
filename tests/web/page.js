/* page.js NATIVE PAGE.html [SHOTS-DIR]: the page in headless Chromium,
 * driven over --remote-debugging-pipe (the DevTools protocol, no npm
 * package).  By taps it builds the README's worked example from an empty
 * board, judges it, lists moves, applies and undoes the turn, saves the
 * YAML (which the native tool must accept), opens a JCloisterZone save;
 * checks that the readings offered are the engine's table (and follow a
 * key added to it); by taps builds a turn with a tunnel token, the mage
 * and the witch and checks the engine's answer, worked out from the
 * rules; checks window.carcjudge.run against the native binary, that nothing
 * but file:, data: and blob: was requested, that nothing was logged as an
 * error, that 390x844 needs no horizontal scrolling and keeps features
 * big enough to tap; saves screenshots at 390x844 and 1280x800.  Last
 * line: "N passed, N failed". */
"use strict";
const fs = require("fs");
const os = require("os");
const path = require("path");
const { spawnSync } = require("child_process");
const browser = require("./cdp.js");

const [nativeArg, page, shotsArg] = process.argv.slice(2);
const native = path.resolve(nativeArg);
const shots = path.resolve(shotsArg || "build/web/shots");
fs.mkdirSync(shots, { recursive: true });
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cj-web-"));
const downloads = path.join(tmp, "downloads");
fs.mkdirSync(downloads);

let passed = 0, failed = 0;
function ok(cond, what, detail) {
	if (cond) {
		passed++;
		console.log("ok - " + what);
	} else {
		failed++;
		console.log("not ok - " + what + (detail ? "\n  " + String(detail).split("\n").join("\n  ") : ""));
	}
	return cond;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

(async () => {
	const b = browser(tmp);
	const requests = [], problems = [];
	b.on((m) => {
		if (m.method === "Network.requestWillBeSent")
			requests.push(m.params.request.url);
		if (m.method === "Runtime.consoleAPICalled" && (m.params.type === "error" || m.params.type === "assert"))
			problems.push("console." + m.params.type + ": " + m.params.args.map((a) => a.value || a.description).join(" "));
		if (m.method === "Runtime.exceptionThrown")
			problems.push("exception: " + JSON.stringify(m.params.exceptionDetails).slice(0, 400));
		if (m.method === "Log.entryAdded" && m.params.entry.level === "error")
			problems.push("log: " + m.params.entry.text + " " + (m.params.entry.url || ""));
		if (m.method === "Target.attachedToTarget" && m.params.targetInfo.type === "worker")
			watchWorker(m.params.sessionId);
	});
	const { targetId } = await b.send("Target.createTarget", { url: "about:blank" });
	const { sessionId: s } = await b.send("Target.attachToTarget", { targetId, flatten: true });
	const send = (m, p) => b.send(m, p, s);
	function watchWorker(ws) {
		b.send("Runtime.enable", {}, ws).catch(() => {});
		b.send("Network.enable", {}, ws).catch(() => {});
		b.send("Runtime.runIfWaitingForDebugger", {}, ws).catch(() => {});
	}
	await send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: true });
	await send("Page.enable");
	await send("Runtime.enable");
	await send("Network.enable");
	await send("Log.enable");
	await b.send("Browser.setDownloadBehavior", { behavior: "allow", downloadPath: downloads, eventsEnabled: true });
	const size = (w, h) => send("Emulation.setDeviceMetricsOverride", { width: w, height: h, deviceScaleFactor: 1, mobile: w < 600 });
	await size(390, 844);

	async function js(expr) {
		const r = await send("Runtime.evaluate", { expression: expr, awaitPromise: true, returnByValue: true });
		if (r.exceptionDetails)
			throw new Error("evaluate " + expr.slice(0, 80) + ": " + (r.exceptionDetails.exception || {}).description);
		return r.result.value;
	}
	async function until(expr, what, ms) {
		const end = Date.now() + (ms || 15000);
		while (Date.now() < end) {
			if (await js(expr))
				return true;
			await sleep(50);
		}
		throw new Error("timed out waiting for " + what);
	}
	/* A tap: the element scrolled into view, then a mouse press and
	 * release at its centre, as a finger would. */
	async function tap(sel) {
		await until(`!!document.querySelector(${JSON.stringify(sel)})`, sel);
		const r = await js(`(() => { const e = document.querySelector(${JSON.stringify(sel)});
			e.scrollIntoView({block: "center", inline: "center"});
			const b = e.getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2]; })()`);
		for (const type of ["mousePressed", "mouseReleased"])
			await send("Input.dispatchMouseEvent", { type, x: r[0], y: r[1], button: "left", clickCount: 1 });
		await settle();
	}
	/* Until the page has no run pending and has redrawn. */
	async function settle() {
		await sleep(30);
		await js(`window.carcjudge.run(["--version"], {}, {}).then(() => new Promise((r) => setTimeout(r, 30)))`);
	}
	const yaml = () => js(`document.getElementById("yaml").value`);
	const verdict = () => js(`document.getElementById("verdict").textContent`);

	const t0 = Date.now();
	await send("Page.navigate", { url: "file://" + path.resolve(page) });
	await until(`document.body && document.body.dataset.ready === "true"`, "the engine");
	console.log("# ready in " + (Date.now() - t0) + " ms");
	await until(`document.body.dataset.palette === "true"`, "the palette", 30000);

	/* window.carcjudge.run against the native binary. */
	const worked = fs.readFileSync("examples/worked.yaml", "utf8");
	const nat = (args, input) => spawnSync(native, args, { input, env: { PATH: process.env.PATH, NO_COLOR: "1" }, cwd: tmp });
	fs.writeFileSync(path.join(tmp, "p.yaml"), worked);
	let want = nat(["judge", "-f", "json", "p.yaml"]);
	let got = await js(`window.carcjudge.run(["judge", "-f", "json", "p.yaml"], {"p.yaml": ${JSON.stringify(worked)}}, {env: {NO_COLOR: "1"}})`);
	ok(got.exit === want.status && got.stdout === want.stdout.toString() && got.stderr === want.stderr.toString(),
		"run(judge -f json) is the native binary's answer", JSON.stringify(got).slice(0, 300));
	want = nat(["judge", "-"], worked);
	got = await js(`window.carcjudge.run(["judge", "-"], {}, {stdin: ${JSON.stringify(worked)}, env: {NO_COLOR: "1"}})`);
	ok(got.exit === 0 && got.stdout === want.stdout.toString(), "run reads options.stdin");
	got = await js(`window.carcjudge.run(["judge", "b.yaml"], {"b.yaml": new TextEncoder().encode(${JSON.stringify(worked)})}, {env: {NO_COLOR: "1"}})`);
	ok(got.exit === 0 && got.stdout.startsWith("Legal"), "run takes a file as a Uint8Array");
	got = await js(`window.carcjudge.run(["judge", "gone.yaml"], {}, {})`);
	ok(got.exit === 4 && got.stdout === "" && /gone\.yaml/.test(got.stderr), "the files of one run are removed after it", got.stderr);
	const hand = worked.replace(", at: [2, 0]", "").replace(/\n *deploy:.*\n/, "\n");
	fs.writeFileSync(path.join(tmp, "h.yaml"), hand);
	nat(["moves", "--write", "out", "h.yaml"]);
	const wrote = fs.readdirSync(path.join(tmp, "out")).map((n) => "out/" + n).sort().join(" ");
	got = await js(`window.carcjudge.run(["moves", "--write", "out", "h.yaml"], {"h.yaml": ${JSON.stringify(hand)}}, {})`);
	ok(got.exit === 0 && wrote !== "" && Object.keys(got.files).sort().join(" ") === wrote &&
		got.files["out/0001.yaml"] === fs.readFileSync(path.join(tmp, "out/0001.yaml"), "utf8"),
		"run returns the files the run wrote", Object.keys(got.files).join(" ") + "\n" + wrote);
	got = await js(`window.carcjudge.run(["judge", "--color=auto", "p.yaml"], {"p.yaml": ${JSON.stringify(worked.replace("road@S", "road@N"))}}, {env: {COLUMNS: "40"}})`);
	want = spawnSync(native, ["judge", "--color=auto", "q.yaml"], { input: "", env: { PATH: process.env.PATH, COLUMNS: "40" }, cwd: tmp,
		stdio: ["pipe", "pipe", "pipe"] });
	ok(got.exit === 3, "run gives the exit status of an input error", got.stderr);

	/* The worked example from an empty board, by taps. */
	await tap("#clear");
	ok(/board: \[\]/.test(await yaml()), "a new empty board");
	await tap(`[data-player="green"]`);
	ok(/players: \[red, blue, green\]/.test(await yaml()), "choosing a colour brings it into the game", await yaml());
	await tap("#undo");
	ok(/players: \[red, blue\]/.test(await yaml()), "undo takes it out again", await yaml());
	async function turn(player, tile, at, feature) {
		await tap(`[data-player="${player}"]`);
		await tap(`[data-tile="${tile}"]`);
		await until(`!!document.querySelector('#board [data-at="${at}"].fits')`, `square ${at} offered for ${tile}`);
		if (feature === "road@S")
			await shot("offered-390x844");
		await tap(`#board [data-at="${at}"].fits`);
		if (feature) {
			await tap(`[data-kind="follower"]`);
			await tap(`#board [data-at="${at}"] [data-feature="${feature}"]`);
			if (process.env.DEBUG_WEB)
				console.log(await js(`(() => { const e = document.querySelector('#board [data-at="${at}"] [data-feature="${feature}"]'); const b = e.getBoundingClientRect(); const h = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2); return [b.x, b.y, b.width, h && h.outerHTML.slice(0, 200)]; })()`), await yaml());
		}
	}
	async function apply() {
		await tap("#apply");
		await until(`!/\\naction:/.test(document.getElementById("yaml").value)`, "the applied position");
	}
	try {
		await turn("red", "D", "0,0", "road@E");
		await apply();
		await turn("blue", "W", "-1,0");
		await apply();
		await turn("blue", "U", "1,0");
		await apply();
		await turn("blue", "W", "2,0", "road@S");
		const built = await yaml();
		ok(/player: blue/.test(built) && /deploy: \{feature: road@S\}/.test(built), "the worked example's turn built by taps", built);
		await tap("#judge");
		const v = await verdict();
		fs.writeFileSync(path.join(tmp, "built.yaml"), built);
		const cli = spawnSync(native, ["judge", "built.yaml"], { env: { PATH: process.env.PATH, NO_COLOR: "1", COLUMNS: "60" }, cwd: tmp });
		const ref = spawnSync(native, ["judge", "examples/worked.yaml"], { env: { PATH: process.env.PATH, NO_COLOR: "1" } });
		ok(v === cli.stdout.toString(), "the verdict reads as the command line's", v + "\n---\n" + cli.stdout);
		const scored = (t) => t.slice(t.indexOf("Scored:"), t.indexOf("Totals:"));
		ok(v.startsWith("Legal: blue's turn may be played as given.") && scored(v) === scored(ref.stdout.toString()),
			"the judgement is the worked example's", v);
		ok(await js(`!!document.querySelector("#board svg [data-at='2,0']")`), "the picture is drawn");
		await shot("judged-390x844");
		await js(`document.getElementById("compare").value = "farmers=3,2,1"; 1`);
		await tap("#judge");
		ok(await js(`document.querySelectorAll("#verdict .compare > div").length`) === 3 &&
			/With farmers=2:/.test(await verdict()), "readings compared side by side", await verdict());
		await js(`document.getElementById("compare").value = ""; 1`);
		await tap("#moves");
		ok(/W fits at \(2,0\)/.test(await verdict()), "moves lists where the tile fits", await verdict());
		await tap("#undo");
		await tap("#judge");
		await tap("#apply");
		await until(`!/\\naction:/.test(document.getElementById("yaml").value)`, "apply");
		const after = await yaml();
		ok(/tile: W\n\s+at: \[2, 0\]/.test(after) && /red: 4/.test(after), "apply adds the tile and the score", after);
		await tap("#undo");
		ok(/deploy: \{feature: road@S\}/.test(await yaml()), "undo brings the turn back");
		await tap("#redo");
		ok(!/\naction:/.test(await yaml()), "redo applies it again");
		await tap("#undo");
		/* The keyboard: a feature takes focus, Enter takes the follower
		 * off and puts it back. */
		const enter = async () => {
			for (const type of ["keyDown", "keyUp"])
				await send("Input.dispatchKeyEvent", { type, key: "Enter", code: "Enter", windowsVirtualKeyCode: 13 });
			await settle();
		};
		const feat = `#board [data-at="2,0"] [data-feature="road@S"]`;
		await js(`document.querySelector('${feat}').focus(); 1`);
		await enter();
		const off = await yaml();
		await js(`document.querySelector('${feat}').focus(); 1`);
		await enter();
		ok(!/deploy:/.test(off) && /deploy: \{feature: road@S\}/.test(await yaml()), "a feature is reached and tapped by the keyboard", off);

		/* Save: a download the native tool accepts. */
		await tap("#save");
		let saved = null;
		for (let i = 0; i < 100 && !saved; i++) {
			const f = fs.readdirSync(downloads).filter((n) => n.endsWith(".yaml"));
			if (f.length)
				saved = path.join(downloads, f[0]);
			else
				await sleep(50);
		}
		ok(saved !== null, "Save downloads the YAML");
		if (saved) {
			const j = spawnSync(native, ["judge", saved], { env: { PATH: process.env.PATH, NO_COLOR: "1" } });
			ok(j.status === 0, "carcjudge judge accepts the saved YAML", j.stderr);
			const fx = spawnSync(native, ["fixture", saved], { env: { PATH: process.env.PATH } });
			fs.writeFileSync(path.join(tmp, "fixture.yaml"), fx.stdout);
			const c = spawnSync(native, ["check", path.join(tmp, "fixture.yaml")], { env: { PATH: process.env.PATH } });
			ok(fx.status === 0 && c.status === 0, "made a fixture, carcjudge check passes it", c.stdout + c.stderr);
		}

		/* Reload: the game is kept. */
		const before = await yaml();
		await send("Page.reload");
		await until(`document.body && document.body.dataset.ready === "true"`, "the engine after a reload");
		ok(await yaml() === before, "the position survives a reload");

		/* Editing the YAML by hand. */
		await js(`document.getElementById("yaml").value = ${JSON.stringify(worked)}; 1`);
		await tap("#judge");
		ok((await verdict()).startsWith("Legal: blue's turn"), "the edited YAML is what is judged");
		ok(await js(`!!document.querySelector("#board [data-at='2,0'] [data-feature]")`), "the edited YAML is what is drawn");

		/* A JCloisterZone save, before turn 3. */
		await until(`document.body.dataset.palette === "true"`, "the palette", 30000);
		await js(`document.getElementById("jcz-turn").value = "3"; 1`);
		const docNode = await send("DOM.getDocument", {});
		const { nodeId } = await send("DOM.querySelector", { nodeId: docNode.root.nodeId, selector: "#open" });
		const jcz = path.resolve("tests/jcz/samples/base-tunnel-2p.jcz");
		await send("DOM.setFileInputFiles", { nodeId, files: [jcz] });
		await until(`/Imported/.test(document.getElementById("verdict").textContent)`, "the import");
		const imp = await yaml();
		const cliImp = spawnSync(native, ["import", "--turn", "3", jcz]);
		ok(imp === cliImp.stdout.toString(), "a .jcz opens at the turn chosen, as import writes it", imp.slice(0, 300));
		await tap("#judge");
		ok((await verdict()).length > 0, "the imported turn is judged");

		/* The rules: keys and their values are the engine's: the page
		 * offers what `help --complete judge` lists (the completion's
		 * table), each block of dotted keys (tunnel) as a choice of its
		 * own before them, and every key to compare. */
		const table = nat(["help", "--complete", "judge"]).stdout.toString()
			.split("\n").filter((l) => l.startsWith("key ")).map((l) => l.slice(4).split(" "));
		const wantRules = [];
		for (const [key, ...vals] of table) {
			const block = key.includes(".") ? key.slice(0, key.indexOf(".")) : null;
			if (block && !wantRules.some((r) => r[0] === block))
				wantRules.push([block, "off", "on"]);
			wantRules.push([key, ...vals]);
		}
		const pageRules = await js(`Array.from(document.querySelectorAll("#rules select"), (s) =>
			[s.dataset.rule].concat(Array.from(s.options, (o) => o.value)))`);
		ok(table.length >= 10 && JSON.stringify(pageRules) === JSON.stringify(wantRules),
			"the readings are the keys and values the engine lists", JSON.stringify(pageRules) + "\n" + JSON.stringify(wantRules));
		const compares = await js(`Array.from(document.querySelectorAll("#compare option"), (o) => o.value).filter(Boolean)`);
		ok(JSON.stringify(compares) === JSON.stringify(table.map(([k, ...v]) => k + "=" + v.join(","))),
			"every key the engine lists can be compared", compares.join(" "));

		/* The Tunnel and Mage & Witch by taps, from an empty board: red
		 * lays TU1 and a red token on its east opening; blue lays MW-1
		 * east of it (a magic symbol) with the mage and a follower on
		 * its west road; red lays MW-6 west of TU1, the witch on its
		 * city, and the second red token on TU1's west opening.  From
		 * the rules: the pair links TU1's two openings (TUN-LINK), so
		 * the road from MW-6's city through TU1, underground, TU1 again
		 * to MW-1's junction has no open end and scores this turn
		 * (TUN-ROAD-COMPLETE): 3 visible tiles, TU1 once though it
		 * holds both ends of the tunnel (TUN-SCORE-SAMETILE, once), 1
		 * point each (BASE-ROAD-SCORE) and 1 per tile for the mage
		 * (MAGE-SCORE): 6 to blue, whose follower is the only one there
		 * (BASE-MAJORITY); red 0.  The mage is then set aside
		 * (MW-RETURN); the witch's city is open and she stays. */
		async function put(kind, at, feature) {
			await tap(`[data-kind="${kind}"]`);
			await tap(`#board [data-at="${at}"] [data-feature="${feature}"]`);
		}
		await tap("#clear");
		await turn("red", "TU1", "0,0");
		/* Red, with two players, owns three token sets (TUN-SETUP-TOKENS,
		 * hig: 3 each), their own and two dealt from the colours nobody
		 * plays in the order blue, yellow, grey, green, red, black
		 * round the table (carcjudge(5)): yellow to red, grey to blue,
		 * green to red.  Each tap lays the next, the player's own first,
		 * then none; the next tap starts again. */
		const laid = [];
		for (let i = 0; i < 5; i++) {
			await put("token", "0,0", "road@E");
			const m = (await yaml()).match(/token: \{color: ([a-z]+), opening: E\}/);
			laid.push(m ? m[1] : "none");
		}
		ok(laid[0] === "red" && [laid[1], laid[2]].sort().join(" ") === "green yellow" && laid[3] === "none" && laid[4] === "red",
			"a token's colour chosen by taps among the sets the player owns", laid.join(" "));
		ok(/place: \{tile: TU1, at: \[0, 0\], rot: 0\}[,\s]+token: \{color: red, opening: E\}/.test(await yaml()),
			"a tunnel token tapped onto the tile just placed", await yaml());
		await apply();
		await turn("blue", "MW-1", "1,0");
		await put("mage", "1,0", "road@W");
		await put("follower", "1,0", "road@W");
		ok(/rot: 0\}[,\s]+magic: \{figure: mage, feature: road@W\}[,\s]+deploy: \{feature: road@W\}/.test(await yaml()),
			"the mage and a follower tapped onto one road", await yaml());
		await apply();
		ok(/\{kind: mage, feature: road@W\}/.test(await yaml()) && /tokens:\n\s+- \{color: red, opening: E\}/.test(await yaml()),
			"the mage and the token stay on the board", await yaml());
		await turn("red", "MW-6", "-1,0");
		await put("witch", "-1,0", "city@N");
		await put("token", "0,0", "road@W");
		const magic = await yaml();
		ok(/place: \{tile: MW-6, at: \[-1, 0\], rot: 0\}[,\s]+magic: \{figure: witch, feature: city@N\}[,\s]+token: \{color: red, opening: W, at: \[0, 0\]\}/.test(magic),
			"the witch and a token on an earlier tile, tapped", magic);
		await tap("#judge");
		const mv = await verdict();
		fs.writeFileSync(path.join(tmp, "magic.yaml"), magic);
		const mj = spawnSync(native, ["judge", "-f", "json", "magic.yaml"], { cwd: tmp });
		const mdoc = mj.status === 0 ? JSON.parse(mj.stdout) : {};
		ok(mv.startsWith("Legal: red's turn may be played as given.") && /\n {2}\[MW-MOVE\] the witch is placed/.test(mv) &&
			/\n {2}\[TUN-LINK\] the red tokens join/.test(mv) && /\nTotals: red 0, blue 6\.\n/.test(mv),
			"the turn with the witch and the token judged: blue 6, red 0", mv);
		ok(JSON.stringify(mdoc.totals) === JSON.stringify({ red: 0, blue: 6 }) && mdoc.scores.length === 1 &&
			mdoc.scores[0].tiles === 3 && mdoc.scores[0].points === 6 && JSON.stringify(mdoc.scores[0].winners) === "[\"blue\"]" &&
			mdoc.scores[0].rules.includes("MAGE-SCORE") && mdoc.scores[0].rules.includes("TUN-SCORE-SAMETILE"),
			"the road scores 3 tiles and 3 for the mage", mj.stdout);
		await js(`document.getElementById("compare").value = "tunnel.same-tile=once,twice"; 1`);
		await tap("#judge");
		const cv = await verdict();
		ok(await js(`document.querySelectorAll("#verdict .compare > div").length`) === 2 &&
			/^With tunnel\.same-tile=once:\n[\s\S]*Totals: red 0, blue 6\.\n/.test(cv) && /\nWith tunnel\.same-tile=twice:\n/.test(cv),
			"a tunnel reading compared", cv);
		await js(`document.getElementById("compare").value = ""; document.getElementById("play").scrollIntoView(); 1`);
		await shot("magic-390x844");
		/* On a phone the board keeps a scale a finger can use (a
		 * feature's target 15 px across at least) and scrolls in its
		 * box, the page not. */
		const small = await js(`Math.min(...Array.from(document.querySelectorAll("#board [data-feature]"), (f) => f.getBoundingClientRect().width))`);
		ok(small >= 14.5, "390x844: a feature is a target a finger can tap", small);
		await apply();
		const done = await yaml();
		ok(!/kind: mage/.test(done) && /\{kind: witch, feature: city@N\}/.test(done) &&
			/tokens:\n\s+- \{color: red, opening: E\}\n\s+- \{color: red, opening: W\}/.test(done) &&
			/score:\n\s+red: 0\n\s+blue: 6/.test(done) && !/player: blue, feature/.test(done),
			"applied: the mage set aside, the witch and both tokens stay, blue 6", done);

		/* Sizes: no horizontal scrolling at 390x844; screenshots. */
		await js(`document.getElementById("tile-edges").value = "crrf"; document.getElementById("tile-edges").dispatchEvent(new Event("input")); 1`);
		await settle();
		const shown = await js(`Array.from(document.querySelectorAll("#palette [data-tile]")).filter((b) => !b.hidden).map((b) => b.dataset.tile).join(" ")`);
		ok(shown === "J PD-PORTAL-6", "the palette found by edges (tiles --edges)", shown);
		await tap("#tile-search");
		await shot("palette-390x844");
		await js(`window.scrollTo(0, 0); 1`);
		const sw = await js(`[document.documentElement.scrollWidth, window.innerWidth]`);
		ok(sw[0] <= sw[1], "390x844: no horizontal scrolling", sw.join(" > "));
		await shot("page-390x844");
		await size(1280, 800);
		await settle();
		await shot("page-1280x800");
		const sw2 = await js(`[document.documentElement.scrollWidth, window.innerWidth]`);
		ok(sw2[0] <= sw2[1], "1280x800: no horizontal scrolling", sw2.join(" > "));
		const fill = await js(`[document.querySelector("#board svg").getBoundingClientRect().width, document.getElementById("board").clientWidth]`);
		ok(Math.abs(fill[0] - fill[1]) < 2, "1280x800: the board drawn at a phone's scale fills its box again", fill.join(" vs "));

		/* A key the engine gains is on the page with no change to its
		 * script: the Worker's answer to `help --complete judge` gets
		 * one more line, as a new entry in the engine's table would
		 * print it, and the page offers the key, its values and the
		 * comparison. */
		await send("Page.addScriptToEvaluateOnNewDocument", { source: `(() => {
			const Real = window.Worker;
			window.Worker = function (url, opts) {
				const w = new Real(url, opts), asked = new Set(), post = w.postMessage.bind(w);
				w.postMessage = (m, t) => {
					if (m && m.argv && m.argv.join(" ") === "help --complete judge")
						asked.add(m.id);
					return post(m, t);
				};
				const set = Object.getOwnPropertyDescriptor(Real.prototype, "onmessage").set;
				Object.defineProperty(w, "onmessage", { set(fn) {
					set.call(w, (e) => {
						const m = e.data;
						if (m && asked.has(m.id) && m.result) {
							const more = new TextEncoder().encode("key added-key first second third\\n");
							const out = new Uint8Array(m.result.stdout.length + more.length);
							out.set(m.result.stdout);
							out.set(more, m.result.stdout.length);
							m.result.stdout = out;
						}
						fn({ data: m });
					});
				} });
				return w;
			};
		})();` });
		await send("Page.reload");
		await until(`document.body && document.body.dataset.ready === "true"`, "the engine after a reload");
		ok(await js(`JSON.stringify(Array.from(document.querySelectorAll('#rules select[data-rule="added-key"] option'), (o) => o.value))`) ===
			JSON.stringify(["first", "second", "third"]) &&
			await js(`!!document.querySelector('#compare option[value="added-key=first,second,third"]')`),
			"a key the engine adds appears on the page", await js(`document.getElementById("rules").textContent`));
	} catch (e) {
		ok(false, "the page's walk-through", e.stack);
		await shot("failure").catch(() => {});
	}
	const foreign = requests.filter((u) => !/^(file|data|blob):/.test(u));
	ok(requests.length > 0 && foreign.length === 0, "no request but file:, data: and blob:", foreign.join("\n"));
	ok(problems.length === 0, "no console error", problems.join("\n"));
	await b.close();
	try {
		fs.rmSync(tmp, { recursive: true, force: true });
	} catch (e) { /* the browser's own leftovers: only a temporary directory */ }
	console.log("# screenshots in " + shots);
	console.log(`${passed} passed, ${failed} failed`);
	process.exit(failed ? 1 : 0);

	async function shot(name) {
		const r = await send("Page.captureScreenshot", { format: "png", captureBeyondViewport: false });
		fs.writeFileSync(path.join(shots, name + ".png"), Buffer.from(r.data, "base64"));
	}
})().catch((e) => {
	console.log("not ok - the browser: " + e.stack);
	console.log(`${passed} passed, ${failed + 1} failed`);
	process.exit(1);
});
