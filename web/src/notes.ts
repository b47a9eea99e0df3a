// The speaker's notes of a presented lesson: a second window, on the presenter's own screen, that
// shows the step the room sees with its hints and its answer, and the step after it. It follows
// the room's screen (presenter.ts) over the lesson's channel, and its buttons and clicker keys
// move the screen; opened alone, it moves by itself.

import { answerText } from './answers';
import { gameName } from './catalog';
import { button, el, keyed, keepingFocus, pageHeading, paragraphs } from './dom';
import { inLang, t, type MessageKey } from './i18n';
import { languageMenu } from './language-menu';
import { pieceKey } from './pack';
import type { LessonFile } from './lesson-file';
import { questionFrame } from './lesson-frames';
import type { StepWords } from './lesson-words';
import { clickerAction } from './presenter';
import { presentChannel, type PresentAction, type PresentMessage } from './present-channel';
import { replaceRoute, routes } from './router';
import type { LessonStepBody } from './types';

/** What the room is asked, by the kind of question (message `notes.ask.<kind>`, by the pieces where they are named). */
function askOf(game: string, kind: string): string {
  if (kind === 'play' || kind === 'legal' || kind === 'winner') return t(pieceKey(game, `notes.ask.${kind}`));
  return t(kind === 'count' || kind === 'score' || kind === 'action' ? (`notes.ask.${kind}` as MessageKey) : 'notes.ask.other');
}

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
    this.controls.setAttribute('aria-label', t('notes.controls'));
    const head = el('header', 'notes-head');
    // The notes have no site header: their language menu is here.
    head.append(el('p', 'crumbs', t('notes.crumbs', { game: gameName(lesson.game) })), inLang(pageHeading(lesson.title), lesson.lang), this.status, languageMenu());
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
    const where = this.screen ? t('notes.followed') : t('notes.alone');
    this.status.textContent = t('notes.status', { step: this.step, count: this.steps.length, where });

    const back = keyed(button(t('player.back'), () => this.act('back'), 'notes-back'), 'back');
    back.disabled = this.index === 0;
    const forwardLabel = q && !this.revealed ? t('notes.reveal') : this.index + 1 < this.steps.length ? t('notes.nextStep') : t('notes.lastStep');
    const forward = keyed(button(forwardLabel, () => this.act('forward'), 'primary notes-forward'), 'forward');
    forward.disabled = !(q && !this.revealed) && this.index + 1 >= this.steps.length;
    const hands = keyed(button(t('notes.hands'), () => this.act('face-up'), 'notes-face-up'), 'face-up');
    hands.disabled = !this.screen;
    this.controls.replaceChildren(back, forward, hands);

    const lang = this.lesson.lang;
    this.now.replaceChildren(el('h2', undefined, t('notes.now', { step: this.step })), ...paragraphs(this.textOf(this.index), 'notes-text').map((p) => inLang(p, lang)));
    if (q) {
      this.now.append(el('p', 'notes-ask', askOf(this.lesson.game, q.ask)));
      const hints = this.hintsOf(this.index);
      if (hints.length > 0) {
        const list = inLang(el('ol', 'notes-hints'), lang);
        for (const h of hints) list.append(el('li', undefined, h));
        this.now.append(el('h3', undefined, t('player.hints')), list);
      }
      const frame = questionFrame(this.lesson, this.seats, this.index, body);
      const answer = answerText(this.lesson.game, q, frame?.trick.cards ?? [], this.words[this.index]?.accept ?? []);
      this.now.append(el('h3', undefined, this.revealed ? t('notes.answerOut') : t('notes.answerHidden')), el('p', 'notes-answer', answer));
      if (q.explain) this.now.append(inLang(el('p', 'notes-explain', q.explain), lang));
    }

    const after = this.index + 1;
    if (after < this.steps.length) {
      const nextQ = this.steps[after]?.question;
      this.next.replaceChildren(el('h2', undefined, t('notes.nextAt', { step: after + 1 })), ...paragraphs(this.textOf(after), 'notes-text').map((p) => inLang(p, lang)));
      if (nextQ) this.next.append(el('p', 'notes-ask', askOf(this.lesson.game, nextQ.ask)));
    } else {
      this.next.replaceChildren(el('h2', undefined, t('notes.next')), el('p', 'notes-text', t('notes.last')));
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
