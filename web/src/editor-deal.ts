// The deal of a draft: the core's seeded deal taken whole, or cards clicked into each seat's
// hand, the rest completed from the seed by the core and written out in full on request (so
// that the learner's hand the lesson asks about is listed card by card).

import { gameInfo } from './catalog';
import { cardButton } from './cards';
import { button, el, keyed } from './dom';
import type { EditorContext } from './editor-context';
import { dealtByCore, seededDeal } from './editor-core';
import { dealSeed, dealtHands, gameOf, optionsOf, seatOf } from './editor-draft';
import { numberField } from './editor-fields';
import { t } from './i18n';
import { cardName } from './pack';
import { namingFor, seatName } from './seats';
import type { Code } from './types';

/** The seat that clicked cards go to, kept while the page is open. */
let dealingTo = 0;
/** Whether the teacher opened or closed the pack; null: open while a hand is short. */
let packOpen: boolean | null = null;

function setHands(ctx: EditorContext, hands: Code[][], seed: number | null): void {
  if (seed === null) packOpen = null; // a whole deal taken: the pack closes
  ctx.lesson.deal = seed === null ? { hands } : { seed, hands };
}

/** Moves a card into the chosen seat's hand, or out of it when it is there already. */
function toggleCard(ctx: EditorContext, code: Code): void {
  const hands = dealtHands(ctx.lesson, ctx.seats);
  const holder = hands.findIndex((h) => h.includes(code));
  for (const hand of hands) {
    const at = hand.indexOf(code);
    if (at >= 0) hand.splice(at, 1);
  }
  if (holder !== dealingTo) hands[dealingTo]?.push(code);
  setHands(ctx, hands, dealSeed(ctx.lesson) ?? 1);
  ctx.changed();
}

function seatPicker(ctx: EditorContext, sizes: number[] | null): HTMLElement {
  const naming = namingFor(gameOf(ctx.lesson), ctx.seats, seatOf(ctx.lesson, 'learner', ctx.seats));
  const hands = dealtHands(ctx.lesson, ctx.seats);
  const group = el('div', 'editor-seats');
  group.setAttribute('role', 'group');
  group.setAttribute('aria-label', t('editor.dealTo'));
  for (let s = 0; s < ctx.seats; s++) {
    const size = sizes?.[s];
    const listed = hands[s]?.length ?? 0;
    const count = size === undefined ? t('editor.listed', { count: listed }) : t('editor.listedOf', { listed, count: size });
    const b = keyed(button(t('editor.seatCount', { seat: seatName(s, naming), count }), () => {
      dealingTo = s;
      ctx.changed();
    }, 'small'), `deal-seat-${s}`);
    b.setAttribute('aria-pressed', String(s === dealingTo));
    b.dataset.seat = String(s);
    group.append(b);
  }
  return group;
}

function packGrid(ctx: EditorContext): HTMLElement {
  const game = gameOf(ctx.lesson);
  const hands = dealtHands(ctx.lesson, ctx.seats);
  const grid = el('div', 'editor-pack');
  grid.setAttribute('aria-label', t('editor.packLabel'));
  for (const { code } of gameInfo(game)?.pack_cards ?? []) {
    const holder = hands.findIndex((h) => h.includes(code));
    const b = keyed(cardButton(game, code), `pack-${code}`);
    b.classList.add('small');
    b.addEventListener('click', () => toggleCard(ctx, code));
    if (holder >= 0) {
      // The chosen hand's cards stand out; the other hands' are dimmed.
      b.classList.add(holder === dealingTo ? 'is-in-chosen-hand' : 'is-dealt');
      b.dataset.seat = String(holder);
      b.append(el('span', 'editor-seat-mark', String(holder)));
      b.setAttribute('aria-label', t('editor.inSeat', { card: cardName(game, code), seat: String(holder) }));
    }
    grid.append(b);
  }
  return grid;
}

export function dealSection(ctx: EditorContext): HTMLElement {
  const section = el('section', 'editor-deal');
  section.append(el('h2', undefined, t('editor.deal')));
  if (dealingTo >= ctx.seats) dealingTo = 0;
  const game = gameOf(ctx.lesson);
  const start = dealtByCore(ctx.engine, ctx.lesson);
  const sizes = 'hands' in start ? start.hands.map((h) => h.length) : null;
  let seed = dealSeed(ctx.lesson) ?? 1;
  const take = button(t('editor.takeSeeded'), () => {
    const dealt = seededDeal(ctx.engine, game, optionsOf(ctx.lesson), seed, seatOf(ctx.lesson, 'dealer', ctx.seats));
    if (typeof dealt === 'string') {
      status.textContent = dealt;
      return;
    }
    setHands(ctx, dealt.hands, null);
    // The cards dealt to no hand, in the order a whole hand takes them (a talon's top half first).
    if (dealt.rest.length > 0) ctx.lesson.deal = { hands: dealt.hands, rest: dealt.rest };
    ctx.changed();
  });
  const complete = button(t('editor.complete'), () => {
    ctx.lesson.deal = { seed, hands: dealtHands(ctx.lesson, ctx.seats) };
    const full = dealtByCore(ctx.engine, ctx.lesson);
    if ('problems' in full) {
      status.textContent = full.problems.join(' ');
      return;
    }
    setHands(ctx, full.hands, null);
    ctx.changed();
  });
  const clear = button(t('editor.empty'), () => {
    setHands(ctx, Array.from({ length: ctx.seats }, () => []), seed);
    ctx.changed();
  });
  const none = button(t('editor.noDeal'), () => {
    delete ctx.lesson.deal;
    ctx.changed();
  });
  for (const [b, key] of [[take, 'deal-take'], [complete, 'deal-complete'], [clear, 'deal-clear'], [none, 'deal-none']] as const) keyed(b, key);
  const status = el('p', 'editor-status');
  status.setAttribute('role', 'status');
  const seedField = numberField(t('editor.seed'), seed, (v) => {
    seed = v !== null && Number.isInteger(v) && v >= 0 ? v : 1;
  }, 'deal-seed');
  const row = el('div', 'editor-row');
  row.append(seedField, take, complete, clear, none);
  const intro = el('p', 'editor-help', t('editor.dealIntro'));
  const details = el('details', 'editor-pack-box');
  // Open while a hand is short of its size, so that a deal being made by clicking stays in view.
  const listed = dealtHands(ctx.lesson, ctx.seats).map((h) => h.length);
  details.open = packOpen ?? (sizes === null || sizes.some((size, s) => (listed[s] ?? 0) < size));
  const summary = el('summary', undefined, t('editor.dealByClicking'));
  summary.addEventListener('click', () => {
    packOpen = !details.open;
  });
  details.append(summary, seatPicker(ctx, sizes), packGrid(ctx));
  // The core's problems with the deal (its lesson-wide ones about "deal...") are put here.
  const problems = el('ul', 'editor-problems');
  problems.dataset.problemsFor = 'deal';
  problems.setAttribute('aria-live', 'polite');
  if (!('deal' in ctx.lesson)) {
    // Without a deal there is no running table: every question is asked on a table of its own.
    section.append(el('p', 'editor-help', t('editor.noDealYet')));
  }
  section.append(intro, row, status, problems, details);
  return section;
}
