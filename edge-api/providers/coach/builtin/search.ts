import type { Sport } from '../../../../shared/constants';
import { PLAYBOOKS } from '../playbook/index';
import type { Drill, PlaybookEntry, Tip } from '../playbook/types';

export type EntryKind = 'concept' | 'drill' | 'tip';

export type SearchEntry =
  { kind: 'concept'; entry: PlaybookEntry } | { kind: 'drill'; entry: Drill } | { kind: 'tip'; entry: Tip };

export type SearchHit = SearchEntry & {
  score: number;
  /** Query terms found in the entry's title or keywords: the topics the user actually named. */
  named: string[];
  /** Multi-word titles and keywords found verbatim in the query, as `phraseWords` joined by spaces. */
  phrases: string[];
};

export interface SearchOptions {
  kinds?: readonly EntryKind[];
  limit: number;
}

// Standard BM25 constants; entries are short, so length normalisation matters little either way.
const K1 = 1.2;
const B = 0.75;
// A user who names a keyword says what the question is about; body text merely mentions it.
const FIELD_WEIGHTS = { keywords: 3, title: 2, text: 1 } as const;
// Per word of a multi-word keyword found verbatim ('pick and roll', 'cover 2'): word order carries
// meaning that a bag of words loses.
const PHRASE_BONUS_PER_WORD = 1.5;
// Per query term found in the title or keywords. Key terms such as 'linebacker' appear in the text of
// many entries, so their idf is low; without this bonus a short tip that merely mentions the term can
// outrank the entry that is about it.
const NAMED_TERM_BONUS = 2;
// When the query contains the whole title ('Poaching', 'Split Step'), that entry is the one asked
// about, ahead of a drill or tip that shares its keywords.
const TITLE_BONUS = 3;

// Question and chat filler carries no topic, nor do words every sports question uses ('game',
// 'improve'). Kept short on purpose: words such as 'man', 'play' or 'back' must stay searchable, and
// BM25's idf already discounts common ones. Stemmed like the words they are compared with.
const STOPWORDS = new Set(
  `a an the and or but if of to in on at by for with from about into as is are was were be been being
  am do does did doing done have has had i im ive me my we our us you your he him his she her it its
  they them their this that these those what whats which who whom how why when where can could should
  would will shall may might must there here so than then too very just also some any all much not no
  yes please thanks thank hi hello hey coach explain tell describe mean means meaning vs versus
  against between difference compare compared good best better way ways get got use using make need
  want know like really dont doesnt isnt question quick game improve improving player team sport
  tip advice time win more feel pro today become year`
    .split(/\s+/)
    .map(stem),
);

/**
 * Lowercase words with punctuation removed and digit runs joined ('4-3-3' → '433', '2-3 zone' →
 * '23 zone'), so the hyphenated and the plain spellings of a formation or count meet. Stopwords stay:
 * phrase matching needs the full sequence ('one up one back').
 */
function normalizedWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'’&]/g, '')
    .replace(/(\d)[-–/](?=\d)/g, '$1')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .map(stem);
}

/**
 * Words for phrase matching: letters and digits also split apart ('cover2' → 'cover 2'), so glued and
 * spaced spellings of a multi-word keyword meet.
 */
export function phraseWords(text: string): string[] {
  return normalizedWords(text).flatMap((word) => word.match(/[a-z]+|\d+/g) ?? []);
}

/** Light plural stemming: 'safeties' → 'safety', 'passes' → 'pass', 'corners' → 'corner'. */
function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Search terms of a text. A word glued to a number ('cover2') also yields its parts, and a word
 * followed by a number ('cover 2') also yields the glued form, so both spellings match each other.
 */
export function tokenize(text: string): string[] {
  const words = normalizedWords(text);
  const terms: string[] = [];
  words.forEach(function addTerms(word, index) {
    if (STOPWORDS.has(word)) return;
    terms.push(word);
    const parts = word.match(/[a-z]+|\d+/g) ?? [];
    if (parts.length > 1) terms.push(...parts.filter((part) => !STOPWORDS.has(part)));
    const next = words[index + 1];
    if (next !== undefined && /^[a-z]+$/.test(word) && /^\d+$/.test(next)) terms.push(word + next);
  });
  return terms;
}

