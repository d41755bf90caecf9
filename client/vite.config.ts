import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './graphql-documents.plugin.js';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

/** The client: `npm run dev` serves it with a proxy to the API; `npm run build:client` builds dist/client. */
export default defineConfig({
  root: dir('.'),
  // Each GraphQL document goes into the chunk that uses it (admin documents stay out of the visitor bundles).
  plugins: [graphqlDocuments({ generatedFile: dir('../generated/client/graphql.ts'), sourceDir: dir('./src/') }), react()],
  resolve: {
    alias: {
      '@common': dir('../common'),
      '@generated': dir('../generated/client'),
    },
  },
  build: {
    outDir: dir('../dist/client'),
    emptyOutDir: true,
    // No source maps in the build: served next to the bundles, they would publish the sources (admin area included).
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/graphql': apiTarget,
      '/healthz': apiTarget,
      '/sitemap.xml': apiTarget,
      '/robots.txt': apiTarget,
    },
  },
});
