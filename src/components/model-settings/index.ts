export { ModelSettingsButton, ModelSettingsDialog } from './model-settings-dialog';
export { ModelErrorNote } from './model-error-note';
