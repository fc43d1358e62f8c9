import { describe, expect, it, vi } from 'vitest';
import {
  BrowserMissing,
  findBrowser,
  installerFor,
  provideBrowser,
  type Host,
  type Installer,
} from '../helpers/find-browser.js';
import { reasonOf } from '../helpers/install-browser.js';

const DEBIAN = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nNAME="Debian GNU/Linux"\nID=debian\n';
const UBUNTU = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const FEDORA = 'NAME="Fedora Linux"\nID=fedora\n';
const MANAGED = '/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine with these executables and nothing else: no system browser unless listed. */
function host(files: string[], overrides: Partial<Host> = {}): Host & { files: Set<string> } {
  const set = new Set(files);
  return {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin' },
    platform: 'linux',
    isFile: (path) => set.has(path),
    uid: 1000,
    osRelease: DEBIAN,
    ...overrides,
    files: set,
  };
}

/** Installers that record their calls; `result` decides what an install does. */
function installers(machine: ReturnType<typeof host>, result: (installer: Installer) => void) {
  const install = vi.fn(async (installer: Installer) => result(installer));
  return { install, managedPath: () => MANAGED, machine };
}

describe('the browser the tests drive', () => {
  it('is CHROMIUM_PATH when set, before any browser of the system', () => {
    const machine = host(['/usr/bin/chromium', '/opt/my/chrome'], {
      env: { CHROMIUM_PATH: '/opt/my/chrome' },
    });
    expect(findBrowser(machine)).toBe('/opt/my/chrome');
  });

  it('stops with one line naming CHROMIUM_PATH when it points where there is no browser', () => {
    const machine = host(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/opt/gone/chrome' } });
    expect(() => findBrowser(machine)).toThrow(BrowserMissing);
    expect(() => findBrowser(machine)).toThrow(
      'CHROMIUM_PATH is /opt/gone/chrome, where there is no browser: set it to a Chromium or Chrome executable, or unset it',
    );
  });

  it("is the system's Chromium where it usually lives, Debian's first", () => {
    expect(findBrowser(host(['/usr/bin/google-chrome', '/usr/bin/chromium']))).toBe('/usr/bin/chromium');
    expect(findBrowser(host(['/usr/bin/chromium-browser']))).toBe('/usr/bin/chromium-browser');
    expect(findBrowser(host(['/usr/bin/google-chrome-stable']))).toBe('/usr/bin/google-chrome-stable');
  });

  it('is found by its name on PATH', () => {
    const machine = host(['/home/dev/bin/google-chrome-stable'], {
      env: { PATH: '/opt/tools/bin:/home/dev/bin' },
    });
    expect(findBrowser(machine)).toBe('/home/dev/bin/google-chrome-stable');
  });

  it("is Chrome's application on macOS and Chrome's program on Windows", () => {
    const mac = host(['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'], {
      platform: 'darwin',
    });
    expect(findBrowser(mac)).toBe('/Applications/Google Chrome.app/Contents/MacOS/Google Chrome');
    const windows = host(['C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe'], {
      platform: 'win32',
      uid: undefined,
      env: { PROGRAMFILES: 'C:\\Program Files', PATH: 'C:\\Windows;C:\\Windows\\System32' },
    });
    expect(findBrowser(windows)).toBe('C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe');
    const onPath = host(['D:\\tools\\chromium.exe'], {
      platform: 'win32',
      env: { PATH: 'C:\\Windows;D:\\tools' },
    });
    expect(findBrowser(onPath)).toBe('D:\\tools\\chromium.exe');
  });

  it('is none on a machine without one, whatever else is on PATH', () => {
    expect(findBrowser(host(['/usr/bin/firefox', '/usr/local/bin/node']))).toBeUndefined();
  });
});

describe('installing a browser when the machine has none', () => {
  it("uses Debian's package as root on Debian or Ubuntu, and Playwright's Chromium otherwise", () => {
    expect(installerFor(host([], { uid: 0, osRelease: DEBIAN }))).toBe('apt');
    expect(installerFor(host([], { uid: 0, osRelease: UBUNTU }))).toBe('apt');
    expect(installerFor(host([], { uid: 1000, osRelease: DEBIAN }))).toBe('playwright');
    expect(installerFor(host([], { uid: 0, osRelease: FEDORA }))).toBe('playwright');
    expect(installerFor(host([], { uid: 501, platform: 'darwin', osRelease: '' }))).toBe('playwright');
  });

  it("installs Debian's Chromium as root on Debian, says so, and drives it", async () => {
    const machine = host([], { uid: 0 });
    const tools = installers(machine, () => machine.files.add('/usr/bin/chromium'));
    const said: string[] = [];
    await expect(provideBrowser(machine, tools, (line) => said.push(line))).resolves.toBe(
      '/usr/bin/chromium',
    );
    expect(tools.install).toHaveBeenCalledExactlyOnceWith('apt');
    expect(said).toEqual([
      'No Chromium on this machine: installing one for the browser tests (apt-get install -y chromium)…',
    ]);
  });

  it("installs Playwright's Chromium elsewhere and drives the one it installed", async () => {
    const machine = host([], { uid: 1000 });
    const tools = installers(machine, () => machine.files.add(MANAGED));
    await expect(provideBrowser(machine, tools)).resolves.toBe(MANAGED);
    expect(tools.install).toHaveBeenCalledExactlyOnceWith('playwright');
  });

  it('drives the Playwright Chromium an earlier run installed, without installing again', async () => {
    const machine = host([MANAGED]);
    const tools = installers(machine, () => {});
    await expect(provideBrowser(machine, tools)).resolves.toBe(MANAGED);
    expect(tools.install).not.toHaveBeenCalled();
  });

  it('stops at once with one line naming the command to run when the download fails', async () => {
    const machine = host([], { uid: 1000 });
    const tools = installers(machine, () => {
      throw new Error('getaddrinfo ENOTFOUND cdn.playwright.dev');
    });
    const started = Date.now();
    const error = await provideBrowser(machine, tools).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(BrowserMissing);
    expect((error as Error).message).toBe(
      'The browser tests need Chromium, and installing it failed (getaddrinfo ENOTFOUND cdn.playwright.dev): ' +
        'run `npx playwright-core install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome executable',
    );
    expect(tools.install).toHaveBeenCalledOnce();
  });

  it('stops with one line when the package installed no browser where one was expected', async () => {
    const machine = host([], { uid: 0 });
    const tools = installers(machine, () => {});
    await expect(provideBrowser(machine, tools)).rejects.toThrow(
      'installing it failed (no browser at /usr/bin/chromium afterwards): run `apt-get install -y chromium`',
    );
  });

  it('tells why an installer failed from the first error in its output', () => {
    const playwright = [
      'Downloading Chrome for Testing 159.0.8154.6 (playwright chromium v1255) from https://cdn.playwright.dev/x.zip',
      'Error: getaddrinfo ENOTFOUND cdn.playwright.dev',
      '    at GetAddrInfoReqWrap.onlookupall [as oncomplete] (node:internal/dns/promises:99:17) {',
      'Error: Failed to download Chrome for Testing 159.0.8154.6 (playwright chromium v1255), caused by',
      'Error: Download failure, code=1',
    ].join('\n');
    expect(reasonOf(playwright)).toBe('getaddrinfo ENOTFOUND cdn.playwright.dev');
    const apt =
      'Reading package lists...\nE: Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)\n';
    expect(reasonOf(apt)).toBe(
      'Could not open lock file /var/lib/dpkg/lock-frontend - open (13: Permission denied)',
    );
    expect(reasonOf('\n')).toBe('no output');
  });
});
