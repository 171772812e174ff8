import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'demo-server/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/interop/**/*.test.ts', 'tests/model-api/**/*.test.ts', 'tests/architecture/**/*.test.ts', 'bin/**/*.test.ts'],
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
        },
      },
    ],
  },
});
