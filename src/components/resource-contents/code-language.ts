/**
 * Monaco language ids by MIME type and by file extension, for the read-only code view.
 * The MIME type wins (spec §13.3: it says what the bytes are); the URI's extension is
 * the fallback for servers that send `text/plain` or nothing.
 */
const BY_MIME: Readonly<Record<string, string>> = {
  'application/json': 'json',
  'text/javascript': 'javascript',
  'application/javascript': 'javascript',
  'text/typescript': 'typescript',
  'text/x-typescript': 'typescript',
  'application/x-typescript': 'typescript',
  'text/x-javascript': 'javascript',
  'application/typescript': 'typescript',
  'text/x-python': 'python',
  'text/x-script.python': 'python',
  'application/x-python': 'python',
  'text/markdown': 'markdown',
  'application/yaml': 'yaml',
  'application/x-yaml': 'yaml',
  'text/yaml': 'yaml',
  'text/x-yaml': 'yaml',
  'text/html': 'html',
  'text/css': 'css',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'image/svg+xml': 'xml',
  'application/x-sh': 'shell',
  'text/x-shellscript': 'shell',
  'application/sql': 'sql',
  'text/x-rust': 'rust',
  'text/x-go': 'go',
  'text/x-java': 'java',
  'text/x-c': 'c',
  'text/x-c++': 'cpp',
  'application/toml': 'ini',
};

const BY_EXTENSION: Readonly<Record<string, string>> = {
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  py: 'python',
  json: 'json',
  md: 'markdown',
  markdown: 'markdown',
  yaml: 'yaml',
  yml: 'yaml',
  html: 'html',
  htm: 'html',
  css: 'css',
  xml: 'xml',
  svg: 'xml',
  sh: 'shell',
  bash: 'shell',
  rs: 'rust',
  go: 'go',
  java: 'java',
  c: 'c',
  h: 'c',
  cpp: 'cpp',
  cs: 'csharp',
  rb: 'ruby',
  sql: 'sql',
  toml: 'ini',
  ini: 'ini',
};

function extensionOf(uri: string): string | undefined {
  const path = uri.split(/[?#]/)[0] ?? '';
  const match = /\.([a-z0-9+]+)$/i.exec(path);
  return match?.[1]?.toLowerCase();
}

/** The Monaco language id for a text resource, or `undefined` when it is plain text. */
export function codeLanguage(mimeType: string | undefined, uri: string): string | undefined {
  const mime = (mimeType ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  const fromMime = BY_MIME[mime] ?? (mime.endsWith('+json') ? 'json' : mime.endsWith('+xml') ? 'xml' : undefined);
  if (fromMime !== undefined) return fromMime;
  const extension = extensionOf(uri);
  return extension === undefined ? undefined : BY_EXTENSION[extension];
}
