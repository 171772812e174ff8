import type { Page, Request } from '@playwright/test';
import { z } from 'zod';
import { textOf } from './fixtures/model-api/face';
import type { RecordedRequest } from './fixtures/model-api/recorder';

/**
 * What the playground put on the wire, read the same way for both providers: the model-API
 * fixture's recorded requests, and every request the page made (to find where a key went).
 */

const Json = z.record(z.string(), z.unknown());
const OpenAiBody = z.looseObject({
  messages: z.array(z.looseObject({ role: z.string(), content: z.unknown().optional(), tool_call_id: z.string().optional() })),
  tools: z.array(z.looseObject({ type: z.literal('function'), function: z.looseObject({ name: z.string(), description: z.string().optional(), parameters: Json }) })).optional(),
});
const AnthropicBody = z.looseObject({
  system: z.unknown().optional(),
  messages: z.array(z.looseObject({ role: z.string(), content: z.union([z.string(), z.array(z.looseObject({ type: z.string() }))]) })),
  tools: z.array(z.looseObject({ name: z.string(), description: z.string().optional(), input_schema: Json })).optional(),
});
const ToolResultBlock = z.looseObject({ type: z.literal('tool_result'), tool_use_id: z.string(), content: z.unknown().optional(), is_error: z.boolean().optional() });
const ImageUrlPart = z.looseObject({ type: z.literal('image_url'), image_url: z.looseObject({ url: z.string() }) });
const ImageBlock = z.looseObject({ type: z.literal('image'), source: z.looseObject({ type: z.literal('base64'), media_type: z.string(), data: z.string() }) });

export interface Offered {
  name: string;
  inputSchema: Record<string, unknown>;
}

export interface FedBack {
  callId: string;
  text: string;
}

/** A chat turn (not `/models`) the fixture received, read provider-neutrally. */
export interface Turn {
  recorded: RecordedRequest;
  system: string | undefined;
  tools: Offered[];
  /** The tool results the request ends with. */
  results: FedBack[];
  /** Images the user messages carry, as `mimeType;base64data`. */
  images: string[];
  userText: string;
}

function openAiTurn(recorded: RecordedRequest): Turn {
  const body = OpenAiBody.parse(recorded.body);
  const system = body.messages.find((message) => message.role === 'system' || message.role === 'developer');
  const trailing = body.messages.slice(body.messages.findLastIndex((message) => message.role !== 'tool') + 1);
  const userParts = body.messages.filter((message) => message.role === 'user').flatMap((message) => z.array(z.unknown()).catch([]).parse(message.content));
  return {
    recorded,
    system: system === undefined ? undefined : textOf(system.content),
    tools: (body.tools ?? []).map((tool) => ({ name: tool.function.name, inputSchema: tool.function.parameters })),
    results: trailing.map((message) => ({ callId: message.tool_call_id ?? '', text: textOf(message.content) })),
    images: userParts.flatMap((part) => {
      const image = ImageUrlPart.safeParse(part);
      const match = image.success ? /^data:([^;]+);base64,(.*)$/.exec(image.data.image_url.url) : null;
      return match === null ? [] : [`${match[1] ?? ''};${match[2] ?? ''}`];
    }),
    userText: body.messages.filter((message) => message.role === 'user').map((message) => textOf(message.content)).join('\n'),
  };
}

function anthropicTurn(recorded: RecordedRequest): Turn {
  const body = AnthropicBody.parse(recorded.body);
  const blocksOf = (content: string | { type: string }[]) => (typeof content === 'string' ? [{ type: 'text', text: content }] : content);
  const users = body.messages.filter((message) => message.role === 'user').map((message) => blocksOf(message.content));
  const last = body.messages.at(-1);
  const lastBlocks = last?.role === 'user' ? blocksOf(last.content) : [];
  return {
    recorded,
    system: body.system === undefined ? undefined : textOf(body.system),
    tools: (body.tools ?? []).map((tool) => ({ name: tool.name, inputSchema: tool.input_schema })),
    results: lastBlocks.flatMap((block) => {
      const result = ToolResultBlock.safeParse(block);
      return result.success ? [{ callId: result.data.tool_use_id, text: textOf(result.data.content) }] : [];
    }),
    images: users.flat().flatMap((block) => {
      const image = ImageBlock.safeParse(block);
      return image.success ? [`${image.data.source.media_type};${image.data.source.data}`] : [];
    }),
    userText: users.map((blocks) => textOf(blocks)).join('\n'),
  };
}

/** The chat turns among the fixture's requests, oldest first. */
export function turns(requests: readonly RecordedRequest[]): Turn[] {
  return requests.flatMap((recorded) => {
    if (recorded.method !== 'POST') return [];
    if (recorded.path === '/v1/chat/completions') return [openAiTurn(recorded)];
    if (recorded.path === '/v1/messages') return [anthropicTurn(recorded)];
    return [];
  });
}

/** Records every request the page makes, to search them later for a secret. */
export function watchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

/** The URLs of the requests whose headers or body carry `secret`. */
export async function requestsCarrying(requests: readonly Request[], secret: string): Promise<string[]> {
  const carrying: string[] = [];
  for (const request of requests) {
    const headers = await request.allHeaders();
    const inHeaders = Object.values(headers).some((value) => value.includes(secret));
    if (inHeaders || (request.postData() ?? '').includes(secret) || request.url().includes(secret)) carrying.push(request.url());
  }
  return carrying;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The tools an MCP server listed to the page (its `tools/list` answers, JSON or SSE), by name. */
export function watchToolsListed(page: Page, server: string): Map<string, Record<string, unknown>> {
  const listed = new Map<string, Record<string, unknown>>();
  const Listing = z.looseObject({ result: z.looseObject({ tools: z.array(z.looseObject({ name: z.string(), inputSchema: Json })) }) });
  page.on('response', async (response) => {
    if (response.url() !== server || !(response.request().postData() ?? '').includes('"tools/list"')) return;
    const text = await response.text().catch(() => '');
    const payloads = text.trimStart().startsWith('{') ? [text] : text.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5));
    for (const payload of payloads) {
      const parsed = Listing.safeParse(parseJson(payload));
      if (parsed.success) for (const tool of parsed.data.result.tools) listed.set(tool.name, tool.inputSchema);
    }
  });
  return listed;
}
