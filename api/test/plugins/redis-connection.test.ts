import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { test } from 'node:test';
import { REDIS_ERROR_LOG_EVERY_MS, logRedisErrors } from '../../src/lib/redis-connection';

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
