import { VARIANTS, type DrillSkill, type Facility, type GymEquipment, type Variant } from '../knowledge/content-schema';
import type { Sport } from '../../../../shared/constants';
import { integerOf, withDigits } from './number-text';
import { gymEquipmentIn } from './gym-equipment';
import { facilitiesOf, spacesIn } from '../plans/plan-spaces';
import { focusCueHitsIn } from './focus-cues';

/** Content levels (see content/): "youth" is 12 and under. */
export type Level = 'youth' | 'high-school' | 'college' | 'adult' | 'pro';

export interface PlanRequest {
  minutes?: number;
  players?: number;
  level?: Level;
  /** The youngest age the message names (U12 → 11, "9-year-olds" → 9). */
  age?: number;
  /** What the session works on, as the coach said it: "passing", "short game". */
  focus?: string;
  /** Every focus the message names, the first being `focus`, up to three: "passing and finishing". */
  focuses?: string[];
  /** Why a focus read from a scheme to beat or a problem to fix: "to beat their 2-3 zone". */
  focusWhy?: string[];
  /** Who the session is for when the message says so without a count: the speaker alone, or a group. */
  company?: 'solo' | 'group';
  /** Coaches on hand: with two or more, drills run as stations. */
  coaches?: number;
  /** The form of the sport: flag football, 7v7, futsal, doubles. */
  variant?: Variant;
  /** Gym kit the message lists as all there is ("we only have bands and med balls"). */
  gymEquipment?: GymEquipment[];
  /** Things the message says the group does not have ("no goals", "without a sled"), singular. */
  without?: string[];
  /** Facilities the group does not have ("half court only", "no bunker", "indoors"): drills needing them stay out. */
  lacks?: Facility[];
  /** The place and conditions as the plan says them back: "no usable infield: outfield grass only". */
  site?: string[];
  /** A hot day ("100 degrees", "heat wave"): more water breaks, shorter blocks, shade. */
  heat?: boolean;
  /** Lightning about: the whole session indoors. */
  lightning?: boolean;
  /** The kind of fitness work the message names, for a fitness session: speed, conditioning… */
  fitness?: FitnessEmphasis;
  /** Kit on hand the message counts ("2 baskets", "only 5 balls", "4 helmets"), by the library's word. */
  equipment?: EquipmentCount[];
  /** Limits the coach set on the session: "shells only", "no contact", "light day". */
  limits?: SessionLimit[];
  /** A plan over weeks ("4-week plan, 2 practices a week"): how many weeks and sessions in each. */
  weeks?: number;
  perWeek?: number;
  /** The event the weeks lead up to, as the plan says it: "the tournament in 3 weeks". */
  event?: string;
  /** Levels a mixed-ability group splits into, as the coach named them ("red", "orange", "green" balls), or none named. */
  abilityGroups?: string[];
  /** The group's experience when the message says it: "beginners", "intermediate", "experienced". */
  skill?: DrillSkill;
  /** Kit the message says the group has that drills can use: "we have a ball machine". */
  has?: string[];
  /** The whole of the group's kit when the coach lists it ("equipment: balls, bats, tees"), item by item. */
  kitList?: string[];
  /** A two-track day, the specialists first: ["pitchers", "position players"]. */
  tracks?: [string, string];
  /** The team as the coach named it, for the plan to say back: "14U", "U12 Travel", "JV", "D3 College". */
  team?: string;
  /** The first days or week of the season ("week 1", "first practice", "preseason"): players are not yet acclimatised. */
  earlySeason?: boolean;
}

const TEAM_KINDS: [RegExp, string][] = [
  [/\btravel\b/, 'Travel'],
  [/\bselect\b/, 'Select'],
  [/\b(?:rec|recreational)\b/, 'Rec'],
  [/\bclub\b/, 'Club'],
  [/\bacademy\b/, 'Academy'],
  [/\ball[- ]stars?\b/, 'All-Star'],
];
const ROMAN: Record<string, number> = { i: 1, ii: 2, iii: 3 };
const TEAM_WORDS: [RegExp, string | ((match: RegExpExecArray) => string)][] = [
  [/\bjunior varsity\b|\bjv\b/, 'JV'],
  [/\bvarsity\b/, 'Varsity'],
  [/\bfreshm[ae]n\b/, 'Freshman'],
  [/\bmiddle ?school\b|\bjunior high\b|\bjr\.? high\b/, 'Middle School'],
  [/\bhigh ?school\b|\bhs\b/, 'High School'],
  [/\b(?:ncaa )?(?:d|div(?:ision)?)[- ]?(1|2|3|i{1,3})\b/, (match) => `D${ROMAN[match[1] ?? ''] ?? match[1]} College`],
  [/\bnaia\b/, 'NAIA College'],
  [/\bjuco\b|\bjunior college\b|\bcommunity college\b/, 'Junior College'],
  [/\bcollege\b|\buniversity\b/, 'College'],
  [/\bsemi-?pro\b/, 'Semi-Pro'],
  [/\b(?:adult )?rec(?:reational)? league\b|\bmen'?s league\b|\bwomen'?s league\b|\bbeer league\b/, 'Adult Rec League'],
  [/\blittle league\b/, 'Little League'],
  [/\bpee ?wee\b/, 'Pee Wee'],
];

/**
 * The team as the coach named it: an age group with its kind ("U12 Travel", "14U"), a school or
 * college level ("JV", "Middle School", "D3 College"), or a league ("Adult Rec League").
 */
export function teamLabelIn(text: string): string | undefined {
  const group =
    /\b(\d{1,2})u\b/.exec(text) ?? /\bu-?(\d{1,2})s?\b/.exec(text) ?? /\bunder[- ]?(\d{1,2})s?\b/.exec(text);
  if (group) {
    const said = group[0].startsWith('u') && !group[0].startsWith('under') ? `U${group[1]}` : `${group[1]}U`;
    const kind = TEAM_KINDS.find(([pattern]) => pattern.test(text))?.[1];
    return kind ? `${said} ${kind}` : said;
  }
  for (const [pattern, label] of TEAM_WORDS) {
    const match = pattern.exec(text);
    if (match) return typeof label === 'string' ? label : label(match);
  }
  const grade = /\b(\d{1,2})(?:st|nd|rd|th)[- ]?grade(?:rs)?\b/.exec(text);
  return grade ? `${grade[1]}th Grade`.replace(/^1th/, '1st').replace(/^2th/, '2nd').replace(/^3th/, '3rd') : undefined;
}

