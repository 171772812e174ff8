import { describe, expect, it } from 'vitest';
import { isAllowedIconSrc, isSafeLinkHref } from '../../lib/urls/safe-url';
import { chooseIcon } from './choose-icon';

const data = (name: string) => `data:image/svg+xml;base64,${btoa(name)}`;

describe('icon source allow-list', () => {
  it('loads only https: and data:', () => {
    expect(isAllowedIconSrc('https://example.com/a.png')).toBe(true);
    expect(isAllowedIconSrc(data('x'))).toBe(true);
    expect(isAllowedIconSrc('http://example.com/a.png')).toBe(false);
    expect(isAllowedIconSrc('javascript:alert(1)')).toBe(false);
    expect(isAllowedIconSrc('JavaScript:alert(1)')).toBe(false);
    expect(isAllowedIconSrc('file:///etc/passwd')).toBe(false);
    expect(isAllowedIconSrc('/relative.png')).toBe(false);
  });

  it('links Markdown only to web and mail addresses', () => {
    expect(isSafeLinkHref('https://example.com')).toBe(true);
    expect(isSafeLinkHref('mailto:a@b.invalid')).toBe(true);
    expect(isSafeLinkHref('javascript:alert(1)')).toBe(false);
    expect(isSafeLinkHref('data:text/html,<script>1</script>')).toBe(false);
  });
});

describe('chooseIcon', () => {
  it('prefers the console theme, then unthemed, then the other theme', () => {
    const icons = [
      { src: data('dark'), theme: 'dark' as const },
      { src: data('plain') },
      { src: data('light'), theme: 'light' as const },
    ];
    expect(chooseIcon(icons, 'light', 32).icon?.src).toBe(data('light'));
    expect(chooseIcon(icons, 'dark', 32).icon?.src).toBe(data('dark'));
    expect(chooseIcon([icons[0], icons[1]].filter((i) => i !== undefined), 'light', 32).icon?.src).toBe(data('plain'));
    expect(chooseIcon([icons[0]].filter((i) => i !== undefined), 'light', 32).icon?.src).toBe(data('dark'));
  });

  it('picks a scalable icon, else the smallest size not below the wanted one', () => {
    const sized = [
      { src: data('16'), sizes: ['16x16'] },
      { src: data('48'), sizes: ['48x48'] },
      { src: data('128'), sizes: ['128x128'] },
    ];
    expect(chooseIcon(sized, 'light', 32).icon?.src).toBe(data('48'));
    expect(chooseIcon(sized, 'light', 200).icon?.src).toBe(data('128'));
    expect(chooseIcon([...sized, { src: data('svg'), sizes: ['any'] }], 'light', 32).icon?.src).toBe(data('svg'));
  });

  it('refuses and reports sources outside the allow-list', () => {
    const choice = chooseIcon([{ src: 'javascript:alert(1)', theme: 'light' as const }, { src: 'http://tracker.invalid/p.png' }], 'light', 16);
    expect(choice.icon).toBeUndefined();
    expect(choice.refused.map((i) => i.src)).toEqual(['javascript:alert(1)', 'http://tracker.invalid/p.png']);
  });
});
