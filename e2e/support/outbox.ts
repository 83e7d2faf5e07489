import { expect } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads the e-mails the API wrote (no SMTP_URL: one JSON file per message, api/README.md), as a
 * person would read their inbox. The e2e server's DATA_DIR is <E2E_TMP_DIR>/pglite, so its
 * outbox is <E2E_TMP_DIR>/outbox.
 */
function outboxDir(): string {
  const tmp = process.env.E2E_TMP_DIR;
  if (!tmp) throw new Error('E2E_TMP_DIR is not set: run through playwright.config.ts');
  return path.join(tmp, 'outbox');
}

interface OutboxMessage {
  to: string;
  purpose: 'sign-up-code' | 'reset-password' | 'invitation' | 'email-change-code' | 'reminder';
  subject: string;
  text: string;
  html: string;
  data: Record<string, string>;
  created_at: string;
}

/**
 * The newest message of a kind for an address, waiting for it to arrive. Files are named
 * `<time>-<purpose>-…` or, for a message with an id of its own (a reminder), `<purpose>-<id>`.
 */
export async function latestMail(
  to: string,
  purpose: OutboxMessage['purpose'],
  timeout = 10_000,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outboxDir()).catch(() => [] as string[]))
          .filter(
            (name) =>
              name.endsWith('.json') &&
              (name.includes(`-${purpose}-`) || name.startsWith(`${purpose}-`)),
          )
          .sort()
          .reverse();
        for (const name of names) {
          const message = JSON.parse(
            await readFile(path.join(outboxDir(), name), 'utf8'),
          ) as OutboxMessage;
          if (message.to === to) {
            found = message;
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail "${purpose}" to ${to} in the outbox`, timeout },
    )
    .toBe(true);
  return found as OutboxMessage;
}
