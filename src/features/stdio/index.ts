export { takeBridgeSecret, SECRET_KEY, SECRET_HEADER, SECRET_PARAM, type SecretPage } from './secret';
export { createBridgeFetch, isBridgeUrl } from './bridge-fetch';
export type { BridgedServer, BridgeListing, HttpBridgedServer, StdioBridgedServer } from './bridge-api';
export { BridgeStore, type BridgeAccess } from './bridge-store';
export { followProcessExits } from './session-link';
export { StdioPart } from './stdio-part';
export { LocalProxyStore, createProxyFetch, type LocalProxySnapshot } from './proxy/local-proxy';
export { LocalProxyNote } from './proxy/local-proxy-note';
