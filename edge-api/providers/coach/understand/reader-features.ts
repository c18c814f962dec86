import winkNLP from 'wink-nlp';
import type { ItemToken, ItsFunction, WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { Sport } from '../../../../shared/constants';
import { knowledgeOf } from '../knowledge/knowledge-base';

/** Long messages get their own feature: rambling tends to hide the question at the end. */
const LONG_MESSAGE_UNITS = 25;
const SHORT_MESSAGE_UNITS = 4;

let nlp: WinkMethods | undefined;
// wink-nlp's declarations type its.lemma as a document helper; at run time it is a token helper like the others.
let lemma: ItsFunction<string> | undefined;

/** Loaded on first use, so a process that never reads a message never pays for the language model. */
function reader(): WinkMethods {
  nlp ??= winkNLP(model, ['sbd', 'negation', 'pos']);
  lemma ??= nlp.its.lemma as unknown as ItsFunction<string>;
  return nlp;
}

/** Whether the language model knows a word: a typo ("infeild") is unknown, "terms" is English as typed. */
export function isEnglishWord(word: string): boolean {
  const english = reader();
  return !english.readDoc(word).isOOV(word);
}

/** Names of each sport's offensive and defensive concepts, longest first. */
const conceptSides = new Map<Sport, { name: RegExp; side: string }[]>();

function sideNamesOf(sport: Sport): { name: RegExp; side: string }[] {
  let names = conceptSides.get(sport);
  if (!names) {
    names = knowledgeOf(sport)
      // A plan against an opponent's problem is sided as the answer, not as the thing it names.
      .concepts.filter((concept) => concept.side !== 'neutral' && concept.counters === undefined)
      .flatMap((concept) =>
        [concept.title.replace(/\s*\(.*\)\s*/g, ''), ...concept.keywords].map((name) => ({
          name: new RegExp(`\\b${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
          side: concept.side,
        })),
      );
    conceptSides.set(sport, names);
  }
  return names;
}

/** Which sides' concepts the message names: the side a user is on depends on it and on their verb. */
function namedSides(sport: Sport, text: string): string[] {
  return [
    ...new Set(
      sideNamesOf(sport)
        .filter(({ name }) => name.test(text))
        .map(({ side }) => side),
    ),
  ];
}

/** A number's shape says more than its value: 6:40 is a clock, 2-1 a score, 4th a down or an inning. */
function numberUnit(value: string): string {
  if (value.includes(':')) return '#clock';
  if (/^\d+-\d+$/.test(value)) return '#score';
  return '#num';
}

/**
 * What the classifiers see of a message: lemmas (so "keeps pulling" and "kept pulled" share words),
 * the first negated word, number shapes, adjacent pairs (so "how do we stop" differs from "they
 * stop"), how it opens, how long it is, and its words paired with the side of the concepts it
 * names. Stop words stay: "we", "our" and "their" carry the side.
 */
export function readerFeatures(sport: Sport, message: string): string[] {
  const { its, readDoc } = reader();
  const lemmaOf = lemma!;
  const text = message.toLowerCase().slice(0, 1000);
  const doc = readDoc(text);
  const units: string[] = [];
  const verbs = new Set<string>();
  let negated = false;
  let asks = false;
  doc.tokens().each((token: ItemToken) => {
    const type = token.out(its.type);
    const value = token.out(its.value);
    if (type === 'word') {
      const base = token.out(lemmaOf);
      if (token.out(its.negationFlag) && !negated && base !== 'not') {
        negated = true;
        units.push(`!${base}`);
      } else units.push(base);
      if (token.out(its.pos) === 'VERB') verbs.add(base);
    } else if (type === 'number') units.push(numberUnit(value));
    else if (type === 'ordinal') units.push('#ord');
    else if (value === '?') asks = true;
  });
  const features = [...units];
  for (let index = 1; index < units.length; index++) features.push(`${units[index - 1]}_${units[index]}`);
  if (units[0] !== undefined) features.push(`^${units[0]}`);
  if (units[1] !== undefined) features.push(`^${units[0]}_${units[1]}`);
  if (asks) features.push('?');
  // Each verb paired with the side of the concepts named, so "beat" and "run" can flip the side a concept implies.
  for (const side of namedSides(sport, text)) {
    features.push(`@${side}`);
    for (const verb of verbs) features.push(`${verb}@${side}`);
  }
  if (units.length <= SHORT_MESSAGE_UNITS) features.push('len:short');
  if (units.length >= LONG_MESSAGE_UNITS) features.push('len:long');
  return features;
}
