import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (memory-hard, ≈ 25 ms, off the event loop).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function checkPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
