// Everything in Portuguese that is loaded together, and only when Portuguese is in use (language-pack.ts
// imports this module lazily, so the build makes it one chunk): the interface's messages, the
// lessons' words (lessons/<game>/pt/NN-name.json) and the glossaries (lessons/<game>/pt/glossary.tsv).

/** This file's own address, for the service worker to keep it (offline-language.ts). */
export const url = import.meta.url;

export { default as messages } from '../locales/pt';

export const lessons: Record<string, unknown> = import.meta.glob('../../../lessons/*/pt/*.json', { eager: true, import: 'default' });

export const glossaries: Record<string, string> = import.meta.glob<string>('../../../lessons/*/pt/glossary.tsv', { eager: true, query: '?raw', import: 'default' });
