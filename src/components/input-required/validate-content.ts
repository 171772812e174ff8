import type { ContentValue, ElicitField, FieldValue, FormValues } from './elicitation-fields';
import { counted } from '../../lib/plural';

type Check = { value: ContentValue | undefined; error?: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

function isUri(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

function formatError(format: string | undefined, text: string): string | undefined {
  if (format === 'email' && !EMAIL.test(text)) return 'Enter an email address.';
  if (format === 'uri' && !isUri(text)) return 'Enter an absolute URI.';
  if (format === 'date' && !DATE.test(text)) return 'Enter a date as YYYY-MM-DD.';
  if (format === 'date-time' && !DATE_TIME.test(text)) return 'Enter a date and time as YYYY-MM-DDTHH:MM.';
  return undefined;
}

function checkText(field: Extract<ElicitField, { kind: 'string' }>, text: string): Check {
  if (field.minLength !== undefined && text.length < field.minLength) return { value: text, error: `At least ${counted(field.minLength, 'character')}.` };
  if (field.maxLength !== undefined && text.length > field.maxLength) return { value: text, error: `At most ${counted(field.maxLength, 'character')}.` };
  const error = formatError(field.format, text);
  return error === undefined ? { value: text } : { value: text, error };
}

function checkNumber(field: Extract<ElicitField, { kind: 'number' }>, text: string): Check {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return { value: undefined, error: 'Enter a number.' };
  if (field.integer && !Number.isInteger(value)) return { value, error: 'Enter a whole number.' };
  if (field.minimum !== undefined && value < field.minimum) return { value, error: `At least ${field.minimum}.` };
  if (field.maximum !== undefined && value > field.maximum) return { value, error: `At most ${field.maximum}.` };
  return { value };
}

function checkField(field: ElicitField, raw: FieldValue | undefined): Check {
  if (field.kind === 'boolean') return { value: raw === true };
  if (field.kind === 'multi') {
    const picked = Array.isArray(raw) ? raw : [];
    if (field.required && picked.length === 0) return { value: undefined, error: 'Choose at least one.' };
    if (field.minItems !== undefined && picked.length < field.minItems) return { value: picked, error: `Choose at least ${field.minItems}.` };
    if (field.maxItems !== undefined && picked.length > field.maxItems) return { value: picked, error: `Choose at most ${field.maxItems}.` };
    return { value: picked.length === 0 ? undefined : picked };
  }
  const text = typeof raw === 'string' ? raw : '';
  if (text === '') return field.required ? { value: undefined, error: 'Required.' } : { value: undefined };
  if (field.kind === 'enum') return field.options.some((o) => o.value === text) ? { value: text } : { value: undefined, error: 'Choose one of the options.' };
  return field.kind === 'number' ? checkNumber(field, text) : checkText(field, text);
}

export type ContentCheck = { ok: true; content: Record<string, ContentValue> } | { ok: false; errors: Record<string, string> };

/** Validates the form against its schema (spec §11.4: clients validate input) and builds `content`. */
export function collectContent(fields: readonly ElicitField[], values: FormValues): ContentCheck {
  const content: Record<string, ContentValue> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const { value, error } = checkField(field, values[field.name]);
    if (error !== undefined) errors[field.name] = error;
    else if (value !== undefined) content[field.name] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, content };
}
