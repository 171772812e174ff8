import { Tooltip } from 'radix-ui';
import type { ReactElement } from 'react';

interface LongValueTooltipProps {
  value: string;
  /** The value's own element, which the tooltip wraps. */
  children: ReactElement;
}

/** The whole value in a Radix tooltip, shown on hover and on keyboard focus. */
export function LongValueTooltip({ value, children }: LongValueTooltipProps) {
  return (
    <Tooltip.Provider delayDuration={250}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="tooltip" side="bottom" align="start" sideOffset={4} collisionPadding={8}>
            {value}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
