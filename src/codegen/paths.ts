import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SCHEMA_DIR = fileURLToPath(new URL('../../schemas/', import.meta.url));
export const GENERATED_DIR = fileURLToPath(new URL('../../generated/', import.meta.url));
