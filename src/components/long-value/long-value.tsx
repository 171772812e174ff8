import { lazy, Suspense } from 'react';
import { CopyButton } from '../copy-button';

// Radix's tooltip (with its positioning engine, about 12 KiB gzip) is a chunk of its own, fetched
// when the first long value is shown: a panel that shows none does not load it.
const LongValueTooltip = lazy(async () => ({ default: (await import('./long-value-tooltip')).LongValueTooltip }));

interface LongValueProps {
  value: string;
  /** What the value is, for the copy button's name ("Copy <label>"). */
  label: string;
  /** Dense tables wrap the value over two lines before cutting it. */
  lines?: 1 | 2;
}

/**
 * A URI, id or key that may not fit its column: cut with an ellipsis, the whole value in a
 * tooltip (on hover and on keyboard focus) and a copy action beside it. The value is a text node,
 * so server strings stay data.
 */
export function LongValue({ value, label, lines = 1 }: LongValueProps) {
  const text = (
    <code className={lines === 2 ? 'long-value__text long-value__text--two' : 'long-value__text'} tabIndex={0}>
      {value}
    </code>
  );
  return (
    <span className="long-value">
      <Suspense fallback={text}>
        <LongValueTooltip value={value}>{text}</LongValueTooltip>
      </Suspense>
      <CopyButton text={value} label={label} compact />
    </span>
  );
}
