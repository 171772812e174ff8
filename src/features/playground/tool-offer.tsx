import { enabledKey, type PlaygroundState, type PlaygroundStore } from '../../hooks/playground';
import { estimateTokens } from '../../models';
import type { WorkspaceOffer } from './tool-names';
import type { ToolGroup } from './use-agent';

interface ToolOfferProps {
  groups: readonly ToolGroup[];
  offer: WorkspaceOffer;
  state: PlaygroundState;
  store: PlaygroundStore;
}

function groupNote(group: ToolGroup): string | undefined {
  if (!group.server.offersTools) return 'This server offers no tools.';
  if (group.listing === undefined || (group.listing.list.loading && group.tools.length === 0)) return 'Listing its tools…';
  if (group.listing.list.error !== undefined) return `Its tools could not be listed: ${group.listing.list.error.message}`;
  return group.tools.length === 0 ? 'The server lists no tools.' : undefined;
}

/** One server's tools, each with its checkbox; where a name had to change for the model, the offered name beside it. */
function ServerGroup({ group, offer, state, store }: { group: ToolGroup } & Omit<ToolOfferProps, 'groups'>) {
  const note = groupNote(group);
  return (
    <fieldset className="playground-tools__group">
      <legend className="playground-tools__server">
        <span className="playground-tools__server-name">{group.server.name}</span>{' '}
        {group.server.selfName !== undefined && (
          <>
            <span className="muted" title="What the server calls itself (serverInfo.name)">
              ({group.server.selfName})
            </span>{' '}
          </>
        )}
        <span className="playground-tools__server-url">{group.server.id}</span>
      </legend>
      {note !== undefined && <p className="note">{note}</p>}
      {group.tools.length > 0 && (
        <ul className="playground-tools__list">
          {group.tools.map((tool) => {
            const offered = offer.offeredName(group.server.id, tool.name);
            const key = offered === undefined ? tool.name : enabledKey(offer, offered);
            return (
              <li key={tool.name}>
                <label className="checkbox">
                  <input type="checkbox" checked={state.enabledTools[key] !== false} onChange={(event) => store.setToolEnabled(key, event.target.checked)} />
                  <span>{tool.name}</span>
                </label>
                {offered !== undefined && offered !== tool.name && <span className="playground-tools__as">as {offered}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

/** The tools of every connected server offered to the model, grouped by server, and what their definitions cost. */
export function ToolOffer({ groups, offer, state, store }: ToolOfferProps) {
  const enabled = offer.offered.filter((tool) => state.enabledTools[enabledKey(offer, tool.name)] !== false);
  return (
    <fieldset className="playground-tools">
      <legend className="subheading">Tools offered to the model</legend>
      {groups.length === 0 && <p className="note">Connect to a server to offer its tools.</p>}
      {groups.map((group) => (
        <ServerGroup key={group.server.id} group={group} offer={offer} state={state} store={store} />
      ))}
      {offer.offered.length > 0 && (
        <p className="note" role="status">
          {enabled.length} of {offer.offered.length} offered, ≈ {estimateTokens(enabled)} tokens (approximate)
        </p>
      )}
      <label className="checkbox">
        <input type="checkbox" checked={state.autoRunReadOnly} onChange={(event) => store.setAutoRunReadOnly(event.target.checked)} />
        <span>Run read-only tools without asking</span>
      </label>
      <p className="note">Destructive and open-world tools always ask.</p>
    </fieldset>
  );
}
