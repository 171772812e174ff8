// The resource viewer, shared by the Resources, Templates and Prompts panels (spec §13.3).
export { decodedSize, ResourceContentsView, type ResourceContentsViewProps } from './resource-contents-view';
export { analyzeContents, contentKind, formatBytes, hexDump, prettyJson, type AnalyzedContents, type ContentKind, type ResourceContentsLike } from './analyze';
export { decodeBase64, encodeBase64, isValidBase64 } from './base64';
