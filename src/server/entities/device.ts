import { randomInt } from 'node:crypto';
import type { EntityModule } from './index.js';

/** Letters and digits no one misreads on a small screen (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** An installation code such as `K7P2-M9QX-4TWA`: 60 bits, so that no two devices anywhere share one. */
export function installationCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** A new device gets its installation code; it keeps it for life. */
const device: EntityModule = () => ({
  async beforeWrite(_tx, _scope, _data, before) {
    return before ? {} : { installation_code: installationCode() };
  },
});

export default device;
