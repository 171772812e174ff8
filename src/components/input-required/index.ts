export { InputRequiredHost } from './input-required-host';
export { ElicitationForm } from './elicitation-form';
export { UrlElicitation, describeUrl } from './url-elicitation';
export { fieldsFromSchema, initialValues, type ElicitField, type EnumOption, type FormValues, type FieldValue } from './elicitation-fields';
export { collectContent, type ContentCheck } from './validate-content';
export { InputRounds } from './input-rounds-view';
