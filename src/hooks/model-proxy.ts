/**
 * What the model endpoint needs of the served console's local proxy: its origin and the run's
 * secret, handed over once at start-up by the app's services (undefined on the hosted site). It
 * lives apart from the model layer so that the first load, which sets it, does not carry that layer.
 */
export interface ModelProxyAccess {
  consoleOrigin: string;
  secret: string;
}

let access: ModelProxyAccess | undefined;

export function provideModelProxy(next: ModelProxyAccess | undefined): void {
  access = next;
}

export function modelProxyAccess(): ModelProxyAccess | undefined {
  return access;
}
