export { ConfirmCallDialog } from './confirm-call-dialog';
export { ConfirmCallsDialog } from './confirm-calls-dialog';
export { callsToConfirm, type GuardedCall, type ToolSafety } from './tool-safety';
