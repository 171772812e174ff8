import { useEffect, useId, useState } from 'react';
import { callOnce, toolChoices, type ToolChoice, type ToolSpec } from '../../../qa/load';
import type { McpSession } from '../../../protocol';
import { isRecord } from '../../../lib/is-record';
import { browserLoadReach } from './load-wire';

export interface LoadTargetsValue {
  mode: 'default' | 'tools';
  tools: readonly ToolSpec[];
}

interface Props {
  session: McpSession | undefined;
  value: LoadTargetsValue;
  onChange: (value: LoadTargetsValue) => void;
  disabled: boolean;
}

const LIST_TIMEOUT_MS = 10_000;

/** The tools the server lists, read as bench reads them; undefined while they load. */
function useToolChoices(session: McpSession | undefined, wanted: boolean): { tools: ToolChoice[] | undefined; error: string | undefined } {
  const [result, setResult] = useState<{ tools: ToolChoice[] | undefined; error: string | undefined }>({ tools: undefined, error: undefined });
  useEffect(() => {
    if (!wanted || session === undefined) return;
    const reach = browserLoadReach(session, LIST_TIMEOUT_MS, false);
    if (reach === undefined) return;
    let live = true;
    toolChoices(callOnce(reach.reach.load), reach.capabilities).then(
      (tools) => live && setResult({ tools, error: undefined }),
      (error: unknown) => live && setResult({ tools: [], error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [session, wanted]);
  return result;
}

function parseArgs(text: string): Record<string, unknown> | string {
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : 'The arguments must be a JSON object, such as {"text":"hi"}.';
  } catch {
    return 'The arguments are not valid JSON.';
  }
}

/** What a tool's schema asks for, as a hint beside the arguments box. */
function schemaHint(tool: ToolChoice | undefined): string {
  const properties = isRecord(tool?.inputSchema?.properties) ? tool.inputSchema.properties : {};
  const required = Array.isArray(tool?.inputSchema?.required) ? tool.inputSchema.required : [];
  const parts = Object.entries(properties).map(([name, schema]) => {
    const type = isRecord(schema) && typeof schema.type === 'string' ? schema.type : 'any';
    return `${name} (${type}${required.includes(name) ? ', required' : ''})`;
  });
  return parts.length === 0 ? 'No arguments.' : `Arguments: ${parts.join(', ')}.`;
}

/**
 * What the run calls: by default the server's list and read methods (as `bench` without
 * `--tool`), or chosen tools with JSON arguments. Only tools annotated `readOnlyHint: true` can
 * be chosen; the others are listed disabled, saying why, as bench refuses them.
 */
export function LoadTargets({ session, value, onChange, disabled }: Props) {
  const { tools, error } = useToolChoices(session, value.mode === 'tools');
  const [picked, setPicked] = useState('');
  const [argsText, setArgsText] = useState('{}');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const hintId = useId();
  const tool = tools?.find((t) => t.name === picked);
  const add = () => {
    const args = parseArgs(argsText);
    if (typeof args === 'string') return setProblem(args);
    if (tool === undefined || !tool.readOnly) return setProblem('Choose a read-only tool first.');
    setProblem(undefined);
    onChange({ ...value, tools: [...value.tools, { name: tool.name, args }] });
  };
  return (
    <fieldset className="qa-load__targets" disabled={disabled}>
      <legend>Targets</legend>
      <label className="qa-load__choice">
        <input type="radio" name="qa-load-mode" checked={value.mode === 'default'} onChange={() => onChange({ ...value, mode: 'default' })} />
        List and read methods
      </label>
      <label className="qa-load__choice">
        <input type="radio" name="qa-load-mode" checked={value.mode === 'tools'} onChange={() => onChange({ ...value, mode: 'tools' })} />
        Read-only tools
      </label>
      {value.mode === 'tools' && (
        <div className="qa-load__tools">
          {error !== undefined && <p role="alert">Could not list the tools: {error}</p>}
          <div className="qa-load__tool-row">
            <label className="qa-load__field">
              <span>Tool</span>
              <select value={picked} onChange={(e) => setPicked(e.target.value)}>
                <option value="">{tools === undefined ? 'Loading tools…' : 'Choose a tool'}</option>
                {tools?.map((t) => (
                  <option key={t.name} value={t.name} disabled={!t.readOnly}>
                    {t.readOnly ? t.name : `${t.name} (not read-only: never called)`}
                  </option>
                ))}
              </select>
            </label>
            <label className="qa-load__field qa-load__field--wide">
              <span>Arguments (JSON)</span>
              <input type="text" className="mono" value={argsText} aria-describedby={hintId} onChange={(e) => setArgsText(e.target.value)} />
            </label>
            <button type="button" className="button" onClick={add}>
              Add tool
            </button>
          </div>
          <p id={hintId} className="note">
            {tool === undefined ? 'Only tools annotated readOnlyHint: true can be chosen.' : schemaHint(tool)}
          </p>
          {problem !== undefined && <p role="alert">{problem}</p>}
          <ul className="qa-load__chosen" aria-label="Chosen tools">
            {value.tools.map((spec, index) => (
              <li key={`${spec.name}-${index}`}>
                <code>
                  {spec.name} {JSON.stringify(spec.args)}
                </code>
                <button type="button" className="button" aria-label={`Remove ${spec.name}`} onClick={() => onChange({ ...value, tools: value.tools.filter((_, i) => i !== index) })}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
