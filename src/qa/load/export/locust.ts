import { oneLine } from './k6';
import type { ExportPlan } from './plan';

/** Python after the data: the handshake on start, the requests in turn, and the gates at the end. */
const BODY = `

def answer_of(response, request_id):
    """A JSON body, or the SSE event that carries the answer to our id."""
    text = response.text or ""
    if response.headers.get("Content-Type", "").startswith("text/event-stream"):
        candidates = [line[5:].strip() for line in text.splitlines() if line.startswith("data:")]
    else:
        candidates = [text]
    for candidate in candidates:
        try:
            message = json.loads(candidate)
        except ValueError:
            continue
        if isinstance(message, dict) and message.get("id") == request_id:
            return message
    return None


class McpUser(HttpUser):
    host = PLAN["origin"]
    wait_time = constant(0)

    def on_start(self):
        self.session_id = None
        self.counter = itertools.count(1)
        self.turn = 0
        for request in PLAN["handshake"]:
            response, _ = self.post(request)
            session_id = response.headers.get("Mcp-Session-Id")
            if session_id:
                self.session_id = session_id

    def post(self, request):
        body = dict(request["body"])
        request_id = None
        if not request["notification"]:
            request_id = "locust-%d-%d" % (id(self), next(self.counter))
            body["id"] = request_id
        headers = dict(request["headers"])
        for name, variable in PLAN["headerEnv"].items():
            if os.environ.get(variable):
                headers[name] = os.environ[variable]
        if self.session_id:
            headers["mcp-session-id"] = self.session_id
        with self.client.post(PLAN["path"], data=json.dumps(body), headers=headers, name=request["tag"], catch_response=True) as response:
            answer = answer_of(response, request_id) if request_id else None
            result = answer.get("result") if answer else None
            if request_id and not (isinstance(result, dict) and result.get("isError") is not True):
                response.failure("no JSON-RPC result: %s" % (answer or response.status_code))
            else:
                response.success()
        return response, answer

    @task
    def profile(self):
        request = PLAN["requests"][self.turn % len(PLAN["requests"])]
        self.turn += 1
        self.post(request)


class Profile(LoadTestShape):
    """The same concurrency for the same duration as the bench run."""

    def tick(self):
        if self.get_run_time() >= PLAN["durationS"]:
            return None
        return (PLAN["concurrency"], PLAN["concurrency"])


@events.quitting.add_listener
def gate(environment, **_kwargs):
    for request in PLAN["requests"]:
        entry = environment.stats.get(request["tag"], "POST")
        if entry.num_requests == 0:
            continue
        if PLAN["p95MaxMs"] is not None and entry.get_response_time_percentile(0.95) > PLAN["p95MaxMs"]:
            environment.process_exit_code = 1
        if PLAN["errorRateMax"] is not None and entry.fail_ratio > PLAN["errorRateMax"]:
            environment.process_exit_code = 1
`;

/**
 * The profile as a Locust file: each user opens the era's handshake, then sends the same
 * JSON-RPC bodies and MCP headers in turn; a load shape keeps the concurrency and duration, and
 * `--p95-max` / `--error-rate-max` set Locust's exit code.
 */
export function locustFile(plan: ExportPlan): string {
  const url = new URL(plan.url);
  const data = { ...plan, origin: url.origin, path: `${url.pathname}${url.search}` };
  const variables = Object.values(plan.headerEnv);
  return [
    `"""Locust load profile of ${oneLine(plan.url).replace(/"""|\\/g, '')} (MCP ${plan.protocolVersion}), written by mcp-console bench --export locust.`,
    '',
    'Run: locust -f <this file> --headless' + (variables.length === 0 ? '' : `, with ${variables.join(', ')} set to the --header values`),
    '"""',
    'import itertools',
    'import json',
    'import os',
    '',
    'from locust import HttpUser, LoadTestShape, constant, events, task',
    '',
    // A JSON string literal is a valid Python string literal: the plan is parsed, never evaluated.
    `PLAN = json.loads(${JSON.stringify(JSON.stringify(data))})`,
    BODY,
  ].join('\n');
}
