// Free play: a whole hand of any game, from a seed, the learner in seat 0 against seats that take
// a random legal action. The position is the seed, the dealer and the actions taken since (kept
// in memory; the address keeps the seed, dealer and options); after each action the core replays
// it (`hand`) and says the phase, whose turn it is, what is legal, why a card is refused, who took
// each trick and, at the end, the score line by line. The page asks as seat 0, so the other
// hands stay hidden unless "Show every hand" is ticked.

import { botAction } from './bot';
import { gameInfo, gameName, playsCounterClockwise } from './catalog';
import { button, el, link, pageHeading } from './dom';
import type { Engine } from './engine';
import { Feedback, notice } from './feedback';
import { frameOfHand } from './frames';
import { ActionsPanel, cardOfAction } from './hand-actions';
import { actionName, bidName, declarationName, phaseName, pileName } from './hand-words';
import { cardFigure } from './cards';
import { cardName, countItems, packOf } from './packs';
import { readPace, type Pace } from './pace';
import { replaceRoute, routes } from './router';
import { optionValueName, roleName, seatName, seatTakes, sidesOf, type SeatNaming } from './seats';
import { ScoreView } from './score-view';
import { TableView } from './table';
import type { Code, GameOption, HandAction, HandBody, Options, Reply, Seat } from './types';

const LEARNER = 0;
const MAX_SEED = 2 ** 53 - 1;

/**
 * Options chosen during the hand rather than before the deal: Piedmont's counting allegiance is
 * decided by the calls made in play, Texas 42's trump and contract by the declarer (only how
 * doubles rank without trumps is agreed before the deal) (docs/api.md, `hand`).
 */
const DECIDED_IN_PLAY: Record<string, readonly string[]> = {
  'piedmont-tarocchi': ['allegiance'],
  'texas-42': ['trump', 'contract'],
};

/** A deal number as typed or in the address, or null when the text is not one. */
function parseSeed(text: string): number | null {
  const t = text.trim();
  return /^\d{1,16}$/.test(t) && Number(t) <= MAX_SEED ? Number(t) : null;
}

function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

/** What a deal number is, for a person who gave something else. */
const SEED_RULE = `a deal number is a whole number from 0 to ${MAX_SEED.toLocaleString('en')}`;

export class FreePlay {
  readonly root: HTMLElement;
  private readonly table = new TableView();
  private readonly panel = new ActionsPanel();
  private readonly feedback = new Feedback();
  private readonly trickNote = el('p', 'trick-note');
  private readonly controls = el('form', 'play-controls');
  private readonly status = el('p', 'turn-status');
  private readonly facts = el('p', 'hand-facts');
  private readonly aside = el('div', 'aside-piles');
  private readonly actionLog = el('ol', 'action-log');
  private readonly log = el('ol', 'trick-log');
  private readonly final = el('section', 'final');
  private readonly errorBox = el('div', 'play-error');
  /** Says when a deal number given was not one, and which deal is shown instead. */
  private readonly seedNote = el('div', 'seed-note');
  private readonly pace: Pace;
  private options: Options = {};
  private offered: GameOption[] = [];
  private seed: number;
  /** The dealer; `null` until the seat count is known (then the last seat, so the learner starts). */
  private dealer: Seat | null;
  private seats = 0;
  private actions: HandAction[] = [];
  /** Who took each action, so a take-back can find the learner's last one. */
  private actors: Seat[] = [];
  private hand: HandBody | null = null;
  private refused: Code | null = null;
  private showLegal = false;
  private faceUp = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private seedInput: HTMLInputElement | null = null;

