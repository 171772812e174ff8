import { SERVER_INFO_META_KEY } from '@modelcontextprotocol/client';
import { isAllowedIconSrc } from '../../../lib/urls/safe-url';
import type { CapabilityName, CheckContext, CheckVerdict, ConformanceCheck, ListMethod } from '../types';
import { isRecord, records, sample } from '../values';
import { fail, notApplicable, pass } from '../verdict';
import { CORE_RULES } from '../rules/core';

const LISTS: readonly [ListMethod, CapabilityName][] = [
  ['tools/list', 'tools'],
  ['prompts/list', 'prompts'],
  ['resources/list', 'resources'],
  ['resources/templates/list', 'resources'],
];

async function iconSources(ctx: CheckContext): Promise<{ srcs: string[]; evidence: (number | undefined)[] }> {
  const srcs: string[] = [];
  const evidence: (number | undefined)[] = [];
  const collect = (owner: unknown) => {
    if (isRecord(owner)) for (const icon of records(owner.icons)) srcs.push(typeof icon.src === 'string' ? icon.src : JSON.stringify(icon.src));
  };
  if (ctx.era === 'modern') {
    const discover = await ctx.discover();
    evidence.push(discover.exchangeId);
    collect(isRecord(discover.result?._meta) ? discover.result._meta[SERVER_INFO_META_KEY] : undefined);
  }
  for (const [method, capability] of LISTS) {
    if (!isRecord(ctx.capabilities[capability])) continue;
    const walk = await ctx.walk(method);
    evidence.push(...walk.pages.map((p) => p.outcome.exchangeId));
    walk.items.forEach(collect);
  }
  return { srcs, evidence };
}

async function iconSchemes(ctx: CheckContext): Promise<CheckVerdict> {
  const { srcs, evidence } = await iconSources(ctx);
  if (srcs.length === 0) return notApplicable('The server declares no icons.', evidence);
  const bad = srcs.filter((src) => !isAllowedIconSrc(src));
  return bad.length === 0 ? pass(`${srcs.length} icon(s), all https: or data:.`, evidence) : fail(`Icons must be https: or data:; found ${sample(bad)}.`, evidence);
}

export const iconChecks: ConformanceCheck[] = [
  {
    id: 'icons.scheme',
    title: 'Icons use only https: or data: sources',
    severity: 'warning',
    rule: CORE_RULES.iconScheme,
    spec: '§14 Icons',
    applies: { era: 'any' },
    run: iconSchemes,
  },
];
