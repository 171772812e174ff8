/** Says which part of the page did not load and why, with Retry (see `useOnDemand`). */
export function LoadFailure({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="error-alert">
      <p className="error-alert__message">
        {what} did not load ({error instanceof Error ? error.message : String(error)}).
      </p>
      <button type="button" className="button button--small" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
