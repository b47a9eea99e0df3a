// Shared set-up of the browser tests: the built site served by Vite's preview server on a free
// port, Debian's Chromium (never a downloaded browser), pages that record every console error,
// page error and failed request, and screenshots under build/screenshots/.

import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

export const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const site = path.join(repo, 'build', 'web');
export const singleFile = path.join(repo, 'build', 'web-single', 'tutor.html');
export const fixtures = path.join(repo, 'tests', 'web', 'fixtures');
const shots = path.join(repo, 'build', 'screenshots');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Serves build/web and launches Chromium; returns { baseUrl, browser, close }. */
export async function startSite() {
  assert.ok(existsSync(path.join(site, 'index.html')), `${site}/index.html is missing: run npm run build:web first`);
  assert.ok(existsSync(chromiumPath), `no Chromium at ${chromiumPath} (tests/setup.sh --browser installs it)`);
  const port = await freePort();
  const server = await preview({
    configFile: path.join(repo, 'vite.config.ts'),
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  const browser = await launch();
  return {
    baseUrl: `http://127.0.0.1:${port}/`,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

export function launch() {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS });
}

/** Records what goes wrong on a page, to assert at the end that nothing did. */
export function watch(page) {
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return problems;
}

/** Opens an address of the app (a hash such as "#/play/texas-42") at the fast pace, and waits for it. */
export async function open(page, baseUrl, hash = '#/') {
  await page.goto(`${baseUrl}?speed=fast${hash}`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
}

export async function screenshot(page, name) {
  mkdirSync(shots, { recursive: true });
  const file = path.join(shots, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Opens a lesson file through the page's file picker, as a teacher would. */
export async function openLessonFile(page, baseUrl, file) {
  await open(page, baseUrl, '#/open');
  await page.setInputFiles('#lesson-file', path.join(fixtures, file));
  await page.waitForSelector('#open-result h2', { timeout: 10_000 });
}

/** The text of the feedback line after it changed from `seq`. */
export async function feedbackAfter(page, seq) {
  await page.waitForFunction((s) => document.querySelector('#feedback')?.dataset.seq !== s, seq, { timeout: 10_000 });
  return (await page.locator('#feedback').textContent()).trim();
}

export async function feedbackSeq(page) {
  return page.locator('#feedback').getAttribute('data-seq');
}

/** Waits until a lesson step is shown and its scripted plays are over. */
export async function atStep(page, step) {
  await page.waitForFunction(
    (n) => {
      const main = document.querySelector('.lesson-page');
      return main?.dataset.step === String(n) && main.dataset.busy === 'false';
    },
    step,
    { timeout: 10_000 },
  );
}
