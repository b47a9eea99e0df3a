// Small helpers for building the page in code. Text always goes in as text (textContent), never
// as HTML, so lesson files and core sentences can hold any characters safely.

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

export function svgEl<K extends keyof SVGElementTagNameMap>(name: K, attrs: Record<string, string | number> = {}): SVGElementTagNameMap[K] {
  const e = document.createElementNS('http://www.w3.org/2000/svg', name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/** A card's or tile's svg, `w` by `h`, with its rounded body: decorative, its holder carries the name. */
export function pieceSvg(className: string, body: string, w: number, h: number, rx: number): SVGSVGElement {
  const svg = svgEl('svg', { class: className, viewBox: `0 0 ${w} ${h}`, 'aria-hidden': 'true', focusable: 'false' });
  svg.append(svgEl('rect', { class: body, x: 2, y: 2, width: w - 4, height: h - 4, rx }));
  return svg;
}

/** An element given its spoken name, and a role when it has one. */
export function labelled<T extends Element>(element: T, label: string, role?: string): T {
  if (role) element.setAttribute('role', role);
  element.setAttribute('aria-label', label);
  return element;
}

/** Marks a control so focus can find its replacement after a redraw. */
export function keyed<T extends HTMLElement>(element: T, key: string): T {
  element.dataset.focusKey = key;
  return element;
}

/** Draws `root` anew: focus on a control replaced goes to the one of the same key (else `fallback`'s), not to the page. */
export function keepingFocus(root: HTMLElement, draw: () => void, fallback?: string): void {
  const key = (document.activeElement as HTMLElement | null)?.dataset?.focusKey;
  draw();
  if (!key || root.contains(document.activeElement)) return;
  const same = root.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]:not(:disabled)`);
  (same ?? (fallback ? root.querySelector<HTMLElement>(`[data-focus-key="${fallback}"]`) : null))?.focus();
}

export function button(label: string, onClick: () => void, className?: string): HTMLButtonElement {
  const b = Object.assign(el('button', className, label), { type: 'button' });
  b.addEventListener('click', onClick);
  return b;
}

/** A link to a route of the app (hash addresses work from any host and from file://). */
export function link(label: string, hash: string, className?: string): HTMLAnchorElement {
  return Object.assign(el('a', className, label), { href: hash });
}

/** A heading that receives focus after a route change, so screen readers announce the page. */
export function pageHeading(text: string): HTMLHeadingElement {
  return Object.assign(el('h1', 'page-title', text), { tabIndex: -1 });
}

/** Paragraphs from a text with blank-line breaks, each as text. */
export function paragraphs(text: string, className?: string): HTMLElement[] {
  return text.split(/\n\s*\n/).map((part) => part.trim()).filter((part) => part.length > 0).map((part) => el('p', className, part));
}
