import { afterAll, beforeAll, beforeEach } from 'vitest';
import { modelApiControl, type ModelApiControl } from '../../e2e/fixtures/model-api/control-client';
import { startModelApiServer, type ModelApiServer } from '../../e2e/fixtures/model-api/server';

/** The model-API fixture on a free port for one test file, reset before each test. */
export function withModelApiFixture(): { server: () => ModelApiServer; control: () => ModelApiControl } {
  let server: ModelApiServer | undefined;
  let control: ModelApiControl | undefined;
  beforeAll(async () => {
    server = await startModelApiServer();
    control = modelApiControl(server.url);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(async () => {
    await control?.reset();
  });
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the model-API fixture has not started');
    return value;
  };
  return { server: () => need(server), control: () => need(control) };
}

/** The `add` tool both clients offer, as a JSON Schema. */
export const ADD_SCHEMA = {
  type: 'object' as const,
  properties: { a: { type: 'number', description: 'First addend' }, b: { type: 'number', description: 'Second addend' } },
  required: ['a', 'b'],
  additionalProperties: false,
};

export const ADD_SCRIPT = {
  rules: [
    { when: { userSays: 'add 2 and 3' }, reply: { kind: 'answer' as const, toolCalls: [{ name: 'add', arguments: { a: 2, b: 3 }, pieces: 4 }] } },
    { when: { afterToolResult: true }, reply: { kind: 'answer' as const, text: 'The tool says: {{toolResult}}.', pieces: 3 } },
  ],
};