  constructor(
    private readonly engine: Engine,
    private readonly game: string,
    params: URLSearchParams,
  ) {
    this.pace = readPace();
    const seedText = params.get('seed');
    const given = seedText ? parseSeed(seedText) : null;
    this.seed = given ?? randomSeed();
    const dealerText = params.get('dealer');
    this.dealer = dealerText !== null && /^\d$/.test(dealerText) ? Number(dealerText) : null;
    this.root = el('main', 'play-page');
    this.root.id = 'main';
    this.root.dataset.game = game;
    const crumbs = el('p', 'crumbs');
    crumbs.append(link('All games', routes.home()), document.createTextNode(' · Free play'));
    this.offered = this.offeredOptions(gameInfo(game)?.options ?? []);
    this.options = this.initialOptions(params);
    const side = el('aside', 'play-side');
    side.setAttribute('aria-label', 'What happened');
    this.final.hidden = true;
    side.append(
      this.status,
      this.feedback.root,
      this.facts,
      this.trickNote,
      this.final,
      el('h2', undefined, 'Set aside'),
      this.aside,
      el('h2', undefined, 'Auction, exchange and announcements'),
      this.actionLog,
      el('h2', undefined, 'Tricks'),
      this.log,
    );
    const body = el('div', 'play-body');
    const tableSide = el('div', 'play-table');
    tableSide.append(this.table.root, this.panel.root);
    body.append(tableSide, side);
    this.root.append(crumbs, pageHeading(`Free play: ${gameName(game)}`), this.controls, this.seedNote, this.errorBox, body);
    this.buildControls();
    this.deal();
    // A mistyped or cut link still deals, but says so: a silent random deal is not the one asked for.
    if (seedText && given === null) {
      this.seedNote.replaceChildren(notice(`“${seedText}” is not a deal number (${SEED_RULE}), so this is deal ${this.seed} instead.`));
    }
  }

  // ---- the deal's settings -----------------------------------------------------------------

  /** The game's options that are chosen before a deal (the core refuses the others in `hand`). */
  private offeredOptions(list: GameOption[]): GameOption[] {
    const later = DECIDED_IN_PLAY[this.game] ?? [];
    return list.filter((option) => {
      if (later.includes(option.name)) return false;
      const value = option.default ?? option.values[0];
      if (value === undefined) return false;
      const probe = this.ask({ op: 'hand', game: this.game, options: { [option.name]: value }, seed: 1, actions: [], seat: LEARNER });
      return probe.ok || (probe.error.code !== 'bad-field' && probe.error.code !== 'unknown-option');
    });
  }

  private initialOptions(params: URLSearchParams): Options {
    const out: Options = {};
    for (const option of this.offered) {
      const given = params.get(option.name);
      if (given !== null && option.values.includes(given)) out[option.name] = given;
    }
    return out;
  }

