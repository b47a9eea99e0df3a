// Addresses live in the hash (#/lesson/<game>/<lesson>/3), so every page and every
// step has a link that works from any static host and from a file opened from disk.

export type Route =
  | { page: 'home' }
  | { page: 'lesson'; id: string; step: number }
  | { page: 'present'; id: string; step: number }
  | { page: 'notes'; id: string; step: number }
  | { page: 'handout'; id: string; answers: boolean }
  | { page: 'game'; game: string }
  | { page: 'play'; game: string; params: URLSearchParams }
  | { page: 'open' }
  | { page: 'edit'; draft: string | null }
  | { page: 'missing'; hash: string };

function splitId(parts: string[]): { id: string; step: number } {
  const last = parts[parts.length - 1] ?? '';
  if (parts.length > 1 && /^\d{1,4}$/.test(last)) return { id: parts.slice(0, -1).join('/'), step: Math.max(1, Number(last)) };
  return { id: parts.join('/'), step: 1 };
}

/**
 * Reads a hash such as "#/play/<game>?seed=7". Near misses are read as the address they were
 * meant to be: "#lesson/…" with its slash lost, and "#!/…" from sites that use hashbangs.
 */
export function parseRoute(hash: string): Route {
  const body = hash.replace(/^#!?\/?/, '');
  const [path = '', query = ''] = body.split('?', 2);
  const parts = path.split('/').filter((p) => p.length > 0).map((p) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return p;
    }
  });
  const [head, ...rest] = parts;
  if (head === undefined) return { page: 'home' };
  if ((head === 'lesson' || head === 'present' || head === 'notes') && rest.length > 0) return { page: head, ...splitId(rest) };
  if (head === 'handout' && rest.length > 0) return { page: 'handout', id: rest.join('/'), answers: new URLSearchParams(query).get('answers') === 'yes' };
  if (head === 'game' && rest.length === 1) return { page: 'game', game: rest[0] ?? '' };
  if (head === 'play' && rest.length === 1) return { page: 'play', game: rest[0] ?? '', params: new URLSearchParams(query) };
  if (head === 'open' && rest.length === 0) return { page: 'open' };
  if (head === 'edit' && rest.length === 0) return { page: 'edit', draft: new URLSearchParams(query).get('draft') };
  return { page: 'missing', hash };
}

/**
 * Whether a hash is meant as an address of the app, rather than a place in a page such as the
 * skip link's "#main": those are left to the browser once a page is shown.
 */
export function isAppAddress(hash: string): boolean {
  return /^#!?\//.test(hash) || parseRoute(hash).page !== 'missing';
}

function idPath(id: string): string {
  return id.split('/').map(encodeURIComponent).join('/');
}

export const routes = {
  home: (): string => '#/',
  lesson: (id: string, step = 1): string => `#/lesson/${idPath(id)}/${step}`,
  present: (id: string, step = 1): string => `#/present/${idPath(id)}/${step}`,
  /** The speaker's notes of a presented lesson, in a second window kept in step with the room's. */
  notes: (id: string, step = 1): string => `#/notes/${idPath(id)}/${step}`,
  handout: (id: string, answers = false): string => `#/handout/${idPath(id)}${answers ? '?answers=yes' : ''}`,
  /** A game's own page: its lessons in order with the learner's progress, and its words. */
  game: (game: string): string => `#/game/${encodeURIComponent(game)}`,
  play: (game: string, params?: URLSearchParams): string => {
    const q = params?.toString() ?? '';
    return `#/play/${encodeURIComponent(game)}${q ? `?${q}` : ''}`;
  },
  open: (): string => '#/open',
  edit: (draft?: string): string => (draft ? `#/edit?${new URLSearchParams({ draft }).toString()}` : '#/edit'),
};

/** Changes the address without adding a history entry (the page already shows it). */
export function replaceRoute(hash: string): void {
  if (window.location.hash === hash) return;
  const url = `${window.location.pathname}${window.location.search}${hash}`;
  window.history.replaceState(null, '', url);
}
