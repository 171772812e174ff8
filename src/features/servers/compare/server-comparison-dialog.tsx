import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useLastQaRun } from '../../../hooks/last-qa-runs';
import { InterfaceDiff } from './interface-diff';
import { QaVerdicts } from './qa-verdicts';
import { useServerComparison, type ComparedServer } from './use-server-comparison';
import { checksPlan } from './verdicts';
import './server-comparison.css';

interface ServerComparisonProps {
  servers: readonly ComparedServer[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function ServerSelect({ label, servers, value, onChange }: { label: string; servers: readonly ComparedServer[]; value: string; onChange: (url: string) => void }) {
  const id = useId();
  return (
    <span className="server-compare__pick">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input input--small" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {servers.map((s) => (
          <option key={s.url} value={s.url}>
            {s.name}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * The dialog `Server comparison` (issue 41): two connected servers, `From` the older side and
 * `To` the newer, by default the first two of the workspace. Both use their live sessions; the
 * active server and the panels are left as they are. A server already checked in this tab (in
 * the QA panel, or here) shows that report at once, with its time; only the other side runs.
 */
export default function ServerComparisonDialog({ servers, open, onOpenChange }: ServerComparisonProps) {
  const [picked, setPicked] = useState<{ from: string | undefined; to: string | undefined }>({ from: undefined, to: undefined });
  const { diff, checks, compare, check, reset } = useServerComparison();
  const find = (url: string | undefined, fallback: number) => servers.find((s) => s.url === url) ?? servers[fallback];
  const from = find(picked.from, 0);
  const to = find(picked.to, 1);
  const pair = from !== undefined && to !== undefined && from.url !== to.url ? { from, to } : undefined;
  const fromRun = useLastQaRun(pair?.from.url);
  const toRun = useLastQaRun(pair?.to.url);
  const plan = pair === undefined ? undefined : checksPlan({ server: pair.from, reported: fromRun !== undefined }, { server: pair.to, reported: toRun !== undefined });
  const checking = checks.status === 'working';
  const choose = (side: 'from' | 'to') => (url: string) => {
    setPicked({ from: from?.url, to: to?.url, [side]: url });
    reset();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog input-required-dialog server-compare" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">Server comparison</Dialog.Title>
          <div className="server-compare__toolbar" role="group" aria-label="Servers to compare">
            <ServerSelect label="From" servers={servers} value={from?.url ?? ''} onChange={choose('from')} />
            <span aria-hidden="true">→</span>
            <ServerSelect label="To" servers={servers} value={to?.url ?? ''} onChange={choose('to')} />
            <button type="button" className="button" disabled={pair === undefined || diff.status === 'working'} onClick={() => {
                if (pair !== undefined) void compare(pair.from, pair.to);
              }}>
              Compare
            </button>
            <button type="button" className="button" disabled={plan === undefined || checking} onClick={() => {
                if (plan !== undefined) void check(plan.servers);
              }}>
              {plan?.label ?? 'Run checks on both'}
            </button>
            <Dialog.Close className="button button--ghost server-compare__close">Close</Dialog.Close>
          </div>
          {pair === undefined && <p className="note">Choose two different servers.</p>}
          <p role="status" className="muted server-compare__status">
            {diff.status === 'working' ? 'Taking both snapshots…' : ''}
            {checking ? ` Running checks… ${checks.done}/${checks.total}` : ''}
          </p>
          {diff.status === 'error' && <ErrorAlert error={{ kind: 'protocol', message: diff.message }} />}
          {diff.status === 'done' && <InterfaceDiff diff={diff.diff} />}
          {checks.status === 'error' && <ErrorAlert error={{ kind: 'protocol', message: checks.message }} />}
          {pair !== undefined && (fromRun !== undefined || toRun !== undefined) && (
            <QaVerdicts from={{ name: pair.from.name, report: fromRun }} to={{ name: pair.to.name, report: toRun }} busy={checking} onRunAgain={(side) => void check([pair[side]])} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
