// Everything in French that is loaded together, and only when French is in use (language-pack.ts
// imports this module lazily, so the build makes it one chunk): the interface's messages, the
// lessons' words (lessons/<game>/fr/NN-name.json) and the glossaries (lessons/<game>/fr/glossary.tsv).

/** This file's own address, for the service worker to keep it (offline-language.ts). */
export const url = import.meta.url;

export { default as messages } from '../locales/fr';

export const lessons: Record<string, unknown> = import.meta.glob('../../../lessons/*/fr/*.json', { eager: true, import: 'default' });

export const glossaries: Record<string, string> = import.meta.glob<string>('../../../lessons/*/fr/glossary.tsv', { eager: true, query: '?raw', import: 'default' });
