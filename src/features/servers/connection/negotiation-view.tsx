import type { Negotiation } from '../../../protocol/model/types';
import { transportLabel } from './status-text';

/** The negotiated era and version, with the evidence that decided it (spec §9). */
export function NegotiationView({ negotiation, connectMs }: { negotiation: Negotiation; connectMs: number }) {
  return (
    <div className="negotiation">
      <dl className="facts">
        <dt>Era</dt>
        <dd>{negotiation.era}</dd>
        <dt>Protocol version</dt>
        <dd>{negotiation.protocolVersion}</dd>
        <dt>Transport</dt>
        <dd>{transportLabel(negotiation)}</dd>
        <dt>Connect time</dt>
        <dd>{Math.round(connectMs)} ms</dd>
        <dt>Probe</dt>
        <dd>{negotiation.probed ? 'server/discover sent' : 'skipped (remembered verdict)'}</dd>
      </dl>
      {negotiation.evidence.length > 0 && (
        <>
          <h4 className="subheading">Why</h4>
          <ol className="evidence">
            {negotiation.evidence.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
