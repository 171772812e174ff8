import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    // Two workers on the 2-core CI machine, where vitest's default (cores − 1) is one: each file
    // pays a fresh process, its imports and, for the dom project, a jsdom (most of a small file's
    // time), and the integration tests wait on child processes and sockets. Decision 0020.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'demo-server/**/*.test.ts', 'bench/**/*.test.ts'],
          // Files share a worker's module cache instead of each paying a fresh process and its
          // imports: 187 files took 63 s instead of 229 s (decision 0020). So no file here may
          // vi.mock a module (tests/architecture/shared-modules.test.ts).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Child processes, sockets, patched process state: each file keeps a process of its own.
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/interop/**/*.test.ts', 'tests/model-api/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'tests/conformance/**/*.test.ts', 'bin/**/*.test.ts'],
          // The CLI under test, bundled from the sources once per run (decision 0020).
          globalSetup: ['./tests/setup/cli-bundle.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./tests/setup/jsdom.ts'],
          // Isolated, unlike the node project: with a shared module cache, a fresh clone's run saw
          // modules load after a file's jsdom was torn down (EnvironmentTeardownError in four
          // files) and one file's vi.mock reach another's imports.
          // A budget, not a wait: panels driven against the in-page demo server took 5–14 s per test
          // beside another worker on the loaded machine, past vitest's 5 s.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
