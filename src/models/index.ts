/** The public face of the model layer (decision 0036): what the page's upper layers import. */
export * from './types';
export * from './conversation';
export { ModelLog, MODEL_LOG_CAPACITY } from './log/model-log';
export { runTurn, listModels, type ModelTransport } from './run-turn';
export { ModelError, classifyModelError } from './errors/model-error';
export { ModelSettingsStore, modelSettingsStore, type ModelConfig } from './settings/model-settings-store';
export { MODEL_PRESETS, type ModelPreset } from './settings/presets';
export { offerTools, estimateTokens, uniqueName, OFFERED_NAME, type OfferedServer, type OfferedTools } from './mcp/offer-tools';
export { parseToolArguments, type ParsedArguments } from './mcp/tool-arguments';
export { localProxyRoute } from './proxy-route';
export { toolResultParts, refusalParts } from './mcp/content-parts';
export { promptToConversation } from './mcp/prompt-messages';
export { samplingToTurn, type SamplingTurn } from './mcp/sampling-turn';
export { modelCurl } from './log/model-curl';
