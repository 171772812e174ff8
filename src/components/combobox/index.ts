export { Combobox, type ComboboxProps } from './combobox';
export { CompletionCombobox, type CompletionComboboxProps } from './completion-combobox';
