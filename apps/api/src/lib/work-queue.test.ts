import { describe, expect, it } from 'vitest';
import { rateLimited } from './errors';
import { createWorkQueue } from './work-queue';

const busy = () => rateLimited('ocupado');

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened };
}

describe('work queue', () => {
  it('refuses at once when every slot and place in line is taken', async () => {
    const queue = createWorkQueue({ concurrent: 1, queued: 1, perOwner: 10, busy });
    const first = gate();
    const running = queue.run(first.task);
    const waiting = queue.run(async () => 'después');
    await expect(queue.run(async () => 'tercero')).rejects.toMatchObject({ statusCode: 429 });
    first.open();
    await running;
    expect(await waiting).toBe('después');
  });

  it("gives a free slot to another owner before the busy owner's next task", async () => {
    const queue = createWorkQueue({ concurrent: 2, queued: 8, perOwner: 3, busy });
    const attacker = gate();
    const order: string[] = [];
    const a1 = queue.run(attacker.task, 'a');
    const a2 = queue.run(async () => void order.push('a2'), 'a');
    await queue.run(async () => void order.push('b'), 'b');
    expect(order).toEqual(['b']);
    attacker.open();
    await Promise.all([a1, a2]);
    expect(order).toEqual(['b', 'a2']);
  });

  it("refuses an owner's task past its share of the line", async () => {
    const queue = createWorkQueue({ concurrent: 1, queued: 8, perOwner: 2, busy });
    const first = gate();
    const running = queue.run(first.task, 'a');
    const waiting = queue.run(async () => {}, 'a');
    await expect(queue.run(async () => {}, 'a')).rejects.toMatchObject({ statusCode: 429 });
    first.open();
    await Promise.all([running, waiting]);
  });
});
