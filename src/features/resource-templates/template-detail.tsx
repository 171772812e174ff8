import type { ResourceTemplateType as ResourceTemplate } from '@modelcontextprotocol/client';
import type { CacheContext } from '../../cache';
import { CopyButton } from '../../components/copy-button';
import { ErrorAlert } from '../../components/error-alert';
import { SafeIcon } from '../../components/safe-icon';
import { parseUriTemplate } from '../../lib/uri/uri-template';
import { templateDeepLink, type BuilderValues } from './builder-values';
import { UriBuilder } from './uri-builder';
import { PlainText } from '../../components/markdown/text-mode';

interface TemplateDetailProps {
  ctx: CacheContext;
  uriTemplate: string;
  /** The listing entry; undefined when opened by a deep link to a template not (yet) listed. */
  template: ResourceTemplate | undefined;
  /** Variable values from the link that opened this template. */
  linked?: BuilderValues | undefined;
  onValuesChange?: ((values: BuilderValues) => void) | undefined;
  onShowExchange: (exchangeId: number) => void;
}

function AnnotationFacts({ template }: { template: ResourceTemplate }) {
  const a = template.annotations;
  if (a === undefined) return null;
  return (
    <>
      {a.audience !== undefined && <span>Audience: {a.audience.join(', ')}</span>}
      {a.priority !== undefined && <span>Priority: {a.priority.toFixed(2)}</span>}
      {a.lastModified !== undefined && <span>Last modified: {a.lastModified}</span>}
    </>
  );
}

/** One template: what the listing says about it (spec §13.4), then the builder or why it is withheld. */
export function TemplateDetail({ ctx, uriTemplate, template, linked, onValuesChange, onShowExchange }: TemplateDetailProps) {
  const parsed = parseUriTemplate(uriTemplate);
  const heading = template?.title ?? template?.name ?? uriTemplate;
  return (
    <article className="templates__detail-card" aria-label={heading}>
      <h2 className="templates__heading">
        {template !== undefined && <SafeIcon icons={template.icons} size={18} />} {heading}
      </h2>
      <p className="templates__uri-template">
        <code>{uriTemplate}</code> <CopyButton text={templateDeepLink(window.location.href, ctx.serverId, uriTemplate)} label="link to this template" />
      </p>
      {template === undefined ? (
        <p className="note">This template is not in the loaded listing; the builder works from the template text alone.</p>
      ) : (
        <>
          {template.description !== undefined && <PlainText className="templates__description" text={template.description} />}
          <p className="templates__meta">
            {template.title !== undefined && <span>Name: {template.name}</span>}
            {template.mimeType !== undefined && <span>MIME type: {template.mimeType}</span>}
            <AnnotationFacts template={template} />
          </p>
        </>
      )}
      {parsed.ok ? (
        <UriBuilder key={uriTemplate} ctx={ctx} parsed={parsed} linked={linked} onValuesChange={onValuesChange} onShowExchange={onShowExchange} />
      ) : (
        <ErrorAlert error={{ kind: 'protocol', message: `This is not a valid RFC 6570 URI template, so no builder is offered. ${parsed.error}` }} />
      )}
    </article>
  );
}
