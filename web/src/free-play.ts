// Free play: any game and options, a seeded deal, the learner in seat 0 against seats that play
// a random legal card. The position is the deal plus the plays; after each change the core
// replays it (`position`) and says what is legal, why a card is refused and who took each trick.
// At the end each side's pile is counted by the core (`count`).

import { botChoice } from './bot';
import { gameInfo, gameName, playsCounterClockwise } from './catalog';
import { button, el, link, pageHeading } from './dom';
import type { Engine } from './engine';
import { Feedback, notice } from './feedback';
import { frameOf } from './frames';
import { cardName, packOf } from './packs';
import { readPace, type Pace } from './pace';
import { replaceRoute, routes } from './router';
import { optionValueName, roleName, seatName, seatTakes, sidesOf, type SeatNaming } from './seats';
import { TableView } from './table';
import type { Code, CountBody, DealBody, GameOption, Options, PlayAction, PositionBody } from './types';

const LEARNER = 0;
const MAX_SEED = 2 ** 53 - 1;

function seedFrom(params: URLSearchParams): number {
  const text = params.get('seed');
  if (text && /^\d{1,16}$/.test(text) && Number(text) <= MAX_SEED) return Number(text);
  return Math.floor(Math.random() * 1_000_000);
}

export class FreePlay {
  readonly root: HTMLElement;
  private readonly table = new TableView();
  private readonly feedback = new Feedback();
  private readonly trickNote = el('p', 'trick-note');
  private readonly controls = el('form', 'play-controls');
  private readonly status = el('p', 'turn-status');
  private readonly log = el('ol', 'trick-log');
  private readonly final = el('section', 'final');
  private readonly errorBox = el('div', 'play-error');
  private readonly pace: Pace;
  private options: Options = {};
  private seed: number;
  private hands: Code[][] = [];
  private rest: Code[] = [];
  private actions: PlayAction[] = [];
  private position: PositionBody | null = null;
  private refused: Code | null = null;
  private showLegal = false;
  private faceUp = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly engine: Engine,
    private readonly game: string,
    params: URLSearchParams,
  ) {
    this.pace = readPace();
    this.seed = seedFrom(params);
    this.root = el('main', 'play-page');
    this.root.id = 'main';
    this.root.dataset.game = game;
    const crumbs = el('p', 'crumbs');
    crumbs.append(link('All games', routes.home()), document.createTextNode(' · Free play'));
    const info = gameInfo(game);
    this.options = this.initialOptions(info?.options ?? [], params);
    const side = el('aside', 'play-side');
    side.setAttribute('aria-label', 'What happened');
    this.final.hidden = true;
    const logHead = el('h2', undefined, 'Tricks');
    side.append(this.status, this.feedback.root, this.trickNote, this.final, logHead, this.log);
    const body = el('div', 'play-body');
    body.append(this.table.root, side);
    this.root.append(crumbs, pageHeading(`Free play: ${gameName(game)}`), this.controls, this.errorBox, body);
    this.buildControls(info?.options ?? []);
    this.deal();
  }

  /** Options from the address; one the core requires and has no default for gets its first value. */
  private initialOptions(list: GameOption[], params: URLSearchParams): Options {
    const out: Options = {};
    for (const option of list) {
      const given = params.get(option.name);
      if (given !== null && option.values.includes(given)) out[option.name] = given;
    }
    for (const option of list) {
      if (out[option.name] !== undefined || option.default !== null) continue;
      const probe = this.engine.request<PositionBody>({ op: 'legal', game: this.game, options: out, trick: [], hand: [] });
      if (!probe.ok && probe.error.code === 'missing-option' && probe.error.message.includes(`"${option.name}"`)) {
        const first = option.values[0];
        if (first !== undefined) out[option.name] = first;
      }
    }
    return out;
  }

  private buildControls(list: GameOption[]): void {
    const form = this.controls;
    form.setAttribute('aria-label', 'Deal settings');
    for (const option of list) {
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
      const n = Number(seedInput.value.trim());
      if (Number.isSafeInteger(n) && n >= 0) this.seed = n;
      seedInput.value = String(this.seed);
      this.deal();
    });
    const newDeal = button('New deal', () => {
      this.seed = (this.seed + 1) % MAX_SEED;
      seedInput.value = String(this.seed);
      this.deal();
    });
    const undo = button('Take back my last card', () => this.undo(), 'undo');
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
      this.draw();
    });
    all.append(allBox, el('span', undefined, 'Show every hand'));
    form.append(seedLabel, dealButton, newDeal, undo, legal, all);
  }

  private remember(): void {
    const q = new URLSearchParams();
    q.set('seed', String(this.seed));
    for (const [k, v] of Object.entries(this.options)) q.set(k, v);
    replaceRoute(routes.play(this.game, q));
  }

  private naming(): SeatNaming {
    return {
      seats: this.hands.length,
      learner: LEARNER,
      partnerships: packOf(this.game).partnerships,
      counterClockwise: playsCounterClockwise(this.game),
    };
  }

  deal(): void {
    this.stopBots();
    this.remember();
    this.actions = [];
    this.position = null;
    this.refused = null;
    this.feedback.clear();
    this.trickNote.textContent = '';
    this.errorBox.replaceChildren();
    // The learner leads: the dealer is the last seat. How many seats the options give is
    // learnt from the core's own deal.
    const request = (dealer: number) =>
      this.engine.request<DealBody>({ op: 'deal', game: this.game, options: this.options, seed: this.seed, dealer });
    let reply = request(0);
    if (reply.ok && reply.hands.length > 1) reply = request(reply.hands.length - 1);
    if (!reply.ok) {
      this.fail(`The deal could not be made: ${reply.error.message}`);
      return;
    }
    this.hands = reply.hands;
    this.rest = reply.rest ?? [];
    this.refresh();
  }

  private refresh(): void {
    const before = this.position?.tricks.length ?? 0;
    const reply = this.engine.request<PositionBody>({
      op: 'position',
      game: this.game,
      options: this.options,
      deal: { hands: this.hands },
      // The dealer is the last seat, so the learner, in the seat after, leads.
      leader: LEARNER,
      actions: this.actions,
    });
    if (!reply.ok) {
      this.stopBots();
      const coming =
        this.game === 'burro'
          ? 'Free play for Burro is coming: the rules core does not yet play a Burro hand with its stock (drawing and passing). The lessons and the glossary cover Burro meanwhile.'
          : null;
      this.fail(coming ?? `The position could not be replayed: ${reply.error.message}`, coming ? reply.error.message : null);
      return;
    }
    const pos: PositionBody = reply;
    this.position = pos;
    const naming = this.naming();
    if (pos.tricks.length > before) {
      const t = pos.tricks[pos.tricks.length - 1];
      if (t) this.trickNote.textContent = `Trick ${pos.tricks.length}: ${seatTakes(t.winner, naming)} it. ${t.text}`;
    }
    this.draw();
    if (pos.done) {
      this.showFinal();
      return;
    }
    if (pos.turn !== null && pos.turn !== LEARNER) {
      const justTaken = pos.trick.cards.length === 0 && pos.tricks.length > 0;
      this.scheduleBot(justTaken ? this.pace.trick : this.pace.card);
    }
  }

  private scheduleBot(delay: number): void {
    this.stopBots();
    this.root.dataset.busy = 'true';
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.root.dataset.busy = 'false';
      const pos = this.position;
      if (!pos || pos.turn === null || pos.turn === LEARNER) return;
      const code = botChoice(this.seed, this.actions.length, pos.legal);
      if (code === null) {
        this.fail(`${seatName(pos.turn, this.naming())} has no legal card to play.`);
        return;
      }
      this.actions.push({ play: code });
      this.refresh();
    }, delay);
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

  private choose(code: Code): void {
    const pos = this.position;
    if (!pos) return;
    const naming = this.naming();
    if (pos.done || pos.turn === null) {
      this.feedback.say('info', 'The hand is over. Choose “New deal” to play another.');
      return;
    }
    if (pos.turn !== LEARNER) {
      this.feedback.say('info', `Not yet: ${roleName(pos.turn, naming)} plays next.`);
      return;
    }
    if (pos.legal.includes(code)) {
      this.refused = null;
      this.feedback.say('info', `You played ${cardName(this.game, code)}.`);
      this.actions.push({ play: code });
      this.refresh();
      return;
    }
    const refusal = pos.illegal.find((r) => r.card === code);
    this.refused = code;
    this.feedback.say('refused', `Why not ${cardName(this.game, code)}? ${refusal?.text ?? 'It is not in your hand.'}`);
    this.draw();
  }

  private undo(): void {
    const pos = this.position;
    if (!pos) return;
    const seats = [...pos.tricks.flatMap((t) => t.seats), ...pos.trick.seats];
    const last = seats.lastIndexOf(LEARNER);
    if (last < 0) {
      this.feedback.say('info', 'You have not played a card yet.');
      return;
    }
    this.stopBots();
    this.actions = this.actions.slice(0, last);
    this.refused = null;
    this.final.hidden = true;
    this.feedback.say('info', 'Your last card was taken back.');
    this.refresh();
  }

  private draw(): void {
    const pos = this.position;
    if (!pos) return;
    const naming = this.naming();
    const yourTurn = !pos.done && pos.turn === LEARNER;
    this.table.render({
      game: this.game,
      naming,
      frame: frameOf(pos),
      faceUp: this.faceUp,
      handActive: true,
      trickActive: false,
      marks: { refused: this.refused, ...(this.showLegal && yourTurn ? { legal: new Set(pos.legal) } : {}) },
      onHandCard: (code) => this.choose(code),
    });
    this.root.dataset.done = String(pos.done);
    this.root.dataset.turn = pos.turn === null ? '' : String(pos.turn);
    this.root.dataset.plays = String(pos.tricks.reduce((n, t) => n + t.cards.length, 0) + pos.trick.cards.length);
    this.status.textContent = pos.done
      ? 'The hand is over.'
      : yourTurn
        ? 'Your turn: choose a card. A refused card is explained.'
        : `${seatName(pos.turn ?? 0, naming)} is playing…`;
    this.log.replaceChildren(
      ...pos.tricks.map((t, i) => {
        const li = el('li', 'logged-trick');
        li.dataset.winner = String(t.winner);
        const cards = t.cards.map((c, k) => `${roleName(t.seats[k] ?? 0, naming)}: ${cardName(this.game, c)}`).join(' · ');
        li.append(el('p', 'logged-cards', `Trick ${i + 1}. ${cards}`), el('p', 'logged-why', `${seatTakes(t.winner, naming)} it. ${t.text}`));
        return li;
      }),
    );
  }

  private count(cards: Code[]): { text: string; points: number | null } {
    const reply = this.engine.request<CountBody>({ op: 'count', game: this.game, options: this.options, cards });
    if (!reply.ok) return { text: reply.error.message, points: null };
    const bouts = reply.bouts !== undefined ? ` (${reply.bouts} ${reply.bouts === 1 ? 'bout' : 'bouts'})` : '';
    return { text: `${reply.points}${bouts}`, points: reply.points };
  }

  private showFinal(): void {
    const pos = this.position;
    if (!pos) return;
    const naming = this.naming();
    const rows = sidesOf(naming).map((side) => {
      const won = pos.tricks.filter((t) => side.seats.includes(t.winner));
      const pile = won.flatMap((t) => t.cards);
      return { side, tricks: won.length, pile, counted: this.count(pile) };
    });
    const table = el('table', 'score-table');
    const caption = el('caption', undefined, 'Card points in the tricks each side took, counted by the rules core');
    const head = el('tr');
    for (const h of ['Side', 'Tricks', 'Cards', 'Points']) {
      const th = el('th', undefined, h);
      th.scope = 'col';
      head.append(th);
    }
    const thead = el('thead');
    thead.append(head);
    const tbody = el('tbody');
    for (const r of rows) {
      const tr = el('tr');
      const th = el('th', undefined, r.side.name);
      th.scope = 'row';
      const points = el('td', 'points', r.counted.text);
      tr.append(th, el('td', undefined, String(r.tricks)), el('td', undefined, String(r.pile.length)), points);
      tbody.append(tr);
    }
    table.append(caption, thead, tbody);
    const lines: HTMLElement[] = [el('h2', undefined, 'Score of the hand'), table];
    const played = rows.reduce((n, r) => n + (r.counted.points ?? 0), 0);
    lines.push(el('p', 'final-played', `Points in the tricks: ${played}.`));
    if (this.rest.length > 0) {
      const rest = this.count(this.rest);
      lines.push(el('p', 'final-rest', `The ${this.rest.length} cards dealt aside (${this.rest.map((c) => cardName(this.game, c)).join(', ')}) count ${rest.text}; the rules of the full hand say which side takes them.`));
    }
    const whole = this.count([...this.hands.flat(), ...this.rest]);
    if (whole.points !== null) lines.push(el('p', 'final-total', `The whole pack counts ${whole.text} by the same count.`));
    if (packOf(this.game).partnerships && this.hands.length === 4) {
      lines.push(el('p', 'final-running', `The core’s running count during play: us ${pos.points[LEARNER % 2]}, them ${pos.points[1 - (LEARNER % 2)]}.`));
    }
    this.final.replaceChildren(...lines);
    this.final.hidden = false;
  }

  private fail(message: string, detail: string | null = null): void {
    const items = [notice(message, detail ? 'warning' : 'error')];
    if (detail) items.push(el('p', 'core-said', `The rules core says: ${detail}`));
    this.errorBox.replaceChildren(...items);
    this.root.dataset.unavailable = 'true';
  }
}
