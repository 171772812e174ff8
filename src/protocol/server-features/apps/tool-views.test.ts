import { describe, expect, it } from 'vitest';
import { appMayCallTool, toolViewUri, toolVisibility, visibilityProblem } from './tool-views';

const tools = [
  { name: 'show', _meta: { ui: { resourceUri: 'ui://demo/view' } } },
  { name: 'refresh', _meta: { ui: { visibility: ['app'] } } },
  { name: 'model_only', _meta: { ui: { visibility: ['model'] } } },
  { name: 'plain' },
  { name: 'odd', _meta: { ui: { visibility: 'app' } } },
];

describe('toolViewUri', () => {
  it('reads _meta.ui.resourceUri and the deprecated flat key, only for ui:// URIs', () => {
    expect(toolViewUri({ name: 'a', _meta: { ui: { resourceUri: 'ui://x' } } })).toBe('ui://x');
    expect(toolViewUri({ name: 'a', _meta: { 'ui/resourceUri': 'ui://flat' } })).toBe('ui://flat');
    expect(toolViewUri({ name: 'a', _meta: { ui: { resourceUri: 'https://evil.example/app.html' } } })).toBeUndefined();
    expect(toolViewUri({ name: 'a' })).toBeUndefined();
  });
});

describe('visibility gate', () => {
  it('lets an app call tools visible to apps, including those that declare nothing', () => {
    expect(appMayCallTool(tools, 'refresh')).toEqual({ allowed: true });
    expect(appMayCallTool(tools, 'show')).toEqual({ allowed: true });
    expect(appMayCallTool(tools, 'plain')).toEqual({ allowed: true });
  });

  it('refuses model-only tools, tools of no such name and malformed visibility', () => {
    expect(appMayCallTool(tools, 'model_only')).toEqual({ allowed: false, reason: 'Tool "model_only" is not visible to apps (its visibility excludes "app").' });
    expect(appMayCallTool(tools, 'elsewhere')).toEqual({ allowed: false, reason: 'This server lists no tool named "elsewhere".' });
    expect(appMayCallTool(tools, 'odd').allowed).toBe(false);
    expect(appMayCallTool(tools, 42).allowed).toBe(false);
  });

  it('drops unknown visibility values instead of widening access', () => {
    expect(toolVisibility({ name: 'x', _meta: { ui: { visibility: ['model', 'everyone'] } } })).toEqual(['model']);
    expect(visibilityProblem({ name: 'x', _meta: { ui: { visibility: ['model', 'everyone'] } } })).toContain('"everyone"');
    expect(visibilityProblem(tools[1] ?? { name: 'none' })).toBeUndefined();
  });
});
