import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from './generate.js';
import { GENERATED_DIR, SCHEMA_DIR } from './paths.js';

const files = await generate(SCHEMA_DIR);
mkdirSync(GENERATED_DIR, { recursive: true });
for (const old of readdirSync(GENERATED_DIR)) {
  if (!files.has(old)) rmSync(join(GENERATED_DIR, old));
}
for (const [name, text] of files) writeFileSync(join(GENERATED_DIR, name), text);
console.log(`generated/: ${[...files.keys()].join(', ')}`);
