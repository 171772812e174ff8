function protocolOf(value: string): string | undefined {
  try {
    return new URL(value).protocol;
  } catch {
    return undefined;
  }
}

/** Icons load only from https: or data: (design.md, "Untrusted content stays data"). */
export function isAllowedIconSrc(src: string): boolean {
  const protocol = protocolOf(src);
  return protocol === 'https:' || protocol === 'data:';
}

/** Links only for http(s); `javascript:` and friends stay plain text. */
export function isWebUrl(value: string): boolean {
  const protocol = protocolOf(value);
  return protocol === 'https:' || protocol === 'http:';
}
