import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createPriorityGate } from '../../src/db/priority-gate';

// PGlite's one connection, modelled: each unit of work records when it ran; the first holds the
// gate until released, so the rest queue up behind it as requests do behind a dashboard.
function harness(writeBurst?: number) {
  const gate = createPriorityGate(writeBurst);
  const order: string[] = [];
  let release!: () => void;
  const first = gate.run(false, () => new Promise<void>((resolve) => (release = resolve)));
  const queue = (name: string, write: boolean) =>
    gate.run(write, async () => {
      order.push(name);
      return name;
    });
  return { order, queue, finish: () => release(), first };
}

describe('PGlite priority gate', () => {
  test('should run queued writes before queued reads, each kind in arrival order', async () => {
    const { order, queue, finish, first } = harness();
    const all = [
      queue('read 1', false),
      queue('write 1', true),
      queue('read 2', false),
      queue('write 2', true),
    ];
    finish();
    await first;
    assert.deepEqual(await Promise.all(all), ['read 1', 'write 1', 'read 2', 'write 2']);
    assert.deepEqual(order, ['write 1', 'write 2', 'read 1', 'read 2']);
  });

  test('should let a waiting read through after a burst of writes', async () => {
    const { order, queue, finish, first } = harness(2);
    const all = [
      queue('read', false),
      ...['w1', 'w2', 'w3', 'w4'].map((name) => queue(name, true)),
    ];
    finish();
    await first;
    await Promise.all(all);
    assert.deepEqual(order, ['w1', 'w2', 'read', 'w3', 'w4']);
  });

  test('should run one unit at a time and pass on a failure without blocking the next', async () => {
    const gate = createPriorityGate();
    let running = 0;
    let most = 0;
    const work = (fail: boolean) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running -= 1;
      if (fail) throw new Error('falhou');
      return 'ok';
    };
    const results = await Promise.allSettled([
      gate.run(false, work(false)),
      gate.run(true, work(true)),
      gate.run(false, work(false)),
      gate.run(true, work(false)),
    ]);
    assert.equal(most, 1);
    assert.deepEqual(
      results.map((result) => result.status),
      ['fulfilled', 'rejected', 'fulfilled', 'fulfilled'],
    );
  });
});
