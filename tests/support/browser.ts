/**
 * Debian's Chromium driven by playwright-core (never a downloaded browser). Flags keep it off the
 * closed network; each call gets a fresh profile. Debian's `chromium-headless-shell` (Chromium's old
 * headless mode, what Playwright itself runs headless on) is used when installed: the full browser in
 * headless mode also draws its own hidden window UI in a renderer of its own, about a fifth of the
 * suite's CPU on two cores.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const SCREENSHOT_DIR = join(import.meta.dirname, '..', '..', 'artifacts', 'screenshots');

/** Launches headless Chromium; `extraArgs` add to the flags (e.g. host-resolver rules). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium chromium-headless-shell`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

let workersBrowser: Promise<Browser> | undefined;

/**
 * The browser of this vitest worker, launched on first use and kept for the worker's next files (each opens its own
 * contexts and closes them after its last test): a launch costs a browser, GPU and utility process's start-up, about
 * a CPU-second, for each of the suite's browser files. A browser that has gone (a crash) is launched again.
 * Playwright closes it when the worker exits.
 */
export async function workersSharedBrowser(): Promise<Browser> {
  const current = await workersBrowser?.catch(() => undefined);
  if (current?.isConnected()) return current;
  workersBrowser = launchBrowser();
  return workersBrowser;
}

/** Closes every context of the browser (a file's pages in the worker's browser), leaving the browser for the next file. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

/** Saves a full-page PNG under artifacts/screenshots and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/** Signs in through the login screen as a person would. */
export async function signIn(page: Page, username: string, password: string, remember = false): Promise<void> {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}
