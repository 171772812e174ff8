import type { AuthStep } from '../../protocol/auth/auth-types';
import { timelineEvent, type TimelineEvent } from './types';

/** `auth` lane: each OAuth step the console observed (spec §22), at the moment it ran. */
export function authStepEvent(step: AuthStep): TimelineEvent {
  const details = [step.request === undefined ? step.title : `${step.request.method} ${step.request.url}`];
  if (step.response !== undefined) details.push(`HTTP ${step.response.status}`);
  if (step.error !== undefined) details.push(`Error: ${step.error}`);
  if (step.explanation !== undefined) details.push(step.explanation);
  return timelineEvent({
    id: `auth:${step.id}`,
    lane: 'auth',
    start: step.at,
    label: `${step.title} · ${step.status}`,
    status: step.status === 'failed' ? 'error' : step.status === 'pending' ? 'open' : 'ok',
    method: step.kind,
    details,
  });
}
