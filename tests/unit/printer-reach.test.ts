import { EventEmitter } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../../src/server/config.js';
import {
  parseAddress,
  parseNetworks,
  parsePorts,
  refusal,
  type PrinterRule,
} from '../../src/server/printing/allow.js';
import { sendToPrinter, type Connect, type Lookup } from '../../src/server/printing/send.js';

/*
 * Where the server may send a print job: private LAN ranges on printer ports unless an administrator
 * says otherwise, never loopback, link-local, "this host", multicast or the server's own port. Every
 * refusal here is decided before any connection: the connect function is the test's, and it is
 * asserted never called (no packet leaves for a private or link-local address).
 */

const DEFAULT: PrinterRule = configFromEnv({}).printers;
const OWN_PORTS = [3000];

const allowed = (rule: PrinterRule, ip: string, port: number) => {
  const address = parseAddress(ip);
  if (!address) throw new Error(`${ip} is not an address`);
  return refusal(rule, OWN_PORTS, address, port) === null;
};

/** A connect that must not be called; if it is, it fails the test rather than reach the network. */
const neverConnect = () =>
  vi.fn<Connect>(() => {
    throw new Error('connected');
  });

/** A socket that connects at once and takes the bytes, standing for a printer on the LAN. */
function takingConnect(received: Uint8Array[]) {
  return vi.fn<Connect>(() => {
    const socket = Object.assign(new EventEmitter(), {
      setTimeout: () => socket,
      end: (bytes: Uint8Array, done: () => void) => {
        received.push(bytes);
        done();
      },
      destroy: () => socket,
    });
    queueMicrotask(() => socket.emit('connect'));
    return socket as unknown as Socket;
  });
}

const lookupOf = (...addresses: string[]) =>
  vi.fn<Lookup>(async () => addresses.map((address) => ({ address })));

const BYTES = new Uint8Array([0x1b, 0x40, 0x41]);

describe('the default printer rule', () => {
  it.each([
    // Private LAN ranges on printer ports.
    ['10.0.0.5', 9100],
    ['10.255.255.254', 9109],
    ['172.16.0.1', 9100],
    ['172.31.255.254', 9101],
    ['192.168.1.50', 9100],
    ['192.168.192.168', 9100],
    ['fc00::1', 9100],
    ['fd12:3456:789a::50', 9100],
    // An IPv4-mapped IPv6 address is the IPv4 address it reaches.
    ['::ffff:192.168.1.50', 9100],
    ['::ffff:c0a8:132', 9100],
    ['[fd00::7]', 9100],
  ])('allows %s port %i', (ip, port) => {
    expect(allowed(DEFAULT, ip, port)).toBe(true);
  });

  it.each([
    // Loopback: the server's own database, Redis and itself.
    ['127.0.0.1', 5432],
    ['127.0.0.1', 9100],
    ['127.255.255.254', 9100],
    ['::1', 9100],
    ['::ffff:127.0.0.1', 9100],
    ['::ffff:7f00:1', 9100],
    ['[::1]', 9100],
    // Link-local: the cloud's metadata service and auto-configured addresses.
    ['169.254.169.254', 80],
    ['169.254.169.254', 9100],
    ['169.254.1.1', 9100],
    ['::ffff:169.254.169.254', 9100],
    ['fe80::1', 9100],
    ['fe80::1%eth0', 9100],
    // Unspecified, this-network, multicast, broadcast and reserved.
    ['0.0.0.0', 9100],
    ['0.1.2.3', 9100],
    ['::', 9100],
    ['224.0.0.1', 9100],
    ['239.255.255.250', 9100],
    ['255.255.255.255', 9100],
    ['240.0.0.1', 9100],
    ['ff02::1', 9100],
    // Public addresses and the ranges just beside the private ones.
    ['8.8.8.8', 9100],
    ['172.15.255.255', 9100],
    ['172.32.0.0', 9100],
    ['192.169.0.1', 9100],
    ['11.0.0.1', 9100],
    ['100.64.0.1', 9100],
    ['2001:db8::1', 9100],
    ['64:ff9b::c0a8:132', 9100],
    ['::192.168.1.50', 9100],
    // A private address on a port that is not a printer's.
    ['192.168.1.50', 22],
    ['10.0.0.5', 5432],
    ['10.0.0.5', 6379],
    ['192.168.1.50', 9099],
    ['192.168.1.50', 9110],
    ['fd00::1', 80],
  ])('refuses %s port %i', (ip, port) => {
    expect(allowed(DEFAULT, ip, port)).toBe(false);
  });

  it("refuses the server's own port even where the administrator's ports include it", () => {
    const rule = { networks: DEFAULT.networks, ports: parsePorts('1-65535') };
    expect(allowed(rule, '192.168.1.50', 3000)).toBe(false);
    expect(allowed(rule, '192.168.1.50', 3001)).toBe(true);
  });
});

