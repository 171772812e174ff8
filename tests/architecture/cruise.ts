import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { BIN_FORBIDDEN, foldersAbove, PROTOCOL_ROOMS, PROTOCOL_STRANGERS, SRC_LAYERS, SRC_STRANGERS } from './layers';
import type { Edge } from './folder-graph';

const TS_CONFIG = 'tsconfig.node.json';
const anyOf = (paths: readonly string[]): string => `^(${paths.map((path) => path.replace(/[.]/g, '\\.')).join('|')})(/|$)`;

function upward(name: string, from: string, to: readonly string[]): IForbiddenRuleType {
  return { name, severity: 'error', from: { path: `^${from}/` }, to: { path: anyOf(to) } };
}

/** The rules of tests/architecture/layers.ts as dependency-cruiser's forbidden rules, plus no cycles of modules. */
export function layerRules(): IForbiddenRuleType[] {
  const rules: IForbiddenRuleType[] = [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }];
  SRC_LAYERS.forEach((layer, index) => {
    const above = foldersAbove(SRC_LAYERS, index, 'src/');
    for (const name of layer) if (above.length > 0) rules.push(upward(`src/${name} imports a layer above it`, `src/${name}`, above));
  });
  for (const [a, b] of SRC_STRANGERS) {
    rules.push(upward(`src/${a} and src/${b} stay apart`, `src/${a}`, [`src/${b}`]), upward(`src/${b} and src/${a} stay apart`, `src/${b}`, [`src/${a}`]));
  }
  PROTOCOL_ROOMS.forEach((layer, index) => {
    const above = [...foldersAbove(PROTOCOL_ROOMS, index, 'src/protocol/'), 'src/protocol/index.ts'];
    for (const name of layer) rules.push(upward(`protocol/${name} imports a room above it`, `src/protocol/${name}`, above));
  });
  for (const [a, b] of PROTOCOL_STRANGERS) {
    rules.push(upward(`protocol/${a} and ${b} stay apart`, `src/protocol/${a}`, [`src/protocol/${b}`]), upward(`protocol/${b} and ${a} stay apart`, `src/protocol/${b}`, [`src/protocol/${a}`]));
  }
  rules.push({ name: 'qa sees protocol only through its face', severity: 'error', from: { path: '^src/qa/' }, to: { path: '^src/protocol/.+/' } });
  rules.push(upward('bin imports the page', 'bin', BIN_FORBIDDEN));
  return rules;
}

export interface Cruised {
  violations: string[];
  edges: Edge[];
}

/** tests/architecture/planted.test.ts plants forbidden imports here while other tests cruise the tree. */
const PLANTED_DIR = '__planted__';

/**
 * Cruises `paths` (the product code, tests excluded) with type-only imports counted, and
 * validates the layer rules. Planted files count only when asked for.
 */
export async function cruiseProduct(paths: readonly string[], options: { planted?: boolean } = {}): Promise<Cruised> {
  const reporterOutput = await cruise(
    [...paths],
    {
      validate: true,
      ruleSet: { forbidden: layerRules() },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: TS_CONFIG },
      doNotFollow: { path: 'node_modules' },
      exclude: { path: options.planted === true ? '\\.test\\.|\\.test-util\\.' : `\\.test\\.|\\.test-util\\.|/${PLANTED_DIR}/` },
    },
    {},
    { tsConfig: extractTSConfig(TS_CONFIG) },
  );
  const result = reporterOutput.output;
  if (typeof result === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return { violations: violationsOf(result), edges: edgesOf(result) };
}

function violationsOf(result: ICruiseResult): string[] {
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

function edgesOf(result: ICruiseResult): Edge[] {
  const local = (path: string): boolean => !path.startsWith('node_modules/') && !path.startsWith('/');
  return result.modules.filter((m) => local(m.source)).flatMap((m) => m.dependencies.filter((d) => local(d.resolved)).map((d) => ({ from: m.source, to: d.resolved })));
}
