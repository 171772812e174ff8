export { callTool, HEADER_MISMATCH, type ToolCallInput, type ToolCallOutcome } from './call-tool';
export { checkStructured, type StructuredCheck } from './result-checks';
export { checkAgainstSchema, type SchemaCheck } from './schema-validation';
export { annotationChips, isDestructive, isOpenWorld, partitionTools, runsWithoutAsking, toolDisplayName, type ExcludedTool, type ToolEntry, type ToolPartition } from './tool-model';
export { ToolResult } from './tool-result';
export { useToolCall, type ToolCallState } from './use-tool-call';
export { useToolsList, type ToolsList } from './use-tools-list';
