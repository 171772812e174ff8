import { useEffect, useState } from 'react';
import { MarkdownView } from '../../components/markdown';
import { useCacheContext } from '../../hooks/use-cache';
import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import type { PanelId } from '../../lib/urls/panel-ids';
import { runStep, sessionHost, stepPanel, stepTarget, type ParsedWalkthrough, type WalkthroughStep } from '../../recording/walkthrough';
import { loadWalkthrough, type WalkthroughSource } from './load-walkthrough';
import { StepOutcomeView, type StepState } from './step-outcome';
import './walkthrough.css';

interface WalkthroughViewProps {
  source: WalkthroughSource;
  /** The panels this embed shows; a step opens its panel only when it is one of them. */
  panels: readonly PanelId[];
}

/** A guided walkthrough above the embed's panels: "Step n of m", the caption, Run step, Back / Next. */
export function WalkthroughView({ source, panels }: WalkthroughViewProps) {
  const [parsed, setParsed] = useState<ParsedWalkthrough | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadWalkthrough(source).then((result) => {
      if (current) setParsed(result);
    });
    return () => {
      current = false;
    };
  }, [source]);
  if (parsed === undefined) return <p className="note">Loading the walkthrough…</p>;
  if (!parsed.ok) {
    return (
      <section className="walkthrough" aria-label="Walkthrough">
        <p role="alert" className="walkthrough__failed">
          This walkthrough cannot be shown:
        </p>
        <ul className="walkthrough__errors">
          {parsed.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      </section>
    );
  }
  return <Steps title={parsed.walkthrough.title} steps={parsed.walkthrough.steps} panels={panels} />;
}

function Steps({ title, steps, panels }: { title: string; steps: readonly WalkthroughStep[]; panels: readonly PanelId[] }) {
  const [index, setIndex] = useState(0);
  const [states, setStates] = useState<ReadonlyMap<number, StepState>>(new Map());
  const ctx = useCacheContext();
  const navigation = useNavigationStore();
  const step = steps[index];
  if (step === undefined) return null;
  const state = states.get(index);

  const setState = (at: number, value: StepState) => setStates((previous) => new Map(previous).set(at, value));
  const run = async () => {
    if (ctx === undefined) return;
    const at = index;
    showStepPanel(step, panels, navigation);
    setState(at, { status: 'running' });
    setState(at, await runStep(sessionHost(ctx.session), step));
  };

  return (
    <section className="walkthrough" aria-label="Walkthrough">
      <header className="walkthrough__head">
        <h1 className="walkthrough__title">{title}</h1>
        <span className="walkthrough__count">
          Step {index + 1} of {steps.length}
        </span>
      </header>
      <div className="walkthrough__caption">
        <MarkdownView key={index} source={step.caption} />
      </div>
      <div className="walkthrough__actions">
        <button type="button" className="button" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          Back
        </button>
        <button type="button" className="button button--primary" disabled={ctx === undefined || state?.status === 'running'} onClick={() => void run()}>
          Run step
        </button>
        <button type="button" className="button" disabled={index === steps.length - 1} onClick={() => setIndex(index + 1)}>
          Next
        </button>
      </div>
      {state !== undefined && <StepOutcomeView state={state} />}
    </section>
  );
}

/** The step's panel, with its item open, so the reader sees where the step happens (when the embed shows it). */
function showStepPanel(step: WalkthroughStep, panels: readonly PanelId[], navigation: ReturnType<typeof useNavigationStore>): void {
  const panel = stepPanel(step);
  if (!panels.includes(panel)) return;
  const target = stepTarget(step);
  if (target.kind === 'resource') navigation.selectResource(target.uri);
  if (target.kind === 'prompt' && panel === 'prompts') navigation.openItem('prompts', target.name);
  else if (target.kind === 'tool' && panel === 'tools') navigation.openItem('tools', target.name);
  else if (target.kind === 'template' && panel === 'templates') navigation.openItem('templates', target.template);
  navigation.showPanel(panel);
}
