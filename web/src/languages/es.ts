// Everything in Spanish that is loaded together, and only when Spanish is in use (language-pack.ts
// imports this module lazily, so the build makes it one chunk): the interface's messages, the
// lessons' words (lessons/<game>/es/NN-name.json) and the glossaries (lessons/<game>/es/glossary.tsv).

/** This file's own address, for the service worker to keep it (offline-language.ts). */
export const url = import.meta.url;

export { default as messages } from '../locales/es';

export const lessons: Record<string, unknown> = import.meta.glob('../../../lessons/*/es/*.json', { eager: true, import: 'default' });

export const glossaries: Record<string, string> = import.meta.glob<string>('../../../lessons/*/es/glossary.tsv', { eager: true, query: '?raw', import: 'default' });
