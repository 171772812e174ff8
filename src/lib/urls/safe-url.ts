function protocolOf(value: string): string | undefined {
  try {
    return new URL(value).protocol;
  } catch {
    return undefined;
  }
}

/**
 * Icons load only from https: or data: (spec §13.2 "icons"; design.md, "Untrusted content
 * stays data"): no credentials, no local network, no `javascript:`.
 */
export function isAllowedIconSrc(src: string): boolean {
  const protocol = protocolOf(src);
  // A data: URL must at least claim to be an image: data:text/html has no business in an icon.
  return protocol === 'https:' || (protocol === 'data:' && /^data:image\//i.test(src.trim()));
}

/** Links only for http(s); `javascript:` and friends stay plain text. */
export function isWebUrl(value: string): boolean {
  const protocol = protocolOf(value);
  return protocol === 'https:' || protocol === 'http:';
}

/** Links allowed in rendered Markdown: web addresses and mail. Relative links have no base here and stay text. */
export function isSafeLinkHref(value: string): boolean {
  return isWebUrl(value) || protocolOf(value) === 'mailto:';
}
