// Every word of the interface goes through `t`: a message id, looked up in the catalog of the
// language in use (locales/<lang>.ts, loaded by language-pack.ts before the first page), with
// `{name}` placeholders filled in. A message may be a set of plural forms, `{ one, other }` and
// the like, chosen by Intl.PluralRules from the `count` parameter; numbers are written by
// Intl.NumberFormat. English (locales/en.ts) is the reference: its ids are the only ids, and
// every language has them all (tests/web/i18n-catalogs.test.mjs). Only the language in use is
// loaded, so a message it lacks shows as ⟦id⟧, and is reported on the console so that a test
// sees it.

import type en from './locales/en';
import { localeOf, type Lang } from './lang';

/** The forms of a message that depends on a number; `other` is always there. */
export interface PluralMessage {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export type Message = string | PluralMessage;
export type MessageKey = keyof typeof en;
/** A language's catalog: English's ids (any missing is reported when asked for), no others. */
export type Catalog = { readonly [K in MessageKey]?: Message };
export type Params = Readonly<Record<string, string | number>>;

let lang: Lang = 'en';
let catalog: Catalog = {};
// Made when first needed (and again for another language), so that loading this module does nothing.
let plurals: Intl.PluralRules | null = null;
let numbers: Intl.NumberFormat | null = null;
const reported = new Set<string>();

/** Puts a language's catalog in use (none until then). */
export function useCatalog(code: Lang, messages: Catalog): void {
  lang = code;
  catalog = messages;
  plurals = null;
  numbers = null;
}

function pluralRules(): Intl.PluralRules {
  plurals ??= new Intl.PluralRules(localeOf(lang));
  return plurals;
}

function numberFormat(): Intl.NumberFormat {
  numbers ??= new Intl.NumberFormat(localeOf(lang));
  return numbers;
}

/** The language whose catalog is in use. */
export function language(): Lang {
  return lang;
}

function report(key: string, problem: string): void {
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`i18n: ${problem}: "${key}"`);
}

/** A number as the language writes it ("1,234.5", "1 234,5"); `grouping` false for scores read as figures. */
export function formatNumber(n: number, grouping = true): string {
  return grouping ? numberFormat().format(n) : new Intl.NumberFormat(localeOf(lang), { useGrouping: false }).format(n);
}

function form(message: PluralMessage, params: Params): string {
  const count = params.count;
  if (typeof count !== 'number') return message.other;
  const category = pluralRules().select(count) as keyof PluralMessage;
  return message[category] ?? message.other;
}

function fill(text: string, params: Params): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormat().format(value) : value;
  });
}

/** The message `key` in the language in use, its placeholders filled from `params`. */
export function t(key: MessageKey, params: Params = {}): string {
  const message: Message | undefined = catalog[key];
  if (message === undefined) {
    report(key, `no ${lang} text for message`);
    return `⟦${key}⟧`;
  }
  return fill(typeof message === 'string' ? message : form(message, params), params);
}

/** Whether there is a message `key` (every language has English's): for ids made from the core's codes (a phase, a pile, an option). */
export function hasMessage(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(catalog, key);
}

/** The message of an id made from a code, or null when there is none (the code is then read as written). */
export function tIfAny(key: string, params?: Params): string | null {
  return hasMessage(key) ? t(key, params) : null;
}

/**
 * Marks an element as written in `lang` when that is not the page's language (a lesson whose
 * words are not yet in it), so that it is read out, and broken across lines, as that language.
 */
export function inLang<T extends HTMLElement>(element: T, lang: string | undefined): T {
  if (lang && lang !== language()) element.lang = lang;
  return element;
}
