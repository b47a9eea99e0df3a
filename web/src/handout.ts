// A printable handout of a lesson: every step's text and its table as it stands when the question
// is asked, laid out compactly (handout.css: steps side by side, small cards, a lesson on a few
// pages). The answers and their explanations are printed only when asked for: a checkbox, kept in
// the handout's address (`?answers=yes`), so a teacher can print one copy with and one without.

import { answerText } from './answers';
import { gameName } from './catalog';
import { button, el, link, pageHeading, paragraphs } from './dom';
import { inLang, t } from './i18n';
import type { LessonFile } from './lesson-file';
import { bottomSeat, questionFrame } from './lesson-frames';
import { replaceRoute, routes } from './router';
import { namingFor } from './seats';
import { TableView } from './table';
import type { StepWords } from './lesson-words';
import type { LessonStepBody } from './types';

/** One step: its text, its table, and its answer (shown or not with the page's answers). */
function stepItem(lesson: LessonFile, seats: number, body: LessonStepBody, words: StepWords | undefined, i: number): HTMLLIElement {
  const li = el('li', 'handout-step');
  const q = body.question;
  li.append(el('h2', undefined, t('check.step', { step: i + 1 })), ...paragraphs(lesson.steps[i]?.text ?? '', 'step-para').map((p) => inLang(p, lesson.lang)));
  const frame = questionFrame(lesson, seats, i, body);
  if (frame) {
    li.classList.add('has-table');
    const view = new TableView(t('handout.table', { step: i + 1 }));
    view.render({ game: lesson.game, naming: namingFor(lesson.game, seats, bottomSeat(lesson, i, body)), frame, marks: {} });
    li.append(view.root);
  }
  if (q) {
    const answer = el('div', 'handout-answer-block');
    answer.append(el('p', 'handout-answer', answerText(lesson.game, q, frame?.trick.cards ?? [], words?.accept ?? [])));
    if (q.explain) answer.append(inLang(el('p', 'handout-explain', q.explain), lesson.lang));
    li.append(answer);
  }
  return li;
}

export function handoutPage(lesson: LessonFile, seats: number, steps: LessonStepBody[], words: StepWords[], withAnswers: boolean): HTMLElement {
  const main = Object.assign(el('main', 'handout'), { id: 'main' });
  const show = (on: boolean): void => {
    main.classList.toggle('with-answers', on);
    for (const block of main.querySelectorAll<HTMLElement>('.handout-answer-block')) block.hidden = !on;
  };
  const tools = el('p', 'handout-tools');
  const label = el('label', 'control checkbox handout-answers');
  const box = Object.assign(el('input'), { type: 'checkbox', checked: withAnswers, name: 'answers' });
  box.addEventListener('change', () => {
    show(box.checked);
    replaceRoute(routes.handout(lesson.id, box.checked));
  });
  label.append(box, el('span', undefined, t('handout.answers')));
  tools.append(link(t('nav.allGames'), routes.home()), link(t('handout.present'), routes.present(lesson.id, 1)), label, button(t('handout.print'), () => window.print(), 'primary'));
  const game = el('p', 'handout-game', `${gameName(lesson.game)} · `);
  game.append(inLang(el('span', undefined, lesson.summary), lesson.lang));
  main.append(tools, inLang(pageHeading(lesson.title), lesson.lang), game);
  const list = el('ol', 'handout-steps');
  steps.forEach((body, i) => list.append(stepItem(lesson, seats, body, words[i], i)));
  main.append(list);
  show(withAnswers);
  return main;
}
