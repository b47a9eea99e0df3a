// The home page and each game's own page. The home page is short enough to take in at a glance:
// one "Continue" across games (the lesson touched last), then a card per game with a few of its
// cards and where the learner picks it up ("Start here" for a game not begun). A game's page lists
// its lessons in order with the learner's progress and stars, free play, and the game's words.

import { cardList } from './cards';
import { allGames, gameName } from './catalog';
import { button, el, labelled, link, pageHeading } from './dom';
import { notice, starsBadge } from './feedback';
import { glossaryOf } from './glossary';
import { inLang, language, t, type MessageKey } from './i18n';
import type { LessonFile } from './lesson-file';
import { curriculumLesson, lessonsOf, openedLessons, skippedFiles } from './lessons';
import { pieceKey, samplePack } from './pack';
import { continueAcross, placeIn, type Place, type PlaceKind } from './path';
import * as progress from './progress';
import { lastTouched } from './recent';
import { routes } from './router';

/** What a place on the path is called on its link. */
const PLACE_WORDS: Record<PlaceKind, MessageKey> = {
  start: 'path.start',
  continue: 'path.continue',
  next: 'path.next',
  done: 'path.done',
};

function statusLine(lesson: LessonFile, book: progress.ProgressBook): HTMLElement {
  const status = el('p', 'lesson-status');
  const p = book.progressOf(lesson.id);
  if (p?.done) {
    status.append(starsBadge(p.stars), document.createTextNode(` ${t('path.finished')}`));
  } else if (p) {
    status.textContent = t('path.inProgress', { step: Math.min(p.reached, lesson.steps.length), count: lesson.steps.length });
  } else {
    status.textContent = t('path.notStarted', { count: lesson.steps.length });
  }
  return status;
}

function lessonItem(lesson: LessonFile, book: progress.ProgressBook, rerender: () => void): HTMLLIElement {
  const li = el('li', 'lesson-item');
  li.dataset.lesson = lesson.id;
  const p = book.progressOf(lesson.id);
  const title = inLang(link(lesson.title, routes.lesson(lesson.id, p && !p.done ? p.reached : 1), 'lesson-link'), lesson.lang);
  const actions = el('p', 'lesson-actions');
  actions.append(link(t('path.present'), routes.present(lesson.id, 1), 'small-link'), link(t('path.handout'), routes.handout(lesson.id), 'small-link'));
  if (p) {
    const reset = () => {
      book.resetLesson(lesson.id);
      rerender();
    };
    actions.append(labelled(button(t('path.reset'), reset, 'small reset'), t('path.resetLabel', { title: lesson.title })));
  }
  li.append(title, inLang(el('p', 'lesson-summary-line', lesson.summary), lesson.lang), statusLine(lesson, book), actions);
  return li;
}

/** The lesson where a game picks up, as one item: what it is ("Start here"), its link and its status. */
function placeItem(place: Place): HTMLElement {
  const item = el('div', 'lesson-item place');
  item.dataset.lesson = place.lesson.id;
  item.dataset.place = place.kind;
  const go = inLang(link(place.lesson.title, routes.lesson(place.lesson.id, place.step), 'lesson-link'), place.lesson.lang);
  item.append(el('p', 'place-kind', t(PLACE_WORDS[place.kind])), go, statusLine(place.lesson, progress.curriculum));
  return item;
}

function doneCount(lessons: readonly LessonFile[]): number {
  return lessons.filter((l) => progress.curriculum.progressOf(l.id)?.done).length;
}

/** "3 of 11 lessons finished". */
function finishedCount(lessons: readonly LessonFile[]): string {
  return t('path.finishedCount', { done: doneCount(lessons), count: lessons.length });
}

function packOf(id: string, name: string): HTMLElement {
  return cardList(id, samplePack(id), 'pack-sample', 'pack-card', t(pieceKey(id, 'home.packSample'), { game: name }));
}

/** A game's card on the home page: its cards, where the learner picks it up, its page and free play. */
function gameCard(id: string, name: string): HTMLElement {
  const section = Object.assign(el('section', 'game game-card'), { id: `game-${id}` });
  section.dataset.game = id;
  const heading = Object.assign(el('h2'), { id: `game-${id}-title` });
  heading.append(link(name, routes.game(id), 'game-link'));
  section.setAttribute('aria-labelledby', heading.id);
  const lessons = lessonsOf(id);
  const place = placeIn(id);
  const more = el('p', 'game-links');
  more.append(
    link(lessons.length > 0 ? t('home.allLessons', { count: lessons.length, done: doneCount(lessons) }) : t('home.gameWords'), routes.game(id), 'small-link all-lessons'),
    link(t('home.freePlay'), routes.play(id), 'small-link play-link'),
  );
  const body = place ? placeItem(place) : el('p', 'empty', t('home.noLessons'));
  section.append(heading, packOf(id, name), body, more);
  return section;
}

