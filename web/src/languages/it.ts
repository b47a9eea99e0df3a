// Everything in Italian that is loaded together, and only when Italian is in use (language-pack.ts
// imports this module lazily, so the build makes it one chunk): the interface's messages, the
// lessons' words (lessons/<game>/it/NN-name.json) and the glossaries (lessons/<game>/it/glossary.tsv).

/** This file's own address, for the service worker to keep it (offline-language.ts). */
export const url = import.meta.url;

export { default as messages } from '../locales/it';

export const lessons: Record<string, unknown> = import.meta.glob('../../../lessons/*/it/*.json', { eager: true, import: 'default' });

export const glossaries: Record<string, string> = import.meta.glob<string>('../../../lessons/*/it/glossary.tsv', { eager: true, query: '?raw', import: 'default' });
