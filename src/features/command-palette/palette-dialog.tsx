import { Dialog } from 'radix-ui';
import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { useCacheContext } from '../../hooks/use-cache';
import { optionId, PaletteList } from './palette-list';
import { rankCommands, type PaletteCommand } from './rank';
import { usePaletteItems } from './use-palette-items';

// Rendering 10k options would freeze the dialog; typing narrows the list instead.
const MAX_OPTIONS = 50;

interface PaletteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actions: readonly PaletteCommand[];
  /** Where focus goes back when the dialog closes. */
  restoreTo: RefObject<HTMLElement | null>;
}

/** The palette's dialog: loaded the first time the palette opens, then kept mounted. */
export function PaletteDialog({ open, onOpenChange, actions, restoreTo }: PaletteDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="palette"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Back to where the user was (Radix would pick the trigger button).
            event.preventDefault();
            const target = restoreTo.current;
            if (target?.isConnected === true) target.focus();
          }}
        >
          <Dialog.Title className="palette__title">Command palette</Dialog.Title>
          {open && <PaletteBody actions={actions} onClose={() => onOpenChange(false)} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PaletteBody({ actions, onClose }: { actions: readonly PaletteCommand[]; onClose: () => void }) {
  const ctx = useCacheContext();
  const items = usePaletteItems(ctx, true);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const ranked = rankCommands(query, [...actions, ...items], MAX_OPTIONS);
  const current = Math.min(active, ranked.length - 1);

  const run = (command: PaletteCommand) => {
    if (command.keepOpen !== true) onClose();
    command.run();
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = ranked.length - 1;
    // Arrows move through the options and wrap; Home/End stay with the text box (combobox pattern).
    const moves: Record<string, number> = { ArrowDown: current >= last ? 0 : current + 1, ArrowUp: current <= 0 ? last : current - 1 };
    const target = moves[event.key];
    if (target !== undefined && last >= 0) {
      event.preventDefault();
      setActive(target);
      document.getElementById(optionId(listId, target))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const command = ranked[current];
      if (command !== undefined) run(command);
    }
  };

  return (
    <>
      <input
        className="input palette__search"
        role="combobox"
        aria-label="Search commands"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={current >= 0 ? optionId(listId, current) : undefined}
        placeholder="Type a resource, prompt, tool or action…"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={keyDown}
      />
      <PaletteList id={listId} commands={ranked} active={current} onActivate={setActive} onRun={run} />
      {ranked.length === 0 && (
        <p className="note palette__empty" role="status">
          No command matches “{query}”.
        </p>
      )}
      {ctx === undefined && <p className="note">Connect to a server to search its resources, prompts and tools.</p>}
    </>
  );
}
