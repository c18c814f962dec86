import { GYM_EQUIPMENT, type GymEquipment } from '../knowledge/content-schema';

const EQUIPMENT_WORDS: [RegExp, GymEquipment][] = [
  [/\bdumb ?bells?\b|\bdbs?\b/, 'dumbbell'],
  [/\bkettle ?bells?\b|\bkbs?\b/, 'kettlebell'],
  [/\bbar ?bells?\b|\bsquat rack\b|\bpower rack\b/, 'barbell'],
  [/\btrap ?bar\b|\bhex bar\b/, 'trap-bar'],
  [/\b(?:resistance )?bands?\b/, 'band'],
  [/\bmed(?:icine)? ?balls?\b/, 'medicine-ball'],
  [/\bpull-? ?up bar\b|\bchin-? ?up bar\b/, 'pull-up-bar'],
  [/\b(?:stationary |exercise |spin |assault )?bikes?\b/, 'bike'],
  [/\bbox(?:es)?\b|\bplyo box\b/, 'box'],
  // "Sitting the bench", "off the bench" and a bench player are the team's bench, not kit.
  [/(?<!\b(?:the|off|from|on)\s)\bbench\b(?!\s*(?:press|players?|warmers?|time|minutes|role))/, 'bench'],
  [/\bsled\b|\bprowler\b/, 'sled'],
  [/\bcables?\b|\bcable machine\b/, 'cable'],
];
/** Words that say the list of equipment is all there is. */
const LIMITED_EQUIPMENT =
  /\bonly\b|\bjust\b|\bwe (?:have|got|own)\b|\bwe'?ve got\b|\bavailable\b|\bon hand\b|\ball (?:we|i) (?:have|got)\b|\bno gym\b|\bno equipment\b|\bwithout (?:a |any )?(?:gym|equipment|weights)\b|\bno weights\b|\bbody ?weight\b|\bat home\b|\bhome workouts?\b|\bfrom home\b|\bgarage\b|\bhotel\b|\bi (?:have|got|own)\b|\bi'?ve got\b|\bno access\b|\bcan'?t get to (?:a|the) gym\b/;
const FULL_GYM = /\bfull gym\b|\b(?:have|got) (?:access to )?(?:a |the )?gym\b|\bgym access\b|\bcommercial gym\b/;

/**
 * A phrase that is nothing but kit ("…, trap bar and dumbbells, 3 days"): a list of what the athlete
 * has, said without "only" or "I have".
 */
function isBareKitList(text: string): boolean {
  return text.split(/[,;.!?()]|\s-\s/).some((part) => {
    const items = EQUIPMENT_WORDS.filter(([pattern]) => pattern.test(part)).map(([, item]) => item);
    // "bench" alone is as often the lift as the kit.
    if (items.length === 0 || items.every((item) => item === 'bench')) return false;
    const rest = EQUIPMENT_WORDS.reduce((left, [pattern]) => left.replace(new RegExp(pattern.source, 'g'), ' '), part);
    return /^(?:\s|\b(?:and|&|\+|plus|or|a|an|some|two|pair of|set of|\d+(?:\.\d+)?\s*(?:kg|kgs|lbs?|pounds?)?)\b)*$/.test(
      rest,
    );
  });
}

function parseEquipment(text: string): GymEquipment[] | undefined {
  if (FULL_GYM.test(text) && !/\bno gym\b/.test(text)) return undefined;
  const named = EQUIPMENT_WORDS.filter(([pattern]) => pattern.test(text)).map(([, item]) => item);
  if (!LIMITED_EQUIPMENT.test(text) && !isBareKitList(text)) return undefined;
  const unique = [...new Set(named)];
  // "I have a gym at school" names no limit; only a list or a "no gym" does.
  if (
    unique.length === 0 &&
    !/\bno gym\b|\bno equipment\b|\bno weights\b|\bbody ?weight\b|\bwithout\b|\bat home\b|\bhome workouts?\b|\bfrom home\b|\bhotel\b|\bcan'?t get to\b|\bno access\b/.test(
      text,
    )
  )
    return undefined;
  return GYM_EQUIPMENT.filter((item) => unique.includes(item));
}

/** Gym kit a message lists as all there is, for a session or a program; undefined when it names no limit. */
export function gymEquipmentIn(text: string): GymEquipment[] | undefined {
  return parseEquipment(text);
}
