export { snippetRequestOf, redactedPlaceholder, type SnippetRequest } from './request-snippet';
export { curlArgv, quoteCommand, shellQuote, toCurl, unquoteCommand } from './curl';
export { toFetch, toSdk } from './code-snippets';
