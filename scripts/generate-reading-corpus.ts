// Writes content/reading/<sport>.json, the labelled coach messages the learned reader trains on, from
// the editable templates in content/reading/templates/ (common.json for every sport, <sport>.json for
// one) and the concept names in content/<sport>/concepts.json. Deterministic: the same templates and
// seed give the same corpus byte for byte. `npx tsx scripts/generate-reading-corpus.ts`
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPORTS } from '../shared/constants';
import type { Sport } from '../shared/constants';
import { knowledgeOf } from '../edge-api/providers/coach/knowledge/knowledge-base';
import {
  CommonTemplatesSchema,
  ReadingCorpusSchema,
  ReadingTemplatesSchema,
  sportSide,
} from '../edge-api/providers/coach/understand/reading-corpus-schema';
import type {
  Entity,
  ReadingCorpus,
  ReadingExample,
  TemplateFamily,
} from '../edge-api/providers/coach/understand/reading-corpus-schema';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const READING_DIR = join(ROOT, 'content', 'reading');
const SEED = 20261126;
/** Messages drawn per sport before duplicates are dropped; the schema asks for at least 1,500 kept. */
const TARGET_PER_SPORT = 2600;
const MAX_EXPANSIONS = 60;

/** mulberry32: small, seedable and the same on every machine. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash ^ SEED) >>> 0;
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const ORDINALS = ['th', 'st', 'nd', 'rd'];
const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

function ordinal(value: number): string {
  const tens = value % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (ORDINALS[value % 10] ?? 'th');
  return `${value}${suffix}`;
}

/** `#role:min-max[:fmt]`: a number the template knows the role of. */
function numberSlot(spec: string, random: () => number, entities: Entity[]): string {
  const [role = 'number', range = '1-9', format = 'n'] = spec.slice(1).split(':');
  const [low = 1, high = 9] = range.split('-').map(Number);
  const value = low + Math.floor(random() * (high - low + 1));
  if (format === 'clock') {
    const seconds = Math.floor(random() * 12) * 5;
    entities.push({ role, value: value * 60 + seconds });
    return `${value}:${String(seconds).padStart(2, '0')}`;
  }
  entities.push({ role, value });
  if (format === 'ord') return ordinal(value);
  if (format === 'word' && value < WORDS.length && random() < 0.5) return WORDS[value]!;
  return String(value);
}

type Slots = Record<string, readonly string[]>;

/** Wraps a drawn number until the message settles, so a number in an alternative left unpicked is no entity. */
const MARK = '\u0001';
const MARKED = new RegExp(`${MARK}(\\d+)${MARK}([^${MARK}]*)${MARK}`, 'g');

function settle(text: string, drawn: Entity[]): { text: string; entities: Entity[] } {
  const entities = [...text.matchAll(MARKED)].map((match) => drawn[Number(match[1])]!);
  return { text: text.replace(MARKED, '$2'), entities };
}

/**
 * Expands the innermost {…} until none is left. An alternative spelled as a slot name stands for that
 * slot, and is passed over in a sport without it; undefined when nothing the sport has is left to pick.
 */
function expand(
  pattern: string,
  slots: Slots,
  slotNames: ReadonlySet<string>,
  random: () => number,
): { text: string; entities: Entity[] } | undefined {
  const entities: Entity[] = [];
  let text = pattern;
  for (let step = 0; step < MAX_EXPANSIONS; step++) {
    const inner = /\{([^{}]*)\}/.exec(text);
    if (!inner) return settle(text, entities);
    const body = inner[1]!;
    let value: string;
    if (body.includes('|')) {
      const options = body.split('|').filter((option) => !slotNames.has(option) || slots[option]);
      if (options.length === 0) return undefined;
      const chosen = pick(random, options);
      value = slots[chosen] ? pick(random, slots[chosen]) : chosen;
    } else if (body.startsWith('#'))
      value = `${MARK}${entities.length}${MARK}${numberSlot(body, random, entities)}${MARK}`;
    else {
      const list = slots[body];
      if (!list) return undefined;
      value = pick(random, list);
    }
    text = text.slice(0, inner.index) + value + text.slice(inner.index + inner[0].length);
  }
  throw new Error(`pattern does not settle: ${pattern}`);
}

const CONCEPT_SLOTS = ['c_off', 'c_def', 'c_neu', 'c_rule', 'c_pos_off', 'c_pos_def'];

