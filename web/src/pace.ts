// How quickly scripted plays and the other seats' moves appear. The learner picks a pace (free
// play's "Pace" control), kept in localStorage for every page; `?speed=fast|normal|slow|<ms>` in
// the address (before the #) overrides it for the visit (the tests use `fast`). People who ask
// their system for reduced motion get no animation at all, only the cards appearing.

import { el } from './dom';
import { t, type MessageKey } from './i18n';

export interface Pace {
  /** Pause between two cards, in milliseconds. */
  card: number;
  /** Pause after a trick is taken, so it can be seen. */
  trick: number;
  /** Whether cards slide in. */
  animate: boolean;
}

/** The paces a learner may pick, slowest first, with their names on the control. */
const CHOICES: { name: string; text: MessageKey; pace: Pace }[] = [
  { name: 'slow', text: 'pace.slow', pace: { card: 1300, trick: 2600, animate: true } },
  { name: 'normal', text: 'pace.normal', pace: { card: 650, trick: 1400, animate: true } },
  { name: 'quick', text: 'pace.quick', pace: { card: 250, trick: 700, animate: true } },
  { name: 'instant', text: 'pace.instant', pace: { card: 30, trick: 60, animate: false } },
];

/** The address's words for a pace: its names, and `fast`, which the tests use, for "at once". */
const ADDRESS_NAMES: Record<string, string> = { fast: 'instant' };

const KEY = 'tutor.pace';

function paceNamed(name: string): Pace | null {
  return CHOICES.find((c) => c.name === name)?.pace ?? null;
}

function reducedMotion(pace: Pace): Pace {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return reduced ? { ...pace, animate: false } : pace;
}

/** The pace the learner picked, kept across visits; "normal" when none was (or storage is off). */
export function storedPaceName(): string {
  try {
    const name = window.localStorage.getItem(KEY) ?? 'normal';
    return paceNamed(name) ? name : 'normal';
  } catch {
    return 'normal';
  }
}

/** The pace of this visit: the address's `speed` if given, else the learner's. */
export function readPace(search: string = window.location.search): Pace {
  const speed = new URLSearchParams(search).get('speed');
  if (speed !== null && /^\d{1,5}$/.test(speed)) return reducedMotion({ card: Number(speed), trick: Number(speed) * 2, animate: true });
  const named = speed !== null ? paceNamed(ADDRESS_NAMES[speed] ?? speed) : null;
  return reducedMotion(named ?? paceNamed(storedPaceName()) ?? (CHOICES[1] as (typeof CHOICES)[number]).pace);
}

/**
 * The "Pace" control: the learner's pick, kept in localStorage; `onChange` gets the new pace at
 * once (an address's `speed` gives way to a pick made on the page).
 */
export function paceControl(onChange: (pace: Pace) => void): HTMLLabelElement {
  const label = el('label', 'control pace-control');
  const select = Object.assign(el('select'), { name: 'pace' });
  for (const c of CHOICES) select.append(Object.assign(el('option', undefined, t(c.text)), { value: c.name }));
  select.value = storedPaceName();
  select.addEventListener('change', () => {
    try {
      window.localStorage.setItem(KEY, select.value);
    } catch {
      // Storage full or off: the pace holds for this page only.
    }
    const pace = paceNamed(select.value);
    if (pace) onChange(reducedMotion(pace));
  });
  label.append(el('span', undefined, t('pace.label')), select);
  return label;
}

/** Waits, unless `signal` is aborted first (a step change stops an animation midway). */
export function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => resolve(!signal.aborted), ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}
