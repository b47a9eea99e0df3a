// The table: every seat around it (3, 4, 5 or more), the trick in the middle, the learner's hand
// at the bottom. It draws a frame and reports clicks; it decides nothing about the rules. Which
// cards are marked (legal, chosen, refused) is passed in from the core's answers.

import { cardBackSvg, cardButton, cardFigure, cardList } from './cards';
import { el, labelled } from './dom';
import type { Frame } from './frames';
import { t } from './i18n';
import { cardName, countItems, packKind, pieceKey } from './pack';
import { rovingRow } from './roving';
import { offsetOf, roleName, takesTrick, type SeatNaming } from './seats';
import type { Code, Seat } from './types';

export interface CardMarks {
  /** Shown as playable (a hint's second stage, or free play's "show playable"). */
  legal?: ReadonlySet<Code>;
  /** Chosen by the learner in a "mark every legal card" question. */
  chosen?: ReadonlySet<Code>;
  /** The card just refused by the rules. */
  refused?: Code | null;
  /** The card just tried that the rules allow but the lesson does not think best. */
  weak?: Code | null;
  /** Cards the step's text speaks of, pointed at. */
  named?: ReadonlySet<Code>;
  /** The right answer, once revealed. */
  answer?: ReadonlySet<Code>;
}

export interface TableModel {
  game: string;
  naming: SeatNaming;
  frame: Frame;
  /** Every hand face up (presenter's toggle, free play's "show all hands"). */
  faceUp?: boolean;
  /** The learner's hand is made of buttons. */
  handActive?: boolean;
  /** The trick's cards are buttons (a "which card wins?" question). */
  trickActive?: boolean;
  marks: CardMarks;
  /** Extra choices the learner may make besides the hand's cards (drawing from a stock, passing). */
  actions?: Code[];
  /** Trick cards from this index on enter with a short animation. */
  animateFrom?: number;
  caption?: string;
  onHandCard?: (code: Code) => void;
  onTrickCard?: (index: number) => void;
}

/**
 * Marks a card: a ring of its own style and a small sign in its bottom corner, which stays in
 * sight where cards overlap; the words are in its spoken name.
 */
function markCard(node: HTMLElement, code: Code, marks: CardMarks, name: string, pressable: boolean): void {
  const notes: string[] = [];
  const mark = (kind: string, sign: string, note?: string): void => {
    node.classList.add(`is-${kind}`);
    node.append(Object.assign(el('span', `mark mark-${kind}`, sign), { ariaHidden: 'true' }));
    if (note) notes.push(note);
  };
  if (marks.named?.has(code)) mark('named', '◀', t('mark.named'));
  if (marks.legal?.has(code)) mark('legal', '✓', t('mark.legal'));
  if (marks.chosen) {
    const on = marks.chosen.has(code);
    if (pressable) node.setAttribute('aria-pressed', String(on));
    if (on) mark('chosen', '●');
  }
  if (marks.refused === code) mark('refused', '✗', t('mark.refused'));
  if (marks.weak === code) mark('weak', '◐', t('mark.weak'));
  if (marks.answer?.has(code)) mark('answer', '★', t('mark.answer'));
  if (notes.length > 0) node.setAttribute('aria-label', t('mark.label', { name, notes: notes.join(t('list.comma')) }));
}

export class TableView {
  readonly root: HTMLElement;
  /** Each row's Tab stop (a card's code), kept across redraws. */
  private readonly stops = new Map<string, string>();

  constructor(label = t('table.label')) {
    this.root = labelled(el('section', 'table'), label);
  }

  render(model: TableModel): void {
    const { naming, frame } = model;
    const active = document.activeElement;
    const focus = active instanceof HTMLElement && this.root.contains(active) ? { code: active.dataset.code, zone: active.closest<HTMLElement>('[data-zone]')?.dataset.zone } : null;
    this.root.dataset.seats = String(naming.seats);
    this.root.dataset.turn = frame.turn === null ? '' : String(frame.turn);
    this.root.dataset.done = String(frame.done);
    this.root.dataset.tricks = String(frame.tricksTaken);
    this.root.dataset.style = packKind(model.game);

    // The other seats in a row, left to right as they sit: clockwise, the seat after the learner
    // is on the left, so playing order runs left to right; counter-clockwise it is on the right.
    const others = el('div', 'others');
    for (let i = 1; i < naming.seats; i++) {
      const d = naming.counterClockwise ? naming.seats - i : i;
      const seat = (naming.learner + d) % naming.seats;
      others.append(this.seatBox(model, seat));
    }
    this.root.replaceChildren(others, this.center(model), this.seatBox(model, naming.learner));
    this.restoreFocus(focus);
  }

  /** One Tab stop for the row's cards, where it was last. */
  private rove(row: HTMLElement, zone: string): void {
    rovingRow(row, this.stops.get(zone), (code) => this.stops.set(zone, code));
  }