/** The one "Continue" across games, or, before any lesson is touched, where to begin. */
function continueBlock(): HTMLElement {
  const box = el('section', 'continue');
  const place = continueAcross();
  const touched = lastTouched();
  const finished = touched ? curriculumLesson(touched.id) : null;
  if (!place && finished) {
    // The lesson touched last was its game's last, and it is finished.
    const game = gameName(finished.game);
    box.append(el('p', 'continue-intro', t('home.allFinished', { game })), link(t('home.freePlayOf', { game }), routes.play(finished.game), 'button-link'));
    return box;
  }
  if (!place) {
    box.append(el('p', 'continue-intro', t('home.newHere')));
    return box;
  }
  box.dataset.lesson = place.lesson.id;
  const go = link(t(place.kind === 'continue' ? 'home.continueTo' : 'home.nextTo', { title: place.lesson.title }), routes.lesson(place.lesson.id, place.step), 'button-link primary continue-link');
  const where = t('home.continueWhere', { game: gameName(place.lesson.game), step: place.step, count: place.lesson.steps.length });
  box.append(go, el('p', 'continue-where', where));
  return box;
}

/** The notices about saved progress (reset, damaged, not saved), shown on the pages that list lessons. */
function progressNotices(): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (const book of [progress.curriculum, progress.opened]) {
    const reset = book.takeNotice();
    if (reset) out.push(notice(reset));
  }
  const notSaved = progress.curriculum.notSaved() ?? progress.opened.notSaved();
  if (notSaved) out.push(notice(notSaved));
  return out;
}

/** Builds the home page. `rerender` redraws it after a reset. */
export function homePage(rerender: () => void): HTMLElement {
  const main = Object.assign(el('main', 'home'), { id: 'main' });
  const head = el('header', 'home-head');
  const tagline = el('p', 'tagline', t('home.tagline'));
  head.append(pageHeading(t('site.name')), tagline);
  main.append(head, ...progressNotices(), continueBlock());

  const mine = openedLessons();
  if (mine.length > 0) {
    const section = el('section', 'game opened');
    section.append(el('h2', undefined, t('home.yourFiles')));
    const list = el('ul', 'lesson-list');
    for (const l of mine) list.append(lessonItem(l, progress.opened, rerender));
    section.append(list);
    main.append(section);
  }

  const games = el('div', 'games');
  for (const g of allGames()) games.append(gameCard(g.id, g.name));
  main.append(games);

  const skipped = skippedFiles();
  if (skipped.length > 0) {
    const d = el('details', 'skipped');
    d.append(el('summary', undefined, t('home.skipped', { count: skipped.length })));
    const ul = el('ul');
    for (const s of skipped) ul.append(el('li', undefined, t('home.skippedFile', { path: s.path, why: s.why() })));
    d.append(ul);
    main.append(d);
  }
  return main;
}

/** A game's own page: where the learner picks it up, every lesson in order, free play, its words. */
export function gamePage(id: string, name: string, rerender: () => void): HTMLElement {
  const main = Object.assign(el('main', 'game-page'), { id: 'main' });
  main.dataset.game = id;
  const crumbs = el('p', 'crumbs');
  crumbs.append(link(t('nav.allGames'), routes.home()), document.createTextNode(` · ${name}`));
  main.append(crumbs, pageHeading(name), ...progressNotices());

  const top = el('div', 'game-top');
  const place = placeIn(id);
  top.append(packOf(id, name));
  if (place) top.append(placeItem(place));
  top.append(link(t('home.freePlayOf', { game: name }), routes.play(id), 'button-link play-link'));
  main.append(top);

  const lessons = lessonsOf(id);
  const lessonsSection = labelled(el('section', 'game-lessons'), t('game.lessonsOf', { game: name }));
  lessonsSection.append(el('h2', undefined, t('game.lessonsHeading', { finished: finishedCount(lessons) })));
  if (lessons.length > 0) {
    const list = labelled(el('ol', 'lesson-list'), t('game.lessonsOf', { game: name }));
    for (const lesson of lessons) list.append(lessonItem(lesson, progress.curriculum, rerender));
    lessonsSection.append(list);
  } else {
    lessonsSection.append(el('p', 'empty', t('home.noLessons')));
  }

  const words = el('section', 'glossary');
  words.append(el('h2', undefined, t('game.wordsOf', { game: name })));
  const dl = el('dl');
  for (const term of glossaryOf(id, language())) dl.append(inLang(el('dt', undefined, term.term), term.lang), inLang(el('dd', undefined, term.meaning), term.lang));
  words.append(dl);
  const body = el('div', 'game-body');
  body.append(lessonsSection, words);
  main.append(body);
  return main;
}
