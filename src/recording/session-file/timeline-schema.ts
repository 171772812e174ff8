import { z } from 'zod';
import type { AuthStepKind } from '../../protocol/auth/auth-types';
import { RECORDED_CAUSES, type RecordedAuthStep, type RecordedInvalidation } from './timeline-record';

const AUTH_STEP_KINDS = ['challenge', 'resource-metadata', 'server-metadata', 'registration', 'authorization', 'token', 'refresh', 'authorized-request'] as const satisfies readonly AuthStepKind[];

/** A recorded OAuth step (version 3); unknown members (headers, bodies) are dropped, never kept. */
export const recordedAuthStepSchema = z
  .object({
    id: z.number(),
    kind: z.enum(AUTH_STEP_KINDS),
    title: z.string(),
    status: z.enum(['ok', 'failed', 'pending']),
    at: z.number(),
    request: z.object({ method: z.string(), url: z.string() }).optional(),
    response: z.object({ status: z.number() }).optional(),
    error: z.string().optional(),
    explanation: z.string().optional(),
    fix: z.string().optional(),
    attempts: z.number().optional(),
  })
  .transform(
    (s): RecordedAuthStep => ({
      id: s.id,
      kind: s.kind,
      title: s.title,
      status: s.status,
      at: s.at,
      ...(s.request === undefined ? {} : { request: { method: s.request.method, url: s.request.url } }),
      ...(s.response === undefined ? {} : { response: { status: s.response.status } }),
      ...(s.error === undefined ? {} : { error: s.error }),
      ...(s.explanation === undefined ? {} : { explanation: s.explanation }),
      ...(s.fix === undefined ? {} : { fix: s.fix }),
      ...(s.attempts === undefined ? {} : { attempts: s.attempts }),
    }),
  );

/** A recorded cache invalidation (version 3): its cause, when, and the entries it hit. */
export const recordedInvalidationSchema = z
  .object({
    id: z.number(),
    at: z.number(),
    cause: z.enum(RECORDED_CAUSES),
    detail: z.string(),
    notification: z.object({ method: z.string(), uri: z.string().optional(), subscriptionId: z.union([z.string(), z.number()]).optional() }).optional(),
    entries: z.array(z.object({ method: z.string(), params: z.record(z.string(), z.unknown()) })),
  })
  .transform(
    (i): RecordedInvalidation => ({
      id: i.id,
      at: i.at,
      cause: i.cause,
      detail: i.detail,
      ...(i.notification === undefined
        ? {}
        : {
            notification: {
              method: i.notification.method,
              ...(i.notification.uri === undefined ? {} : { uri: i.notification.uri }),
              ...(i.notification.subscriptionId === undefined ? {} : { subscriptionId: i.notification.subscriptionId }),
            },
          }),
      entries: i.entries.map((e) => ({ method: e.method, params: e.params })),
    }),
  );
