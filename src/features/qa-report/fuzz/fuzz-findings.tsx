import { FINDING_KINDS, type FuzzFinding } from '../../../qa/fuzz';
import { counted } from '../../../lib/plural';

/** The input as JSON, cut for the table; Open in Tools and the exports carry it whole. */
const INPUT_SHOWN = 160;

export function shownInput(input: unknown): string {
  const text = input === undefined ? '(no arguments)' : JSON.stringify(input);
  return text.length > INPUT_SHOWN ? `${text.slice(0, INPUT_SHOWN)}… (${text.length} characters)` : text;
}

/** `4 findings: 1 hang, 1 crash, …`: every kind with a count, in the engine's order. */
export function findingsByKind(findings: readonly FuzzFinding[]): string {
  const kinds = FINDING_KINDS.map((kind) => [kind, findings.filter((f) => f.kind === kind).length] as const).filter(([, n]) => n > 0);
  const total = counted(findings.length, 'finding');
  return kinds.length === 0 ? total : `${total}: ${kinds.map(([kind, n]) => `${n} ${kind}`).join(', ')}`;
}

interface FuzzFindingsProps {
  findings: readonly FuzzFinding[];
  onOpen: (finding: FuzzFinding) => void;
}

/** One row per finding: tool, kind, the exact input, what the oracle saw, and Open in Tools. */
export function FuzzFindings({ findings, onOpen }: FuzzFindingsProps) {
  return (
    <div className="qa-panel__table">
      <table className="qa-table qa-fuzz__findings" aria-label="Fuzz findings">
        <thead>
          <tr>
            <th scope="col">Tool</th>
            <th scope="col">Kind</th>
            <th scope="col">Input</th>
            <th scope="col">Detail</th>
            <th scope="col">Again</th>
          </tr>
        </thead>
        <tbody>
          {findings.map((finding, index) => (
            <tr key={index}>
              <td className="mono">{finding.tool}</td>
              <td>
                <span className={`qa-fuzz__kind qa-fuzz__kind--${finding.kind}`}>{finding.kind}</span>
              </td>
              <td className="mono qa-fuzz__input">{shownInput(finding.input)}</td>
              <td className="qa-fuzz__detail">
                <span className="qa-fuzz__label">{finding.label}</span>
                {finding.detail}
              </td>
              <td>
                <button type="button" className="button button--small" onClick={() => onOpen(finding)}>
                  Open in Tools
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
