// One Tab stop for a row of controls (a hand of cards, the cards of a trick): the row is entered
// with Tab at the control last used, the arrow keys move between its controls, Home and End go
// to either end, and Enter or Space presses the control as any button (once: not while held).

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

function controls(row: HTMLElement): HTMLButtonElement[] {
  return [...row.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
}

/** Makes `current` (else the first control) the row's one Tab stop. */
function settle(row: HTMLElement, current: HTMLButtonElement | undefined): void {
  const all = controls(row);
  const stop = current && all.includes(current) ? current : all[0];
  for (const b of all) b.tabIndex = b === stop ? 0 : -1;
}

/**
 * Gives `row` a roving tab index, its stop at the control whose `data-code` is `current`;
 * `onMove` hears each code the stop moves to, so a redrawn row keeps it.
 */
export function rovingRow(row: HTMLElement, current: string | undefined, onMove: (code: string) => void): void {
  settle(row, controls(row).find((b) => b.dataset.code === current));
  row.addEventListener('keydown', (e) => {
    const all = controls(row);
    const at = all.indexOf(e.target as HTMLButtonElement);
    if (at < 0 || e.altKey || e.ctrlKey || e.metaKey) return;
    // A key held down presses a card once, not every card the focus lands on.
    if (e.repeat && (e.key === 'Enter' || e.key === ' ')) return e.preventDefault();
    const step = NEXT[e.key];
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? all.length - 1 : step === undefined ? null : (at + step + all.length) % all.length;
    if (to === null) return;
    e.preventDefault();
    // The arrows belong to the row, not to a page listening for a clicker's keys.
    e.stopPropagation();
    const target = all[to] as HTMLButtonElement;
    settle(row, target);
    target.focus();
    onMove(target.dataset.code ?? '');
  });
  row.addEventListener('focusin', (e) => {
    const target = e.target as HTMLButtonElement;
    if (controls(row).includes(target)) {
      settle(row, target);
      onMove(target.dataset.code ?? '');
    }
  });
}
