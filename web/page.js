/* The page: a position built by taps, and the engine's answers to it.
 * Every question goes to the engine (window.carcjudge.run, the command
 * line's own subcommands in a Worker); the page keeps the position, draws
 * what the engine draws, and knows no rule, tile or score of its own. */
"use strict";

/* The engine in a Worker from a blob: URL (works from file://). */
const engine = (() => {
	const b64 = document.getElementById("wasm").textContent.trim();
	const bin = atob(b64);
	const wasm = new Uint8Array(bin.length);
	for (let i = 0; i < bin.length; i++)
		wasm[i] = bin.charCodeAt(i);
	const src = document.getElementById("worker-src").textContent;
	const url = URL.createObjectURL(new Blob([src], { type: "text/javascript" }));
	const worker = new Worker(url);
	const pending = new Map();
	let next = 1;
	let readyResolve;
	const ready = new Promise((r) => { readyResolve = r; });
	worker.onmessage = (e) => {
		const m = e.data;
		if (m.ready) {
			readyResolve(true);
			return;
		}
		const p = pending.get(m.id);
		pending.delete(m.id);
		if (m.error)
			p.reject(new Error(m.error));
		else
			p.resolve(m.result);
	};
	worker.onerror = (e) => {
		document.getElementById("status").textContent = "the engine could not start: " + (e.message || "this browser refused it");
	};
	worker.postMessage({ init: wasm }, [wasm.buffer]);
	const strict = new TextDecoder("utf-8", { fatal: true });
	const loose = new TextDecoder();
	const text = (b) => loose.decode(b);
	/* A file the run wrote: text when it is UTF-8, else its bytes. */
	const fileOut = (b) => { try { return strict.decode(b); } catch (e) { return b; } };
	function run(argv, files, options) {
		const id = next++;
		const opts = options || {};
		const msg = {
			id, argv: Array.from(argv || [], String), files: {},
			options: { env: Object.assign({}, opts.env || {}) },
		};
		/* Bytes as given (any typed array or ArrayBuffer), else text. */
		const bytes = (v) => (v instanceof ArrayBuffer ? new Uint8Array(v) :
			ArrayBuffer.isView(v) ? new Uint8Array(v.buffer, v.byteOffset, v.byteLength) : String(v));
		for (const [k, v] of Object.entries(files || {}))
			msg.files[k] = bytes(v);
		if (opts.stdin !== undefined && opts.stdin !== null)
			msg.options.stdin = bytes(opts.stdin);
		return new Promise((resolve, reject) => {
			pending.set(id, { resolve, reject });
			worker.postMessage(msg);
		}).then((r) => {
			const out = {};
			for (const [k, v] of Object.entries(r.files))
				out[k] = fileOut(v);
			return { exit: r.exit, stdout: text(r.stdout), stderr: text(r.stderr), files: out };
		});
	}
	return { run, ready };
})();

window.carcjudge = { run: engine.run, ready: engine.ready };

const $ = (s) => document.querySelector(s);
const COLOURS = ["red", "blue", "green", "yellow", "black", "grey"];
const SWATCH = { red: "#d0312d", blue: "#2a5db0", green: "#2e8b3a", yellow: "#e8c21a", black: "#222", grey: "#8a8a8a" };
const KINDS = ["follower", "large", "wagon", "mage", "witch", "token"];
/* The rules: block's keys and their values, default first, as the engine
 * lists them (readRules): [key, [values]], a block (tunnel) as [block,
 * ["off", "on"]] before its first dotted key. */
let readings = null;
const blocks = new Set();
const STORE = "carcjudge.page.v1";

/* The page's state: the position (a parsed document), its YAML text
 * when the page could not parse it, and undo/redo of the YAML. */
let doc = { players: ["red", "blue"], board: [] };
let rawYaml = null;
/* The text of a position the engine or the user wrote, shown as it was
 * until a tap changes the position. */
let shownYaml = null;
const undoStack = [], redoStack = [];
let kind = "follower", actor = "red", lastFile = "position.yaml";
let placements = null;	/* moves' placements for the tile in hand */

function yamlNow() {
	return rawYaml !== null ? rawYaml : shownYaml !== null ? shownYaml : cjYaml.write(doc);
}

