// The lesson player: one step at a time, the step's text, its scripted plays shown card by card,
// and its question. Everything it shows comes from the lesson file (the words) and the core's
// `lesson` response (every position, every legal card, every answer and every reason).
// The presenter mode is the same player with the answer held back until revealed. A whole-hand
// lesson's `action` questions offer the moves the core lists as legal, in its words: a card of the
// hand to click, a button for the rest; each move is put to the core's `hand` request at once
// (its sentence explains a refusal), and once the moves make a whole answer (the core has no
// sequence pending) they are judged together against the lesson's answers.

import {
  acceptedCards,
  answerText,
  judgeAction,
  judgeLegal,
  judgeNumber,
  judgePlay,
  judgeWinner,
  refusedMove,
  winningIndex,
  type Verdict,
} from './answers';
import { gameName } from './catalog';
import { button, el, keepingFocus, keyed, labelled, link, pageHeading, paragraphs } from './dom';
import { Feedback, notice, starsBadge } from './feedback';
import { inLang, t } from './i18n';
import { frameOf, framesOfPlays, type Frame } from './frames';
import { rawStep, type LessonFile } from './lesson-file';
import { bottomSeat, hasOwnTable, isHandBody, phaseCaption, questionFrame, tablePosition } from './lesson-frames';
import type { LoggedRun, StepWords } from './lesson-words';
import { cardList } from './cards';
import { cardsWithMoves, clickCard, madeMove, moveControls, type MoveMenu } from './hand-actions';
import { logLines, type LoggedMove } from './hand-log';
import { cardOfMove, cardsOf, movesOf, movesPhrase, sameMove } from './moves';
import { capital, cardName, countItems, isCard, pieceKey } from './pack';
import { readPace, wait } from './pace';
import { nextLesson } from './lessons';
import { bookFor, newRun, skipsOf, starRule, starsFor, withAnswer, withSlip, type ProgressBook, type Run } from './progress';
import { routes } from './router';
import { namingFor, type SeatNaming } from './seats';
import { TableView, type CardMarks } from './table';
import { isRecord, type ActionQuestion, type Code, type HandAction, type HandBody, type LessonQuestion, type LessonStepBody, type Move, type Reply } from './types';

export interface PlayerOptions {
  presenter: boolean;
  /** Whether the lesson came from the teacher's own file (shown as such). */
  opened: boolean;
  /** Called when the step changes, to update the address. */
  onStep: (step: number) => void;
  /** Asks the rules core (a `hand` request trying the learner's action). */
  request: (req: object) => Reply<unknown>;
}

/** A move the learner made in answering an action question, with the core's words for it. */
interface MadeMove extends Pick<LoggedMove, 'move' | 'label' | 'card'> {
  /** Made by clicking a card (else by a button). */
  byCard: boolean;
}

interface StepState {
  answered: boolean;
  /** How many hint stages have been shown. */
  hints: number;
  chosen: Set<Code>;
  /** The card last tried that was not the answer, and how it was judged. */
  tried: { code: Code; kind: Verdict['kind'] } | null;
  revealed: boolean;
  verdict: Verdict | null;
  /** What was typed in a number answer, kept across redraws. */
  typed: string;
  /** An action question: the moves made so far, the core's position after them, a card whose
   * several moves are offered, and whether the moves make a whole answer waiting to be checked. */
  moves: MadeMove[];
  now: HandBody | null;
  offer: Code | null;
  ready: boolean;
}

type HintStage = { kind: 'text'; text: string } | { kind: 'legal' } | { kind: 'answer' };

/** What the answer box asks for, by the kind of question (an action question's depends on the moves). */
function promptFor(ask: LessonQuestion['ask'], game: string): string {
  switch (ask) {
    case 'play':
      return t(pieceKey(game, 'prompt.play'));
    case 'legal':
      return t(pieceKey(game, 'prompt.legal'));
    case 'winner':
      return t(pieceKey(game, 'prompt.winner'));
    case 'score':
      return t('prompt.score');
    default:
      return t('prompt.points');
  }
}

