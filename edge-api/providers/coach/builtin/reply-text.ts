import { CoachError } from '../coach-provider';

/** SPEC §1: Tactical answers are at most 15 words, or 2–3 bullets for complex questions. */
export const TACTICAL_MAX_WORDS = 15;

/** FNV-1a: a stable 32-bit seed, so "variation" never depends on Math.random. */
export function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

export function pickBySeed<T>(items: readonly T[], seed: number): T {
  const item = items[seed % items.length];
  if (item === undefined) throw new CoachError('unavailable', 'Nothing to choose from');
  return item;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word.length > 0).length;
}

/**
 * A statement cut to at most `maxWords` words for a Tactical line: whole when it fits, else up to
 * its last clause break that fits, else its first words. Content sentences run longer than a
 * Tactical line allows, and a coach on the sideline reads the first clause anyway.
 */
export function clipWords(text: string, maxWords = TACTICAL_MAX_WORDS): string {
  const words = text.trim().split(/\s+/);
  if (words.length <= maxWords) return text.trim();
  const head = words.slice(0, maxWords);
  const lastBreak = head.findLastIndex((word, index) => index >= 3 && /[,;:—–)]$/.test(word));
  const kept = lastBreak >= 0 ? head.slice(0, lastBreak + 1) : head;
  return `${kept.join(' ').replace(/\s*[,;:—–]$/, '')}.`;
}

/** 2–3 Tactical bullets, each at most 15 words, without repeats. */
export function tacticalBullets(points: readonly string[]): string {
  const bullets = [...new Set(points.map((point) => clipWords(point)))].slice(0, 3);
  return bullets.map((point) => `- ${point}`).join('\n');
}

/** Flow labels are plain by contract; anything else is stripped so the diagram always parses. */
export function mermaidFlow(labels: readonly string[]): string {
  const nodes = labels
    .map((label) =>
      label
        .replace(/[^A-Za-z0-9 ]/g, '')
        .replace(/ +/g, ' ')
        .trim(),
    )
    .filter((label) => label.length > 0)
    .map((label, index) => `${String.fromCharCode(65 + index)}["${label}"]`);
  return ['```mermaid', 'flowchart LR', `  ${nodes.join(' --> ')}`, '```'].join('\n');
}

export function numbered(items: readonly string[]): string[] {
  return items.map((item, index) => `${index + 1}. ${item}`);
}
