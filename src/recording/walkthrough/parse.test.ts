import { describe, expect, it } from 'vitest';
import { parseWalkthrough } from './parse';

const HEAD = 'format: mcp-console-walkthrough\nversion: 1\ntitle: Tour\n';

describe('parseWalkthrough', () => {
  it('reads a YAML walkthrough with every kind of target', () => {
    const parsed = parseWalkthrough(
      `${HEAD}steps:\n  - caption: Read it\n    resource: demo://a\n    expect: hello\n  - caption: Build\n    template: demo://u/{id}\n    variables: { id: "7" }\n` +
        `  - caption: Ask\n    prompt: review\n    arguments: { code: x }\n  - caption: Call\n    tool: add\n    arguments: { a: 1, b: 2 }\n`,
    );
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.walkthrough.steps.map((s) => s.caption)).toEqual(['Read it', 'Build', 'Ask', 'Call']);
  });

  it('reads the same format as JSON', () => {
    const json = JSON.stringify({ format: 'mcp-console-walkthrough', version: 1, title: 'T', steps: [{ caption: 'c', tool: 'echo', arguments: { message: 'hi' } }] });
    expect(parseWalkthrough(json).ok).toBe(true);
  });

  it('names the step (1-based) and the field of each validation error', () => {
    const parsed = parseWalkthrough(`${HEAD}steps:\n  - caption: ok\n    resource: demo://a\n  - caption: 3\n    tool: add\n    expect: 4\n`);
    expect(parsed).toEqual({ ok: false, errors: ['step 2, field caption: Invalid input: expected string, received number', 'step 2, field expect: Invalid input: expected string, received number'] });
  });

  it('says when a step has no target or two, and when a field belongs to another target', () => {
    const parsed = parseWalkthrough(`${HEAD}steps:\n  - caption: none\n  - caption: two\n    tool: a\n    prompt: b\n  - caption: vars\n    resource: demo://a\n    variables: { x: y }\n`);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual([
      'step 1, field resource: a step needs exactly one target (resource, template, prompt or tool); none is set',
      'step 2, field resource: a step needs exactly one target (resource, template, prompt or tool); prompt and tool are set',
      'step 3, field variables: only a template step takes variables',
    ]);
  });

  it('names unknown fields and non-string prompt arguments', () => {
    const parsed = parseWalkthrough(`${HEAD}steps:\n  - caption: c\n    prompt: p\n    arguments: { n: 1 }\n    expected: typo\n`);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toContain('step 1, field arguments.n: prompt arguments are strings (spec: prompts/get)');
    expect(parsed.errors.some((e) => e.startsWith('step 1: ') && e.includes('expected'))).toBe(true);
  });

  it('refuses other formats, versions and top-level mistakes by field', () => {
    const parsed = parseWalkthrough('format: mcp-console-walkthrough\nversion: 2\ntitle: ""\nsteps: []\n');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual(['field version: Invalid input: expected 1', 'field title: must not be empty', 'field steps: a walkthrough needs at least one step']);
  });

  it('reports YAML syntax errors, and never expands a crafted alias bomb', () => {
    expect(parseWalkthrough('steps: [unclosed')).toMatchObject({ ok: false, errors: [expect.stringContaining('not valid YAML or JSON')] });
    const bomb = `a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n`;
    expect(parseWalkthrough(bomb).ok).toBe(false);
  });
});
