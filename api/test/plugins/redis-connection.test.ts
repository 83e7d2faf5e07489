import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import {
  REDIS_ERROR_LOG_EVERY_MS,
  closeRedis,
  logRedisErrors,
} from '../../src/lib/redis-connection';

test('should turn ioredis error events into one log line per window, counting the rest', () => {
  const redis = new EventEmitter();
  const lines: { object: Record<string, unknown>; message: string }[] = [];
  let clock = 0;
  logRedisErrors(
    redis,
    {
      warn: (object, message) => lines.push({ object: object as Record<string, unknown>, message }),
    },
    'rate limits are skipped meanwhile',
    () => clock,
  );
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6380'), {
    code: 'ECONNREFUSED',
  });
  // Heard: without a listener, EventEmitter would throw here, as ioredis would print.
  for (let attempt = 0; attempt < 20; attempt += 1) redis.emit('error', refused);
  assert.equal(lines.length, 1);
  assert.equal(lines[0]?.message, 'Redis unreachable (rate limits are skipped meanwhile)');
  assert.equal(lines[0]?.object.err, refused);
  clock += REDIS_ERROR_LOG_EVERY_MS;
  redis.emit('error', refused);
  assert.equal(lines.length, 2);
  assert.equal(lines[1]?.object.errors_since_last_line, 20);
});

test('should close a client whose Redis is away, where QUIT fails', async () => {
  // Port 1: nothing listens, as after Redis stopped; no offline queue, as read-replica.ts has.
  const redis = new Redis('redis://127.0.0.1:1', {
    enableOfflineQueue: false,
    connectTimeout: 200,
    retryStrategy: () => 50,
  });
  let errors = 0;
  redis.on('error', () => (errors += 1));
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.ok(errors > 0, 'it keeps trying to reconnect');
  await assert.rejects(redis.quit(), /enableOfflineQueue/);
  await closeRedis(redis);
  const afterClose = errors;
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.equal(errors, afterClose, 'and stops once closed');
});
