/**
 * `--tool-args <name>=<json>` values into the run's `toolArgs`: the JSON must be an
 * object (a tool's arguments). Pure; throws with the flag's spelling so the CLI can
 * show it as a usage error.
 */
export function parseToolArgs(values: readonly string[]): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const value of values) {
    const eq = value.indexOf('=');
    if (eq <= 0) throw new Error(`--tool-args takes <tool name>=<JSON object>, not "${value}"`);
    const name = value.slice(0, eq);
    let parsed: unknown;
    try {
      parsed = JSON.parse(value.slice(eq + 1));
    } catch {
      throw new Error(`--tool-args ${name}: not valid JSON`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`--tool-args ${name}: the arguments must be a JSON object`);
    out[name] = Object.fromEntries(Object.entries(parsed));
  }
  return out;
}

/** `--timeout <ms>`: a positive whole number of milliseconds. */
export function parseTimeoutMs(value: string): number {
  const ms = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(ms) || ms <= 0) throw new Error(`--timeout takes milliseconds (a positive whole number), not "${value}"`);
  return ms;
}
