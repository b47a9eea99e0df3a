// Start-up and page switching: load the learner's language and the rules core, read the address,
// show the page it names.

import './style.css';
import './path.css';
import { gameInfo, setGames } from './catalog';
import { button, el, link, pageHeading } from './dom';
import { loadEngine, type Engine } from './engine';
import { notice } from './feedback';
import { editorPage } from './editor';
import { FreePlay } from './free-play';
import { useGlossaries } from './glossary';
import { handoutPage } from './handout';
import { gamePage, homePage } from './home';
import { language, t, useCatalog } from './i18n';
import { currentLang } from './lang';
import { loadLanguagePack } from './language-pack';
import { checkLesson } from './lesson-check';
import { LessonPlayer } from './lesson-player';
import { findLesson, loadCurriculum } from './lessons';
import { openLessonPage } from './open-lesson';
import { SpeakerNotes } from './notes';
import { keepForOffline } from './offline-language';
import { translatePage } from './page-words';
import { presenterScreen } from './presenter';
import { touchLesson } from './recent';
import { isAppAddress, parseRoute, replaceRoute, routes, type Route } from './router';
import type { GameInfo } from './types';

interface View {
  /** Identifies the page, so a step change within one lesson keeps its player. */
  key: string;
  root: HTMLElement;
  player?: LessonPlayer;
  dispose?: () => void;
}

const app = document.getElementById('app') as HTMLElement;
let current: View | null = null;

function show(view: View): void {
  current?.dispose?.();
  current = view;
  app.replaceChildren(view.root);
  document.body.dataset.page = view.key.split(':')[0] ?? '';
  const title = view.root.querySelector('h1')?.textContent ?? '';
  document.title = title ? t('site.pageTitle', { page: title }) : t('site.name');
  // Move focus to the new page's heading, so keyboard and screen-reader users start there.
  view.root.querySelector<HTMLElement>('.page-title')?.focus({ preventScroll: true });
  window.scrollTo(0, 0);
}

function problemPage(title: string, lines: string[]): View {
  const main = Object.assign(el('main', 'problem-page'), { id: 'main' });
  const list = el('ul', 'problems');
  for (const line of lines) list.append(el('li', undefined, line));
  main.append(pageHeading(title), list, link(t('nav.backToGames'), routes.home(), 'button-link'));
  return { key: `problem:${title}`, root: main };
}

/** A lesson checked by the core, or the page that says why it cannot be shown. */
function checkedLesson(engine: Engine, id: string): { found: NonNullable<ReturnType<typeof findLesson>>; checked: Extract<ReturnType<typeof checkLesson>, { ok: true }> } | View {
  const found = findLesson(id);
  if (!found) return problemPage(t('problem.noLesson'), [t('problem.noLessonWhy', { id })]);
  const checked = checkLesson(engine, found.lesson);
  if (!checked.ok) return problemPage(t('problem.lessonBroken', { title: found.lesson.title }), checked.problems);
  return { found, checked };
}

function lessonView(engine: Engine, route: Extract<Route, { page: 'lesson' | 'present' }>): View {
  const presenter = route.page === 'present';
  const key = `${route.page}:${route.id}`;
  if (current?.key === key && current.player) {
    if (current.player.step !== route.step) current.player.goTo(route.step);
    return current;
  }
  const lesson = checkedLesson(engine, route.id);
  if ('root' in lesson) return lesson;
  const { found, checked } = lesson;
  const game = found.lesson.game;
  const player = new LessonPlayer(found.lesson, checked.seats, checked.steps, checked.words, {
    presenter,
    opened: found.opened,
    onStep: (step) => {
      replaceRoute(presenter ? routes.present(route.id, step) : routes.lesson(route.id, step));
      // The learner's own run through a curriculum lesson is where "Continue" picks up.
      if (!presenter && !found.opened) touchLesson(game, route.id, step);
    },
    request: (req) => engine.request(req),
  });
  player.goTo(route.step, true);
  if (!presenter) return { key, root: player.root, player };
  const screen = presenterScreen(player, route.id);
  return { key, root: screen.root, player, dispose: screen.stop };
}

function notesView(engine: Engine, route: Extract<Route, { page: 'notes' }>): View {
  const lesson = checkedLesson(engine, route.id);
  if ('root' in lesson) return lesson;
  const { found, checked } = lesson;
  const notes = new SpeakerNotes(found.lesson, checked.seats, checked.steps, checked.words, route.step);
  const stopKeys = notes.listenForClicker();
  return {
    key: `notes:${route.id}`,
    root: notes.root,
    dispose: () => {
      stopKeys();
      notes.stop();
    },
  };
}

