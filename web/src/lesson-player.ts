// The lesson player: one step at a time, the step's text, its scripted plays shown card by card,
// and its question. Everything it shows comes from the lesson file (the words) and the core's
// `lesson` response (every position, every legal card, every answer and every reason).
// The presenter mode is the same player with the answer held back until revealed. A whole-hand
// lesson's `action` questions offer the actions the core lists as legal (buttons, cards to pick,
// combinations to tick); any action neither accepted nor given a reason is put to the core's
// `hand` request, whose sentence explains a refusal.

import {
  acceptedCards,
  actionLabel,
  answerText,
  judgeAction,
  needsCore,
  sameAction,
  judgeLegal,
  judgeNumber,
  judgePlay,
  judgeWinner,
  winningIndex,
  type Verdict,
} from './answers';
import { gameName, playsCounterClockwise } from './catalog';
import { button, el, link, pageHeading, paragraphs } from './dom';
import { Feedback, notice, starsBadge } from './feedback';
import { frameOf, framesOfPlays, type Frame } from './frames';
import type { LessonFile } from './lesson-file';
import { bottomSeat, hasOwnTable, phaseCaption, questionFrame, tablePosition } from './lesson-frames';
import { cardFigure } from './cards';
import { actionName, combinationName } from './hand-words';
import { countItems, packOf } from './packs';
import { readPace, wait, type Pace } from './pace';
import { bookFor, starsFor, type ProgressBook, type Run } from './progress';
import { routes } from './router';
import type { SeatNaming } from './seats';
import { TableView, type CardMarks } from './table';
import type { ActionQuestion, Code, HandAction, LessonQuestion, LessonStepBody, Reply, SeatAction } from './types';

export interface PlayerOptions {
  presenter: boolean;
  /** Whether the lesson came from the teacher's own file (shown as such). */
  opened: boolean;
  /** Called when the step changes, to update the address. */
  onStep: (step: number) => void;
  /** Asks the rules core (a `hand` request trying the learner's action); absent in print. */
  request?: (req: object) => Reply<unknown>;
}

/** How an action question is answered: by picking several cards (a discard, a poignée), by
 * clicking one card (a play, a one-card discard), and with buttons for the rest. */
interface ActionMode {
  select: { name: string; choose: number; from: Code[] } | null;
  cardAction: string | null;
}

interface StepState {
  answered: boolean;
  /** How many hint stages have been shown. */
  hints: number;
  chosen: Set<Code>;
  refused: Code | null;
  revealed: boolean;
  verdict: Verdict | null;
  /** What was typed in a number answer, kept across redraws. */
  typed: string;
  /** The combinations ticked in a declaration (their places in the core's list). */
  ticked: Set<number>;
}

type HintStage = { kind: 'text'; text: string } | { kind: 'legal' } | { kind: 'answer' };

/** Marks a control so focus can find its replacement after a redraw. */
function keyed<T extends HTMLElement>(element: T, key: string): T {
  element.dataset.focusKey = key;
  return element;
}

function freshState(): StepState {
  return { answered: false, hints: 0, chosen: new Set(), refused: null, revealed: false, verdict: null, typed: '', ticked: new Set() };
}

export class LessonPlayer {
  readonly root: HTMLElement;
  private readonly table = new TableView();
  private readonly feedback = new Feedback();
  private readonly textBox = el('div', 'step-text');
  private readonly actionLog = el('ol', 'action-log');
  private readonly answerBox = el('div', 'answer-box');
  private readonly hintBox = el('ol', 'hints');
  private readonly nav = el('nav', 'step-nav');
  private readonly stepLabel = el('p', 'step-count');
  private readonly meter = el('progress', 'step-meter');
  private readonly summary = el('section', 'lesson-summary');
  /** Says when progress is not being saved (storage full or blocked, or of a newer version). */
  private readonly saveNote = el('div', 'save-note');
  private readonly book: ProgressBook;
  /** This run's mistakes and hints, counted here: the stars are the run's, whatever storage keeps. */
  private run: Run;
  private readonly pace: Pace;
  private readonly states = new Map<number, StepState>();
  private index = 0;
  private faceUp = false;
  private animating: AbortController | null = null;
  /** Frame on show and the index of the first trick card entering, while plays are shown. */
  private shown: { frame: Frame; enterFrom?: number } | null = null;

