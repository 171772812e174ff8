import { Component, type ErrorInfo, type ReactNode } from 'react';

interface PanelErrorBoundaryProps {
  /** The panel's label, for "The Tools panel crashed". */
  label: string;
  children: ReactNode;
}

interface PanelErrorBoundaryState {
  error: Error | undefined;
  /** Bumped by "Reset panel": a new key remounts the panel with fresh state. */
  generation: number;
}

/**
 * Keeps a crash inside one panel (issue 10, "Resilience of user state"): the panel shows what
 * went wrong and a Reset action instead of going blank, and every other panel keeps working.
 * Drafts live in storage, not in the crashed component, so a reset loses nothing typed.
 */
export class PanelErrorBoundary extends Component<PanelErrorBoundaryProps, PanelErrorBoundaryState> {
  override state: PanelErrorBoundaryState = { error: undefined, generation: 0 };

  static getDerivedStateFromError(thrown: unknown): Partial<PanelErrorBoundaryState> {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // The console is the only place the component stack survives; keep it for bug reports.
    console.error(`${this.props.label} panel crashed`, error, info.componentStack);
  }

  private readonly reset = (): void => {
    this.setState((state) => ({ error: undefined, generation: state.generation + 1 }));
  };

  override render(): ReactNode {
    const { error, generation } = this.state;
    if (error === undefined) return <PanelSlot key={generation}>{this.props.children}</PanelSlot>;
    return (
      <div role="alert" className="error-alert panel-crash">
        <p className="error-alert__message">
          The {this.props.label} panel crashed: {error.message === '' ? error.name : error.message}
        </p>
        {error.stack !== undefined && (
          <details className="panel-crash__details">
            <summary>Error details</summary>
            <pre className="mono">{error.stack}</pre>
          </details>
        )}
        <button type="button" onClick={this.reset}>
          Reset panel
        </button>
      </div>
    );
  }
}

/** A keyed wrapper so a reset remounts the whole subtree. */
function PanelSlot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
