import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { frontendAlias } from './alias.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The SPA: root frontend/, built to frontend/dist. `@/…` is frontend/src; `#shared/*` resolves through
// package.json "imports".
export default defineConfig(({ command }) => {
  // A build is always a production build, even when started under NODE_ENV=test (the e2e global setup runs
  // inside vitest): otherwise React's development bundle ships and triples the landing page's JavaScript.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root,
    plugins: [
      react(),
      tailwindcss(),
      // Brotli and gzip copies of every text file next to it, for local mode to serve as CloudFront would
      // (shared/cache-policy.ts). CloudFront compresses files from 1000 bytes; so do we.
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(?:js|css|html|svg|json|txt|webmanifest)$/,
        threshold: 1000,
        skipIfLargerOrEqual: true,
        logLevel: 'silent',
      }),
    ],
    resolve: { alias: frontendAlias },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: true,
    },
    server: {
      port: 5173,
    },
  };
});
