import { Tabs } from 'radix-ui';
import { Suspense } from 'react';
import { PanelErrorBoundary } from '../../components/error-boundary';
import { isPanelId, type OpenablePanel } from '../../hooks/navigation/navigation-store';
import { useNavigation, useNavigationStore } from '../../hooks/navigation/use-navigation';
import { withOpenedItem, type DeepLink } from '../../lib/urls/deep-link';
import { visiblePanels } from '../../lib/embed/embed-link';
import { PanelBody } from './panel-body';
import type { PanelRegistry } from './panel-registry';
import { usePanelPrefetch } from './use-panel-prefetch';

/** The deep-link field each panel opens an item by. */
const ITEM_FIELD: Record<OpenablePanel, 'prompt' | 'tool' | 'template'> = { prompts: 'prompt', tools: 'tool', templates: 'template' };

interface PanelTabsProps {
  registry: PanelRegistry;
  deepLink: DeepLink;
}

/** The panel switcher: one tab per registered panel; only the open panel is mounted. */
export function PanelTabs({ registry, deepLink }: PanelTabsProps) {
  const { panel, opened } = useNavigation();
  const navigation = useNavigationStore();
  const visible = visiblePanels(deepLink);
  const panels = registry.list().filter((p) => visible.includes(p.id));
  usePanelPrefetch(
    registry,
    panels.map((p) => p.id),
  );
  return (
    <Tabs.Root
      className="panels"
      value={panel}
      onValueChange={(value) => {
        if (isPanelId(value)) navigation.showPanel(value);
      }}
    >
      <Tabs.List className="panels__tabs" aria-label="Panels">
        {panels.map((p) => (
          // Hovering or focusing a tab starts loading its code: the click that follows finds it loaded.
          <Tabs.Trigger key={p.id} value={p.id} className="panels__tab" onPointerEnter={() => registry.prefetch([p.id])} onFocus={() => registry.prefetch([p.id])}>
            {p.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {panels.map((p) => {
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
