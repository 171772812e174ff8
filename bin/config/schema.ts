import { z } from 'zod';

const stringMap = z.record(z.string(), z.string({ error: 'must be a string' }));

/**
 * One server entry, as Claude Desktop, Claude Code, Cursor (`mcpServers`) and VS Code
 * (`servers`) write it. Keys the console does not use (`disabled`, `autoApprove`, `description`…)
 * are dropped, not refused: the file belongs to another client.
 */
export const entrySchema = z.object({
  type: z.string().optional(),
  command: z.string().min(1, 'command is empty').optional(),
  args: z.array(z.string({ error: 'every argument must be a string' })).optional(),
  env: stringMap.optional(),
  envFile: z.string().optional(),
  cwd: z.string().optional(),
  url: z.string().optional(),
  headers: stringMap.optional(),
});

export type ConfigEntry = z.infer<typeof entrySchema>;

const entries = z.record(z.string(), z.unknown());

/**
 * The file: each entry is validated on its own so one bad entry does not stop the rest. VS Code
 * also keeps servers in its user settings.json, under `"mcp": { "servers": … }`.
 */
export const fileSchema = z
  .object({
    mcpServers: entries.optional(),
    servers: entries.optional(),
    mcp: z.object({ servers: entries.optional() }).optional(),
  })
  .refine((file) => file.mcpServers !== undefined || file.servers !== undefined || file.mcp?.servers !== undefined, {
    error: 'it has neither "mcpServers" (Claude Desktop, Claude Code, Cursor) nor "servers" (VS Code)',
  });

/** A zod issue list as one line: `args.1: every argument must be a string`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length === 0 ? issue.message : `${issue.path.map(String).join('.')}: ${issue.message}`)).join('; ');
}