  constructor(
    private readonly lesson: LessonFile,
    private readonly seats: number,
    private readonly steps: LessonStepBody[],
    private readonly options: PlayerOptions,
  ) {
    this.pace = readPace();
    this.book = bookFor(options.opened);
    // A run goes on across a reload: its count so far is the one saved, if any.
    const saved = this.trackProgress ? this.book.progressOf(lesson.id) : null;
    this.run = { mistakes: saved?.mistakes ?? 0, hints: saved?.hints ?? 0 };
    this.root = el('main', `lesson-page${options.presenter ? ' presenter' : ''}`);
    this.root.id = 'main';
    this.root.dataset.lesson = lesson.id;
    const head = el('header', 'lesson-head');
    const crumbs = el('p', 'crumbs');
    crumbs.append(link('All games', routes.home()), document.createTextNode(` · ${gameName(lesson.game)}`));
    if (options.opened) crumbs.append(el('span', 'badge', 'your lesson file'));
    const h1 = pageHeading(lesson.title);
    this.meter.max = steps.length;
    this.meter.setAttribute('aria-label', 'Steps done');
    head.append(crumbs, h1, this.stepLabel, this.meter, this.saveNote);

    const panel = el('section', 'step-panel');
    panel.setAttribute('aria-label', 'This step');
    this.textBox.setAttribute('aria-live', 'polite');
    this.hintBox.setAttribute('aria-label', 'Hints');
    this.actionLog.setAttribute('aria-label', 'What the players did');
    panel.append(this.textBox, this.actionLog, this.answerBox, this.feedback.root, this.hintBox);
    this.summary.hidden = true;
    const body = el('div', 'lesson-body');
    body.append(panel, this.table.root);
    this.root.append(head, body, this.nav, this.summary);
  }

  get step(): number {
    return this.index + 1;
  }

  get stepCount(): number {
    return this.steps.length;
  }

  private get body(): LessonStepBody {
    return this.steps[this.index] as LessonStepBody;
  }

  private get state(): StepState {
    let s = this.states.get(this.index);
    if (!s) {
      s = freshState();
      this.states.set(this.index, s);
    }
    return s;
  }

  private get question(): LessonQuestion | null {
    return this.body.question;
  }

  /** A room's run through the lesson is not the learner's own: presenting keeps no progress. */
  private get trackProgress(): boolean {
    return !this.options.presenter;
  }

  /** Writes to the learner's progress (never while presenting), and says when it is not saved. */
  private record(write: (book: ProgressBook, id: string) => void): void {
    if (!this.trackProgress) return;
    write(this.book, this.lesson.id);
    const why = this.book.notSaved();
    this.saveNote.replaceChildren(...(why ? [notice(why)] : []));
  }

  /** Shows a step (from 1); `forward` plays its scripted cards one by one. */
  goTo(step: number, forward = false): void {
    this.animating?.abort();
    this.animating = null;
    this.index = Math.min(Math.max(step, 1), this.steps.length) - 1;
    this.summary.hidden = true;
    this.feedback.clear();
    const s = this.state;
    if (s.verdict) this.feedback.say(s.verdict.kind, s.verdict.text);
    this.record((book, id) => book.reachStep(id, this.step));
    this.options.onStep(this.step);
    this.shown = null;
    const plays = this.body.plays.length;
    const position = this.body.position;
    if (forward && plays > 0 && position && !s.answered && this.pace.card > 0) {
      void this.showPlays(tablePosition(position), plays);
    } else {
      this.render();
    }
  }

  next(): void {
    if (this.index + 1 < this.steps.length) this.goTo(this.step + 1, true);
    else this.finish();
  }

