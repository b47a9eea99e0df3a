// Everything in German that is loaded together, and only when German is in use (language-pack.ts
// imports this module lazily, so the build makes it one chunk): the interface's messages, the
// lessons' words (lessons/<game>/de/NN-name.json) and the glossaries (lessons/<game>/de/glossary.tsv).

/** This file's own address, for the service worker to keep it (offline-language.ts). */
export const url = import.meta.url;

export { default as messages } from '../locales/de';

export const lessons: Record<string, unknown> = import.meta.glob('../../../lessons/*/de/*.json', { eager: true, import: 'default' });

export const glossaries: Record<string, string> = import.meta.glob<string>('../../../lessons/*/de/glossary.tsv', { eager: true, query: '?raw', import: 'default' });
