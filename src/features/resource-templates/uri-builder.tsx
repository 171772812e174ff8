import { useId, useState } from 'react';
import { readResourceOptions, type CacheContext } from '../../cache';
import { CompletionCombobox } from '../../components/combobox';
import { CopyButton } from '../../components/copy-button';
import { useCacheServices } from '../../hooks/use-cache';
import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import { expandUriTemplate, splitListInput, type ParsedUriTemplate, type TemplateValues, type TemplateVariable } from '../../lib/uri/uri-template';
import { useBuilderValues, type BuilderValues } from './builder-values';
import { MatchingResources } from './matching-resources';
import { ReadResult } from './read-result';

type ValidTemplate = Extract<ParsedUriTemplate, { ok: true }>;

interface UriBuilderProps {
  ctx: CacheContext;
  parsed: ValidTemplate;
  /** Values from the link that opened the template, over the stored draft. */
  linked?: BuilderValues | undefined;
  /** Every edit, so the panel can mirror the values into the address. */
  onValuesChange?: ((values: BuilderValues) => void) | undefined;
  onShowExchange: (exchangeId: number) => void;
}

const OPERATOR_HINT: Record<TemplateVariable['operator'], string> = {
  '': '',
  '+': 'reserved (+)',
  '#': 'fragment (#)',
  '.': 'label (.)',
  '/': 'path segment (/)',
  ';': 'path parameter (;)',
  '?': 'query (?)',
  '&': 'query continuation (&)',
};

function hintFor(variable: TemplateVariable): string | undefined {
  const parts = variable.operator === '' ? [] : [OPERATOR_HINT[variable.operator]];
  if (variable.prefix !== undefined) parts.push(`first ${variable.prefix} characters used`);
  if (variable.explode) parts.push('a list: separate items with commas');
  return parts.length === 0 ? undefined : parts.join(' · ');
}

function optionalHint(hint: string | undefined): { hint?: string } {
  return hint === undefined ? {} : { hint };
}

/** Builder text → RFC 6570 values: explode variables take comma-separated lists; empty fields stay undefined. */
function templateValues(variables: readonly TemplateVariable[], values: BuilderValues): TemplateValues {
  const out: Record<string, string | string[]> = {};
  for (const variable of variables) {
    const text = values[variable.name] ?? '';
    if (text === '') continue;
    out[variable.name] = variable.explode ? splitListInput(text) : text;
  }
  return out;
}

/**
 * One field per template variable with server completion (spec §16, `ref/resource`), the
 * expanded URI live on every keystroke (RFC 6570), and Read through the shared
 * `resources/read` cache (spec §13.3).
 */
export function UriBuilder({ ctx, parsed, linked, onValuesChange, onShowExchange }: UriBuilderProps) {
  const { stats } = useCacheServices();
  const navigation = useNavigationStore();
  const [values, setValue, replaceValues] = useBuilderValues(ctx.serverId, parsed.template, { linked, onChange: onValuesChange });
  const [readUri, setReadUri] = useState<string | undefined>(undefined);
  const expandedId = useId();
  const expanded = expandUriTemplate(parsed, templateValues(parsed.variables, values));
  const ref = { type: 'ref/resource', uri: parsed.template } as const;

  const read = () => {
    setReadUri(expanded);
    // The read resource becomes the console's selection: the Resources tree shows it at its path.
    navigation.selectResource(expanded);
    // Fetches only when the cached read is stale; the result and any error land in the query state ReadResult shows.
    stats.query(readResourceOptions(ctx, expanded)).catch(() => undefined);
  };

  return (
    <div className="templates__builder">
      <form
        className="templates__fields"
        aria-label="URI builder"
        onSubmit={(event) => {
          event.preventDefault();
          read();
        }}
      >
        {parsed.variables.map((variable) => (
          <CompletionCombobox
            key={variable.name}
            label={variable.name}
            completionRef={ref}
            value={values[variable.name] ?? ''}
            onChange={(value) => setValue(variable.name, value)}
            contextArguments={values}
            {...optionalHint(hintFor(variable))}
            monospace
          />
        ))}
      </form>
      <div className="templates__actions">
        <div className="templates__expanded">
          <label className="label" htmlFor={expandedId}>
            Expanded URI
          </label>
          <input id={expandedId} className="input input--mono" readOnly value={expanded} />
        </div>
        <CopyButton text={expanded} label="URI" />
        <button type="button" className="button button--primary" onClick={read}>
          Read
        </button>
      </div>
      {readUri !== undefined && <ReadResult ctx={ctx} uri={readUri} onShowExchange={onShowExchange} />}
      <MatchingResources ctx={ctx} parsed={parsed} onFill={replaceValues} onShowExchange={onShowExchange} />
    </div>
  );
}
