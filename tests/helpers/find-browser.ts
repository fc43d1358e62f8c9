/**
 * Which Chromium the browser tests drive, and how to get one when the machine has none. The machine
 * is a parameter (its variables, platform, files, user and distribution), so that the choice can be
 * tested without touching the real one; tests/helpers/install-browser.ts passes the real machine.
 */
import { posix, win32 } from 'node:path';

/** What the choice depends on. */
export interface Host {
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
  /** Whether an executable file is at this path. */
  isFile: (path: string) => boolean;
  /** The user's id; undefined where there is none (Windows). */
  uid: number | undefined;
  /** The text of /etc/os-release, or '' without one. */
  osRelease: string;
}

/** How a browser can be installed: its command, as the message to the user names it. */
export type Installer = 'apt' | 'playwright';
export const INSTALL_COMMAND: Record<Installer, string> = {
  apt: 'apt-get install -y chromium',
  playwright: 'npx playwright-core install chromium',
};

/** A browser could not be found or installed; the message is the one line to show. */
export class BrowserMissing extends Error {
  override name = 'BrowserMissing';
}

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

/** Where Chromium or Chrome usually lives on this platform, most likely first. */
function usualPlaces({ env, platform }: Host): string[] {
  if (platform === 'darwin') {
    const apps = ['Chromium.app/Contents/MacOS/Chromium', 'Google Chrome.app/Contents/MacOS/Google Chrome'];
    const roots = ['/Applications', ...(env.HOME ? [posix.join(env.HOME, 'Applications')] : [])];
    return roots.flatMap((root) => apps.map((app) => posix.join(root, app)));
  }
  if (platform === 'win32') {
    const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter(
      (root): root is string => !!root,
    );
    const apps = ['Google\\Chrome\\Application\\chrome.exe', 'Chromium\\Application\\chrome.exe'];
    return roots.flatMap((root) => apps.map((app) => win32.join(root, app)));
  }
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
  ];
}

/** The usual names in each folder of PATH. */
function onPath({ env, platform }: Host): string[] {
  const path = platform === 'win32' ? win32 : posix;
  const folders = (env.PATH ?? env.Path ?? '').split(path.delimiter).filter(Boolean);
  const names = platform === 'win32' ? NAMES.map((n) => `${n}.exe`) : NAMES;
  return folders.flatMap((folder) => names.map((name) => path.join(folder, name)));
}

/**
 * The browser already on the machine: CHROMIUM_PATH when set (and then only it), else the first
 * Chromium or Chrome in the usual places or on PATH; undefined when there is none.
 */
export function findBrowser(host: Host): string | undefined {
  const chosen = host.env.CHROMIUM_PATH;
  if (chosen) {
    if (host.isFile(chosen)) return chosen;
    throw new BrowserMissing(
      `CHROMIUM_PATH is ${chosen}, where there is no browser: set it to a Chromium or Chrome executable, or unset it`,
    );
  }
  return [...usualPlaces(host), ...onPath(host)].find((path) => host.isFile(path));
}

/** Whether the machine runs Debian or a distribution built on it (Ubuntu). */
export function isDebianLike(osRelease: string): boolean {
  const field = (name: string) =>
    new RegExp(`^${name}=["']?([^"'\\n]*)`, 'm').exec(osRelease)?.[1]?.toLowerCase().split(/\s+/) ?? [];
  return [...field('ID'), ...field('ID_LIKE')].some((id) => id === 'debian' || id === 'ubuntu');
}

/** How to install a browser here: Debian's package as root on Debian or Ubuntu, else Playwright's. */
export function installerFor(host: Host): Installer {
  return host.platform === 'linux' && host.uid === 0 && isDebianLike(host.osRelease) ? 'apt' : 'playwright';
}

/** What installs a browser, for real or in a test. */
export interface Installers {
  /** Runs the installer; rejects with the reason when it cannot. */
  install(installer: Installer): Promise<void>;
  /** Where Playwright's own Chromium is, installed or not. */
  managedPath(): string;
}

/** The one line shown when no browser can be had. */
export function missingMessage(installer: Installer, reason: string): string {
  return (
    `The browser tests need Chromium, and installing it failed (${reason}): ` +
    `run \`${INSTALL_COMMAND[installer]}\`, or set CHROMIUM_PATH to a Chromium or Chrome executable`
  );
}

/**
 * The browser for the run: one on the machine, else Playwright's when an earlier run installed it,
 * else one installed now. Throws BrowserMissing, with the command to run, when none can be had.
 */
export async function provideBrowser(
  host: Host,
  installers: Installers,
  say: (line: string) => void = () => {},
): Promise<string> {
  const found = findBrowser(host) ?? [installers.managedPath()].find((path) => host.isFile(path));
  if (found) return found;
  const installer = installerFor(host);
  say(`No Chromium on this machine: installing one for the browser tests (${INSTALL_COMMAND[installer]})…`);
  try {
    await installers.install(installer);
  } catch (error) {
    throw new BrowserMissing(missingMessage(installer, (error as Error).message));
  }
  const installed = installer === 'apt' ? findBrowser(host) : installers.managedPath();
  if (installed && host.isFile(installed)) return installed;
  throw new BrowserMissing(
    missingMessage(installer, `no browser at ${installed ?? '/usr/bin/chromium'} afterwards`),
  );
}
