import { SafeIcon } from '../../components/safe-icon';
import { toolViewUri } from '../../protocol/server-features/apps/tool-views';
import { annotationChips, toolDisplayName, type ExcludedTool, type ToolEntry } from '../../components/tool-call';

interface ToolListProps {
  usable: readonly ToolEntry[];
  excluded: readonly ExcludedTool[];
  selected: string | undefined;
  onSelect: (name: string) => void;
}

/** The server's tools (spec §19), and apart from them the ones excluded under spec §7.4. */
export function ToolList({ usable, excluded, selected, onSelect }: ToolListProps) {
  return (
    <nav className="tool-list" aria-label="Tool list">
      {usable.length === 0 && <p className="note">The server lists no callable tools.</p>}
      <ul className="tool-list__items">
        {usable.map(({ tool }) => (
          <li key={tool.name}>
            <button
              type="button"
              className="tool-list__item"
              aria-current={tool.name === selected ? 'true' : undefined}
              onClick={() => onSelect(tool.name)}
            >
              <SafeIcon icons={tool.icons} />
              <span className="tool-list__name">{toolDisplayName(tool)}</span>
              {toolDisplayName(tool) !== tool.name && <span className="tool-list__id mono">{tool.name}</span>}
              <span className="tool-list__chips">
                {toolViewUri(tool) !== undefined && (
                  <span className="chip" title="This tool has an MCP App view">
                    App
                  </span>
                )}
                {annotationChips(tool).map((chip) => (
                  <span key={chip} className="chip">
                    {chip}
                  </span>
                ))}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {excluded.length > 0 && (
        <section className="tool-list__excluded" aria-label="Excluded tools">
          <h3 className="subheading">Excluded ({excluded.length})</h3>
          <p className="note">These tools break the x-mcp-header rules (spec §7.4), so they cannot be called.</p>
          <ul>
            {excluded.map(({ tool, reason }) => (
              <li key={tool.name} className="tool-list__excluded-item">
                <span className="mono">{tool.name}</span>: <span>{reason}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </nav>
  );
}
