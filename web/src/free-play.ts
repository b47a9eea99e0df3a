// Free play: a whole game of any game, hand after hand, each from a seed, the learner in seat 0
// against computer seats at the level the learner picks for partners and for opponents
// (bot-levels.ts; the core's `bot` request, asked of a worker so the page never waits, except
// "Random", picked on the page from the deal's seed), at the pace the learner picks (pace.ts). An
// optional coach note judges each of the learner's decisions (the core's `coach` request, in the
// same worker), and a finished hand is reviewed decision by decision (coach-view.ts). The score
// is kept across hands to the game's end by the core's `game` request (game-score.ts), which also
// gives each hand its dealer and, where hands carry it, the game's score before it. The position is the seed, the dealer and the moves taken since, one action
// each (kept in memory; the address keeps the seed, dealer and options); after each move the core
// replays them (`hand`) and says the phase, whose turn it is, every legal move with its words,
// the moves of a sequence not yet complete, why a card is refused, who took each trick and, at
// the end, the score line by line. The page asks as seat 0, so the other hands stay hidden unless
// "Show every hand" is ticked. Nothing here knows one game from another.

import { botChoice } from './bot';
import { levelControl, readLevel, type Side } from './bot-levels';
import { CoachNote, reviewView, sameAction, verdictOf, type CoachBody, type Decision, type Verdict } from './coach-view';
import { thinker } from './thinker-host';
import { gameInfo, gameName } from './catalog';
import { button, el, keepingFocus, keyed, labelled, link, pageHeading } from './dom';
import type { Engine } from './engine';
import { Feedback, notice } from './feedback';
import { formatNumber, t, tIfAny } from './i18n';
import { frameOfHand } from './frames';
import { cardsWithMoves, clickCard, madeMove, menuOf, moveControls, movesWithCard, type MoveMenu } from './hand-actions';
import { logLines, visibleStrings, type LoggedMove } from './hand-log';
import { phaseName, pileName } from './hand-words';
import { cardList } from './cards';
import { cardOfMove } from './moves';
import { capital, cardName, countItems, pieceKey } from './pack';
import { gameScoreView, type GameBody, type GameHandRequest } from './game-score';
import { paceControl, readPace } from './pace';
import { replaceRoute, routes } from './router';
import { namingFor, roleName, seatName, sidesOf, takesIt, type SeatNaming } from './seats';
import { ScoreView } from './score-view';
import { TableView } from './table';
import type { Code, GameOption, HandBody, Move, Options, Reply, Seat } from './types';

const LEARNER = 0;
const MAX_SEED = 2 ** 53 - 1;

/** A deal number as typed or in the address, or null when the text is not one. */
function parseSeed(text: string): number | null {
  const t = text.trim();
  return /^\d{1,16}$/.test(t) && Number(t) <= MAX_SEED ? Number(t) : null;
}

/** What a deal number is, for a person who gave something else. */
function seedRule(): string {
  return t('play.seedRule', { max: formatNumber(MAX_SEED) });
}

/** A phrase with its first letter in lower case, to stand inside a sentence ("the auction"). */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** An option of the game agreed before the deal, in words (`option.<name>`), else as the core writes it. */
function optionWords(name: string): string {
  return tIfAny(`option.${name}`) ?? name.replace(/_/g, ' ');
}

/** A value of such an option in words (`option.<name>.<value>`), else as the core writes it. */
function optionValueWords(name: string, value: string): string {
  return tIfAny(`option.${name}.${value}`) ?? value.replace(/-/g, ' ');
}

/** A labelled checkbox of the deal settings. */
function checkbox(text: string, onChange: (on: boolean) => void): HTMLLabelElement {
  const label = el('label', 'control checkbox');
  const box = Object.assign(el('input'), { type: 'checkbox' });
  box.addEventListener('change', () => onChange(box.checked));
  label.append(box, el('span', undefined, text));
  return label;
}

/** One value of a setting's list. */
function choice(value: string, text: string): HTMLOptionElement {
  return Object.assign(el('option', undefined, text), { value });
}