/** Names users give a concept: its title without the bracketed gloss, and its first keywords. */
function conceptNames(sport: Sport): Slots {
  const lists: Record<string, string[]> = Object.fromEntries(CONCEPT_SLOTS.map((name) => [name, []]));
  for (const concept of knowledgeOf(sport).concepts) {
    // A plan against an opponent's problem ("Stopping the Running Game") is no name a user runs or
    // beats: slotted into "how do we beat {c_off}" it would teach the reader nonsense.
    if (concept.counters !== undefined) continue;
    const names = [concept.title.replace(/\s*\(.*\)\s*/g, '').toLowerCase(), ...concept.keywords.slice(0, 2)];
    const side = concept.side === 'offense' ? 'off' : concept.side === 'defense' ? 'def' : 'neu';
    if (concept.kind === 'rule') lists.c_rule!.push(...names);
    else if (concept.kind === 'position' && side !== 'neu') lists[`c_pos_${side}`]!.push(...names);
    else lists[`c_${side}`]!.push(...names);
  }
  return Object.fromEntries(Object.entries(lists).filter(([, names]) => names.length > 0));
}

function typo(text: string, random: () => number): string {
  const words = text.split(' ');
  const candidates = words.map((word, index) => ({ word, index })).filter(({ word }) => /^[a-z]{5,}$/i.test(word));
  if (candidates.length === 0) return text;
  const { word, index } = pick(random, candidates);
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = random();
  words[index] =
    kind < 0.4
      ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
      : kind < 0.7
        ? word.slice(0, at) + word.slice(at + 1)
        : word.slice(0, at) + word[at] + word.slice(at);
  return words.join(' ');
}

interface Noise {
  preambles: readonly string[];
  closers: readonly string[];
  shorthand: readonly (readonly [string, string])[];
}

/** How people really type: rambling around the question, shorthand, a typo, no capitals or stops. */
function roughen(text: string, noise: Noise, random: () => number): string {
  let out = text.replace(/\s+/g, ' ').trim();
  if (random() < 0.22) out = `${pick(random, noise.preambles)} ${out}`;
  if (random() < 0.18) out = `${out.replace(/[?.!]$/, '')}${pick(random, noise.closers)}`;
  if (random() < 0.25) {
    for (const [word, short] of noise.shorthand) {
      if (random() < 0.6) out = out.replace(new RegExp(`\\b${word}\\b`, 'gi'), short);
    }
  }
  if (random() < 0.18) out = typo(out, random);
  const style = random();
  if (style < 0.4) out = out.toLowerCase();
  else out = out.charAt(0).toUpperCase() + out.slice(1);
  if (random() < 0.3) out = out.replace(/[?.!]+$/, '');
  else if (random() < 0.1) out = out.replace(/\?$/, '??');
  return out;
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function sportTemplates(sport: Sport) {
  return ReadingTemplatesSchema.parse(readJson(join(READING_DIR, 'templates', `${sport}.json`)));
}

function allSportSlotNames(): string[] {
  return SPORTS.flatMap((sport) => Object.keys(sportTemplates(sport).slots));
}

export function generateCorpus(sport: Sport): ReadingCorpus {
  const common = CommonTemplatesSchema.parse(readJson(join(READING_DIR, 'templates', 'common.json')));
  const own = sportTemplates(sport);
  const slots: Slots = { ...common.slots, ...conceptNames(sport), ...own.slots };
  const slotNames = new Set([...CONCEPT_SLOTS, ...Object.keys(common.slots), ...allSportSlotNames()]);
  const families: TemplateFamily[] = [...common.families, ...own.families].filter(
    (family) => !family.sports || family.sports.includes(sport),
  );
  const totalWeight = families.reduce((sum, family) => sum + (family.weight ?? 1), 0);
  const perWeight = TARGET_PER_SPORT / totalWeight;
  const seen = new Set<string>();
  const examples: ReadingExample[] = [];
  for (const family of families) {
    const random = randomFrom(seedOf(`${sport}/${family.family}`));
    const wanted = Math.max(4, Math.round((family.weight ?? 1) * perWeight));
    let kept = 0;
    for (let attempt = 0; attempt < wanted * 4 && kept < wanted; attempt++) {
      const expanded = expand(pick(random, family.patterns), slots, slotNames, random);
      if (!expanded) continue;
      const text = roughen(expanded.text, common, random);
      const key = text.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
      if (seen.has(key)) continue;
      seen.add(key);
      kept++;
      examples.push({
        text,
        intent: family.intent,
        side: sportSide(sport, family.side),
        engine: family.engine,
        entities: expanded.entities,
        family: family.family,
        split: family.heldOut ? 'heldout' : 'train',
      });
    }
  }
  return ReadingCorpusSchema.parse({ sport, seed: SEED, examples });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const sport of SPORTS) {
    const corpus = generateCorpus(sport);
    writeFileSync(join(READING_DIR, `${sport}.json`), `${JSON.stringify(corpus, null, 1)}\n`);
    const heldOut = corpus.examples.filter((example) => example.split === 'heldout').length;
    console.log(`${sport}: ${corpus.examples.length} messages, ${heldOut} held out`);
  }
}