interface IndexedDoc {
  item: SearchEntry;
  termWeights: Map<string, number>;
  length: number;
  /** Terms of the title and keywords. */
  namedTerms: Set<string>;
  title: string;
  phrases: string[];
}

interface SportIndex {
  docs: IndexedDoc[];
  documentFrequency: Map<string, number>;
  averageLength: number;
}

// Playbooks are static, so each sport's index is built on first use and kept: a cache, not state.
const indexes = new Map<Sport, SportIndex>();

function sportIndex(sport: Sport): SportIndex {
  const cached = indexes.get(sport);
  if (cached) return cached;
  const built = buildIndex(sport);
  indexes.set(sport, built);
  return built;
}

function entriesOf(sport: Sport): SearchEntry[] {
  const playbook = PLAYBOOKS[sport];
  return [
    ...playbook.concepts.map((entry): SearchEntry => ({ kind: 'concept', entry })),
    ...playbook.drills.map((entry): SearchEntry => ({ kind: 'drill', entry })),
    ...playbook.tips.map((entry): SearchEntry => ({ kind: 'tip', entry })),
  ];
}

function bodyText(item: SearchEntry): string {
  switch (item.kind) {
    case 'concept':
      return [item.entry.short, item.entry.detail, ...item.entry.keyPoints].join(' ');
    case 'drill':
      return [item.entry.short, ...item.entry.steps].join(' ');
    case 'tip':
      return [item.entry.short, item.entry.detail].join(' ');
  }
}

function buildIndex(sport: Sport): SportIndex {
  const docs = entriesOf(sport).map(function indexEntry(item): IndexedDoc {
    const termWeights = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const term of tokenize(text)) termWeights.set(term, (termWeights.get(term) ?? 0) + weight);
    };
    const { title, keywords } = item.entry;
    add(keywords.join(' '), FIELD_WEIGHTS.keywords);
    add(title, FIELD_WEIGHTS.title);
    add(bodyText(item), FIELD_WEIGHTS.text);
    const phrases = [title, ...keywords]
      .map((text) => phraseWords(text))
      .filter((words) => words.length > 1)
      .map((words) => words.join(' '));
    return {
      item,
      termWeights,
      length: [...termWeights.values()].reduce((sum, weight) => sum + weight, 0),
      namedTerms: new Set(tokenize(`${title} ${keywords.join(' ')}`)),
      title: phraseWords(title).join(' '),
      phrases: [...new Set(phrases)],
    };
  });
  const documentFrequency = new Map<string, number>();
  for (const doc of docs) {
    for (const term of doc.termWeights.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(docs.length, 1);
  return { docs, documentFrequency, averageLength };
}

/** Entries of the sport ranked by relevance to the query, best first; entries scoring 0 are left out. */
export function search(sport: Sport, query: string, options: SearchOptions): SearchHit[] {
  const index = sportIndex(sport);
  const terms = [...new Set(tokenize(query))];
  // Padded with spaces so a phrase only matches whole words.
  const paddedQuery = ` ${phraseWords(query).join(' ')} `;
  const total = index.docs.length;
  const hits: SearchHit[] = [];
  for (const doc of index.docs) {
    if (options.kinds && !options.kinds.includes(doc.item.kind)) continue;
    let score = 0;
    for (const term of terms) {
      const weight = doc.termWeights.get(term);
      if (!weight) continue;
      const frequency = index.documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (total - frequency + 0.5) / (frequency + 0.5));
      const norm = K1 * (1 - B + (B * doc.length) / index.averageLength);
      score += (idf * weight * (K1 + 1)) / (weight + norm);
    }
    const named = terms.filter((term) => doc.namedTerms.has(term));
    score += NAMED_TERM_BONUS * named.length;
    const phrases = doc.phrases.filter((phrase) => paddedQuery.includes(` ${phrase} `));
    for (const phrase of phrases) score += PHRASE_BONUS_PER_WORD * phrase.split(' ').length;
    if (paddedQuery.includes(` ${doc.title} `)) score += TITLE_BONUS;
    if (score <= 0) continue;
    hits.push({ ...doc.item, score, named, phrases });
  }
  // Array sort is stable, so ties keep playbook order and results stay deterministic.
  return hits.sort((a, b) => b.score - a.score).slice(0, options.limit);
}
