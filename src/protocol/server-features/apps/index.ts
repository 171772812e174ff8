// MCP Apps (apps spec 2026-01-26): the data half, free of DOM and of the host library.
export * from './tool-views';
export * from './csp';
export * from './app-resource';
export * from './app-access';
