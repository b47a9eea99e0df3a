// A printable handout of a lesson: every step's text, its table as it stands when the question
// is asked, the answer and its explanation. The print stylesheet lays it out for paper.

import { answerText } from './answers';
import { gameName } from './catalog';
import { button, el, link, pageHeading, paragraphs } from './dom';
import type { LessonFile } from './lesson-file';
import { bottomSeat, questionFrame } from './lesson-frames';
import { routes } from './router';
import { namingFor } from './seats';
import { TableView } from './table';
import type { StepWords } from './lesson-words';
import type { LessonStepBody } from './types';

export function handoutPage(lesson: LessonFile, seats: number, steps: LessonStepBody[], words: StepWords[]): HTMLElement {
  const main = Object.assign(el('main', 'handout'), { id: 'main' });
  const tools = el('p', 'handout-tools');
  tools.append(link('All games', routes.home()), link('Present this lesson', routes.present(lesson.id, 1)), button('Print', () => window.print(), 'primary'));
  main.append(tools, pageHeading(lesson.title), el('p', 'handout-game', `${gameName(lesson.game)} · ${lesson.summary}`));
  const list = el('ol', 'handout-steps');
  steps.forEach((body, i) => {
    const li = el('li', 'handout-step');
    li.append(el('h2', undefined, `Step ${i + 1}`), ...paragraphs(lesson.steps[i]?.text ?? '', 'step-para'));
    const frame = questionFrame(lesson, seats, i, body);
    if (frame) {
      const view = new TableView(`The table at step ${i + 1}`);
      view.render({
        game: lesson.game,
        naming: namingFor(lesson.game, seats, bottomSeat(lesson, i, body)),
        frame,
        marks: {},
      });
      li.append(view.root);
    }
    const q = body.question;
    if (q) {
      const answer = el('p', 'handout-answer', answerText(lesson.game, q, frame?.trick.cards ?? [], words[i]?.accept ?? []));
      li.append(answer);
      if (q.explain) li.append(el('p', 'handout-explain', q.explain));
    }
    list.append(li);
  });
  main.append(list);
  return main;
}
