import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
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
// same module (a test build in another folder); the default is the project's wasm preset.
const wasmDir = path.resolve(repo, process.env.TUTOR_WASM_DIR ?? 'build/wasm');
const wasmModule = path.join(wasmDir, 'tutor-web.mjs');
const wasmFile = path.join(wasmDir, 'tutor-web.wasm');

const CORE_MODULE_ID = 'virtual:tutor-wasm';

/**
 * Provides "virtual:tutor-wasm": the Emscripten factory and how it finds its .wasm — a file
 * URL emitted beside the site, or the bytes themselves inlined (base64) in the single file.
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
      this.addWatchFile(wasmFile);
      const factory = `export { default as createTutorModule } from ${JSON.stringify(wasmModule)};`;
      if (!inline) {
        return `${factory}
import wasmUrl from ${JSON.stringify(`${wasmFile}?url`)};
export const wasmOverrides = { locateFile: () => wasmUrl };`;
      }
      const base64 = readFileSync(wasmFile).toString('base64');
      return `${factory}
const base64 = ${JSON.stringify(base64)};
function bytes() {
  const text = atob(base64);
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}
export const wasmOverrides = { wasmBinary: bytes() };`;
    },
    // The factory also names its .wasm with new URL(..., import.meta.url); in the single file the
    // bytes are passed in, so that reference is dropped rather than inlined a second time.
    transform(code, id) {
      if (!inline || path.resolve(id.split('?')[0] ?? id) !== wasmModule) return null;
      return { code: code.replace(/new URL\("tutor-web\.wasm",\s*import\.meta\.url\)\.toString\(\)/g, '""'), map: null };
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
  const plugins: Plugin[] = [relaxStylesForDevServer(), coreModule(single)];
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
    worker: { format: 'es' as const, plugins: () => [coreModule(false)] },
    build: {
      outDir,
      emptyOutDir: true,
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
