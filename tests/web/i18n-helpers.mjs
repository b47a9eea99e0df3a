// What the tests of the app's languages share: the message catalogs read from web/src/locales/
// (TypeScript, made JavaScript with the project's own compiler), a message filled in as the app's
// `t` fills it, pages opened in a language, and the rules core asked directly (node
// wasm/tutor-api.mjs), for the sentences the page must show.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repo } from './helpers.mjs';

export const LANGS = ['en', 'fr', 'de', 'it', 'es', 'pt'];

/** The own name each language has in the language menu. */
export const LANGUAGE_NAMES = { en: 'English', fr: 'Français', de: 'Deutsch', it: 'Italiano', es: 'Español', pt: 'Português' };

const locales = path.join(repo, 'web', 'src', 'locales');

/** The catalog of `lang` (web/src/locales/<lang>.ts): its default export, an object of messages. */
export async function loadCatalog(lang) {
  const source = readFileSync(path.join(locales, `${lang}.ts`), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020 } });
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return module.default;
}

export async function loadCatalogs() {
  const out = {};
  for (const lang of LANGS) out[lang] = await loadCatalog(lang);
  return out;
}

/** The `{name}`s of a text. */
export function placeholders(text) {
  return new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
}

/** A message of `catalog` (English's where it lacks it) filled in as the app's `t` fills it. */
export function say(catalogs, lang, key, params = {}) {
  let message = catalogs[lang][key] ?? catalogs.en[key];
  if (message === undefined) throw new Error(`no message ${key}`);
  const locale = lang === 'pt' ? 'pt-PT' : lang;
  if (typeof message !== 'string') {
    const category = typeof params.count === 'number' ? new Intl.PluralRules(locale).select(params.count) : 'other';
    message = message[category] ?? message.other;
  }
  const numbers = new Intl.NumberFormat(locale);
  return message.replace(/\{(\w+)\}/g, (whole, name) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numbers.format(value) : value;
  });
}

/** Opens an address of the app in `lang` (`?lang=`) at the fast pace, and waits for it. */
export async function openIn(page, baseUrl, lang, hash = '#/') {
  await page.goto(`${baseUrl}?speed=fast&lang=${lang}${hash}`);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
}

/** Answers of the rules core to `requests`, asked of its WebAssembly build as the page asks it. */
export function askCore(requests) {
  const tool = path.join(repo, 'wasm', 'tutor-api.mjs');
  const run = spawnSync(process.execPath, [tool], { input: `${requests.map((r) => JSON.stringify(r)).join('\n')}\n`, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`tutor-api failed: ${run.stderr}`);
  return run.stdout.trim().split('\n').map((line) => JSON.parse(line));
}

/** A lesson of the curriculum (lessons/<game>/NN-name.json). */
export function lessonFile(file) {
  return JSON.parse(readFileSync(path.join(repo, 'lessons', file), 'utf8'));
}

/** Its words in `lang` (lessons/<game>/<lang>/NN-name.json), or null while they are not written. */
export function wordsFile(file, lang) {
  const at = path.join(repo, 'lessons', path.dirname(file), lang, path.basename(file));
  return existsSync(at) ? JSON.parse(readFileSync(at, 'utf8')) : null;
}

/**
 * The lesson as the app shows it in `lang`: its words laid over it when they exist and fit (the
 * same id, a words entry per step), the English otherwise, text field by text field.
 */
export function lessonIn(file, lang) {
  const lesson = lessonFile(file);
  const words = lang === 'en' ? null : wordsFile(file, lang);
  if (!words || words.id !== lesson.id || !Array.isArray(words.steps) || words.steps.length !== lesson.steps.length) return { lesson, translated: false };
  const text = (own, theirs) => (typeof theirs === 'string' && theirs.trim() !== '' && typeof own === 'string' ? theirs : own);
  const steps = lesson.steps.map((step, i) => {
    const w = words.steps[i] ?? {};
    const out = { ...step, text: text(step.text, w.text) };
    if ('explain' in step) out.explain = text(step.explain, w.explain);
    if (Array.isArray(step.hints) && Array.isArray(w.hints) && w.hints.length === step.hints.length) out.hints = w.hints;
    if (Array.isArray(step.not_best) && Array.isArray(w.not_best) && w.not_best.length === step.not_best.length) {
      out.not_best = step.not_best.map((e, k) => ({ ...e, why: w.not_best[k] }));
    } else if (step.not_best && !Array.isArray(step.not_best) && w.not_best && typeof w.not_best === 'object') {
      out.not_best = Object.fromEntries(Object.entries(step.not_best).map(([k, v]) => [k, text(v, w.not_best[k])]));
    }
    return out;
  });
  return { lesson: { ...lesson, title: text(lesson.title, words.title), summary: text(lesson.summary, words.summary), steps }, translated: true };
}
