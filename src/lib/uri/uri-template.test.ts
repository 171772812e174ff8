import { describe, expect, it } from 'vitest';
import { expandUriTemplate, matchUriTemplate, parseUriTemplate, splitListInput, type TemplateValues } from './uri-template';

// The variable values of RFC 6570 §3.2 (associative arrays are not builder input, so `keys` is left out).
const RFC_VALUES: TemplateValues = {
  count: ['one', 'two', 'three'],
  dom: ['example', 'com'],
  dub: 'me/too',
  hello: 'Hello World!',
  half: '50%',
  var: 'value',
  who: 'fred',
  base: 'http://example.com/home/',
  path: '/foo/bar',
  list: ['red', 'green', 'blue'],
  v: '6',
  x: '1024',
  y: '768',
  empty: '',
  empty_keys: [],
  undef: undefined,
};

function expand(template: string, values: TemplateValues = RFC_VALUES): string {
  const parsed = parseUriTemplate(template);
  if (!parsed.ok) throw new Error(parsed.error);
  return expandUriTemplate(parsed, values);
}

const RFC_EXAMPLES: Record<string, [string, string][]> = {
  '3.2.1 variable expansion': [['{count}', 'one,two,three'], ['{count*}', 'one,two,three'], ['{/count}', '/one,two,three'], ['{/count*}', '/one/two/three'], ['{;count}', ';count=one,two,three'], ['{;count*}', ';count=one;count=two;count=three'], ['{?count}', '?count=one,two,three'], ['{?count*}', '?count=one&count=two&count=three'], ['{&count*}', '&count=one&count=two&count=three']],
  '3.2.2 simple': [['{var}', 'value'], ['{hello}', 'Hello%20World%21'], ['{half}', '50%25'], ['O{empty}X', 'OX'], ['O{undef}X', 'OX'], ['{x,y}', '1024,768'], ['{x,hello,y}', '1024,Hello%20World%21,768'], ['?{x,empty}', '?1024,'], ['?{x,undef}', '?1024'], ['?{undef,y}', '?768'], ['{var:3}', 'val'], ['{var:30}', 'value'], ['{list}', 'red,green,blue'], ['{list*}', 'red,green,blue']],
  '3.2.3 reserved (+)': [['{+var}', 'value'], ['{+hello}', 'Hello%20World!'], ['{+half}', '50%25'], ['{base}index', 'http%3A%2F%2Fexample.com%2Fhome%2Findex'], ['{+base}index', 'http://example.com/home/index'], ['O{+empty}X', 'OX'], ['O{+undef}X', 'OX'], ['{+path}/here', '/foo/bar/here'], ['here?ref={+path}', 'here?ref=/foo/bar'], ['up{+path}{var}/here', 'up/foo/barvalue/here'], ['{+x,hello,y}', '1024,Hello%20World!,768'], ['{+path,x}/here', '/foo/bar,1024/here'], ['{+path:6}/here', '/foo/b/here'], ['{+list}', 'red,green,blue'], ['{+list*}', 'red,green,blue']],
  '3.2.4 fragment (#)': [['{#var}', '#value'], ['{#hello}', '#Hello%20World!'], ['{#half}', '#50%25'], ['foo{#empty}', 'foo#'], ['foo{#undef}', 'foo'], ['{#x,hello,y}', '#1024,Hello%20World!,768'], ['{#path,x}/here', '#/foo/bar,1024/here'], ['{#path:6}/here', '#/foo/b/here'], ['{#list}', '#red,green,blue'], ['{#list*}', '#red,green,blue']],
  '3.2.5 label (.)': [['{.who}', '.fred'], ['{.who,who}', '.fred.fred'], ['{.half,who}', '.50%25.fred'], ['www{.dom*}', 'www.example.com'], ['X{.var}', 'X.value'], ['X{.empty}', 'X.'], ['X{.undef}', 'X'], ['X{.var:3}', 'X.val'], ['X{.list}', 'X.red,green,blue'], ['X{.list*}', 'X.red.green.blue'], ['X{.empty_keys}', 'X'], ['X{.empty_keys*}', 'X']],
  '3.2.6 path segment (/)': [['{/who}', '/fred'], ['{/who,who}', '/fred/fred'], ['{/half,who}', '/50%25/fred'], ['{/who,dub}', '/fred/me%2Ftoo'], ['{/var}', '/value'], ['{/var,empty}', '/value/'], ['{/var,undef}', '/value'], ['{/var,x}/here', '/value/1024/here'], ['{/var:1,var}', '/v/value'], ['{/list}', '/red,green,blue'], ['{/list*}', '/red/green/blue'], ['{/list*,path:4}', '/red/green/blue/%2Ffoo']],
  '3.2.7 path-style parameter (;)': [['{;who}', ';who=fred'], ['{;half}', ';half=50%25'], ['{;empty}', ';empty'], ['{;v,empty,who}', ';v=6;empty;who=fred'], ['{;v,bar,who}', ';v=6;who=fred'], ['{;x,y}', ';x=1024;y=768'], ['{;x,y,empty}', ';x=1024;y=768;empty'], ['{;x,y,undef}', ';x=1024;y=768'], ['{;hello:5}', ';hello=Hello'], ['{;list}', ';list=red,green,blue'], ['{;list*}', ';list=red;list=green;list=blue']],
  '3.2.8 query (?)': [['{?who}', '?who=fred'], ['{?half}', '?half=50%25'], ['{?x,y}', '?x=1024&y=768'], ['{?x,y,empty}', '?x=1024&y=768&empty='], ['{?x,y,undef}', '?x=1024&y=768'], ['{?var:3}', '?var=val'], ['{?list}', '?list=red,green,blue'], ['{?list*}', '?list=red&list=green&list=blue']],
  '3.2.9 query continuation (&)': [['{&who}', '&who=fred'], ['{&half}', '&half=50%25'], ['?fixed=yes{&x}', '?fixed=yes&x=1024'], ['{&x,y,empty}', '&x=1024&y=768&empty='], ['{&var:3}', '&var=val'], ['{&list}', '&list=red,green,blue'], ['{&list*}', '&list=red&list=green&list=blue']],
};

