import { lookup as dnsLookup } from 'node:dns/promises';
import { connect as netConnect, type Socket } from 'node:net';
import { AppError } from '../../core/errors.js';
import { parseAddress, refusal, type PrinterRule } from './allow.js';

/** How long a printer has to accept the connection and take the bytes. */
export const PRINTER_TIMEOUT_MS = 3000;

/** Where a printer listens: its host name when it has one, else its IP. */
export interface PrinterAddress {
  host: string;
  port: number;
}

export const addressText = (a: PrinterAddress) => `${a.host}:${a.port}`;

/** The addresses a host name stands for, as the system resolves it. */
export type Lookup = (host: string) => Promise<{ address: string }[]>;
export type Connect = (options: { host: string; port: number }) => Socket;

/** What the server may reach and how: the administrator's rule, and the means, replaceable in tests. */
export interface PrinterReach {
  rule: PrinterRule;
  /** The ports the server itself listens on: never a printer's, whatever the rule says. */
  ownPorts: () => readonly number[];
  lookup?: Lookup;
  connect?: Connect;
  timeoutMs?: number;
}

export const systemLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * Every failure, refused by the rule or by the network, is the same answer: a user must not learn
 * from it whether something listens at an address the server may not print to. `reason` is for the
 * server's log only.
 */
export class PrinterUnreachable extends AppError {
  constructor(
    address: PrinterAddress,
    readonly reason: string,
  ) {
    super('PRINTER_UNREACHABLE', 'printers.errors.unreachable', { address: addressText(address) });
  }
}

/**
 * The address to connect to: an IP literal as it is, a host name resolved once. The address checked is
 * the one connected to, so a name that resolves elsewhere the next time (DNS rebinding) gains nothing.
 * A name that also resolves to addresses outside the rule (a printer's link-local IPv6 beside its LAN
 * IPv4) is reached at the first allowed one.
 */
export async function printerTarget(address: PrinterAddress, reach: PrinterReach): Promise<PrinterAddress> {
  const literal = parseAddress(address.host);
  let candidates = literal ? [literal] : [];
  if (!literal) {
    // A name that takes longer than a printer may to answer is as good as not found.
    const found = await Promise.race([
      (reach.lookup ?? systemLookup)(address.host).catch(() => []),
      new Promise<[]>((resolve) =>
        setTimeout(() => resolve([]), reach.timeoutMs ?? PRINTER_TIMEOUT_MS).unref(),
      ),
    ]);
    if (!found.length) throw new PrinterUnreachable(address, 'host name not found');
    candidates = found.map((f) => parseAddress(f.address)).filter((a) => a !== null);
  }
  let why = 'no address';
  for (const candidate of candidates) {
    const refused = refusal(reach.rule, reach.ownPorts(), candidate, address.port);
    if (!refused) return { host: candidate.text, port: address.port };
    why = `${candidate.text}: ${refused}`;
  }
  throw new PrinterUnreachable(address, why);
}

/**
 * Sends bytes to a network printer's raw port (9100 on ESC/POS printers) and waits until they are
 * handed over. An address outside the rule is refused before anything is sent; a printer that does
 * not answer within the timeout, refuses the connection or cannot be found gets the same refusal.
 */
export async function sendToPrinter(
  address: PrinterAddress,
  bytes: Uint8Array,
  reach: PrinterReach,
): Promise<void> {
  const target = await printerTarget(address, reach);
  const connect = reach.connect ?? netConnect;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(new PrinterUnreachable(address, reason));
    };
    const socket = connect(target);
    socket.setTimeout(reach.timeoutMs ?? PRINTER_TIMEOUT_MS, () => fail('no answer'));
    socket.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
    socket.on('connect', () => {
      socket.end(bytes, () => {
        if (settled) return;
        settled = true;
        socket.destroy();
        resolve();
      });
    });
  });
}