  back(): void {
    if (this.index > 0) this.goTo(this.step - 1);
  }

  restart(): void {
    this.states.clear();
    this.run = { mistakes: 0, hints: 0 };
    this.record((book, id) => book.restartLesson(id));
    this.goTo(1, true);
  }

  /** Presenter: everything face up, or only the learner's hand. */
  setFaceUp(on: boolean): void {
    this.faceUp = on;
    this.render();
  }

  get isFaceUp(): boolean {
    return this.faceUp;
  }

  /** Presenter's forward key: reveal the held-back answer first, then move on. */
  forward(): void {
    if (this.question && !this.state.answered && !this.state.revealed) this.reveal();
    else this.next();
  }

  reveal(): void {
    const q = this.question;
    if (!q) return;
    const s = this.state;
    s.revealed = true;
    s.verdict = { kind: 'right', text: `${answerText(this.lesson.game, q, this.frameOfQuestion()?.trick.cards ?? [])}${q.explain ? ` ${q.explain}` : ''}` };
    this.feedback.say('right', s.verdict.text);
    this.complete();
  }

  // ---- what the table shows --------------------------------------------------------------

  private hasOwnTable(): boolean {
    return hasOwnTable(this.lesson, this.index, this.body);
  }

  private naming(): SeatNaming {
    return {
      seats: this.seats,
      learner: bottomSeat(this.lesson, this.index, this.body),
      partnerships: packOf(this.lesson.game).partnerships,
      counterClockwise: playsCounterClockwise(this.lesson.game),
    };
  }

  /** The table of the question: its own, or the running table after the step's plays. */
  private frameOfQuestion(): Frame | null {
    return questionFrame(this.lesson, this.seats, this.index, this.body);
  }

  private currentFrame(): Frame | null {
    if (this.shown) return this.shown.frame;
    const s = this.state;
    if ((s.answered || s.revealed) && this.body.end && !this.hasOwnTable()) return frameOf(tablePosition(this.body.end));
    return this.frameOfQuestion();
  }

  private async showPlays(position: ReturnType<typeof tablePosition>, count: number): Promise<void> {
    const controller = new AbortController();
    this.animating = controller;
    const frames = framesOfPlays(position, count);
    for (let i = 0; i < frames.length; i++) {
      const frame = frames[i] as Frame;
      const prev = frames[i - 1];
      const newTrick = prev && prev.trick.number !== frame.trick.number;
      // The card just played slides in; the first frame is the table before any of them.
      this.shown = this.pace.animate && i > 0 ? { frame, enterFrom: frame.trick.cards.length - 1 } : { frame };
      this.render(true);
      if (i + 1 < frames.length) {
        const pause = frame.trick.winner !== null || newTrick ? this.pace.trick : this.pace.card;
        if (!(await wait(pause, controller.signal))) return;
      }
    }
    this.shown = null;
    this.animating = null;
    this.render();
  }

  // ---- drawing -----------------------------------------------------------------------------

  private render(playing = false): void {
    const focusKey = (document.activeElement as HTMLElement | null)?.dataset?.focusKey;
    this.draw(playing);
    // Redrawing replaces the controls; keyboard focus goes back to the same control (or, when
    // it is gone, to the next step's button) rather than falling to the page.
    if (focusKey && !this.root.contains(document.activeElement)) {
      const same = this.root.querySelector<HTMLElement>(`[data-focus-key="${focusKey}"]:not(:disabled)`);
      (same ?? this.root.querySelector<HTMLElement>('[data-focus-key="next"]'))?.focus();
    }
  }

