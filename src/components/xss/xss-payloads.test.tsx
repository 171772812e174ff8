import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigationStore } from '../../hooks/navigation/navigation-store';
import { NavigationProvider } from '../../hooks/navigation/use-navigation';
import { isAllowedIconSrc, isSafeLinkHref } from '../../lib/urls/safe-url';
import { ContentBlocksView } from '../content-blocks';
import { MarkdownView } from '../markdown';
import { encodeBase64, ResourceContentsView } from '../resource-contents';
import { SafeIcon } from '../safe-icon';
import { isDangerousUrl, XSS_PAYLOADS } from './xss-payloads.test-util';

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'srcset', 'background'];

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, '__pwned');
});

function withNavigation(node: ReactElement): ReactElement {
  return <NavigationProvider store={new NavigationStore({ panel: 'prompts', exchangeId: undefined })}>{node}</NavigationProvider>;
}

/** Every way the DOM could turn server text into code, listed for a readable failure. */
function liveMarkup(root: HTMLElement): string[] {
  const problems: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'object', 'embed', 'base', 'meta', 'link', 'style', 'form'].includes(tag)) problems.push(`<${tag}> element`);
    if (tag === 'iframe' && element.getAttribute('sandbox') !== '') problems.push('iframe without an empty sandbox');
    for (const attribute of element.attributes) {
      if (attribute.name.toLowerCase().startsWith('on')) problems.push(`${attribute.name} handler on <${tag}>`);
      if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase()) && isDangerousUrl(attribute.value)) {
        problems.push(`${attribute.name}="${attribute.value}" on <${tag}>`);
      }
      if (tag === 'img' && attribute.name === 'src' && !isAllowedIconSrc(attribute.value)) problems.push(`img from ${attribute.value}`);
    }
  }
  return problems;
}

function views(payload: string): [string, ReactElement][] {
  const resource = { uri: 'hostile://x', text: payload };
  return [
    ['MarkdownView', <MarkdownView source={payload} />],
    [
      'ContentBlocksView',
      withNavigation(
        <ContentBlocksView
          blocks={[
            { type: 'text', text: payload, annotations: { audience: ['user'] } },
            { type: 'resource_link', uri: payload, name: payload, title: payload, description: payload },
            { type: 'resource', resource: { ...resource, mimeType: 'text/html' } },
            { type: 'image', data: encodeBase64(new TextEncoder().encode(payload)), mimeType: 'image/svg+xml' },
          ]}
        />,
      ),
    ],
    [
      'ResourceContentsView',
      <ResourceContentsView
        contents={[
          { ...resource, mimeType: 'text/markdown' },
          { ...resource, mimeType: 'text/html' },
          { ...resource, mimeType: payload },
          { uri: payload, mimeType: 'image/svg+xml', blob: encodeBase64(new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg">${payload}</svg>`)) },
        ]}
      />,
    ],
    ['SafeIcon', <SafeIcon icons={[{ src: payload }, { src: `data:image/svg+xml,${encodeURIComponent(payload)}`, mimeType: 'image/svg+xml' }]} />],
  ];
}

describe(`rendering helpers against ${XSS_PAYLOADS.length} XSS payloads`, () => {
  it('has at least 50 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload]))('payload %i stays inert: %s', (_index, payload) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    for (const [name, view] of views(payload)) {
      const { container, unmount } = render(view);
      expect({ view: name, problems: liveMarkup(container) }).toEqual({ view: name, problems: [] });
      unmount();
    }
    expect(Reflect.get(window, '__pwned')).toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
  });

  it('safe-url refuses every script-capable or local URL among the payloads', () => {
    for (const payload of XSS_PAYLOADS.filter(isDangerousUrl)) {
      expect({ payload, link: isSafeLinkHref(payload), icon: isAllowedIconSrc(payload) }).toEqual({ payload, link: false, icon: false });
    }
    expect(isAllowedIconSrc('http://127.0.0.1:1/track.png')).toBe(false);
  });
});
