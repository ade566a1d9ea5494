import * as z from 'zod';

// The site's CSP forbids eval (shared/security-headers.ts). zod 4 otherwise probes `Function('')` on its first
// parse to decide whether to compile parsers, which the browser reports as a CSP violation. Imported for its
// effect by every frontend module that parses with zod, before any parse runs.
z.config({ jitless: true });
