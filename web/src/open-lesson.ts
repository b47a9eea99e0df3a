// A teacher's own lesson: a file chosen with the file picker or dropped on the page. The core
// checks it (`lesson` request) exactly as it checks the curriculum, and the page lists any
// problems in plain words: which step, which card, why. Text from the file is shown as text.

import { el, link, pageHeading } from './dom';
import type { Engine } from './engine';
import { notice } from './feedback';
import { t } from './i18n';
import { checkLessonSource } from './lesson-check';
import { LESSON_MAX_BYTES, LessonShapeError, parseLessonText } from './lesson-file';
import { rememberOpened } from './lessons';
import { routes } from './router';

export function openLessonPage(engine: Engine): HTMLElement {
  const main = Object.assign(el('main', 'open-page'), { id: 'main' });
  const crumbs = el('p', 'crumbs');
  crumbs.append(link(t('nav.allGames'), routes.home()), document.createTextNode(` · ${t('open.title')}`));
  const intro = el('p', 'intro', t('open.intro'));

  const zone = el('div', 'drop-zone');
  zone.dataset.state = 'idle';
  const label = el('label', 'file-label', t('open.fileLabel'));
  const input = Object.assign(el('input'), { type: 'file', id: 'lesson-file', accept: '.json,application/json' });
  label.htmlFor = input.id;
  zone.append(label, input, el('p', 'drop-hint', t('open.dropHint')));

  const result = Object.assign(el('section', 'open-result'), { id: 'open-result' });
  result.setAttribute('aria-live', 'polite');

  const show = (name: string, bytes: Uint8Array): void => {
    result.replaceChildren(...report(engine, name, bytes));
    result.querySelector<HTMLElement>('h2')?.focus();
  };

  // The file's bytes, as `tutor lint` reads them: no more than one past the limit, which is
  // enough for the core to say, in lint's words, that the file is too big.
  const read = (file: File): void => {
    file.slice(0, LESSON_MAX_BYTES + 1).arrayBuffer().then(
      (buffer) => show(file.name, new Uint8Array(buffer)),
      () => result.replaceChildren(notice(t('open.unreadable', { name: file.name }), 'error')),
    );
  };

  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (file) read(file);
  });
  zone.addEventListener('dragover', (e) => {
    e.preventDefault();
    zone.dataset.state = 'over';
  });
  zone.addEventListener('dragleave', () => {
    zone.dataset.state = 'idle';
  });
  zone.addEventListener('drop', (e) => {
    e.preventDefault();
    zone.dataset.state = 'idle';
    const file = e.dataTransfer?.files[0];
    if (file) read(file);
  });

  main.append(crumbs, pageHeading(t('open.title')), intro, zone, result);
  return main;
}

function problemList(heading: HTMLElement, name: string, problems: string[]): HTMLElement[] {
  heading.textContent = t('open.problems', { name, count: problems.length });
  const list = el('ul', 'problems');
  for (const p of problems) list.append(el('li', undefined, p));
  return [heading, el('p', undefined, t('open.fixThese')), list];
}

function report(engine: Engine, name: string, bytes: Uint8Array): HTMLElement[] {
  const heading = Object.assign(el('h2'), { tabIndex: -1 });
  const checked = checkLessonSource(engine, bytes);
  if (!checked.ok) return problemList(heading, name, checked.problems);
  // The core read the file as UTF-8 and strict JSON, so its text decodes whole (a byte order
  // mark dropped, as the core skips it) and JSON.parse reads what the core read.
  const source = new TextDecoder().decode(bytes);
  let lesson;
  try {
    lesson = parseLessonText(source);
  } catch (e) {
    if (!(e instanceof LessonShapeError)) throw e;
    return problemList(heading, name, [e.message]);
  }
  rememberOpened(lesson, source);
  heading.textContent = t('open.ready', { title: lesson.title });
  const summary = el('p', undefined, t('open.checked', { count: lesson.steps.length }));
  const actions = el('p', 'open-actions');
  actions.append(
    link(t('open.play'), routes.lesson(lesson.id, 1), 'button-link primary'),
    link(t('open.present'), routes.present(lesson.id, 1), 'button-link'),
    link(t('open.handout'), routes.handout(lesson.id), 'button-link'),
  );
  return [heading, summary, actions];
}