  /** Keeps keyboard focus on the same card (or its neighbour) across redraws. */
  private restoreFocus(focus: { code: string | undefined; zone: string | undefined } | null): void {
    if (!focus?.zone) return;
    const buttons = [...(this.root.querySelector(`[data-zone="${focus.zone}"]`)?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    (buttons.find((b) => b.dataset.code === focus.code) ?? buttons[0])?.focus();
  }

  private seatBox(model: TableModel, seat: Seat): HTMLElement {
    const { naming, frame, game } = model;
    const isLearner = seat === naming.learner;
    const box = el('section', `seat seat-d${offsetOf(seat, naming)}${isLearner ? ' seat-learner' : ''}`);
    labelled(box, isLearner ? t('table.yourHand') : t('table.seat', { role: roleName(seat, naming), seat: String(seat) })).dataset.seat = String(seat);
    const hand = frame.hands[seat] ?? [];
    const header = el('header', 'seat-header');
    header.append(el('h2', 'seat-name', roleName(seat, naming)));
    // How many cards another seat holds, when it holds any: the learner sees their own.
    if (!isLearner && hand.length > 0) header.append(el('span', 'seat-meta', countItems(game, hand.length)));
    if (frame.turn === seat && !frame.done) {
      box.classList.add('to-play');
      header.append(el('span', 'turn-marker', isLearner ? t('table.yourTurn') : t('table.toPlay')));
    }
    if (!isLearner && model.faceUp) {
      box.append(header, cardList(game, hand, 'hand face-up', 'hand-card', t(pieceKey(game, 'table.theirCards'), { role: roleName(seat, naming) })));
      return box;
    }
    const cards = el('div', 'hand');
    if (isLearner) {
      cards.id = 'hand';
      cards.dataset.zone = 'hand';
      labelled(cards, t(pieceKey(game, 'table.yourCards')), 'group').tabIndex = -1;
      const codes = [...hand, ...(model.actions ?? [])];
      // Cards a row, for the stylesheet to fit them in the width (overlapped as far as needed):
      // a big hand in two rows.
      cards.style.setProperty('--per-row', String(codes.length > 8 ? Math.ceil(codes.length / 2) : codes.length));
      for (const code of codes) {
        const face = model.handActive ? cardButton(game, code) : cardFigure(game, code);
        markCard(face, code, model.marks, cardName(game, code), model.handActive === true);
        if (model.handActive) face.addEventListener('click', () => model.onHandCard?.(code));
        cards.append(face);
      }
      if (model.handActive) this.rove(cards, 'hand');
    } else {
      cards.classList.add('face-down');
      cards.setAttribute('aria-hidden', 'true');
      for (let i = 0; i < hand.length; i++) cards.append(cardBackSvg(game));
    }
    box.append(header, cards);
    return box;
  }

  private center(model: TableModel): HTMLElement {
    const { frame, naming, game } = model;
    const trick = frame.trick;
    const center = labelled(el('section', 'center'), t('table.center'));
    const caption = model.caption ?? (trick.winner !== null ? t('table.trickTaken', { n: trick.number }) : frame.done ? t('table.handOver') : t('table.trick', { n: trick.number }));
    center.append(el('h2', 'trick-caption', caption));

    const row = labelled(el('ol', 'trick'), t('table.trickCards'));
    row.dataset.zone = 'trick';
    trick.cards.forEach((code, i) => {
      const seat = trick.seats[i] ?? 0;
      const li = el('li', 'trick-card');
      li.dataset.seat = String(seat);
      li.dataset.code = code;
      if (model.animateFrom !== undefined && i >= model.animateFrom) li.classList.add('enter');
      const badges = [...(i === 0 ? [t('table.led')] : []), ...(trick.winner === seat ? [t('table.wins')] : [])];
      li.classList.toggle('winner', trick.winner === seat);
      const played = t('table.playedBy', { card: cardName(game, code), role: roleName(seat, naming) });
      const active = model.trickActive === true;
      // A button's state is said by its marks; a figure's name also says whether it led or wins.
      const name = active || !badges.length ? played : t('table.withBadges', { card: played, badges: badges.join(t('list.comma')) });
      const face = labelled(active ? cardButton(game, code) : cardFigure(game, code), name);
      markCard(face, code, model.marks, name, active);
      if (active) {
        face.dataset.index = String(i);
        face.addEventListener('click', () => model.onTrickCard?.(i));
      }
      li.append(el('span', 'trick-seat', roleName(seat, naming)), face);
      if (badges.length) li.append(el('span', 'trick-badge', badges.join(' · ')));
      row.append(li);
    });
    // Before trick play the caption says what is being done ("Bidding"); no empty trick is spoken of.
    if (trick.cards.length === 0 && !model.caption) row.append(el('li', 'trick-empty', t(pieceKey(game, 'table.noneYet'))));
    if (model.trickActive) this.rove(row, 'trick');
    center.append(row);
    if (trick.winner !== null && trick.why) {
      center.append(el('p', 'trick-why', `${takesTrick(trick.winner, naming)} ${trick.why}`));
    }
    return center;
  }
}
