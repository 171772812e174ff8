import type { ExportPlan } from './plan';

/** k6 thresholds: each row's p95 under the tag its requests carry, and the share of requests without a result. */
function thresholds(plan: ExportPlan): Record<string, string[]> {
  const entries: [string, string[]][] = [];
  if (plan.p95MaxMs !== null) {
    for (const request of plan.requests) entries.push([`http_req_duration{mcp_target:${request.tag}}`, [`p(95)<=${plan.p95MaxMs}`]]);
  }
  if (plan.errorRateMax !== null) entries.push(['mcp_errors', [`rate<=${plan.errorRateMax}`]]);
  return Object.fromEntries(entries);
}

/** Text for a comment line: a line break would end the comment. */
export const oneLine = (text: string): string => text.replace(/[\r\n\u2028\u2029]+/g, ' ');

/** The script's code after its data; plain JavaScript for k6's runtime, no template of ours inside. */
const BODY = `
const mcpErrors = new Rate('mcp_errors');
let sessionId = null;
let started = false;
let counter = 0;

function headersFor(request) {
  const headers = Object.assign({}, request.headers);
  for (const name of Object.keys(PLAN.headerEnv)) {
    const value = __ENV[PLAN.headerEnv[name]];
    if (value) headers[name] = value;
  }
  if (sessionId !== null) headers['mcp-session-id'] = sessionId;
  return headers;
}

function post(request) {
  counter += 1;
  const id = 'k6-' + __VU + '-' + counter;
  const body = request.notification ? request.body : Object.assign({}, request.body, { id: id });
  const response = http.post(PLAN.url, JSON.stringify(body), { headers: headersFor(request), tags: { mcp_target: request.tag } });
  return { response: response, id: id };
}

// A JSON body, or the SSE event that carries the answer to our id.
function answerOf(sent) {
  const type = String(sent.response.headers['Content-Type'] || '');
  const text = String(sent.response.body || '');
  const candidates = type.indexOf('text/event-stream') === 0
    ? text.split('\\n').filter((line) => line.indexOf('data:') === 0).map((line) => line.slice(5).trim())
    : [text];
  for (const candidate of candidates) {
    try {
      const message = JSON.parse(candidate);
      if (message && message.id === sent.id) return message;
    } catch (error) {
      // not JSON: not the answer
    }
  }
  return null;
}

function handshake() {
  for (const request of PLAN.handshake) {
    const sent = post(request);
    const id = sent.response.headers['Mcp-Session-Id'];
    if (id) sessionId = id;
  }
}

export default function () {
  if (!started) {
    handshake();
    started = true;
  }
  const request = PLAN.requests[__ITER % PLAN.requests.length];
  const sent = post(request);
  const answer = answerOf(sent);
  const ok = answer !== null && answer.result !== undefined && answer.result.isError !== true;
  mcpErrors.add(!ok, { mcp_target: request.tag });
  check(sent.response, { 'answered with a JSON-RPC result': () => ok });
}
`;

/**
 * The profile as a k6 script for distributed runners (k6-operator, a cloud): the era's handshake
 * per virtual user, the same JSON-RPC bodies and MCP headers, the same concurrency and duration,
 * and `--p95-max` / `--error-rate-max` as thresholds (k6 exits non-zero when one breaks).
 */
export function k6Script(plan: ExportPlan): string {
  const options = {
    scenarios: { profile: { executor: 'constant-vus', vus: plan.concurrency, duration: `${plan.durationS}s` } },
    thresholds: thresholds(plan),
  };
  const variables = Object.values(plan.headerEnv);
  return [
    `// k6 load profile of ${oneLine(plan.url)} (MCP ${plan.protocolVersion}), written by mcp-console bench --export k6.`,
    '// Run: k6 run <this file>' + (variables.length === 0 ? '' : `, with ${variables.join(', ')} set to the --header values`),
    "import http from 'k6/http';",
    "import { check } from 'k6';",
    "import { Rate } from 'k6/metrics';",
    '',
    `const PLAN = ${JSON.stringify(plan)};`,
    '',
    `export const options = ${JSON.stringify(options, null, 2)};`,
    BODY,
  ].join('\n');
}