describe('PRINTER_NETWORKS and PRINTER_PORTS', () => {
  it('widen the rule: a loopback range named by the administrator is allowed', () => {
    const { printers } = configFromEnv({
      PRINTER_NETWORKS: '127.0.0.0/8',
      PRINTER_PORTS: '9100,15000-15010',
    });
    expect(allowed(printers, '127.0.0.1', 15005)).toBe(true);
    expect(allowed(printers, '::ffff:127.0.0.1', 9100)).toBe(true);
    expect(allowed(printers, '127.0.0.1', 15011)).toBe(false);
    expect(allowed(printers, '192.168.1.50', 9100)).toBe(false);
  });

  it('narrow it: one subnet of the LAN only', () => {
    const { printers } = configFromEnv({ PRINTER_NETWORKS: '192.168.10.0/24' });
    expect(allowed(printers, '192.168.10.7', 9100)).toBe(true);
    expect(allowed(printers, '192.168.11.7', 9100)).toBe(false);
    expect(allowed(printers, '10.0.0.5', 9100)).toBe(false);
  });

  it('never let a range wider than loopback or link-local reach them', () => {
    const rule = { networks: parseNetworks('0.0.0.0/0,::/0'), ports: parsePorts('1-65535') };
    expect(allowed(rule, '8.8.8.8', 9100)).toBe(true);
    for (const ip of ['127.0.0.1', '169.254.169.254', '::1', 'fe80::1', '::ffff:127.0.0.1', '0.0.0.0'])
      expect(allowed(rule, ip, 9100), ip).toBe(false);
  });

  it('refuse what is not a list of blocks or of ports, naming the part at fault', () => {
    for (const bad of ['192.168.0.0/33', '10.0.0.0/8,printer', 'fe80::/129', '10.0.0/8', '10.0.0.0/8/1'])
      expect(() => configFromEnv({ PRINTER_NETWORKS: bad })).toThrow(
        /PRINTER_NETWORKS must list CIDR blocks/,
      );
    for (const bad of ['0', '65536', '9109-9100', 'printer', '9100-'])
      expect(() => configFromEnv({ PRINTER_PORTS: bad })).toThrow(/PRINTER_PORTS must list ports/);
    expect(() => configFromEnv({ PRINT_VIA: 'pigeon' })).toThrow(/PRINT_VIA must be "server" or "devices"/);
  });
});