function viewFor(engine: Engine, route: Route): View {
  switch (route.page) {
    case 'home':
      return { key: 'home', root: homePage(render) };
    case 'game': {
      const info = gameInfo(route.game);
      if (!info) return problemPage(t('problem.noGame'), [t('problem.noGameWhy', { game: route.game })]);
      return { key: `game:${route.game}`, root: gamePage(info.id, info.name, render) };
    }
    case 'lesson':
    case 'present':
      return lessonView(engine, route);
    case 'notes':
      if (current?.key === `notes:${route.id}`) return current;
      return notesView(engine, route);
    case 'handout': {
      if (current?.key === `handout:${route.id}`) return current;
      const lesson = checkedLesson(engine, route.id);
      if ('root' in lesson) return lesson;
      const { found, checked } = lesson;
      return { key: `handout:${route.id}`, root: handoutPage(found.lesson, checked.seats, checked.steps, checked.words, route.answers) };
    }
    case 'play': {
      if (!gameInfo(route.game)) return problemPage(t('problem.noGame'), [t('problem.noGameWhy', { game: route.game })]);
      const play = new FreePlay(engine, route.game, route.params);
      return { key: `play:${route.game}`, root: play.root, dispose: () => play.stopBots() };
    }
    case 'open':
      return { key: 'open', root: openLessonPage(engine) };
    case 'edit':
      // The editor keeps its address in step with the draft shown, so it is never rebuilt for it.
      if (current?.key === 'edit') return current;
      return { key: 'edit', ...editorPage(engine, route.draft) };
    case 'missing':
      return problemPage(t('problem.notFound'), [t('problem.notFoundWhy', { hash: route.hash })]);
  }
}

let engineRef: Engine | null = null;

function render(): void {
  if (!engineRef) return;
  const hash = window.location.hash;
  let route = parseRoute(hash);
  if (!isAppAddress(hash)) {
    // "#main", "#top" and the like are places in a page: with a page shown the browser scrolls
    // to them; arriving with one (a skip link opened in a new tab), the home page is the page
    // they belong to, rather than none at all.
    if (current) return;
    route = { page: 'home' };
  }
  const view = viewFor(engineRef, route);
  if (view !== current) show(view);
  if (document.body.dataset.ready !== 'true') {
    document.body.dataset.ready = 'true';
    // The moment the first page can be used, for bench/web.mjs.
    performance.mark('tutor-first-view');
  }
}

// The skip link moves focus to the page's main content without touching the address.
document.getElementById('skip-link')?.addEventListener('click', (e) => {
  e.preventDefault();
  const main = document.getElementById('main');
  if (!main) return;
  main.tabIndex = -1;
  main.focus();
});

/**
 * The learner's language before anything is shown: its messages, its lessons' words and its
 * glossaries, while the core loads. Should they not load, the page stays in English.
 */
async function loadLanguage(): Promise<void> {
  const lang = currentLang();
  let lessonWords: Record<string, unknown> = {};
  try {
    const pack = await loadLanguagePack(lang);
    useCatalog(lang, pack.messages);
    useGlossaries(lang, pack.glossaries);
    lessonWords = pack.lessons;
    if (pack.url) keepForOffline(pack.url);
  } catch (e) {
    console.warn(`The ${lang} words could not be loaded; the page is in English.`, e);
    if (lang !== 'en') useCatalog('en', (await loadLanguagePack('en').catch(() => null))?.messages ?? {});
  }
  await loadCurriculum(lang, lessonWords);
  document.documentElement.lang = language();
  translatePage();
}

async function start(): Promise<void> {
  const engineLoading = loadEngine();
  // Should the core fail to load, that is reported below, once the language is in place.
  engineLoading.catch(() => undefined);
  await loadLanguage();
  const engine = await engineLoading;
  const games = engine.request<{ games: GameInfo[] }>({ op: 'games' });
  if (!games.ok) throw new Error(games.error.message);
  setGames(games.games);
  engineRef = engine;
  window.addEventListener('hashchange', render);
  render();
}

// The person reading this cannot act on the loader's own words ("Aborted(...)"): they get what
// happened and what to do in plain words, and the details go to the console for whoever keeps
// the site.
start().catch((e: unknown) => {
  app.replaceChildren(
    notice(t('start.failed'), 'error'),
    button(t('start.reload'), () => window.location.reload(), 'primary'),
  );
  console.error(e);
});
