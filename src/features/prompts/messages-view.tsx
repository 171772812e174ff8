import type { GetPromptResult, PromptMessage } from '@modelcontextprotocol/client';
import { addSizes, ContentBlockView, contentSize, type ContentSize } from '../../components/content-blocks';
import { CopyButton } from '../../components/copy-button';
import { PlainText, RenderMarkdownToggle, TextModeScope } from '../../components/markdown/text-mode';
import { noun } from '../../lib/plural';
import { RunInPlayground } from './run-in-playground';

function formatSize(size: ContentSize): string {
  return `${size.characters.toLocaleString('en')} ${noun(size.characters, 'char')} · ${size.bytes.toLocaleString('en')} ${noun(size.bytes, 'byte')}`;
}

function messageSize(message: PromptMessage): ContentSize {
  return contentSize([message.content], message);
}

/**
 * The conversation a host would put in front of a model (spec §15.3): the description, then
 * one article per message named by its role, with a size estimate per message and in total.
 */
export function MessagesView({ result }: { result: GetPromptResult }) {
  const sizes = result.messages.map(messageSize);
  const total = addSizes(sizes);
  const json = JSON.stringify(result.messages, null, 2);
  return (
    <section className="prompt-messages" aria-label="Messages">
      <TextModeScope view="prompt-messages">
        <header className="prompt-messages__header">
          {result.description !== undefined && <PlainText className="prompt-messages__description" text={result.description} />}
          <p className="prompt-messages__total">
            {result.messages.length} {result.messages.length === 1 ? 'message' : 'messages'} · {formatSize(total)}
          </p>
          <CopyButton text={json} label="messages as JSON" />
          <RunInPlayground messages={result.messages} />
          {result.messages.length > 0 && <RenderMarkdownToggle />}
        </header>
        {result.messages.length === 0 && <p className="note">The prompt returned no messages.</p>}
        {result.messages.map((message, index) => (
          <article key={index} className={`prompt-message prompt-message--${message.role}`} aria-label={message.role}>
            <header className="prompt-message__header">
              <span className="prompt-message__role">{message.role}</span>
              <span className="prompt-message__size">{sizes[index] === undefined ? '' : formatSize(sizes[index])}</span>
            </header>
            <ContentBlockView block={message.content} />
          </article>
        ))}
      </TextModeScope>
    </section>
  );
}
