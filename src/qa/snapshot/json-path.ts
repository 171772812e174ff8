export type PathSegment = string | number;

/** RFC 9535 member-name shorthand (ASCII part): anything else goes in brackets. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A JSONPath (RFC 9535) for a location in a snapshot, e.g. `$.tools["get weather"].inputSchema`. */
export function jsonPath(segments: readonly PathSegment[]): string {
  return segments.reduce<string>((path, segment) => {
    if (typeof segment === 'number') return `${path}[${segment}]`;
    return IDENTIFIER.test(segment) ? `${path}.${segment}` : `${path}[${JSON.stringify(segment)}]`;
  }, '$');
}
