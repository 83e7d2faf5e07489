import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { describe, test } from 'node:test';
import { CommitOutcomeUnknownError, boundedClient } from '../../src/db/bounded-client';
import { isConnectionLost } from '../../src/db/connection-lost';

// Issue 20, item 3: the bound on a COMMIT. A real synchronous standby that stops answering is not
// available to the test suite (synchronous_standby_names is server-wide, and the suite shares one
// server), so the client here is a stand-in whose COMMIT never answers, or answers with the
// warning PostgreSQL sends when it cancels the wait for the standby. What is tested is the
// wrapper around it: the real one, as db/client.ts puts it around every pool client.

type Answer = 'ok' | 'never' | 'sync-warning';

function fakeClient(answers: (text: string) => Answer) {
  const events = new EventEmitter();
  const sent: string[] = [];
  let ended = 0;
  const client = {
    query(query: string | { text: string }) {
      const text = typeof query === 'string' ? query : query.text;
      sent.push(text);
      const answer = answers(text);
      if (answer === 'never') return new Promise(() => undefined);
      if (answer === 'sync-warning') {
        events.emit('notice', {
          message: 'canceling wait for synchronous replication due to user request',
        });
      }
      return Promise.resolve({ rows: [], command: text });
    },
    on(event: 'notice', listener: (notice: { message?: string }) => void) {
      events.on(event, listener);
      return client;
    },
  };
  return { client, sent, ended: () => ended, end: async () => void (ended += 1) };
}

function wrap(fake: ReturnType<typeof fakeClient>, write = true) {
  return boundedClient(fake.client, {
    statementMs: 200,
    commitMs: 100,
    servesWrite: () => write,
    end: fake.end,
  });
}

describe('a COMMIT bounded in time', () => {
  test('should pass statements and commits that answer through untouched', async () => {
    const fake = fakeClient(() => 'ok');
    const client = wrap(fake);
    assert.deepEqual(await client.query('begin'), { rows: [], command: 'begin' });
    assert.deepEqual(await client.query({ text: 'commit' }), { rows: [], command: 'commit' });
    assert.equal(fake.ended(), 0);
  });

  test('should give up on a COMMIT after the bound: outcome unknown, connection closed', async () => {
    const fake = fakeClient((text) => (text === 'commit' ? 'never' : 'ok'));
    const client = wrap(fake);
    await client.query('begin');
    const started = Date.now();
    await assert.rejects(client.query({ text: 'commit' }), CommitOutcomeUnknownError);
    const waited = Date.now() - started;
    assert.ok(waited >= 95 && waited < 1_000, `waited ${waited} ms`);
    assert.equal(fake.ended(), 1);
    // Drizzle rolls back after a failed commit: that says "unknown" too, and reaches no server.
    await assert.rejects(client.query({ text: 'rollback' }), CommitOutcomeUnknownError);
    assert.deepEqual(fake.sent, ['begin', 'commit']);
  });

  test('should not call a commit whose wait for the standby was cancelled a success', async () => {
    const fake = fakeClient((text) => (text === 'commit' ? 'sync-warning' : 'ok'));
    const client = wrap(fake);
    await assert.rejects(client.query('commit'), CommitOutcomeUnknownError);
    assert.equal(fake.ended(), 1);
  });

  test('should bound a write outside a transaction by statement_timeout plus the commit bound', async () => {
    const fake = fakeClient((text) => (text.startsWith('insert') ? 'never' : 'ok'));
    const started = Date.now();
    await assert.rejects(wrap(fake).query('insert into t values (1)'), CommitOutcomeUnknownError);
    assert.ok(Date.now() - started >= 295, 'waited for both bounds');
  });

  test('should call a read past its bounds a lost connection, safe to repeat', async () => {
    const fake = fakeClient(() => 'never');
    await assert.rejects(wrap(fake, false).query('select 1'), (error: unknown) => {
      assert.ok(!(error instanceof CommitOutcomeUnknownError));
      assert.ok(isConnectionLost(error));
      return true;
    });
    assert.equal(fake.ended(), 1);
  });
});
