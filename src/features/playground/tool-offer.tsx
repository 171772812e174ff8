import type { Tool } from '@modelcontextprotocol/client';
import type { PlaygroundState, PlaygroundStore } from '../../hooks/playground';
import { estimateTokens, type OfferedTools } from '../../models';

interface ToolOfferProps {
  tools: readonly Tool[];
  offered: OfferedTools;
  state: PlaygroundState;
  store: PlaygroundStore;
  connected: boolean;
}

/** The server's tools offered to the model, each with its checkbox, and what their definitions cost. */
export function ToolOffer({ tools, offered, state, store, connected }: ToolOfferProps) {
  const enabled = offered.offered.filter((tool) => state.enabledTools[offered.mcpName(tool.name) ?? tool.name] !== false);
  return (
    <fieldset className="playground-tools">
      <legend className="subheading">Tools offered to the model</legend>
      {!connected && <p className="note">Connect to a server to offer its tools.</p>}
      {connected && tools.length === 0 && <p className="note">The server lists no tools.</p>}
      {tools.length > 0 && (
        <>
          <ul className="playground-tools__list">
            {tools.map((tool) => (
              <li key={tool.name}>
                <label className="checkbox">
                  <input type="checkbox" checked={state.enabledTools[tool.name] !== false} onChange={(event) => store.setToolEnabled(tool.name, event.target.checked)} />
                  <span>{tool.name}</span>
                </label>
              </li>
            ))}
          </ul>
          <p className="note" role="status">
            {enabled.length} of {tools.length} offered, ≈ {estimateTokens(enabled)} tokens (approximate)
          </p>
        </>
      )}
      <label className="checkbox">
        <input type="checkbox" checked={state.autoRunReadOnly} onChange={(event) => store.setAutoRunReadOnly(event.target.checked)} />
        <span>Run read-only tools without asking</span>
      </label>
      <p className="note">Destructive and open-world tools always ask.</p>
    </fieldset>
  );
}
