import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { viteSingleFile } from 'vite-plugin-singlefile';

// Two builds from one app:
//   vite build                 the static site, into build/web/, with a service worker so it
//                              keeps working offline after the first visit;
//   vite build --mode single   one self-contained file, build/web-single/tutor.html, with the
//                              script, the styles, the lessons and the .wasm inside, that works
//                              when opened straight from disk.
// The page's Content-Security-Policy lives in web/index.html; the single file gets its own, as
// strict, naming its inline script and stylesheet by hash.

const repo = fileURLToPath(new URL('.', import.meta.url));
const root = path.join(repo, 'web');
// The rules core's WebAssembly build. TUTOR_WASM_DIR points the app at another build of the
// same module (a test build in another folder); the default is the project's wasm preset. The
// site loads the build of its page's language alone (tutor-web-<lang>.wasm, which holds only
// that language's sentences); the single file holds the build with every language.
const wasmDir = path.resolve(repo, process.env.TUTOR_WASM_DIR ?? 'build/wasm');
const wasmModule = path.join(wasmDir, 'tutor-web.mjs');
const wasmFile = path.join(wasmDir, 'tutor-web.wasm');
const LANGS = ['en', 'fr', 'de', 'it', 'es', 'pt'] as const;
const languageWasm = (lang: string): string => path.join(wasmDir, `tutor-web-${lang}.wasm`);

const CORE_MODULE_ID = 'virtual:tutor-wasm';

/**
 * Provides "virtual:tutor-wasm": the Emscripten factory and how it finds its .wasm for a
 * language — the URL of that language's file, emitted beside the site, or the bytes of the
 * build with every language inlined (base64) in the single file.
 */
function coreModule(inline: boolean): Plugin {
  const resolved = `\0${CORE_MODULE_ID}`;
  return {
    name: 'tutor-core-module',
    resolveId(id) {
      return id === CORE_MODULE_ID ? resolved : null;
    },
    load(id) {
      if (id !== resolved) return null;
      const factory = `export { default as createTutorModule } from ${JSON.stringify(wasmModule)};`;
      if (!inline) {
        for (const lang of LANGS) this.addWatchFile(languageWasm(lang));
        const imports = LANGS.map((lang) => `import ${lang} from ${JSON.stringify(`${languageWasm(lang)}?url`)};`).join('\n');
        return `${factory}
${imports}
const urls = { ${LANGS.join(', ')} };
export const wasmUrl = (lang) => urls[lang] ?? urls.en;
export const wasmOverrides = (lang) => ({ locateFile: () => wasmUrl(lang) });`;
      }
      this.addWatchFile(wasmFile);
      const base64 = readFileSync(wasmFile).toString('base64');
      return `${factory}
const base64 = ${JSON.stringify(base64)};
function bytes() {
  const text = atob(base64);
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}
export const wasmUrl = () => null;
export const wasmOverrides = () => ({ wasmBinary: bytes() });`;
    },
    // The factory also names its .wasm with new URL(..., import.meta.url); every build is given
    // its file (or bytes), so that reference is dropped rather than emitted a second time.
    transform(code, id) {
      if (path.resolve(id.split('?')[0] ?? id) !== wasmModule) return null;
      return { code: code.replace(/new URL\("tutor-web\.wasm",\s*import\.meta\.url\)\.toString\(\)/g, '""'), map: null };
    },
  };
}

/**
 * Where the site's build puts an asset: the core of a language other than English beside that
 * language's words (assets/lang-fr-core-….wasm), which the service worker keeps only once used,
 * like them; English's as assets/core-en-….wasm, kept ahead for everyone.
 */
function assetFileName(asset: { name?: string }): string {
  const lang = /^tutor-web-([a-z]{2})\.wasm$/.exec(asset.name ?? '')?.[1];
  if (lang === 'en') return 'assets/core-en-[hash][extname]';
  if (lang) return `assets/lang-${lang}-core-[hash][extname]`;
  return 'assets/[name]-[hash][extname]';
}

// The lesson files (lessons/<game>/NN-name.json) hold a lesson's structure (the deal, the plays,
// the answers) and its English words (title, summary, each step's text, hints, explanation and
// reasons). The app needs the structure in every language but the English words only where a
// lesson's words are not yet written in the learner's language, so the two are bundled apart:
//   virtual:lesson-structures   every lesson file, its words left empty (same fields, same
//                               lengths), in the main bundle;
//   virtual:lesson-words-en     the English words, in the shape of a words file
//                               ("tutor-lesson-words/1", as lessons/<game>/<lang>/*.json), loaded
//                               only when they are shown.
// A file that is not a lesson (another format) is passed whole, for the app to list as skipped.
// The languages other than English (web/src/languages/<lang>.ts, and each one's core), files of
// their own in the site.
const LANGUAGE_CHUNK = /\/assets\/lang-[a-z]{2}-[\w-]+\.(js|wasm)$/;

function isLanguageModule(id: string | null): boolean {
  return id !== null && /[\\/]web[\\/]src[\\/]languages[\\/][a-z]{2}\.ts$/.test(id);
}

