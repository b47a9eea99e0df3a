// The score of a hand as the core itemised it: one row per line of `score.lines`, who it goes to,
// its points, and below them the totals the core gave (never added up here), so a person can
// check the lines against the totals. Rows and totals carry `data-group` (a side, a seat, or
// `all`) so each total sits with the lines it sums.
//
// This is the one view of a hand that still reads each game's own fields: the core gives its
// totals under a name per game (`hand_score`, `from_each_defender`, `hand_points`, `points`,
// `marks`), beside per-game notes (`seats`, `game_score`, `letters`), and words only some lines
// (`text`); the others are said here from their `item` and details. A `totals` list of
// `{"side" | "seat", "points", "text"}` and `text` on every line would make it generic.

import { el } from './dom';
import { cardName } from './pack';
import { roleName, seatName, sidesOf, type SeatNaming } from './seats';
import type { Code, ScoreBody, ScoreLine } from './types';

/** What a line counts, beyond the generic fields, where the core does not word it. */
interface LineDetail extends ScoreLine {
  moment?: string;
  trick?: number;
  suits?: string;
  cards?: number;
  card?: Code;
  combination?: { kind: string; cards: Code[]; wild?: Code[]; points: number };
}

/** The score's fields of each game's own that this view shows. */
interface HandScore extends ScoreBody {
  lines: LineDetail[];
  /** French Tarot: what the lines add up to. */
  hand_score?: number;
  /** Tapp-Tarock: what the lines add up to, paid by (or to) each defender. */
  from_each_defender?: number;
  /** Ottocento and Eight Hundred: each partnership's lines added up. */
  hand_points?: number[];
  /** Piedmont Tarocchi: each partnership's lines added up. */
  points?: number[];
  /** Texas 42: the marks, by side. */
  marks?: Record<string, number>;
  /** Each seat's change (French Tarot, Tapp-Tarock). */
  seats?: number[];
  game_score?: number[];
  /** Burro: each seat's letters of B-U-R-R-O. */
  letters?: number[];
  /** Texas 42: the bidder, whose side a line may go to. */
  bidder?: number;
}

/** A combination counted: "kings: King of Swords, King of Cups, King of Coins". */
function combinationName(game: string, combo: { kind: string; cards: Code[] }): string {
  return `${combo.kind.replace(/-/g, ' ')}: ${combo.cards.map((c) => cardName(game, c)).join(', ')}`;
}

const ITEM_WORDS: Record<string, string> = {
  cricca: 'Cricca',
  sequence: 'Sequence',
  'cricche-doubled': 'Cricche doubled (one side holds them all)',
  'sequences-doubled': 'Sequences doubled (one side holds them all)',
  'card-points': 'Card points',
  'last-trick': 'The last trick',
  discard: 'The dealer’s discard',
  fool: 'The Fool',
  'fool-payment': 'The card given for the Fool',
  'trick-points': 'A point for each trick',
  burro: 'Left holding cards: a letter of B-U-R-R-O',
  bid: 'Marks for the bid',
};

const MOMENT_WORDS: Record<string, string> = {
  declared: 'declared before the first trick',
  'in-trick': 'shown in play',
  'at-end': 'counted at the end',
};

const SUIT_WORDS: Record<string, string> = {
  all: 'every suit',
  good: 'Good’s suits',
  evil: 'Evil’s suits',
};

/** Which total a line belongs to. */
function groupOf(line: LineDetail): string {
  if (line.side !== undefined) return String(line.side);
  if (line.seat !== undefined) return `seat-${line.seat}`;
  return 'all';
}

export class ScoreView {
  constructor(
    private readonly game: string,
    private readonly naming: SeatNaming,
  ) {}

  /** The name of a side or seat a line goes to. */
  private groupName(group: string, score: HandScore): string {
    if (group === 'all') return 'The hand';
    if (group.startsWith('seat-')) return seatName(Number(group.slice(5)), this.naming);
    if (group === 'bidder' || group === 'opponents') {
      const bidder = typeof score.bidder === 'number' ? score.bidder : null;
      const who = bidder === null ? '' : ` (${roleName(bidder, this.naming)}${group === 'opponents' ? '’s opponents' : ''})`;
      return `${group === 'bidder' ? 'The bidder’s side' : 'The opponents'}${who}`;
    }
    const side = sidesOf(this.naming).find((s) => String(s.index) === group);
    return side?.name ?? `Side ${group}`;
  }

