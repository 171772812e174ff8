import ts from 'typescript';
import { z } from 'zod';

const PlanRequest = z.object({
  tag: z.string(),
  method: z.string(),
  name: z.string().nullable(),
  body: z.record(z.string(), z.unknown()),
  headers: z.record(z.string(), z.string()),
  notification: z.boolean(),
});

/** The plan both exported scripts carry as data, as the scripts read it. */
export const ExportedPlan = z.object({
  url: z.string(),
  era: z.enum(['modern', 'legacy']),
  protocolVersion: z.string(),
  handshake: z.array(PlanRequest),
  requests: z.array(PlanRequest),
  concurrency: z.number(),
  durationS: z.number(),
  p95MaxMs: z.number().nullable(),
  errorRateMax: z.number().nullable(),
  headerEnv: z.record(z.string(), z.string()),
});
export type ExportedPlan = z.infer<typeof ExportedPlan>;

function lineAfter(script: string, prefix: string, suffix: string): string {
  const line = script.split('\n').find((l) => l.startsWith(prefix) && l.endsWith(suffix));
  if (line === undefined) throw new Error(`no line "${prefix}…${suffix}" in the script`);
  return line.slice(prefix.length, line.length - suffix.length);
}

/** The k6 script's PLAN and options, read from its text; the script must also parse as JavaScript. */
export function readK6(script: string): { plan: ExportedPlan; options: unknown } {
  const parsed = ts.transpileModule(script, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020 } });
  const problems = (parsed.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  if (problems.length > 0) throw new Error(`the k6 script does not parse: ${problems.join('; ')}`);
  const optionsText = /^export const options = (\{[\s\S]*?\n\});$/m.exec(script)?.[1];
  if (optionsText === undefined) throw new Error('no options in the k6 script');
  return { plan: ExportedPlan.parse(JSON.parse(lineAfter(script, 'const PLAN = ', ';'))), options: JSON.parse(optionsText) };
}

/** The Locust file's PLAN: a JSON string literal handed to json.loads. */
export function readLocust(script: string): { plan: ExportedPlan; origin: unknown; path: unknown } {
  const literal: unknown = JSON.parse(lineAfter(script, 'PLAN = json.loads(', ')'));
  if (typeof literal !== 'string') throw new Error('PLAN is not loaded from a string');
  const data: unknown = JSON.parse(literal);
  const extra = z.object({ origin: z.string(), path: z.string() }).parse(data);
  return { plan: ExportedPlan.parse(data), ...extra };
}

function answerOf(text: string, type: string, id: string): Record<string, unknown> | undefined {
  const candidates = type.startsWith('text/event-stream')
    ? text
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
    : [text];
  for (const candidate of candidates) {
    try {
      const message: unknown = JSON.parse(candidate);
      if (typeof message === 'object' && message !== null && 'id' in message && message.id === id) return Object.fromEntries(Object.entries(message));
    } catch {
      // not the answer
    }
  }
  return undefined;
}

export interface Replayed {
  method: string;
  status: number;
  answer: Record<string, unknown> | undefined;
}

/**
 * Sends the plan's requests as the scripts do: the handshake (keeping a session id it is given),
 * then each request once, with a fresh id, its headers and the session id.
 */
export async function replay(plan: ExportedPlan): Promise<Replayed[]> {
  let sessionId: string | undefined;
  let counter = 0;
  const replayed: Replayed[] = [];
  for (const request of [...plan.handshake, ...plan.requests]) {
    const id = `replay-${++counter}`;
    const body = request.notification ? request.body : { ...request.body, id };
    const headers = { ...request.headers, ...(sessionId === undefined ? {} : { 'mcp-session-id': sessionId }) };
    const response = await fetch(plan.url, { method: 'POST', headers, body: JSON.stringify(body) });
    sessionId = response.headers.get('mcp-session-id') ?? sessionId;
    const text = await response.text();
    replayed.push({ method: request.method, status: response.status, answer: request.notification ? undefined : answerOf(text, response.headers.get('content-type') ?? '', id) });
  }
  return replayed;
}
