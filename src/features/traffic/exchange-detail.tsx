import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import { cameViaLocalProxy } from '../../lib/urls/bridge-url';
import type { IndexedList } from '../../lib/buffers/indexed-list';
import { sseEventsOf } from '../../protocol/transport/tap/exchange-record';
import type { HttpExchange, RpcFrame } from '../../protocol/model/types';
import { BodyView } from './body-view';
import { CopyAsButtons } from './copy-as';
import { FrameList, HeaderList, SseEventList } from './exchange-parts';
import { formatDuration, formatTime, statusLabel } from './format';

interface ExchangeDetailProps {
  exchange: HttpExchange;
  frames: IndexedList<RpcFrame>;
  onClose: () => void;
}

/** Everything recorded about one HTTP exchange, request first, then response and frames. */
export function ExchangeDetail({ exchange, frames, onClose }: ExchangeDetailProps) {
  const { request, response } = exchange;
  const navigation = useNavigationStore();
  return (
    <section className="exchange-detail" aria-label="Exchange details">
      <header className="exchange-detail__head">
        <h3 className="exchange-detail__title">
          #{exchange.id} {request.method} {exchange.rpcMethod ?? ''}
        </h3>
        <button type="button" className="button button--small button--ghost" onClick={onClose}>
          Close details
        </button>
      </header>
      <button type="button" className="button button--small" onClick={() => navigation.showInTimeline({ at: exchange.startedAt, exchangeId: exchange.id })}>
        Show in timeline
      </button>
      <CopyAsButtons exchange={exchange} />
      <dl className="facts">
        <dt>URL</dt>
        <dd className="mono">{request.url}</dd>
        {response !== undefined && cameViaLocalProxy(response.headers) && (
          <>
            <dt>Route</dt>
            <dd>via local proxy</dd>
          </>
        )}
        {response?.redirectedTo !== undefined && (
          <>
            <dt>Redirect</dt>
            <dd className="mono">redirected to {response.redirectedTo}</dd>
          </>
        )}
        <dt>Started</dt>
        <dd>{formatTime(exchange.startedAt)}</dd>
        <dt>Status</dt>
        <dd>
          {statusLabel(exchange)}
          {response !== undefined && response.statusText !== '' && ` ${response.statusText}`}
        </dd>
        <dt>Headers after</dt>
        <dd>{formatDuration(exchange.headersMs)}</dd>
        <dt>Duration</dt>
        <dd>{formatDuration(exchange.durationMs)}</dd>
        {exchange.error !== undefined && (
          <>
            <dt>Error</dt>
            <dd className="danger">{exchange.error}</dd>
          </>
        )}
      </dl>
      <h4 className="subheading">Request headers</h4>
      <HeaderList headers={request.headers} label="Request headers" />
      <h4 className="subheading">Request body</h4>
      <BodyView body={request.body} label="Request body" />
      {response !== undefined && (
        <>
          <h4 className="subheading">Response headers</h4>
          <HeaderList headers={response.headers} label="Response headers" />
          <h4 className="subheading">Response body</h4>
          <BodyView body={response.body} label="Response body" />
        </>
      )}
      <SseEventList events={sseEventsOf(exchange)} dropped={exchange.sseDropped} />
      <h4 className="subheading">JSON-RPC frames</h4>
      <FrameList frames={frames} />
    </section>
  );
}