export class FreePlay {
  readonly root = Object.assign(el('main', 'play-page'), { id: 'main' });
  private readonly table = new TableView();
  private readonly panel = Object.assign(labelled(el('section', 'actions-panel'), t('play.yourChoice')), { id: 'actions', hidden: true });
  private readonly feedback = new Feedback();
  private readonly trickNote = el('p', 'trick-note');
  private readonly controls = labelled(el('form', 'play-controls'), t('play.settings'));
  private readonly status = el('p', 'turn-status');
  private readonly aside = el('div', 'aside-piles');
  private readonly actionLog = el('ol', 'action-log');
  private readonly trickLog = el('ol', 'trick-log');
  private readonly final = Object.assign(el('section', 'final'), { hidden: true });
  private readonly errorBox = el('div', 'play-error');
  /** Says when a deal number given was not one, and which deal is shown instead. */
  private readonly seedNote = el('div', 'seed-note');
  private readonly gameBox = el('div', 'game-box');
  private pace = readPace();
  private readonly options: Options = {};
  private readonly offered: GameOption[];
  private seed: number;
  /** The game's first dealer; `null` until the seat count is known (then the last seat, so the learner starts). */
  private dealer: Seat | null;
  private seats = 0;
  /** The hands of the game finished before this one, as the `game` request takes them. */
  private played: GameHandRequest[] = [];
  /** The number of deals the players agree on, for a game that ends after them; 0 for a game that ends by its own rule. */
  private deals = 0;
  /** Whether the game's length is a number of deals agreed beforehand (the core asks for `deals`). */
  private readonly agreedDeals: boolean;
  /** This hand's dealer and, where a game's hands carry it, the game's score before it: both the game's. */
  private handDealer: Seat = 0;
  private scoresBefore: number[] | null = null;
  /** The game as the core last answered it: before this hand, or with it once it is over. */
  private gameNow: GameBody | null = null;
  /** The moves taken, one action each: who took it and the core's words for it, for the log and the take-back. */
  private log: LoggedMove[] = [];
  private hand: HandBody | null = null;
  private refused: Code | null = null;
  /** A card with several legal moves, clicked: its moves are offered under the table. */
  private offer: Code | null = null;
  private showLegal = false;
  private faceUp = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly seedInput = el('input');
  /** The computer seats' levels: the learner's partners', and the opponents'. */
  private readonly levels: Record<Side, number>;
  private coachOn: boolean;
  private readonly coachNote = new CoachNote();
  private readonly reviewBox = el('div', 'review-box');
  /** Counts the changes of position the learner makes (a deal, a take-back): an answer asked before one is stale. */
  private epoch = 0;
  /** The number of actions of the position a computer seat is deciding on, while it is. */
  private decidingAt: number | null = null;
  /** The coach's verdicts, by the actions up to and including the decision judged. */
  private verdicts = new Map<string, Verdict | { failure: string }>();
  /** The coach's answers awaited, by the same keys: asked once however often the review is drawn. */
  private readonly coachAsked = new Map<string, Promise<void>>();

  constructor(
    private readonly engine: Engine,
    private readonly game: string,
    params: URLSearchParams,
  ) {
    const seedText = params.get('seed');
    const given = seedText ? parseSeed(seedText) : null;
    this.seed = given ?? Math.floor(Math.random() * 1_000_000);
    const dealerText = params.get('dealer');
    this.dealer = dealerText !== null && /^\d$/.test(dealerText) ? Number(dealerText) : null;
    this.root.dataset.game = game;
    this.levels = { partners: readLevel('partners', params), opponents: readLevel('opponents', params) };
    this.coachOn = params.has('coach') ? params.get('coach') === '1' : storedCoach();
    const crumbs = el('p', 'crumbs');
    crumbs.append(link(t('nav.allGames'), routes.home()), document.createTextNode(` · ${t('home.freePlay')}`));
    // The game's options agreed before a deal: the core says which the hand decides itself.
    this.offered = (gameInfo(game)?.options ?? []).filter((option) => !option.in_hand && option.values.length > 0);
    for (const option of this.offered) {
      const given = params.get(option.name);
      if (given !== null && option.values.includes(given)) this.options[option.name] = given;
    }
    // The number of deals, where the players agree on one, is asked of the core without naming a game.
    const lengthProbe = engine.request<GameBody>({ op: 'game', game, options: this.options, hands: [] });
    this.agreedDeals = !lengthProbe.ok && lengthProbe.error.code === 'missing-field';
    const dealsText = params.get('deals');
    if (this.agreedDeals && dealsText && /^\d{1,4}$/.test(dealsText) && Number(dealsText) >= 1 && Number(dealsText) <= 1000) this.deals = Number(dealsText);
    const side = labelled(el('aside', 'play-side'), t('play.happened'));
    side.append(
      this.status,
      this.feedback.root,
      this.trickNote,
      this.final,
      this.reviewBox,
      this.gameBox,
      el('h2', undefined, t('play.setAside')),
      this.aside,
      el('h2', undefined, t('play.otherMoves')),
      this.actionLog,
      el('h2', undefined, t('play.tricks')),
      this.trickLog,
    );
    const body = el('div', 'play-body');
    const tableSide = el('div', 'play-table');
    tableSide.append(this.table.root, this.coachNote.root, this.panel);
    body.append(tableSide, side);
    this.root.append(crumbs, pageHeading(t('home.freePlayOf', { game: gameName(game) })), this.controls, this.seedNote, this.errorBox, body);
    this.buildControls();
    this.deal();
    // A mistyped or cut link still deals, but says so: a silent random deal is not the one asked for.
    if (seedText && given === null) {
      this.seedNote.replaceChildren(notice(t('play.badSeedLink', { given: seedText, rule: seedRule(), seed: String(this.seed) })));
    }
  }

  // ---- the deal's settings -----------------------------------------------------------------

