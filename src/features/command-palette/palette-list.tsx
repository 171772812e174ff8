import type { PaletteCommand } from './rank';

interface PaletteListProps {
  id: string;
  commands: readonly PaletteCommand[];
  active: number;
  onActivate: (index: number) => void;
  onRun: (command: PaletteCommand) => void;
}

/** The DOM id of one option, for the combobox's aria-activedescendant. */
export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/**
 * The matching commands as a listbox. Focus stays in the search box (the combobox
 * pattern); the active option is announced through aria-activedescendant.
 */
export function PaletteList({ id, commands, active, onActivate, onRun }: PaletteListProps) {
  return (
    <ul className="palette__list" id={id} role="listbox" aria-label="Commands">
      {commands.map((command, index) => (
        <li
          key={command.id}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          aria-description={command.detail === undefined ? command.kind : `${command.kind}: ${command.detail}`}
          className={index === active ? 'palette__option palette__option--active' : 'palette__option'}
          // Keep focus in the search box; a click still runs the command.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => {
            if (index !== active) onActivate(index);
          }}
          onClick={() => onRun(command)}
        >
          <span className="palette__label">{command.label}</span>
          <span className="palette__detail" aria-hidden="true">
            {command.detail !== undefined && command.detail !== command.label ? command.detail : ''}
          </span>
          <span className="palette__kind" aria-hidden="true">
            {command.kind}
          </span>
        </li>
      ))}
    </ul>
  );
}
