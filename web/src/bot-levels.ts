// How well the computer seats play: the core's `bot` levels 0 to 3 under plain names, chosen
// apart for the learner's partners and for the opponents, kept in localStorage for every visit
// and in the address (`partners=`, `opponents=`), which wins when both say.

import { el } from './dom';
import { t, type MessageKey } from './i18n';

export const LEVELS: readonly { level: number; name: MessageKey }[] = [
  { level: 0, name: 'level.random' },
  { level: 1, name: 'level.beginner' },
  { level: 2, name: 'level.good' },
  { level: 3, name: 'level.strong' },
];

export const DEFAULT_LEVEL = 2;

export type Side = 'partners' | 'opponents';

const KEY = (side: Side): string => `tutor.level.${side}`;

function levelOf(text: string | null): number | null {
  return text !== null && /^[0-3]$/.test(text) ? Number(text) : null;
}

/** The level for `side`: the address's, else the learner's last choice, else the default. */
export function readLevel(side: Side, params: URLSearchParams): number {
  const given = levelOf(params.get(side));
  if (given !== null) return given;
  try {
    return levelOf(window.localStorage.getItem(KEY(side))) ?? DEFAULT_LEVEL;
  } catch {
    return DEFAULT_LEVEL;
  }
}

function storeLevel(side: Side, level: number): void {
  try {
    window.localStorage.setItem(KEY(side), String(level));
  } catch {
    // Storage may be off (a private window): the choice still holds for this visit and the address.
  }
}

/** A labelled list of the levels for one side; the choice is kept and passed on. */
export function levelControl(side: Side, level: number, onChange: (level: number) => void): HTMLLabelElement {
  const label = el('label', 'control level-control');
  const select = Object.assign(el('select'), { name: side });
  for (const l of LEVELS) select.append(Object.assign(el('option', undefined, t(l.name)), { value: String(l.level) }));
  select.value = String(level);
  select.addEventListener('change', () => {
    const chosen = Number(select.value);
    storeLevel(side, chosen);
    onChange(chosen);
  });
  label.append(el('span', undefined, side === 'partners' ? t('level.partners') : t('level.opponents')), select);
  return label;
}