  private buildControls(): void {
    const form = this.controls;
    for (const option of this.offered) {
      const label = el('label', 'control');
      label.append(el('span', undefined, optionWords(option.name)));
      const select = el('select');
      select.name = option.name;
      if (option.default === null) select.append(choice('', t('play.optionDefault')));
      for (const v of option.values) select.append(choice(v, optionValueWords(option.name, v)));
      select.value = this.options[option.name] ?? option.default ?? '';
      select.addEventListener('change', () => {
        if (select.value === '') delete this.options[option.name];
        else this.options[option.name] = select.value;
        // Another number of players: the dealer is found again from the new table, and a new game begins.
        this.dealer = null;
        this.newGame();
      });
      label.append(select);
      form.append(label);
    }
    const seedLabel = el('label', 'control');
    const seedInput = Object.assign(this.seedInput, { name: 'seed', inputMode: 'numeric', value: String(this.seed), size: 10 });
    seedLabel.append(el('span', undefined, t('play.dealNumber')), seedInput);
    const dealButton = Object.assign(el('button', undefined, t('play.deal')), { type: 'submit' });
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const n = parseSeed(seedInput.value);
      if (n === null) {
        return this.seedNote.replaceChildren(notice(t('play.badSeed', { given: seedInput.value.trim(), rule: seedRule() })));
      }
      this.seed = n;
      seedInput.value = String(n);
      this.deal();
    });
    const newDeal = button(t('play.newDeal'), () => this.redeal());
    const newGame = button(t('play.newGame'), () => this.newGame(), 'new-game');
    const undo = button(t('play.undo'), () => this.undo(), 'undo');
    const legal = checkbox(t('play.markLegal'), (on) => {
      this.showLegal = on;
      this.draw();
    });
    const all = checkbox(t('play.showAll'), (on) => {
      this.faceUp = on;
      this.refresh(false);
    });
    if (this.agreedDeals) form.append(this.dealsControl());
    const pace = paceControl((p) => {
      this.pace = p;
    });
    form.append(seedLabel, dealButton, newDeal, newGame, undo, legal, all, pace, ...this.levelControls());
  }

  /** The levels of the computer seats, partners and opponents apart, and the coach's switch. */
  private levelControls(): HTMLElement[] {
    const sides: Side[] = ['partners', 'opponents'];
    const parts: HTMLElement[] = sides.map((side) =>
      levelControl(side, this.levels[side], (level) => {
        this.levels[side] = level;
        this.remember();
      }),
    );
    this.partnersControl = parts[0] ?? null;
    const coach = checkbox(t('play.coach'), (on) => {
      this.coachOn = on;
      storeCoach(on);
      this.remember();
      if (!on) this.coachNote.hide();
    });
    const box = coach.querySelector('input');
    if (box) Object.assign(box, { checked: this.coachOn, name: 'coach' });
    parts.push(coach);
    if (thinker().where === 'page') {
      parts.push(el('p', 'thinker-note', t('play.onThePage')));
    }
    return parts;
  }

  private partnersControl: HTMLElement | null = null;

  /** The seats on the learner's side for the whole game: none but the learner where each plays for itself. */
  private ourSide(): Seat[] {
    return sidesOf(this.naming()).find((s) => s.seats.includes(LEARNER))?.seats ?? [LEARNER];
  }

  /** Which of the two levels a computer seat plays at: partners are those on the learner's side. */
  private levelOf(seat: Seat): number {
    return this.levels[this.ourSide().includes(seat) ? 'partners' : 'opponents'];
  }

  /** How many deals the game lasts, for a game whose players agree on it: changing it starts a new game. */
  private dealsControl(): HTMLLabelElement {
    const label = el('label', 'control');
    const select = Object.assign(el('select'), { name: 'deals' });
    for (const n of [1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20]) select.append(choice(String(n), String(n)));
    // Until the table is known, one deal each is the default: it is set with the seats (deal()).
    select.value = String(this.deals || 4);
    select.addEventListener('change', () => {
      this.deals = Number(select.value);
      this.newGame();
    });
    this.dealsSelect = select;
    label.append(el('span', undefined, t('play.deals')), select);
    return label;
  }

  private dealsSelect: HTMLSelectElement | null = null;

  private remember(): void {
    const q = new URLSearchParams();
    q.set('seed', String(this.seed));
    if (this.dealer !== null && this.dealer !== this.seats - 1) q.set('dealer', String(this.dealer));
    if (this.agreedDeals) q.set('deals', String(this.deals));
    for (const [k, v] of Object.entries(this.options)) q.set(k, v);
    q.set('partners', String(this.levels.partners));
    q.set('opponents', String(this.levels.opponents));
    if (this.coachOn) q.set('coach', '1');
    replaceRoute(routes.play(this.game, q));
  }

  private naming(): SeatNaming {
    return namingFor(this.game, this.seats, LEARNER);
  }

  // ---- asking the core ---------------------------------------------------------------------

  /** The moves taken, as the core's `actions`. */
  private get actions(): Move[] {
    return this.log.map((m) => m.move);
  }

  /** The fields of this hand after `actions`, as `hand`, `bot` and `coach` read them. */
  private handFields(actions: Move[]): object {
    return {
      game: this.game,
      options: this.options,
      seed: this.seed,
      dealer: this.handDealer,
      ...(this.scoresBefore ? { scores: this.scoresBefore } : {}),
      actions,
    };
  }

  /** The hand after `actions`, seen from `seat` (everything when `seat` is null). */
  private handAt(actions: Move[], seat: Seat | null): Reply<HandBody> {
    return this.engine.request<HandBody>({ op: 'hand', ...this.handFields(actions), ...(seat === null ? {} : { seat }) });
  }

  /** The game with `hands` played in it, as the core's `game` request answers it. */
  private askGame(hands: GameHandRequest[]): Reply<GameBody> {
    return this.engine.request<GameBody>({
      op: 'game',
      game: this.game,
      options: this.options,
      first_dealer: this.dealer ?? 0,
      ...(this.agreedDeals ? { deals: this.deals } : {}),
      hands,
    });
  }

  // ---- the hand ----------------------------------------------------------------------------

  deal(): void {
    this.stopBots();
    this.verdicts.clear();
    this.coachAsked.clear();
    this.coachNote.hide();
    this.log = [];
    this.hand = null;
    this.refused = null;
    this.offer = null;
    this.feedback.clear();
    this.trickNote.textContent = '';
    this.errorBox.replaceChildren();
    this.seedNote.replaceChildren();
    this.final.hidden = true;
    delete this.root.dataset.unavailable;
    // How many seats the options give is learnt from the core's own deal; the dealer defaults to
    // the last seat, so the learner, in the seat after, is first to act.
    const probe = this.engine.request<HandBody>({ op: 'hand', game: this.game, options: this.options, seed: this.seed, actions: [], seat: LEARNER });
    if (probe.ok) this.seats = probe.hands.length;
    // Partners' level is offered only at a table with partnerships for the whole game.
    // (The controls' own display rule outranks the hidden attribute, so the style says it too.)
    if (this.partnersControl) {
      const none = this.seats > 0 && this.ourSide().length < 2;
      this.partnersControl.hidden = none;
      this.partnersControl.style.display = none ? 'none' : '';
    }
    if (probe.ok && (this.dealer === null || this.dealer >= this.seats)) this.dealer = this.seats - 1;
    if (this.agreedDeals && this.deals === 0) this.deals = this.seats;
    if (this.dealsSelect && ![...this.dealsSelect.options].some((o) => o.value === String(this.deals))) {
      this.dealsSelect.append(choice(String(this.deals), String(this.deals)));
    }
    if (this.dealsSelect) this.dealsSelect.value = String(this.deals);
    this.remember();
    if (!probe.ok) return this.fail(t('play.dealFailed', { why: probe.error.message }));
    // The game gives this hand its dealer and, where hands carry it, the score it starts from.
    const start = this.askGame([...this.played, { seed: this.seed, actions: [] }]);
    if (!start.ok) return this.fail(t('play.gameFailed', { why: start.error.message }));
    const mine = start.hands[start.hands.length - 1];
    this.handDealer = mine?.dealer ?? this.dealer ?? 0;
    this.scoresBefore = mine?.scores_before ?? null;
    this.gameNow = start;
    this.refresh();
  }

  /** A new game: no hand played yet, the first dealer's deal. */
  private newGame(): void {
    this.played = [];
    this.deal();
  }

  /** Another deal in place of this hand, in the same game. */
  private redeal(): void {
    this.seed = (this.seed + 1) % MAX_SEED;
    this.seedInput.value = String(this.seed);
    this.deal();
  }

  /** The next hand of the game: this one joins the game's score, the next seed is dealt by the game's next dealer. */
  private nextHand(): void {
    if (this.hand?.phase !== 'over' || this.gameNow?.over) return;
    this.played = [...this.played, { seed: this.seed, actions: this.actions }];
    this.redeal();
  }

  /** Asks the core for the position as it stands and shows it; the bots act when it is their turn. */
  private refresh(announce = true): void {
    const before = this.hand?.tricks.length ?? 0;
    const reply = this.handAt(this.actions, this.faceUp ? null : LEARNER);
    if (!reply.ok) {
      this.stopBots();
      return this.fail(t('play.replayFailed', { why: reply.error.message }));
    }
    this.hand = reply;
    if (reply.phase === 'over') this.scoreGame();
    if (reply.phase === 'over') this.reviewHand();
    else this.reviewBox.replaceChildren();
    const naming = this.naming();
    if (announce && reply.tricks.length > before) {
      const trick = reply.tricks[reply.tricks.length - 1];
      if (trick) this.trickNote.textContent = t('play.trickNote', { n: reply.tricks.length, taken: takesIt(trick.winner, naming), why: trick.text });
    }
    this.draw();
    // A redraw (every hand shown, say) leaves a seat already deciding on this position to it.
    const deciding = this.root.dataset.busy === 'true' && this.decidingAt === this.log.length;
    if (reply.phase !== 'over' && reply.turn !== null && reply.turn !== LEARNER && !deciding) {
      const justTaken = (reply.trick?.cards.length ?? 0) === 0 && reply.tricks.length > 0;
      this.scheduleBot(justTaken ? this.pace.trick : this.pace.card);
    }
  }

  /** Asks the core for the game with this hand played out: its totals, and whether the game is over. */
  private scoreGame(): void {
    const game = this.askGame([...this.played, { seed: this.seed, actions: this.actions }]);
    if (!game.ok) return this.fail(t('play.scoreFailed', { why: game.error.message }));
    this.gameNow = game;
  }

  /**
   * The seat to act decides while the pace's pause runs: the worker thinks, the pause passes, and
   * the move is made when both are done. Anything the learner changes meanwhile (a take-back, a
   * new deal) makes the answer stale, and it is dropped.
   */
  private scheduleBot(delay: number): void {
    this.stopBots();
    this.root.dataset.busy = 'true';
    const epoch = this.epoch;
    const plies = this.log.length;
    this.decidingAt = plies;
    const decided = this.botDecides();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void decided.then((index) => {
        if (epoch !== this.epoch || plies !== this.log.length) return;
        this.decidingAt = null;
        this.root.dataset.busy = 'false';
        this.botActs(index);
      });
    }, delay);
  }

  /** The seat to act's choice, as a place in its legal list: the page's seeded pick at "Random", else the core's `bot`. */
  private async botDecides(): Promise<number | string> {
    const turn = this.hand?.turn;
    if (turn === null || turn === undefined || turn === LEARNER) return t('play.notBotTurn');
    const view = this.handAt(this.actions, turn);
    if (!view.ok) return view.error.message;
    const level = this.levelOf(turn);
    if (level === 0) return botChoice(this.seed, this.actions.length, view.legal.length) ?? t('play.nothingToChoose');
    const reply = await thinker().ask<{ action: Move }>({ op: 'bot', ...this.handFields(this.actions), level, decision_seed: this.actions.length });
    if (!reply.ok) return reply.error.message;
    // How many moves the core's player has chosen on this page, for anyone checking the levels are used.
    this.root.dataset.botDecisions = String(Number(this.root.dataset.botDecisions ?? 0) + 1);
    const index = view.legal.findIndex((m) => sameAction(m, reply.action));
    return index >= 0 ? index : t('play.unlistedMove');
  }

  /** What the learner's own view shows now: every string of it, to tell later what a move revealed. */
  private learnerSees(): Set<string> | null {
    if (!this.faceUp) return this.hand ? visibleStrings(this.hand) : null;
    const view = this.handAt(this.actions, LEARNER);
    return view.ok ? visibleStrings(view) : null;
  }

  /** The seat to act takes the move it chose (`index` in its legal list), with the core's words for it. */
  private botActs(index: number | string): void {
    const turn = this.hand?.turn;
    if (turn === null || turn === undefined || turn === LEARNER) return;
    if (typeof index === 'string') return this.fail(t('play.couldNotDecide', { seat: seatName(turn, this.naming()), why: index }));
    const view = this.handAt(this.actions, turn);
    if (!view.ok) return this.fail(t('play.replayFailed', { why: view.error.message }));
    const made = madeMove(menuOf(this.game, view, turn), index);
    if (!made) return this.fail(t('play.nothingToDo', { seat: seatName(turn, this.naming()) }));
    const seen = this.learnerSees();
    this.log.push({ seat: turn, ...made, ...(seen ? { seenBefore: seen } : {}) });
    this.refresh();
  }

  /** Stops the bots: before the position changes, and when the page is left. */
  stopBots(): void {
    this.epoch++;
    this.decidingAt = null;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.root.dataset.busy = 'false';
  }

  // ---- the learner's moves -----------------------------------------------------------------

  /** The learner's legal moves now, with the core's words; null when it is not the learner's turn. */
  private menu(): MoveMenu | null {
    const hand = this.hand;
    if (!hand || hand.phase === 'over' || hand.turn !== LEARNER) return null;
    return menuOf(this.game, hand, LEARNER);
  }

  /** Sends one of the learner's legal moves to the core: taken, or refused with the core's sentence. */
  private act(index: number): void {
    const menu = this.menu();
    const made = menu && madeMove(menu, index);
    if (!made) return;
    const trial = this.handAt([...this.actions, made.move], LEARNER);
    if (!trial.ok) {
      this.feedback.say('refused', t('play.whyNot', { why: trial.error.message }));
      return this.draw();
    }
    this.refused = null;
    this.offer = null;
    this.log.push({ seat: LEARNER, ...made });
    this.feedback.say('info', t('play.youDid', { move: made.label }));
    if (this.coachOn) this.coachDecision(this.log.length - 1, menu, true);
    else this.coachNote.hide();
    this.refresh();
  }

  // ---- the coach ---------------------------------------------------------------------------

  /** The key of a decision's verdict: the deal and the actions up to and including it. */
  private verdictKey(at: number): string {
    return JSON.stringify([this.seed, this.handDealer, this.options, this.actions.slice(0, at + 1)]);
  }

  /**
   * Asks the coach about the learner's decision at `at` (the position before it being `menu`):
   * in the note beside the hand when `note`, and kept for the review. An answer for a position
   * left since is kept but not shown.
   */
  private coachDecision(at: number, menu: MoveMenu, note: boolean): Promise<void> {
    const key = this.verdictKey(at);
    const logged = this.log[at];
    if (!logged) return Promise.resolve();
    const known = this.verdicts.get(key);
    if (known) {
      if (note) this.showVerdict(logged.label, known);
      return Promise.resolve();
    }
    if (note) this.coachNote.thinking(logged.label);
    const pending = this.coachAsked.get(key);
    if (pending && !note) return pending;
    const asked = this.log.length;
    const epoch = this.epoch;
    const labelOf = (action: Move): string => {
      const i = menu.legal.findIndex((m) => sameAction(m, action));
      return i >= 0 ? (menu.labels[i] ?? '') : '';
    };
    const answered = thinker()
      .ask<CoachBody>({ op: 'coach', ...this.handFields(this.actions.slice(0, at)), chosen: logged.move })
      .then((reply) => {
        this.coachAsked.delete(key);
        const verdict = reply.ok ? verdictOf(reply, logged.move, labelOf) : { failure: reply.error.message };
        this.verdicts.set(key, verdict);
        // Stale when the learner has taken back or dealt again since; a later decision's note replaces it.
        const current = this.verdictKey(at) === key && (epoch === this.epoch || this.log.length >= asked);
        if (note && current && this.lastLearnerAt() === at) this.showVerdict(logged.label, verdict);
        if (this.hand?.phase === 'over' && current) this.drawReview();
      });
    this.coachAsked.set(key, answered);
    return answered;
  }

  private showVerdict(label: string, verdict: Verdict | { failure: string }): void {
    if ('failure' in verdict) this.coachNote.failed(verdict.failure);
    else this.coachNote.say(label, verdict);
  }

  private lastLearnerAt(): number {
    return this.log.map((m) => m.seat).lastIndexOf(LEARNER);
  }

  /** The learner's decisions in this hand, with what the coach has said of each. */
  private decisions(): Decision[] {
    return this.log.flatMap((m, at) => {
      if (m.seat !== LEARNER) return [];
      const v = this.verdicts.get(this.verdictKey(at));
      return [{ at, label: m.label, verdict: v && !('failure' in v) ? v : null, ...(v && 'failure' in v ? { failure: v.failure } : {}) }];
    });
  }

  /** After the hand: the coach is asked about every decision not yet judged, one after another. */
  private reviewHand(): void {
    const epoch = this.epoch;
    let chain = Promise.resolve();
    for (const d of this.decisions()) {
      if (d.verdict || d.failure) continue;
      chain = chain.then(() => {
        if (epoch !== this.epoch) return;
        const before = this.handAt(this.actions.slice(0, d.at), LEARNER);
        if (!before.ok) return;
        return this.coachDecision(d.at, menuOf(this.game, before, LEARNER), false);
      });
    }
    this.drawReview();
  }

  private drawReview(): void {
    if (this.hand?.phase !== 'over') return this.reviewBox.replaceChildren();
    this.reviewBox.replaceChildren(reviewView(this.decisions(), (at) => this.replayFrom(at)));
  }

  /** The same deal again, with the actions before the decision at `at`: the learner decides again. */
  private replayFrom(at: number): void {
    const label = this.log[at]?.label ?? t('play.thatDecision');
    this.offer = null;
    this.trickNote.textContent = '';
    this.hand = null;
    this.coachNote.hide();
    this.reviewBox.replaceChildren();
    this.goBackTo(this.log.slice(0, at), t('play.replayFrom', { move: label }));
    this.table.root.scrollIntoView?.({ block: 'nearest' });
  }

  /** The learner's moves of the sequence not yet complete: the last of the actions, as many as `pending`. */
  private pendingMoves(): LoggedMove[] {
    const n = this.hand?.turn === LEARNER ? (this.hand.pending?.length ?? 0) : 0;
    return n > 0 ? this.log.slice(-n) : [];
  }

  /** A card of the learner's hand chosen on the table. */
  private choose(code: Code): void {
    const hand = this.hand;
    if (!hand) return;
    if (hand.phase === 'over' || hand.turn === null) return this.feedback.say('info', t('play.overChoose'));
    const menu = this.menu();
    if (!menu) return this.feedback.say('info', t('play.notYet', { role: roleName(hand.turn, this.naming()) }));
    const chosen = this.pendingMoves().some((m) => m.card === code);
    const whyNot = (move: Move): string => {
      const trial = this.handAt([...this.actions, move], LEARNER);
      return trial.ok ? t('play.coreRefuses') : trial.error.message;
    };
    clickCard(menu, code, chosen, hand.illegal, whyNot, {
      putBack: () => this.putBack(code),
      move: (i) => this.act(i),
      offer: () => {
        this.offer = code;
        this.feedback.say('info', t('play.chooseWhat', { card: capital(cardName(this.game, code)) }));
        this.draw();
        this.panel.querySelector<HTMLElement>('.move-offer button')?.focus();
      },
      refuse: (text) => this.sayRefused(code, text),
      other: () => this.feedback.say('info', t(pieceKey(this.game, 'play.notACard'), { phase: lowerFirst(phaseName(hand.phase)) })),
    });
  }

  /** A card already chosen in the sequence under way, clicked again: that move is taken out. */
  private putBack(code: Code): void {
    const at = this.log.map((m, i) => (m.seat === LEARNER && m.card === code ? i : -1)).filter((i) => i >= 0).pop();
    if (at === undefined) return;
    const log = this.log.filter((_, i) => i !== at);
    const Name = capital(cardName(this.game, code));
    if (!this.handAt(log.map((m) => m.move), LEARNER).ok) {
      return this.feedback.say('info', t('play.staysChosen', { card: Name }));
    }
    this.goBackTo(log, t('player.putBack', { card: Name }));
  }

  private sayRefused(code: Code, text: string): void {
    this.refused = code;
    this.feedback.say('refused', t('play.whyNotCard', { card: cardName(this.game, code), why: text }));
    this.draw();
  }

  /** Drops the learner's last move and every other seat's move after it. */
  private undo(): void {
    const last = this.log.map((m) => m.seat).lastIndexOf(LEARNER);
    if (last < 0) return this.feedback.say('info', t('play.notActed'));
    this.offer = null;
    this.trickNote.textContent = '';
    this.hand = null;
    this.goBackTo(this.log.slice(0, last), t('play.takenBack', { move: this.log[last]?.label ?? t('play.lastMove') }));
  }

  /** Goes back to the moves of `log`, a part of the hand's, and says so. */
  private goBackTo(log: LoggedMove[], text: string): void {
    this.stopBots();
    this.coachNote.hide();
    this.log = log;
    this.refused = null;
    this.feedback.say('info', text);
    this.refresh(false);
  }

  // ---- drawing -----------------------------------------------------------------------------

  private draw(): void {
    const hand = this.hand;
    if (!hand) return;
    const naming = this.naming();
    const over = hand.phase === 'over';
    const menu = this.menu();
    const pending = this.pendingMoves();
    keepingFocus(this.panel, () => this.drawPanel(menu, pending));
    const cards = menu ? cardsWithMoves(menu) : new Set<Code>();
    this.table.render({
      game: this.game,
      naming,
      frame: frameOfHand(hand),
      faceUp: this.faceUp,
      handActive: true,
      marks: {
        refused: this.refused,
        ...(this.showLegal && menu ? { legal: cards } : {}),
        ...(pending.length > 0 ? { chosen: new Set(pending.flatMap((m) => m.card ?? [])) } : {}),
      },
      onHandCard: (code) => this.choose(code),
    });
    this.root.dataset.phase = hand.phase;
    this.root.dataset.done = String(over);
    this.root.dataset.turn = hand.turn === null ? '' : String(hand.turn);
    this.root.dataset.acted = String(this.actions.length);
    this.root.dataset.plays = String(hand.tricks.reduce((n, t) => n + t.cards.length, 0) + (hand.trick?.cards.length ?? 0));
    const phase = phaseName(hand.phase);
    this.status.textContent = over
      ? t('play.over')
      : menu
        ? t('play.yourTurn', { phase, todo: this.whatToDo(menu, cards) })
        : t('play.choosing', { phase, seat: seatName(hand.turn ?? 0, naming) });
    this.drawAside(hand);
    const lines = logLines(this.log, { game: this.game, naming, viewer: this.faceUp ? null : LEARNER, now: hand });
    this.actionLog.replaceChildren(...lines.map((line) => el('li', undefined, line)));
    if (lines.length === 0) this.actionLog.append(el('li', 'log-none', t('play.nothingYet')));
    this.trickLog.replaceChildren(
      ...hand.tricks.map((trick, i) => {
        const li = el('li', 'logged-trick');
        li.dataset.winner = String(trick.winner);
        const played = trick.cards.map((c, k) => t('log.line', { role: roleName(trick.seats[k] ?? 0, naming), moves: cardName(this.game, c) })).join(' · ');
        li.append(el('p', 'logged-cards', t('play.trickCards', { n: i + 1, cards: played })), el('p', 'logged-why', `${takesIt(trick.winner, naming)} ${trick.text}`));
        return li;
      }),
    );
    this.drawScore(hand, naming);
  }

  /** The status line's advice: a card to click, a choice under the table, or either. */
  private whatToDo(menu: MoveMenu, cards: ReadonlySet<Code>): string {
    const buttons = menu.legal.some((m) => cardOfMove(m, menu.hand) === null);
    if (cards.size > 0 && buttons) return t(pieceKey(this.game, 'play.todoBoth'));
    return cards.size > 0 ? t(pieceKey(this.game, 'play.todoCard')) : t('play.todoBelow');
  }

  /** The learner's choices under the table: the core's moves, the sequence so far, refused moves. */
  private drawPanel(menu: MoveMenu | null, pending: LoggedMove[]): void {
    const panel = this.panel;
    if (!menu || menu.legal.length === 0) {
      this.offer = null;
      panel.hidden = true;
      return panel.replaceChildren();
    }
    if (this.offer !== null && movesWithCard(menu, this.offer).length < 2) this.offer = null;
    const parts: HTMLElement[] = [el('h2', undefined, t('play.yourChoice'))];
    if (cardsWithMoves(menu).size > 0) parts.push(el('p', 'action-hint', t(pieceKey(this.game, 'play.clickCard'))));
    parts.push(
      ...moveControls({
        menu,
        offer: this.offer,
        onMove: (i) => this.act(i),
        onCloseOffer: () => {
          this.offer = null;
          this.draw();
        },
        pending,
        onUndo: () => this.undo(),
      }),
    );
    // Moves the core judged and refused that are not cards of the hand (a draw from the stock, a pass).
    const refused = (this.hand?.illegal ?? []).filter((r) => !menu.hand.includes(r.card));
    if (refused.length > 0) {
      const row = labelled(el('div', 'action-buttons refused-moves'), t('play.notAllowedNow'), 'group');
      row.append(el('span', 'refused-caption', t('play.notAllowedCaption')));
      for (const r of refused) {
        const b = keyed(button(capital(cardName(this.game, r.card)), () => this.sayRefused(r.card, r.text), 'action-refused'), `refused:${r.card}`);
        b.dataset.code = r.card;
        row.append(b);
      }
      parts.push(row);
    }
    panel.hidden = false;
    panel.replaceChildren(...parts);
  }

  private drawAside(hand: HandBody): void {
    const piles = Object.entries(hand.aside);
    if (piles.length === 0) return this.aside.replaceChildren(el('p', 'aside-none', t('play.nothing')));
    this.aside.replaceChildren(
      ...piles.map(([name, pile]) => {
        const box = el('div', 'aside-pile');
        box.dataset.pile = name;
        if (Array.isArray(pile)) {
          box.append(el('p', 'aside-name', t('play.faceUp', { pile: pileName(name), cards: countItems(this.game, pile.length) })), cardList(this.game, pile, 'aside-cards', 'hand-card'));
        } else {
          const down = t('play.faceDown', { pile: pileName(name), cards: countItems(this.game, pile.count) });
          const shown = pile.shown?.length ? t('play.shown', { cards: pile.shown.map((c) => cardName(this.game, c)).join(t('list.comma')) }) : '';
          box.append(el('p', 'aside-name', `${down}${shown}`));
        }
        return box;
      }),
    );
  }

  private drawScore(hand: HandBody, naming: SeatNaming): void {
    const over = hand.phase === 'over';
    const score = hand.score;
    this.gameBox.replaceChildren(...(this.gameNow ? [gameScoreView(this.gameNow, naming)] : []));
    if (!over && (!score || score.lines.length === 0)) {
      this.final.hidden = true;
      this.final.classList.remove('is-final');
      return this.final.replaceChildren();
    }
    const parts: HTMLElement[] = [el('h2', undefined, over ? t('play.scoreOfHand') : t('play.scoreSoFar'))];
    if (hand.no_hand) parts.push(el('p', 'no-hand', hand.no_hand));
    if (score) parts.push(...new ScoreView(naming).render(score, over));
    if (over) {
      const row = el('div', 'action-buttons');
      if (this.gameNow?.over) row.append(button(t('play.newGame'), () => this.newGame(), 'primary new-game'), button(t('play.sameDeal'), () => this.deal()));
      else row.append(button(t('play.nextHand'), () => this.nextHand(), 'primary next-hand'), button(t('play.sameDeal'), () => this.deal()));
      parts.push(row);
      const sides = sidesOf(naming).map((s) => t('play.sideTricks', { side: s.name, count: hand.tricks.filter((trick) => s.seats.includes(trick.winner)).length }));
      parts.push(el('p', 'final-tricks', t('play.tricksTaken', { sides: sides.join(t('list.comma')) })));
    }
    this.final.replaceChildren(...parts);
    this.final.hidden = false;
    this.final.classList.toggle('is-final', over);
  }

  private fail(message: string): void {
    this.errorBox.replaceChildren(notice(message, 'error'));
    this.root.dataset.unavailable = 'true';
  }
}

const COACH_KEY = 'tutor.coach';

/** Whether the learner last asked for the coach's notes (off unless asked). */
function storedCoach(): boolean {
  try {
    return window.localStorage.getItem(COACH_KEY) === '1';
  } catch {
    return false;
  }
}

function storeCoach(on: boolean): void {
  try {
    window.localStorage.setItem(COACH_KEY, on ? '1' : '0');
  } catch {
    // Storage may be off: the choice holds for this visit and its address.
  }
}
