import type { ProviderKind } from '../types';

export interface ModelPreset {
  id: string;
  label: string;
  provider: ProviderKind;
  baseUrl: string;
  keyNeeded: boolean;
  note?: string;
}

/** The endpoints Model settings offers; each fills the provider and base URL, the user may edit both. */
export const MODEL_PRESETS: readonly ModelPreset[] = [
  { id: 'openai', label: 'OpenAI', provider: 'openai', baseUrl: 'https://api.openai.com/v1', keyNeeded: true },
  { id: 'openrouter', label: 'OpenRouter', provider: 'openai', baseUrl: 'https://openrouter.ai/api/v1', keyNeeded: true },
  { id: 'groq', label: 'Groq', provider: 'openai', baseUrl: 'https://api.groq.com/openai/v1', keyNeeded: true },
  { id: 'together', label: 'Together', provider: 'openai', baseUrl: 'https://api.together.xyz/v1', keyNeeded: true },
  { id: 'ollama', label: 'Ollama', provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1', keyNeeded: false, note: 'Allows loopback pages by default; for another origin set OLLAMA_ORIGINS.' },
  { id: 'lm-studio', label: 'LM Studio', provider: 'openai', baseUrl: 'http://127.0.0.1:1234/v1', keyNeeded: false, note: 'Turn on Enable CORS in its server settings, or connect through the local proxy.' },
  { id: 'vllm', label: 'vLLM (local)', provider: 'openai', baseUrl: 'http://127.0.0.1:8000/v1', keyNeeded: false, note: 'Start it with --allowed-origins for this page, or connect through the local proxy.' },
  { id: 'anthropic', label: 'Anthropic', provider: 'anthropic', baseUrl: 'https://api.anthropic.com', keyNeeded: true },
];
