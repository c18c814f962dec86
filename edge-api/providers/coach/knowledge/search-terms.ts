// Question and chat filler carries no topic, nor do words every sports question uses ('game',
// 'improve'), nor words saying whose it is ('the other team', 'the opponent'). Kept short on purpose: words such as 'man', 'play' or 'back' must stay searchable, and
// the ranking's idf already discounts common ones. Stemmed like the words they are compared with.
const STOPWORDS = new Set(
  `a an the and or but if of to in on at by for with from about into as is are was were be been being
  am do does did doing done have has had i im ive me my we our us you your he him his she her it its
  they them their this that these those what whats which who whom how why when where can could should
  would will shall may might must there here so than then too very just also some any all much not no
  yes please thanks thank hi hello hey coach explain tell describe mean means meaning vs versus
  against between difference compare compared good best better way ways get got use using make need
  want know like really dont doesnt isnt question quick game improve improving player team sport
  tip advice time win more feel pro today become year other opponent opposition opposing
  safely properly correctly consistently quickly effectively`
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
 * Words that occur in the names of many entries without saying which ("play" and "every" of "option every
 * play", "six" of "cover six"): named alone they point at no topic, so a topic is only
 * found through them as part of its whole phrase. Stemmed like the words they are compared with.
 */
export const TOPICLESS_WORDS: ReadonlySet<string> = new Set(
  `play plays every ball game other side field point one two three four five
  six seven eight nine ten up down way`
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map(stem),
);

/**
 * A word's root for comparing phrases across verb forms: "serving and volleying" meets "Serve and
 * Volley", "drops deep" meets "dropping deep".
 */
export function phraseRoot(word: string): string {
  if (!/^[a-z]+$/.test(word) || word.length < 4) return word;
  const root = (rootOfVerb(word) ?? word).replace(/(?<=[a-z]{3})e$/, '');
  return root;
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
 * Phrase words of the texts seen lately: a message's understanding splits the same titles, keywords
 * and message again and again. Most texts are the content's own, so the bound is only against
 * messages; dropping everything at once keeps the bookkeeping off the path it is meant to speed up.
 */
const phraseWordsOf = new Map<string, readonly string[]>();
const PHRASE_WORDS_KEPT = 20_000;

/**
 * Words for phrase matching: letters and digits also split apart ('cover2' → 'cover 2'), so glued and
 * spaced spellings of a multi-word keyword meet.
 */
export function phraseWords(text: string): readonly string[] {
  let words = phraseWordsOf.get(text);
  if (!words) {
    words = Object.freeze(normalizedWords(text).flatMap((word) => word.match(/[a-z]+|\d+/g) ?? []));
    if (phraseWordsOf.size >= PHRASE_WORDS_KEPT) phraseWordsOf.clear();
    phraseWordsOf.set(text, words);
  }
  return words;
}

/**
 * Search terms of a text. A word glued to a number ('cover2') also yields its parts, and a word
 * followed by a number ('cover 2') also yields the glued form, so both spellings match each other.
 */
export function searchTerms(text: string): string[] {
  const words = normalizedWords(text);
  const terms: string[] = [];
  words.forEach(function addTerms(word, index) {
    if (STOPWORDS.has(word)) return;
    terms.push(word);
    // "blitzing", "pressed": the entries name the root ("blitz", "press"), which prefix search alone
    // cannot reach from the longer form.
    const root = rootOfVerb(word);
    if (root !== undefined && !STOPWORDS.has(root)) terms.push(root);
    const parts = word.match(/[a-z]+|\d+/g) ?? [];
    if (parts.length > 1) terms.push(...parts.filter((part) => !STOPWORDS.has(part)));
    const next = words[index + 1];
    if (next !== undefined && /^[a-z]+$/.test(word) && /^\d+$/.test(next)) terms.push(word + next);
  });
  return terms;
}

/** The root of an -ing or -ed form ("blitzing" → "blitz", "trapped" → "trap"), or undefined. */
function rootOfVerb(word: string): string | undefined {
  const [, base] = /^([a-z]{4,})(?:ing|ed)$/.exec(word) ?? [];
  if (base === undefined) return undefined;
  // A doubled last consonant belongs to the ending ("trapped" → "trap", "running" → "run"), but not
  // a doubled s, l, f or z ("pressed" → "press", "called" → "call").
  return /([bdgkmnprt])\1$/.test(base) ? base.slice(0, -1) : base;
}
