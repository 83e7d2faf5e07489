import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';
import { serviceUnavailable } from '../errors';
import type { EmailContent } from './email-templates';

export type MailPurpose =
  | 'sign-up-code'
  | 'reset-password'
  | 'invitation'
  | 'email-change-code'
  | 'reminder'
  | 'daily-digest';

export interface OutgoingMail extends EmailContent {
  to: string;
  purpose: MailPurpose;
  /**
   * The code or link the message carries, for programs that read the outbox (the end-to-end
   * suite); SMTP sends only the text and HTML.
   */
  data: Record<string, string>;
  /**
   * Names the message for good: sent again with the same id (a job retried after a crash), it
   * replaces its outbox file and keeps its SMTP Message-ID, so the copy is one message, not two.
   */
  id?: string;
}

/** One outbox file: `<timestamp>-<purpose>-<sha1(to)>-<random>.json`. */
export interface OutboxFile extends OutgoingMail {
  created_at: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Throws a 503 AppError when the message cannot go out. */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export const MAIL_FAILED_MESSAGE =
  'Não foi possível enviar o e-mail agora. Por favor, tente novamente em alguns minutos.';

/** Sorts by time as text; no characters that Windows refuses in file names. */
function fileStamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

export function outboxFileName(
  mail: Pick<OutgoingMail, 'to' | 'purpose' | 'id'>,
  date: Date,
): string {
  if (mail.id) return `${mail.purpose}-${mail.id}.json`;
  const recipient = createHash('sha1').update(mail.to).digest('hex');
  return `${fileStamp(date)}-${mail.purpose}-${recipient}-${randomBytes(2).toString('hex')}.json`;
}

/**
 * Without SMTP_URL every message becomes a JSON file in the outbox folder, so a newcomer on one
 * machine can still finish a sign-up or a reset. The log line names the recipient and the
 * subject only: the code or link is in the file, never in the log.
 */
function createOutboxMailer(outboxDir: string, log: FastifyBaseLogger): Mailer {
  // Made once, not before each message (a morning's 10 000 reminders); made again if it failed.
  let folder: Promise<unknown> | undefined;
  const ensureFolder = () =>
    (folder ??= mkdir(outboxDir, { recursive: true }).catch((error: unknown) => {
      folder = undefined;
      throw error;
    }));
  return {
    kind: 'outbox',
    async send(mail) {
      const now = new Date();
      const file = path.join(outboxDir, outboxFileName(mail, now));
      const content: OutboxFile = {
        ...mail,
        // Base64 in the JSON file, as in a MIME part.
        attachments: mail.attachments?.map((attachment) => ({
          ...attachment,
          content: Buffer.from(attachment.content).toString('base64'),
        })),
        created_at: now.toISOString(),
      };
      try {
        await ensureFolder();
        // Written aside and renamed, so a reader never sees half a message.
        await writeFile(`${file}.partial`, `${JSON.stringify(content, null, 2)}\n`, {
          mode: 0o600,
        });
        await rename(`${file}.partial`, file);
      } catch (error) {
        folder = undefined; // the folder removed meanwhile is made again for the next message
        log.error({ err: error, outboxDir }, 'e-mail could not be written to the outbox');
        throw serviceUnavailable(MAIL_FAILED_MESSAGE);
      }
      log.info({ to: mail.to, subject: mail.subject, file }, 'e-mail written to the outbox');
    },
    async close() {},
  };
}

function createSmtpMailer(url: string, from: string, log: FastifyBaseLogger): Mailer {
  // nodemailer is a tenth of the server's code: loaded with the first message, not at every start
  // (issue 19, item 6: cold start).
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(
      ({ createTransport }) =>
        createTransport({
          url,
          // A mail server that does not answer must not hold the request for minutes.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        }),
      (error: unknown) => {
        // Tried again with the next message, not failed for good.
        transport = undefined;
        throw error;
      },
    ));
  return {
    kind: 'smtp',
    async send({ to, subject, text, html, id, attachments }) {
      try {
        const smtp = await transportOf();
        await smtp.sendMail({
          from,
          to,
          subject,
          text,
          html,
          ...(id ? { messageId: `<${id}@fluxo>` } : {}),
          ...(attachments ? { attachments: attachments.map((a) => ({ ...a })) } : {}),
        });
      } catch (error) {
        log.error({ err: error, to, subject }, 'e-mail could not be sent');
        throw serviceUnavailable(MAIL_FAILED_MESSAGE);
      }
      log.info({ to, subject }, 'e-mail sent');
    },
    async close() {
      // Never opened when no message was sent; nothing to close when it could not be loaded.
      const opened = await transport?.catch(() => undefined);
      opened?.close();
    },
  };
}

export function createMailer(mail: Config['mail'], log: FastifyBaseLogger): Mailer {
  return mail.smtpUrl
    ? createSmtpMailer(mail.smtpUrl, mail.from, log)
    : createOutboxMailer(mail.outboxDir, log);
}
