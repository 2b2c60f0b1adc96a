import { config } from 'zod/v4/core';

// The CSP allows no eval (script-src 'self'). On the first object schema it builds, zod tries
// `new Function` to see whether it may compile fast parsers; the browser refuses and reports a CSP
// violation (Lighthouse's best practices count it). Jitless parsing never tries. This module is the
// entry's first import, so it runs before any schema is built.
config({ jitless: true });
