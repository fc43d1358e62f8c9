/**
 * The real machine and the real installers behind tests/helpers/find-browser.ts: Debian's package
 * through apt-get, or Playwright's own Chromium through playwright-core's installer.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { provideBrowser, type Host, type Installer, type Installers } from './find-browser.js';

function isExecutable(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function osRelease(): string {
  try {
    return readFileSync('/etc/os-release', 'utf8');
  } catch {
    return '';
  }
}

/** This machine. */
export function thisHost(): Host {
  return {
    env: process.env,
    platform: process.platform,
    isFile: isExecutable,
    uid: process.getuid?.(),
    osRelease: osRelease(),
  };
}

/** The line of a failed command's output that says why: its first error, else its last line. */
export function reasonOf(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const error = lines.find((line) => /^(E:|Error:)/.test(line) && !/^Error: Failed to download/.test(line));
  return (error ?? lines.at(-1) ?? 'no output').replace(/^(E:|Error:)\s*/, '');
}

/** Runs a command quietly; rejects with the reason from its output when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => fail(new Error(`${command}: ${error.message}`)));
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(reasonOf(output)))));
  });
}

const playwrightCli = join(
  dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')),
  'cli.js',
);

export const realInstallers: Installers = {
  async install(installer: Installer) {
    if (installer === 'playwright') return run(process.execPath, [playwrightCli, 'install', 'chromium']);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    // A fresh machine has no package lists yet.
    await run('apt-get', ['update', '-qq'], env);
    await run('apt-get', ['install', '-y', '-qq', 'chromium'], env);
  },
  managedPath: () => chromium.executablePath(),
};

/** The browser for this run on this machine, installed if need be (see provideBrowser). */
export function browserForRun(say: (line: string) => void): Promise<string> {
  return provideBrowser(thisHost(), realInstallers, say);
}
