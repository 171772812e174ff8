import { defineConfig } from 'vitest/config';

// `npm run test:package`: the installed npm package (tests/package/), run after its pack step.
// Kept out of vitest.config.ts so `npm run test:unit` never packs or builds.
export default defineConfig({
  test: {
    name: 'package',
    environment: 'node',
    include: ['tests/package/**/*.test.ts'],
    testTimeout: 60_000,
    // Packing (only when test:package's pack step did not run) builds the site and the CLI.
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
