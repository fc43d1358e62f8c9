import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../src/core/errors.js';
import { smtpAddress } from '../../src/server/services/smtp-reach.js';
import { openTransport, type SmtpSettingRow } from '../../src/server/services/smtp-transport.js';

const setting = (host: string): SmtpSettingRow => ({
  name: 'Mail',
  sender: 'orders@bistro.test',
  host,
  port: 587,
  username: 'orders@bistro.test',
  password: 'secret-1',
  send_rate: 10,
});

/** A lookup that answers from a table and never asks the network. */
const table = (answers: Record<string, string[]>) =>
  vi.fn(async (host: string) => (answers[host] ?? []).map((address) => ({ address })));

async function refusalKey(promise: Promise<unknown>): Promise<string> {
  const e = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return (e as AppError).key;
}

describe('the address an SMTP setting reaches', () => {
  it('refuses the unspecified, link-local (metadata), multicast and reserved addresses before any connection', async () => {
    for (const host of [
      '0.0.0.0',
      '169.254.169.254',
      '[fe80::1]',
      'fe80::1',
      '::ffff:169.254.169.254',
      '224.0.0.1',
      '::',
    ]) {
      const createTransport = vi.fn();
      expect(await refusalKey(openTransport(setting(host), { createTransport }))).toBe(
        'errors.smtpTest.address',
      );
      expect(createTransport).not.toHaveBeenCalled();
    }
  });

  it('refuses a name whose every address is refused, and says a name not found is not reachable', async () => {
    const lookup = table({ 'metadata.bistro.test': ['169.254.169.254', 'fe80::1'] });
    const createTransport = vi.fn();
    expect(
      await refusalKey(openTransport(setting('metadata.bistro.test'), { lookup, createTransport })),
    ).toBe('errors.smtpTest.address');
    expect(await refusalKey(openTransport(setting('nowhere.bistro.test'), { lookup, createTransport }))).toBe(
      'errors.smtpTest.connection',
    );
    expect(createTransport).not.toHaveBeenCalled();
  });

  it('connects to the address it checked, the first allowed one, and checks the certificate against the name', async () => {
    const lookup = table({ 'mail.bistro.test': ['169.254.10.1', '192.168.1.25', '192.168.1.26'] });
    const createTransport = vi.fn(() => ({}) as never);
    await openTransport(setting('mail.bistro.test'), { lookup, createTransport });
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(createTransport).toHaveBeenCalledWith(
      expect.objectContaining({ host: '192.168.1.25', port: 587, tls: { servername: 'mail.bistro.test' } }),
    );
  });

  it('allows a relay on this machine or the store network, as written', async () => {
    expect(await smtpAddress('127.0.0.1')).toBe('127.0.0.1');
    expect(await smtpAddress('[::1]')).toBe('::1');
    expect(await smtpAddress('10.0.0.5')).toBe('10.0.0.5');
    const createTransport = vi.fn(() => ({}) as never);
    await openTransport(setting('127.0.0.1'), { createTransport });
    expect(createTransport).toHaveBeenCalledWith(expect.not.objectContaining({ tls: expect.anything() }));
  });
});
