import { sdkWalkFrom } from './sdk-walk';

// Bundled for the page by `sdk-browser-walk.ts`: the SDK client with no console code around it.
Object.assign(globalThis, { __benchSdkWalk: (url: string) => sdkWalkFrom(url, 'bench-sdk-browser-walk') });
