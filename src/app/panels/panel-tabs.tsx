import { Tabs } from 'radix-ui';
import { Suspense, useEffect, useRef } from 'react';
import { PanelErrorBoundary } from '../../components/error-boundary';
import { isPanelId, type OpenablePanel, type PanelId } from '../../hooks/navigation/navigation-store';
import { useNavigation, useNavigationStore } from '../../hooks/navigation/use-navigation';
import { withOpenedItem, type DeepLink } from '../../lib/urls/deep-link';
import { visiblePanels } from '../../lib/embed/embed-link';
import { MorePanelsMenu } from './more-panels-menu';
import { PanelBody } from './panel-body';
import type { PanelRegistry } from './panel-registry';
import { usePanelPrefetch } from './use-panel-prefetch';
import { useTabFit } from './use-tab-fit';

/** The deep-link field each panel opens an item by. */
const ITEM_FIELD: Record<OpenablePanel, 'prompt' | 'tool' | 'template'> = { prompts: 'prompt', tools: 'tool', templates: 'template' };

interface PanelTabsProps {
  registry: PanelRegistry;
  deepLink: DeepLink;
}

/**
 * The panel switcher: one tab per registered panel; only the open panel is mounted. Tabs that do
 * not fit the width (an embed in a docs column, a laptop) wait in a More menu, named as their tabs.
 */
export function PanelTabs({ registry, deepLink }: PanelTabsProps) {
  const { panel, opened } = useNavigation();
  const navigation = useNavigationStore();
  const visible = visiblePanels(deepLink);
  const panels = registry.list().filter((p) => visible.includes(p.id));
  usePanelPrefetch(
    registry,
    panels.map((p) => p.id),
  );
  const { barRef, rulerRef, fit } = useTabFit(
    panels.length,
    panels.findIndex((p) => p.id === panel),
  );
  const shown = fit.shown.flatMap((index) => panels[index] ?? []);
  const overflow = fit.overflow.flatMap((index) => panels[index] ?? []);
  const tablist = useRef<HTMLDivElement>(null);
  // A pick from More hands the focus to its tab, now in the bar, as the menu closes.
  const focusTab = useRef(false);
  useEffect(() => {
    if (!focusTab.current) return;
    focusTab.current = false;
    tablist.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [panel]);
  const preload = (id: PanelId) => registry.preload(id);

  return (
    <Tabs.Root
      className="panels"
      value={panel}
      onValueChange={(value) => {
        if (isPanelId(value)) navigation.showPanel(value);
      }}
    >
      <div className="panels__bar" ref={barRef}>
        <Tabs.List ref={tablist} className="panels__tabs" aria-label="Panels">
          {shown.map((p) => (
            // Hovering or focusing a tab starts loading its code: the click that follows finds it loaded.
            <Tabs.Trigger key={p.id} value={p.id} className="panels__tab" onPointerEnter={() => preload(p.id)} onFocus={() => preload(p.id)}>
              {p.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {overflow.length > 0 && (
          <MorePanelsMenu
            panels={overflow}
            onPreview={preload}
            onChoose={(id) => {
              focusTab.current = true;
              navigation.showPanel(id);
            }}
          />
        )}
        <div className="panels__ruler" ref={rulerRef} aria-hidden="true">
          {panels.map((p) => (
            <span key={p.id} className="panels__tab" data-label={p.label} />
          ))}
          <span className="panels__more" data-label="More">
            <span className="panels__chevron" />
          </span>
        </div>
      </div>
      {shown.map((p) => {
        const { id, label } = p;
        // An item opened by name (command palette) restarts its panel on that item.
        const item = opened?.panel === id ? opened : undefined;
        return (
          <Tabs.Content key={id} value={id} className="panels__content">
            <PanelErrorBoundary label={label}>
              <Suspense fallback={<p className="note">Loading…</p>}>
                <PanelBody
                  panel={p}
                  key={item === undefined ? 'link' : `opened-${item.seq}`}
                  deepLink={item === undefined ? deepLink : withOpenedItem(deepLink, ITEM_FIELD[item.panel], item.name)}
                />
              </Suspense>
            </PanelErrorBoundary>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
