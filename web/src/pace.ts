// How quickly scripted plays and the other seats' cards appear. `?speed=fast|normal|slow|<ms>`
// in the address (before the #) sets it for the visit; people who ask their system for reduced
// motion get no animation at all, only the cards appearing.

export interface Pace {
  /** Pause between two cards, in milliseconds. */
  card: number;
  /** Pause after a trick is taken, so it can be seen. */
  trick: number;
  /** Whether cards slide in. */
  animate: boolean;
}

const PACES: Record<string, Pace> = {
  fast: { card: 30, trick: 60, animate: false },
  normal: { card: 650, trick: 1400, animate: true },
  slow: { card: 1300, trick: 2600, animate: true },
};

export function readPace(search: string = window.location.search): Pace {
  const speed = new URLSearchParams(search).get('speed') ?? 'normal';
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  let pace = PACES[speed] ?? (PACES.normal as Pace);
  if (/^\d{1,5}$/.test(speed)) pace = { card: Number(speed), trick: Number(speed) * 2, animate: true };
  return reduced ? { ...pace, animate: false } : pace;
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
