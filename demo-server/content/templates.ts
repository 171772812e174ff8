import {
  ProtocolError,
  ProtocolErrorCode,
  ResourceTemplate,
  type McpServer,
  type Variables,
} from '@modelcontextprotocol/server';
import { CACHE, jsonBody } from './catalog.js';
import { USERS } from './data.js';
import { md } from './docs-guide.js';
import { themedIcons } from './icons.js';

/** Owners and their repositories: the `repo` suggestions depend on the chosen `owner`. */
export const REPOSITORIES: Readonly<Record<string, readonly string[]>> = {
  acme: ['anvil', 'rocket-skates', 'widgets'],
  contoso: ['payments', 'portal'],
  modelcontext: ['console', 'inspector', 'servers', 'specification'],
};

const MAX_COMPLETIONS = 100;

function startsWith(values: readonly string[], prefix: string): string[] {
  const lower = prefix.toLowerCase();
  return values.filter((value) => value.toLowerCase().startsWith(lower)).slice(0, MAX_COMPLETIONS);
}

function single(variables: Variables, name: string): string {
  const value = variables[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function notFound(uri: URL): ProtocolError {
  // Spec §13.3: a missing resource is -32602 with the uri in `data`.
  return new ProtocolError(ProtocolErrorCode.InvalidParams, 'Resource not found', { uri: uri.href });
}

/** Repositories suggested for `owner`; every repository when the owner is unknown or not chosen yet. */
export function repoSuggestions(owner: string | undefined): readonly string[] {
  const known = owner === undefined ? undefined : REPOSITORIES[owner];
  return known ?? Object.values(REPOSITORIES).flat();
}

function registerUserProfiles(server: McpServer): void {
  const template = new ResourceTemplate('demo://users/{userId}/profile', {
    list: undefined,
    complete: { userId: (value) => startsWith(USERS.map((user) => user.id), value) },
  });
  server.registerResource(
    'user-profile',
    template,
    {
      title: 'User profile',
      description: 'Profile of one team member. Try completing the user id.',
      mimeType: 'application/json',
      icons: themedIcons('user'),
      annotations: { audience: ['user', 'assistant'], priority: 0.5 },
      cacheHint: CACHE.shortPrivate,
    },
    (uri, variables) => {
      const user = USERS.find((candidate) => candidate.id === single(variables, 'userId'));
      if (user === undefined) throw notFound(uri);
      return { contents: [{ uri: uri.href, mimeType: 'application/json', text: jsonBody({ ...user, profileUri: uri.href }) }] };
    },
  );
}

function registerRepoReadmes(server: McpServer): void {
  const template = new ResourceTemplate('demo://repos/{owner}/{repo}/readme', {
    list: undefined,
    complete: {
      owner: (value) => startsWith(Object.keys(REPOSITORIES), value),
      repo: (value, context) => startsWith(repoSuggestions(context?.arguments?.owner), value),
    },
  });
  server.registerResource(
    'repo-readme',
    template,
    {
      title: 'Repository README',
      description: 'README of a repository. The repo suggestions depend on the owner you picked.',
      mimeType: 'text/markdown',
      icons: themedIcons('repo'),
      annotations: { audience: ['user'], priority: 0.4 },
      cacheHint: CACHE.mediumPublic,
    },
    (uri, variables) => {
      const owner = single(variables, 'owner');
      const repo = single(variables, 'repo');
      if (!(REPOSITORIES[owner] ?? []).includes(repo)) throw notFound(uri);
      const text = md(`# ${owner}/${repo}`, '', `Demo repository **${repo}**, maintained by ${owner}.`, '', '## Build', '', '~~~sh', 'npm ci && npm test', '~~~');
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text }] };
    },
  );
}

/** Registers the two demo templates: one simple, one with a dependent variable. */
export function registerTemplates(server: McpServer): void {
  registerUserProfiles(server);
  registerRepoReadmes(server);
}
