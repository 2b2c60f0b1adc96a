// The stand-in as its own process, configured by the environment (see README.md). Prints one line
// once listening, which spawn.ts and other test harnesses wait for.
import { DEMO_KEYS } from './demo-keys';
import { createWompiStandin } from './server';

const env = process.env;

function wholeNumber(name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (Number.isSafeInteger(value) && value >= 0) return value;
  console.error(`wompi-standin: ${name} must be a whole number, not "${text}"`);
  process.exit(1);
}

const standin = createWompiStandin({
  keys: {
    publicKey: env.WOMPI_PUBLIC_KEY || DEMO_KEYS.publicKey,
    privateKey: env.WOMPI_PRIVATE_KEY || DEMO_KEYS.privateKey,
    integritySecret: env.WOMPI_INTEGRITY_SECRET || DEMO_KEYS.integritySecret,
    eventsSecret: env.WOMPI_EVENTS_SECRET || DEMO_KEYS.eventsSecret,
  },
  eventsUrl: env.WOMPI_EVENTS_URL || null,
  pendingMs: wholeNumber('WOMPI_PENDING_MS', 3000),
  retryMs: wholeNumber('WOMPI_EVENT_RETRY_MS', 1000),
});

// Before listening, so a harness that stops it as soon as it prints gets the graceful close.
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => void standin.close().finally(() => process.exit(0)));

const url = await standin.listen(wholeNumber('PORT', 3100), env.HOST || '127.0.0.1');
console.info(`wompi-standin listening on ${url}`);