  private draw(playing: boolean): void {
    const game = this.lesson.game;
    const text = this.body.text ?? this.lesson.steps[this.index]?.text ?? '';
    this.root.dataset.step = String(this.step);
    this.root.dataset.busy = String(playing);
    this.stepLabel.textContent = `Step ${this.step} of ${this.steps.length}`;
    this.meter.value = this.step;
    // Replaced only when the step changes, so the live region reads each step's text once.
    if (this.textBox.dataset.step !== String(this.step)) {
      this.textBox.dataset.step = String(this.step);
      this.textBox.replaceChildren(...paragraphs(text, 'step-para'));
    }

    const q = this.question;
    const s = this.state;
    const open = q !== null && !s.answered && !s.revealed && !playing;
    this.root.dataset.question = q ? q.ask : '';
    this.root.dataset.answered = String(s.answered || s.revealed);

    const frame = this.currentFrame();
    this.table.root.hidden = frame === null;
    const done = s.answered || s.revealed;
    const caption = this.shown ? undefined : phaseCaption(done && this.body.end ? this.body.end : this.body.position);
    this.renderActionLog(done);
    if (frame) {
      const marks = this.marks();
      const mode = this.actionMode();
      this.table.render({
        game,
        naming: this.naming(),
        frame,
        faceUp: this.faceUp,
        handActive: open && (q?.ask === 'play' || q?.ask === 'legal' || (mode !== null && (mode.select !== null || mode.cardAction !== null))),
        trickActive: open && q?.ask === 'winner',
        marks,
        actions: open && q?.ask === 'play' ? this.actionChoices(q) : [],
        ...(caption ? { caption } : {}),
        ...(this.shown?.enterFrom !== undefined ? { animateFrom: this.shown.enterFrom } : {}),
        onHandCard: (code) => this.onHandCard(code),
        onTrickCard: (i) => this.onTrickCard(i),
      });
    }
    this.renderAnswerBox(open);
    this.renderHints();
    this.renderNav(playing);
  }