/** Where the site's build puts a chunk: a language's, and English's messages and lesson words, by name. */
function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  if (isLanguageModule(chunk.facadeModuleId)) return 'assets/lang-[name]-[hash].js';
  if (chunk.facadeModuleId?.endsWith(ENGLISH_WORDS_ID)) return 'assets/lesson-words-en-[hash].js';
  if (/[\\/]web[\\/]src[\\/]locales[\\/]en\.ts$/.test(chunk.facadeModuleId ?? '')) return 'assets/messages-en-[hash].js';
  return 'assets/[name]-[hash].js';
}

const STRUCTURES_ID = 'virtual:lesson-structures';
const ENGLISH_WORDS_ID = 'virtual:lesson-words-en';
const LESSON_FORMAT = 'tutor-lesson/1';
const WORDS_FORMAT = 'tutor-lesson-words/1';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(v: Json | undefined): v is { [key: string]: Json } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A step split into its structure (words emptied) and its words. */
function splitStep(step: Json): { structure: Json; words: Json } {
  if (!isObject(step)) return { structure: step, words: {} };
  const structure: { [key: string]: Json } = { ...step };
  const words: { [key: string]: Json } = {};
  for (const key of ['text', 'explain'] as const) {
    if (typeof step[key] === 'string') {
      words[key] = step[key];
      structure[key] = '';
    }
  }
  const hints = step.hints;
  if (Array.isArray(hints) && hints.every((h) => typeof h === 'string')) {
    words.hints = hints;
    structure.hints = hints.map(() => '');
  }
  const notBest = step.not_best;
  if (Array.isArray(notBest) && notBest.every((e) => isObject(e) && typeof e.why === 'string')) {
    words.not_best = notBest.map((e) => (isObject(e) ? e.why : ''));
    structure.not_best = notBest.map((e) => (isObject(e) ? { ...e, why: '' } : e));
  } else if (isObject(notBest) && Object.values(notBest).every((v) => typeof v === 'string')) {
    words.not_best = notBest;
    structure.not_best = Object.fromEntries(Object.keys(notBest).map((k) => [k, '']));
  }
  return { structure, words };
}

/** The lesson files, "<game>/NN-name.json", in order, each as its structure and its English words. */
function splitLessons(dir: string): { file: string; structure: Json; words: Json | null }[] {
  const out: { file: string; structure: Json; words: Json | null }[] = [];
  const games = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  for (const game of games) {
    for (const name of readdirSync(path.join(dir, game)).filter((n) => n.endsWith('.json'))) {
      const file = `${game}/${name}`;
      const lesson = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Json;
      if (!isObject(lesson) || lesson.format !== LESSON_FORMAT || !Array.isArray(lesson.steps)) {
        out.push({ file, structure: lesson, words: null });
        continue;
      }
      const steps = lesson.steps.map(splitStep);
      const structure: { [key: string]: Json } = { ...lesson, steps: steps.map((s) => s.structure) };
      const words: { [key: string]: Json } = { format: WORDS_FORMAT, id: lesson.id ?? null, lang: 'en', steps: steps.map((s) => s.words) };
      for (const key of ['title', 'summary'] as const) {
        if (typeof lesson[key] === 'string') {
          words[key] = lesson[key];
          structure[key] = '';
        }
      }
      out.push({ file, structure, words });
    }
  }
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

function lessonModules(): Plugin {
  const dir = path.join(repo, 'lessons');
  const ids = new Map([STRUCTURES_ID, ENGLISH_WORDS_ID].map((id) => [id, `\0${id}`]));
  const asJson = (value: Json): string => `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
  return {
    name: 'tutor-lesson-modules',
    resolveId(id) {
      return ids.get(id) ?? null;
    },
    load(id) {
      if (id !== ids.get(STRUCTURES_ID) && id !== ids.get(ENGLISH_WORDS_ID)) return null;
      const lessons = splitLessons(dir);
      for (const { file } of lessons) this.addWatchFile(path.join(dir, file));
      if (id === ids.get(STRUCTURES_ID)) return asJson(lessons.map(({ file, structure }) => ({ file, lesson: structure })));
      return asJson(Object.fromEntries(lessons.flatMap(({ file, words }) => (words ? [[file, words]] : []))));
    },
  };
}

// The dev server injects stylesheets as <style> elements, so only while serving is
// 'unsafe-inline' added for styles; the built site keeps the strict policy.
function relaxStylesForDevServer(): Plugin {
  return {
    name: 'tutor-dev-csp',
    apply: 'serve',
    transformIndexHtml(html) {
      return html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
    },
  };
}

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Finishes the single file: drops what only the site has (icon, manifest), replaces the CSP with
 * one that allows exactly the inlined script and stylesheet (by hash) and WebAssembly, and names
 * the file tutor.html.
 */
function singleFileFinish(outDir: string): Plugin {
  return {
    name: 'tutor-single-file',
    apply: 'build',
    // The policy is written once the inlined code is known (writeBundle); until then a
    // placeholder hash stands in, so the inlining step sees a policy that names its code.
    transformIndexHtml(html) {
      return html
        .replace(/\s*<link rel="icon"[^>]*>/, '')
        .replace(/(<meta\s+http-equiv="Content-Security-Policy"\s+content=")[^"]*(")/, "$1script-src 'sha256-pending'; style-src 'sha256-pending'$2");
    },
    writeBundle() {
      const from = path.join(outDir, 'index.html');
      let html = readFileSync(from, 'utf8');
      const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
      const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
      const policy = [
        "default-src 'none'",
        `script-src ${scripts.map(sha256).join(' ')} 'wasm-unsafe-eval'`,
        `style-src ${styles.map(sha256).join(' ')}`,
        "img-src 'none'",
        "connect-src 'none'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
      ].join('; ');
      html = html.replace(
        /<meta\s+http-equiv="Content-Security-Policy"\s+content="[^"]*"\s*\/?>/,
        `<meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      );
      if (!html.includes(policy)) throw new Error('The single file has no Content-Security-Policy to replace.');
      writeFileSync(path.join(outDir, 'tutor.html'), html);
      rmSync(from);
    },
  };
}