function save() {
	try {
		localStorage.setItem(STORE, JSON.stringify({ yaml: yamlNow(), kind, actor, undo: undoStack.slice(-50), redo: redoStack.slice(-50) }));
	} catch (e) { /* storage full or off: the game goes on */ }
}

function load() {
	try {
		const s = JSON.parse(localStorage.getItem(STORE) || "null");
		if (!s)
			return;
		setYaml(s.yaml, false);
		kind = s.kind || kind;
		actor = s.actor || actor;
		undoStack.push(...(s.undo || []));
		redoStack.push(...(s.redo || []));
	} catch (e) { /* a damaged entry: start afresh */ }
}

/* Takes YAML text as the position; true when the page can edit it. */
function setYaml(text, record) {
	if (record)
		remember();
	try {
		const d = cjYaml.parse(text);
		if (!d || typeof d !== "object" || Array.isArray(d))
			throw new Error("not a mapping");
		doc = d;
		rawYaml = null;
		shownYaml = text;
	} catch (e) {
		rawYaml = text;
		shownYaml = null;
	}
	placements = null;
}

function remember() {
	undoStack.push(yamlNow());
	redoStack.length = 0;
	shownYaml = null;
}

function change(fn) {
	remember();
	fn();
	placements = null;
	refresh();
}

function players() {
	const p = doc.players || [];
	return p.map((x) => (typeof x === "string" ? x : x.color));
}

/* The players as these colours: those already playing keep their turn
 * order and their entries (tunnel-sets), new ones come last. */
function setPlayers(colours) {
	const kept = (doc.players || []).filter((x) => colours.includes(typeof x === "string" ? x : x.color));
	const have = kept.map((x) => (typeof x === "string" ? x : x.color));
	doc.players = kept.concat(colours.filter((c) => !have.includes(c)));
}

function turn() {
	const a = doc.action;
	return a && typeof a === "object" ? a : null;
}

function status(s) {
	$("#status").textContent = s;
}

/* The YAML as edited in its box, when it differs from the position:
 * what is asked next is what the box says. */
function takeEdits() {
	const text = $("#yaml").value;
	if (text !== yamlNow()) {
		setYaml(text, true);
		refresh();
	}
}

/* One run on the position on screen. */
function ask(argv, extra) {
	takeEdits();
	const files = Object.assign({ [lastFile]: yamlNow() }, extra || {});
	return engine.run(argv.concat([lastFile]), files, { env: { NO_COLOR: "1" } });
}

function say(text, html) {
	const v = $("#verdict");
	if (html)
		v.innerHTML = html;
	else
		v.textContent = text;
	/* On a phone the answer is below the buttons: bring it up. */
	v.scrollIntoView({ block: "nearest", behavior: "instant" });
}

/* The board as the engine draws it, made tappable. */
async function drawBoard(extraArgs) {
	const board = $("#board");
	if (rawYaml === null && !(doc.board && doc.board.length) && !turn()) {
		board.innerHTML = "";
		$("#hint").textContent = "Choose a tile in the palette: the squares where it fits are marked.";
		return;
	}
	const r = await ask(["show", "-f", "svg"].concat(extraArgs || []));
	if (r.exit !== 0) {
		board.textContent = r.stderr;
		return;
	}
	board.innerHTML = r.stdout.replace(/^[\s\S]*?(<svg)/, "$1");
	const svg = board.querySelector("svg");
	if (!svg)
		return;
	svg.setAttribute("role", "img");
	svg.setAttribute("aria-label", "The board");
	fitBoard();
	const t = turn();
	for (const sq of svg.querySelectorAll("[data-at]")) {
		const at = sq.getAttribute("data-at");
		const fits = sq.classList.contains("fits");
		if (fits) {
			sq.setAttribute("tabindex", "0");
			sq.setAttribute("role", "button");
			sq.setAttribute("aria-label", "place the tile at (" + at + ")");
			sq.addEventListener("click", () => placeAt(at));
			sq.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); placeAt(at); } });
		}
		if (t && t.place && t.place.at && String(t.place.at) === at && sq.classList.contains("tile")) {
			/* A tap on the placed tile, off its features, turns it. */
			sq.classList.add("pending");
			sq.addEventListener("click", rotate);
		}
	}
	for (const f of svg.querySelectorAll("[data-feature]")) {
		const sq = f.closest("[data-at]");
		if (!sq)
			continue;
		const at = sq.getAttribute("data-at");
		const name = f.getAttribute("data-feature");
		f.setAttribute("tabindex", "0");
		f.setAttribute("role", "button");
		f.setAttribute("aria-label", name + " at (" + at + ")");
		f.addEventListener("click", (e) => { e.stopPropagation(); tapFeature(at, name); });
		f.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); tapFeature(at, name); } });
	}
	const tp = t && t.place;
	if (svg.classList.contains("wide") && tp && tp.at)
		centreInBoard(board.querySelector("[data-at=\"" + tp.at + "\"]"));
	else if (svg.classList.contains("wide") && svg.getAttribute("viewBox") !== lastViewBox)
		centreInBoard(svg.querySelector(".tiles"));
	lastViewBox = svg.getAttribute("viewBox");
	$("#hint").textContent = !tp ? "" : !tp.at ? "Tap a marked square to place " + tp.tile + "." :
		kind === "token" ? "Tap a tunnel opening's road to lay a token there (again for another colour, then none); Rotate turns the tile." :
		"Tap a feature to put a " + kind + " on it (again to take it off); Rotate turns the tile.";
}

