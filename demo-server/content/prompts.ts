import {
  ProtocolError,
  ProtocolErrorCode,
  acceptedContent,
  completable,
  inputRequired,
  type McpServer,
} from '@modelcontextprotocol/server';
import { z } from 'zod';
import { LOGO_PNG } from './assets.js';
import { API_DOCS } from './docs-api.js';
import { GUIDE_DOCS } from './docs-guide.js';
import { bytesToBase64 } from './encoding.js';
import { themedIcons } from './icons.js';

const FRAMEWORKS: Readonly<Record<string, readonly string[]>> = {
  typescript: ['express', 'hono', 'nestjs', 'react'],
  python: ['django', 'fastapi', 'flask'],
  rust: ['actix-web', 'axum', 'tokio'],
  go: ['chi', 'gin'],
};

const DOCUMENTS = [...GUIDE_DOCS, ...API_DOCS];

function prefixed(values: readonly string[], prefix: string | undefined): string[] {
  const lower = (prefix ?? '').toLowerCase();
  return values.filter((value) => value.toLowerCase().startsWith(lower));
}

function registerCodeReview(server: McpServer): void {
  server.registerPrompt(
    'code-review',
    {
      title: 'Review code',
      description: 'Ask for a focused review. Language and framework complete; framework depends on language.',
      icons: themedIcons('prompt'),
      argsSchema: z.object({
        language: completable(z.string().describe('Programming language'), (value) => prefixed(Object.keys(FRAMEWORKS), value)),
        // The SDK unwraps `.optional()` before looking for the completer, so it goes outside.
        framework: completable(z.string().describe('Framework in use (optional)'), (value, context) =>
          prefixed(FRAMEWORKS[context?.arguments?.language ?? ''] ?? Object.values(FRAMEWORKS).flat(), value),
        ).optional(),
        code: z.string().describe('The code to review'),
      }),
    },
    ({ language, framework, code }) => ({
      description: `Review of ${language} code`,
      messages: [
        {
          role: 'user',
          content: {
            type: 'text',
            text: `Review this ${language}${framework === undefined ? '' : ` (${framework})`} code for correctness, clarity and security:\n\n${code}`,
          },
        },
      ],
    }),
  );
}

function registerSummarize(server: McpServer): void {
  server.registerPrompt(
    'summarize-document',
    {
      title: 'Summarize a document',
      description: 'Embeds one of the demo docs as a resource and asks for a summary.',
      icons: themedIcons('doc'),
      argsSchema: z.object({
        uri: completable(z.string().describe('URI of a demo document'), (value) =>
          prefixed(DOCUMENTS.map((doc) => doc.uri), value),
        ),
      }),
    },
    ({ uri }) => {
      const doc = DOCUMENTS.find((candidate) => candidate.uri === uri);
      if (doc === undefined || typeof doc.body !== 'string') {
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown document: ${uri}`);
      }
      return {
        messages: [
          { role: 'user', content: { type: 'resource', resource: { uri: doc.uri, mimeType: doc.mimeType, text: doc.body } } },
          { role: 'user', content: { type: 'text', text: 'Summarize the document above in three bullet points.' } },
        ],
      };
    },
  );
}

function registerDescribeLogo(server: McpServer): void {
  server.registerPrompt(
    'describe-logo',
    {
      title: 'Describe the logo',
      description: 'Sends the demo logo as an image and asks for alt text.',
      icons: themedIcons('media'),
    },
    () => ({
      messages: [
        { role: 'user', content: { type: 'image', data: bytesToBase64(LOGO_PNG), mimeType: 'image/png' } },
        { role: 'user', content: { type: 'text', text: 'Write concise alt text for this logo.' } },
      ],
    }),
  );
}

const releaseDetails = z.object({
  audience: z.enum(['users', 'developers', 'operators']).describe('Who will read the notes'),
  tone: z.enum(['formal', 'friendly', 'terse']).describe('Writing style'),
  mentionBreakingChanges: z.boolean().describe('Call out breaking changes first'),
});

function registerReleaseNotes(server: McpServer): void {
  server.registerPrompt(
    'release-notes',
    {
      title: 'Draft release notes',
      description: 'Asks you (input_required → elicitation) for audience and tone before drafting.',
      icons: themedIcons('prompt'),
      argsSchema: z.object({ version: z.string().describe('Version being released, e.g. 1.2.0') }),
    },
    ({ version }, ctx) => {
      const details = acceptedContent(ctx.mcpReq.inputResponses, 'details', releaseDetails);
      if (details === undefined) {
        return inputRequired({
          inputRequests: {
            details: inputRequired.elicit({
              message: `Who are the release notes for ${version} written for?`,
              requestedSchema: releaseDetails,
            }),
          },
        });
      }
      const breaking = details.mentionBreakingChanges ? ' List breaking changes first.' : '';
      return {
        description: `Release notes for ${version}`,
        messages: [
          {
            role: 'user',
            content: {
              type: 'text',
              text: `Draft ${details.tone} release notes for version ${version}, written for ${details.audience}.${breaking}`,
            },
          },
        ],
      };
    },
  );
}

/** Registers the demo prompts: completion, embedded resource, image, and input_required. */
export function registerPrompts(server: McpServer): void {
  registerCodeReview(server);
  registerSummarize(server);
  registerDescribeLogo(server);
  registerReleaseNotes(server);
}
