// A question's table of its own (the lesson format's `table`: a trick, the hand facing it and,
// where players draw, the cards left in the stock), made by clicking cards of the pack into the
// trick or the hand. What may be played from it is the core's `legal` answer.

import { gameInfo } from './catalog';
import { cardButton } from './cards';
import { button, el, keyed } from './dom';
import type { EditorContext } from './editor-context';
import type { Running, RunningPosition } from './editor-core';
import { codesOf, gameOf, optionsOf, seatOf, setCodes, type StepJson } from './editor-draft';
import { numberField } from './editor-fields';
import { t } from './i18n';
import { cardName } from './pack';
import { isRecord, type Code, type Refusal } from './types';

type Part = 'trick' | 'hand';

/** Where clicked cards go, kept while the page is open. */
let clickingInto: Part = 'hand';

export function hasOwnTable(step: StepJson): boolean {
  return isRecord(step.table);
}

function tableOf(step: StepJson): Record<string, unknown> {
  if (!isRecord(step.table)) step.table = {};
  return step.table as Record<string, unknown>;
}

/** Gives the step a table of its own, or takes it away (the question is then asked on the running table). */
export function setOwnTable(step: StepJson, own: boolean): void {
  if (own) step.table = { trick: [], hand: [] };
  else delete step.table;
}

function toggle(step: StepJson, code: Code): void {
  const table = tableOf(step);
  const lists: Record<Part, Code[]> = { trick: codesOf(table, 'trick'), hand: codesOf(table, 'hand') };
  const holder = (['trick', 'hand'] as const).find((p) => lists[p].includes(code));
  for (const part of ['trick', 'hand'] as const) lists[part] = lists[part].filter((c) => c !== code);
  if (holder !== clickingInto) lists[clickingInto].push(code);
  for (const part of ['trick', 'hand'] as const) setCodes(table, part, lists[part]);
}

/** The seats of a trick's cards: those before the learner, who faces it (the leader first). */
function trickSeats(ctx: EditorContext, count: number): number[] {
  const learner = seatOf(ctx.lesson, 'learner', ctx.seats);
  return Array.from({ length: count }, (_, i) => (((learner - count + i) % ctx.seats) + ctx.seats) % ctx.seats);
}

/** The step's own table as the editor's questions read a table: the core's legal cards for its hand. */
export function ownTablePosition(ctx: EditorContext, step: StepJson): Running {
  const table = tableOf(step);
  const trick = codesOf(table, 'trick');
  const hand = codesOf(table, 'hand');
  const learner = seatOf(ctx.lesson, 'learner', ctx.seats);
  const seats = trickSeats(ctx, trick.length);
  const hands: Code[][] = Array.from({ length: ctx.seats }, (_, s) => (s === learner ? hand : []));
  let legal: Code[] = [];
  let illegal: Refusal[] = [];
  if (hand.length > 0) {
    const request: Record<string, unknown> = { op: 'legal', game: gameOf(ctx.lesson), options: optionsOf(ctx.lesson), trick, hand };
    if (typeof table.stock === 'number') request.stock = table.stock;
    const reply = ctx.engine.request<{ legal: Code[]; illegal: Refusal[] }>(request);
    if (!reply.ok) return { ok: false, problems: [reply.error.message] };
    legal = reply.legal;
    illegal = reply.illegal;
  }
  const position: RunningPosition = {
    tricks: trick.length > 0 ? [{ cards: trick, seats, winner: seats[0] ?? 0, text: '' }] : [],
    trick: { cards: trick, seats },
    hands,
    turn: learner,
    done: false,
    legal,
    illegal,
  };
  return { ok: true, seats: ctx.seats, position };
}

/** Whether a question is asked on the running table or on its own, and the own table's cards. */
export function ownTableEditor(ctx: EditorContext, step: StepJson): HTMLElement {
  const box = el('div', 'editor-own-table');
  const own = hasOwnTable(step);
  const switcher = el('div', 'editor-mode');
  switcher.setAttribute('role', 'group');
  switcher.setAttribute('aria-label', t('editor.ownTableLabel'));
  for (const [on, words] of [[false, 'editor.onRunning'], [true, 'editor.onOwn']] as const) {
    const b = keyed(button(t(words), () => {
      setOwnTable(step, on);
      ctx.changed();
    }, 'small'), `own-table-${String(on)}`);
    b.setAttribute('aria-pressed', String(own === on));
    switcher.append(b);
  }
  box.append(switcher);
  if (!own) return box;
  const table = tableOf(step);
  const game = gameOf(ctx.lesson);
  const target = el('div', 'editor-mode');
  target.setAttribute('role', 'group');
  target.setAttribute('aria-label', t('editor.whereGoes'));
  for (const [part, words] of [['trick', 'editor.toTrick'], ['hand', 'editor.toHand']] as const) {
    const b = keyed(button(t(words, { count: codesOf(table, part).length }), () => {
      clickingInto = part;
      ctx.changed();
    }, 'small'), `own-into-${part}`);
    b.setAttribute('aria-pressed', String(clickingInto === part));
    b.dataset.part = part;
    target.append(b);
  }
  const grid = el('div', 'editor-pack');
  const trick = codesOf(table, 'trick');
  const hand = codesOf(table, 'hand');
  for (const { code } of gameInfo(game)?.pack_cards ?? []) {
    const b = keyed(cardButton(game, code), `own-${code}`);
    const part = trick.includes(code) ? 'trick' : hand.includes(code) ? 'hand' : null;
    if (part) {
      b.classList.add(part === clickingInto ? 'is-in-chosen-hand' : 'is-dealt');
      b.dataset.part = part;
      b.append(el('span', 'editor-seat-mark', part === 'trick' ? t('editor.markTrick', { n: trick.indexOf(code) + 1 }) : t('editor.markHand')));
      b.setAttribute('aria-label', t(part === 'trick' ? 'editor.inTrick' : 'editor.inHand', { card: cardName(game, code) }));
    }
    b.addEventListener('click', () => {
      toggle(step, code);
      ctx.changed();
    });
    grid.append(b);
  }
  const stock = numberField(t('editor.stock'), typeof table.stock === 'number' ? table.stock : null, (v) => {
    if (v === null) delete table.stock;
    else table.stock = v;
    ctx.changed(); // what may be played depends on it
  }, 'own-stock');
  const details = el('details', 'editor-pack-box');
  details.open = true;
  details.append(el('summary', undefined, t('editor.tableCards')), target, grid);
  box.append(stock, details);
  return box;
}
