import type { ModelErrorInfo, ModelSettings } from '../types';
import { corsInfo, refusedInfo } from './reach-hints';

/**
 * Why a fetch got no answer. Browsers report a CORS refusal and a refused connection alike, as a
 * TypeError; a `no-cors` request to the same URL tells them apart: an opaque answer means something
 * listens there and only CORS refused, a TypeError means nothing does.
 */
export async function probeReach(url: string, settings: ModelSettings, fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<ModelErrorInfo> {
  try {
    await fetchImpl(url, { method: 'GET', mode: 'no-cors', credentials: 'omit', cache: 'no-store', redirect: 'follow' });
    return corsInfo(settings);
  } catch {
    return refusedInfo(settings, false);
  }
}
