import { isSecretHeader, type HeaderEntry } from '../saved/model';
import type { ServersStore } from '../saved/servers-store';

interface HeaderRowProps {
  store: ServersStore;
  serverId: string;
  header: HeaderEntry;
  index: number;
}

/** One extra header: name, value (masked when secret) and the secret flag. */
export function HeaderRow({ store, serverId, header, index }: HeaderRowProps) {
  const secret = isSecretHeader(header);
  const n = index + 1;
  const update = (patch: Partial<Omit<HeaderEntry, 'id'>>) => store.updateHeader(serverId, header.id, patch);
  return (
    <li className="header-row">
      <input
        className="input input--mono"
        aria-label={`Header ${n} name`}
        placeholder="X-Header"
        spellCheck={false}
        value={header.name}
        onChange={(e) => update({ name: e.target.value })}
      />
      <input
        className="input input--mono"
        aria-label={`Header ${n} value`}
        type={secret ? 'password' : 'text'}
        autoComplete="off"
        spellCheck={false}
        value={header.value}
        onChange={(e) => update({ value: e.target.value })}
      />
      <label className="checkbox">
        <input type="checkbox" checked={secret} onChange={(e) => update({ secret: e.target.checked })} />
        Secret
      </label>
      <button
        type="button"
        className="button button--small button--ghost"
        aria-label={`Remove header ${n}`}
        onClick={() => store.removeHeader(serverId, header.id)}
      >
        ✕
      </button>
    </li>
  );
}
