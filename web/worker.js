/* The Worker's side: the engine (web/engine.js over the emscripten
 * module) answering the page's runs one at a time, so that a long one
 * never freezes the page. */
"use strict";
let cjEngine = null;
self.onmessage = async (e) => {
	const m = e.data;
	if (m.init) {
		cjEngine = carcjudgeEngine(carcjudgeModule, m.init);
		await cjEngine.ready;
		self.postMessage({ ready: true });
		return;
	}
	try {
		const r = await cjEngine.run(m.argv, m.files, m.options);
		const moved = [r.stdout.buffer, r.stderr.buffer].concat(Object.values(r.files).map((b) => b.buffer));
		self.postMessage({ id: m.id, result: r }, moved);
	} catch (err) {
		self.postMessage({ id: m.id, error: String(err && err.stack || err) });
	}
};