describe('expandUriTemplate: RFC 6570 §3.2 examples', () => {
  for (const [section, examples] of Object.entries(RFC_EXAMPLES)) {
    it.each(examples)(`${section}: %s → %s`, (template, expected) => {
      expect(expand(template)).toBe(expected);
    });
  }
});

describe('expandUriTemplate: encoding', () => {
  it('UTF-8 encodes characters, including ones outside the BMP, and counts prefixes in characters', () => {
    expect(expand('{x}', { x: 'é😀' })).toBe('%C3%A9%F0%9F%98%80');
    expect(expand('{x:2}', { x: '😀é!' })).toBe('%F0%9F%98%80%C3%A9');
  });

  it('keeps existing %XX triplets (hex letters too) only in reserved expansion', () => {
    expect(expand('{+x}', { x: '%E2%82%AC' })).toBe('%E2%82%AC');
    expect(expand('{x}', { x: '%E2' })).toBe('%25E2');
  });

  it('expands the demo templates', () => {
    expect(expand('demo://repos/{owner}/{repo}/readme', { owner: 'acme', repo: 'rocket skates' })).toBe('demo://repos/acme/rocket%20skates/readme');
  });
});

describe('parseUriTemplate', () => {
  it('extracts each variable once with its operator and modifiers', () => {
    const parsed = parseUriTemplate('file:///{+root}{/path*}{?q,limit:3}{&q}{#frag}{.ext}{;p}');
    expect(parsed.ok && parsed.variables).toEqual([
      { name: 'root', operator: '+', prefix: undefined, explode: false },
      { name: 'path', operator: '/', prefix: undefined, explode: true },
      { name: 'q', operator: '?', prefix: undefined, explode: false },
      { name: 'limit', operator: '?', prefix: 3, explode: false },
      { name: 'frag', operator: '#', prefix: undefined, explode: false },
      { name: 'ext', operator: '.', prefix: undefined, explode: false },
      { name: 'p', operator: ';', prefix: undefined, explode: false },
    ]);
  });

  it.each(['demo://{', 'demo://{owner', 'demo://{}', 'demo://{a b}', 'demo://a}b'])('rejects the malformed template %s with a message', (template) => {
    const parsed = parseUriTemplate(template);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error.length).toBeGreaterThan(0);
  });
});

describe('matchUriTemplate', () => {
  const parsed = parseUriTemplate('demo://repos/{owner}/{repo}/readme');
  if (!parsed.ok) throw new Error('demo template must parse');

  it('reads the variables back from a URI the template produces', () => {
    expect(matchUriTemplate(parsed, 'demo://repos/acme/rocket%20skates/readme')).toEqual({ owner: 'acme', repo: 'rocket skates' });
  });

  it('rejects URIs the template cannot produce', () => {
    expect(matchUriTemplate(parsed, 'demo://repos/acme/readme')).toBeUndefined();
    expect(matchUriTemplate(parsed, 'demo://users/ada/profile')).toBeUndefined();
  });
});

describe('splitListInput', () => {
  it('turns comma-separated input into list items, dropping blanks', () => {
    expect(splitListInput(' red, green ,,blue ')).toEqual(['red', 'green', 'blue']);
  });
});
