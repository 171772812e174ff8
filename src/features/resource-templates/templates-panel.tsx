import { useState } from 'react';
import type { CacheContext } from '../../cache';
import { ErrorAlert } from '../../components/error-alert';
import { useCacheContext } from '../../hooks/use-cache';
import { useNavigationStore } from '../../hooks/use-navigation';
import type { PanelProps } from '../../lib/deep-link';
import { withTemplateParam } from './builder-values';
import { TemplateDetail } from './template-detail';
import { TemplateList } from './template-list';
import { useTemplatePages } from './use-template-pages';

/**
 * The Templates panel (spec §13.4, §16): the server's resource templates and a URI builder
 * with server completion. `?template=<uriTemplate>` opens one.
 */
export function TemplatesPanel({ deepLink }: PanelProps) {
  const ctx = useCacheContext();
  if (ctx === undefined) {
    return (
      <section className="templates" aria-label="Templates panel">
        <p className="note">Connect to a server to see its resource templates.</p>
      </section>
    );
  }
  return <ConnectedTemplates key={ctx.serverId} ctx={ctx} initialTemplate={deepLink.template} />;
}

function ConnectedTemplates({ ctx, initialTemplate }: { ctx: CacheContext; initialTemplate: string | undefined }) {
  const navigation = useNavigationStore();
  const pages = useTemplatePages(ctx);
  const [chosen, setChosen] = useState<string | undefined>(initialTemplate);
  const selected = chosen ?? pages.templates[0]?.uriTemplate;
  const showExchange = (id: number) => navigation.showExchange(id);
  const select = (uriTemplate: string) => {
    setChosen(uriTemplate);
    // A reload, or the address shared as it is, reopens the same template.
    window.history.replaceState(window.history.state, '', withTemplateParam(window.location.href, uriTemplate));
  };

  return (
    <section className="templates" aria-label="Templates panel">
      <div className="templates__sidebar">
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
      <div className="templates__detail">
        {selected !== undefined && (
          <TemplateDetail
            key={selected}
            ctx={ctx}
            uriTemplate={selected}
            template={pages.templates.find((t) => t.uriTemplate === selected)}
            onShowExchange={showExchange}
          />
        )}
      </div>
    </section>
  );
}
