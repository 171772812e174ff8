import type { Prompt } from '@modelcontextprotocol/client';
import { SafeIcon } from '../../components/safe-icon';

interface PromptListProps {
  prompts: readonly Prompt[];
  selected: string | undefined;
  onSelect: (name: string) => void;
}

/** The server's prompts: icon, title (or name), name and description; server text stays text. */
export function PromptList({ prompts, selected, onSelect }: PromptListProps) {
  return (
    <ul className="prompt-list" aria-label="Prompts">
      {prompts.map((prompt) => (
        <li key={prompt.name}>
          <button
            type="button"
            className={prompt.name === selected ? 'prompt-list__item prompt-list__item--selected' : 'prompt-list__item'}
            aria-current={prompt.name === selected ? 'true' : undefined}
            onClick={() => onSelect(prompt.name)}
          >
            <span className="prompt-list__head">
              <SafeIcon icons={prompt.icons} />
              <span className="prompt-list__title">{prompt.title ?? prompt.name}</span>
            </span>
            {prompt.title !== undefined && <code className="prompt-list__name">{prompt.name}</code>}
            {prompt.description !== undefined && <span className="prompt-list__description">{prompt.description}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
