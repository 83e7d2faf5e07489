import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { build, uniqueEmail } from '../helper';

// Issue 3: rate-limit counters are shared through Redis when REDIS_URL is set, so a limit holds
// across every API instance behind the load balancer. Runs when TEST_REDIS_URL names a server
// (.ci/run sets it when one answers); a unique e-mail per run keeps old counters out of the way.
const redisUrl = process.env.TEST_REDIS_URL;

describe(
  'rate limits shared through Redis',
  { skip: !redisUrl && 'TEST_REDIS_URL is not set' },
  () => {
    test('should count requests to two instances against one limit', async (t) => {
      const env = {
        REDIS_URL: redisUrl,
        SIGN_UP_CODE_RATE_LIMIT: '2',
        EMAIL_IP_RATE_LIMIT: '1000',
      };
      const first = await build(t, { env });
      const second = await build(t, { env });
      const email = uniqueEmail('redis');
      const requestCode = (app: typeof first) =>
        app.inject({ method: 'POST', url: '/v1/auth/sign-up/code', payload: { email } });

      assert.equal((await requestCode(first)).statusCode, 204);
      assert.equal((await requestCode(second)).statusCode, 204);
      // In memory, `first` would have seen one request and let this one through.
      const blocked = await requestCode(first);
      assert.equal(blocked.statusCode, 429);
      assert.match(blocked.json().message, /^Muitas tentativas/);
    });
  },
);
