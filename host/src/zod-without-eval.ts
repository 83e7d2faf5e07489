import { config } from 'zod/v4/core';

// The first time zod parses an object it probes whether `new Function` works, to compile faster
// parsers. Under the server's Content-Security-Policy (no 'unsafe-eval') the probe is blocked and
// reported as a violation even though zod catches it. Every copy of zod on the page (the host's
// and each remote's) reads this one global setting, so the host sets it before anything parses.
config({ jitless: true });
