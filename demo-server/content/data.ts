import { CACHE, defineResource, jsonBody, type DemoResource } from './catalog.js';

const DATA = 'demo://data';

function dataFile(
  path: string,
  title: string,
  description: string,
  value: unknown,
  options: { private?: boolean; lastModified?: string; priority?: number } = {},
): DemoResource {
  return defineResource({
    uri: `${DATA}/${path}`,
    title,
    description,
    mimeType: 'application/json',
    body: jsonBody(value),
    audience: ['assistant'],
    priority: options.priority ?? 0.5,
    lastModified: options.lastModified ?? '2026-11-28T06:00:00Z',
    glyph: 'data',
    cacheHint: options.private === true ? CACHE.shortPrivate : CACHE.mediumPublic,
  });
}

export const USERS = [
  { id: 'ada', name: 'Ada Lovelace', role: 'maintainer', team: 'core' },
  { id: 'alan', name: 'Alan Turing', role: 'reviewer', team: 'core' },
  { id: 'grace', name: 'Grace Hopper', role: 'maintainer', team: 'compiler' },
  { id: 'katherine', name: 'Katherine Johnson', role: 'analyst', team: 'navigation' },
  { id: 'margaret', name: 'Margaret Hamilton', role: 'lead', team: 'flight-software' },
  { id: 'linus', name: 'Linus Torvalds', role: 'contributor', team: 'kernel' },
] as const;

function monthlyMetrics(month: string, base: number): unknown {
  return {
    month,
    requests: base * 1000,
    p50LatencyMs: 38 + (base % 7),
    p99LatencyMs: 240 + (base % 31),
    errorRate: Number((0.002 + (base % 5) / 1000).toFixed(4)),
    topMethods: ['resources/read', 'tools/call', 'resources/list'],
  };
}

export const DATA_FILES: DemoResource[] = [
  dataFile('users.json', 'Team members', 'Everyone with access to the demo workspace.', USERS, {
    private: true,
    priority: 0.7,
  }),
  dataFile('users/ada/preferences.json', "Ada's preferences", 'Per-user settings; private to the signed-in user.', {
    theme: 'dark',
    locale: 'en-GB',
    notifications: { email: false, push: true },
  }, { private: true }),
  dataFile('projects/apollo.json', 'Project Apollo', 'Milestones and owners of the Apollo project.', {
    id: 'apollo',
    owner: 'margaret',
    status: 'active',
    milestones: [
      { name: 'Design review', due: '2026-12-05', done: true },
      { name: 'Beta', due: '2027-01-20', done: false },
    ],
  }),
  dataFile('projects/gemini.json', 'Project Gemini', 'A smaller project in maintenance mode.', {
    id: 'gemini',
    owner: 'grace',
    status: 'maintenance',
    milestones: [{ name: 'Security patch 4', due: '2026-12-12', done: false }],
  }),
  dataFile('metrics/2026-10.json', 'Metrics, October 2026', 'Request volume and latency for October.', monthlyMetrics('2026-10', 412), {
    lastModified: '2026-11-01T00:10:00Z',
  }),
  dataFile('metrics/2026-11.json', 'Metrics, November 2026', 'Request volume and latency so far this month.', monthlyMetrics('2026-11', 487), {
    priority: 0.8,
  }),
  dataFile('config/feature-flags.json', 'Feature flags', 'Flags currently enabled in the demo deployment.', {
    paginatedLists: true,
    liveClock: true,
    experimentalTasks: false,
  }),
  dataFile('config/limits.json', 'Limits', 'Rate limits and payload bounds.', {
    maxRequestBytes: 4_194_304,
    requestsPerMinute: 600,
    maxSubscriptions: 1024,
  }),
  dataFile('catalog/products.json', 'Product catalogue', 'Three products with prices in EUR cents.', [
    { sku: 'MCP-101', name: 'Starter plan', priceCents: 0 },
    { sku: 'MCP-201', name: 'Team plan', priceCents: 1900 },
    { sku: 'MCP-301', name: 'Enterprise plan', priceCents: 9900 },
  ]),
  dataFile('i18n/en.json', 'English strings', 'UI strings, English.', {
    greeting: 'Hello',
    farewell: 'Goodbye',
    connect: 'Connect',
  }),
  dataFile('i18n/de.json', 'German strings', 'UI strings, German (non-ASCII characters on purpose).', {
    greeting: 'Grüß Gott',
    farewell: 'Tschüss',
    connect: 'Verbinden',
  }),
];