/* The board's scale: shrunk to fit its box, a board's features would be
 * too small to tap (and its legend to read), so below a least scale it
 * keeps that scale and scrolls in its box. */
function fitBoard() {
	const board = $("#board"), svg = board.querySelector("svg");
	if (!svg)
		return;
	const vb = (svg.getAttribute("viewBox") || "").split(/\s+/).map(Number);
	const least = window.innerWidth < 600 ? 0.75 : 0.6;
	const wide = board.clientWidth < vb[2] * least;
	svg.classList.toggle("wide", wide);
	if (wide)
		svg.setAttribute("width", String(Math.round(vb[2] * least)));
	else
		svg.removeAttribute("width");
}

/* A board wider than its box: el (a square, the tiles) scrolled to the
 * middle of the box, the page itself left where it is; a board redrawn
 * the same size stays where the user scrolled it. */
let lastViewBox = null;
function centreInBoard(el) {
	if (!el)
		return;
	const board = $("#board");
	const b = board.getBoundingClientRect(), r = el.getBoundingClientRect();
	board.scrollLeft += r.left + r.width / 2 - (b.left + b.width / 2);
	board.scrollTop += r.top + r.height / 2 - (b.top + b.height / 2);
}

async function refresh() {
	$("#yaml").value = yamlNow();
	renderSetup();
	save();
	$("#undo").disabled = undoStack.length === 0;
	$("#redo").disabled = redoStack.length === 0;
	const t = turn();
	$("#rotate").disabled = !(t && t.place && t.place.at);
	$("#standings").textContent = rawYaml === null ? standings() : "";
	await drawBoard();
}

/* --- the turn being built --- */

async function fitsAt(at) {
	if (!placements) {
		const t = turn();
		const hand = Object.assign({}, doc, { action: { player: t.player, place: { tile: t.place.tile } } });
		const r = await engine.run(["moves", "-f", "json", "p.yaml"], { "p.yaml": cjYaml.write(hand) }, {});
		placements = r.exit === 0 ? JSON.parse(r.stdout).placements : [];
	}
	return placements.filter((p) => String(p.at) === at).map((p) => p.rot);
}

async function placeAt(at) {
	const t = turn();
	if (!t || !t.place)
		return;
	const rots = await fitsAt(at);
	const xy = at.split(",").map(Number);
	remember();
	t.place = { tile: t.place.tile, at: xy, rot: rots.length ? rots[0] : 0 };
	delete t.deploy;
	delete t.token;
	delete t.magic;
	refresh();
}

async function rotate() {
	const t = turn();
	if (!t || !t.place || !t.place.at)
		return;
	const rots = await fitsAt(String(t.place.at));
	const all = rots.length ? rots : [0, 90, 180, 270];
	const i = all.indexOf(t.place.rot || 0);
	remember();
	t.place.rot = all[(i + 1) % all.length];
	delete t.deploy;
	delete t.token;
	refresh();
}

