import type { ComponentType } from 'react';
import { ComingSoon } from '../components/coming-soon';
import type { PanelProps } from './panel-registry';

/** A panel component that only says what will be there. */
export function placeholder(title: string, text: string): ComponentType<PanelProps> {
  function Placeholder() {
    return <ComingSoon title={title}>{text}</ComingSoon>;
  }
  Placeholder.displayName = `Placeholder(${title})`;
  return Placeholder;
}
