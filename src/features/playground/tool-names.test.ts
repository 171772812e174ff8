import { describe, expect, it } from 'vitest';
import { OFFERED_NAME } from '../../models';
import { offerWorkspaceTools, serverLabel, type ServerTools } from './tool-names';

const schema = { type: 'object' as const };
const tools = (...names: string[]) => names.map((name) => ({ name, inputSchema: schema }));
const demo: ServerTools = { id: 'http://127.0.0.1:4001/mcp', name: 'mcp-console-demo', tools: tools('echo', 'add', 'find-resources') };
const everything: ServerTools = { id: 'http://127.0.0.1:4002/mcp', name: 'mcp-servers/everything', tools: tools('echo', 'get-sum') };

/** Every name offered is within both providers' rules, unique, and maps back to exactly its server and tool. */
function expectSound(servers: readonly ServerTools[]) {
  const offer = offerWorkspaceTools(servers);
  const names = offer.offered.map((tool) => tool.name);
  expect(names.every((name) => OFFERED_NAME.test(name))).toBe(true);
  expect(new Set(names).size).toBe(names.length);
  const expected = servers.flatMap((server) => server.tools.map((tool) => ({ serverId: server.id, serverName: server.name, toolName: tool.name })));
  expect(names.map((name) => offer.target(name))).toEqual(expected);
  for (const target of expected) expect(offer.target(offer.offeredName(target.serverId, target.toolName) ?? '')).toEqual(target);
  return { offer, names };
}

describe('offerWorkspaceTools', () => {
  it('puts the server’s name in front of a name two servers share, on both, and leaves the others as they are', () => {
    const { offer, names } = expectSound([demo, everything]);
    expect(names).toEqual(['mcp-console-demo__echo', 'add', 'find-resources', 'mcp-servers_everything__echo', 'get-sum']);
    expect(offer.mcpName('mcp-servers_everything__echo')).toBe('echo');
    expect(offer.serverOf?.('mcp-servers_everything__echo')).toEqual({ id: everything.id, name: 'mcp-servers/everything' });
    expect(offer.target('echo')).toBeUndefined();
    expect(offer.serverOf?.('echo')).toBeUndefined();
  });

  it('gives the same names for the same servers, and a server alone keeps its tools’ own names', () => {
    expect(offerWorkspaceTools([demo, everything]).offered).toEqual(offerWorkspaceTools([demo, everything]).offered);
    expect(expectSound([everything]).names).toEqual(['echo', 'get-sum']);
  });

  it('tells apart two servers with the same name by their order', () => {
    const staging: ServerTools = { ...demo, id: 'http://staging.example/mcp' };
    const { names } = expectSound([demo, staging]);
    expect(names.slice(0, 3)).toEqual(['mcp-console-demo__echo', 'mcp-console-demo__add', 'mcp-console-demo__find-resources']);
    expect(names.slice(3)).toEqual(['mcp-console-demo_2__echo', 'mcp-console-demo_2__add', 'mcp-console-demo_2__find-resources']);
  });

  it('replaces characters outside the rules, and a real tool named like a prefixed one keeps its name', () => {
    const dotted: ServerTools = { id: 'u1', name: 'files server', tools: tools('files.read', 'weird name!') };
    const other: ServerTools = { id: 'u2', name: 'files server', tools: tools('files.read', 'files_server__files_read') };
    const { names } = expectSound([dotted, other]);
    expect(names[0]).toBe('files_server__files_read_2');
    expect(names[1]).toBe('weird_name_');
    expect(names[2]).toBe('files_server_2__files_read');
    expect(names[3]).toBe('files_server__files_read');
    // A tool named with no character the rules allow still gets a name.
    expect(expectSound([{ id: 'u3', name: '…', tools: tools('…') }]).names).toEqual(['_']);
  });

  it('keeps long names within 64 characters and apart after cutting them', () => {
    const long = 'a'.repeat(70);
    const one: ServerTools = { id: 'u1', name: 'x'.repeat(40), tools: tools(`${long}1`, `${long}2`, 'shared') };
    const two: ServerTools = { id: 'u2', name: 'x'.repeat(40), tools: tools(`${long}1`, 'shared') };
    const { names } = expectSound([one, two]);
    expect(names.every((name) => name.length <= 64)).toBe(true);
    // The server's part is shortened, so the tool's own name still shows.
    expect(names[2]).toBe(`${'x'.repeat(24)}__shared`);
    expect(names[4]).toBe(`${'x'.repeat(24)}_2__shared`);
  });
});

const URL_A = 'http://127.0.0.1:4001/mcp';

describe('how the playground names a server', () => {
  it('uses the saved name and keeps what the server calls itself beside it, so two saved copies of one server differ, to the user and to the model', () => {
    const staging = serverLabel(URL_A, 'staging', 'my-server');
    const prod = serverLabel('http://127.0.0.1:4002/mcp', 'prod', 'my-server');
    expect([staging, prod]).toEqual([
      { name: 'staging', selfName: 'my-server' },
      { name: 'prod', selfName: 'my-server' },
    ]);
    const { names } = expectSound([
      { id: URL_A, name: staging.name, tools: tools('echo') },
      { id: 'http://127.0.0.1:4002/mcp', name: prod.name, tools: tools('echo') },
    ]);
    expect(names).toEqual(['staging__echo', 'prod__echo']);
  });

  it('shows one name where the saved name is what the server calls itself', () => {
    expect(serverLabel(URL_A, 'my-server', 'my-server')).toEqual({ name: 'my-server', selfName: undefined });
  });

  it('falls back to serverInfo.name for a server never saved (the sidebar names it by its URL), then to the host', () => {
    expect(serverLabel(URL_A, URL_A, 'my-server')).toEqual({ name: 'my-server', selfName: undefined });
    expect(serverLabel(URL_A, URL_A, '  ')).toEqual({ name: '127.0.0.1:4001', selfName: undefined });
    expect(serverLabel(URL_A, URL_A, undefined)).toEqual({ name: '127.0.0.1:4001', selfName: undefined });
  });

  it('ignores a blank saved name', () => {
    expect(serverLabel(URL_A, ' ', 'my-server')).toEqual({ name: 'my-server', selfName: undefined });
  });
});
