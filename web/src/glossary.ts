// Each game's own words, explained briefly in our words from the rules sources (shared/seeds).
// Shown on the home page; the rules themselves are applied only by the core.

export interface Term {
  term: string;
  meaning: string;
}

const SHARED_TRICK_WORDS: Term[] = [
  { term: 'Trick', meaning: 'One card from each player in turn; the best card takes them all, and its player leads next.' },
  { term: 'Follow suit', meaning: 'Play a card of the suit that was led, if you hold one.' },
];

const GLOSSARY: Record<string, Term[]> = {
  'texas-42': [
    { term: 'Suit of a tile', meaning: 'Each number from blank to six is a suit; a tile belongs to both its numbers, and the double is the top of its suit.' },
    { term: 'Led tile', meaning: 'A tile that is not a trump, when led, belongs to the suit of its higher end: 6-0 leads sixes.' },
    { term: 'Trump', meaning: 'The suit named by the winning bidder; a trump tile belongs only to trumps.' },
    { term: 'Count tiles', meaning: '5-0, 4-1 and 3-2 are worth 5 points; 6-4 and 5-5 are worth 10. With one point per trick, the hand holds 42.' },
    { term: 'Mark', meaning: 'The unit of the game score; bidding all 42 points is bidding one mark.' },
    { term: 'Follow me', meaning: 'A hand with no trump: the higher end of the led tile always sets the suit.' },
    { term: 'Nello', meaning: 'A contract to lose every trick; the bidder’s partner sits out, and doubles usually form a suit of their own.' },
    { term: 'Plunge and Splash', meaning: 'Contracts for a hand rich in doubles: the partner names trumps, and the side must take all seven tricks.' },
    { term: 'Sevens', meaning: 'A contract where the tile whose pips total closest to seven takes the trick.' },
  ],
  'french-tarot': [
    { term: 'Trumps', meaning: 'Twenty-one numbered cards that beat every suit card.' },
    { term: 'Excuse', meaning: 'The Fool: it may be played instead of following, it almost never wins, and its player keeps it, giving a half-point card in exchange.' },
    { term: 'Bouts', meaning: 'The Excuse, trump 1 and trump 21. The more of them the taker wins, the fewer points the taker needs (56, 51, 41 or 36).' },
    { term: 'Petit', meaning: 'Trump 1, the lowest trump and one of the bouts.' },
    { term: 'Must trump, must overtrump', meaning: 'Without the suit led you must play a trump, and a higher one than any trump already in the trick if you can.' },
    { term: 'Chien', meaning: '“The dog”: the few cards dealt aside; depending on the bid, the taker uses them or they count for one side unseen.' },
    { term: 'Taker', meaning: 'The player who won the bidding and plays against the others (with a called partner at five).' },
    { term: 'Petite, Garde, Garde sans, Garde contre', meaning: 'The bids, each harder than the last, multiplying the score by 1, 2, 4 and 6.' },
    { term: 'Poignée', meaning: 'A bonus for showing many trumps before your first card: single, double or triple.' },
    { term: 'Petit au bout', meaning: 'A bonus for the side that wins the last trick with trump 1 in it.' },
    { term: 'Chelem', meaning: 'The slam: one side takes every trick, announced or not.' },
  ],
  'tapp-tarock': [
    { term: 'Sküs', meaning: 'The Fool, here simply the highest of the 22 trumps.' },
    { term: 'Mond', meaning: 'Trump 21, second only to the Sküs.' },
    { term: 'Pagat', meaning: 'Trump 1, the lowest trump.' },
    { term: 'Trull', meaning: 'The Sküs, the Mond and the Pagat together, five points each.' },
    { term: 'Talon', meaning: 'The six cards set aside in the deal; the declarer may take some of them, depending on the bid.' },
    { term: 'Declarer and defenders', meaning: 'The winner of the auction plays alone against the other two and needs 36 of the 70 card points.' },
    { term: 'Red and black pips', meaning: 'In Hearts and Diamonds the low cards rank 1 (highest) to 4; in Spades and Clubs 10 down to 7.' },
    { term: 'Pagat Ultimo', meaning: 'Winning the last trick with the Pagat, a bonus, larger when announced.' },
    { term: 'Valat', meaning: 'Winning every trick.' },
  ],
  ottocento: [
    { term: 'Tarocchino', meaning: 'The 62-card pack: four suits of ten, 21 trumps and the Matto.' },
    { term: 'Matto', meaning: 'The Fool: played instead of following, it never wins; its player keeps it and pays a one-point card instead.' },
    { term: 'Begato', meaning: 'Trump 1; with the Matto it is a wild card in sequences.' },
    { term: 'Moors', meaning: 'Trumps 2 to 5, of equal rank: when several meet in a trick, the last one played is the higher.' },
    { term: 'Tarocchi', meaning: 'Trumps 21, 20 and 1 and the Matto, the five-point trumps.' },
    { term: 'Reversed pips', meaning: 'In Cups and Coins the plain cards rank Ace, 6, 7, 8, 9, 10 from high to low, under the courts.' },
    { term: 'Cricca', meaning: 'Three or four of a kind among the high cards (Tarocchi, Kings, Queens, Knights, Pages), scored as a bonus.' },
    { term: 'Sequence', meaning: 'Three or more cards in a set run (top trumps, a suit from its King, the Moors, the Aces), where the wild cards may fill gaps.' },
    { term: 'Counting in pairs', meaning: 'Card values are added two cards at a time, taking one point off each pair.' },
  ],
  'eight-hundred': [
    { term: 'Tarocchino', meaning: 'The 62-card pack: four suits of ten, 21 trumps and the Fool.' },
    { term: 'Honours', meaning: 'The Magician (1), the World (21), the Angel (20) and the Fool, five points each.' },
    { term: 'Quartet', meaning: 'Trumps 2 to 5, of equal rank: the last one played to a trick is the higher.' },
    { term: 'Fool', meaning: 'Played instead of following, it never wins; its player keeps it and pays an empty card instead.' },
    { term: 'Combinations', meaning: 'Three or four of a kind among the honours and courts, scored when declared or taken.' },
    { term: 'Patterns', meaning: 'Runs of trumps from the World, of a suit from its King, of the Quartet or of Aces; the Fool and the Magician act as wild cards.' },
    { term: 'Empty card', meaning: 'A card worth one point or less.' },
    { term: '800', meaning: 'The first side to score eight hundred points wins, even in the middle of a hand.' },
  ],
  'piedmont-tarocchi': [
    { term: 'Loka pack', meaning: 'Eighty cards: four suits of fourteen, 21 numbered trumps, Good, Evil and the Fool.' },
    { term: 'Good and Evil', meaning: 'Two extra trumps of equal rank below trump 1; the options decide how they play.' },
    { term: 'Allegiance', meaning: 'A way to play Good and Evil: calling one of them decides which suits each side may score (Good: Swords and Coins; Evil: Batons and Cups).' },
    { term: 'Honours', meaning: 'The Magician (1), the World (21) and the Fool, five points each.' },
    { term: 'Fool', meaning: 'Played instead of a required card, it never wins; its player keeps it and pays a card from their tricks.' },
    { term: 'Must trump', meaning: 'Without the suit led you must play a trump if you hold one.' },
    { term: 'Empty card', meaning: 'A card worth one point or less.' },
  ],
  burro: [
    { term: 'Spanish pack', meaning: 'Espadas, Bastos, Copas and Oros; 40 cards (As to 7, Sota, Caballo, Rey) or 48 with the 8s and 9s.' },
    { term: 'Sota, Caballo, Rey', meaning: 'The courts, printed 10, 11 and 12; the Rey is highest, the As lowest.' },
    { term: 'Stock', meaning: 'The face-down pile left after the deal.' },
    { term: 'Draw', meaning: 'Unable to follow, you take cards from the stock until you can.' },
    { term: 'Pass', meaning: 'Unable to follow with the stock empty, you put no card in.' },
    { term: 'Burro', meaning: 'The last player left holding cards takes a letter of B-U-R-R-O.' },
    { term: 'Portuguese variant', meaning: 'Five cards each, and you may keep drawing even when you could follow.' },
  ],
};

/** The words to know for a game, the game's own first. */
export function glossaryOf(game: string): Term[] {
  const own = GLOSSARY[game] ?? [];
  return [...own, ...SHARED_TRICK_WORDS.filter((s) => !own.some((t) => t.term === s.term))];
}
