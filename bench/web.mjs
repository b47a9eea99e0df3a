#!/usr/bin/env node
// bench/web.mjs: the browser app's weight and start-up time.
//
//   node bench/web.mjs [--runs N] [--json]
//
// Prints the size of the rules core's .wasm (English's), of the whole built site (every file
// gzipped, as a server would send it), of the site for each language (every file but the other
// languages': what a learner in that language can load, against the budget of 300 KB, 300,000
// bytes), of the single-file build, and the time from navigation to the first
// lesson being interactive in headless Chromium (the median of N fresh visits, 7 by default).
// The lesson is the first of the bundled curriculum; without one, free play of the first game
// with a folder of lessons stands in and the output says so. Needs `npm run build:web` first, and Debian's Chromium.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { BUDGET_BYTES, filesUnder, gzipped, languageOf, weightByLanguage } from './site-weight.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = path.join(repo, 'build', 'web');
const single = path.join(repo, 'build', 'web-single', 'tutor.html');
const args = process.argv.slice(2);
const json = args.includes('--json');
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 7) : 7;

function fail(message) {
  console.error(`bench/web: ${message}`);
  process.exit(1);
}

/** The first lesson of the curriculum (lessons/<game>/*.json, format tutor-lesson/1), in file order. */
function firstLesson() {
  const dir = path.join(repo, 'lessons');
  const files = filesUnder(dir)
    .filter((f) => f.endsWith('.json') && path.dirname(path.dirname(f)) === dir)
    .sort();
  for (const f of files) {
    try {
      const lesson = JSON.parse(readFileSync(f, 'utf8'));
      if (lesson.format === 'tutor-lesson/1' && typeof lesson.id === 'string') return lesson.id;
    } catch {
      // a file that is not JSON is no lesson
    }
  }
  return null;
}

/** The game of the first folder under lessons/ (one folder per game, named by its id). */
function firstGame() {
  const dir = path.join(repo, 'lessons');
  return readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()[0];
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

if (!existsSync(path.join(site, 'index.html'))) fail(`${site} is not built: run npm run build:web`);
if (!existsSync(single)) fail(`${single} is not built: run npm run build:web`);

const siteFiles = filesUnder(site);
const wasm = siteFiles.find((f) => f.endsWith('.wasm') && languageOf(site, f) === 'en');
if (!wasm) fail('the built site has no English .wasm');
const byLanguage = weightByLanguage(site);
const figures = {
  wasm_bytes: statSync(wasm).size,
  wasm_gzip_bytes: gzipped(wasm),
  site_files: siteFiles.length,
  site_bytes: siteFiles.reduce((n, f) => n + statSync(f).size, 0),
  site_gzip_bytes: siteFiles.reduce((n, f) => n + gzipped(f), 0),
  site_by_language: byLanguage,
  site_budget_bytes: BUDGET_BYTES,
  single_file_bytes: statSync(single).size,
  single_file_gzip_bytes: gzipped(single),
};

const lesson = firstLesson();
const game = lesson ? null : firstGame();
const target = lesson ? `#/lesson/${lesson}/1` : `#/play/${game}?seed=1`;
const server = await preview({
  configFile: path.join(repo, 'vite.config.ts'),
  logLevel: 'silent',
  preview: { host: '127.0.0.1', port: 0, open: false },
});
const address = server.httpServer.address();
const base = `http://127.0.0.1:${address.port}/`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
});
const times = [];
try {
  for (let i = 0; i < runs; i++) {
    // A fresh context each time: nothing cached, no service worker yet — a first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}?speed=fast${target}`);
    await page.waitForFunction(
      (wantLesson) => {
        if (document.body.dataset.ready !== 'true') return false;
        if (!wantLesson) return document.querySelector('#hand button.card') !== null;
        const main = document.querySelector('.lesson-page');
        return main !== null && main.dataset.busy === 'false';
      },
      Boolean(lesson),
      { timeout: 30_000 },
    );
    const ms = await page.evaluate(() => {
      const mark = performance.getEntriesByName('tutor-first-view')[0];
      return mark ? mark.startTime : performance.now();
    });
    times.push(ms);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

figures.first_view = lesson ? `lesson ${lesson}` : `free play of ${game} (no lesson in the curriculum yet)`;
figures.first_view_ms_median = Math.round(median(times));
figures.first_view_ms_runs = times.map((t) => Math.round(t));

if (json) {
  console.log(JSON.stringify(figures));
} else {
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const rows = [
    ['rules core (.wasm, English)', `${kib(figures.wasm_bytes)} (${kib(figures.wasm_gzip_bytes)} gzipped)`],
    [`whole site (${figures.site_files} files)`, `${kib(figures.site_bytes)} (${kib(figures.site_gzip_bytes)} gzipped)`],
    ...Object.entries(byLanguage).map(([lang, { files, gzip_bytes }]) => [
      `site in ${lang} (${files} files)`,
      `${gzip_bytes.toLocaleString('en')} bytes gzipped (${kib(gzip_bytes)}), ${gzip_bytes <= BUDGET_BYTES ? 'within' : 'over'} the ${BUDGET_BYTES.toLocaleString('en')}-byte budget`,
    ]),
    ['single file (tutor.html)', `${kib(figures.single_file_bytes)} (${kib(figures.single_file_gzip_bytes)} gzipped)`],
    [`first view interactive, median of ${runs}`, `${figures.first_view_ms_median} ms (${figures.first_view})`],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
}
