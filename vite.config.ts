import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// A relative base keeps every asset URL relative, so the static build works from any host and sub-path.
export default defineConfig({
  base: './',
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