describe('sending to a printer', () => {
  const reach = (extra: Partial<Parameters<typeof sendToPrinter>[2]> = {}) => ({
    rule: DEFAULT,
    ownPorts: () => OWN_PORTS,
    ...extra,
  });

  it.each([
    ['127.0.0.1', 5432],
    ['127.0.0.1', 6379],
    ['127.0.0.1', 3000],
    ['169.254.169.254', 80],
    ['::ffff:169.254.169.254', 80],
    ['fe80::1', 9100],
    ['0.0.0.0', 9100],
    ['192.168.1.50', 22],
  ])('refuses %s:%i before any connection', async (host, port) => {
    const connect = neverConnect();
    const lookup = lookupOf();
    await expect(sendToPrinter({ host, port }, BYTES, reach({ connect, lookup }))).rejects.toMatchObject({
      code: 'PRINTER_UNREACHABLE',
      key: 'printers.errors.unreachable',
      params: { address: `${host}:${port}` },
    });
    expect(connect).not.toHaveBeenCalled();
    // An IP is not looked up.
    expect(lookup).not.toHaveBeenCalled();
  });

  it.each([
    ['localhost.example', ['127.0.0.1']],
    ['metadata.example', ['169.254.169.254']],
    ['rebind.example', ['::ffff:127.0.0.1']],
    ['both.example', ['::1', '127.0.0.1']],
    ['public.example', ['8.8.8.8']],
  ])('refuses the host name %s that resolves to %j, before any connection', async (host, addresses) => {
    const connect = neverConnect();
    const lookup = lookupOf(...addresses);
    await expect(
      sendToPrinter({ host, port: 9100 }, BYTES, reach({ connect, lookup })),
    ).rejects.toMatchObject({ key: 'printers.errors.unreachable', params: { address: `${host}:9100` } });
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(connect).not.toHaveBeenCalled();
  });

  it('resolves a host name once and connects to the address it checked, not to the name', async () => {
    const received: Uint8Array[] = [];
    const connect = takingConnect(received);
    // A printer's link-local IPv6 beside its LAN IPv4: the first allowed address is the one reached.
    const lookup = lookupOf('fe80::1', '192.168.1.77');
    await sendToPrinter({ host: 'kitchen-1.local', port: 9100 }, BYTES, reach({ connect, lookup }));
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledWith({ host: '192.168.1.77', port: 9100 });
    expect(received).toEqual([BYTES]);
  });

  it('connects to the IPv4 address an IPv4-mapped IPv6 address reaches', async () => {
    const connect = takingConnect([]);
    await sendToPrinter({ host: '::ffff:192.168.1.50', port: 9100 }, BYTES, reach({ connect }));
    expect(connect).toHaveBeenCalledWith({ host: '192.168.1.50', port: 9100 });
  });

  it('answers a host name that is not found as it answers one that is not allowed', async () => {
    const connect = neverConnect();
    const failing = vi.fn<Lookup>(async () => {
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    });
    const notFound = await sendToPrinter(
      { host: 'nowhere.example', port: 9100 },
      BYTES,
      reach({ connect, lookup: failing }),
    ).catch((e: unknown) => e);
    const notAllowed = await sendToPrinter(
      { host: 'nowhere.example', port: 9100 },
      BYTES,
      reach({ connect, lookup: lookupOf('127.0.0.1') }),
    ).catch((e: unknown) => e);
    expect(connect).not.toHaveBeenCalled();
    expect(notFound).toMatchObject({ code: 'PRINTER_UNREACHABLE' });
    expect(pick(notFound)).toEqual(pick(notAllowed));
  });

  it('gives up on a host name that does not resolve within the timeout', async () => {
    const connect = neverConnect();
    const hanging = vi.fn<Lookup>(() => new Promise(() => undefined));
    const started = Date.now();
    await expect(
      sendToPrinter(
        { host: 'slow.example', port: 9100 },
        BYTES,
        reach({ connect, lookup: hanging, timeoutMs: 200 }),
      ),
    ).rejects.toMatchObject({ key: 'printers.errors.unreachable', reason: 'host name not found' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(connect).not.toHaveBeenCalled();
  });

  it('answers a closed port, where the rule allows it, exactly as an address the rule refuses', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const address = { host: '127.0.0.1', port };
    const connect = neverConnect();
    const byRule = await sendToPrinter(address, BYTES, reach({ connect })).catch((e: unknown) => e);
    expect(connect).not.toHaveBeenCalled();
    const loopback = { networks: parseNetworks('127.0.0.0/8'), ports: parsePorts(String(port)) };
    const closed = await sendToPrinter(address, BYTES, reach({ rule: loopback })).catch((e: unknown) => e);
    expect(closed).toMatchObject({ code: 'PRINTER_UNREACHABLE', reason: 'ECONNREFUSED' });
    expect(pick(byRule)).toEqual(pick(closed));
    expect((byRule as Error).message).toBe((closed as Error).message);
  });
});

/** What a user is told of an error: its code, key and parameters. */
function pick(error: unknown) {
  const { code, key, params } = error as { code: string; key: string; params: unknown };
  return { code, key, params };
}
