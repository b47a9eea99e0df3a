// The speaker's notes of a presented lesson: a second window, on the presenter's own screen, that
// shows the step the room sees with its hints and its answer, and the step after it. It follows
// the room's screen (presenter.ts) over the lesson's channel, and its buttons and clicker keys
// move the screen; opened alone, it moves by itself.

import { answerText } from './answers';
import { gameName } from './catalog';
import { button, el, keyed, keepingFocus, pageHeading, paragraphs } from './dom';
import type { LessonFile } from './lesson-file';
import { questionFrame } from './lesson-frames';
import type { StepWords } from './lesson-words';
import { clickerAction } from './presenter';
import { presentChannel, type PresentAction, type PresentMessage } from './present-channel';
import { replaceRoute, routes } from './router';
import type { LessonStepBody } from './types';

/** What the room is asked, by the kind of question. */
const ASKS: Record<string, string> = {
  play: 'The room chooses a card to play.',
  legal: 'The room marks every card that may be played.',
  winner: 'The room says which card takes the trick.',
  count: 'The room counts the points.',
  score: 'The room works out the score.',
  action: 'The room chooses what to do.',
};

export class SpeakerNotes {
  readonly root = Object.assign(el('main', 'notes-page'), { id: 'main' });
  private readonly status = el('p', 'notes-status');
  private readonly now = el('section', 'notes-now');
  private readonly next = el('section', 'notes-next');
  private readonly controls = el('nav', 'notes-controls');
  private readonly channel;
  private index: number;
  private revealed = false;
  /** Whether a screen showing this lesson has been heard from. */
  private screen = false;

  constructor(
    private readonly lesson: LessonFile,
    private readonly seats: number,
    private readonly steps: LessonStepBody[],
    private readonly words: StepWords[],
    step: number,
  ) {
    this.index = this.clamp(step) - 1;
    this.root.dataset.lesson = lesson.id;
    this.controls.setAttribute('aria-label', 'Move the room’s screen');
    const head = el('header', 'notes-head');
    head.append(el('p', 'crumbs', `Speaker notes · ${gameName(lesson.game)}`), pageHeading(lesson.title), this.status);
    this.now.setAttribute('aria-live', 'polite');
    const body = el('div', 'notes-body');
    body.append(this.now, this.next);
    this.root.append(head, this.controls, body);
    this.channel = presentChannel(lesson.id);
    this.channel?.listen((m) => this.hear(m));
    this.channel?.post({ kind: 'hello', from: 'notes' });
    this.draw();
  }

  /** Stops listening, when the page is left. */
  stop(): void {
    this.channel?.post({ kind: 'bye', from: 'notes' });
    this.channel?.close();
  }

  get step(): number {
    return this.index + 1;
  }

  private clamp(step: number): number {
    return Math.min(Math.max(step, 1), this.steps.length);
  }

  private hear(m: PresentMessage): void {
    if (m.kind === 'hello' && m.from === 'screen') this.channel?.post({ kind: 'hello', from: 'notes' });
    if (m.kind === 'bye' && m.from === 'screen') {
      this.screen = false;
      this.draw();
    }
    if (m.kind !== 'state') return;
    this.screen = true;
    this.index = this.clamp(m.step) - 1;
    this.revealed = m.revealed;
    this.draw();
  }

  /** A clicker key or a button: the screen acts and says where it went; alone, these notes move. */
  act(action: PresentAction): void {
    if (this.screen) {
      this.channel?.post({ kind: 'act', action });
      return;
    }
    const asks = this.steps[this.index]?.question != null;
    if (action === 'forward' && asks && !this.revealed) this.revealed = true;
    else if (action === 'forward' && this.index + 1 < this.steps.length) this.moveTo(this.index + 1);
    else if (action === 'back' && this.index > 0) this.moveTo(this.index - 1);
    else if (action === 'reveal') this.revealed = true;
    this.draw();
  }

  private moveTo(index: number): void {
    this.index = index;
    this.revealed = false;
  }

  /** Listens for the clicker's keys; returns the function that stops it. */
  listenForClicker(): () => void {
    const onKey = (e: KeyboardEvent): void => {
      const action = clickerAction(e);
      if (!action) return;
      if (action !== 'face-up') e.preventDefault();
      this.act(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }

  private draw(): void {
    keepingFocus(this.root, () => this.drawNow());
  }

  private drawNow(): void {
    const body = this.steps[this.index] as LessonStepBody;
    const q = body.question;
    this.root.dataset.step = String(this.step);
    this.root.dataset.revealed = String(this.revealed);
    this.root.dataset.screen = String(this.screen);
    replaceRoute(routes.notes(this.lesson.id, this.step));
    const where = this.screen ? 'The room’s screen follows these notes.' : 'No room’s screen is open for this lesson: these notes move by themselves.';
    this.status.textContent = `Step ${this.step} of ${this.steps.length} · ${where}`;

    const back = keyed(button('◀ Back', () => this.act('back'), 'notes-back'), 'back');
    back.disabled = this.index === 0;
    const forwardLabel = q && !this.revealed ? 'Reveal the answer ▶' : this.index + 1 < this.steps.length ? 'Next step ▶' : 'Last step';
    const forward = keyed(button(forwardLabel, () => this.act('forward'), 'primary notes-forward'), 'forward');
    forward.disabled = !(q && !this.revealed) && this.index + 1 >= this.steps.length;
    const hands = keyed(button('Show or hide every hand', () => this.act('face-up'), 'notes-face-up'), 'face-up');
    hands.disabled = !this.screen;
    this.controls.replaceChildren(back, forward, hands);

    this.now.replaceChildren(el('h2', undefined, `Now · step ${this.step}`), ...paragraphs(this.textOf(this.index), 'notes-text'));
    if (q) {
      this.now.append(el('p', 'notes-ask', ASKS[q.ask] ?? 'The room answers a question.'));
      const hints = this.hintsOf(this.index);
      if (hints.length > 0) {
        const list = el('ol', 'notes-hints');
        for (const h of hints) list.append(el('li', undefined, h));
        this.now.append(el('h3', undefined, 'Hints'), list);
      }
      const frame = questionFrame(this.lesson, this.seats, this.index, body);
      const answer = answerText(this.lesson.game, q, frame?.trick.cards ?? [], this.words[this.index]?.accept ?? []);
      const state = this.revealed ? 'out: the room has seen it' : 'hidden from the room';
      this.now.append(el('h3', undefined, `The answer (${state})`), el('p', 'notes-answer', answer));
      if (q.explain) this.now.append(el('p', 'notes-explain', q.explain));
    }

    const after = this.index + 1;
    if (after < this.steps.length) {
      const nextQ = this.steps[after]?.question;
      this.next.replaceChildren(el('h2', undefined, `Next · step ${after + 1}`), ...paragraphs(this.textOf(after), 'notes-text'));
      if (nextQ) this.next.append(el('p', 'notes-ask', ASKS[nextQ.ask] ?? 'The room answers a question.'));
    } else {
      this.next.replaceChildren(el('h2', undefined, 'Next'), el('p', 'notes-text', 'This is the last step: the lesson ends here.'));
    }
  }

  private textOf(index: number): string {
    return this.steps[index]?.text ?? this.lesson.steps[index]?.text ?? '';
  }

  private hintsOf(index: number): string[] {
    const q = this.steps[index]?.question;
    if (q?.hints && q.hints.length > 0) return q.hints;
    return this.lesson.steps[index]?.hints ?? [];
  }
}
