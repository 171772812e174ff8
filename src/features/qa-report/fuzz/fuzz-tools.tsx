import type { FuzzSelection } from './fuzz-store';

export interface ListedTool {
  name: string;
  readOnly: boolean;
}

interface FuzzToolsProps {
  tools: readonly ListedTool[];
  selection: FuzzSelection;
  disabled: boolean;
  onChange: (selection: FuzzSelection) => void;
}

const toggled = (names: readonly string[], name: string, on: boolean): string[] => (on ? [...names.filter((n) => n !== name), name] : names.filter((n) => n !== name));

/**
 * The server's tools with a box each: read-only ones are fuzzed unless unticked; any other is
 * called only when ticked by name, with a warning that fuzzing it may change data.
 */
export function FuzzTools({ tools, selection, disabled, onChange }: FuzzToolsProps) {
  const risky = tools.filter((tool) => !tool.readOnly && selection.allowed.includes(tool.name));
  return (
    <fieldset className="qa-fuzz__tools">
      <legend>Tools to fuzz</legend>
      {tools.length === 0 && <p className="note">The server lists no tools.</p>}
      <ul className="qa-fuzz__tool-list">
        {tools.map((tool) => (
          <li key={tool.name} className="qa-fuzz__tool">
            <label className="checkbox">
              <input
                type="checkbox"
                disabled={disabled}
                checked={tool.readOnly ? !selection.unticked.includes(tool.name) : selection.allowed.includes(tool.name)}
                onChange={(e) =>
                  onChange(
                    tool.readOnly
                      ? { ...selection, unticked: toggled(selection.unticked, tool.name, !e.target.checked) }
                      : { ...selection, allowed: toggled(selection.allowed, tool.name, e.target.checked) },
                  )
                }
              />
              <span className="mono">{tool.name}</span>
            </label>
            <span className={tool.readOnly ? 'chip' : 'chip qa-fuzz__chip--writes'}>{tool.readOnly ? 'read-only' : 'may change data'}</span>
          </li>
        ))}
      </ul>
      {risky.length > 0 && (
        <p role="alert" className="qa-fuzz__warning">
          {risky.map((tool) => tool.name).join(', ')} {risky.length === 1 ? 'is' : 'are'} not annotated read-only: fuzzing sends dozens of unusual inputs, and
          each call may change or delete data on the server.
        </p>
      )}
      {tools.some((tool) => !tool.readOnly) && risky.length === 0 && (
        <p className="note">Tools not annotated readOnlyHint: true are never called unless you tick them.</p>
      )}
    </fieldset>
  );
}
