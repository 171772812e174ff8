export { PanelErrorBoundary } from './panel-error-boundary';
