import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// The page's Content-Security-Policy lives in web/index.html. The dev server injects
// stylesheets as <style> elements, so only while serving is 'unsafe-inline' added for styles;
// the built site keeps the strict policy.
function relaxStylesForDevServer(): Plugin {
  return {
    name: 'tutor-dev-csp',
    apply: 'serve',
    transformIndexHtml(html) {
      return html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
    },
  };
}

// Paths are fixed from this file's folder so the config works from any working directory.
const root = fileURLToPath(new URL('./web', import.meta.url));
const outDir = fileURLToPath(new URL('./build/web', import.meta.url));

export default defineConfig({
  root,
  base: './',
  publicDir: 'public',
  plugins: [relaxStylesForDevServer()],
  build: {
    outDir,
    emptyOutDir: true,
    // Keep every asset a file of its own: the CSP allows no data: URLs for scripts or fetches.
    assetsInlineLimit: 0,
    target: 'es2020',
  },
  preview: {
    host: '127.0.0.1',
  },
  server: {
    host: '127.0.0.1',
  },
});
