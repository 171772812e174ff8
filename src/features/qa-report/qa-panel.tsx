import { Tabs } from 'radix-ui';
import { useEffect } from 'react';
import { useNavigation } from '../../hooks/navigation/use-navigation';
import { useRememberedState } from '../../hooks/use-remembered-state';
import { ChecksSection, RUN_CHECKS_ACTION } from './checks-section';
import { FuzzSection } from './fuzz/fuzz-section';
import { LoadSection } from './load/load-section';

const SECTIONS = ['checks', 'fuzz', 'load'] as const;
type Section = (typeof SECTIONS)[number];

const asSection = (raw: unknown): Section | undefined => SECTIONS.find((section) => section === raw);

/**
 * The QA panel: the conformance checks, the fuzzer and the load profile, each a section of its
 * own against the connected server. The Checks section stays mounted while another is shown, so
 * its report is still there on the way back; the others keep their runs outside React.
 */
export function QaPanel() {
  const [section, setSection] = useRememberedState<Section>('qa.section', 'checks', asSection);
  const { pendingActions } = useNavigation();
  const runChecksRequested = pendingActions?.includes(RUN_CHECKS_ACTION) === true;

  useEffect(() => {
    // The command palette's Run checks is for the Checks section, which takes it once shown.
    if (runChecksRequested) setSection('checks');
  }, [runChecksRequested, setSection]);

  return (
    <Tabs.Root
      className="qa-panel"
      value={section}
      onValueChange={(value) => {
        const next = asSection(value);
        if (next !== undefined) setSection(next);
      }}
    >
      <Tabs.List className="qa-panel__sections" aria-label="QA">
        <Tabs.Trigger value="checks" className="qa-panel__section-tab">
          Checks
        </Tabs.Trigger>
        <Tabs.Trigger value="fuzz" className="qa-panel__section-tab">
          Fuzz
        </Tabs.Trigger>
        <Tabs.Trigger value="load" className="qa-panel__section-tab">
          Load
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="checks" className="qa-panel__content" forceMount hidden={section !== 'checks'}>
        <ChecksSection />
      </Tabs.Content>
      <Tabs.Content value="fuzz" className="qa-panel__content">
        <FuzzSection />
      </Tabs.Content>
      <Tabs.Content value="load" className="qa-panel__content">
        <LoadSection />
      </Tabs.Content>
    </Tabs.Root>
  );
}
