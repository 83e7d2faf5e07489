import { TextDecoder, TextEncoder } from 'node:util';

// Runs before the test framework: values modules read at import time.
process.env.PUBLIC_API_URL = 'http://api.fluxo.test';

// react-router reads these at import time; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
