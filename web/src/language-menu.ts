// The language menu: each language the app speaks under its own name ("Deutsch", "Français"),
// so that a learner finds theirs whatever the page is in. Choosing one loads the same page, at
// the same address, in that language (lang.ts). It is small, to sit in the header beside the
// site's name: a globe, and the list, whose label ("Language" in the page's language) is spoken.

import { el, svgEl } from './dom';
import { t } from './i18n';
import { currentLang, isLang, LANGUAGES, switchLang } from './lang';

let serial = 0;

/** A globe, the usual sign of a choice of language; decorative, the label says it. */
function globe(): SVGSVGElement {
  const svg = svgEl('svg', { class: 'lang-globe', viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' });
  svg.append(
    svgEl('circle', { cx: 12, cy: 12, r: 10 }),
    svgEl('ellipse', { cx: 12, cy: 12, rx: 4.5, ry: 10 }),
    svgEl('path', { d: 'M2 12h20M4 6.5h16M4 17.5h16' }),
  );
  return svg;
}

export function languageMenu(): HTMLElement {
  const box = el('div', 'lang-menu');
  const select = Object.assign(el('select', 'lang-select'), { id: `lang-select-${++serial}`, name: 'lang' });
  const label = el('label', 'lang-label');
  label.append(globe(), el('span', 'visually-hidden', t('language.label')));
  label.htmlFor = select.id;
  for (const { code, name } of LANGUAGES) {
    const option = Object.assign(el('option', undefined, name), { value: code, lang: code });
    select.append(option);
  }
  select.value = currentLang();
  select.addEventListener('change', () => {
    if (isLang(select.value)) switchLang(select.value);
  });
  box.append(label, select);
  return box;
}