  /** A line in words: the core's sentence when it has one, else what the line counts. */
  private lineWords(line: LineDetail): string {
    if (line.text) return line.text;
    const parts = [ITEM_WORDS[line.item] ?? line.item.replace(/-/g, ' ')];
    if (line.combination) parts.push(combinationName(this.game, { kind: line.combination.kind, cards: [...line.combination.cards, ...(line.combination.wild ?? [])] }));
    if (line.suits && line.item !== 'fool' && line.item !== 'fool-payment') parts.push(SUIT_WORDS[line.suits] ?? line.suits);
    if (line.card) parts.push(cardName(this.game, line.card));
    if (line.cards !== undefined && line.item !== 'fool' && line.item !== 'fool-payment') parts.push(`${line.cards} ${line.cards === 1 ? 'card' : 'cards'}`);
    if (line.moment) parts.push(line.moment === 'in-trick' && line.trick !== undefined ? `shown in trick ${line.trick + 1}` : (MOMENT_WORDS[line.moment] ?? line.moment));
    return parts.join(' · ');
  }

  /** The totals the core reports, each with the group of lines it adds up. */
  private totals(score: HandScore): { group: string; label: string; points: number }[] {
    if (score.hand_score !== undefined) return [{ group: 'all', label: 'The hand’s score', points: score.hand_score }];
    if (score.from_each_defender !== undefined) {
      return [{ group: 'all', label: 'Paid by each defender to the declarer (negative: the declarer pays)', points: score.from_each_defender }];
    }
    const perSide = score.hand_points ?? score.points;
    if (perSide) return perSide.map((points, i) => ({ group: String(i), label: `Total: ${this.groupName(String(i), score)}`, points }));
    if (score.marks) {
      return Object.entries(score.marks).map(([group, points]) => ({ group, label: `Total: ${this.groupName(group, score)}`, points }));
    }
    return [];
  }

  render(body: ScoreBody, final: boolean): HTMLElement[] {
    const score = body as HandScore;
    const table = el('table', 'score-table score-lines');
    table.append(el('caption', undefined, final ? 'The score, line by line, as the rules core counted it' : 'The score so far, as the rules core counts it'));
    const head = el('tr');
    for (const h of ['Line', 'For', 'Points']) {
      const th = el('th', undefined, h);
      th.scope = 'col';
      head.append(th);
    }
    const thead = el('thead');
    thead.append(head);
    const tbody = el('tbody');
    for (const line of score.lines) {
      const tr = el('tr', 'score-line');
      const group = groupOf(line);
      tr.dataset.group = group;
      tr.dataset.item = line.item;
      const what = el('th', 'line-words', this.lineWords(line));
      what.scope = 'row';
      tr.append(what, el('td', 'line-for', this.groupName(group, score)), el('td', 'points', String(line.points)));
      tbody.append(tr);
    }
    if (score.lines.length === 0) {
      const tr = el('tr');
      const td = el('td', 'line-none', 'No points scored yet.');
      td.colSpan = 3;
      tr.append(td);
      tbody.append(tr);
    }
    const tfoot = el('tfoot');
    for (const total of this.totals(score)) {
      const tr = el('tr', 'score-total');
      tr.dataset.group = total.group;
      const th = el('th', undefined, total.label);
      th.scope = 'row';
      th.colSpan = 2;
      tr.append(th, el('td', 'points', String(total.points)));
      tfoot.append(tr);
    }
    table.append(thead, tbody, tfoot);
    const out: HTMLElement[] = [table];
    if (score.seats) {
      const list = el('ul', 'score-seats');
      list.setAttribute('aria-label', 'Each seat’s change');
      score.seats.forEach((points, seat) => list.append(el('li', undefined, `${seatName(seat, this.naming)}: ${points > 0 ? '+' : ''}${points}`)));
      out.push(el('p', 'score-note', 'Each seat’s change:'), list);
    }
    if (score.game_score) {
      out.push(el('p', 'score-note', `Game score: ${score.game_score.map((p, i) => `${this.groupName(String(i), score)} ${p}`).join(', ')}.`));
    }
    if (score.letters) {
      out.push(el('p', 'score-note', `Letters of B-U-R-R-O: ${score.letters.map((n, seat) => `${roleName(seat, this.naming)} ${n === 0 ? 'none' : 'BURRO'.slice(0, n)}`).join(', ')}.`));
    }
    return out;
  }
}
