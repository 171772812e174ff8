import type { ResourceTemplateType as ResourceTemplate } from '@modelcontextprotocol/client';
import { SafeIcon } from '../../components/safe-icon';

interface TemplateListProps {
  templates: readonly ResourceTemplate[];
  selected: string | undefined;
  onSelect: (uriTemplate: string) => void;
}

/** The listed templates, each a button named by its title (or name) with the template text beneath. */
export function TemplateList({ templates, selected, onSelect }: TemplateListProps) {
  return (
    <ul className="templates__list" aria-label="Resource templates">
      {templates.map((template) => (
        <li key={template.uriTemplate}>
          <button
            type="button"
            className="templates__item"
            aria-current={template.uriTemplate === selected ? 'true' : undefined}
            title={template.description}
            onClick={() => onSelect(template.uriTemplate)}
          >
            <SafeIcon icons={template.icons} />
            <span className="templates__item-text">
              <span>{template.title ?? template.name}</span>
              <span className="templates__uri mono muted">{template.uriTemplate}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
