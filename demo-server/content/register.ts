import type { McpServer } from '@modelcontextprotocol/server';
import type { LiveClock } from './live.js';
import { registerPrompts } from './prompts.js';
import { allResources, registerResources } from './resources.js';
import { registerTemplates } from './templates.js';
import { registerTools } from './tools.js';

export { createLiveClock } from './live.js';

/** Registers everything the demo serves (resources with the live clock, templates, prompts, tools). */
export function registerDemoContent(server: McpServer, clock: LiveClock): void {
  registerResources(server, clock);
  registerTemplates(server);
  registerPrompts(server);
  registerTools(server, () => allResources(clock));
}
