// Page start-up: read the lesson and the address, load the core, wire the controls.

import './style.css';
import lessonFile from '../../lessons/texas-42/first-hand.json';
import { loadEngine } from './engine';
import { readLesson, readSettings } from './lesson';
import { trumpName } from './seats';
import { Tutor } from './tutor';
import type { GamesBody } from './types';

function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The page has no element #${id}.`);
  return found as T;
}

async function start(): Promise<void> {
  const lesson = readLesson(lessonFile);
  const settings = readSettings(window.location.search);

  byId('lesson-title').textContent = lesson.title;
  byId('lesson-intro').textContent = lesson.intro;
  document.title = `${lesson.title} · Trick-taking rules tutor`;

  const engine = await loadEngine();

  // The trump choices are the ones the core lists for this game.
  const lessonTrump = lesson.options.trump ?? '';
  let trumpValues = [lessonTrump];
  const games = engine.request<GamesBody>({ op: 'games' });
  if (games.ok) {
    const game = games.games.find((g) => g.id === lesson.game);
    const option = game?.options.find((o) => o.name === 'trump');
    if (option && option.values.length > 0) trumpValues = option.values;
  }
  const trumpSelect = byId<HTMLSelectElement>('trump');
  trumpSelect.replaceChildren(
    ...trumpValues.map((v) => {
      const o = document.createElement('option');
      o.value = v;
      o.textContent = trumpName(v);
      return o;
    }),
  );
  const trump = settings.trump !== null && trumpValues.includes(settings.trump) ? settings.trump : lessonTrump;
  trumpSelect.value = trump;

  const undo = byId<HTMLButtonElement>('undo');
  const tutor = new Tutor(
    engine,
    lesson,
    settings.pace,
    {
      root: document,
      feedback: byId('feedback'),
      trickResult: byId('trick-result'),
      error: byId('error'),
      dealInfo: byId('deal-info'),
      undo,
    },
    settings.seed ?? lesson.seed,
    trump,
  );

  const remember = (): void => {
    const q = new URLSearchParams(window.location.search);
    if (tutor.currentSeed === lesson.seed) q.delete('seed');
    else q.set('seed', String(tutor.currentSeed));
    if (tutor.trump === lessonTrump) q.delete('trump');
    else q.set('trump', tutor.trump);
    const query = q.toString();
    window.history.replaceState(null, '', query ? `?${query}` : window.location.pathname);
  };

  trumpSelect.addEventListener('change', () => {
    tutor.setTrump(trumpSelect.value);
    remember();
  });
  byId('new-deal').addEventListener('click', () => {
    tutor.deal(tutor.currentSeed + 1);
    remember();
  });
  byId('replay').addEventListener('click', () => tutor.deal(tutor.currentSeed));
  undo.addEventListener('click', () => tutor.undo());
  byId('hint').addEventListener('click', () => tutor.showHint());
  const showAll = byId<HTMLInputElement>('show-all');
  showAll.addEventListener('change', () => tutor.setShowAllHands(showAll.checked));

  tutor.deal(tutor.currentSeed);
  byId('table').dataset.ready = 'true';
}

start().catch((e: unknown) => {
  const error = document.getElementById('error');
  const message = e instanceof Error ? e.message : String(e);
  if (error) {
    error.hidden = false;
    error.textContent = `The tutor could not start: ${message}`;
  }
  console.error(e);
});
