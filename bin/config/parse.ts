import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

export type ParsedText = { ok: true; value: unknown } | { ok: false; error: string };

function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

/**
 * The config file's text as a value. VS Code writes `.vscode/mcp.json` as JSONC (comments,
 * trailing commas), so every file is read with Microsoft's own JSONC parser, which also reads
 * plain JSON; a syntax error is reported with its line and column.
 */
export function parseConfigText(text: string): ParsedText {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  const first = errors[0];
  if (first !== undefined) return { ok: false, error: `${printParseErrorCode(first.error)} at ${lineAndColumn(text, first.offset)}` };
  return { ok: true, value };
}
