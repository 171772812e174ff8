import { specTypeSchemas } from '@modelcontextprotocol/client';
import { ConsoleError } from '../../diagnosis/console-error';
import type { InputBroker } from '../../client-features/input-required';

/**
 * Answers one input request of an `input_required` task through the console's Input required
 * dialog (the same broker the SDK's MRTR rounds use). Only `elicitation/create` is fulfilled;
 * its params are validated first, since they come from the server.
 */
export async function answerTaskInput(inputs: InputBroker, serverUrl: string, request: Record<string, unknown>): Promise<unknown> {
  if (request['method'] !== 'elicitation/create') {
    throw new ConsoleError({ kind: 'protocol', message: `The task asked for ${String(request['method'])}, which the console does not fulfil.` });
  }
  const checked = specTypeSchemas.ElicitRequestParams['~standard'].validate(request['params']);
  if (checked.issues !== undefined) throw new ConsoleError({ kind: 'invalid-result', message: 'The task’s input request is not a valid elicitation.', issues: checked.issues.map((i) => i.message) });
  return inputs.ask(serverUrl, checked.value);
}
