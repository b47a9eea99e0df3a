// The home page: every game the core knows, a few of its cards, its lessons with the learner's
// progress and stars, free play, and the game's own words.

import { cardList } from './cards';
import { allGames } from './catalog';
import { button, el, labelled, link, pageHeading } from './dom';
import { notice, starsBadge } from './feedback';
import { glossaryOf } from './glossary';
import type { LessonFile } from './lesson-file';
import { lessonsOf, openedLessons, skippedFiles } from './lessons';
import { pieceOf, samplePack } from './pack';
import * as progress from './progress';
import { routes } from './router';

function lessonItem(lesson: LessonFile, book: progress.ProgressBook, rerender: () => void): HTMLLIElement {
  const li = el('li', 'lesson-item');
  li.dataset.lesson = lesson.id;
  const p = book.progressOf(lesson.id);
  const title = link(lesson.title, routes.lesson(lesson.id, p && !p.done ? p.reached : 1), 'lesson-link');
  const status = el('p', 'lesson-status');
  if (p?.done) {
    status.append(starsBadge(p.stars), document.createTextNode(' Finished'));
  } else if (p) {
    status.textContent = `In progress: step ${Math.min(p.reached, lesson.steps.length)} of ${lesson.steps.length}`;
  } else {
    status.textContent = `${lesson.steps.length} steps · not started`;
  }
  const actions = el('p', 'lesson-actions');
  actions.append(link('Present', routes.present(lesson.id, 1), 'small-link'), link('Handout', routes.handout(lesson.id), 'small-link'));
  if (p) {
    const reset = () => {
      book.resetLesson(lesson.id);
      rerender();
    };
    actions.append(labelled(button('Reset progress', reset, 'small reset'), `Reset progress of “${lesson.title}”`));
  }
  li.append(title, el('p', 'lesson-summary-line', lesson.summary), status, actions);
  return li;
}

function gameSection(id: string, name: string, rerender: () => void): HTMLElement {
  const section = Object.assign(el('section', 'game'), { id: `game-${id}` });
  section.dataset.game = id;
  const heading = Object.assign(el('h2', undefined, name), { id: `game-${id}-title` });
  section.setAttribute('aria-labelledby', heading.id);

  const pack = cardList(id, samplePack(id), 'pack-sample', 'pack-card', `Some ${pieceOf(id)}s of ${name}`);

  const lessons = lessonsOf(id);
  const list = labelled(el('ol', 'lesson-list'), `Lessons of ${name}`);
  for (const lesson of lessons) list.append(lessonItem(lesson, progress.curriculum, rerender));
  const none = el('p', 'empty', 'The lessons for this game are still being written. Free play is open.');
  const lessonsBlock = [el('h3', undefined, 'Lessons'), lessons.length > 0 ? list : none];

  const play = link(`Free play: ${name}`, routes.play(id), 'button-link play-link');

  const glossary = el('details', 'glossary');
  glossary.append(el('summary', undefined, `Words of ${name}`));
  const dl = el('dl');
  for (const t of glossaryOf(id)) dl.append(el('dt', undefined, t.term), el('dd', undefined, t.meaning));
  glossary.append(dl);

  section.append(heading, pack, ...lessonsBlock, play, glossary);
  return section;
}

/** Builds the home page. `rerender` redraws it after a reset. */
export function homePage(rerender: () => void): HTMLElement {
  const main = Object.assign(el('main', 'home'), { id: 'main' });
  const head = el('header', 'home-head');
  const tools = el('p', 'home-tools');
  tools.append(link('Open a lesson file', routes.open(), 'button-link'));
  const tagline = el('p', 'tagline', 'Learn historic trick-taking games by playing them: every rule and every reason comes from the rules core.');
  head.append(pageHeading('Trick-taking rules tutor'), tagline, tools);
  main.append(head);

  for (const book of [progress.curriculum, progress.opened]) {
    const reset = book.takeNotice();
    if (reset) main.append(notice(reset));
  }
  const notSaved = progress.curriculum.notSaved() ?? progress.opened.notSaved();
  if (notSaved) main.append(notice(notSaved));

  const mine = openedLessons();
  if (mine.length > 0) {
    const section = el('section', 'game opened');
    section.append(el('h2', undefined, 'Your lesson files (this tab)'));
    const list = el('ul', 'lesson-list');
    for (const l of mine) list.append(lessonItem(l, progress.opened, rerender));
    section.append(list);
    main.append(section);
  }

  const games = el('div', 'games');
  for (const g of allGames()) games.append(gameSection(g.id, g.name, rerender));
  main.append(games);

  const skipped = skippedFiles();
  if (skipped.length > 0) {
    const d = el('details', 'skipped');
    d.append(el('summary', undefined, `${skipped.length} lesson ${skipped.length === 1 ? 'file is' : 'files are'} not shown`));
    const ul = el('ul');
    for (const s of skipped) ul.append(el('li', undefined, `${s.path}: ${s.why}`));
    d.append(ul);
    main.append(d);
  }
  return main;
}
