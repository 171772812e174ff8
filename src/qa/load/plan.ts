import { isRecord } from '../../lib/is-record';
import { toolParamHeaders } from './request';
import type { LoadTarget, SendResult } from './types';

/** `--tool <name> --args <json>`: a tool to call over and over with those arguments. */
export interface ToolSpec {
  name: string;
  args: Record<string, unknown>;
}

/** The profile cannot run as asked (a tool that is not read-only, or missing): nothing was called. */
export class LoadRefusal extends Error {
  override readonly name = 'LoadRefusal';
}

/** A listing the profile needs could not be read: the server is not there to be profiled. */
export class LoadListingError extends Error {
  override readonly name = 'LoadListingError';
}

export type CallOnce = (method: string, params: Record<string, unknown>) => Promise<SendResult>;

const MAX_PAGES = 20;
/** Resources read by the default profile: enough to see the read path, few enough to keep each row busy. */
const READS_PER_PROFILE = 3;

async function listAll(call: CallOnce, method: string, key: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await call(method, cursor === undefined ? {} : { cursor });
    if (!answer.ok) throw new LoadListingError(`${method} failed: ${answer.error}`);
    const list = answer.result[key];
    if (Array.isArray(list)) items.push(...list.filter(isRecord));
    const next = answer.result.nextCursor;
    if (typeof next !== 'string' || next === '') break;
    cursor = next;
  }
  return items;
}

const readOnly = (tool: Record<string, unknown>): boolean => isRecord(tool.annotations) && tool.annotations.readOnlyHint === true;

/** The given tools, each checked against tools/list: unknown or not annotated `readOnlyHint: true` is refused. */
async function toolTargets(call: CallOnce, capabilities: Record<string, unknown>, specs: readonly ToolSpec[]): Promise<LoadTarget[]> {
  if (!isRecord(capabilities.tools)) throw new LoadRefusal('the server declares no tools capability, so no --tool can be called');
  const tools = await listAll(call, 'tools/list', 'tools');
  return specs.map((spec) => {
    const tool = tools.find((t) => t.name === spec.name);
    if (tool === undefined) throw new LoadRefusal(`the server has no tool "${spec.name}" (tools/list)`);
    if (!readOnly(tool)) throw new LoadRefusal(`"${spec.name}" is not annotated readOnlyHint: true; bench calls only read-only tools, and called nothing`);
    return { method: 'tools/call', name: spec.name, params: { name: spec.name, arguments: spec.args }, paramHeaders: toolParamHeaders(tool, spec.args) };
  });
}

/** The list methods of every declared capability, and reads of the first few resources. */
async function defaultTargets(call: CallOnce, capabilities: Record<string, unknown>): Promise<LoadTarget[]> {
  const list = (method: string): LoadTarget => ({ method, name: undefined, params: {} });
  const targets: LoadTarget[] = [];
  if (isRecord(capabilities.tools)) targets.push(list('tools/list'));
  if (isRecord(capabilities.prompts)) targets.push(list('prompts/list'));
  if (isRecord(capabilities.resources)) {
    targets.push(list('resources/list'), list('resources/templates/list'));
    const resources = await listAll(call, 'resources/list', 'resources');
    for (const resource of resources.slice(0, READS_PER_PROFILE)) {
      if (typeof resource.uri === 'string') targets.push({ method: 'resources/read', name: resource.uri, params: { uri: resource.uri } });
    }
  }
  if (targets.length === 0) throw new LoadRefusal('the server declares no tools, prompts or resources: there is no list or read method to profile');
  return targets;
}

/** What a profile calls: the given read-only tools, or by default the server's list and read methods. */
export function planTargets(call: CallOnce, capabilities: Record<string, unknown>, specs: readonly ToolSpec[]): Promise<LoadTarget[]> {
  return specs.length > 0 ? toolTargets(call, capabilities, specs) : defaultTargets(call, capabilities);
}

/** A tool as the QA panel offers it: only a read-only one can be chosen, the others say why not. */
export interface ToolChoice {
  name: string;
  readOnly: boolean;
  inputSchema: Record<string, unknown> | undefined;
}

/** The server's tools with what `toolTargets` judges them by, for a picker that offers what bench would accept. */
export async function toolChoices(call: CallOnce, capabilities: Record<string, unknown>): Promise<ToolChoice[]> {
  if (!isRecord(capabilities.tools)) return [];
  const tools = await listAll(call, 'tools/list', 'tools');
  return tools.flatMap((tool) =>
    typeof tool.name === 'string' ? [{ name: tool.name, readOnly: readOnly(tool), inputSchema: isRecord(tool.inputSchema) ? tool.inputSchema : undefined }] : [],
  );
}
