// zod decides at schema construction whether to compile parsers with `new Function`, probing
// eval first; under this app's CSP (no 'unsafe-eval') the probe is a reported violation and
// the compiled path is unusable anyway. zod reads this global config object when it loads,
// so setting it here, before any module script, makes every schema parse without eval.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
