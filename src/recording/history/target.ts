import { isJsonObject } from '../../protocol/model/json-text';
import type { HistoryMethod } from './types';

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** What a call was about, as the History table names it: tool/prompt name, URI, or completion ref and argument. */
export function callTarget(method: HistoryMethod, params: Record<string, unknown>): string {
  switch (method) {
    case 'resources/read':
      return text(params.uri) ?? '(no uri)';
    case 'tools/call':
    case 'prompts/get':
      return text(params.name) ?? '(no name)';
    case 'completion/complete': {
      const ref = isJsonObject(params.ref) ? params.ref : {};
      const argument = isJsonObject(params.argument) ? text(params.argument.name) : undefined;
      const on = text(ref.name) ?? text(ref.uri) ?? '(no ref)';
      return argument === undefined ? on : `${on} · ${argument}`;
    }
  }
}
