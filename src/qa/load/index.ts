// The load engine (issue 42): plain TypeScript that `mcp-console bench` and the QA panel share.
export { withPreparedLoad, runLoad, LoadConnectionError, type LoadConnection, type PreparedLoad, type LoadRunOptions } from './engine';
export { LoadRefusal, LoadListingError, type ToolSpec } from './plan';
export { loadReportToMarkdown, loadReportToJson } from './report';
export { percentile, latencyPercentiles } from './percentile';
export { TRANSPORT_NAMES, type LoadReport, type LoadRow, type LoadGates, type LoadTarget, type LoadTransport } from './types';
