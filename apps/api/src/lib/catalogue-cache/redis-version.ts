import type { Redis } from 'ioredis';
import type { CatalogueVersion } from './version';

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * The version shared by every shop process on one database: a Redis counter, announced on a
 * channel so each process keeps a copy it reads without I/O. The process that bumps knows the new
 * value before it answers the write; the others learn it from the channel a moment later.
 */
export async function createRedisVersion(
  redis: Redis,
  namespace: string,
  log: Log,
): Promise<CatalogueVersion> {
  const key = `${namespace}:catalogue-version`;
  const subscriber = redis.duplicate();
  const listeners: (() => void)[] = [];
  let version = 0;
  const advance = (next: number) => {
    // Announcements may cross on the wire: the version only moves forward.
    if (!(next > version)) return;
    version = next;
    listeners.forEach((listener) => listener());
  };
  subscriber.on('message', (_channel, message) => advance(Number(message)));
  // After a lost connection the announcements in between are gone: the counter itself is re-read.
  subscriber.on('ready', () => {
    redis.get(key).then(
      (value) => advance(Number(value ?? 0)),
      (err: unknown) => log.warn({ err }, 'catalogue version: Redis read failed'),
    );
  });
  await subscriber.subscribe(key);

  const bump = async () => {
    try {
      let next = await redis.incr(key);
      // Redis keeps nothing on disk: after its restart the counter starts again below ours.
      if (next <= version) {
        next = version + 1;
        await redis.set(key, next);
      }
      advance(next);
      await redis.publish(key, String(next));
    } catch (err) {
      // The write itself is committed: this process still stops serving older answers, and the
      // others' copies expire with their time to live.
      log.warn({ err }, 'catalogue version: Redis bump failed');
      advance(version + 1);
    }
  };
  // A starting process trusts nothing cached before it: a deploy or a script may have written.
  await bump();

  return {
    current: () => version,
    bump,
    onChange: (listener) => void listeners.push(listener),
    close: async () => void subscriber.disconnect(),
  };
}
