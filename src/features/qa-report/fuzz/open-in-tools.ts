import type { NavigationStore } from '../../../hooks/navigation/navigation-store';
import { saveDraft } from '../../../lib/stored/tool-drafts';
import type { FuzzFinding } from '../../../qa/fuzz';

/** The Tools panel's argument text for a finding's input (its editor shows what is not an object as is). */
export function draftOf(input: unknown): string {
  return input === undefined ? '{}' : JSON.stringify(input, null, 2);
}

/**
 * Opens the Tools panel on the finding's tool with its input as the typed arguments: the draft the
 * panel reads when it opens that tool, so the call is ready to run again.
 */
export function openInTools(navigation: NavigationStore, serverUrl: string, finding: FuzzFinding): void {
  saveDraft(serverUrl, finding.tool, draftOf(finding.input));
  navigation.openItem('tools', finding.tool);
}