/* The colours a token may take on the opening at "x,y", as moves lists
 * them for the tile as placed, the player's own first; the player's own
 * alone when moves lists none (the engine then says why not). */
async function tokenColours(t, at, opening) {
	if (!(t.place && t.place.at))
		return [t.player];
	await fitsAt(String(t.place.at));
	const p = placements.find((q) => String(q.at) === String(t.place.at) && q.rot === (t.place.rot || 0));
	const listed = (p && p.token || []).filter((k) => k.opening === opening &&
		String(k.at || t.place.at) === at).map((k) => k.color);
	if (!listed.length)
		return [t.player];
	return listed.includes(t.player) ? [t.player].concat(listed.filter((c) => c !== t.player)) : listed;
}

async function tapFeature(at, name) {
	const t = turn();
	if (!t)
		return;
	const xy = at.split(",").map(Number);
	const onPlaced = t.place && t.place.at && String(t.place.at) === at;
	/* A token: each tap on its opening the next colour the player may
	 * lay there, then none. */
	const opening = name.replace(/^.*@/, "");
	const colours = kind === "token" ? await tokenColours(t, at, opening) : null;
	remember();
	if (kind === "token") {
		const here = t.token && !Array.isArray(t.token) && t.token.opening === opening &&
			String(t.token.at || t.place.at) === at;
		const i = here ? colours.indexOf(t.token.color) : -1;
		if (here && i + 1 >= colours.length) {
			delete t.token;
		} else {
			t.token = { color: colours[i + 1], opening };
			if (!onPlaced)
				t.token.at = xy;
		}
	} else if (kind === "mage" || kind === "witch") {
		const mg = { figure: kind, feature: name };
		if (!onPlaced)
			mg.at = xy;
		if (t.magic && JSON.stringify(t.magic) === JSON.stringify(mg))
			delete t.magic;
		else
			t.magic = mg;
	} else {
		const dep = { feature: name };
		if (kind !== "follower")
			dep.kind = kind;
		if (!onPlaced)
			dep.at = xy;
		if (t.deploy && JSON.stringify(t.deploy) === JSON.stringify(dep))
			delete t.deploy;
		else
			t.deploy = dep;
	}
	/* Key order as carcjudge(5) writes a turn. */
	const o = { player: t.player };
	for (const k of ["place", "magic", "deploy", "token", "wagons"])
		if (t[k] !== undefined)
			o[k] = t[k];
	doc.action = o;
	refresh();
}

function chooseTile(id) {
	if (rawYaml !== null)
		return say("The position on screen is text the page cannot edit by taps; edit the YAML, or start a new board.");
	change(() => {
		doc.action = { player: actor, place: { tile: id } };
	});
	for (const b of document.querySelectorAll("#palette [data-tile]"))
		b.setAttribute("aria-pressed", String(b.dataset.tile === id));
	/* On a phone the board is below the palette: show where it goes. */
	$("#play").scrollIntoView({ block: "start", behavior: "instant" });
}

/* --- asking --- */

async function judge() {
	const cmp = $("#compare").value;
	status("judging…");
	if (cmp) {
		const [key, vals] = cmp.split("=");
		const r = await ask(["judge", "--compare", key + "=" + vals]);
		const parts = (r.stdout || r.stderr).split(/\n(?=With [^\n]*:\n)/);
		const cols = parts.map((p) => "<div>" + esc(p) + "</div>").join("");
		say(null, "<div class=\"compare\">" + cols + "</div>");
	} else {
		const r = await ask(["judge"]);
		say(r.stdout + r.stderr);
	}
	await drawBoard();
	status("ready");
}

function esc(s) {
	return s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;" })[c]);
}

async function moves() {
	takeEdits();
	const t = turn();
	if (!t || !t.place)
		return say("Choose a tile first: moves lists where the tile in hand can go.");
	const hand = Object.assign({}, doc, { action: { player: t.player, place: { tile: t.place.tile } } });
	const r = await engine.run(["moves", "p.yaml"], { "p.yaml": cjYaml.write(hand) }, { env: { NO_COLOR: "1" } });
	say(r.stdout + r.stderr);
	if (t.place.at) {
		remember();
		doc.action = { player: t.player, place: { tile: t.place.tile } };
		refresh();
	}
}

