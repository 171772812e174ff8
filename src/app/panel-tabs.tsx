import { Tabs } from 'radix-ui';
import { Suspense } from 'react';
import { PanelErrorBoundary } from '../components/error-boundary';
import { isPanelId } from '../hooks/navigation-store';
import { useNavigation, useNavigationStore } from '../hooks/use-navigation';
import type { DeepLink } from '../lib/deep-link';
import { visiblePanels } from '../lib/embed-link';
import type { PanelRegistry } from './panel-registry';

interface PanelTabsProps {
  registry: PanelRegistry;
  deepLink: DeepLink;
}

/** The panel switcher: one tab per registered panel; only the open panel is mounted. */
export function PanelTabs({ registry, deepLink }: PanelTabsProps) {
  const { panel } = useNavigation();
  const navigation = useNavigationStore();
  const visible = visiblePanels(deepLink);
  const panels = registry.list().filter((p) => visible.includes(p.id));
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
          <Tabs.Trigger key={p.id} value={p.id} className="panels__tab">
            {p.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {panels.map(({ id, label, Component }) => (
        <Tabs.Content key={id} value={id} className="panels__content">
          <PanelErrorBoundary label={label}>
            <Suspense fallback={<p className="note">Loading…</p>}>
              <Component deepLink={deepLink} />
            </Suspense>
          </PanelErrorBoundary>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
