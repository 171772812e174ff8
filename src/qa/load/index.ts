// The load engine (issue 42): plain TypeScript that `mcp-console bench` and the QA panel share.
export { withPreparedLoad, prepareLoad, callOnce, runLoad, LoadConnectionError, type LoadConnection, type PreparedLoad, type LoadRunOptions } from './engine';
export { LoadRefusal, LoadListingError, toolChoices, type ToolSpec, type ToolChoice } from './plan';
export { loadReportToMarkdown, loadReportToJson } from './report';
export { percentile, latencyPercentiles } from './percentile';
export { rowLabel } from './stats';
export { latencyHistogram, percentilesPerSecond, type HistogramBucket, type SecondPercentiles } from './series';
export { TRANSPORT_NAMES, type LoadReport, type LoadRow, type LoadGates, type LoadSample, type LoadTarget, type LoadTransport } from './types';
export type { LoadWire } from './request';