export default defineConfig(({ mode }) => {
  const single = mode === 'single';
  const outDir = path.join(repo, 'build', single ? 'web-single' : 'web');
  const plugins: Plugin[] = [relaxStylesForDevServer(), coreModule(single), lessonModules()];
  if (single) {
    plugins.push(viteSingleFile({ removeViteModuleLoader: true }), singleFileFinish(outDir));
  } else {
    plugins.push(
      ...VitePWA({
        // A small registerSW.js file, which the CSP's script-src 'self' allows (no inline script).
        injectRegister: 'script',
        registerType: 'autoUpdate',
        manifest: {
          name: 'Trick-taking rules tutor',
          short_name: 'Rules tutor',
          description: 'Learn the rules of historic trick-taking games by playing them.',
          start_url: './',
          scope: './',
          display: 'standalone',
          background_color: '#f5f2ea',
          theme_color: '#1d4d34',
          icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
        },
        workbox: {
          globPatterns: ['**/*.{html,js,css,wasm,svg,webmanifest}'],
          // Each language but English is loaded only by the pages in it (its words by
          // language-pack.ts, its core by engine.ts), so it is not fetched for everyone ahead of
          // time: a language's files are kept once used (offline-language.ts asks for them again
          // through the worker on a first visit).
          globIgnores: ['**/assets/lang-*'],
          // A module's request carries an Origin header that the page's own fetch did not: a
          // server's "Vary: Origin" must not keep the file kept from answering it.
          runtimeCaching: [{ urlPattern: LANGUAGE_CHUNK, handler: 'CacheFirst', options: { cacheName: 'tutor-languages', matchOptions: { ignoreVary: true } } }],
          cleanupOutdatedCaches: true,
          // The first visit's page is taken over at once, so it already works offline.
          clientsClaim: true,
          skipWaiting: true,
          // No navigation fallback: the app has one page and keeps its addresses in the hash, so
          // the worker answers only the page itself (the folder, or index.html) from its cache.
          // A fallback would answer /foo/bar or /assets/ with the page too, whose relative
          // assets then resolve in the wrong folder and it never starts; those stay not found.
          // The page's own settings (?speed=…) do not change the file, so the cache ignores them.
          navigateFallback: null,
          ignoreURLParametersMatching: [/./],
        },
      }),
    );
  }
  return {
    root,
    base: './',
    // Every address of the app is in the hash, so the preview server answers like a plain static
    // host: a path that is not a file is not found, rather than the app's page.
    appType: 'mpa',
    publicDir: single ? false : 'public',
    plugins,
    // The computer seats and the coach think in a worker with its own instance of the core
    // (thinker-host.ts). A file opened from disk cannot start one, so the single file thinks on
    // the page instead (thinker-page.ts).
    resolve: single ? { alias: [{ find: /^\.\/thinker-host$/, replacement: path.join(root, 'src', 'thinker-page.ts') }] } : {},
    worker: { format: 'es' as const, plugins: () => [coreModule(false)], rollupOptions: { output: { assetFileNames: assetFileName } } },
    // Lessons, their words in other languages and the glossaries are JSON: kept as JSON text in the
    // bundle (JSON.parse), smaller than the same data written as code, and read faster.
    json: { stringify: true },
    build: {
      outDir,
      emptyOutDir: true,
      // One file per language, named so the service worker can tell them (the single file holds all).
      rollupOptions: single ? {} : { output: { chunkFileNames: chunkFileName, assetFileNames: assetFileName } },
      // The site keeps every asset a file of its own: its CSP allows no data: URLs.
      assetsInlineLimit: single ? undefined : 0,
      target: 'es2020',
      reportCompressedSize: false,
    },
    server: {
      host: '127.0.0.1',
      // The lessons and the core's build sit outside web/.
      fs: { allow: [repo] },
    },
    preview: {
      host: '127.0.0.1',
    },
  };
});