async function endGame() {
	takeEdits();
	change(() => { doc.action = "end-game"; });
	const r = await ask(["judge"]);
	say(r.stdout + r.stderr);
}

async function applyTurn() {
	const r = await ask(["apply"]);
	if (r.exit !== 0) {
		say(r.stderr || r.stdout);
		return;
	}
	const t = turn();
	setYaml(r.stdout, true);
	if (t) {
		const ps = players();
		actor = ps[(ps.indexOf(t.player) + 1) % ps.length] || actor;
	}
	say("Applied. " + standings() + "\nChoose the next tile.");
	refresh();
}

function standings() {
	const s = doc.score;
	if (!s || typeof s !== "object")
		return "";
	return "Score: " + Object.entries(s).map(([k, v]) => k + " " + v).join(", ") + ".";
}

function nextTile() {
	$("#tile-search").focus();
	$("#palette").scrollIntoView({ block: "nearest" });
	say("Tap the next tile in the palette (" + actor + " to play).");
}

/* --- files --- */

async function openFile(file) {
	const bytes = new Uint8Array(await file.arrayBuffer());
	const name = file.name.replace(/[^A-Za-z0-9._-]/g, "_") || "game";
	if (/\.(jcz|json)$/i.test(name)) {
		const n = $("#jcz-turn").value.trim();
		const argv = ["import"].concat(n ? ["--turn", n] : []).concat([name]);
		const r = await engine.run(argv, { [name]: bytes }, { env: { NO_COLOR: "1" } });
		if (r.exit !== 0)
			return say(r.stderr);
		setYaml(r.stdout, true);
		lastFile = name.replace(/\.[^.]*$/, "") + ".yaml";
		say("Imported " + file.name + (n ? ", before turn " + n : "") + ".");
	} else {
		setYaml(new TextDecoder().decode(bytes), true);
		lastFile = name;
		say("Opened " + file.name + ".");
	}
	const t = turn();
	if (t && t.player)
		actor = t.player;
	refresh();
}

