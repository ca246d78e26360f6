// @ts-check
/**
 * Finds a Chromium or Chrome for the tests: CHROME_PATH, then the usual
 * install paths. When there is none it says how to get one and, as root on
 * Debian or Ubuntu, installs the `chromium` package itself. The tests never
 * download a browser of their own.
 */
import {existsSync, readFileSync} from 'node:fs';
import {execFileSync} from 'node:child_process';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

function debianLike() {
  try {
    return /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

/** @returns {string} the path of a Chromium-family browser */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
  }
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && debianLike()) {
    console.log('No Chromium found: installing Debian\u2019s chromium package (apt-get install -y chromium)…');
    execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit'});
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {stdio: 'inherit'});
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'No Chromium or Chrome found for the browser tests. Install one (Debian/Ubuntu: sudo apt-get install chromium; macOS: install Google Chrome) or set CHROME_PATH to its executable.',
  );
}

/** Flags for headless Chromium on a closed machine, as root if need be. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  // Test files run side by side in tabs of one browser: keep the tabs in the
  // background from having their timers slowed (retries wait on timers).
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];
