// The score of a hand as the core itemised it: one row per line of `score.lines`, who it goes to,
// its points, and below them the totals the core gave (never added up here), then the core's
// notes. Every line, total and note carries the core's words (`text`); the app adds only the
// names of sides and seats (seats.ts). Rows and totals carry `data-group` (a side, a seat, or
// `all`) so each total sits with the lines it sums.

import { el, labelled } from './dom';
import { formatNumber, t } from './i18n';
import { seatName, sidesOf, type SeatNaming } from './seats';
import type { ScoreBody, ScoreFor } from './types';

/** Which total a line, total or part belongs to: its side (a partnership's index), its seat, or the whole hand. */
function groupOf(item: ScoreFor): string {
  if (typeof item.side === 'number') return String(item.side);
  if (item.seat !== undefined) return `seat-${item.seat}`;
  return 'all';
}

export class ScoreView {
  constructor(private readonly naming: SeatNaming) {}

  /** The name of a side or seat a line goes to. */
  private groupName(group: string): string {
    if (group === 'all') return t('score.hand');
    if (group.startsWith('seat-')) return seatName(Number(group.slice(5)), this.naming);
    const side = sidesOf(this.naming).find((s) => String(s.index) === group);
    return side?.name ?? t('score.side', { n: group });
  }

  render(score: ScoreBody, final: boolean): HTMLElement[] {
    const table = el('table', 'score-table score-lines');
    table.append(el('caption', undefined, final ? t('score.captionFinal') : t('score.captionSoFar')));
    const head = el('tr');
    for (const h of [t('score.line'), t('score.for'), t('score.points')]) head.append(Object.assign(el('th', undefined, h), { scope: 'col' }));
    const thead = el('thead');
    thead.append(head);
    const tbody = el('tbody');
    for (const line of score.lines) {
      const tr = el('tr', 'score-line');
      const group = groupOf(line);
      tr.dataset.group = group;
      tr.dataset.item = line.item;
      const what = Object.assign(el('th', 'line-words', line.text), { scope: 'row' });
      tr.append(what, el('td', 'line-for', this.groupName(group)), el('td', 'points', formatNumber(line.points, false)));
      tbody.append(tr);
    }
    if (score.lines.length === 0) {
      const tr = el('tr');
      tr.append(Object.assign(el('td', 'line-none', t('score.none')), { colSpan: 3 }));
      tbody.append(tr);
    }
    const tfoot = el('tfoot');
    for (const total of score.totals) {
      const tr = el('tr', 'score-total');
      const group = groupOf(total);
      tr.dataset.group = group;
      const th = el('th', undefined, group === 'all' ? total.text : t('score.totalFor', { total: total.text, group: this.groupName(group) }));
      tr.append(Object.assign(th, { scope: 'row', colSpan: 2 }), el('td', 'points', formatNumber(total.points, false)));
      tfoot.append(tr);
    }
    table.append(thead, tbody, tfoot);
    const out: HTMLElement[] = [table];
    for (const note of score.notes) {
      const list = labelled(el('ul', 'score-seats'), note.text);
      for (const part of note.parts) list.append(el('li', undefined, t('score.part', { group: this.groupName(groupOf(part)), text: part.text })));
      out.push(el('p', 'score-note', t('score.note', { note: note.text })), list);
    }
    return out;
  }
}
