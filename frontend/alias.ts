import { fileURLToPath } from 'node:url';

/** `@/…` is frontend/src, for Vite and Vitest alike (TypeScript reads the same from tsconfig "paths"). */
export const frontendAlias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
