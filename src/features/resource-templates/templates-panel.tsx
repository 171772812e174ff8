import { useState } from 'react';
import type { CacheContext } from '../../cache';
import { ErrorAlert } from '../../components/error-alert';
import { NotOffered } from '../../components/not-offered';
import { useSplitPane } from '../../components/split-pane';
import { useCacheContext } from '../../hooks/use-cache';
import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import { useOffers } from '../../hooks/session/use-offered';
import { withTemplateVars, type PanelProps } from '../../lib/urls/deep-link';
import { loadBuilderValues, type BuilderValues } from './builder-values';
import { TemplateDetail } from './template-detail';
import { TemplateList } from './template-list';
import { useTemplatePages } from './use-template-pages';

/**
 * The Templates panel (spec §13.4, §16): the server's resource templates and a URI builder
 * with server completion. `?template=<uriTemplate>` opens one, `var.<name>=<value>` fills its variables.
 */
export function TemplatesPanel({ deepLink }: PanelProps) {
  const ctx = useCacheContext();
  const offered = useOffers('resources');
  if (ctx === undefined || !offered) {
    return (
      <section className="templates" aria-label="Templates panel">
        {ctx === undefined ? <p className="note">Connect to a server to see its resource templates.</p> : <NotOffered capability="resources" />}
      </section>
    );
  }
  return <ConnectedTemplates key={ctx.serverId} ctx={ctx} initialTemplate={deepLink.template} linkedVars={deepLink.templateVars} />;
}

interface ConnectedTemplatesProps {
  ctx: CacheContext;
  initialTemplate: string | undefined;
  linkedVars: BuilderValues | undefined;
}

/**
 * A reload, or the address copied as a permalink, reopens the same template with the same
 * variable values; `withTemplateVars` leaves secret-looking values out of the address.
 */
function writeAddress(template: string, values: BuilderValues): void {
  window.history.replaceState(window.history.state, '', withTemplateVars(window.location.href, template, values));
}

function ConnectedTemplates({ ctx, initialTemplate, linkedVars }: ConnectedTemplatesProps) {
  const navigation = useNavigationStore();
  const pages = useTemplatePages(ctx);
  const [chosen, setChosen] = useState<string | undefined>(initialTemplate);
  // The link's values belong to the linked template as it first opens; once the user picks a
  // template, coming back to it shows what was typed, not the link's values again.
  const [linked, setLinked] = useState<BuilderValues | undefined>(linkedVars);
  const selected = chosen ?? pages.templates[0]?.uriTemplate;
  const showExchange = (id: number) => navigation.showExchange(id);
  const split = useSplitPane({ panel: 'templates', initial: 300, min: 200, max: 600 });
  const select = (uriTemplate: string) => {
    setChosen(uriTemplate);
    setLinked(undefined);
    writeAddress(uriTemplate, loadBuilderValues(ctx.serverId, uriTemplate));
  };

  return (
    <section className="templates" style={{ gridTemplateColumns: split.columns }} aria-label="Templates panel">
      <div className="templates__sidebar">
        {pages.notice !== undefined && <p className="note" role="status">{pages.notice}</p>}
        {pages.error !== undefined && <ErrorAlert error={pages.error} onShowExchange={showExchange} />}
        {pages.loading && (
          <p className="note" role="status">
            Loading templates…
          </p>
        )}
        {!pages.loading && pages.error === undefined && pages.templates.length === 0 && <p className="note">This server lists no resource templates.</p>}
        <TemplateList templates={pages.templates} selected={selected} onSelect={select} />
        {pages.loadMore !== undefined && (
          <button type="button" className="button button--small" onClick={pages.loadMore}>
            Load more templates
          </button>
        )}
      </div>
      {split.separator}
      <div className="templates__detail">
        {selected !== undefined && (
          <TemplateDetail
            key={selected}
            ctx={ctx}
            uriTemplate={selected}
            template={pages.templates.find((t) => t.uriTemplate === selected)}
            linked={selected === initialTemplate ? linked : undefined}
            onValuesChange={(values) => writeAddress(selected, values)}
            onShowExchange={showExchange}
          />
        )}
      </div>
    </section>
  );
}
