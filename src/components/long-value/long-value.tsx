import { Tooltip } from 'radix-ui';
import { CopyButton } from '../copy-button';

interface LongValueProps {
  value: string;
  /** What the value is, for the copy button's name ("Copy <label>"). */
  label: string;
  /** Dense tables wrap the value over two lines before cutting it. */
  lines?: 1 | 2;
}

/**
 * A URI, id or key that may not fit its column: one line, cut with an ellipsis, the whole
 * value in a tooltip (on hover and on keyboard focus) and a copy action beside it. The value is a
 * text node, so server strings stay data.
 */
export function LongValue({ value, label, lines = 1 }: LongValueProps) {
  return (
    <span className="long-value">
      <Tooltip.Provider delayDuration={250}>
        <Tooltip.Root>
          <Tooltip.Trigger asChild>
            <code className={lines === 2 ? 'long-value__text long-value__text--two' : 'long-value__text'} tabIndex={0}>
              {value}
            </code>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content className="tooltip" side="bottom" align="start" sideOffset={4} collisionPadding={8}>
              {value}
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
      </Tooltip.Provider>
      <CopyButton text={value} label={label} compact />
    </span>
  );
}
