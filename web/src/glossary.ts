// Each game's own words, explained briefly in our words from the rules sources (shared/seeds):
// data, lessons/<game>/glossary.tsv (a header, then one term and its meaning a line, split by a
// tab), bundled at build time like the lessons. Shown on the home page; the rules themselves are
// applied only by the core.

export interface Term {
  term: string;
  meaning: string;
}

const SHARED_TRICK_WORDS: Term[] = [
  { term: 'Trick', meaning: 'One card from each player in turn; the best card takes them all, and its player leads next.' },
  { term: 'Follow suit', meaning: 'Play a card of the suit that was led, if you hold one.' },
];

const files = import.meta.glob<string>('../../lessons/*/glossary.tsv', { eager: true, query: '?raw', import: 'default' });

/** The terms of a glossary file, its header left out. */
function terms(text: string): Term[] {
  return text
    .split('\n')
    .slice(1)
    .filter((line) => line.includes('\t'))
    .map((line) => {
      const tab = line.indexOf('\t');
      return { term: line.slice(0, tab), meaning: line.slice(tab + 1) };
    });
}

const GLOSSARY = new Map(Object.entries(files).map(([path, text]) => [path.replace(/^.*lessons\/|\/glossary\.tsv$/g, ''), terms(text)]));

/** The words to know for a game, the game's own first. */
export function glossaryOf(game: string): Term[] {
  const own = GLOSSARY.get(game) ?? [];
  return [...own, ...SHARED_TRICK_WORDS.filter((s) => !own.some((t) => t.term === s.term))];
}
