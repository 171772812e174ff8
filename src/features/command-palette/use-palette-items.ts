import type { CacheContext, ListMethod } from '../../cache';
import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import { useConnectionStatus } from '../../hooks/session/use-session';
import type { OpenablePanel } from '../../hooks/navigation/navigation-store';
import { withOpenedItemParam } from '../../lib/urls/deep-link';
import { methodOffered } from '../../protocol';
import type { PaletteCommand } from './rank';
import { useListPages, type LoadedList } from './use-list-pages';

const NOUN: Record<ListMethod, string> = {
  'resources/list': 'resources',
  'resources/templates/list': 'templates',
  'prompts/list': 'prompts',
  'tools/list': 'tools',
};

/** An item as the palette lists it: what opens it (name or URI template) and what it is called. */
interface Named {
  key: string;
  label: string;
}

function loadMoreCommand(method: ListMethod, list: LoadedList<ListMethod>): PaletteCommand[] {
  const { loadMore } = list;
  if (loadMore === undefined) return [];
  return [{ id: `more:${method}`, label: `Load more ${NOUN[method]}… (${list.loaded} loaded)`, kind: 'List', run: loadMore, keepOpen: true }];
}

/**
 * Every resource, template, prompt and tool the cache holds for the connected server, as
 * palette commands that open the item in its panel, plus one "Load more…" per unfinished list.
 */
export function usePaletteItems(ctx: CacheContext | undefined, active: boolean): PaletteCommand[] {
  const navigation = useNavigationStore();
  const status = useConnectionStatus();
  // Only ask for lists the server declares (protocol/session/offered.ts); nothing is sent for the others.
  const declared = status.state === 'connected' ? status.server.capabilities : undefined;
  const asks = (method: ListMethod) => active && declared !== undefined && methodOffered(declared, method);
  const resources = useListPages(ctx, 'resources/list', asks('resources/list'));
  const templates = useListPages(ctx, 'resources/templates/list', asks('resources/templates/list'));
  const prompts = useListPages(ctx, 'prompts/list', asks('prompts/list'));
  const tools = useListPages(ctx, 'tools/list', asks('tools/list'));

  /** Commands that open one item of a panel by name, keeping it in the address for reloads and Copy link. */
  const openers = (kind: string, panel: OpenablePanel, field: 'prompt' | 'tool' | 'template', items: readonly Named[]) =>
    items.map(
      (item, i): PaletteCommand => ({
        id: `${field}:${i}:${item.key}`,
        label: item.label,
        kind,
        detail: item.key,
        run: () => {
          navigation.openItem(panel, item.key);
          window.history.replaceState(window.history.state, '', withOpenedItemParam(window.location.href, field, item.key));
        },
      }),
    );

  return [
    ...resources.pages.flatMap((page) => page.resources).map((r, i): PaletteCommand => ({
      id: `resource:${i}:${r.uri}`,
      label: r.title ?? r.name,
      kind: 'Resource',
      detail: r.uri,
      run: () => navigation.selectResource(r.uri, true),
    })),
    ...loadMoreCommand('resources/list', resources),
    ...openers('Template', 'templates', 'template', templates.pages.flatMap((page) => page.resourceTemplates).map((t) => ({ key: t.uriTemplate, label: t.title ?? t.name }))),
    ...loadMoreCommand('resources/templates/list', templates),
    ...openers('Prompt', 'prompts', 'prompt', prompts.pages.flatMap((page) => page.prompts).map((p) => ({ key: p.name, label: p.title ?? p.name }))),
    ...loadMoreCommand('prompts/list', prompts),
    ...openers('Tool', 'tools', 'tool', tools.pages.flatMap((page) => page.tools).map((t) => ({ key: t.name, label: t.title ?? t.annotations?.title ?? t.name }))),
    ...loadMoreCommand('tools/list', tools),
  ];
}
