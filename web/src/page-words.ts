// The words of the page around the app (web/index.html: the skip link, the site's name and its
// links for teachers, the loading line), written in English in the file so that something reads
// before any script runs, and put in the learner's language at start-up from the elements'
// `data-i18n` (text) and `data-i18n-label` (aria-label) message ids. The site header also gets
// the language menu.

import { t, type MessageKey } from './i18n';
import { languageMenu } from './language-menu';

/** An id written in the page; one English lacks is reported and shown as such by `t`. */
function words(key: string): string {
  return t(key as MessageKey);
}

export function translatePage(): void {
  for (const node of document.querySelectorAll<HTMLElement>('[data-i18n]')) node.textContent = words(node.dataset.i18n ?? '');
  for (const node of document.querySelectorAll<HTMLElement>('[data-i18n-label]')) node.setAttribute('aria-label', words(node.dataset.i18nLabel ?? ''));
  document.querySelector('meta[name="description"]')?.setAttribute('content', t('site.description'));
  document.title = t('site.name');
  // Beside the site's name, so that on a narrow screen both share the first line of the header.
  document.querySelector('.site-bar .site-name')?.after(languageMenu());
}