const EARLY_SEASON =
  /\bweek[- #]?(?:1|one)\b|\b(?:first|1st|opening) (?:week|day|days|practices?|practice of the (?:season|year)|session)\b|\bday[- #]?(?:1|2|3|one|two|three)\b|\b(?:pre-?season|early[- ]season|start of (?:the )?season|season opener practice|camp opens?|acclimati[sz]ation)\b|\binstall(?:ation)? (?:week|day|practice)\b/;

/** Whether the practice falls in the season's first days, when players have not yet acclimatised. */
export function earlySeasonIn(text: string): boolean {
  return EARLY_SEASON.test(text);
}

export type SessionLimit = 'no-contact' | 'no-live' | 'light';

const NO_CONTACT =
  /\bno[- ](?:contact|tackling|hitting)\b|\bno live (?:contact|tackling|tackles)\b|\bnon[- ]contact\b|\bshells?(?: only)?\b|\bhelmets? only\b|\bthud only\b|\bwithout (?:contact|tackling)\b|\bflag(?: football)?\b/;
// Live pitching, live at-bats, live periods: a coach who rules them out keeps the rest of the day.
const NO_LIVE =
  /\bno[- ]live\b|\bnothing live\b|\bno (?:scrimmag\w*|live bp|at-bats|team periods?)\b|\bwithout (?:live|scrimmag\w*)\b/;
const LIGHT =
  /\blight (?:day|practice|session|one|week|work)\b|\brecovery (?:day|session|practice)\b|\bwalk[- ]?through\b|\bday (?:before|after) (?:the |a )?game\b|\bgame[- ]day eve\b|\beasy day\b|\bde-?load\b/;

/** Limits the coach put on the session, read so the plan honours them and says so. */
export function sessionLimitsIn(text: string): SessionLimit[] {
  const limits: SessionLimit[] = [];
  if (NO_CONTACT.test(text)) limits.push('no-contact');
  if (NO_LIVE.test(text)) limits.push('no-live');
  if (LIGHT.test(text)) limits.push('light');
  return limits;
}

const WEEKS =
  /\b(\d{1,2})[- ]?(?:weeks?|wk)\b(?:[- ](?:plan|block|program|programme|cycle|schedule|season))?|\bover (?:the next )?(\d{1,2}) weeks\b/;
const PER_WEEK =
  /\b(\d)\s*(?:x|times|practices?|sessions?|days?|nights?)\s*(?:a|per|each|\/)\s*(?:week|wk)\b|\b(\d)\s*x\s*(?:a )?week\b/;

const EVENT_WORDS =
  '(tournament|tourney|playoffs?|championships?|regionals?|districts?|sectionals?|state finals?|qualifier|big game|season opener|first game|first match|league match|match|meet|showcase|tryouts?)';
// An event some weeks off: "tournament in 3 weeks", "3 weeks until the playoffs".
const EVENT_AHEAD = new RegExp(
  `\\b${EVENT_WORDS}\\b[^.;!?]{0,20}?\\b(?:in|is in|starts in|coming up in)\\s+(\\d{1,2}) weeks?\\b|\\b(\\d{1,2}) weeks? (?:until|till|til|to|before|out from) (?:the |our |a |my )?${EVENT_WORDS}\\b`,
);

/** The event a plan over weeks leads up to, and how many weeks off it is. */
function eventAheadIn(text: string): { event: string; weeks: number } | undefined {
  const found = EVENT_AHEAD.exec(text);
  if (!found) return undefined;
  const [, before, weeksAfter, weeksBefore, after] = found;
  const event = before ?? after ?? '';
  const weeks = Number(weeksAfter ?? weeksBefore);
  return { event: `the ${event} in ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`, weeks };
}

export interface EquipmentCount {
  /** The library's word for it, singular: ball, hoop, goal, helmet, cone, net. */
  item: string;
  count: number;
}

export type FitnessEmphasis = 'speed' | 'conditioning' | 'strength' | 'power';

/** Fitness words of a session's focus; the first kind named leads. */
export const FITNESS_WORDS: [RegExp, FitnessEmphasis][] = [
  // "a quick workout" is a short one, not a speed one: quick counts only for the athlete's feet or first step.
  [
    /\bspeed\b|\bagility\b|\bquickness\b|\bquicker\b(?! (?:workout|session|one|routine))|\bquick (?:feet|first step|hands)\b|\bsprint\w*|\bacceleration\b|\bfaster\b|\bfootwork\b/,
    'speed',
  ],
  [
    /\bfitness\b|\bconditioning\b|\bstamina\b|\bendurance\b|\bcardio\b|\bbeep test\b|\byo-?yo\b|\bengine\b|\bfit\b|\bcircuit\b|\bhiit\b/,
    'conditioning',
  ],
  [/\bstrength\b|\bstronger\b|\bgym\b|\bweights?\b|\blifting\b/, 'strength'],
  [/\bpower\b|\bexplosive\w*|\bjump\w*|\bplyo\w*/, 'power'],
];

/** The fitness emphasis a text names, the earliest in it first. */
export function fitnessEmphasisIn(text: string): FitnessEmphasis | undefined {
  const found = FITNESS_WORDS.map(([pattern, emphasis]) => ({ emphasis, index: text.search(pattern) }))
    .filter((hit) => hit.index >= 0)
    .sort((a, b) => a.index - b.index);
  return found[0]?.emphasis;
}

const PEOPLE =
  '(?:players|kids|athletes|boys|girls|golfers|children|(?:high |middle )?schoolers|teens|teenagers|youngsters|lads|freshmen|sophomores|campers|rookies|little leaguers|leaguers|guys|juniors|students|members|graders|adults|adult|beginners|beginner|novices|player|kid|athlete|golfer|student|person|women|men|ladies|seniors|swimmers|people|year olds|yr olds|u\\d{1,2}s?|under[- ]?\\d{1,2}s?|\\d{1,2}u)';
// Between the count and the noun: "12 U12 players", "22 9 year olds", "30 high school players".
const PEOPLE_COUNT = new RegExp(
  `\\b(\\d{1,3})\\+?\\s+(?:(?!(?:and|with|of|\\d+)\\s)[a-z0-9'-]+\\s+){0,3}?${PEOPLE}\\b`,
);
// Parts of a squad counted apart and joined by "and": "30 girls and 16 boys", "12 forwards plus 10 backs".
const SQUAD_PART = `(\\d{1,2})\\s+(?:[a-z0-9'-]+\\s+){0,2}?(?:${PEOPLE}|forwards|backs|defenders|midfielders|mids|linemen|pitchers|catchers|position players|infielders|outfielders|guards|bigs|posts|wings|keepers|goalkeepers|goalies|receivers|quarterbacks|qbs|skill players)\\b`;
const SQUAD_PARTS = new RegExp(`\\b${SQUAD_PART}(?:\\s*,?\\s*(?:and|&|\\+|plus)\\s+${SQUAD_PART})+`);
const FOCUS =
  /\b(?:focus(?:ed|ing)?\s*(?:on|:)?|working on|work on|to work on|on|to improve|improving|improve|emphasis on|for|fix|fixing|sort out|sorting out|tighten up|clean up|get better at|better at|sharpen up|sharpen|develop|developing|build up|address|addressing|about|around|targeting|target)\s+(?:up\s+)?(?:our|my|the|their|his|her|some|a bit of|more)?\s*((?:[a-z'-]+\s?){1,3}?)(?=\s*(?:[,.?!;:]|$|\band\b|\bwith\b|\bfor\b|\bdrills?\b|\bskills?\b|\bfocus\b|\bwe\b|\bbecause\b|\bsince\b|\bas\b|\bin\b|\bat\b|\bthis\b|\bnext\b|\btoday\b|\btomorrow\b|\btonight\b|\bplease\b|\bpls\b|\bonly\b))/g;
const FOCUS_FIRST = /\b((?:[a-z'-]+\s){0,1}[a-z'-]+)\s+(?:focus|focused|emphasis)\b/;
// Words after "on"/"for" that are not what a session works on.
const NOT_A_FOCUS =
  /^(?:a|an|the|my|our|in|at|with|on(?= )|for(?= )|of(?= )|\d|me|us|them|it|this|that|kids|players|team|squad|group|juniors?|practice|plan|session|workout|young|minutes?|today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends?|u\d+s?|under|high school|varsity|jv|beginners?|girls|boys|my \w+|[a-z]+'s (?:team|game|match|squad|group)|(?:the |our |a |their )?(?:game|match)(?: on)?\b|ages?)\b/;
// "me and 3 other dads want a session": the speaker and friends who play, not helpers.
const ME_AND_FRIENDS =
  /\b(?:me|i) (?:and|\+|&|plus) (\d{1,2}) (?:other |more )?(?:dads|moms|mums|friends|mates|buddies|guys|girls|ladies|adults|parents|colleagues|teammates)\b(?! (?:to )?help)/;
// The whole staff, the speaker among them: "4 coaches", "a coaching staff of 4", "4 of us coaching".
const COACHES =
  /\b(\d{1,2})\s+(?:coaches|coaching staff)\b|\b(?:coaching )?staff of (\d{1,2})\b|\b(\d{1,2})[- ](?:man|person|woman|strong) (?:coaching )?staff\b|\b(\d{1,2}) of us (?:coach(?:ing|es)?|on (?:the )?staff|running (?:it|practice))\b/;
const ASSISTANTS =
  /\b(\d{1,2})\s+(?:(?:other|extra|additional|more|spare)\s+)?(?:assistants?|assistant coaches|other coaches|coaches(?= to help| helping)|(?<=(?:extra|additional|more|spare) )(?:coaches|adults|hands)|helpers|parent helpers|adult helpers|adults helping|(?:parent |adult |dad |mom )?volunteers|(?:volunteer|parent|dad|mom) coaches|dads|moms|mums|parents|other adults|adults to help)\b/;
const ONE_ASSISTANT =
  /\b(?:an?|one|my|1)\s+(?:other\s+)?(?:assistant|assistant coach|helper|parent helper|volunteer|co-?coach|dad|mom|mum|parent)\b|\bme (?:and|\+|&|plus) (?:my |another |a |1 )?(?:other )?(?:assistant|coach|helper|dad|mum|mom|parent)\b/;
// A pro on the staff is a coach, not the players' level: "me and 1 pro", "the club pro and I", "one assistant pro".
const STAFF_PRO =
  /(?<!\b(?:i'?m|i am|im|as) (?:an? |the |our )?(?:[a-z]+ )?)\b(?:club|teaching|head|assistant|golf|tennis|resident|our|the|a|an|one|1|my|another|other)(?: (?:club|teaching|head|assistant|golf|tennis))? pro\b(?![- ](?:players?|teams?|level|athletes?|leagues?|squads?|golfers?|ball|day|tour|shop))/;
// The speaker as the pro ("I'm the head pro") coaches the group; it says nothing of the players' level.
const SPEAKER_PRO =
  /\b(?:i'?m|i am|im) (?:an? |the |our )?(?:club |teaching |head |assistant |golf |tennis |resident )*pro\b(?![- ](?:players?|teams?|level|athletes?|leagues?|squads?|golfers?|ball|day|tour|shop))/g;
const ALONE = /\b(?:just me|only me|by myself|on my own|(?:1|one|only one|single) coach)\b/;
// A golfer or player asking about their own session ("I have an hour at the range") is one player.
const ON_MY_OWN =
  /\b(?:i have|i've got|i got|i get|for me|myself|by myself|on my own|what should i (?:work on|do|practi[cs]e))\b/;
// In golf and tennis a speaker who says "I", "me" or "my" and names no group plans their own session.
const INDIVIDUAL_SPORTS: readonly Sport[] = ['golf', 'tennis'];
const FIRST_PERSON = /\b(?:i|i'?m|im|i'?ve|me|my|myself)\b/;
// A group by name, not by "we": "our golf team", "the squad".
const NAMED_GROUP = /\b(?:team|squad|kids|players|group|class|girls|boys|juniors|athletes|golfers|students)\b/;
const GROUP_WORDS =
  /\b(?:team|squad|kids|players|group|class|girls|boys|juniors|athletes|golfers|students|we|us|our)\b/;
const VARIANT_WORDS: [RegExp, Variant][] = [
  [/\bflag(?: football)?\b/, 'flag'],
  // "7-on-7" as the day's form, not a 7-on-7 period inside a full-team practice.
  [
    /\b7\s*[- ]?\s*(?:v|vs|on|a side)\s*[- ]?\s*7\b(?!\s*(?:period|segment|portion|part|work|drill|session within))|\b7[- ]a[- ]side\b/,
    '7v7',
  ],
  [/\bfutsal\b/, 'futsal'],
  [/\bdoubles\b/, 'doubles'],
  [/\bsingles\b/, 'singles'],
  // One softball is a ball; the game is named in the singular or by its pitch.
  [/\bsoftball\b|\b(?:fast|slow)[- ]?pitch\b/, 'softball'],
];
/** "no goals", "without a sled", "don't have hoops": the noun, singular. */
const WITHOUT =
  /\b(?:no|without(?: any| a| an)?|don'?t have(?: any| a| an)?|do not have(?: any| a| an)?|lack(?:ing)?)\s+([a-z-]+(?:\s+(?!(?:and|or|but|so|for|with|to|at|in|on)\b)[a-z-]+)?)/g;

// Kit listed after the first missing item: "no cones, pinnies or goals".
const MORE_KIT = /^\s*(?:,\s*(?:or|and|nor)?|or|and|nor|\/)\s*(?:any\s+)?([a-z-]+)/;

/** Every item the message says the group lacks, each as said: "no cones or pinnies" gives both. */
function withoutPhrasesIn(text: string): string[] {
  const phrases: string[] = [];
  for (const match of text.matchAll(WITHOUT)) {
    phrases.push(match[1] ?? '');
    let rest = text.slice((match.index ?? 0) + match[0].length);
    for (let more = MORE_KIT.exec(rest); more && kitItemOf(more[1] ?? '') !== undefined; more = MORE_KIT.exec(rest)) {
      phrases.push(more[1] ?? '');
      rest = rest.slice(more[0].length);
    }
  }
  return phrases;
}

function singular(word: string): string {
  return word.replace(/(?<=[^s])s$/, '');
}

export function parseLevel(text: string): { level?: Level; age?: number } {
  const under =
    integerOf(/\bu-?(\d{1,2})s?\b/, text) ??
    integerOf(/\b(\d{1,2})u\b/, text) ??
    integerOf(/\bunder[- ]?(\d{1,2})s?\b/, text);
  const yearsOld = integerOf(
    /\b(\d{1,2})[- ]?(?:years?|yrs?|yr)[- ]?olds?\b|\b(\d{1,2})\s*(?:yo|y\/o|y\.o\.?)(?![a-z])|\bage[sd]?\s*(\d{1,2})\b/,
    text,
  );
  const aged = yearsOld ?? integerOf(/\bage[sd]?\s*(\d{1,2})\b/, text);
  const grade = integerOf(/\b(\d{1,2})(?:st|nd|rd|th)\s*grade/, text);
  const age = under !== undefined ? under - 1 : (aged ?? (grade === undefined ? undefined : grade + 5));
  if (age !== undefined) return { age, level: age <= 12 ? 'youth' : age <= 18 ? 'high-school' : 'adult' };
  if (/\bhigh ?school|\bvarsity\b|\bjv\b|\bhs\b|\bfreshm[ae]n\b|\bteen/.test(text)) return { level: 'high-school' };
  if (/\bcollege|\buniversity\b|\bncaa\b|\b(?:d|div(?:ision)?)[- ]?(?:1|2|3|i{1,3})\b|\bnaia\b|\bjuco\b/.test(text))
    return { level: 'college' };
  if (/\bpros?\b|\bprofessional\b|\bsemi-?pro\b/.test(text)) return { level: 'pro' };
  if (/\badults?\b|\brec league\b|\bmen'?s league|\bwomen'?s league|\bbeer league|\bmasters\b/.test(text))
    return { level: 'adult' };
  if (/\bmiddle ?school\b|\bjunior high\b|\bjr\.? high\b/.test(text)) return { level: 'youth' };
  if (/\bkids\b|\blittle league|\bjuniors?\b|\byouth\b|\bbeginners?\b|\bchildren\b|\bmini\b|\bpee ?wee/.test(text))
    return { level: 'youth' };
  return {};
}

export function parseMinutes(text: string): number | undefined {
  // withDigits reads "an hour" as "60 minutes", so "half an hour" arrives as "half 60 minutes".
  if (/\b(?:an? )?hour and a half\b|\b60 minutes and a half\b/.test(text)) return 90;
  if (/\bhalf (?:an? )?hour\b|\bhalf-hour\b|\bhalf 60 minutes\b/.test(text)) return 30;
  if (
    /\b(?:an|one|1) hour\b/.test(text) &&
    !/\b\d+(?:\.\d+)?\s*[- ]?(?:hours?|hrs?|hr|h)\b/.test(text.replace(/\b1 hour\b/, ''))
  )
    return 60;
  const hours = /\b(\d+(?:\.\d+)?)\s*[- ]?(?:hours?|hrs?|hr|h)\b/.exec(text)?.[1];
  if (hours !== undefined) return Math.round(Number.parseFloat(hours) * 60);
  return (
    integerOf(/\b(\d{2,3})\s*[- ]?(?:minutes?|mins?|min|m)\b/, text) ??
    (/\bhour\b/.test(text) && !/\bhours\b/.test(text) ? 60 : undefined)
  );
}

/** What a coach rules out ("no live hitting", "no tackling today") is a limit, not what the session works on. */
const LIMIT_PHRASE =
  /\b(?:no|without)[- ](?:live[- ])?(?:contact|tackling|hitting|pitching|heading|scrimmag\w*|at-bats|bp)\b/g;

// The speaker's own age or years of coaching, said beside a group: "I'm 57 and coach a U10 team".
const SPEAKER_FACTS =
  /\b(?:i'?m|i am|im)\s+(?:a\s+)?(?:(19|[2-9]\d)(?:\s*(?:years?|yrs?|yr)[- ]?old)?)\b(?!\s*(?:minutes?|mins?|players|kids|of))|\b(?:coach(?:ed|ing)?|been coaching)(?:\s+for)?\s+\d{1,2}\s+(?:years?|yrs?|seasons?)\b|\b\d{1,2}\s+(?:years?|yrs?|seasons?)\s+(?:of\s+)?(?:coaching|experience)\b/g;

const SKILL_WORDS: [RegExp, DrillSkill][] = [
  [
    /\bbeginners?\b|\bnovices?\b|\bnever played\b|\bnew to (?:the )?(?:game|sport|[a-z]+ball|soccer|tennis|golf)\b|\bfirst[- ](?:year|time|season)(?![- ]?(?:coach|head))\b|\bjust (?:starting|started|learning)\b|\bno experience\b|\binexperienced\b|\bbrand new (?:players|kids|team)\b/,
    'beginner',
  ],
  [/\bintermediates?\b|\bsome experience\b/, 'intermediate'],
  [
    /\badvanced\b|\bexperienced(?! coach)\b|\belite\b|\bhigh[- ]level\b|\btravel (?:team|ball|squad)\b|\bselect (?:team|squad)\b|\bacademy\b/,
    'advanced',
  ],
];

/** The group's experience: the earliest word for it in the message. */
export function skillIn(text: string): DrillSkill | undefined {
  return SKILL_WORDS.map(([pattern, skill]) => ({ skill, index: text.search(pattern) }))
    .filter((hit) => hit.index >= 0)
    .sort((a, b) => a.index - b.index)[0]?.skill;
}

// Kit that feeds drills, said as on hand: "we have a ball machine", "got a pitching machine".
const KIT_ON_HAND =
  /\b(?:(?:have|has|got|with|using|use|bring(?:ing)?)\s+(?:a |an |the |our |one |1 |2 |two )?|\d{1,2} )((?:tennis |pitching )?ball machines?|pitching machines?|rebounders?|shooting machines?|batting cages?)\b/g;

function kitOnHandIn(text: string): string[] {
  return [...text.matchAll(KIT_ON_HAND)]
    .filter((match) => !/\b(?:no|not|don'?t|do not|doesn'?t|never|without)\b[^,.;]*$/.test(text.slice(0, match.index)))
    .map((match) => singular(match[1] ?? ''))
    .filter((item, index, all) => item.length > 0 && all.indexOf(item) === index);
}

// A list of the group's whole kit: "equipment: …", "our gear is …", "all we have is …".
const KIT_LIST =
  /\b(?:(?:equipment|gear|kit)(?: (?:we have|available|on hand|we've got|we got))?\s*(?::|-|=)|(?:our|the) (?:only )?(?:equipment|gear|kit) (?:is|are|will be)|all (?:we|i) (?:have|got|'ve got) (?:is|are)|(?:we|i) (?:only|just) have (?:some |a few )?(?=[a-z ]*\b(?:balls?|bats?|cones?|tees?|bibs?|helmets?|gloves?|clubs?|rackets?|racquets?)\b))\s*([^.;!?\n]+)/;

// "we have bats, balls, helmets and bases": a list of two or more pieces of kit, every one kit, is the whole kit.
const KIT_HAVE = /\b(?:we|i)(?: have|'ve got| got| are bringing|'re bringing)\s+([^.;!?\n]+)/;
const KIT_NOUN =
  /^(?:[a-z-]+ )*(?:balls?|bats?|cones?|tees?|bases?|gloves?|mitts?|helmets?|bibs?|pinnies|pinnie|vests?|nets?|goals?|hoops?|baskets?|rackets?|racquets?|clubs?|ladders?|hurdles?|bags?|shields?|sleds?|dummies|mats?|bands?|ropes?|flags?|belts?|discs?|markers?|poles?|sticks?|screens?|buckets?|targets?|wedges?|putters?|irons?|lines)$/;

// Three or more pieces of kit said one after another, with no "we have": "2 courts, cones, ladder and balls".
const KIT_RUN_LENGTH = 3;

/** The pieces of kit a bare run of kit names, each as said, once what it is for is set aside. */
function kitRunIn(text: string): string[] | undefined {
  const parts = text
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;.!?]|\band\b|\bplus\b|&/)
    .map((part) =>
      part
        .replace(/\b(?:for|to|so|with)\b.*$/, '')
        .replace(/\b(?:a|an|the|some|few|\d+)\b/g, ' ')
        .trim(),
    );
  const kit = parts.filter((part) => part.length > 0 && KIT_NOUN.test(part));
  return kit.length >= KIT_RUN_LENGTH ? kitItemsOf(kit.join(',')) : undefined;
}

/** The items of the group's kit when the coach lists all of it, singular; undefined when no list is given. */
function kitListIn(text: string): string[] | undefined {
  const listed = KIT_LIST.exec(text)?.[1];
  if (listed !== undefined) return kitItemsOf(listed);
  const had = KIT_HAVE.exec(text)?.[1];
  if (had === undefined) return kitRunIn(text);
  const parts = had.split(/,|\band\b|\bplus\b|&|\//).map((part) => part.trim());
  const kit = parts.filter((part) => KIT_NOUN.test(part.replace(/\b(?:a|an|the|some|few|\d+)\b/g, ' ').trim()));
  // Kit first, then maybe the focus: "we have balls, cones and bibs, passing" lists the kit.
  const leading = parts.findIndex((part) => !kit.includes(part));
  const run = leading === -1 ? parts : parts.slice(0, leading);
  return run.length >= 2 ? kitItemsOf(run.join(',')) : undefined;
}

function kitItemsOf(listed: string): string[] | undefined {
  const items = listed
    .split(/,|\band\b|\bplus\b|&|\//)
    .map((item) =>
      item
        .replace(/\b(?:a|an|the|some|few|lots? of|plenty of|a couple of|couple|\d+)\b/g, ' ')
        .replace(/\b(?:today|tonight|this (?:morning|afternoon|evening|week)|right now)\b/g, ' ')
        .trim()
        .split(/\s+/)
        .filter((word) => word.length > 0)
        .map(singular)
        .join(' '),
    )
    // A focus said after the list ("…, cones and balls, passing") is no piece of kit, nor is kit said missing ("no big goals").
    .filter(
      (item) =>
        item.length > 1 && !PLACE_ITEM.test(item) && focusAreasIn(item).length === 0 && !/^(?:no|without)\b/.test(item),
    );
  return items.length > 0 ? items : undefined;
}

// "all we have is one putting green today" names a place, not the kit: a list of places alone lists no kit.
const PLACE_ITEM =
  /^(?:[a-z-]+ )*(?:green|range|field|court|gym|pitch|diamond|course|track|hall|lot|park|room|space|area|cage|bunker)$/;

const MIXED_ABILITY =
  /\bmixed[- ](?:ability|abilities|levels?|skills?|experience)\b|\ball (?:different |sorts of |kinds of )?(?:levels|abilities)\b|\b(?:range|mix) of (?:abilities|levels|skill levels)\b|\bdifferent (?:levels|abilities|skill levels)\b|\bbeginners? (?:and|to|through) (?:advanced|experienced)\b/;
// Tennis levels by ball colour, youngest first.
const BALL_LEVELS = ['red', 'orange', 'green', 'yellow'] as const;

/**
 * The levels a mixed-ability group splits into: the ball colours the coach names, else none named;
 * undefined when the group is not said to be mixed.
 */
function abilityGroupsIn(text: string): string[] | undefined {
  if (!MIXED_ABILITY.test(text) && !/\b(?:balls?|levels?) (?:for|by) (?:each )?(?:levels?|ability)\b/.test(text))
    return undefined;
  return BALL_LEVELS.filter((colour) => new RegExp(`\\b${colour}\\b`).test(text));
}

// A day split into two groups that work apart: "pitchers and position players", "keepers / field players".
const TRACKS =
  /\b(pitchers(?: and catchers)?|catchers|quarterbacks|qbs|linemen|goalkeepers|keepers|goalies|bigs|posts)\s*(?:and|&|\/|\+|vs\.?|versus|apart from|separate from)\s*(position players|everyone else|the rest|the others|skill players|field players|outfield players|guards|wings)\b/;
const TWO_TRACK =
  /\btwo[- ]track\b|\b2[- ]track\b|\bsplit (?:squad|day|practice)\b|\b(?:track|split|separate|apart|while)\b/;

/** The two tracks of a split day, specialists first, when the message names them. */
export function tracksIn(text: string): [string, string] | undefined {
  const named = TRACKS.exec(text);
  return named?.[1] && named[2] && TWO_TRACK.test(text) ? [named[1], named[2]] : undefined;
}

/** Minutes, headcount, level and focus of a practice the message asks for. */
export function parsePlanRequest(message: string, sport?: Sport): PlanRequest {
  const digits = withDigits(message);
  const text = GROUP_WORDS.test(digits) ? digits.replace(SPEAKER_FACTS, ' ') : digits;
  const staffPro = STAFF_PRO.test(text);
  const request: PlanRequest = {
    ...parseLevel(text.replace(new RegExp(STAFF_PRO.source, 'g'), ' coach ').replace(SPEAKER_PRO, ' coach ')),
  };
  request.minutes = parseMinutes(text);
  const alone =
    !GROUP_WORDS.test(text) &&
    (ON_MY_OWN.test(text) || (sport !== undefined && INDIVIDUAL_SPORTS.includes(sport) && FIRST_PERSON.test(text)));
  const players = headcountIn(text) ?? (alone ? 1 : undefined);
  if (players !== undefined) request.players = players;
  if (players === undefined || players === 1) {
    if (alone) request.company = 'solo';
    else if (NAMED_GROUP.test(text)) request.company = 'group';
  }
  const focus = [
    ...text
      .replace(/\b\d+\s*[- ]?(?:minutes?|mins?|min)\b/g, ' ')
      .replace(LIMIT_PHRASE, ' ')
      .matchAll(FOCUS),
  ]
    .map((match) => match[1]?.trim() ?? '')
    .find((found) => found.length > 0 && !NOT_A_FOCUS.test(found));
  // A focus said outright that names a skill area keeps its own words ("transition defence"); one
  // that names none ("like", "the weekend") gives way to a skill area named anywhere else.
  const [area] = focusAreasIn(text, sport);
  if (focus && focusAreasIn(focus, sport).length > 0) request.focus = focus;
  else if (area !== undefined) request.focus = area;
  else if (focus) request.focus = focus;
  else {
    const before = FOCUS_FIRST.exec(text)?.[1]?.trim();
    if (before && !NOT_A_FOCUS.test(before)) request.focus = before.replace(/^(?:a|the)\s+/, '');
  }
  // A focus read from a skill area, not said outright, gives the lead to a skill joined before it:
  // "lobs and volleys" leads with lobs.
  const said = focus === undefined ? [] : saidWithJoined(text, focus);
  const [first] = focusesIn(text, undefined, sport, said);
  if (request.focus === area && first !== undefined && focusAreasIn(first).length === 0) request.focus = first;
  const focuses = focusesIn(text, request.focus, sport, said);
  if (focuses.length > 1) request.focuses = focuses;
  const chosen = focuses.length > 0 ? focuses : request.focus === undefined ? [] : [request.focus];
  const why = focusCueHitsIn(text, sport)
    .filter(
      (hit, index, all) => chosen.includes(hit.area) && all.findIndex((other) => other.area === hit.area) === index,
    )
    .flatMap((hit) => (hit.why === undefined ? [] : [hit.why]));
  if (why.length > 0) request.focusWhy = why;
  const friends = integerOf(ME_AND_FRIENDS, text);
  if (
    friends !== undefined &&
    request.players === undefined &&
    (request.age === undefined || request.age >= 18) &&
    !/\b(?:kids|players|team|squad|children)\b/.test(text)
  ) {
    request.players = friends + 1;
    request.level ??= 'adult';
    return finishRequest(request, text, sport);
  }
  const coaches = anyIntegerOf(COACHES, text);
  const assistants = integerOf(ASSISTANTS, text);
  if (coaches !== undefined) request.coaches = coaches;
  else if (assistants !== undefined) request.coaches = assistants + 1;
  else if (ONE_ASSISTANT.test(text) || staffPro) request.coaches = 2;
  else if (ALONE.test(text)) request.coaches = 1;
  return finishRequest(request, text, sport);
}

const SKILL_PLAYERS_ONLY =
  /\bskill (?:players|positions|guys|kids) only\b|\b(?:only|just) (?:the |our )?skill (?:players|positions|guys|kids)\b/;

const SIZE_OF_A_PLACE =
  /\b(?:tennis|basketball|volleyball|badminton)[- ]courts?[- ](?:sized?|size)\b|\b(?:size|sized|as big as|as small as|about) (?:of )?(?:a|one|half a|1) (?:tennis|basketball|volleyball|badminton) court\b/g;

/** The form of the sport, kit, limits and weeks: read the same whoever the session is for. */
function finishRequest(request: PlanRequest, text: string, sport?: Sport): PlanRequest {
  const team = teamLabelIn(text);
  if (team !== undefined) request.team = team;
  if (earlySeasonIn(text)) request.earlySeason = true;
  const variant = VARIANT_WORDS.find(([pattern]) => pattern.test(text))?.[1];
  if (variant && VARIANTS.includes(variant)) request.variant = variant;
  const gym = gymEquipmentIn(text);
  if (gym !== undefined && gym.length > 0) request.gymEquipment = gym;
  // "no keepers tonight" lacks keepers: the day it is said is no part of what is missing.
  const without = withoutPhrasesIn(text)
    .map((phrase) => phrase.replace(/\s+(?:today|tonight|tomorrow)$/, ''))
    .map((phrase) => phrase.split(/\s+/).map(singular).join(' '))
    .filter(
      (item) =>
        !/^(?:one|more|idea|time|experience|gym|equipment|weights?|contact|heading|tackling|live|hitting|pitching|scrimmag\w*)\b/.test(
          item,
        ),
    );
  // A skill-players-only day is a day without linemen, said the way the plan says it back.
  if (SKILL_PLAYERS_ONLY.test(text) && !without.some((item) => /^linem[ae]n\b/.test(item))) without.push('linemen');
  if (without.length > 0) request.without = without;
  const spaces = spacesIn(text, sport);
  const fitness = fitnessEmphasisIn(text);
  if (fitness) request.fitness = fitness;
  // "A tennis-court-sized area" measures the space; it counts no court.
  const equipment = equipmentIn(text.replace(SIZE_OF_A_PLACE, ' '), request.players);
  if (equipment.length > 0) request.equipment = equipment;
  // Baskets or nets the coach counts are there, whatever the place usually lacks: "the lot has 2 hoops".
  const counted = new Set(equipment.filter((kit) => kit.count > 0).map((kit) => kit.item));
  const lacks = facilitiesOf(spaces).filter((facility) => !(facility === 'hoop' && counted.has('hoop')));
  // One basket is half a court: nothing full-court can run; no basket at all leaves out every shot.
  if (equipment.some((kit) => kit.item === 'hoop' && kit.count === 1)) lacks.push('full-court');
  if (equipment.some((kit) => kit.item === 'hoop' && kit.count === 0)) lacks.push('hoop', 'full-court');
  if (lacks.length > 0) request.lacks = [...new Set(lacks)];
  // The weather is said by its own notes; the site is the place.
  const site = spaces.filter((space) => !space.heat && !space.lightning).map((space) => space.says);
  if (site.length > 0) request.site = site;
  if (spaces.some((space) => space.heat)) request.heat = true;
  if (spaces.some((space) => space.lightning)) request.lightning = true;
  const limits = sessionLimitsIn(text);
  if (limits.length > 0) request.limits = limits;
  const skill = skillIn(text);
  if (skill) request.skill = skill;
  const has = kitOnHandIn(text);
  if (has.length > 0) request.has = has;
  const kitList = kitListIn(text);
  // A court the coach counts comes with its net, listed or not.
  if (kitList !== undefined)
    request.kitList = counted.has('court') && !kitList.includes('net') ? [...kitList, 'net'] : kitList;
  const abilityGroups = abilityGroupsIn(text);
  if (abilityGroups !== undefined) request.abilityGroups = abilityGroups;
  const tracks = tracksIn(text);
  if (tracks) request.tracks = tracks;
  const weeks = WEEKS.exec(text);
  const perWeek = PER_WEEK.exec(text);
  const ahead = eventAheadIn(text);
  if (ahead !== undefined) request.event = ahead.event;
  const weekCount = ahead?.weeks ?? Number(weeks?.[1] ?? weeks?.[2] ?? 0);
  // "in 2 weeks" is a date; a count of weeks makes a plan only beside a plan word or sessions a
  // week, or as the run-up to an event.
  if (
    weekCount >= 2 &&
    weekCount <= 16 &&
    (perWeek !== null || ahead !== undefined || /\b(?:plan|block|program|programme|cycle)\b/.test(weeks?.[0] ?? ''))
  ) {
    request.weeks = weekCount;
    request.perWeek = Math.min(5, Math.max(1, Number(perWeek?.[1] ?? perWeek?.[2] ?? 2)));
  }
  return request;
}

// Who turns up beats who is listed: "22 on the roster but 16 show up" plans for 16.
const ATTENDING =
  /\b(?:only |just |usually |about |maybe )?(\d{1,2}) (?:(?:players |kids |of them |guys )?(?:show(?:ing)? up|show|turn(?:ing)? up|turn out|come|coming|attend|attending|make it|will be there|expected|are available|available))\b/;
// A listed squad: "22-man roster", "a 16-player squad", "22 on the roster", "roster is 18".
const ROSTER =
  /\b(\d{1,2})[- ](?:man|player|person|girl|boy|kid|woman|women)\b|\b(?:roster|squad|team) (?:is|of|has) (\d{1,2})\b|\b(\d{1,2}) (?:on|in) (?:the|my|our) (?:roster|team|squad|books|list)\b/;

/** The first number any group of `pattern` caught, for patterns with one group per phrasing. */
function anyIntegerOf(pattern: RegExp, text: string): number | undefined {
  const value = pattern
    .exec(text)
    ?.slice(1)
    .find((group) => group !== undefined);
  return value === undefined ? undefined : Number.parseInt(value, 10);
}

/**
 * How many players: "14 twelve-year-olds" and "10 U9 kids" count 14 and 10, the age aside; "a bunch
 * of 8 year olds, 11 of them" counts 11; "team of 16" counts 16.
 */
// "week 1", "day-3", "game 2": where the practice falls, not how many come; "practice 17 kids" counts seventeen.
const WHEN_IN_THE_SEASON = new RegExp(
  `\\b(?:week|wk|day|game|practice|session|phase|period|lesson)\\s*[- #]?\\s*\\d{1,2}\\b(?!\\s+(?:[a-z-]+\\s+)?${PEOPLE})`,
  'g',
);

function headcountIn(text: string): number | undefined {
  const ages = text
    .replace(/\b\d+\s*[- ]?(?:minutes?|mins?|min|hours?|hrs?)\b/g, ' ')
    .replace(WHEN_IN_THE_SEASON, ' ')
    .replace(
      /\b\d{1,2}\s*[- ]?(?:years?|yrs?|yr)[- ]?olds?\b|\b\d{1,2}\s*(?:yo|y\/o|y\.o\.?)(?![a-z])|\bage[sd]?\s*\d{1,2}\b|\bu-?\d{1,2}s?\b|\bunder[- ]?\d{1,2}s?\b|\b\d{1,2}u\b/g,
      'kids',
    );
  const attending = integerOf(ATTENDING, ages);
  if (attending !== undefined) return attending;
  const teams = /\b(\d) (?:teams|sides|squads) of (\d{1,2})\b/.exec(ages);
  if (teams) return Number(teams[1]) * Number(teams[2]);
  // "per 2 players" and "for every 3 kids" share kit out; they count no one.
  const counted = ages.replace(/\b(?:per|each|every|for every|between|among) \d{1,2} (?=[a-z])/g, ' ; ');
  const parts = SQUAD_PARTS.exec(counted)?.[0];
  if (parts !== undefined)
    return [...parts.matchAll(new RegExp(SQUAD_PART, 'g'))].reduce((sum, part) => sum + Number(part[1]), 0);
  const people = PEOPLE_COUNT.exec(counted)?.[1];
  if (people !== undefined) return Number(people);
  const sides =
    /\b(\d{1,2}) ?(?:v|vs|on|a side|-a-side) ?(\d{1,2})\b(?= (?:squad|group|numbers|roster|in training))/.exec(ages);
  return (
    anyIntegerOf(ROSTER, counted) ??
    (sides ? Number(sides[1]) + Number(sides[2]) : undefined) ??
    integerOf(/\b(?:team|squad|group|class|roster) of (\d{1,2})\b/, counted) ??
    integerOf(/\b(\d{1,2}) of (?:them|us|em)\b(?! (?:coach|on (?:the )?staff|running))/, ages) ??
    integerOf(
      /\b(?:practi[cs]e|session|plan|workout|training) for (\d{1,2})\b(?=\s*(?:[,.;!?]|$|today\b|tomorrow\b|tonight\b))/,
      ages,
    ) ??
    integerOf(/\b(?:have|got|with|w\/?)\s+(\d{1,2})\b(?!\s*(?:min|hour|hr|m\b|h\b|[a-z]+s?\b))/, ages)
  );
}

/**
 * Skill areas coaches name in many words, each read as the library's tag so the planner finds its
 * drills: "we stink at first touch" and "their receiving is awful" both ask for first touch. The
 * earliest named in the message leads.
 */
const FOCUS_AREAS: [RegExp, string][] = [
  [/\bdefend(?:ing)? corners\b|\bcorners\b|\bcorner kicks?\b/, 'corners'],
  [/\bagility\b|\bquick feet\b|\bchange of direction\b/, 'agility'],
  [
    /\b(?:scared|afraid|frightened|nervous|fear(?:ful)?) of (?:the )?ball\b|\bfear of the ball\b|\bflinch(?:es|ing)?\b/,
    'fear of the ball',
  ],
  [/\b3 ?x ?3\b|\b3 on 3\b|\b3 ?v ?3\b/, '3x3'],
  [/\broute timing\b|\btiming (?:with|between) (?:the )?(?:qb|quarterback|receivers?)\b/, 'route timing'],
  [/\bred[- ]ball\b|\borange[- ]ball\b|\bmini[- ]tennis\b/, 'red ball'],
  [/\bzone offen[cs]e\b|\b(?:attack(?:ing)?|beat(?:ing)?|against) (?:the |a )?(?:2-3 |1-3-1 )?zone\b/, 'zone offense'],
  [
    /\b(?:first|1st)[- ]?touch\b|\breceiv(?:ing|e) the ball\b|\btrap(?:ping)? the ball\b|\bcontrol(?:ling)? the ball\b/,
    'first touch',
  ],
  [
    /\bspecial[- ]?teams?\b|\bkick(?:ing)? game\b|\bpunt (?:team|coverage|return)\b|\bkick(?:off)? coverage\b/,
    'special teams',
  ],
  [
    /\bpress[- ]?break(?:ing)?\b|\bbreak(?:ing)? (?:the |a )?press\b|\b(?:against|vs\.?|versus) (?:the |a )?(?:full[- ]court )?press(?:ure)?\b|\bbeat(?:ing)? (?:the |a )?press\b/,
    'press break',
  ],
  [
    /\bbunt (?:defen[cs]e|coverage|plays?)\b|\bdefend(?:ing)? (?:the )?bunts?\b|\bcover(?:ing)? bunts\b/,
    'bunt defense',
  ],
  [
    /\b(?:serve|service) returns?\b|\breturn(?:ing|s)? (?:of )?serves?\b|\breturn of serve\b|\breturns\b|\breturn\b(?! (?:to|from|home|trip)\b)/,
    'return',
  ],
  [
    /\bshort[- ]?game\b|\bchipping\b|\bchips?\b|\baround the greens?\b|\bpitch(?:ing)? shots?\b|\bwedge play\b/,
    'short game',
  ],
  [/\bputt(?:ing|s)?\b|\bon the greens?\b/, 'putting'],
  [/\bspacing\b|\bspread(?:ing)? the floor\b|\bspread out\b|\bbunch(?:ing)? up\b|\bclump(?:ing)?\b/, 'spacing'],
  [/\bpick[- ]and[- ]roll\b|\bball screens?\b|\bp&r\b/, 'pick and roll'],
  [/\bbox(?:ing)?[- ]?outs?\b|\brebound(?:ing|s)?\b/, 'rebounding'],
  [/\bfree[- ]?throws?\b|\bfoul shots?\b/, 'free throws'],
  [/\blay-?ups?\b/, 'layups'],
  [/\bball[- ]?handling\b|\bhandles\b|\bdribbl(?:e|ing)\b|\b1 ?v ?1s?\b|\b1 on 1s?\b/, 'dribbling'],
  [
    /\bfinish(?:ing)?\b|\bscor(?:e|ing) (?:goals|chances)\b|\bputting (?:it|chances) away\b|\bin front of goal\b/,
    'finishing',
  ],
  [/\bshoot(?:ing)?\b|\bshots? on goal\b|\bjump ?shots?\b/, 'shooting'],
  [
    /\bpass(?:ing|es)?\b|\bnever pass\b|\bdon'?t pass\b|\bball movement\b|\bmove the ball\b|\bcombinations?\b(?! of\b)|\bcombination play\b|\b(?:one|1)[- ]twos?\b|\bwall pass(?:es)?\b|\bgive[- ]and[- ]go(?:e?s)?\b|\blink[- ]?up play\b/,
    'passing',
  ],
  [/\btackl(?:ing|e|es)\b(?! (?:team|football|league|program))|\bmissed tackles\b/, 'tackling'],
  [
    /\bpass[- ]?pro(?:tection)?\b|\bpass[- ]block(?:ing)?\b|\bprotect(?:ing)? the (?:qb|quarterback|passer)\b/,
    'pass blocking',
  ],
  [
    /\brun(?:ning)? game\b|\brun[- ]block(?:ing)?\b|\b(?:inside|outside) zone\b|\bpower runs?\b|\brun(?:ning)? plays\b/,
    'run blocking',
  ],
  [/\bblocking\b|\bo-?line\b|\boffensive line\b/, 'blocking'],
  [/\bconditioning\b|\bgassers\b|\bsprints\b|\bget(?:ting)? (?:in|into) shape\b|\bfitness\b/, 'conditioning'],
  [/\broute[- ]?running\b|\broutes\b|\bcatch(?:ing)? the ball\b|\bdrops?\b|\breceivers?\b/, 'route running'],
  [/\bflag[- ]?pull(?:ing)?\b|\bpull(?:ing)? flags\b/, 'flag pulling'],
  [/\bcatching\b|\bcatch(?:ing)? (?:fly balls|pop[- ]?ups|throws)\b/, 'catching'],
  [/\bcoverage\b|\bpass defen[cs]e\b/, 'coverage'],
  [/\bpursuit(?: angles?)?\b|\brally(?:ing)? to the ball\b/, 'pursuit'],
  [/\bball security\b|\bfumbles?\b|\bprotect(?:ing)? the football\b/, 'ball security'],
  [/\bclose-?outs?\b|\bclosing out\b/, 'closeouts'],
  [/\bpossession\b|\bkeep(?:ing)? the ball\b|\brondos?\b/, 'possession'],
  [/\bgoal ?keeping\b|\bkeepers?\b|\bgoalies?\b/, 'goalkeeping'],
  [/\bfootwork\b/, 'footwork'],
  [/\bbase ?running\b|\brunning the bases\b|\bstealing\b|\bleads? off\b/, 'baserunning'],
  [/\bbunt(?:ing|s)?\b/, 'bunting'],
  [/\bhitting\b|\bbatting\b|\bat[- ]bats?\b|\bswing(?:ing)? the bat\b|\bmaking contact\b/, 'hitting'],
  [
    /\bfielding\b|\binfield(?: defen[cs]e| play)?\b|\boutfield play\b|\bground ?balls?\b|\bfly ?balls?\b|\berrors\b/,
    'fielding',
  ],
  [/\bthrowing\b|\bthrow(?:s)? (?:to|across)\b|\barm strength\b/, 'throwing'],
  [/\bpitching\b|\bthrow(?:ing)? strikes\b/, 'pitching'],
  [/\bserv(?:e|es|ing)\b/, 'serve'],
  [/\bvolley(?:s|ing)?\b|\bnet play\b|\bat the net\b/, 'volley'],
  [/\bapproach(?:es|ing)?(?: shots?| the net| and volley)\b|\bapproach(?:es)? to the net\b/, 'approach'],
  [/\bforehands?\b/, 'forehand'],
  [/\bbackhands?\b/, 'backhand'],
  [/\bpoach(?:ing)?\b/, 'poaching'],
  [/\bdriv(?:er|ing) (?:the ball|off the tee)\b|\boff the tee\b|\bdriver\b|\bdriving\b(?! range)/, 'driving'],
  [/\birons?\b|\bball striking\b/, 'irons'],
  [/\bbunkers?\b|\bsand\b/, 'bunker'],
  [/\bcourse management\b/, 'course management'],
  [
    /\bpress(?:ing)?\b(?<!\b(?:break(?:ing)?|beat(?:ing)?|against) (?:the |a )?press)(?![- ]?break)|\bwin(?:ning)? the ball back\b/,
    'pressing',
  ],
  [/\bcrossing\b|\bcrosses\b/, 'crossing'],
  [/\bheading\b|\bheaders\b/, 'heading'],
  [/\bset[- ]?pieces?\b|\bcorner kicks?\b|\bfree kicks?\b/, 'set pieces'],
  [/\btransition\b|\bfast ?breaks?\b|\bcounter ?attack(?:s|ing)?\b/, 'transition'],
  [/\bdefen[cs]e\b|\bdefending\b|\bdefend\b/, 'defense'],
];

/** Skill areas the message names, earliest first: the session's focus. */
export function focusAreasIn(text: string, sport?: Sport): string[] {
  return focusAreaHits(text, sport).map((hit) => hit.area);
}

interface FocusHit {
  area: string;
  start: number;
  end: number;
}

/** Where each skill area is named, earliest first, one hit per area. */
function focusAreaHits(text: string, sport?: Sport): FocusHit[] {
  // Kit the group lacks is no focus: "no pitching machine" is not pitching, "without the ball" not
  // ball work.
  const wanted = text
    .replace(
      /\b(?:no|without|w\/o)\s+(?:a |an |the |any )?(?:[a-z'-]+\s+)?(?:machines?|goals?|nets?|balls?|bunkers?|walls?|courts?|fields?|cones?|bibs?|helmets?|pads|hoops?|baskets?|mats?|gym|range)\b/g,
      (lacking) => ' '.repeat(lacking.length),
    )
    .replace(LIMIT_PHRASE, (limit) => ' '.repeat(limit.length))
    .replace(/\b(?:ball|pitching|jugs|tennis ball) machines?\b/g, (kit) => ' '.repeat(kit.length));
  // A scheme to beat or a problem to fix names its answer, and its own words name nothing else:
  // "their press" is breaking it, not pressing.
  const cues = focusCueHitsIn(wanted, sport);
  const rest = cues.reduce(
    (blanked, hit) => blanked.slice(0, hit.start) + ' '.repeat(hit.end - hit.start) + blanked.slice(hit.end),
    wanted,
  );
  const named = FOCUS_AREAS.flatMap(([pattern, area]) => {
    const found = pattern.exec(rest);
    return found ? [{ area, start: found.index, end: found.index + found[0].length }] : [];
  });
  return [...cues.map(({ area, start, end }) => ({ area, start, end })), ...named]
    .sort((a, b) => a.start - b.start)
    .filter((hit, index, all) => all.findIndex((other) => other.area === hit.area) === index);
}

const MAX_FOCUSES = 3;

/**
 * Every focus a message names, the leading one first: "passing and finishing", "defense + free
 * throws". Areas named side by side are one focus ("transition defence", "defending corners"), and
 * an area inside the leading focus's own words is that focus, not another.
 */
function focusesIn(
  text: string,
  leading: string | undefined,
  sport?: Sport,
  said: readonly SaidFocus[] = [],
): string[] {
  const groups: FocusHit[][] = [];
  const hits = focusAreaHits(text, sport);
  for (const hit of hits) {
    const joined = groups.find((group) =>
      group.some(
        (other) =>
          hit.start <= other.end &&
          other.start <= hit.end + 1 &&
          /^[\s-]*$/.test(text.slice(Math.min(other.end, hit.end), Math.max(other.start, hit.start))),
      ),
    );
    if (joined) joined.push(hit);
    else groups.push([hit]);
  }
  const areas = groups.map((group) => {
    const start = Math.min(...group.map((hit) => hit.start));
    const end = Math.max(...group.map((hit) => hit.end));
    return { focus: group.length === 1 ? (group[0] as FocusHit).area : text.slice(start, end).trim(), at: start };
  });
  // Words said as a focus that hold no skill area are a focus of their own; one that holds an area is read as it.
  const saidApart = said.filter(
    (entry) => !hits.some((hit) => hit.start < entry.at + entry.focus.length && entry.at < hit.end),
  );
  const named = [...areas, ...joinedFocusesIn(text, groups.flat()), ...saidApart]
    .filter((entry, index, all) => all.findIndex((other) => other.focus === entry.focus) === index)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.focus);
  const leadingAreas = leading === undefined ? [] : focusAreasIn(leading, sport);
  const others = named.filter(
    (focus) =>
      focus !== leading &&
      !leadingAreas.includes(focus) &&
      !(leading ?? '').includes(focus) &&
      !focusAreasIn(focus, sport).some((area) => leadingAreas.includes(area)),
  );
  return [...(leading === undefined ? [] : [leading]), ...others].slice(0, MAX_FOCUSES);
}

// A skill joined to a named focus area by "and", "&" or "plus": "volleys and overheads", "pickoffs plus bunting".
const JOINED_AFTER =
  /^\s*(?:and|&|\+|plus|as well as)\s+(?:some |our |the |their )?([a-z'-]+(?:ing|s))\b(?=\s*(?:[,.?!;:)]|$|\band\b|\bplus\b|\bwith\b|\bfor\b|\bat\b|\bin\b|\btoday\b|\btomorrow\b|\btonight\b|\bplease\b))/;
const JOINED_BEFORE =
  /(?:^|[,.:;(]\s*|\b(?:on|focus(?:ed|ing)? on|work(?:ing)? on|practi[cs]e|practi[cs]ing)\s+)(?:some |our |the |their )?([a-z'-]+(?:ing|s))\s+(?:and|&|\+|plus)\s*$/;
// Words that end like a skill but name people, time, kit or the session: never a focus of their own.
const NOT_A_SKILL =
  /^(?:players|kids|girls|boys|guys|athletes|golfers|juniors|seniors|adults|parents|coaches|helpers|dads|moms|minutes|mins|hours|hrs|seconds|days|weeks|things|drills|games|skills|basics|stations|reps|sets|rounds|balls|cones|bats|bases|tees|bibs|pinnies|helmets|goals|nets|hoops|baskets|rackets|clubs|gloves|bags|fields|courts|greens|morning|evening|something|nothing|anything|everything|this|others|lots|tons|fundamentals|fun|always|plays|sessions|practices|trainings|warming|cooling|stretching|running|is|was|has|does|us|as|its|yes|pls|thanks)$/;

interface SaidFocus {
  focus: string;
  at: number;
}

// Words joined to a focus said outright, up to where the focus ends: "on receiving and turning for 12 kids".
const JOINED_TO_SAID =
  /^\s*(?:and|&|\+|plus|as well as|then)\s+(?:then |also |some |our |the |their |a bit of |more )?((?:[a-z'-]+\s?){1,3}?)(?=\s*(?:[,.?!;:]|$|\band\b|\bwith\b|\bfor\b|\bdrills?\b|\bskills?\b|\bwe\b|\bbecause\b|\bsince\b|\bas\b|\bin\b|\bat\b|\bthis\b|\bnext\b|\btoday\b|\btomorrow\b|\btonight\b|\bplease\b|\bpls\b|\bonly\b))/;
// Words that open no skill: a verb or a word about the session, not what it works on ("and have fun", "and then scrimmage").
const NOT_A_JOINED_SKILL =
  /^(?:have|get|make|keep|do|be|play|try|want|need|would|could|should|will|can|also|maybe|finish (?:with|up)|end|fun|scrimmag\w*|games?|matches|match|stuff|things?|more|so|but|i|we|they|you|he|she|it|there|then)\b/;

/**
 * The focus said outright ("work on receiving") and a second joined to it by "and" or "plus" ("and
 * turning", "and switching play"), each with where it was said: a joined skill no skill area names
 * is still asked for.
 */
function saidWithJoined(text: string, focus: string): SaidFocus[] {
  const at = text.indexOf(focus);
  if (at < 0) return [];
  const joined = JOINED_TO_SAID.exec(text.slice(at + focus.length))?.[1]?.trim();
  const second =
    joined !== undefined &&
    !/\d/.test(joined) &&
    !NOT_A_FOCUS.test(joined) &&
    !NOT_A_SKILL.test(joined) &&
    !NOT_A_JOINED_SKILL.test(joined) &&
    joined.split(/\s+/).every((word) => kitItemOf(word) === undefined)
      ? [{ focus: joined, at: text.indexOf(joined, at + focus.length) }]
      : [];
  return [{ focus, at }, ...second];
}

/**
 * Skills the library may know that no skill area names, said beside a named area: "overheads" in
 * "volleys and overheads" is a focus of its own, not lost behind the area it is joined to.
 */
function joinedFocusesIn(text: string, hits: FocusHit[]): { focus: string; at: number }[] {
  return hits.flatMap((hit) => {
    const after = JOINED_AFTER.exec(text.slice(hit.end));
    const before = JOINED_BEFORE.exec(text.slice(0, hit.start));
    return [
      ...(after?.[1] ? [{ focus: after[1], at: hit.end + 1 }] : []),
      ...(before?.[1] ? [{ focus: before[1], at: hit.start - 1 }] : []),
    ].filter(({ focus }) => !NOT_A_SKILL.test(focus) && !NOT_A_FOCUS.test(focus) && focusAreasIn(focus).length === 0);
  });
}

/**
 * Facilities the message says the group lacks: "only half a court", "no bunker", "indoors only", "the
 * infield is under water", "lightning about". The phrasings live in content/plan-spaces.json.
 */
export function facilitiesLackedIn(text: string): Facility[] {
  return facilitiesOf(spacesIn(text));
}

/** Kit the library names, in the words coaches use for it. */
const KIT: [RegExp, string][] = [
  [/^(?:balls?|footballs?|soccer ?balls?|basketballs?|baseballs?|softballs?|tennis balls?|golf balls?)$/, 'ball'],
  [/^(?:baskets?|hoops?|rims?)$/, 'hoop'],
  [/^(?:goals?|pop-?up goals?|small goals?|mini goals?|nets? to shoot at)$/, 'goal'],
  [/^(?:helmets?|lids)$/, 'helmet'],
  [/^(?:cones?|discs?|disc cones)$/, 'cone'],
  [/^(?:nets?|mini nets?)$/, 'net'],
  [/^(?:courts?|tennis courts?|basketball courts?)$/, 'court'],
  [/^(?:fields?|pitch|pitches|diamonds?)$/, 'field'],
  [/^(?:cages?|batting cages?|hitting cages?|tunnels?)$/, 'cage'],
  [/^(?:mounds?|bullpens?|bullpen mounds?|pitching mounds?)$/, 'mound'],
  [/^(?:bibs?|pinnies|pinnie|pinny|vests?)$/, 'bib'],
  [/^(?:flag belts?|flags)$/, 'flag belt'],
  [/^(?:bats?)$/, 'bat'],
  [/^(?:tackling dummies|dummies|bags|shields?|hand shields?|pads)$/, 'shield'],
];
// A count and the words after it, up to a word that closes the noun phrase.
const KIT_COUNT = /\b(\d{1,2}|a|an)\s+((?:[a-z-]+\s+){0,2}[a-z-]+)/g;
const PHRASE_END =
  /^(?:and|or|but|for|with|of|per|each|to|at|in|on|only|total|between|among|so|we|i|no|plus|today|tonight|tomorrow|half|few|several|many|lots?|plenty|bunch|handful|dozen|couple|ton|tons)$/;
// A ball for every few players: "1 ball per 2 players", "a ball between 3", "one ball each".
const KIT_SHARE =
  /\b(\d{1,2}|a|an) ([a-z-]+(?: [a-z-]+)?) (?:per|for every|between|among|to) (\d{1,2})\b|\b(\d{1,2}|a|an) ([a-z-]+(?: [a-z-]+)?) (?:each|per (?:player|kid|person|child|athlete))\b/g;
/** The library's word for a piece of kit ("baskets" → hoop, "footballs" → ball), or undefined. */
export function kitItemOf(word: string): string | undefined {
  return KIT.find(([pattern]) => pattern.test(word.trim()))?.[1];
}

// A second word that makes the first part of another thing: a ball machine is not a ball.
const KIT_COMPOUND = /^(?:machines?|baskets?|buckets?|carts?|bags?|tees?|racks?|guns?|launchers?|hoppers?|pumps?)$/;

// A container holds kit rather than being it: "a basket of balls" is no basketball hoop, and counts no balls.
const KIT_CONTAINER = /^(?:baskets?|buckets?|bags?|carts?|hoppers?|crates?|boxes|box|sacks?|bins?)$/;

/** The kit a "no …" phrase lacks: "goals today" lacks goals, "ball machine" lacks no ball. */
function lackedKitOf(phrase: string): string | undefined {
  const [head = '', next = ''] = phrase.split(/\s+/);
  return kitItemOf(phrase) ?? (KIT_COMPOUND.test(next) ? undefined : kitItemOf(head));
}

const countOf = (said: string) => (/^an?$/.test(said) ? 1 : Number(said));

/**
 * The kit a count is of: the first kit word after it, or the noun it heads ("1 basketball hoop" is a
 * hoop), and none when the kit word names part of another thing ("2 ball machines" counts no balls).
 * People close the phrase: "12 kids soccer balls" counts kids, not balls.
 */
function countedKitOf(words: string[]): string | undefined {
  const phrase: string[] = [];
  for (const word of words) {
    if (PHRASE_END.test(word) || new RegExp(`^${PEOPLE}$`).test(word) || /^(?:coach|coaches|teams?|sides?)$/.test(word))
      break;
    phrase.push(word);
  }
  for (let at = 0; at < phrase.length; at += 1) {
    const pair = phrase.slice(at, at + 2).join(' ');
    const item = kitItemOf(phrase[at] ?? '') ?? (at + 1 < phrase.length ? kitItemOf(pair) : undefined);
    if (item === undefined) continue;
    const next = phrase[at + 1] ?? '';
    if (KIT_COMPOUND.test(next)) return undefined;
    if (KIT_CONTAINER.test(phrase[at] ?? '') && words[at + 1] === 'of') return undefined;
    return kitItemOf(next) ?? kitItemOf(pair) ?? item;
  }
  return undefined;
}

/**
 * Counted kit: "2 baskets", "only 5 balls", "one basketball hoop", "1 ball per 2 players" (a ball a
 * pair, so half the headcount), "a ball each"; "no goals" counts none. A ball machine or a bucket of
 * balls counts no balls.
 */
export function equipmentIn(text: string, players?: number): EquipmentCount[] {
  const counted = new Map<string, number>();
  let rest = text;
  for (const share of text.matchAll(KIT_SHARE)) {
    const [said, each, kit, among, eachOwn, kitOwn] = share;
    const item = kitItemOf(kit ?? kitOwn ?? '');
    rest = rest.replace(said, ' ; ');
    if (item === undefined || players === undefined || counted.has(item)) continue;
    const perGroup = countOf(each ?? eachOwn ?? '1');
    counted.set(item, among === undefined ? perGroup * players : perGroup * Math.ceil(players / Number(among)));
  }
  for (const match of rest.matchAll(KIT_COUNT)) {
    if (/\b(?:no|without|don'?t have|do not have|lack(?:ing)?|need|want)\s*$/.test(rest.slice(0, match.index)))
      continue;
    const item = countedKitOf((match[2] ?? '').split(/\s+/));
    if (item !== undefined && !counted.has(item)) counted.set(item, countOf(match[1] ?? ''));
  }
  for (const phrase of withoutPhrasesIn(text)) {
    const item = lackedKitOf(phrase);
    if (item !== undefined && !counted.has(item)) counted.set(item, 0);
  }
  return [...counted].map(([item, count]) => ({ item, count }));
}

// Recognising a plan request: a slot of time, a group, a day or a session word, asked about.
const DURATION = /\b\d{1,3}\s*[- ]?(?:minutes?|mins?|min|m|hours?|hrs?|hr|h)\b|\bhalf (?:an )?hour\b|\bhour\b/;
const SESSION =
  /\b(?:practi[cs]e|practce|pract|pratice|prac|prax|session|sesh|lesson|clinic|training|trainng|traning|workout for (?:my|the|our) (?:team|squad|group|kids|players))\b|\b(?:plan|plans)\b/;
const DAY =
  /\b(?:today|tonight|tomorrow|tmrw|tmr|tmw|2moro|tomoz|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|weds|thurs?|fri|sat|sun|this week|next week|this weekend|after school)\b/;
const GROUP = new RegExp(
  `\\b\\d{1,2}\\s+(?:[a-z0-9'-]+\\s+){0,3}?${PEOPLE}\\b|\\b(?:team|squad|group|class|roster) of \\d{1,2}\\b|\\b\\d{1,2} of (?:them|us)\\b`,
);
// A game still being played ("2 minutes left", "up 3 with 5:00 to go") asks for a decision.
const IN_GAME =
  /\b\d{1,3}\s*(?:minutes?|mins?|min|seconds?|secs?)\s+(?:left|remaining|to go|to play)\b|\b\d{1,2}:\d{2}\b|\b(?:left|remaining) in the (?:game|half|quarter|match)\b|\b(?:quarter|inning|half|set) (?:left|to go)\b|\b(?:up|down) (?:by )?\d+ with\b|\b(?:last|final|first|opening|closing) \d+ (?:minutes?|mins?)\b/;
// One drill asked for, not a session built of several.
const ONE_DRILL = /\b(?:a|an|one|another|single|quick|good|fun|new)\s+(?:[a-z-]+\s+){0,2}?drill\b|\bdrill (?:for|to)\b/;
// One athlete's own training is the Trainer's: a workout for me, my son, him.
const ONE_ATHLETE =
  /\b(?:for (?:me|myself|my (?:son|daughter|kid|boy|girl)|him|her)|my (?:son|daughter)|i (?:want|need) to (?:get|build|train|lift)|(?:he|she|i) (?:is|am|'m|'s) \d{1,2}\b)/;
// How to teach one skill, asked without a slot of time, wants the technique.
const HOW_TO = /\bhow (?:do|can|should|would|to) (?:i |we |you )?(?:teach|coach|fix|get|explain|show|introduce)\b/;
// A question about how much practice, not a request for one: "is 2 hours too long for 9 year olds".
const ABOUT_PRACTICE =
  /\btoo (?:much|long|little|short|many)\b|\bhow (?:long|often|many (?:minutes|hours|times))\b|\bis (?:that|it|this) (?:ok|okay|enough|fine|normal)\b/;
// Asking for a whole session outright.
const PLAN_ASK =
  /\b(?:practice|practise|session|training) plan\b|\b(?:plan|design|build|create|put together|organi[sz]e|map out|schedule|structure|script)\s+(?:me\s+|us\s+)?(?:a|an|my|our|the|tomorrow'?s|today'?s|this week'?s|next)?\s*(?:[a-z0-9-]+\s+){0,3}?(?:practice|practise|session|training)\b|\bwhat (?:should|do|can|would) (?:i|we) (?:do|run|cover|work on) (?:at|in|for|with)\b|\bwhat should (?:practice|training|[a-z]+day) look like\b/;

// A session said with what it works on: "range session on course management", "practice for our pass rush".
const SESSION_ON =
  /\b(?:practi[cs]e|practise|session|sesh|lesson|clinic|training)\s+(?:on|for|focused on|focusing on|working on|about)\s+(?:our |my |the |some |a bit of )?(?<rest>[^,.;!?]{3,60})/;
// An hour's slot is a session whatever else is said: a drill or a chat about one runs minutes, not half an hour.
const SESSION_MINUTES = 30;

/**
 * Whether the message asks for a practice plan: a slot of time with a group, a day or a session
 * word ("45 min, 10 U9 kids"), or a group or age with a focus and a session or a day ("tackling
 * practice for 10 year olds"), in shorthand and typos too. A single drill, one athlete's workout
 * and a decision with minutes left in a game are not; for the Trainer, only a team's session is.
 */
/** Whether the message speaks of a group ("12 kids", "my team", "the squad"), not one athlete. */
export function namesAGroup(message: string): boolean {
  const text = withDigits(message.toLowerCase()).replace(/\s+/g, ' ');
  return GROUP.test(text) || /\b(?:team|squad|players|kids|group|class|athletes|juniors)\b/.test(text);
}

export function isPlanRequest(message: string, trainer = false): boolean {
  const text = withDigits(message).replace(/\s+/g, ' ');
  if (IN_GAME.test(text)) return false;
  if (ONE_DRILL.test(text) && !/\bplan\b/.test(text)) return false;
  // To the Trainer an age is the athlete's ("my 10 year old", "52 yo"): only a counted group or a team word is a team.
  const group = GROUP.test(text) || (!trainer && parseLevel(text).age !== undefined);
  const team = group || /\b(?:team|squad|players|kids|group)\b/.test(text);
  if (ONE_ATHLETE.test(text) && !team) return false;
  if (trainer && !team) return false;
  if (PLAN_ASK.test(text)) return true;
  if (ABOUT_PRACTICE.test(text)) return false;
  const session = SESSION.test(text);
  const day = DAY.test(text);
  const focus = focusAreasIn(text).length > 0;
  if (DURATION.test(text))
    return (
      session ||
      day ||
      group ||
      /\bcoach(?:es)?\b|\bhelpers?\b|\bfocus(?:ed|ing)? on\b|\bfocus\b/.test(text) ||
      (focus && (parseMinutes(text) ?? 0) >= SESSION_MINUTES)
    );
  if (HOW_TO.test(text)) return false;
  const on = SESSION_ON.exec(text)?.groups?.rest;
  if (on !== undefined && focusAreasIn(on).length > 0) return true;
  return session && (group || parseLevel(text).level !== undefined) && (focus || day);
}
