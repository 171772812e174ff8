/** History panel (issue 17): placeholder until the store lands. */
export function HistoryPanel() {
  return <section aria-label="History panel" />;
}
