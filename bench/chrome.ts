// The headless Debian Chromium the Lighthouse benches drive (never a browser a tool downloads).
import * as chromeLauncher from 'chrome-launcher';

export const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type LaunchedChrome = chromeLauncher.LaunchedChrome;

/** Chromium for Lighthouse, quiet (no sync, updates or background traffic); `extraFlags` added. */
export function launchChrome(extraFlags: string[] = []): Promise<LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraFlags,
    ],
  });
}
