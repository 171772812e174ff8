import { describe, expect, it } from 'vitest';
import { SECRET_KEY, takeBridgeSecret, type SecretPage, type SecretStorage } from './secret';

const SECRET = 'ab'.repeat(32);

function page(href: string): SecretPage & { replaced: string[] } {
  const replaced: string[] = [];
  const location = { href };
  return {
    location,
    replaced,
    history: {
      state: null,
      replaceState: (_state, _title, url) => {
        replaced.push(String(url));
        location.href = String(url);
      },
    },
  };
}

function memoryStorage(): SecretStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value) };
}

describe('takeBridgeSecret', () => {
  it('moves the fragment secret to session storage and strips it from the address, keeping the query', () => {
    const p = page(`http://127.0.0.1:6280/?panel=tools#mcp-console-secret=${SECRET}`);
    const storage = memoryStorage();
    expect(takeBridgeSecret(p, storage)).toBe(SECRET);
    expect(storage.map.get(SECRET_KEY)).toBe(SECRET);
    expect(p.replaced).toEqual(['http://127.0.0.1:6280/?panel=tools']);
    expect(p.location.href).not.toContain(SECRET);
  });

  it('keeps the rest of the fragment', () => {
    const p = page(`http://127.0.0.1:6280/#mcp-console-secret=${SECRET}&other=1`);
    takeBridgeSecret(p, memoryStorage());
    expect(p.location.href).toBe('http://127.0.0.1:6280/#other=1');
  });

  it('after a reload (no fragment) uses the secret this tab kept, and leaves the address alone', () => {
    const storage = memoryStorage();
    storage.setItem(SECRET_KEY, SECRET);
    const p = page('http://127.0.0.1:6280/?panel=qa');
    expect(takeBridgeSecret(p, storage)).toBe(SECRET);
    expect(p.replaced).toEqual([]);
  });

  it('strips a malformed value but never stores or sends it', () => {
    const p = page('http://127.0.0.1:6280/#mcp-console-secret=<script>');
    const storage = memoryStorage();
    expect(takeBridgeSecret(p, storage)).toBeUndefined();
    expect(storage.map.size).toBe(0);
    expect(p.location.href).toBe('http://127.0.0.1:6280/');
  });

  it('without a secret anywhere answers undefined', () => {
    expect(takeBridgeSecret(page('http://127.0.0.1:6280/'), memoryStorage())).toBeUndefined();
  });
});
