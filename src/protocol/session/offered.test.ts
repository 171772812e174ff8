import { describe, expect, it } from 'vitest';
import { capabilityOf, changeNotificationsOffered, methodOffered, notOfferedReason, notOfferedText, offeredFilter } from './offered';

const TOOLS_ONLY = { tools: {} };
const EVERYTHING = {
  tools: { listChanged: true },
  prompts: { listChanged: true },
  resources: { subscribe: true, listChanged: true },
  completions: {},
  logging: {},
};

describe('methodOffered', () => {
  it('refuses every resources, prompts, completion and logging method to a tools-only server', () => {
    for (const method of [
      'resources/list',
      'resources/templates/list',
      'resources/read',
      'resources/subscribe',
      'resources/unsubscribe',
      'prompts/list',
      'prompts/get',
      'completion/complete',
      'logging/setLevel',
      'subscriptions/listen',
    ]) {
      expect(methodOffered(TOOLS_ONLY, method), method).toBe(false);
    }
    expect(methodOffered(TOOLS_ONLY, 'tools/list')).toBe(true);
    expect(methodOffered(TOOLS_ONLY, 'tools/call')).toBe(true);
  });

  it('offers everything a server that declares everything offers', () => {
    for (const method of ['resources/list', 'resources/subscribe', 'prompts/get', 'tools/call', 'completion/complete', 'logging/setLevel', 'subscriptions/listen']) {
      expect(methodOffered(EVERYTHING, method), method).toBe(true);
    }
  });

  it('counts an empty object as declared, and nothing else', () => {
    expect(methodOffered({ prompts: {} }, 'prompts/list')).toBe(true);
    expect(methodOffered({}, 'prompts/list')).toBe(false);
    expect(methodOffered(undefined, 'tools/list')).toBe(false);
  });

  it('needs resources.subscribe for subscribe and unsubscribe, not just resources', () => {
    expect(methodOffered({ resources: {} }, 'resources/read')).toBe(true);
    expect(methodOffered({ resources: {} }, 'resources/subscribe')).toBe(false);
    expect(methodOffered({ resources: { subscribe: false } }, 'resources/unsubscribe')).toBe(false);
  });

  it('leaves methods no capability gates alone', () => {
    expect(capabilityOf('server/discover')).toBeUndefined();
    expect(methodOffered({}, 'server/discover')).toBe(true);
    expect(methodOffered({}, 'ping')).toBe(true);
    expect(methodOffered({}, 'tasks/get')).toBe(true);
    // Not an own property of the table, whatever Object.prototype holds.
    expect(capabilityOf('toString')).toBeUndefined();
  });
});

describe('subscriptions', () => {
  it('offers a listen only when some listChanged flag or resources.subscribe is declared', () => {
    expect(changeNotificationsOffered(TOOLS_ONLY)).toBe(false);
    expect(changeNotificationsOffered({ tools: { listChanged: true } })).toBe(true);
    expect(changeNotificationsOffered({ resources: { subscribe: true } })).toBe(true);
    expect(changeNotificationsOffered({ resources: { listChanged: false } })).toBe(false);
  });

  it('keeps only the parts of a filter the server offers', () => {
    const filter = { resourcesListChanged: true, promptsListChanged: true, toolsListChanged: true, resourceSubscriptions: ['a://b'] };
    expect(offeredFilter({ tools: { listChanged: true } }, filter)).toEqual({ toolsListChanged: true });
    expect(offeredFilter({ resources: { subscribe: true } }, filter)).toEqual({ resourceSubscriptions: ['a://b'] });
    expect(offeredFilter(EVERYTHING, filter)).toEqual(filter);
    expect(offeredFilter(TOOLS_ONLY, filter)).toEqual({});
  });
});

describe('wording', () => {
  it('says plainly that the server does not offer it', () => {
    expect(notOfferedText('prompts')).toContain('does not offer prompts');
    expect(notOfferedText('logging')).toContain('does not offer server logs');
    expect(notOfferedReason('prompts/list')).toContain('prompts/list was not sent');
    expect(notOfferedReason('resources/subscribe')).toContain('resources.subscribe');
  });
});