  private marks(): CardMarks {
    const q = this.question;
    const s = this.state;
    const marks: CardMarks = { refused: s.refused };
    if (!q) return marks;
    const stages = this.hintStages();
    const shownStages = stages.slice(0, s.hints);
    const aq = this.actionQuestion;
    if (aq) {
      const mode = this.actionMode();
      if (mode?.select && !s.answered) marks.chosen = s.chosen;
      if (shownStages.some((h) => h.kind === 'legal') && !s.answered) marks.legal = new Set(this.legalCards(aq));
      if ((s.revealed || shownStages.some((h) => h.kind === 'answer')) && !s.answered) {
        marks.answer = new Set(aq.accept.flatMap((a) => Object.values(a).flatMap((v) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.map(String) : []))));
      }
      return marks;
    }
    if (q.ask === 'legal' && !s.answered) marks.chosen = s.chosen;
    if (shownStages.some((h) => h.kind === 'legal') && !s.answered) marks.legal = new Set(q.legal ?? []);
    const answerShown = s.revealed || shownStages.some((h) => h.kind === 'answer');
    if (answerShown && !s.answered) {
      if (q.ask === 'play' || q.ask === 'legal') marks.answer = new Set(acceptedCards(q));
      if (q.ask === 'winner') {
        const i = winningIndex(q);
        const code = i !== null ? this.frameOfQuestion()?.trick.cards[i] : undefined;
        if (code) marks.answer = new Set([code]);
      }
    }
    return marks;
  }

  private renderAnswerBox(open: boolean): void {
    const q = this.question;
    const box = this.answerBox;
    box.replaceChildren();
    if (!q) return;
    const prompt = el('p', 'prompt');
    switch (q.ask) {
      case 'play':
        prompt.textContent = 'Your answer: choose a card from your hand.';
        break;
      case 'legal':
        prompt.textContent = 'Your answer: mark every card you may play, then check.';
        break;
      case 'winner':
        prompt.textContent = 'Your answer: choose the card that takes the trick.';
        break;
      case 'action':
        prompt.textContent = this.actionMode()?.select
          ? `Your answer: pick ${this.actionMode()?.select?.choose ?? ''} cards from your hand, then confirm.`
          : 'Your answer: choose what you do.';
        break;
      default:
        prompt.textContent = q.ask === 'score' ? 'Your answer: type the score.' : 'Your answer: type the points.';
    }
    if (this.options.presenter && !this.state.revealed && !this.state.answered) {
      prompt.textContent = 'Ask the room. The answer stays hidden until you reveal it.';
    }
    box.append(prompt, ...this.questionMaterial(q));
    if (!open) return;
    const aq = this.actionQuestion;
    if (aq) {
      box.append(...this.actionControls(aq));
      return;
    }
    if (q.ask === 'legal') {
      box.append(keyed(button('Check my marks', () => this.answer(judgeLegal(this.lesson.game, q, this.state.chosen)), 'primary check'), 'check'));
    } else if (q.ask === 'count' || q.ask === 'score') {
      const form = el('form', 'number-answer');
      const label = el('label', undefined, q.ask === 'score' ? 'Score' : 'Points');
      const input = el('input');
      input.type = 'text';
      input.inputMode = 'decimal';
      input.autocomplete = 'off';
      input.id = 'number-answer';
      input.value = this.state.typed;
      keyed(input, 'number');
      label.htmlFor = input.id;
      const submit = el('button', 'primary', 'Check');
      submit.type = 'submit';
      form.append(label, input, submit);
      form.addEventListener('submit', (e) => {
        e.preventDefault();
        this.state.typed = input.value;
        this.answer(judgeNumber(q, input.value));
      });
      box.append(form);
    }
  }

  // ---- action questions (whole hands) -----------------------------------------------------

  private get actionQuestion(): ActionQuestion | null {
    const q = this.question;
    return q && q.ask === 'action' ? (q as unknown as ActionQuestion) : null;
  }

  private actionMode(): ActionMode | null {
    const aq = this.actionQuestion;
    if (!aq) return null;
    let select: ActionMode['select'] = null;
    for (const accepted of aq.accept) {
      for (const [name, value] of Object.entries(accepted)) {
        if (!Array.isArray(value) || name === 'declare') continue;
        const offer = aq.legal.find((e) => e[name] && typeof e[name] === 'object' && 'choose' in (e[name] as object));
        const choice = offer?.[name] as { choose: number; from: Code[] } | undefined;
        select = { name, choose: choice?.choose ?? value.length, from: choice?.from ?? [] };
      }
    }
    const plain = (name: string): boolean => aq.legal.some((e) => Object.keys(e).length === 1 && typeof e[name] === 'string');
    const cardAction = select ? null : plain('play') || aq.phase === 'playing' ? 'play' : plain('discard') ? 'discard' : null;
    return { select, cardAction };
  }

  /** The cards the core lets the learner use now: those to pick from, or to play or lay aside. */
  private legalCards(aq: ActionQuestion): Code[] {
    const mode = this.actionMode();
    if (mode?.select) return mode.select.from;
    const name = mode?.cardAction;
    return name ? aq.legal.flatMap((e) => (Object.keys(e).length === 1 && typeof e[name] === 'string' ? [e[name] as Code] : [])) : [];
  }

  /** Buttons for the legal actions that are not a card to click, a confirm button for picked
   * cards, and a box per combination for a declaration. */
  private actionControls(aq: ActionQuestion): HTMLElement[] {
    const game = this.lesson.game;
    const mode = this.actionMode();
    const s = this.state;
    const answerShown = s.revealed || this.hintStages().slice(0, s.hints).some((h) => h.kind === 'answer');
    const out: HTMLElement[] = [];
    const row = el('div', 'action-choices');
    row.setAttribute('role', 'group');
    row.setAttribute('aria-label', 'What you may do');
    for (const entry of aq.legal) {
      const [name, value] = Object.entries(entry)[0] ?? ['', null];
      if (value && typeof value === 'object' && ('choose' in value || 'any_of' in value)) continue;
      if (Object.keys(entry).length === 1 && typeof value === 'string' && name === mode?.cardAction) continue;
      const label = actionLabel(game, entry);
      const b = keyed(button(label, () => this.answerAction(aq, entry), 'action-choice'), `action:${label}`);
      if (answerShown && aq.accept.some((a) => sameAction(a, entry))) {
        b.classList.add('is-answer');
        b.append(el('span', 'mark mark-answer', '★ answer'));
      }
      row.append(b);
    }
    if (row.childElementCount > 0) out.push(row);
    const select = mode?.select;
    if (select) {
      const chosen = [...s.chosen];
      const what = select.name === 'poignee' ? 'Show these trumps' : 'Lay these cards down';
      const confirm = keyed(button(`${what} (${chosen.length} of ${select.choose})`, () => this.answerAction(aq, { [select.name]: [...this.state.chosen] }), 'primary confirm-cards'), 'confirm');
      confirm.disabled = chosen.length !== select.choose;
      out.push(confirm);
    }
    const declare = aq.legal.find((e) => e.declare && typeof e.declare === 'object' && 'any_of' in (e.declare as object));
    if (declare) {
      const options = (declare.declare as { any_of: { kind: string; cards: Code[]; points: number }[] }).any_of;
      const field = el('fieldset', 'declare-choices');
      field.append(el('legend', undefined, 'Tick what you show'));
      options.forEach((combination, i) => {
        const label = el('label', 'declare-choice');
        const box = el('input');
        box.type = 'checkbox';
        box.checked = s.ticked.has(i);
        keyed(box, `declare:${i}`);
        box.addEventListener('change', () => {
          if (box.checked) this.state.ticked.add(i);
          else this.state.ticked.delete(i);
        });
        label.append(box, document.createTextNode(` ${combinationName(game, combination)}`));
        field.append(label);
      });
      const send = keyed(button('Declare', () => {
        const shown = options.filter((_, i) => this.state.ticked.has(i)).map(({ kind, cards }) => ({ kind, cards }));
        this.answerAction(aq, { declare: shown });
      }, 'primary confirm-declare'), 'declare');
      out.push(field, send);
    }
    return out;
  }

  /** Judges an action: from the question when the lesson accepts it or gives a reason, else by
   * asking the core to take it after the position's actions. */
  private answerAction(aq: ActionQuestion, action: HandAction, card?: Code): void {
    let refusal: string | null = null;
    if (needsCore(aq, action) && this.options.request) {
      const reply = this.options.request({ ...aq.request, actions: [...aq.request.actions, action] });
      if (!reply.ok) refusal = reply.error.message;
    }
    this.answer(judgeAction(this.lesson.game, aq, action, refusal), card);
  }

  /** The step's scripted actions (and, once answered, those after it), each with its seat. */
  private renderActionLog(done: boolean): void {
    const entries: SeatAction[] = [...(this.body.actions ?? []), ...(done ? (this.body.after_actions ?? []) : [])];
    const naming = this.naming();
    this.actionLog.replaceChildren(...entries.map((e) => el('li', 'action-entry', `${actionName(this.lesson.game, e.action, e.seat, naming)}`)));
    this.actionLog.hidden = entries.length === 0;
  }

  /** Burro's draw and pass, offered whenever the core judged them (legal or refused with a reason). */
  private actionChoices(q: LessonQuestion): Code[] {
    const judged = new Set([...(q.legal ?? []), ...(q.illegal ?? []).map((r) => r.card)]);
    return ['draw', 'pass'].filter((a) => judged.has(a));
  }

  /** What the question is about beyond the table: the stock, the cards to count, the score's facts. */
  private questionMaterial(q: LessonQuestion): HTMLElement[] {
    const out: HTMLElement[] = [];
    const game = this.lesson.game;
    if (typeof q.stock === 'number') {
      out.push(el('p', 'stock-note', `The stock holds ${countItems(game, q.stock)}.`));
    }
    if (q.ask === 'count' && q.cards) {
      const row = el('div', 'count-cards');
      row.setAttribute('role', 'list');
      row.setAttribute('aria-label', 'The cards to count');
      for (const code of q.cards) {
        const item = el('span', 'count-card');
        item.setAttribute('role', 'listitem');
        item.append(cardFigure(game, code));
        row.append(item);
      }
      out.push(el('p', 'count-label', `The cards to count (${countItems(game, q.cards.length)}):`), row);
    }
    if (q.ask === 'score') {
      const steps = this.lesson.raw.steps;
      const raw = Array.isArray(steps) ? (steps[this.index] as Record<string, unknown> | undefined) : undefined;
      const fields = raw?.score;
      if (fields && typeof fields === 'object' && !Array.isArray(fields)) {
        const dl = el('dl', 'score-facts');
        for (const [k, v] of Object.entries(fields)) {
          dl.append(el('dt', undefined, k.replace(/_/g, ' ')), el('dd', undefined, typeof v === 'object' ? JSON.stringify(v) : String(v)));
        }
        out.push(dl);
      }
    }
    return out;
  }

  private hintStages(): HintStage[] {
    const q = this.question;
    if (!q) return [];
    const texts = q.hints && q.hints.length ? q.hints : (this.lesson.steps[this.index]?.hints ?? []);
    const stages: HintStage[] = texts.map((text) => ({ kind: 'text', text }));
    if ((q.ask === 'play' || q.ask === 'legal') && (q.legal?.length ?? 0) > 0) stages.push({ kind: 'legal' });
    const aq = this.actionQuestion;
    if (aq && this.legalCards(aq).length > 0) stages.push({ kind: 'legal' });
    stages.push({ kind: 'answer' });
    return stages;
  }

  private renderHints(): void {
    const q = this.question;
    const s = this.state;
    const items: HTMLElement[] = [];
    if (q) {
      for (const stage of this.hintStages().slice(0, s.hints)) {
        let text: string;
        if (stage.kind === 'text') text = stage.text;
        else if (stage.kind === 'legal') text = q.ask === 'action' ? 'The cards you may use are marked “playable”.' : `The cards you may play are marked “playable”.`;
        else text = answerText(this.lesson.game, q, this.frameOfQuestion()?.trick.cards ?? []);
        const li = el('li', `hint hint-${stage.kind}`, text);
        items.push(li);
      }
    }
    this.hintBox.replaceChildren(...items);
    this.hintBox.hidden = items.length === 0;
  }

  private renderNav(playing: boolean): void {
    const q = this.question;
    const s = this.state;
    const buttons: HTMLElement[] = [];
    const back = keyed(button('◀ Back', () => this.back(), 'nav-back'), 'back');
    back.disabled = this.index === 0;
    buttons.push(back);
    if (q && !s.answered && !s.revealed) {
      const hintLeft = s.hints < this.hintStages().length;
      const hint = keyed(button(s.hints === 0 ? 'Hint' : 'Another hint', () => this.hint(), 'nav-hint'), 'hint');
      hint.disabled = !hintLeft || playing;
      buttons.push(hint);
      if (this.options.presenter) buttons.push(keyed(button('Reveal the answer', () => this.reveal(), 'primary nav-reveal'), 'reveal'));
    }
    const last = this.index + 1 === this.steps.length;
    const nextLabel = last ? 'Finish ✓' : q && !s.answered && !s.revealed ? 'Skip ▶' : 'Next ▶';
    const next = keyed(button(nextLabel, () => this.next(), `nav-next${q && !s.answered ? '' : ' primary'}`), 'next');
    buttons.push(next);
    buttons.push(keyed(button('Restart', () => this.restart(), 'nav-restart'), 'restart'));
    if (this.options.presenter) {
      const toggle = keyed(button(this.faceUp ? 'Hide other hands' : 'Show all hands', () => this.setFaceUp(!this.faceUp), 'nav-faceup'), 'face-up');
      toggle.setAttribute('aria-pressed', String(this.faceUp));
      buttons.push(toggle, link('Printable handout', routes.handout(this.lesson.id), 'button-link'));
    } else {
      buttons.push(link('Present', routes.present(this.lesson.id, this.step), 'button-link'));
    }
    this.nav.replaceChildren(...buttons);
    this.nav.setAttribute('aria-label', 'Lesson steps');
  }

  // ---- answering ---------------------------------------------------------------------------

  private hint(): void {
    const s = this.state;
    const stages = this.hintStages();
    if (s.hints >= stages.length) return;
    s.hints += 1;
    this.run.hints += 1;
    this.record((book, id) => book.noteHint(id));
    const stage = stages[s.hints - 1];
    if (stage?.kind === 'legal') {
      const what = this.actionQuestion ? 'The cards you may use' : 'The cards you may play';
      this.feedback.say('hint', `${what} are now marked “playable”.`);
    }
    else if (stage?.kind === 'answer') this.feedback.say('hint', answerText(this.lesson.game, this.question as LessonQuestion, this.frameOfQuestion()?.trick.cards ?? []));
    else if (stage?.kind === 'text') this.feedback.say('hint', stage.text);
    this.render();
    this.root.querySelector<HTMLElement>('.nav-hint')?.focus();
  }

  private onHandCard(code: Code): void {
    const q = this.question;
    if (!q) return;
    const aq = this.actionQuestion;
    if (aq) {
      const mode = this.actionMode();
      if (mode?.select) {
        const chosen = this.state.chosen;
        if (chosen.has(code)) chosen.delete(code);
        else chosen.add(code);
        this.render();
      } else if (mode?.cardAction) {
        this.answerAction(aq, { [mode.cardAction]: code }, code);
      }
      return;
    }
    if (q.ask === 'legal') {
      const chosen = this.state.chosen;
      if (chosen.has(code)) chosen.delete(code);
      else chosen.add(code);
      this.render();
      return;
    }
    if (q.ask === 'play') this.answer(judgePlay(this.lesson.game, q, code), code);
  }

  private onTrickCard(index: number): void {
    const q = this.question;
    if (!q || q.ask !== 'winner') return;
    this.answer(judgeWinner(this.lesson.game, q, index, this.frameOfQuestion()?.trick.cards ?? []));
  }

  private answer(verdict: Verdict, card?: Code): void {
    const s = this.state;
    s.verdict = verdict;
    this.feedback.say(verdict.kind, verdict.text);
    if (verdict.kind !== 'right') {
      s.refused = card ?? null;
      this.run.mistakes += 1;
      this.record((book, id) => book.noteMistake(id));
      this.render();
      return;
    }
    s.answered = true;
    s.refused = null;
    this.complete();
  }

  /** After a right answer or a reveal: play the step's `after` cards, then offer the next step. */
  private complete(): void {
    const after = this.body.after.length;
    const end = this.body.end;
    if (after > 0 && end && !this.hasOwnTable() && this.pace.card > 0) {
      void this.showPlays(tablePosition(end), after).then(() => this.focusNext());
    } else {
      this.render();
      this.focusNext();
    }
  }

  private focusNext(): void {
    this.root.querySelector<HTMLElement>('.nav-next')?.focus();
  }

  private finish(): void {
    this.animating?.abort();
    this.summary.hidden = false;
    const items: HTMLElement[] = [el('h2', undefined, 'Lesson finished')];
    if (this.trackProgress) {
      const run = this.run;
      this.record((book, id) => book.finishLesson(id, this.steps.length, run));
      this.run = { mistakes: 0, hints: 0 };
      const p = el('p', 'summary-stars', 'This run: ');
      p.append(starsBadge(starsFor(run)));
      const count = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`;
      p.append(document.createTextNode(run.mistakes + run.hints === 0 ? ' — no mistakes and no hints.' : ` — ${count(run.mistakes, 'mistake')}, ${count(run.hints, 'hint')}.`));
      items.push(p);
      const why = this.book.notSaved();
      if (why) items.push(notice(why));
    } else {
      items.push(el('p', undefined, 'Progress is not kept while presenting to a room.'));
    }
    items.push(link('Back to all games', routes.home(), 'button-link primary'));
    this.summary.replaceChildren(...items);
    this.summary.querySelector<HTMLElement>('a')?.focus();
  }
}