export class LessonPlayer {
  readonly root: HTMLElement;
  private readonly table = new TableView();
  private readonly feedback = new Feedback();
  private readonly textBox = Object.assign(el('div', 'step-text'), { tabIndex: -1 });
  /** The cards the step's text speaks of (its `show`), shown beside it. */
  private readonly shownBox = el('div', 'shown-cards');
  private readonly actionLog = labelled(el('ol', 'action-log'), t('player.log'));
  private readonly answerBox = el('div', 'answer-box');
  private readonly hintBox = labelled(el('ol', 'hints'), t('player.hints'));
  private readonly nav = labelled(el('nav', 'step-nav'), t('player.steps'));
  private readonly stepLabel = el('p', 'step-count');
  private readonly meter = labelled(el('progress', 'step-meter'), t('player.meter'));
  private readonly summary = Object.assign(el('section', 'lesson-summary'), { hidden: true });
  /** Restart, presenting and the handout: apart from the step buttons, so none moves under the pointer. */
  private readonly tools = labelled(el('nav', 'lesson-tools'), t('player.tools'));
  /** Says when progress is not being saved (storage full or blocked, or of a newer version). */
  private readonly saveNote = el('div', 'save-note');
  private readonly book: ProgressBook;
  /** This run, counted here: the stars are the run's, whatever storage keeps. */
  private run: Run;
  private readonly pace = readPace();
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
    /** The core's words for a whole-hand lesson's moves, step by step (lesson-words.ts). */
    private readonly words: StepWords[],
    private readonly options: PlayerOptions,
  ) {
    this.book = bookFor(options.opened);
    // A run goes on across a reload: its count so far is the one saved, if any.
    const saved = this.trackProgress ? this.book.progressOf(lesson.id) : null;
    this.run = saved ? { mistakes: saved.mistakes, hints: saved.hints, answered: saved.answered, finished: saved.finished } : newRun();
    this.root = Object.assign(el('main', `lesson-page${options.presenter ? ' presenter' : ''}`), { id: 'main' });
    this.root.dataset.lesson = lesson.id;
    const head = el('header', 'lesson-head');
    const crumbs = el('p', 'crumbs');
    crumbs.append(link(t('nav.allGames'), routes.home()), el('span', 'crumb-game', ` · ${gameName(lesson.game)}`));
    if (options.opened) crumbs.append(el('span', 'badge', t('player.yourFile')));
    this.meter.max = steps.length;
    const where = el('div', 'step-where');
    where.append(this.stepLabel, this.meter);
    head.append(crumbs, inLang(pageHeading(lesson.title), lesson.lang), where, this.tools, this.saveNote);

    // The step beside the hand: what it says scrolls if it must; the answer's controls, the
    // feedback and the step buttons below it never leave the screen.
    const panel = labelled(el('section', 'step-panel'), t('player.thisStep'));
    this.textBox.setAttribute('aria-live', 'polite');
    // A lesson whose words are not yet in the learner's language says its own in English.
    inLang(this.textBox, lesson.lang);
    const scroll = el('div', 'step-scroll');
    scroll.append(this.textBox, this.shownBox, this.actionLog, this.hintBox);
    panel.append(scroll, this.answerBox, this.feedback.root, this.summary, this.nav);
    const body = el('div', 'lesson-body');
    body.append(this.table.root, panel);
    this.root.append(head, body);
  }

  get step(): number {
    return this.index + 1;
  }

  private get body(): LessonStepBody {
    return this.steps[this.index] as LessonStepBody;
  }

  private get state(): StepState {
    let s = this.states.get(this.index);
    if (!s) {
      s = { answered: false, hints: 0, chosen: new Set(), tried: null, revealed: false, verdict: null, typed: '', moves: [], now: null, offer: null, ready: false };
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

  /** Counts a mistake or a hint, in this run and in the learner's progress. */
  private countSlip(slip: 'mistakes' | 'hints'): void {
    this.run = withSlip(this.run, slip);
    this.record((book, id) => book.saveRun(id, this.run));
  }

  /** The steps (from 1) that ask a question: a run that leaves one unanswered skipped it. */
  private get questionSteps(): number[] {
    return this.steps.flatMap((body, i) => (body.question ? [i + 1] : []));
  }

  /** Shows a step (from 1); `forward` plays its scripted cards one by one. */
  goTo(step: number, forward = false): void {
    this.animating?.abort();
    this.animating = null;
    this.index = Math.min(Math.max(step, 1), this.steps.length) - 1;
    this.summary.hidden = true;
    this.root.dataset.finished = 'false';
    this.feedback.clear();
    const s = this.state;
    if (s.verdict) this.feedback.say(s.verdict.kind, s.verdict.text);
    this.record((book, id) => book.reachStep(id, this.step));
    this.options.onStep(this.step);
    this.shown = null;
    const plays = this.body.plays.length;
    const position = this.body.position;
    if (forward && plays > 0 && position && !s.answered && this.pace.card > 0) {
      // While the cards are played, focus waits on the step's words, then goes to its first control.
      this.textBox.focus({ preventScroll: true });
      void this.showPlays(tablePosition(position), plays).then((done) => done && this.focusFirst());
    } else {
      this.render();
      this.focusFirst();
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
    this.run = newRun();
    this.record((book, id) => book.saveRun(id, this.run));
    this.goTo(1, true);
  }

  /** Presenter: everything face up, or only the learner's hand. */
  toggleFaceUp(): void {
    this.faceUp = !this.faceUp;
    this.render();
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
    s.verdict = { kind: 'right', text: `${this.answerWords(q)}${q.explain ? ` ${q.explain}` : ''}` };
    this.feedback.say('right', s.verdict.text);
    this.run = withAnswer(this.run, this.step);
    this.complete();
  }

  // ---- what the table shows --------------------------------------------------------------

  private naming(): SeatNaming {
    return namingFor(this.lesson.game, this.seats, bottomSeat(this.lesson, this.index, this.body));
  }

  /** The table of the question: its own, or the running table after the step's plays. */
  private frameOfQuestion(): Frame | null {
    return questionFrame(this.lesson, this.seats, this.index, this.body);
  }

  private currentFrame(): Frame | null {
    if (this.shown) return this.keepingWinnerBack(this.shown.frame);
    const s = this.state;
    if ((s.answered || s.revealed) && this.body.end && !hasOwnTable(this.lesson, this.index, this.body)) return frameOf(tablePosition(this.body.end));
    const frame = this.frameOfQuestion();
    return frame && this.keepingWinnerBack(frame);
  }

  /** A "which card wins?" question not yet answered must not show who took the trick. */
  private keepingWinnerBack(frame: Frame): Frame {
    const s = this.state;
    if (this.body.question?.ask !== 'winner' || s.answered || s.revealed || frame.trick.winner === null) return frame;
    return { ...frame, trick: { ...frame.trick, winner: null, why: null } };
  }

  /** Shows the plays card by card; true once they are all shown (false when cut short). */
  private async showPlays(position: ReturnType<typeof tablePosition>, count: number): Promise<boolean> {
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
        if (!(await wait(pause, controller.signal))) return false;
      }
    }
    this.shown = null;
    this.animating = null;
    this.render();
    return true;
  }

  // ---- drawing -----------------------------------------------------------------------------

  private render(playing = false): void {
    keepingFocus(this.root, () => this.draw(playing), 'next');
  }

  private draw(playing: boolean): void {
    const text = this.body.text ?? this.lesson.steps[this.index]?.text ?? '';
    this.root.dataset.step = String(this.step);
    this.root.dataset.busy = String(playing);
    this.stepLabel.textContent = t('player.stepOf', { step: this.step, count: this.steps.length });
    this.meter.value = this.step;
    // Replaced only when the step changes, so the live region reads each step's text once.
    if (this.textBox.dataset.step !== String(this.step)) {
      this.textBox.dataset.step = String(this.step);
      this.textBox.replaceChildren(...paragraphs(text, 'step-para'));
      this.renderShown();
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
      this.table.render({
        game: this.lesson.game,
        naming: this.naming(),
        frame,
        faceUp: this.faceUp,
        handActive: open && (q?.ask === 'play' || q?.ask === 'legal' || q?.ask === 'action'),
        trickActive: open && q?.ask === 'winner',
        marks: this.marks(),
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

  /** The codes of the step's `show`: the cards its text speaks of. */
  private shownCodes(): Code[] {
    const show = rawStep(this.lesson, this.index).show;
    return Array.isArray(show) ? show.filter((c): c is Code => typeof c === 'string' && isCard(this.lesson.game, c)) : [];
  }

  private renderShown(): void {
    const codes = this.shownCodes();
    this.shownBox.replaceChildren(...(codes.length > 0 ? [cardList(this.lesson.game, codes, 'shown-row', 'shown-card', t(pieceKey(this.lesson.game, 'player.shown')))] : []));
    this.shownBox.hidden = codes.length === 0;
  }

  private marks(): CardMarks {
    const q = this.question;
    const s = this.state;
    const tried = s.tried;
    const marks: CardMarks = { refused: tried && tried.kind !== 'not-best' ? tried.code : null, weak: tried?.kind === 'not-best' ? tried.code : null };
    const named = this.shownCodes();
    if (named.length > 0) marks.named = new Set(named);
    if (!q || s.answered) return marks;
    const legalShown = this.hintShown('legal');
    const answerShown = this.answerShown();
    const aq = this.actionQuestion;
    if (aq) {
      if (s.moves.length > 0) marks.chosen = new Set(s.moves.flatMap((m) => m.card ?? []));
      if (legalShown) marks.legal = cardsWithMoves(this.menu(aq));
      if (answerShown) marks.answer = new Set(aq.accept.flatMap((a) => cardsOf(a, aq.hand)));
      return marks;
    }
    if (q.ask === 'legal') marks.chosen = s.chosen;
    if (legalShown) marks.legal = new Set(q.legal ?? []);
    if (answerShown && (q.ask === 'play' || q.ask === 'legal')) marks.answer = new Set(acceptedCards(q));
    const i = answerShown && q.ask === 'winner' ? winningIndex(q) : null;
    const code = i !== null ? this.frameOfQuestion()?.trick.cards[i] : undefined;
    if (code) marks.answer = new Set([code]);
    return marks;
  }

  private renderAnswerBox(open: boolean): void {
    const q = this.question;
    const box = this.answerBox;
    box.replaceChildren();
    if (!q) return;
    const aq = this.actionQuestion;
    const prompt = el('p', 'prompt', aq ? this.actionPrompt(aq) : promptFor(q.ask, this.lesson.game));
    if (this.options.presenter && !this.state.revealed && !this.state.answered) {
      prompt.textContent = t('prompt.room');
    }
    // The controls come right after the prompt, so they stay in sight above what the question is about.
    box.append(prompt);
    if (open) box.append(...this.answerControls(q, aq));
    box.append(...this.questionMaterial(q));
  }

  /** An open question's own controls: the action's moves, Check for marked cards, a number field. */
  private answerControls(q: LessonQuestion, aq: ActionQuestion | null): HTMLElement[] {
    if (aq) return this.actionControls(aq);
    if (q.ask === 'legal') {
      return [keyed(button(t('player.checkMarks'), () => this.answer(judgeLegal(this.lesson.game, q, this.state.chosen)), 'primary check'), 'check')];
    }
    if (q.ask === 'count' || q.ask === 'score') {
      const form = el('form', 'number-answer');
      const label = el('label', undefined, q.ask === 'score' ? t('player.score') : t('player.points'));
      const input = keyed(Object.assign(el('input'), { type: 'text', inputMode: 'decimal', autocomplete: 'off', id: 'number-answer', value: this.state.typed }), 'number');
      label.htmlFor = input.id;
      form.append(label, input, Object.assign(el('button', 'primary', t('player.check')), { type: 'submit' }));
      form.addEventListener('submit', (e) => {
        e.preventDefault();
        this.state.typed = input.value;
        this.answer(judgeNumber(q, input.value));
      });
      return [form];
    }
    return [];
  }

  // ---- action questions (whole hands) -----------------------------------------------------

  private get actionQuestion(): ActionQuestion | null {
    const q = this.question;
    return q && q.ask === 'action' ? (q as unknown as ActionQuestion) : null;
  }

  /** The learner's moves now: the question's, or the core's after the moves made so far. */
  private menu(aq: ActionQuestion): MoveMenu {
    const s = this.state;
    const from = s.ready ? { legal: [], labels: [] } : (s.now ?? aq);
    return { game: this.lesson.game, legal: from.legal, labels: from.labels ?? [], hand: aq.hand };
  }

  private actionPrompt(aq: ActionQuestion): string {
    const s = this.state;
    const game = this.lesson.game;
    if (s.ready) return t(pieceKey(game, 'prompt.complete'));
    const menu = this.menu(aq);
    const cards = cardsWithMoves(menu).size > 0;
    const buttons = menu.legal.some((m) => cardOfMove(m, menu.hand) === null);
    const back = s.moves.some((m) => m.card !== null) ? ` ${t(pieceKey(game, 'prompt.putBack'))}` : '';
    if (cards && buttons) return `${t(pieceKey(game, 'prompt.cardOrBelow'))}${back}`;
    if (cards) return `${t(pieceKey(game, 'prompt.card'))}${back}`;
    return t('prompt.choose');
  }

  /** The core's position after the question's actions and `moves`. */
  private askAfter(aq: ActionQuestion, moves: readonly Move[]): Reply<HandBody> {
    return this.options.request({ ...aq.request, actions: [...aq.request.actions, ...moves] }) as Reply<HandBody>;
  }

  /** Makes one of the legal moves: the core takes it or says why not; a whole answer is judged. */
  private makeMove(aq: ActionQuestion, index: number, byCard: boolean): void {
    const s = this.state;
    const made = madeMove(this.menu(aq), index);
    if (!made) return;
    s.offer = null;
    const moves = [...s.moves, { ...made, byCard }];
    const now = this.askAfter(aq, moves.map((m) => m.move));
    if (!now.ok) return this.answer(refusedMove(made.label, now.error.message), made.card ?? undefined);
    s.moves = moves;
    s.now = now;
    // The moves make a whole answer once the core has no sequence of them pending.
    if (now.pending.length > 0) return this.render();
    // Cards picked one by one wait for "Check", so a pick can still be changed.
    if (byCard && moves.length > 1) {
      s.ready = true;
      this.render();
      return this.root.querySelector<HTMLElement>('[data-focus-key="check-moves"]')?.focus();
    }
    this.judgeMoves(aq);
  }

  /** Takes moves back (the last, or the one made with `card`), asking the core again. */
  private takeBack(aq: ActionQuestion, card?: Code): boolean {
    const s = this.state;
    const at = card === undefined ? s.moves.length - 1 : s.moves.map((m) => m.card).lastIndexOf(card);
    if (at < 0) return false;
    const moves = s.moves.filter((_, i) => i !== at);
    const now = moves.length > 0 ? this.askAfter(aq, moves.map((m) => m.move)) : null;
    if (now && !now.ok) return false;
    s.moves = moves;
    s.now = now;
    s.ready = moves.length > 1 && now?.pending.length === 0;
    s.offer = null;
    return true;
  }

  /**
   * Judges the moves made as one answer (the move itself, or the list of them); after a wrong
   * one, a lone move, or a last move made by a button, is taken back.
   */
  private judgeMoves(aq: ActionQuestion): void {
    const s = this.state;
    const action: HandAction = s.moves.length === 1 ? (s.moves[0] as MadeMove).move : s.moves.map((m) => m.move);
    const verdict = judgeAction(aq, action, movesPhrase(s.moves));
    if (verdict.kind !== 'right' && (s.moves.length === 1 || s.moves[s.moves.length - 1]?.byCard === false)) this.takeBack(aq);
    this.answer(verdict);
  }

  /** The legal moves as controls, the moves so far with an Undo, and Check for a whole pick. */
  private actionControls(aq: ActionQuestion): HTMLElement[] {
    const s = this.state;
    const answerShown = this.answerShown();
    const answerMoves = aq.accept.flatMap(movesOf);
    const out = moveControls({
      menu: this.menu(aq),
      offer: s.offer,
      onMove: (i, byCard) => this.makeMove(aq, i, byCard),
      onCloseOffer: () => {
        this.state.offer = null;
        this.render();
      },
      pending: s.moves,
      onUndo: () => {
        this.takeBack(aq);
        this.render();
      },
      isAnswer: (move) => answerShown && answerMoves.some((m) => sameMove(m, move)),
    });
    if (s.ready) out.push(keyed(button(t('player.checkAnswer'), () => this.judgeMoves(aq), 'primary check-moves'), 'check-moves'));
    return out;
  }

  /** The answer in words (a whole-hand answer in the core's), for the last hint and the reveal. */
  private answerWords(q: LessonQuestion): string {
    return answerText(this.lesson.game, q, this.frameOfQuestion()?.trick.cards ?? [], this.words[this.index]?.accept ?? []);
  }

  /**
   * A run of scripted moves as log lines, seen by the learner's seat (the table as a whole when
   * the core could not be asked what that seat sees: then `table` shows what was played).
   */
  private logOf(run: LoggedRun, table: LessonStepBody['position']): string[] {
    const now = run.now ?? (table && isHandBody(table) ? table : null);
    if (!now) return [];
    return logLines(run.moves, { game: this.lesson.game, naming: this.naming(), viewer: run.now ? this.lesson.learner : null, now, plays: true });
  }

  /** The step's scripted moves (and, once answered, those after it), in the core's words. */
  private renderActionLog(done: boolean): void {
    const words = this.words[this.index];
    const lines = words ? [...this.logOf(words.before, this.body.position), ...(done ? this.logOf(words.after, this.body.end) : [])] : [];
    this.actionLog.replaceChildren(...lines.map((line) => el('li', 'action-entry', line)));
    this.actionLog.hidden = lines.length === 0;
  }

  /** What the core judged besides the cards of the hand (drawing from the stock, passing), offered beside them. */
  private actionChoices(q: LessonQuestion): Code[] {
    const hand = q.hand ?? [];
    const judged = new Set([...(q.legal ?? []), ...(q.illegal ?? []).map((r) => r.card)]);
    return [...judged].filter((c) => !hand.includes(c));
  }

  /** What the question is about beyond the table: the stock, the cards to count, the score's facts. */
  private questionMaterial(q: LessonQuestion): HTMLElement[] {
    const out: HTMLElement[] = [];
    const game = this.lesson.game;
    if (typeof q.stock === 'number') {
      out.push(el('p', 'stock-note', t('player.stock', { cards: countItems(game, q.stock) })));
    }
    if (q.ask === 'count' && q.cards) {
      const row = cardList(game, q.cards, 'count-cards', 'count-card', t(pieceKey(game, 'player.toCount')));
      out.push(el('p', 'count-label', t(pieceKey(game, 'player.toCountHow'), { cards: countItems(game, q.cards.length) })), row);
    }
    if (q.ask === 'score') {
      const fields = rawStep(this.lesson, this.index).score;
      if (isRecord(fields)) {
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
    if (aq && cardsWithMoves({ game: this.lesson.game, legal: aq.legal, labels: aq.labels, hand: aq.hand }).size > 0) stages.push({ kind: 'legal' });
    stages.push({ kind: 'answer' });
    return stages;
  }

  /** Whether a hint of this kind has been given. */
  private hintShown(kind: HintStage['kind']): boolean {
    return this.hintStages().slice(0, this.state.hints).some((h) => h.kind === kind);
  }

  private answerShown(): boolean {
    return this.state.revealed || this.hintShown('answer');
  }

  /** A hint in words; `now` as it is given. */
  private hintText(stage: HintStage, now = false): string {
    if (stage.kind === 'text') return stage.text;
    if (stage.kind === 'answer') return this.answerWords(this.question as LessonQuestion);
    const kind = this.actionQuestion ? (now ? 'hint.useNow' : 'hint.use') : now ? 'hint.playNow' : 'hint.play';
    return t(pieceKey(this.lesson.game, kind));
  }

  private renderHints(): void {
    const stages = this.hintStages().slice(0, this.state.hints);
    const items = stages.map((stage) => {
      const item = el('li', `hint hint-${stage.kind}`, this.hintText(stage));
      // The lesson's own hints are in its words' language; the others are the interface's.
      return stage.kind === 'text' ? inLang(item, this.lesson.lang) : item;
    });
    this.hintBox.replaceChildren(...items);
    this.hintBox.hidden = items.length === 0;
  }

  /**
   * The step buttons, each always in its own place with its own meaning: Back, then a question's
   * Hint and Skip (and the presenter's Reveal), and Next at the far end, which waits, disabled,
   * until the question is answered, so a second click or Enter never skips it.
   */
  private renderNav(playing: boolean): void {
    const q = this.question;
    const s = this.state;
    const open = q !== null && !s.answered && !s.revealed;
    const back = keyed(button(t('player.back'), () => this.back(), 'nav-back'), 'back');
    back.disabled = this.index === 0;
    const buttons: HTMLElement[] = [back];
    if (open) {
      const hint = keyed(button(s.hints === 0 ? t('player.hint') : t('player.anotherHint'), () => this.hint(), 'nav-hint'), 'hint');
      hint.disabled = s.hints >= this.hintStages().length || playing;
      const skip = keyed(button(t('player.skip'), () => this.next(), 'nav-skip'), 'skip');
      skip.title = t('player.skipTitle');
      buttons.push(hint, skip);
      if (this.options.presenter) buttons.push(keyed(button(t('player.reveal'), () => this.reveal(), 'primary nav-reveal'), 'reveal'));
    }
    const last = this.index + 1 === this.steps.length;
    const next = keyed(button(last ? t('player.finish') : t('player.next'), () => this.next(), 'nav-next primary'), 'next');
    next.disabled = open || (playing && q !== null);
    buttons.push(next);
    this.nav.replaceChildren(...buttons);
    this.renderTools();
  }

  private renderTools(): void {
    const tools: HTMLElement[] = [keyed(button(t('player.restart'), () => this.restart(), 'small nav-restart'), 'restart')];
    if (this.options.presenter) {
      const toggle = keyed(button(this.faceUp ? t('player.hideHands') : t('player.showHands'), () => this.toggleFaceUp(), 'small nav-faceup'), 'face-up');
      toggle.setAttribute('aria-pressed', String(this.faceUp));
      tools.push(toggle, link(t('open.handout'), routes.handout(this.lesson.id), 'small-link button-link'));
    } else {
      tools.push(link(t('path.present'), routes.present(this.lesson.id, this.step), 'small-link button-link'));
    }
    this.tools.replaceChildren(...tools);
  }

  // ---- answering ---------------------------------------------------------------------------

  private hint(): void {
    const s = this.state;
    const stages = this.hintStages();
    if (s.hints >= stages.length) return;
    s.hints += 1;
    this.countSlip('hints');
    const stage = stages[s.hints - 1];
    if (stage) this.feedback.say('hint', this.hintText(stage, true));
    this.render();
    const more = this.root.querySelector<HTMLButtonElement>('.nav-hint');
    if (more && !more.disabled) more.focus();
    else this.focusFirst();
  }

  private onHandCard(code: Code): void {
    const q = this.question;
    if (!q) return;
    const aq = this.actionQuestion;
    if (aq) return this.onActionCard(aq, code);
    if (q.ask === 'legal') {
      // A second click takes the mark off.
      if (!this.state.chosen.delete(code)) this.state.chosen.add(code);
      return this.render();
    }
    if (q.ask === 'play') this.answer(judgePlay(this.lesson.game, q, code), code);
  }

  /** A card clicked in answer to an action question: put back, moved with, offered, or explained. */
  private onActionCard(aq: ActionQuestion, code: Code): void {
    const s = this.state;
    const Name = capital(cardName(this.lesson.game, code));
    const chosen = s.moves.some((m) => m.card === code);
    if (s.ready && !chosen) return this.feedback.say('info', t(pieceKey(this.lesson.game, 'prompt.complete')));
    const whyNot = (move: Move): string | undefined => {
      const reply = this.askAfter(aq, [...s.moves.map((m) => m.move), move]);
      return reply.ok ? undefined : reply.error.message;
    };
    clickCard(this.menu(aq), code, chosen, (s.now ?? aq).illegal, whyNot, {
      putBack: () => {
        this.feedback.say('info', this.takeBack(aq, code) ? t('player.putBack', { card: Name }) : t('player.stays', { card: Name }));
        this.render();
      },
      move: (i) => this.makeMove(aq, i, true),
      offer: () => {
        s.offer = code;
        this.render();
        this.answerBox.querySelector<HTMLElement>('.move-offer button')?.focus();
      },
      refuse: (text) => this.answer(refusedMove(Name, text), code),
      other: () => this.feedback.say('info', t('player.notAMove', { card: Name })),
    });
  }

  private onTrickCard(index: number): void {
    const q = this.question;
    if (!q || q.ask !== 'winner') return;
    const trick = this.frameOfQuestion()?.trick.cards ?? [];
    this.answer(judgeWinner(this.lesson.game, q, index, trick), trick[index]);
  }

  private answer(verdict: Verdict, card?: Code): void {
    const s = this.state;
    s.verdict = verdict;
    this.feedback.say(verdict.kind, verdict.text);
    if (verdict.kind !== 'right') {
      s.tried = card === undefined ? null : { code: card, kind: verdict.kind };
      this.countSlip('mistakes');
      return this.render();
    }
    s.answered = true;
    s.tried = null;
    this.run = withAnswer(this.run, this.step);
    this.record((book, id) => book.saveRun(id, this.run));
    this.complete();
  }

  /** After a right answer or a reveal: play the step's `after` cards, then offer the next step. */
  private complete(): void {
    const after = this.body.after.length;
    const end = this.body.end;
    if (after > 0 && end && !hasOwnTable(this.lesson, this.index, this.body) && this.pace.card > 0) {
      void this.showPlays(tablePosition(end), after).then((done) => done && this.focusFirst());
    } else {
      this.render();
      this.focusFirst();
    }
  }

  /**
   * Focus on the step's first control: an open question's (the hand's or the trick's Tab stop,
   * the number field, the first choice), else Next. A presenter's is Reveal, so that a clicker's
   * keys (space, the arrows) go forward rather than along the hand.
   */
  private focusFirst(): void {
    const open = this.root.dataset.question !== '' && this.root.dataset.answered === 'false';
    const aq = this.actionQuestion;
    // An action made with no card of the hand (a bid, a call) is chosen from the buttons.
    const buttonsFirst = aq !== null && cardsWithMoves(this.menu(aq)).size === 0;
    const question = this.options.presenter
      ? '.nav-reveal'
      : buttonsFirst
        ? '.answer-box button:not(:disabled)'
        : '#hand button[tabindex="0"], .trick button[tabindex="0"], #number-answer, .answer-box button:not(:disabled)';
    const first = open ? this.root.querySelector<HTMLElement>(question) : this.root.querySelector<HTMLButtonElement>('.nav-next:not(:disabled)');
    first?.focus({ preventScroll: true });
  }

  /**
   * Ends the run: its stars are worked out once, from its mistakes, hints and skipped questions,
   * and saved; finishing the same run again shows the same summary and counts nothing.
   */
  private finish(): void {
    this.animating?.abort();
    this.summary.hidden = false;
    // The summary takes the place of the step's words in the panel.
    this.root.dataset.finished = 'true';
    const items: HTMLElement[] = [el('h2', undefined, t('summary.finished'))];
    if (this.trackProgress) {
      const questions = this.questionSteps;
      const stars = starsFor(this.run, questions);
      if (!this.run.finished) {
        this.run = { ...this.run, finished: true };
        this.record((book, id) => book.finishLesson(id, this.steps.length, this.run, stars));
      }
      const run = this.run;
      const p = el('p', 'summary-stars', t('summary.thisRun'));
      p.append(starsBadge(stars));
      const skips = skipsOf(run, questions);
      const parts =
        run.mistakes + run.hints === 0
          ? [t('summary.clean')]
          : [t('summary.mistakes', { count: run.mistakes }), t('summary.hints', { count: run.hints })];
      if (skips > 0) parts.push(t('summary.skipped', { count: skips }));
      p.append(document.createTextNode(t('summary.slips', { slips: parts.join(t('list.comma')) })));
      items.push(p, el('p', 'star-rule', starRule()));
      const why = this.book.notSaved();
      if (why) items.push(notice(why));
    } else {
      items.push(el('p', undefined, t('summary.presenting')));
    }
    const next = nextLesson(this.lesson.id);
    if (next) items.push(link(t('home.nextTo', { title: next.title }), this.options.presenter ? routes.present(next.id, 1) : routes.lesson(next.id, 1), 'button-link primary next-lesson'));
    items.push(link(t('nav.backToGames'), routes.home(), `button-link${next ? '' : ' primary'}`));
    this.summary.replaceChildren(...items);
    this.summary.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
  }
}