function download() {
	takeEdits();
	const blob = new Blob([yamlNow()], { type: "application/x-yaml" });
	const a = document.createElement("a");
	a.href = URL.createObjectURL(blob);
	a.download = lastFile.endsWith(".yaml") ? lastFile : lastFile + ".yaml";
	document.body.appendChild(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/* --- the table: players and readings --- */

function renderSetup() {
	const inGame = players();
	const box = $("#players-in-game");
	box.querySelectorAll("label").forEach((l) => l.remove());
	for (const c of COLOURS) {
		const l = document.createElement("label");
		l.innerHTML = "<input type=\"checkbox\"> <span class=\"swatch\"></span>" + c;
		l.querySelector(".swatch").style.background = SWATCH[c];
		const cb = l.querySelector("input");
		cb.checked = inGame.includes(c);
		cb.disabled = rawYaml !== null;
		cb.addEventListener("change", () => change(() => {
			const now = players();
			const want = COLOURS.filter((x) => (x === c ? cb.checked : now.includes(x)));
			if (want.length >= 1)
				setPlayers(want);
		}));
		box.appendChild(l);
	}
	const tp = $("#turn-player");
	tp.querySelectorAll("button").forEach((b) => b.remove());
	const t = turn();
	if (t && t.player)
		actor = t.player;
	/* Every colour: one not yet in the game joins it when chosen. */
	for (const c of COLOURS) {
		const b = document.createElement("button");
		b.type = "button";
		b.dataset.player = c;
		b.innerHTML = "<span class=\"swatch\"></span>" + (inGame.includes(c) ? c : "+ " + c);
		b.querySelector(".swatch").style.background = SWATCH[c];
		b.setAttribute("aria-pressed", String(c === actor));
		b.setAttribute("aria-label", inGame.includes(c) ? c + " plays this turn" : "add " + c + " to the game, to play this turn");
		if (!inGame.includes(c))
			b.classList.add("absent");
		b.disabled = rawYaml !== null && !inGame.includes(c);
		b.addEventListener("click", () => {
			actor = c;
			const tt = turn();
			if (!players().includes(c) || tt) {
				remember();
				if (!players().includes(c))
					setPlayers(players().concat([c]));
				if (tt)
					tt.player = c;
				placements = null;	/* moves' answer was the other player's */
				refresh();
			} else {
				renderSetup();
				save();
			}
		});
		tp.appendChild(b);
	}
	const rules = $("#rules");
	if (readings && !rules.childElementCount) {
		for (const [key, vals] of readings) {
			const l = document.createElement("label");
			l.textContent = key + " ";
			const s = document.createElement("select");
			s.dataset.rule = key;
			for (const v of vals)
				s.add(new Option(v, v));
			s.addEventListener("change", () => change(() => setRule(key, s.value)));
			l.appendChild(s);
			rules.appendChild(l);
			if (!blocks.has(key))
				$("#compare").add(new Option(key + ": " + vals.join(" vs "), key + "=" + vals.join(",")));
		}
	}
	for (const s of rules.querySelectorAll("select")) {
		s.value = getRule(s.dataset.rule) || s.options[0].value;
		s.disabled = rawYaml !== null;
	}
	for (const b of document.querySelectorAll("#kinds button"))
		b.setAttribute("aria-pressed", String(b.dataset.kind === kind));
}

function getRule(key) {
	const r = doc.rules || {};
	if (blocks.has(key))
		return r[key] !== undefined && r[key] !== false ? "on" : "off";
	const [a, b] = key.split(".");
	const v = b ? (r[a] && r[a][b]) : r[a];
	return v === undefined || v === null ? null : String(v);
}

function setRule(key, value) {
	const r = doc.rules = Object.assign({}, doc.rules || {});
	if (blocks.has(key)) {
		if (value === "on")
			r[key] = r[key] && typeof r[key] === "object" ? r[key] : {};
		else
			delete r[key];
	} else if (key.includes(".")) {
		const [a, b] = key.split(".");
		r[a] = Object.assign({}, r[a] || {});
		r[a][b] = value;
	} else {
		r[key] = /^[0-9]+$/.test(value) ? Number(value) : value;
	}
	/* rules: first, as carcjudge(5) orders the keys. */
	const { format, rules, ...rest } = doc;
	doc = Object.assign(format !== undefined ? { format } : {}, { rules: r }, rest);
	if (!Object.keys(r).length)
		delete doc.rules;
}

/* The rules: keys and their values as the engine reads them: the lines
 * "key KEY VALUE..." (default first) of `help --complete judge`, the
 * table the bash completion reads too, so that a key the engine gains
 * appears here unasked.  A dotted key (tunnel.tokens) lives in a block
 * (tunnel), itself a choice: present, even empty, it puts its expansion
 * in play (carcjudge(5)). */
async function readRules() {
	const r = await engine.run(["help", "--complete", "judge"], {}, {});
	if (r.exit !== 0) {
		$("#rules").textContent = "The engine did not list its rules: keys: " + r.stderr;
		return;
	}
	const list = [];
	for (const line of r.stdout.split("\n")) {
		const f = line.split(" ");
		if (f[0] !== "key" || f.length < 3)
			continue;
		const dot = f[1].indexOf(".");
		if (dot > 0 && !blocks.has(f[1].slice(0, dot))) {
			blocks.add(f[1].slice(0, dot));
			list.push([f[1].slice(0, dot), ["off", "on"]]);
		}
		list.push([f[1], f.slice(2)]);
	}
	readings = list;
	renderSetup();
}

/* --- the palette, drawn by the engine tile by tile --- */

async function buildPalette() {
	const r = await engine.run(["tiles", "-f", "json"], {}, {});
	const tiles = JSON.parse(r.stdout).tiles;
	const pal = $("#palette");
	const sets = new Set();
	for (const t of tiles) {
		const set = t.source.split(/[,;(]/)[0].trim();
		sets.add(set);
		const b = document.createElement("button");
		b.type = "button";
		b.dataset.tile = t.id;
		b.dataset.set = set;
		b.dataset.names = [t.id].concat(t.aliases || []).join(" ").toLowerCase();
		b.setAttribute("aria-pressed", "false");
		b.setAttribute("aria-label", "tile " + t.id + " (" + t.source + ")");
		b.title = t.id + ": " + t.source;
		b.innerHTML = "<span class=\"pic\"></span><span>" + esc(t.id) + "</span>";
		b.addEventListener("click", () => chooseTile(t.id));
		pal.appendChild(b);
	}
	for (const s of sets)
		$("#tile-set").add(new Option(s, s));
	const t = turn();
	if (t && t.place)
		for (const b of pal.querySelectorAll("[data-tile]"))
			b.setAttribute("aria-pressed", String(b.dataset.tile === t.place.tile));
	/* Each tile as show draws it alone on a board. */
	for (const b of pal.querySelectorAll("[data-tile]")) {
		const one = "players: [red]\nboard:\n  - {tile: " + cjYaml.flow(b.dataset.tile) + ", at: [0, 0]}\n";
		const s = await engine.run(["show", "-f", "svg", "t.yaml"], { "t.yaml": one }, {});
		const m = s.stdout.match(/<g class="tile"[^>]*>[\s\S]*?<\/g>\s*(?=<g class="tile"|<\/g>\s*<g class=|<\/g>\s*<\/svg>)/);
		const g = m ? m[0].replace(/ transform="translate\([^)]*\)"/, "").replace(/<title>[\s\S]*?<\/title>/, "") : "";
		b.querySelector(".pic").innerHTML = "<svg viewBox=\"0 0 100 100\" aria-hidden=\"true\">" + g.replace(/ data-(at|feature)="[^"]*"/g, "") + "</svg>";
	}
}

async function filterPalette() {
	const q = $("#tile-search").value.trim().toLowerCase();
	const e = $("#tile-edges").value.trim();
	const set = $("#tile-set").value;
	let byEdges = null;
	if (/^[CRFcrf]{4}$/.test(e)) {
		const r = await engine.run(["tiles", "--edges", e], {}, {});
		byEdges = new Set(r.stdout.split("\n").map((l) => l.split(/\s+/)[0]).filter(Boolean));
	}
	for (const b of document.querySelectorAll("#palette [data-tile]"))
		b.hidden = (q && !b.dataset.names.split(" ").some((n) => n.includes(q))) ||
			(set && b.dataset.set !== set) || (byEdges && !byEdges.has(b.dataset.tile));
}

/* --- wiring --- */

function wire() {
	for (const k of KINDS) {
		const b = document.createElement("button");
		b.type = "button";
		b.dataset.kind = k;
		b.textContent = k;
		b.addEventListener("click", () => { kind = k; renderSetup(); save(); drawBoard(); });
		$("#kinds").appendChild(b);
	}
	$("#rotate").addEventListener("click", rotate);
	$("#undo").addEventListener("click", () => {
		if (!undoStack.length)
			return;
		redoStack.push(yamlNow());
		setYaml(undoStack.pop(), false);
		refresh();
	});
	$("#redo").addEventListener("click", () => {
		if (!redoStack.length)
			return;
		undoStack.push(yamlNow());
		setYaml(redoStack.pop(), false);
		refresh();
	});
	$("#remove").addEventListener("click", () => {
		const t = turn();
		if (t && t.place)
			change(() => { delete doc.action; });
	});
	$("#judge").addEventListener("click", judge);
	$("#moves").addEventListener("click", moves);
	$("#end-game").addEventListener("click", endGame);
	$("#apply").addEventListener("click", applyTurn);
	$("#next").addEventListener("click", nextTile);
	$("#save").addEventListener("click", download);
	$("#clear").addEventListener("click", () => change(() => {
		doc = { players: rawYaml === null && players().length ? players() : ["red", "blue"], board: [] };
		rawYaml = null;
	}));
	window.addEventListener("resize", fitBoard);
	$("#open").addEventListener("change", (e) => { const f = e.target.files[0]; if (f) openFile(f); e.target.value = ""; });
	$("#use-yaml").addEventListener("click", takeEdits);
	$("#yaml").addEventListener("change", takeEdits);
	for (const id of ["#tile-search", "#tile-edges", "#tile-set"])
		$(id).addEventListener("input", filterPalette);
}

wire();
load();
refresh().then(() => engine.ready).then(readRules).then(() => {
	status("ready");
	document.body.dataset.ready = "true";
	return buildPalette();
}).then(() => { document.body.dataset.palette = "true"; });
