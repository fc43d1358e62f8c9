import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The key file written once in DATA_DIR when `SECRETS_KEY` is not set. */
export const SECRETS_KEY_FILE = 'secrets.key';
const VERSION = 'v1';

/**
 * Values the server must use again, kept encrypted at rest (an SMTP logon password): AES-256-GCM with
 * a random 12-byte nonce, stored as `v1:<nonce>:<tag>:<ciphertext>` in base64. The key is never in the
 * database, so a copy of the database alone does not give the values away.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secrets key must be 32 bytes');
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
        .join(':');
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split(':');
      if (version !== VERSION || !nonce || !tag || body === undefined)
        throw new Error('Not a value sealed by this server');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/** `SECRETS_KEY` read as 32 bytes of base64, or a sentence saying what is wrong with it. */
export function parseSecretsKey(raw: string): Buffer {
  const key = Buffer.from(raw.trim(), 'base64');
  if (key.length !== 32)
    throw new Error('SECRETS_KEY must be 32 bytes in base64 (e.g. the output of `openssl rand -base64 32`)');
  return key;
}

/**
 * The key: `SECRETS_KEY` when set, else `<DATA_DIR>/secrets.key`, written once (readable by its owner
 * only) and read on every later start. With PostgreSQL and no `SECRETS_KEY` the file is made in DATA_DIR
 * all the same (./data unless set): every server process on that database needs the same key, so set
 * `SECRETS_KEY` when there are several, and keep the key with the backups.
 */
export function loadSecretsKey(opts: { secretsKey?: Buffer; dataDir: string }): Buffer {
  if (opts.secretsKey) return opts.secretsKey;
  const file = join(opts.dataDir, SECRETS_KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(opts.dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64') + '\n', { flag: 'wx', mode: 0o600 });
    } catch (e) {
      // Another process wrote it first: read that one.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    chmodSync(file, 0o600);
  }
  return parseSecretsKey(readFileSync(file, 'utf8'));
}