  private buildControls(): void {
    const form = this.controls;
    form.setAttribute('aria-label', 'Deal settings');
    for (const option of this.offered) {
      const label = el('label', 'control');
      label.append(el('span', undefined, option.name.replace(/_/g, ' ')));
      const select = el('select');
      select.name = option.name;
      if (option.default === null) {
        const o = el('option', undefined, '(the game’s default)');
        o.value = '';
        select.append(o);
      }
      for (const v of option.values) {
        const o = el('option', undefined, optionValueName(option.name, v));
        o.value = v;
        select.append(o);
      }
      select.value = this.options[option.name] ?? option.default ?? '';
      select.addEventListener('change', () => {
        if (select.value === '') delete this.options[option.name];
        else this.options[option.name] = select.value;
        // Another number of players: the dealer is found again from the new table.
        this.dealer = null;
        this.deal();
      });
      label.append(select);
      form.append(label);
    }
    const seedLabel = el('label', 'control');
    seedLabel.append(el('span', undefined, 'Deal number'));
    const seedInput = el('input');
    seedInput.name = 'seed';
    seedInput.inputMode = 'numeric';
    seedInput.value = String(this.seed);
    seedInput.size = 10;
    seedLabel.append(seedInput);
    const dealButton = el('button', undefined, 'Deal');
    dealButton.type = 'submit';
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const n = parseSeed(seedInput.value);
      if (n === null) {
        this.seedNote.replaceChildren(notice(`“${seedInput.value.trim()}” is not a deal number (${SEED_RULE}). The deal on the table is unchanged.`));
        return;
      }
      this.seed = n;
      seedInput.value = String(n);
      this.deal();
    });
    const newDeal = button('New deal', () => this.nextHand(false));
    const undo = button('Take back my last action', () => this.undo(), 'undo');
    const legal = el('label', 'control checkbox');
    const legalBox = el('input');
    legalBox.type = 'checkbox';
    legalBox.addEventListener('change', () => {
      this.showLegal = legalBox.checked;
      this.draw();
    });
    legal.append(legalBox, el('span', undefined, 'Mark the cards I may play'));
    const all = el('label', 'control checkbox');
    const allBox = el('input');
    allBox.type = 'checkbox';
    allBox.addEventListener('change', () => {
      this.faceUp = allBox.checked;
      this.refresh(false);
    });
    all.append(allBox, el('span', undefined, 'Show every hand'));
    form.append(seedLabel, dealButton, newDeal, undo, legal, all);
    this.seedInput = seedInput;
  }

  private remember(): void {
    const q = new URLSearchParams();
    q.set('seed', String(this.seed));
    if (this.dealer !== null && this.dealer !== this.seats - 1) q.set('dealer', String(this.dealer));
    for (const [k, v] of Object.entries(this.options)) q.set(k, v);
    replaceRoute(routes.play(this.game, q));
  }

  private naming(): SeatNaming {
    return {
      seats: this.seats,
      learner: LEARNER,
      partnerships: packOf(this.game).partnerships,
      counterClockwise: playsCounterClockwise(this.game),
    };
  }

  // ---- asking the core ---------------------------------------------------------------------

  private ask(request: object): Reply<HandBody> {
    return this.engine.request<HandBody>(request);
  }

  /** The hand after `actions`, seen from `seat` (everything when `seat` is null). */
  private handAt(actions: HandAction[], seat: Seat | null): Reply<HandBody> {
    return this.ask({
      op: 'hand',
      game: this.game,
      options: this.options,
      seed: this.seed,
      dealer: this.dealer ?? 0,
      actions,
      ...(seat === null ? {} : { seat }),
    });
  }

  // ---- the hand ----------------------------------------------------------------------------

  deal(): void {
    this.stopBots();
    this.actions = [];
    this.actors = [];
    this.hand = null;
    this.refused = null;
    this.feedback.clear();
    this.trickNote.textContent = '';
    this.errorBox.replaceChildren();
    this.seedNote.replaceChildren();
    this.final.hidden = true;
    delete this.root.dataset.unavailable;
    // How many seats the options give is learnt from the core's own deal; the dealer defaults to
    // the last seat, so the learner, in the seat after, is first to act.
    const probe = this.ask({ op: 'hand', game: this.game, options: this.options, seed: this.seed, actions: [], seat: LEARNER });
    if (!probe.ok) {
      this.remember();
      this.fail(`The deal could not be made: ${probe.error.message}`);
      return;
    }
    this.seats = probe.hands.length;
    if (this.dealer === null || this.dealer >= this.seats) this.dealer = this.seats - 1;
    this.remember();
    this.refresh();
  }

  /** "Next hand" deals the next seed with the deal passing to the next seat; "New deal" keeps the dealer. */
  private nextHand(passDeal: boolean): void {
    this.seed = (this.seed + 1) % MAX_SEED;
    if (this.seedInput) this.seedInput.value = String(this.seed);
    if (passDeal && this.dealer !== null && this.seats > 0) this.dealer = (this.dealer + 1) % this.seats;
    this.deal();
  }

  /** Asks the core for the position as it stands and shows it; the bots act when it is their turn. */
  private refresh(announce = true): void {
    const before = this.hand?.tricks.length ?? 0;
    const reply = this.handAt(this.actions, this.faceUp ? null : LEARNER);
    if (!reply.ok) {
      this.stopBots();
      this.fail(`The hand could not be replayed: ${reply.error.message}`);
      return;
    }
    this.hand = reply;
    const naming = this.naming();
    if (announce && reply.tricks.length > before) {
      const t = reply.tricks[reply.tricks.length - 1];
      if (t) this.trickNote.textContent = `Trick ${reply.tricks.length}: ${seatTakes(t.winner, naming)} it. ${t.text}`;
    }
    this.draw();
    if (reply.phase === 'over') return;
    if (reply.turn !== null && reply.turn !== LEARNER) {
      const justTaken = (reply.trick?.cards.length ?? 0) === 0 && reply.tricks.length > 0;
      this.scheduleBot(justTaken ? this.pace.trick : this.pace.card);
    }
  }

  private scheduleBot(delay: number): void {
    this.stopBots();
    this.root.dataset.busy = 'true';
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.root.dataset.busy = 'false';
      this.botActs();
    }, delay);
  }

  /** The seat to act takes a random legal action; the core lists the choices and judges the pick. */
  private botActs(): void {
    const turn = this.hand?.turn;
    if (turn === null || turn === undefined || turn === LEARNER) return;
    const view = this.handAt(this.actions, turn);
    if (!view.ok) {
      this.fail(`The hand could not be replayed: ${view.error.message}`);
      return;
    }
    const action = botAction(this.seed, this.actions.length, view.legal, (a) => this.handAt([...this.actions, a], turn).ok);
    if (action === null) {
      this.fail(`${seatName(turn, this.naming())} has nothing it may do.`);
      return;
    }
    this.actions.push(action);
    this.actors.push(turn);
    this.refresh();
  }

  private stopBots(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.root.dataset.busy = 'false';
  }

  /** Stops the bots when the page is left. */
  dispose(): void {
    this.stopBots();
  }

  // ---- the learner's actions ---------------------------------------------------------------

  /** Sends the learner's action to the core: taken, or refused with the core's sentence. */
  private act(action: HandAction): void {
    const hand = this.hand;
    if (!hand || hand.turn !== LEARNER) return;
    const trial = this.handAt([...this.actions, action], LEARNER);
    if (!trial.ok) {
      const card = cardOfAction(action);
      this.refused = card;
      this.feedback.say('refused', `Why not? ${trial.error.message}`);
      this.draw();
      return;
    }
    this.refused = null;
    this.actions.push(action);
    this.actors.push(LEARNER);
    this.feedback.say('info', `You: ${actionName(this.game, action)}.`);
    this.refresh();
  }

  /** A card of the learner's hand (or Burro's draw and pass) chosen on the table. */
  private choose(code: Code): void {
    const hand = this.hand;
    if (!hand) return;
    const naming = this.naming();
    if (hand.phase === 'over' || hand.turn === null) {
      this.feedback.say('info', 'The hand is over. Choose “Next hand” or “New deal” to play another.');
      return;
    }
    if (hand.turn !== LEARNER) {
      this.feedback.say('info', `Not yet: ${roleName(hand.turn, naming)} is to act.`);
      return;
    }
    if (this.panel.picking) {
      if (this.panel.toggle(code)) {
        this.refused = null;
        const p = this.panel.picking;
        this.feedback.say('info', `${cardName(this.game, code)} ${p.chosen.includes(code) ? 'chosen' : 'put back'}: ${p.chosen.length} of ${p.choose}.`);
        this.draw();
      } else {
        this.explainPick(code);
      }
      return;
    }
    if (code === 'draw' || code === 'pass') {
      const action = hand.legal.find((a) => code in a);
      if (action) this.act(action);
      else this.sayRefused(code, hand.illegal.find((r) => r.card === code)?.text ?? null);
      return;
    }
    const matching = hand.legal.filter((a) => cardOfAction(a) === code);
    if (matching.length === 1 && matching[0]) {
      this.act(matching[0]);
      return;
    }
    if (hand.legal.some((a) => a.play === code)) {
      this.feedback.say('info', `Playing ${cardName(this.game, code)} carries a call: choose it with the buttons under the table.`);
      return;
    }
    const refusal = hand.illegal.find((r) => r.card === code);
    if (refusal) {
      this.sayRefused(code, refusal.text);
      return;
    }
    // A card action the core offers for other cards (Tapp-Tarock's discard): the core says why not this one.
    const key = hand.legal.map((a) => Object.keys(a)).find((k) => k.length === 1 && (k[0] === 'play' || k[0] === 'discard'))?.[0];
    if (key) {
      this.act({ [key]: code });
      return;
    }
    this.feedback.say('info', `Not a card now: ${phaseName(this.game, hand.phase).toLowerCase()} first. Your choices are under the table.`);
  }

  private sayRefused(code: Code, text: string | null): void {
    this.refused = code;
    this.feedback.say('refused', `Why not ${cardName(this.game, code)}? ${text ?? 'It is not in your hand.'}`);
    this.draw();
  }

  /** A card the pick may not hold: the core says why, judging a pick with that card in it. */
  private explainPick(code: Code): void {
    const p = this.panel.picking;
    if (!p) return;
    const others = [...p.chosen, ...p.from.filter((c) => !p.chosen.includes(c))].filter((c) => c !== code);
    const trial = this.handAt([...this.actions, { [p.key]: [code, ...others.slice(0, p.choose - 1)] }], LEARNER);
    this.sayRefused(code, trial.ok ? null : trial.error.message);
  }

  /** Drops the learner's last action and every bot action after it. */
  private undo(): void {
    const last = this.actors.lastIndexOf(LEARNER);
    if (last < 0) {
      this.feedback.say('info', 'You have not acted yet in this hand.');
      return;
    }
    this.stopBots();
    const taken = this.actions[last];
    this.actions = this.actions.slice(0, last);
    this.actors = this.actors.slice(0, last);
    this.refused = null;
    this.trickNote.textContent = '';
    this.feedback.say('info', `Taken back: ${taken ? actionName(this.game, taken) : 'your last action'}.`);
    this.hand = null;
    this.refresh(false);
  }

  // ---- drawing -----------------------------------------------------------------------------

  private draw(): void {
    const hand = this.hand;
    if (!hand) return;
    const naming = this.naming();
    const over = hand.phase === 'over';
    const yourTurn = !over && hand.turn === LEARNER;
    this.panel.render(
      yourTurn
        ? { game: this.game, legal: hand.legal, ply: this.actions.length, onAction: (a) => this.act(a), onPick: () => this.draw() }
        : null,
    );
    const picking = yourTurn ? this.panel.picking : null;
    const mayPlay = new Set<Code>(hand.legal.map(cardOfAction).filter((c): c is Code => c !== null));
    if (picking) for (const c of picking.from) mayPlay.add(c);
    for (const a of hand.legal) for (const k of ['draw', 'pass']) if (k in a) mayPlay.add(k);
    // Burro's draw and pass sit beside the hand whenever the core judged them now.
    const judged = new Set([...hand.legal.flatMap((a) => Object.keys(a)), ...hand.illegal.map((r) => r.card)]);
    const extra = yourTurn ? ['draw', 'pass'].filter((a) => judged.has(a)) : [];
    this.table.render({
      game: this.game,
      naming,
      frame: frameOfHand(hand),
      faceUp: this.faceUp,
      handActive: true,
      trickActive: false,
      actions: extra,
      marks: {
        refused: this.refused,
        ...(this.showLegal && yourTurn ? { legal: mayPlay } : {}),
        ...(picking ? { chosen: new Set(picking.chosen) } : {}),
      },
      onHandCard: (code) => this.choose(code),
    });
    this.root.dataset.phase = hand.phase;
    this.root.dataset.done = String(over);
    this.root.dataset.turn = hand.turn === null ? '' : String(hand.turn);
    this.root.dataset.acted = String(this.actions.length);
    this.root.dataset.plays = String(hand.tricks.reduce((n, t) => n + t.cards.length, 0) + (hand.trick?.cards.length ?? 0));
    const phase = phaseName(this.game, hand.phase);
    this.status.textContent = over
      ? 'The hand is over.'
      : yourTurn
        ? `${phase}: your turn. ${hand.phase === 'playing' ? 'Choose a card; a refused card is explained.' : 'Your choices are under the table.'}`
        : `${phase}: ${seatName(hand.turn ?? 0, naming)} is choosing…`;
    this.facts.textContent = this.factsOf(hand, naming);
    this.drawAside(hand);
    this.drawActionLog(naming);
    this.log.replaceChildren(
      ...hand.tricks.map((t, i) => {
        const li = el('li', 'logged-trick');
        li.dataset.winner = String(t.winner);
        const cards = t.cards.map((c, k) => `${roleName(t.seats[k] ?? 0, naming)}: ${cardName(this.game, c)}`).join(' · ');
        li.append(el('p', 'logged-cards', `Trick ${i + 1}. ${cards}`), el('p', 'logged-why', `${seatTakes(t.winner, naming)} it. ${t.text}`));
        return li;
      }),
    );
    this.drawScore(hand, naming);
  }

  /** What the table knows of the contract, in a line: the taker, the bid, trumps, calls. */
  private factsOf(hand: HandBody, naming: SeatNaming): string {
    const parts: string[] = [];
    const who = (seat: Seat | null | undefined): string => (typeof seat === 'number' ? roleName(seat, naming) : '');
    if (typeof hand.taker === 'number') parts.push(`Taker: ${who(hand.taker)}${hand.contract ? `, ${bidName(hand.contract)}` : ''}`);
    if (typeof hand.called === 'string') parts.push(`Called: ${cardName(this.game, hand.called)}`);
    if (typeof hand.partner === 'number') parts.push(`Partner of the taker: ${who(hand.partner)}`);
    if (typeof hand.bidder === 'number') {
      const label = hand.phase === 'bidding' ? 'Highest bid so far' : 'Bidder';
      parts.push(`${label}: ${who(hand.bidder)}, ${bidName(hand.bid).replace(/^Bid /, '')}`);
    }
    if (typeof hand.declared === 'object' && hand.declared !== null) parts.push(declarationName(hand.declared as HandAction));
    if (typeof hand.sitting_out === 'number') parts.push(`Sitting out: ${who(hand.sitting_out)}`);
    if (typeof hand.declarer === 'number') parts.push(`Declarer: ${who(hand.declarer)}${typeof hand.bid === 'string' ? `, ${bidName(hand.bid)}` : ''}`);
    if (Array.isArray(hand.announced) && hand.announced.length > 0) parts.push(`Announced: ${hand.announced.join(', ')}`);
    for (const p of hand.poignees ?? []) parts.push(`${who(p.seat)} showed a ${p.poignee} poignée`);
    if (hand.declarations) {
      const declared = hand.declarations.map((d, seat) => (d.total > 0 ? `${who(seat)} ${d.total}` : '')).filter(Boolean);
      if (declared.length > 0) parts.push(`Declared: ${declared.join(', ')}`);
    }
    for (const c of hand.calls ?? []) parts.push(`${who(c.seat)} called “${c.call}” with ${cardName(this.game, c.card)}`);
    return parts.join(' · ');
  }

  private drawAside(hand: HandBody): void {
    const piles = Object.entries(hand.aside);
    if (piles.length === 0) {
      this.aside.replaceChildren(el('p', 'aside-none', 'Nothing.'));
      return;
    }
    this.aside.replaceChildren(
      ...piles.map(([name, pile]) => {
        const box = el('div', 'aside-pile');
        box.dataset.pile = name;
        if (Array.isArray(pile)) {
          box.append(el('p', 'aside-name', `${pileName(name)}: ${countItems(this.game, pile.length)}, face up`));
          const cards = el('div', 'aside-cards');
          cards.setAttribute('role', 'list');
          for (const code of pile) {
            const item = el('span', 'hand-card');
            item.setAttribute('role', 'listitem');
            item.append(cardFigure(this.game, code));
            cards.append(item);
          }
          box.append(cards);
        } else {
          const shown = pile.shown?.length ? `; shown: ${pile.shown.map((c) => cardName(this.game, c)).join(', ')}` : '';
          box.append(el('p', 'aside-name', `${pileName(name)}: ${countItems(this.game, pile.count)}, face down${shown}`));
        }
        return box;
      }),
    );
  }

  /** Every action but plain plays, in order; a seat's run of draws from the stock is one line. */
  private drawActionLog(naming: SeatNaming): void {
    const items: { seat: Seat; text: string; draws: number }[] = [];
    this.actions.forEach((action, i) => {
      const seat = this.actors[i] ?? 0;
      if (cardOfAction(action) !== null && 'play' in action) return;
      const last = items[items.length - 1];
      if ('draw' in action && last && last.draws > 0 && last.seat === seat) {
        last.draws += 1;
        last.text = `${roleName(seat, naming)}: drew ${last.draws} cards from the stock`;
        return;
      }
      items.push({ seat, text: actionName(this.game, action, seat, naming), draws: 'draw' in action ? 1 : 0 });
    });
    this.actionLog.replaceChildren(...items.map((item) => el('li', undefined, item.text)));
    if (items.length === 0) this.actionLog.append(el('li', 'log-none', 'Nothing yet.'));
  }

  private drawScore(hand: HandBody, naming: SeatNaming): void {
    const over = hand.phase === 'over';
    const score = hand.score;
    if (!over && (!score || score.lines.length === 0)) {
      this.final.hidden = true;
      this.final.classList.remove('is-final');
      this.final.replaceChildren();
      return;
    }
    const parts: HTMLElement[] = [el('h2', undefined, over ? 'Score of the hand' : 'Score so far')];
    if (hand.no_hand) parts.push(el('p', 'no-hand', hand.no_hand));
    if (score) parts.push(...new ScoreView(this.game, naming).render(score, over));
    if (over) {
      const row = el('div', 'action-buttons');
      row.append(button('Next hand (the deal passes on)', () => this.nextHand(true), 'next-hand'), button('Same deal again', () => this.deal()));
      parts.push(row);
      const sides = sidesOf(naming).map((s) => `${s.name}: ${hand.tricks.filter((t) => s.seats.includes(t.winner)).length}`);
      parts.push(el('p', 'final-tricks', `Tricks taken — ${sides.join(', ')}.`));
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
