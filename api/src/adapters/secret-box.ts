import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets the API must read back (a PSP's client secret, mTLS key…), encrypted at rest with
// AES-256-GCM. The key is derived (HKDF-SHA256) from a server secret that lives only in the
// environment, so a copy of the database alone reveals none of them. Each value is bound to where
// it is stored (the associated data names company, row and field): a ciphertext copied into
// another company's row or another field fails to open instead of being used there.

const VERSION = 'v1';
const IV_BYTES = 12;

export interface SecretBox {
  seal(plain: string, context: string): string;
  /** Throws when the value was not sealed with this key for this context. */
  open(sealed: string, context: string): string;
}

export function createSecretBox(serverSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'fluxo', 'fluxo:secret-box:v1', 32));
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error(`sealed secret of ${context} is not in the ${VERSION} format`);
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
