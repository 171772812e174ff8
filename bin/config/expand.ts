import { homedir } from 'node:os';
import { sep } from 'node:path';

/** What a `${…}` reference in a config value may resolve from. */
export interface ExpandScope {
  env: Readonly<Record<string, string | undefined>>;
  /** VS Code's `${workspaceFolder}` (config.ts decides which folder that is). */
  workspaceFolder: string;
}

/** `shown`: the value with every reference to the environment left as written, for what the page sees. */
export type Expanded = { ok: true; value: string; shown: string } | { ok: false; error: string };

const REFERENCE = /\$\{([^}]*)\}/g;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Why a reference cannot be resolved here, in words a user of that client recognises. */
function unresolvable(token: string, inner: string): string {
  if (inner.startsWith('input:')) return `${token} cannot be resolved here (VS Code asks for inputs in its own UI); set it in the file or use \${env:…}`;
  if (/^(command|config):/.test(inner)) return `${token} cannot be resolved here (only VS Code can run its commands and read its settings); set it in the file or use \${env:…}`;
  return `${token} cannot be resolved here (supported: \${env:VAR}, \${VAR}, \${VAR:-default}, \${workspaceFolder}, \${userHome}, \${pathSeparator})`;
}

/** VS Code's predefined variables: paths of this machine, not secrets, so shown expanded. */
const PREDEFINED = new Set(['workspaceFolder', 'userHome', 'pathSeparator', '/']);

function resolveOne(inner: string, scope: ExpandScope): string | undefined {
  if (inner === 'workspaceFolder') return scope.workspaceFolder;
  if (inner === 'userHome') return homedir();
  if (inner === 'pathSeparator' || inner === '/') return sep;
  const envRef = inner.startsWith('env:') ? inner.slice(4) : inner;
  const dash = envRef.indexOf(':-');
  const name = dash === -1 ? envRef : envRef.slice(0, dash);
  if (!ENV_NAME.test(name)) return undefined;
  const value = scope.env[name];
  // As in a shell: `${VAR}` may be set to the empty string; `${VAR:-default}` replaces unset and empty alike.
  if (dash === -1) return value;
  return value === undefined || value === '' ? envRef.slice(dash + 2) : value;
}

/**
 * Expands the `${…}` references of one config value: `${env:VAR}` (VS Code, Cursor), `${VAR}`
 * and `${VAR:-default}` (Claude Code) from the environment, and VS Code's predefined
 * `${workspaceFolder}`, `${userHome}` and `${pathSeparator}`. The first reference that cannot
 * be resolved (an unset variable, `${input:…}`) is named in the error, so the entry can be skipped.
 * What came from the environment (an API key, often) is masked in `shown`: the reference as written.
 */
export function expandValue(value: string, scope: ExpandScope): Expanded {
  let error: string | undefined;
  const expanded = value.replace(REFERENCE, (token, inner: string) => {
    const resolved = resolveOne(inner, scope);
    if (resolved !== undefined) return resolved;
    const envRef = inner.startsWith('env:') ? inner.slice(4) : inner;
    error ??= ENV_NAME.test(envRef) ? `${token} is not set in the environment; set ${envRef} or write the value in the file` : unresolvable(token, inner);
    return token;
  });
  if (error !== undefined) return { ok: false, error };
  const shown = value.replace(REFERENCE, (token, inner: string) => (PREDEFINED.has(inner) ? (resolveOne(inner, scope) ?? token) : token));
  return { ok: true, value: expanded, shown };
}
