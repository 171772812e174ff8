/**
 * What must not show in an error a server sends (issue 42, `leak`): a stack trace, the path of
 * a source file, or a string shaped like a secret. Source paths need a code file's extension
 * (and usually a line), so a file server naming the file it was asked for is not a leak.
 */
const PATTERNS: [RegExp, string][] = [
  [/\n\s*at [^\n]*\(?[^\s()]+:\d+:\d+\)?/, 'a JavaScript stack trace'],
  [/Traceback \(most recent call last\)|File "[^"]+", line \d+/, 'a Python traceback'],
  [/\n\s*at [\w.$]+\([\w$]+\.(?:java|kt|scala):\d+\)/, 'a JVM stack trace'],
  [/goroutine \d+ \[|\.go:\d+ \+0x[0-9a-f]+/, 'a Go stack trace'],
  [/(?:^|[\s("'=])(?:[A-Za-z]:\\|\/)[^\s"'()]*\.(?:[cm]?[jt]sx?|py|rb|go|rs|java|kt|php|cs)(?::\d+)+/, 'the path of a source file'],
  [/\b(?:sk-[A-Za-z0-9_-]{20,}|AKIA[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9]{36}|xox[abprs]-[A-Za-z0-9-]{10,})\b/, 'a secret-looking token'],
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----/, 'a private key'],
  [/\b(?:password|passwd|secret|api[_-]?key|access[_-]?token)\s*[=:]\s*["']?[^\s"']{8,}/i, 'a secret-looking assignment'],
];

/** Removes the case's own input strings first: a server echoing what it was sent leaks nothing. */
function withoutEcho(text: string, input: unknown): string {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string' && value.length >= 4) strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk(input);
  return strings.reduce((rest, echoed) => rest.split(echoed).join(' '), text);
}

/** What `text` leaks, with the matching excerpt, or undefined. */
export function findLeak(text: string, input: unknown): string | undefined {
  const checked = withoutEcho(text, input);
  for (const [pattern, what] of PATTERNS) {
    const match = pattern.exec(checked);
    if (match !== null) return `${what}: ${JSON.stringify(match[0].trim().slice(0, 120))}`;
  }
  return undefined;
}
