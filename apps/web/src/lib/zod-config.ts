import { z } from 'zod';

// The server's Content-Security-Policy forbids eval: without this, zod probes `new Function`
// while the contract's schemas are built and the browser logs a CSP violation. Import first.
z.config({ jitless: true });
