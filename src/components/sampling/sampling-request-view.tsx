import type { SamplingBlock, SamplingRequestView } from '../../protocol';

function Block({ block }: { block: SamplingBlock }) {
  if (block.type === 'text') return <p className="sampling__text">{block.text}</p>;
  // Only data: URLs of the media type the server named; the bytes are never executed.
  if (block.type === 'image' && block.mimeType.startsWith('image/')) {
    return <img className="sampling__image" alt={`Image (${block.mimeType})`} src={`data:${block.mimeType};base64,${block.data}`} />;
  }
  if (block.type === 'audio' && block.mimeType.startsWith('audio/')) {
    return <audio className="sampling__audio" controls aria-label={`Audio (${block.mimeType})`} src={`data:${block.mimeType};base64,${block.data}`} />;
  }
  return (
    <pre className="input-request__params">
      <code>{JSON.stringify(block.type === 'other' ? block.value : block, null, 2)}</code>
    </pre>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** What the server asks the model: its messages as a conversation, then the sampling parameters. */
export function SamplingRequestDetails({ request }: { request: SamplingRequestView }) {
  const priorities = Object.entries(request.priorities).map(([name, value]) => `${name} ${value}`);
  return (
    <>
      {request.systemPrompt !== undefined && (
        <section className="sampling__system" aria-label="System prompt">
          <h3 className="sampling__heading">System prompt</h3>
          <p className="sampling__text">{request.systemPrompt}</p>
        </section>
      )}
      <section aria-label="Messages to the model">
        <h3 className="sampling__heading">Messages</h3>
        {request.messages.map((message, index) => (
          <article key={index} className={`sampling__message sampling__message--${message.role === 'assistant' ? 'assistant' : 'user'}`} aria-label={message.role}>
            <span className="sampling__role">{message.role}</span>
            {message.blocks.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </article>
        ))}
      </section>
      <dl className="sampling__facts">
        <Fact term="Max tokens">{request.maxTokens ?? 'not given'}</Fact>
        {request.temperature !== undefined && <Fact term="Temperature">{request.temperature}</Fact>}
        {request.stopSequences.length > 0 && <Fact term="Stop sequences">{request.stopSequences.map((s) => JSON.stringify(s)).join(', ')}</Fact>}
        {request.includeContext !== undefined && <Fact term="Include context">{request.includeContext}</Fact>}
        {request.hints.length > 0 && <Fact term="Model hints">{request.hints.join(', ')}</Fact>}
        {priorities.length > 0 && <Fact term="Priorities">{priorities.join(', ')}</Fact>}
        {request.tools.length > 0 && <Fact term="Tools offered">{request.tools.join(', ')}</Fact>}
      </dl>
    </>
  );
}
