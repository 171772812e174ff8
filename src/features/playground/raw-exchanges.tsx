import { CodeBlock } from '../../components/code-block';
import { CopyButton } from '../../components/copy-button';
import { modelLog } from '../../hooks/playground';
import { useStore } from '../../hooks/use-store';
import { modelCurl, type ModelExchange } from '../../models';

function Exchange({ exchange }: { exchange: ModelExchange }) {
  const headers = (record: Record<string, string> | undefined) =>
    Object.entries(record ?? {})
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n');
  return (
    <article className="playground-exchange" aria-label={`Model request ${exchange.id}`}>
      <header className="playground-call__head">
        <span className="playground-call__name">
          {exchange.method} {exchange.url}
        </span>
        <span className="note">{exchange.status ?? exchange.error ?? 'waiting'}</span>
        <CopyButton text={modelCurl(exchange)} label="as curl" caption="Copy as curl" />
      </header>
      <CodeBlock title="Request headers" code={headers(exchange.requestHeaders)} />
      <CodeBlock title="Request body" code={exchange.requestBody} />
      {exchange.responseHeaders !== undefined && <CodeBlock title="Response headers" code={headers(exchange.responseHeaders)} />}
      <CodeBlock title="Response body" code={exchange.responseBody} />
    </article>
  );
}

/** The raw exchanges with the model endpoint, the key already replaced by a placeholder. */
export function RawExchanges() {
  const exchanges = useStore(modelLog);
  return (
    <div className="playground-raw">
      {exchanges.length === 0 && <p className="note">No request to the model yet.</p>}
      {[...exchanges].reverse().map((exchange) => (
        <Exchange key={exchange.id} exchange={exchange} />
      ))}
    </div>
  );
}
