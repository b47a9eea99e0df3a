// Each language but English is its own file, which the service worker keeps once it has passed
// through it (vite.config.ts) rather than fetching every language for everyone. On a first visit
// the page loads its language before the worker takes it over, so the file is asked for again
// once it has, and the page then works offline in that language too.

export function keepForOffline(url: string): void {
  const worker = navigator.serviceWorker;
  // Already taken over: the file came through the worker, which kept it.
  if (!worker || worker.controller || !/^https?:/.test(url)) return;
  worker.addEventListener(
    'controllerchange',
    () => {
      // Read to its end, so the worker keeps the whole file and the request is not left open.
      fetch(url)
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
    },
    { once: true },
  );
}
