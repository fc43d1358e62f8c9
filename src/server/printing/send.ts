import { connect } from 'node:net';
import { AppError } from '../../core/errors.js';

/** How long a printer has to accept the connection and take the bytes. */
export const PRINTER_TIMEOUT_MS = 3000;

/** Where a printer listens: its host name when it has one, else its IP. */
export interface PrinterAddress {
  host: string;
  port: number;
}

export const addressText = (a: PrinterAddress) => `${a.host}:${a.port}`;

/**
 * Sends bytes to a network printer's raw port (9100 on ESC/POS printers) and waits until they are
 * handed over. A printer that does not answer within the timeout, refuses the connection or cannot be
 * found is refused with an error the user can act on.
 */
export function sendToPrinter(
  address: PrinterAddress,
  bytes: Uint8Array,
  timeoutMs = PRINTER_TIMEOUT_MS,
): Promise<void> {
  const params = { address: addressText(address), host: address.host, port: address.port };
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (key: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(new AppError('PRINTER_UNREACHABLE', `printers.errors.${key}`, params));
    };
    const socket = connect({ host: address.host, port: address.port });
    socket.setTimeout(timeoutMs, () => fail('noAnswer'));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') fail('refused');
      else if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') fail('unknownHost');
      else fail('noAnswer');
    });
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
