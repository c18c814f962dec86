import type { BodyArea, Facility, GymEquipment } from '../knowledge/content-schema';
import { gymEquipmentIn } from './gym-equipment';
import { fitnessEmphasisIn, parsePlanRequest, type FitnessEmphasis, type Level } from './parse-plan-request';
import { COUNTED_NOUN_AFTER, withDigits } from './number-text';
import { inTrainingSenses, overuseComplaintsIn, withoutMeasureTargets } from './training-senses';
import { TRAINING_TARGETS } from '../plans/training-targets';
import { crossTrainingAthleteIn } from '../plans/athlete-profiles';
import { medicalConditionsIn, specialPopulationIn, trainingSpacesIn } from '../plans/special-populations';
import { skillGoalsNamedIn, withoutSkillPhrases, type SkillGoal } from '../plans/skill-goals';

/**
 * What the program is for: lose fat, build muscle, both at one weight (recomp), hold what the athlete
 * has (asked in so many words, or in season), or get better at something with weight not the point.
 */
export type TrainingGoal = 'cut' | 'bulk' | 'recomp' | 'maintain' | 'perform';
export type WeightUnit = 'kg' | 'lb';
export type LiftName = 'squat' | 'bench' | 'deadlift' | 'press' | 'clean';

/** A barbell lift and what the athlete moves on it: a max, or a working set ("5x5 at 225", "225 for 5"). */
export interface LiftNumber {
  lift: LiftName;
  /** The load said, in kilograms, and the unit it was said in. */
  kg: number;
  unit: WeightUnit;
  /** Reps done at that load: 1 for a max. */
  reps: number;
  /** The one-rep max: the load itself for a max, else estimated from the reps (Epley). */
  maxKg: number;
  /** The load the athlete wants on this lift, in kilograms ("bench 185 for 5, want 225"). */
  targetKg?: number;
}

/** A hurt body part the message names, and how it was hurt. */
export interface Injury {
  area: BodyArea;
  /** What the athlete called it: "calf", "ACL", "lower back". */
  named: string;
  /** Surgery and tears need a clinician's clearance before any loading; soreness needs a check. */
  severity: 'sore' | 'strain' | 'tear' | 'surgery';
  /** Hurt more than once ("pulled it three times", "keeps tweaking"). */
  recurring: boolean;
  /** An overuse complaint named as such ("tennis elbow", "shin splints"), by id: loaded back, not rested. */
  overuse?: string;
}

/** What a meal or hydration question is about, when the message asks for food or drink, not a program. */
export interface NutritionAsk {
  /** Games, matches or rounds in one day ("a tournament with three games"). */
  events?: number;
  /** The kind of day: a game day, a tournament, a long round. */
  occasion?: 'tournament' | 'game' | 'round';
  heat: boolean;
  cramping: boolean;
}

/** What a Trainer message asks for; a field is undefined when the message does not say it. */
export interface TrainingRequest {
  weightKg?: number;
  /** The unit the message gave its weight in; a bare "I weigh 180" is read as pounds above 140. */
  weightUnit?: WeightUnit;
  /** Weights were given in stone ("14 stone"): computed in kilograms, said back in stone. */
  inStone?: boolean;
  goal?: TrainingGoal;
  /** The weight the athlete wants to reach ("want to be 190", "cut to 80 kg"). */
  targetWeightKg?: number;
  /** A change asked without an end weight ("put on 25 lb"): positive to gain, negative to lose. */
  changeKg?: number;
  daysPerWeek?: number;
  /** Minutes each training day may take ("3 days a week, 45 minutes each"): every day fits them. */
  sessionMinutes?: number;
  /** Days of the week that are short ("4 days but 2 are short"), and their minutes when said. */
  shortDays?: { count: number; minutes?: number };
  /** The program's length: a number of weeks or months, or the weeks until a date ("by August"). */
  weeks?: number;
  /** Set when `weeks` came from a date the message named, e.g. "August 1". */
  byDate?: string;
  /**
   * The day the program starts when the message names it ("off-season starts Oct 1"): week 1 begins
   * then, and `weeks` runs from it to `endsOn` when an end is named too ("till January").
   */
  startsOn?: string;
  endsOn?: string;
  /** The kind of work the athlete names: "conditioning", "vertical jump", "clubhead speed". */
  emphasis?: TrainingEmphasis;
  injuries: Injury[];
  /** Injuries told as healed or long past ("tore my ACL two years ago, fully cleared"): trained fully, with prehab. */
  pastInjuries?: Injury[];
  /** Mild aches told as such ("a little stiff after matches"): the goal's work stays, at a managed volume with a stop rule. */
  mildInjuries?: Injury[];
  /** The athlete's age when the message gives it ("I'm 14", "my 12-year-old"). */
  age?: number;
  /** A minor: an age under 18, a U-age group, high school or a child of the asker. */
  youth: boolean;
  /** Lift numbers the athlete gave: never a body weight, and the loads the program sets for those lifts. */
  lifts?: LiftNumber[];
  /** Gym equipment on hand; undefined means a full gym, an empty list bodyweight only. */
  equipment?: GymEquipment[];
  /** The heaviest free weight on hand ("dumbbells up to 50 lb"): loads stop there, so reps and tempo progress. */
  heaviestLoad?: KitLoad;
  /** A position the athlete names ("pitcher", "lineman", "goalkeeper"), as a content position tag. */
  position?: string;
  /** The position in the athlete's word ("winger", "safety"), to say back. */
  positionNamed?: string;
  /**
   * What the athlete wants better, in their words with "your" for "my" ("improve your hip mobility and
   * rotation", "get quicker", "add 20 lb to your squat"): a goal to build, never read as holding steady.
   */
  improvement?: string;
  /** An athlete of another sport the message names ("I'm a swimmer", "my son wrestles"), by profile id. */
  crossTraining?: string;
  /** Set when the message asks what to eat or drink rather than for a program. */
  nutrition?: NutritionAsk;
  /** Set when the message asks for one session (today's workout, a 30-minute session for the team), not a program. */
  session?: SessionAsk;
  /** A fitness test and the score to reach ("level 18 on the yo-yo"): the program runs toward it. */
  fitnessTest?: FitnessTest;
  /** Training days named ("Tuesdays and Thursdays"), Monday first. */
  namedDays?: string[];
  /** Days said to be out ("not on Sundays") beside a count of days: the sessions go on the others. */
  offDays?: string[];
  /** A time of day the athlete can train ("at 6am", "after 7pm", "mornings"). */
  trainingTime?: string;
  /** Fasting (Ramadan, intermittent fasting): training and meals fit the eating window. */
  fasting?: boolean;
  /** The part of the year: in-season work keeps strength with less volume; off-season builds. */
  season?: 'in-season' | 'off-season' | 'pre-season';
  /** Coming back from an injury: the program is a return-to-play build, not a new goal. */
  returning?: boolean;
  /** A performance number the athlete wants ("add 4 inches to my vertical", "throw 85 mph"). */
  performanceTarget?: PerformanceTarget;
  /** What a power goal is for, when said without a number: jumping, throwing or swinging. */
  powerGoal?: 'jump' | 'throw' | 'swing';
  /** Walking and playing a round is the aim ("walk 18 holes again"): low-impact endurance, not lifting. */
  walkingGoal?: boolean;
  /** The activity the athlete asks for back around an injury: kept in a graded form, never dropped. */
  askedActivity?: AskedActivity;
  /** A clinician's go-ahead was said ("cleared to jog", "physio said I can throw"); false when denied. */
  cleared?: boolean;
  /** Cramping or heat named in a training ask: fluids, electrolytes and acclimatisation join the plan. */
  heatOrCramps?: boolean;
  /** A sprint or run time, now and wanted ("a 4.9 40, want a 4.6", "7:00 mile, currently 8:10"). */
  mark?: PerformanceMark;
  /** Team practice the athlete already has: it is training load, so the program adds less on top. */
  teamPractice?: TeamPractice;
  /** Game days said without team practice ("twice a week plus games on Saturday"): no hard session near them. */
  gameDays?: string[];
  /** A dated event the program builds to ("tryouts", "the combine", "a race"): its last days taper. */
  event?: string;
  /**
   * Sport skills the message names (field-goal range, pop time, the serve), with the measure now and
   * wanted in the skill's unit; the builder keeps the one of the chat's sport.
   */
  skillGoals?: SkillMention[];
  /** A body that rules out some work whatever the goal (a wheelchair user, a new hip, pregnancy), by id. */
  population?: string;
  /** Medical conditions that change how training is done (asthma, diabetes, a recent operation), by id. */
  conditions?: string[];
  /** Places and house rules that rule work out ("in my hotel room", "neighbours below, no jumping"), by id. */
  spaces?: string[];
  /** Holding ground in contact is the aim ("knocked off the ball"): trunk and upper-body strength and mass join the legs. */
  contactStrength?: boolean;
  /** Cannot yet run far ("can't run a mile"): running starts as run-walk, never at a goal pace. */
  beginnerRunner?: boolean;
}

export interface SkillMention {
  id: string;
  current?: number;
  target?: number;
  /** The unit the athlete gave when the skill counts in more than one ("km/h" for a serve). */
  unit?: string;
}

/** Practice with a team, counted as load: how many days, and which, when named. */
export interface TeamPractice {
  days?: number;
  namedDays?: string[];
  /** Game days said beside practice ("play Saturday"): no hard session goes on them or the day before. */
  gameDays?: string[];
}

/** A timed sprint or run: times are marks, never ages or weights. */
export interface PerformanceMark {
  kind: 'sprint' | 'run';
  /** The distance as the athlete would say it: "40-yard dash", "mile", "5 km". */
  named: string;
  metres: number;
  /** Seconds now and wanted; a wanted time is never slower than the time now. */
  current?: number;
  target?: number;
}

export interface PerformanceTarget {
  kind: 'vertical' | 'velocity';
  /** The amount as said: inches or centimetres gained on the jump, mph or km/h thrown. */
  amount: number;
  /** The speed now, when the message gives it beside the target ("throwing 72, want 80"). */
  current?: number;
  /** What is thrown or swung: a ball thrown, or a club or bat swung. */
  of?: 'throw' | 'swing' | 'serve';
  unit: 'in' | 'cm' | 'mph' | 'km/h';
  /** "by 4 inches" is a gain; "throw 85 mph" is a figure to reach. */
  gain: boolean;
}

export interface SessionAsk {
  /** Only a warm-up or only a cool-down, rather than a full session. */
  kind?: 'warm-up' | 'cool-down';
  minutes?: number;
  players?: number;
  level?: Level;
  age?: number;
  /** For a team or group rather than the athlete alone. */
  team: boolean;
  /** A leg day or an upper-body day. */
  region?: 'lower' | 'upper';
  /** What the place the session is in lacks ("a hotel room": no open floor to run in). */
  lacks?: Facility[];
  emphasis?: FitnessEmphasis;
}

export interface FitnessTest {
  name:
    | 'beep test'
    | 'yo-yo test'
    | 'mile run'
    | '40-yard dash'
    | 'cooper test'
    | '2 km run'
    | '300-yard shuttle'
    | 'referee interval test';
  /** The score as the athlete said it: "level 12", "6:30", "4.8". */
  target?: string;
  /** The score now, when the message gives one beside the target ("at level 8, want 11"). */
  current?: string;
}

export type TrainingEmphasis = 'conditioning' | 'power' | 'speed' | 'strength';

/** How the request's date-relative words are read: "by August" counts from this day. */
export interface TrainingContext {
  today?: Date;
}

const KG_PER_POUND = 0.45359237;
const KG_PER_STONE = 6.35029318;
/** A year's program is the longest the coach writes; longer asks are capped here. */
export const MAX_PROGRAM_WEEKS = 52;

const CUT_PATTERN =
  /\b(lose|losing|drop|dropping|shed|shedding|burn|trim|trimming)\b.{0,20}\b(weight|fat|pounds|kg|kilos|lbs?|stone|belly|gut|body ?fat|a weight class|a class)\b|\bfat[- ]?loss\b|\bcut(ting)?\b|\blighter\b(?! on)|\b(?:get|come|drop|cut|slim|trim) down to\b|\bdrop(?:ping)? to \d|\b(?:reduce|lower|bring down|get down) (?:my |his |her )?(?:weight|body ?fat)\b|\blean(er)? out\b|\bget(ting)? lean|\bshred|\bslim down|\btrim down|\btone up|\bmake (?:the )?weight\b|\bmaking weight\b|\bweight loss\b|\bget (?:ripped|cut|abs)\b|\bdown a weight class\b/;
const BULK_PATTERN =
  /\bbuild(ing)?\b.{0,20}\b(muscle|mass|size)\b|\bbulk|\bgain\b(?!\s+(?:some\s+|an?\s+|more\s+|my\s+)?(?:strength|speed|endurance|edge|power|explosiveness|confidence|experience|quickness|stamina|fitness|range|mobility|flexibility|velocity|distance|yards|inches|an? edge)\b)|\bgain(ing)? (weight|muscle|mass|size)|\bput(ting)? on\b(?!\s+(?:a |an |some )?(?:\d+\s*(?:inch|in\b|"|cm|mph|km|yards?|feet|ft|m\b)|speed|velo))|\bpack(ing)? on\b|\bbigger\b|\bmass\b|\bhypertrophy\b|\bweight gain\b|(?<!\b(?:bench|squat|deadlift|lift|press|clean|pull|throw|carry)\w*\s)\bheavier\b|\bskinny\b|\b(?:too )?light for\b|\badd(?:ing)? (?:some )?(?:size|muscle|mass|weight)\b|\b(?:increase|raise|up) (?:my |his |her )?(?:body ?)?weight\b|\bweight up\b|\bget(?:ting)? (?:big|huge|jacked|swole|thicker|thick)\b|\bbeef(?:ing)? up\b|\bfill(?:ing)? out\b|\bsize up\b|\bmove up a weight class\b/;
/** Losing fat and building muscle at one weight: its own goal, not a cut, a bulk or holding steady. */
const RECOMP_PATTERN =
  /\brecomp\w*|\bbody ?recomposition\b|\b(?:lose|losing|burn|burning|drop|dropping|cut|shed)\w* (?:some )?(?:fat|weight|the gut|belly fat)\b.{0,25}\b(?:build|building|gain|gaining|put on|add|adding|keep|keeping|while)\b.{0,10}\b(?:muscle|size|mass|lean)\b|\b(?:build|building|gain|gaining|add|adding)\w* (?:some )?(?:lean )?(?:muscle|size)\b.{0,25}\b(?:lose|losing|burn|burning|drop|dropping|shed|shedding|cut|cutting)\w* (?:some )?(?:fat|weight|body ?fat)\b/;
/** Holding what the athlete has: said in so many words, or the season itself ("in-season"). */
const MAINTAIN_PATTERN =
  /\bmaintain|\bmaintenance phase\b|\b(?:hold|holding|keep|keeping|stay|staying)\b (?:on to |onto )?(?:at )?(?:my |his |her |the )?(?:current )?(?:weight|size|mass|muscle|strength|shape|gains)\b|\bin[- ]season\b|\bduring (?:the |my |our )?season\b|\bmid-?season\b/;
/** A performance aim: getting better at something, with the body weight not the point. */
const PERFORM_PATTERN =
  /\bstrength\b|\bstamina\b|\bagility\b|\bagile\b|\bperform|\bfaster\b|\bquick(?:er|ness)?\b|\bstronger\b|\bexplosive|\bendurance\b|\bathletic|\bconditioning\b|\bfitness\b|\bfitter\b|\bcardio\b|\bvertical\b|\bvert\b|\bjump\w*|\bdunk\w*|\btouch (?:the )?rim\b|\bspeed\b|\bpower\b|\bsprint\w*|\bthrow\w*|\bvelo\w*|\bmph\b|\bkm\/h\b|\bpop\b|\bbat speed\b|\bexit velo|\bhit (?:it |the ball )?(?:harder|farther|further)\b|\bdistance\b|\b(?:run(?:ning)? )?out of gas\b|\bgas(?:sing|sed|ses)? out\b|\bgassed\b|\bwinded\b|\bout of breath\b|\bdying\b|\bdie (?:late|in the|by the)\b|\bfade\b|\bfading\b|\btired (?:late|in the|by the)\b|\bwind\b|\bengine\b|\bgas tank\b|\bmobility\b|\bflexib\w*|\b40 time\b|\bfirst step\b|\bshuttle\b|\bbeep test\b|\byo-?yo\b|\btryouts?\b|\bcombine\b|\bmake the team\b|\bget better\b|\bimprove\b|\b(?:be|get|getting) ready\b|\bin (?:good |better |great |game |playing )?shape\b|\bget fit\b|\b(?:bench|squat|deadlift|lift|press|clean)\w* (?:more|heavier)\b|\b(?:pr|prs|1rm|max)\b|\bstuck\b|\bplateau\w*/;
const EMPHASES: [TrainingEmphasis, RegExp][] = [
  [
    'conditioning',
    /\bconditioning\b|\bendurance\b|\bstamina\b|\bcardio\b|\bfitness\b|\bwind\b|\bengine\b|\bgas tank\b|\bpreseason\b|\b(?:run(?:ning)? )?out of gas\b|\bgas(?:sing|sed|ses)? out\b|\bgassed\b|\bwinded\b|\bout of breath\b|\bdying (?:late|in the|by the)\b|\btired (?:late|in the|by the)\b/,
  ],
  [
    'power',
    /\bvertical\b|\bjump|\bexplosive|\bpower\b|\bclub ?head speed\b|\bswing speed\b|\bbat speed\b|\bthrowing velo|\bvelocity\b/,
  ],
  // "a quick workout" is a short one: quick is speed only as quicker, quickness or quick feet.
  [
    'speed',
    /\bspeed\b|\bfaster\b|\bquickness\b|\bquicker\b(?! (?:workout|session|one|routine))|\bquick (?:feet|first step|hands)\b|\bagility\b|\bsprint|\b40 time\b|\bfirst step\b/,
  ],
  [
    'strength',
    /\bstrength\b|\bstronger\b|\blift(ing)?\b|\bsquat\b|(?<!\b(?:the|off|from|on)\s)\bbench\b(?!\s*(?:players?|warmers?|time|minutes|role))/,
  ],
];

// "4 gym days", "5 training sessions a week", "3 mornings": the kind of day or the time of day it is.
const DAYS_PATTERN =
  /\b(\d{1,2})\s*[-]?\s*(?:x|times|(?:(?:gym|training|lifting|lift|weights?|strength)\s+)?(?:days?|sessions?|workouts?|mornings|evenings|afternoons|nights))\s*(?:a|per|\/|each|every)?\s*(?:wk|week)\b|\b(\d{1,2})\s*[-]?\s*(?:x|(?:(?:gym|training|lifting|lift|weights?|strength)\s+)?days?|mornings|evenings|afternoons|nights)\b(?!\s*(?:old|out|before|until|away|left|to go|later|ago))|\b(once|twice)\b/;

// ---- Weight -------------------------------------------------------------------------------------

const NUMBER = String.raw`(\d{2,3}(?:\.\d+)?)`;
const UNIT = String.raw`(kg|kgs|kilos?|kilograms?|lbs?|pounds?|#|\sst|stone)`;
/** What follows a number that is not a weight: "45 to 60 minutes", "90 degrees", "I'm 5'10". */
const NOT_A_WEIGHT = String.raw`(?!\s*(?:%|years?|yrs?|yo|weeks?|wks?|days?|min|mins|minutes|hours?|mph|km\/h|kph|yards?|yds?|meters?|metres?|m\b|reps?|kcal|calories|cal|degrees|°|games|miles|'|cm|centimet|inch|in\b|ft\b|feet|mm\b))`;
const WITH_UNIT = new RegExp(String.raw`${NUMBER}\s*-?\s*${UNIT}(?:\s*(\d{1,2})\s*(?:lbs?|pounds?)?)?(?![a-z])`, 'g');
/** Words after which a lone number is the athlete's weight: "I'm 175", "weigh 82", "currently at 190". */
const CURRENT_CUE = String.raw`(weigh(?:s|ing|t is|t of|t)?|bw|body ?weight(?: is| of)?|i'?m|i am|im|currently|at|sitting at|\d'\s?\d{1,2}"?|\d ?ft ?\d{1,2})`;
const BARE_CURRENT = new RegExp(
  String.raw`\b${CURRENT_CUE}[\s,]+(?:and\s+)?(?:about\s+|around\s+|roughly\s+|like\s+)?${NUMBER}\b${NOT_A_WEIGHT}`,
  'g',
);
/** A weight said before the word for now: "138 now", "190 right now, want 200". */
const CURRENT_AFTER = new RegExp(
  String.raw`\b${NUMBER}\s*(?:lbs?|pounds?|kg|kgs|kilos?)?\s+(?:now|right now|currently|at the moment|atm|today|these days)\b`,
  'g',
);
/** A weight given as one item of a list: "16 yo RB, 165, want to get faster". */
const LISTED_WEIGHT = /(?:^|[,;(]\s*|\band\s+)(\d{2,3}(?:\.\d+)?)\s*(?=[,;.)!?]|$|\s+and\b)/g;
/** Words before an end weight: "want to be 190", "cut to 80 kg", "get down to 170", "goal weight 200". */
const TARGET_CUE = String.raw`(?:(?:wants?|needs?|wanna|would like|likes?) (?:me|him|her|us) (?:at|to be(?: at)?|to hit|to get to|to weigh)|to be|to weigh|want|wanna be|wanna hit|be at|get to|get down to|get up to|down to|up to|reach|hit|cut to|drop to|bulk to|go to|goal(?: weight)?(?: is| of)?|target(?: weight)?(?: is| of)?|from \d{2,3}(?:\.\d+)?\s*(?:kg|kgs|kilos?|lbs?|pounds?)? to|to)`;
const TARGET = new RegExp(
  // The number may have its unit glued on ("bulk to 77kg").
  String.raw`\b${TARGET_CUE}\s+(?:about\s+|around\s+)?${NUMBER.replace('{2,3}', '{1,3}')}(?![\d.])${NOT_A_WEIGHT}`,
  'g',
);
/** Verbs before a change: "put on 25 lb", "drop 20", "lose 10 kg". */
const CHANGE = new RegExp(
  String.raw`\b(put on|pack on|gain|add|bulk up|put|lose|drop|shed|cut|take off|get rid of|burn off)\s+(?:an extra\s+|another\s+|about\s+|around\s+|like\s+|some\s+)?${NUMBER.replace('{2,3}', '{1,3}')}(?:\s*-?\s*${UNIT}(?![a-z\d])|(?=\s*(?:$|[,.!?;]|by\b|in\b|before\b|over\b|this\b|and\b|more\b|of\b)))`,
  'g',
);

/** Free weights and the heaviest the athlete has: "dumbbells up to 50 lb", "a pair of 20 kg kettlebells". */
const LOAD_KIT = String.raw`(?:dumb ?bells?|dbs?|kettle ?bells?|kbs?|bells|weights|plates)`;
const KIT_LOAD_PATTERNS = [
  new RegExp(
    String.raw`\b${LOAD_KIT}\s+(?:that\s+)?(?:go(?:ing)?\s+|only\s+go\s+|max(?:ing)? out at\s+|topping out at\s+)?(?:up\s+)?(?:to|till|til|of)\s+(?:about\s+|the\s+)?(\d{1,3}(?:\.\d+)?)(?:'?s)?\s*-?\s*${UNIT}?(?![a-z\d])`,
    'g',
  ),
  new RegExp(String.raw`\b(\d{1,3}(?:\.\d+)?)(?:'?s)?\s*-?\s*${UNIT}?\s*(?:of\s+|in\s+)?${LOAD_KIT}\b`, 'g'),
];

export interface KitLoad {
  kg: number;
  unit: WeightUnit;
}

/** The heaviest free weight named, and the message with those mentions blanked so none reads as a body weight. */
function parseKitLoad(text: string): { load?: KitLoad; text: string } {
  let blanked = text;
  let load: KitLoad | undefined;
  for (const pattern of KIT_LOAD_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const value = Number.parseFloat(match[1] ?? '');
      const unitWord = match[2];
      // A bare number is in the unit the message uses elsewhere; free weights without one are pounds.
      const otherUnit = new RegExp(String.raw`\d\s*-?\s*(kg|kgs|kilos?|kilograms?)(?![a-z])`).test(text);
      const unit: WeightUnit = unitWord === undefined ? (otherUnit ? 'kg' : 'lb') : unitOf(unitWord);
      const kg = unit === 'kg' ? value : value * KG_PER_POUND;
      if (value < 5) continue;
      // "300 lb of plates" is the kit's total, no free weight to lift, yet still no body weight.
      if (kg <= 100 && (load === undefined || kg > load.kg)) load = { kg, unit };
      blanked =
        blanked.slice(0, match.index) + ' '.repeat(match[0].length) + blanked.slice(match.index + match[0].length);
    }
  }
  return { load, text: blanked };
}

// ---- Lift numbers -------------------------------------------------------------------------------

const LIFT_WORDS: [LiftName, string][] = [
  ['deadlift', String.raw`(?:trap[- ]?bar |conventional |sumo )?dead ?lifts?|deadlifting|deads?|dl`],
  ['squat', String.raw`(?:back |front )?squats?|squatting`],
  ['bench', String.raw`bench(?:ing)?(?: press)?`],
  ['press', String.raw`(?:overhead|military|strict|shoulder) press|ohp`],
  ['clean', String.raw`(?:hang |power |hang power )?cleans?`],
];
const LIFT_WORD = new RegExp(String.raw`\b(?:${LIFT_WORDS.map(([, words]) => words).join('|')})\b`, 'g');
const LOAD_UNIT = String.raw`(kg|kgs|kilos?|lbs?|pounds?|#)?`;
/** A set-and-rep scheme before a load: "5x5 at", "3 sets of 5 with", "4x8 @". */
const SCHEME = String.raw`(?:(\d{1,2})\s*(?:x|×|sets? of)\s*(\d{1,2})(?:\s*reps?)?\s*(?:at|@|with|w\/)?\s*)?`;
/** Reps after a load: "x5", "for 5", "for a triple", "for reps of 8". */
const REPS_AFTER = String.raw`(?:\s*(?:x|×|for)\s*(?:a\s+)?(\d{1,2}|single|double|triple)(?:\s*reps?)?)?`;
const NUMBER_LOAD = String.raw`(\d{2,4}(?:\.\d)?)\s*-?\s*${LOAD_UNIT}(?![\d'"])`;
/** After the lift: "squat 225", "bench: 100 kg", "deadlift max is 405", "squat 5x5 at 225", "bench 185 for 5". */
const LOAD_AFTER = new RegExp(
  String.raw`^\s*(?:(?:max|1\s?rm|pr|pb|best|is|of|at|around|about|like|[:=@-])\s*)*${SCHEME}${NUMBER_LOAD}${REPS_AFTER}`,
);
/** Before the lift: "225 squat", "5x5 at 225 on squat", "315 for 3 on deadlift", "a 140 kg squat". */
const LOAD_BEFORE = new RegExp(
  String.raw`${SCHEME}${NUMBER_LOAD}${REPS_AFTER}\s*(?:(?:on|for|in|max|1\s?rm|pr|pb)\s+)*(?:(?:the|my)\s+)?$`,
);
/** Bare loads past these are pounds even in a message that counts in kilograms: few athletes lift more. */
const BARE_KG_LIFT_CEILING: Record<LiftName, number> = {
  squat: 250,
  deadlift: 280,
  bench: 180,
  press: 120,
  clean: 150,
};
const LIFT_GOAL = /\b(?:want(?:s|ed)?|wanna|goal|target|aim(?:ing)?|hoping|trying|need) (?:is )?(?:to )?(?:\w+ )?$/;
/**
 * A wanted load later in the lift's own clause, or opening the sentence just after it ("I squat 225. want 275"):
 * "and want 275", "goal is 140 kg", "trying to hit 315".
 * The number must not be a count of something else (reps, sets, weeks, a body weight).
 */
const LIFT_TARGET = new RegExp(
  String.raw`^(?:\s*[.;!]\s*)?[^.;!?]*?\b(?:want(?:s|ed)?|wanna|goal|target|aim(?:ing)?|hoping|trying|need|reach|hit)\b(?:\s+(?:to|is|for|of|at|a|an|hit|get|up|reach|lift|move|do|be|it|that|squat|bench|press|pull|deadlift|clean))*\s+(\d{2,4}(?:\.\d)?)\s*-?\s*${LOAD_UNIT}(?![\d'"])(?!\s*(?:%|reps?|x\b|times|sets?|weeks?|wks?|days?|months?|years?|yrs?|body|bw|pounds? of|lbs? of|kg of))`,
);
const REP_WORDS: Record<string, number> = { single: 1, double: 2, triple: 3 };

function repsOf(after: string | undefined, schemeReps: string | undefined): number {
  const said = after ?? schemeReps;
  if (said === undefined) return 1;
  return REP_WORDS[said] ?? Number(said);
}

/** Lift numbers and the message with them blanked, so no lift is read as what the athlete weighs. */
function parseLifts(text: string): { lifts: LiftNumber[]; text: string } {
  const otherUnit = /\d\s*-?\s*(kg|kgs|kilos?|kilograms?)(?![a-z])/.exec(text) ? 'kg' : 'lb';
  const lifts: LiftNumber[] = [];
  let blanked = text;
  const blank = (start: number, end: number) => {
    blanked = blanked.slice(0, start) + ' '.repeat(end - start) + blanked.slice(end);
  };
  for (const match of text.matchAll(LIFT_WORD)) {
    const lift = LIFT_WORDS.find(([, words]) => new RegExp(String.raw`^(?:${words})$`).test(match[0]))?.[0];
    if (lift === undefined || lifts.some((known) => known.lift === lift)) continue;
    const end = match.index + match[0].length;
    // The words up to the next lift or clause belong to this lift; so do those just before it.
    const after = text.slice(end).split(new RegExp(String.raw`[,;.!?]|\band\b|${LIFT_WORD.source}`))[0] ?? '';
    const beforeAll = text.slice(0, match.index);
    const before = beforeAll.split(/[,;.!?]|\band\b/).pop() ?? '';
    const forward = LOAD_AFTER.exec(after);
    const backward = forward ? null : LOAD_BEFORE.exec(before);
    const found = forward ?? backward;
    if (!found) continue;
    const value = Number.parseFloat(found[3] ?? '');
    // "#" is pounds; a bare load is in the message's unit unless no one could lift it in kilograms.
    const unit: WeightUnit =
      found[4] === '#'
        ? 'lb'
        : found[4] === undefined
          ? otherUnit === 'kg' && value > BARE_KG_LIFT_CEILING[lift]
            ? 'lb'
            : otherUnit
          : unitOf(found[4]);
    const kg = unit === 'kg' ? value : value * KG_PER_POUND;
    if (kg < 20 || kg > 500) continue;
    const reps = Math.min(12, repsOf(found[5], found[2]));
    if (forward) blank(match.index, end + forward[0].length);
    else blank(match.index - before.length + (backward?.index ?? 0), end);
    // "want to squat 315" is a goal, not what the athlete lifts now; the sentence may say that too.
    if (LIFT_GOAL.test(before)) {
      const now = liftNowInSentence(blanked, match.index, unit, kg);
      if (now === undefined) continue;
      blank(now.start, now.end);
      lifts.push({ lift, kg: now.kg, unit, reps: 1, maxKg: now.kg, targetKg: kg });
      continue;
    }
    const maxKg = reps <= 1 ? kg : kg * (1 + reps / 30);
    const target = liftTargetAfter(text, forward ? end + forward[0].length : end, unit, maxKg, lift);
    if (target) blank(target.start, target.end);
    lifts.push({ lift, kg, unit, reps, maxKg, ...(target ? { targetKg: target.kg } : {}) });
  }
  return { lifts, text: blanked };
}

/** A load said as where the athlete is now: "currently 185", "at 100 kg right now", "my max is 140". */
const LIFT_NOW = new RegExp(
  String.raw`\b(?:currently(?: at| is| sitting at| hitting| doing| lifting| benching| squatting| pulling)?|right now(?: (?:i'?m|im) at| at| is)?|now(?: at| is)?|at the moment(?: at| is)?|atm|presently|(?:i'?m|im|i am) (?:at|on|hitting|doing)|(?:my )?(?:current )?(?:max|1\s?rm|pr|pb) (?:is|of|at)|(?:sitting|stuck) at)\s+(?:about |around |like |~)?${NUMBER_LOAD}|${NUMBER_LOAD}\s*(?:right now|now|currently|at the moment|atm|at present|these days|today)\b`,
  'g',
);

/**
 * The load the athlete lifts now, said in the sentence of a wanted load by a cue word ("want to bench
 * 225 by spring, currently 185"): lighter than the goal and within reach of it. Its cue, not its size,
 * makes it the current load.
 */
function liftNowInSentence(
  text: string,
  at: number,
  unit: WeightUnit,
  goalKg: number,
): { kg: number; start: number; end: number } | undefined {
  const start = Math.max(0, ...[...text.slice(0, at).matchAll(/[.;!?](?!\d)/g)].map((mark) => mark.index + 1));
  // The next sentence can carry it too: "I want to squat 300. Currently 245."
  const stop = /^[^.;!?]*(?:[.;!?](?!\d)[^.;!?]*)?/.exec(text.slice(at))?.[0].length ?? 0;
  const sentence = text.slice(start, at + stop);
  for (const found of sentence.matchAll(LIFT_NOW)) {
    const value = Number.parseFloat(found[1] ?? found[3] ?? '');
    const said = found[2] ?? found[4];
    const kg = (said === undefined || said === '#' ? unit : unitOf(said)) === 'kg' ? value : value * KG_PER_POUND;
    // "I weigh 185 now" is the athlete, not the bar.
    const body = /\b(?:weigh\w*|weight|bw|body ?weight)\s*(?:is\s*)?$/.test(sentence.slice(0, found.index));
    if (!body && kg < goalKg && kg >= goalKg * 0.5) {
      const from = start + found.index + found[0].indexOf(String(found[1] ?? found[3]));
      return { kg, start: from, end: start + found.index + found[0].length };
    }
  }
  return undefined;
}

/** The load wanted on a lift, said after its current number in the same clause and in range of it. */
function liftTargetAfter(
  text: string,
  from: number,
  unit: WeightUnit,
  maxKg: number,
  lift: LiftName,
): { kg: number; start: number; end: number } | undefined {
  // The same lift named again carries its goal: "currently benching 185, want to bench 225".
  const same = new RegExp(String.raw`\b(?:${LIFT_WORDS.find(([name]) => name === lift)?.[1] ?? '$^'})\b`, 'g');
  const clause =
    text
      .slice(from)
      .replace(same, (word) => ' '.repeat(word.length))
      .split(new RegExp(LIFT_WORD.source))[0] ?? '';
  const found = LIFT_TARGET.exec(clause);
  if (!found) return undefined;
  const value = Number.parseFloat(found[1] ?? '');
  const said = found[2] === undefined || found[2] === '#' ? unit : unitOf(found[2]);
  const kg = said === 'kg' ? value : value * KG_PER_POUND;
  // A wanted load is heavier than the max the current number points to, and within reach of it.
  if (kg <= maxKg * 0.98 || kg > maxKg * 2) return undefined;
  const end = from + found[0].length;
  return { kg, start: end - found[0].length + found[0].lastIndexOf(found[1] ?? ''), end };
}

interface WeightMention {
  kg: number;
  unit: WeightUnit;
  index: number;
  end: number;
}

function isStone(unit: string): boolean {
  return unit.trim() === 'st' || unit === 'stone';
}

function toKg(value: number, unit: string, extraPounds = 0): WeightMention['kg'] {
  if (unit.startsWith('k')) return value;
  if (isStone(unit)) return value * KG_PER_STONE + extraPounds * KG_PER_POUND;
  return value * KG_PER_POUND;
}

function unitOf(unit: string): WeightUnit {
  // Stone is British, and Britain reads kilograms more readily than pounds.
  return unit.startsWith('k') || isStone(unit) ? 'kg' : 'lb';
}

/** Heights and places that tell how the athlete counts weight when no weight has a unit. */
const IMPERIAL_HINT =
  /\b[4-7]\s*'\s*\d{1,2}\b|\b[4-7]\s*(?:ft|foot|feet)\b|\b[4-7]\s*-\s*\d{1,2}\b(?=\s*,?\s*\d{2,3}\b)|\b(?:american|in the (?:us|usa|states)|stateside)\b/;
const METRIC_HINT =
  /\b1[4-9]\d\s*cm\b|\b[12][.,]\d{2}\s*m\b|\b(?:uk|britain|british|england|english|scotland|scottish|wales|welsh|ireland|irish|australia|australian|aussie|new zealand|nz|kiwi|europe|european|germany|german|france|french|spain|spanish|italy|italian|netherlands|dutch|india|indian|south africa|brazil|mexico|japan|singapore)\b/;

/** The unit a bare weight is in, from a height or a place the message names; undefined when neither says. */
function unitHint(text: string): WeightUnit | undefined {
  if (IMPERIAL_HINT.test(text)) return 'lb';
  if (METRIC_HINT.test(text)) return 'kg';
  return undefined;
}

/** A weight without a unit: the unit the message uses elsewhere, else pounds from 120 up. */
function bareWeight(value: number, unit: WeightUnit | undefined): { kg: number; unit: WeightUnit } {
  // 120-140 is a common weight in pounds and a rare one in kilograms.
  const read = unit ?? (value >= 120 ? 'lb' : 'kg');
  return { kg: read === 'lb' ? value * KG_PER_POUND : value, unit: read };
}

const CHANGE_VERBS_LOSE = /^(lose|drop|shed|cut|take off|get rid of|burn off)$/;

interface WeightReading {
  inStone?: boolean;
  weightKg?: number;
  weightUnit?: WeightUnit;
  targetWeightKg?: number;
  changeKg?: number;
}

/** Body weights a lone number can plausibly be (in either unit): anything else is an age, a height or a count. */
function plausibleWeight(value: number): boolean {
  return value >= 35 && value <= 400;
}

function parseWeights(text: string): WeightReading {
  const withUnit: WeightMention[] = [...text.matchAll(WITH_UNIT)].flatMap((match) => {
    const value = Number.parseFloat(match[1] ?? '');
    const unit = match[2] ?? '';
    if (!plausibleWeight(value) && !isStone(unit)) return [];
    return [
      {
        kg: toKg(value, unit, Number.parseFloat(match[3] ?? '0')),
        unit: unitOf(unit),
        index: match.index,
        end: match.index + match[0].length,
      },
    ];
  });
  // The unit the message counts in, from any weight it gives ("put on 25 lb" says pounds too).
  const anyUnit = new RegExp(String.raw`\d\s*-?\s*${UNIT}(?![a-z])`).exec(text)?.[1];
  const saidUnit = withUnit[0]?.unit ?? (anyUnit === undefined ? undefined : unitOf(anyUnit));
  // No weight has a unit: a height in feet or a place says it, else a bare body weight's range does
  // ("I'm 95, want to lose 8" counts the 8 in kilograms like the 95).
  // A height in feet outranks a unit said only of light kit ("5'11 180, kettlebells 16kg and 24kg").
  const hinted = (withUnit.length === 0 && IMPERIAL_HINT.test(text) ? 'lb' : undefined) ?? saidUnit ?? unitHint(text);
  const messageUnit = hinted ?? bareCurrent(text, undefined, () => false)?.unit;
  const changes = [...text.matchAll(CHANGE)].flatMap((match) => {
    const value = Number.parseFloat(match[2] ?? '');
    const unit = match[3];
    // "cut 3 days" or "add 2 sessions" are not weights: a change needs a unit, here or elsewhere.
    if (unit === undefined && messageUnit === undefined) return [];
    const kg = unit === undefined ? bareWeight(value, messageUnit).kg : toKg(value, unit);
    if (kg > 60) return [];
    const sign = CHANGE_VERBS_LOSE.test(match[1] ?? '') ? -1 : 1;
    return [{ changeKg: sign * kg, index: match.index, end: match.index + match[0].length }];
  });
  const insideChange = (index: number) => changes.some((change) => index >= change.index && index < change.end);
  const targets = [...text.matchAll(TARGET)].flatMap((match) => {
    const value = Number.parseFloat(match[1] ?? '');
    const numberIndex = match.index + match[0].lastIndexOf(match[1] ?? '');
    const unitHere = withUnit.find((mention) => mention.index === numberIndex);
    if ((!plausibleWeight(value) && unitHere === undefined) || insideChange(numberIndex)) return [];
    return [
      {
        kg: unitHere?.kg ?? bareWeight(value, messageUnit).kg,
        value,
        bare: unitHere === undefined,
        index: numberIndex,
      },
    ];
  });
  const isTarget = (index: number) => targets.some((target) => target.index === index);
  const firstTarget = targets[0];
  const current =
    withUnit.find((mention) => !isTarget(mention.index) && !insideChange(mention.index)) ??
    bareCurrent(text, messageUnit, isTarget, firstTarget?.kg);
  const target = firstTarget && current ? inCurrentsUnit(firstTarget, current) : firstTarget;
  // A bare "to 190" only names a goal when the message also says what the athlete weighs or wants to
  // do; "to be 190 lb" names one by its unit.
  const targetHasUnit = target !== undefined && withUnit.some((mention) => mention.index === target.index);
  const targetKg =
    target && (targetHasUnit || current || CUT_PATTERN.test(text) || BULK_PATTERN.test(text)) ? target.kg : undefined;
  return {
    weightKg: current?.kg,
    weightUnit: current?.unit ?? (targetKg !== undefined || changes.length > 0 ? messageUnit : undefined),
    inStone: [...text.matchAll(WITH_UNIT)].some((match) => isStone(match[2] ?? '')) || undefined,
    targetWeightKg: targetKg,
    changeKg: targetKg === undefined ? changes[0]?.changeKg : undefined,
  };
}

/**
 * A bare end weight read beside the weight now: "I'm 82 kg, want to be 180" cannot mean 180 kg, so a
 * bare figure far from the weight now is read in the other unit when that lands near it.
 */
function inCurrentsUnit<T extends { kg: number; value: number; bare: boolean }>(target: T, current: { kg: number }): T {
  const near = (kg: number) => Math.abs(kg - current.kg) <= 0.4 * current.kg;
  if (!target.bare || near(target.kg)) return target;
  const asPounds = target.value * KG_PER_POUND;
  const other = Math.abs(asPounds - target.kg) < 0.01 ? target.value : asPounds;
  return near(other) ? { ...target, kg: other } : target;
}

function bareCurrent(
  text: string,
  unit: WeightUnit | undefined,
  isTarget: (index: number) => boolean,
  targetKg?: number,
): { kg: number; unit: WeightUnit } | undefined {
  // After "weigh" any body weight reads; after "I'm" a number under 90 may be an age ("I'm 65"),
  // unless a weight to reach lies near it ("I'm 88, want to get to 80").
  const nearTarget = (value: number) => {
    if (targetKg === undefined) return false;
    const kg = bareWeight(value, unit).kg;
    return Math.abs(kg - targetKg) <= 0.25 * targetKg;
  };
  const lowestAfter = (cue: string | undefined) => (/^(?:weigh|bw|body)/.test(cue ?? '') ? 35 : 90);
  const match = [...text.matchAll(BARE_CURRENT)].find((candidate) => {
    const value = Number.parseFloat(candidate[2] ?? '');
    const at = candidate.index + candidate[0].lastIndexOf(candidate[2] ?? '');
    return !isTarget(at) && (value >= lowestAfter(candidate[1]) || (value >= 35 && nearTarget(value))) && value <= 400;
  });
  if (match) return bareWeight(Number.parseFloat(match[2] ?? ''), unit);
  const saidNow = [...text.matchAll(CURRENT_AFTER)].find((candidate) => {
    const value = Number.parseFloat(candidate[1] ?? '');
    return value >= 35 && value <= 400 && (value >= 90 || nearTarget(value)) && !isTarget(candidate.index);
  });
  if (saidNow) return bareWeight(Number.parseFloat(saidNow[1] ?? ''), unit);
  // A listed number under 90 could be an age, unless the message counts in kilograms ("178cm, 74").
  const lowestListed = unit === 'kg' ? 40 : 90;
  const listed = [...text.matchAll(LISTED_WEIGHT)].find((item) => {
    const number = Number.parseFloat(item[1] ?? '');
    const at = item.index + item[0].indexOf(item[1] ?? '');
    return (
      number >= lowestListed && number <= 400 && !isTarget(at) && !/\b(?:age|aged|i'?m|u)\s*$/.test(text.slice(0, at))
    );
  });
  return listed ? bareWeight(Number.parseFloat(listed[1] ?? ''), unit) : undefined;
}

// ---- Timeframe ----------------------------------------------------------------------------------

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;
const MONTH_NAME = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
// "before tryouts in March" and "the season starts in August" name the date through the event.
const BY_DATE = new RegExp(
  String.raw`\b(?:by|before|until|till|til|for|in time for|ahead of|in|on|starts?|starting|begins?|opens?|(?:game|match|season|tryouts?|tournament|meet|race|camp|combine|showcase|competition|fight|weigh-?in|championships?|opener)s?(?:\s+(?:is|are))?)\s+(?:(?:the|my|our|his|her|next|this)\s+)?(?:(?:[a-z]+|\d{1,2}(?:st|nd|rd|th))\s+){0,3}?(?:(?:is|are|starts?|begins?|in|on|at)\s+)?(?:the\s+)?(?:(start|end|middle|mid|beginning|early|late)(?: of)?\s+)?${MONTH_NAME}\b(?:\s+(\d{1,2})(?:st|nd|rd|th)?\b)?`,
  'g',
);
/** A month told as past ("hurt it in March", "since May"): an injury's date, not the program's. */
// "cleared in may", "had surgery in march": a month told of what happened is past, not a date to reach.
const PAST_MONTH =
  /\b(?:since|last|ago|hurt|injured|tore|pulled|surgery|operated|was|were|did|cleared|released|discharged|healed|recovered|happened|broke|had)\b[^.,;]{0,20}$/;
/** "May" is a month only right after a date word, not in "who may need". */
const MAY_AS_MONTH =
  /\b(?:by|before|until|in|of|early|late|mid|end|start) may\b(?!\s+(?:be|have|not|need|want|get|i|we|he|she|it|you|they))|\bmay \d{1,2}\b(?!\s*(?:lbs?|kg|pounds|%|reps|x\b|times|days|weeks))/;
// "6 weeks post-op", "3 weeks ago" or "20 weeks pregnant" is how long since something, not how long to train.
const WEEKS_PATTERN =
  /\b(\d{1,2})\s*-?\s*(?:weeks?|wks?)\b(?!\s*(?:post|out from surgery|since|after|ago|removed|into|pregnant|postpartum|along))/;
// "3 months out from surgery" is time since; "3 months out from the season" is time to go.
const MONTHS_PATTERN =
  /\b(\d{1,2}|half a)\s*-?\s*(?:months?|mos?)\b(?!\s*(?:post|since|after|ago|removed|into|off)|\s*out\b(?!\s*(?:from|before|until|till|to)\s+(?:the\s+|my\s+|our\s+)?(?:season|tryouts?|camp|comp\w*|fight|meet|race|combine|event|games?|tournament|showcase|match|bout|weigh-?in|preseason|pre-season|opener)))/;
/** A month or a few said in words: "in a month", "a few months out". */
const LOOSE_MONTHS: [RegExp, number][] = [
  [
    /\b(?:in|within|over|for|about|around|roughly|under|next|just over) (?:a|one) month\b|\ba month (?:out|away|from now|to go|left)\b/,
    4,
  ],
  [/\b(?:a few|few|several) months\b(?!\s*(?:ago|post|since|after))/, 13],
  [/\b(?:a few|few|several|a couple|couple)(?: of)? weeks\b(?!\s*(?:ago|post|since|after))/, 3],
];
const YEAR_PATTERN = /\b(?:a|1|one|full|whole|next)\s+year\b|\b12 months\b/;
// The northern year's seasons; the ends of one are read before its start.
const SEASONS: [RegExp, number, number][] = [
  [/\b(?:end of|late|the last of) (?:the |this )?summer\b/, 7, 31],
  [/\b(?:mid|middle of)[- ](?:the |this )?summer\b/, 6, 15],
  [/\b(?:end of|late) (?:the |this )?(?:fall|autumn)\b/, 10, 30],
  [/\b(?:end of|late) (?:the |this )?spring\b/, 4, 31],
  [/\b(?:end of|late) (?:the |this )?winter\b/, 1, 28],
  [
    /\b(?:by|before|for|this|next|until|till|in|start of|early) (?:the )?(?:fall|autumn)\b|\bto the (?:fall|autumn)\b/,
    8,
    1,
  ],
  [/\b(?:by|before|for|this|next|until|till|in|start of|early) (?:the )?winter\b/, 11, 1],
  [/\b(?:by|before|for|this|until|till|start of|early) (?:the )?summer\b/, 5, 1],
  [/\b(?:by|in|for|this|next|until) (?:the )?spring\b/, 2, 20],
  [/\bby christmas\b/, 11, 25],
  // The holidays a North American season is told by, on their usual dates.
  [/\b(?:by|before|for|until|till|around|on) (?:the )?memorial day\b/, 4, 25],
  [/\b(?:by|before|for|until|till|around|on) (?:the )?(?:fourth of july|4th of july|independence day)\b/, 6, 4],
  [/\b(?:by|before|for|until|till|around|on) (?:the )?labou?r day\b/, 8, 5],
  [/\b(?:by|before|for|until|till|around|on) (?:the )?thanksgiving\b/, 10, 25],
  [/\bby (?:the )?end of (?:the |this )?year\b/, 11, 31],
  [/\bby (?:the )?new year\b/, 0, 1],
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole weeks from `today` to the next `month`/`day` (this year's if it is still ahead, else next year's). */
function weeksUntil(today: Date, month: number, day: number): { weeks: number; byDate: string } {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  let year = today.getUTCFullYear();
  if (Date.UTC(year, month, day) <= start) year += 1;
  const end = Date.UTC(year, month, day);
  const monthName = MONTHS[month] ?? '';
  return {
    weeks: Math.max(1, Math.round((end - start) / (7 * DAY_MS))),
    byDate: `${monthName.charAt(0).toUpperCase()}${monthName.slice(1)} ${day}, ${year}`,
  };
}

function monthIndex(name: string): number {
  return MONTHS.findIndex((month) => month.startsWith(name.slice(0, 3)));
}

/** The month or date the message says it is now ("it's March", "today is April 3rd"): it wins over the clock. */
const NOW_MONTH = new RegExp(
  String.raw`\b(?:it'?s|it is|its|we'?re in|we are in|now|today is|today'?s|currently|right now it'?s|here in)\s+(?:now\s+)?(?:the\s+)?(?:(early|mid|late|end of|start of|beginning of)\s+)?${MONTH_NAME}\b(?:\s+(\d{1,2})(?:st|nd|rd|th)?\b)?`,
);

function statedToday(text: string, clock: Date | undefined): Date | undefined {
  const match = NOW_MONTH.exec(text);
  if (!match?.[2] || (match[2] === 'may' && !/\b(?:it'?s|it is|its) may\b/.test(text))) return clock;
  const month = monthIndex(match[2]);
  const day = match[3] ? Number(match[3]) : match[1] === 'mid' ? 15 : /late|end/.test(match[1] ?? '') ? 25 : 1;
  const year = (clock ?? new Date()).getUTCFullYear();
  // The clock's year: the dates ahead are counted from the month said, in the year the message was sent.
  return new Date(Date.UTC(year, month, Math.min(day, 28)));
}

/** "the 15th of March" or "15 March": the day before the month, turned round so one pattern reads both orders. */
const DAY_THEN_MONTH = new RegExp(String.raw`\b(\d{1,2})(st|nd|rd|th)?(\s+of)?\s+${MONTH_NAME}\b`, 'g');

function monthFirst(text: string): string {
  return text.replace(DAY_THEN_MONTH, (said, day: string, suffix?: string, of?: string, month?: string) =>
    // "3 may" could be "3 may need": a bare day before "may" needs a suffix or "of" to be a date.
    Number(day) >= 1 && Number(day) <= 31 && (suffix || of || month !== 'may') ? `${month} ${day}` : said,
  );
}

/**
 * "by 6/1" or "before 15.3.2027": a date in figures after a date word; with dots only when a dot or
 * year follows, so "by 4.5 kg" stays a weight.
 */
const NUMERIC_DATE =
  /\b(by|before|until|till|til|on)\s+(?:the\s+)?(\d{1,2})(?:\/(\d{1,2})(?:\/(?:\d{4}|\d{2}))?|\.(\d{1,2})\.(?:\d{4}|\d{2})?)(?![\d/.]|\s*(?:%|of\b|kg|kgs|kilos?|lbs?|pounds?|in\b|inch|cm|mph|s\b|sec))/g;

function numericDates(text: string): string {
  return text.replace(NUMERIC_DATE, (said, word: string, first: string, slashed?: string, dotted?: string) => {
    const second = slashed ?? dotted ?? '';
    // Dotted dates are written day first; slashed ones month first unless the first number cannot be a month.
    const dayFirst = dotted !== undefined || Number(first) > 12;
    const [month, day] = dayFirst ? [Number(second), Number(first)] : [Number(first), Number(second)];
    const name = MONTHS[month - 1];
    return name === undefined || day < 1 || day > 31 ? said : `${word} ${name} ${day}`;
  });
}

/**
 * The program's own start ("off-season starts Oct 1", "starting March 3", "from June"): a window
 * opening on that day, not a date to be ready by. "The season starts" stays a deadline.
 */
const WINDOW_START = new RegExp(
  String.raw`\b(?:(?:off-?season|program|programme|plan|block|phase|lifting|my training|our training)\s+(?:starts?|begins?|kicks? off|opens?|is|runs?)(?:\s+(?:on|in|from))?|starting(?:\s+(?:on|in|from))?|beginning(?:\s+(?:on|in))?|from)\s+(?:the\s+)?${MONTH_NAME}\b(?:\s+(\d{1,2})(?:st|nd|rd|th)?\b)?`,
);
/** Where such a window ends: "till January", "through the end of March", "to mid-February". */
const WINDOW_END = new RegExp(
  String.raw`\b(?:till|until|til|through|thru|to|into|ending(?:\s+in)?|ends?(?:\s+in)?)\s+(?:the\s+)?(?:(start|end|middle|mid|beginning|early|late)(?: of|-)?\s*)?${MONTH_NAME}\b(?:\s+(\d{1,2})(?:st|nd|rd|th)?\b)?`,
);

function dayOfMonth(month: number, day: string | undefined, part: string | undefined): number {
  const lastDay = new Date(Date.UTC(2001, month + 1, 0)).getUTCDate();
  if (day) return Math.min(lastDay, Number(day));
  if (part === 'end') return lastDay;
  if (part === 'middle' || part === 'mid') return 15;
  if (part === 'late') return 20;
  return part === 'early' ? 5 : 1;
}

/** The window a start date opens: its length to the end named, or the weeks said, dated from the start. */
function parseWindow(
  text: string,
  today: Date,
  saidWeeks: number | undefined,
): { weeks?: number; startsOn: string; endsOn?: string } | undefined {
  const start = WINDOW_START.exec(text);
  if (!start?.[1] || (start[1] === 'may' && !MAY_AS_MONTH.test(text))) return undefined;
  const startMonth = monthIndex(start[1]);
  const opens = weeksUntil(today, startMonth, dayOfMonth(startMonth, start[2], undefined));
  const startDay = new Date(Date.parse(opens.byDate));
  const end = WINDOW_END.exec(text.slice(start.index + start[0].length));
  if (!end?.[2]) return { ...(saidWeeks === undefined ? {} : { weeks: saidWeeks }), startsOn: opens.byDate };
  const endMonth = monthIndex(end[2]);
  const closes = weeksUntil(
    new Date(Date.UTC(startDay.getFullYear(), startDay.getMonth(), startDay.getDate())),
    endMonth,
    dayOfMonth(endMonth, end[3], end[1]),
  );
  return { weeks: Math.min(MAX_PROGRAM_WEEKS, closes.weeks), startsOn: opens.byDate, endsOn: closes.byDate };
}

function parseTimeframe(
  message: string,
  clock: Date | undefined,
): { weeks?: number; byDate?: string; startsOn?: string; endsOn?: string } {
  // "before tryouts (aug 12)": a date in brackets is the event's date, read as if said plainly.
  const text = numericDates(monthFirst(message)).replace(/[()[\]]/g, ' ');
  const today = statedToday(text, clock);
  const window = today && parseWindow(text, today, Number(WEEKS_PATTERN.exec(text)?.[1] ?? Number.NaN) || undefined);
  if (window) return window;
  const weeks = WEEKS_PATTERN.exec(text)?.[1];
  if (weeks !== undefined) return { weeks: Number(weeks) };
  const months = MONTHS_PATTERN.exec(text)?.[1];
  if (months !== undefined) return { weeks: Math.round(((months === 'half a' ? 6 : Number(months)) * 52) / 12) };
  if (/\bhalf a year\b/.test(text)) return { weeks: 26 };
  const loose = LOOSE_MONTHS.find(([pattern]) => pattern.test(text));
  if (YEAR_PATTERN.test(text)) return { weeks: MAX_PROGRAM_WEEKS };
  // A date needs the day the message was sent, or the month the message says it is now.
  if (today === undefined) return {};
  const nowSaid = NOW_MONTH.exec(text);
  const byDate = [...text.matchAll(BY_DATE)].find((match) => {
    const before = text.slice(0, match.index + match[0].lastIndexOf(match[2] ?? ''));
    const isNow = nowSaid !== null && match.index >= nowSaid.index && match.index < nowSaid.index + nowSaid[0].length;
    return !isNow && !PAST_MONTH.test(before) && (match[2] !== 'may' || MAY_AS_MONTH.test(text));
  });
  if (byDate?.[2]) {
    const month = monthIndex(byDate[2]);
    const lastDay = new Date(Date.UTC(2001, month + 1, 0)).getUTCDate();
    const day = byDate[3]
      ? Math.min(lastDay, Number(byDate[3]))
      : byDate[1] === 'end'
        ? lastDay
        : byDate[1] === 'middle' || byDate[1] === 'mid'
          ? 15
          : byDate[1] === 'late'
            ? 20
            : byDate[1] === 'early'
              ? 5
              : 1;
    return weeksUntil(today, month, day);
  }
  for (const [pattern, month, day] of SEASONS) if (pattern.test(text)) return weeksUntil(today, month, day);
  const endOfMonth = /\b(?:end of|by the end of) (?:the|this) month\b/.test(text);
  if (endOfMonth)
    return weeksUntil(today, today.getUTCMonth(), new Date(Date.UTC(2001, today.getUTCMonth() + 1, 0)).getUTCDate());
  return loose ? { weeks: loose[1] } : {};
}

export type AskedActivity = 'running' | 'throwing' | 'legs' | 'lifting';

// Ordered: a "5K plan" is running even when the message also mentions lifting.
const ASKED_ACTIVITIES: [AskedActivity, RegExp][] = [
  [
    'throwing',
    /\b(?:throwing|pitching|long[- ]toss|interval throwing)\b(?! (?:harder|faster|gas|velo))|\bthrow (?:again|program|plan)\b|\bget (?:my|his|her) arm back\b/,
  ],
  [
    'running',
    /\b(?:\d+ ?k|5k|10k|half[- ]marathon|marathon|running|jogging|jog|runs?)\b(?! (?:the ball|a play|a route))/,
  ],
  [
    'legs',
    /\blegs?\b(?: and (?:hips?|glutes))?(?: (?:plan|program|day|work|workout|session|strength))|\blower[- ]body\b|\blegs and (?:hips?|glutes)\b/,
  ],
  ['lifting', /\b(?:lift|lifting|weights|squat(?:ting)?|deadlift(?:ing)?|bench(?:ing)?|gym)\b/],
];
// "cleared to jog, I want a legs plan" asks for legs: the clearance names what is allowed, not what is asked.
const CLEARANCE_CLAUSE = /\b(?:cleared|said i can|allowed)\b(?: (?:me|to|for|start|starting|begin))* \w+(?: again)?/g;

function askedActivity(text: string): AskedActivity | undefined {
  const find = (said: string) => ASKED_ACTIVITIES.find(([, pattern]) => pattern.test(said))?.[0];
  return find(text.replace(CLEARANCE_CLAUSE, ' ')) ?? find(text);
}

const NOT_CLEARED =
  /(?:\bnot|n['’]t|\bnever) (?:yet )?(?:been )?cleared\b|\bnot allowed to\b|\b(?:before|until|waiting to be|waiting for) (?:i'?m |i am |i get |being )?(?:cleared|the all clear|the green light)\b/;
const CLEARED =
  /\bcleared (?:me )?(?:to|for)\b|\b(?:i'?m|i am|been|got|was|i was|just) cleared\b|\b(?:physio|physical therapist|pt|doctor|doc|surgeon|trainer|dr)\b[^.]{0,20}\b(?:said|says|told me|gave me)\b[^.]{0,15}\b(?:i can|i could|ok to|okay to|the green light|the all clear|the ok|go ahead)\b|\b(?:green light|all clear)\b|\ballowed to\b/;

// ---- Injuries -----------------------------------------------------------------------------------

const AREA_WORDS: [RegExp, BodyArea][] = [
  [/^(?:hamstrings?|hammys?|hammies)$/, 'hamstring'],
  [/^(?:calf|calves|achilles|shins?|soleus)$/, 'calf'],
  [/^(?:knees?|acl|mcl|pcl|lcl|meniscus|patella|patellar|kneecap)$/, 'knee'],
  [/^(?:ankles?)$/, 'ankle'],
  [/^(?:shoulders?|rotator|labrum|cuff)$/, 'shoulder'],
  [/^(?:elbows?|ucl|tommy)$/, 'elbow'],
  [/^(?:wrists?)$/, 'wrist'],
  [/^(?:back|lumbar|spine|disc|disk)$/, 'lower-back'],
  [/^(?:hips?|flexor)$/, 'hip'],
  [/^(?:groin|adductors?)$/, 'groin'],
];
const SEVERITY_WORDS: [RegExp, Injury['severity']][] = [
  [
    /^(?:surgery|surgeries|post-?op|operation|operated|reconstruction|reconstructed|repaired|repair|scope|scoped|john|replacement|replaced|arthroplasty)$/,
    'surgery',
  ],
  [/^(?:torn|tore|tear|tears|ruptured?|rupture|fractured?|broken|broke|dislocated?|dislocation|separated)$/, 'tear'],
  [
    /^(?:strain|strains|strained|pulled|pull|pulls|sprain|sprains|sprained|rolled|twisted|rolling|jammed|tweaked|tweak|tweaks|tweaking|pulling|straining|spraining|injury|injured|injuries|tendinitis|tendonitis|tendinopathy|splints|bursitis|impingement|rehab|rehabbing|recovering|herniated|bulging)$/,
    'strain',
  ],
  [
    /^(?:sore|soreness|hurts?|hurting|pain|painful|aches?|aching|achy|bad|dodgy|niggle|niggling|tender|tenderness|swollen|barking|cranky|flared|problems?|issues?|tight|tightness|tightening|tightens|bugging|bothering|nagging|stiff|stiffness|grumpy|iffy|wonky|unstable|clicking|irritated|inflamed|grumbling)$/,
    'sore',
  ],
];
const SEVERITY_ORDER: Injury['severity'][] = ['sore', 'strain', 'tear', 'surgery'];
const RECURRING =
  /\b(?:[2-9]|several|multiple|many)\s+(?:[a-z]+\s+)?(?:strains|pulls|sprains|tears|injuries|surgeries)\b|\b(?:\d+|several|multiple|many) times\b|\b\d+(?:st|nd|rd|th) time\b|\b(?:hurt|injured|pulled|strained|tore|tweaked|did|sprained|rolled) (?:it |my \w+ )?again\b|\bkeeps\b|\bkeep (?:pulling|tweaking|hurting|straining|rolling|spraining|getting|re-?injuring)\b|\brecurring\b|\bre-?(?:injured|pulled|strained|tore|aggravated)\b|\bchronic\b|\btwice\b|\bevery (?:pre-?)?season\b/;
/** "back" is a body part only in these company; "get back in shape" is not an injury. */
const BACK_AS_BODY =
  /\b(?:lower|low|my|bad|sore|his|her) back\b|\bback (?:pain|injury|spasms?|surgery|strain|issues?|problems?|tweak|is|hurts?|has)\b/;
const INJURY_WINDOW = 5;

/** Injuries named by a condition rather than by a hurt word: "tennis elbow", "shin splints". */
const NAMED_CONDITIONS: [RegExp, string][] = [
  [/\b(?:tennis|golfer'?s) elbow\b/g, 'elbow tendinitis'],
  [/\b(?:jumper'?s|runner'?s) knee\b/g, 'knee tendinitis'],
  [/\bturf toe\b/g, 'ankle sprain'],
  [/\bflar(?:ing|ed|es?) up\b|\bacting up\b|\bplaying up\b/g, 'sore'],
  [/\b(?:gave|gives|giving|give) (?:way|out)\b|\bbuckl(?:ed|es|ing)\b/g, 'unstable'],
  [
    /\b(?:pop(?:ping|s|ped)?|slip(?:ping|s|ped)?|com(?:ing|es)|came) out(?: of (?:place|the socket|joint))?\b|\bsublux\w*/g,
    'dislocated',
  ],
];

/** An injury told as over: healed, recovered, cleared for everything, fine now. */
const HEALED =
  /\b(?:healed|recovered|gone)\b|\bfully cleared\b|\b(?:got |was |been |i was |i got )?cleared (?:back )?(?:in|since|by|at the end of|(?:early|late|mid) ?-?|over|during|last|this past)\b|\bcleared (?:for|to) (?:everything|all|full|play|return|compete|contact|sport)\b|\bcleared (?:now|since|ages ago|a while ago|long ago)\b|\b100 ?(?:%|percent)\b|\b(?:fine|good|great|healthy|solid|strong|ok|okay) (?:now|since|again)\b|\bno (?:issues|problems|pain|trouble|complaints|setbacks)\b|\bno longer\b|\bnot an issue\b|\bback to normal\b/;
/** Told as long past: years ago, in high school, an old or previous injury, whatever its severity. */
const LONG_PAST =
  /\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|several|a few|a couple(?: of)?|couple(?: of)?) years? ago\b|\b(?:two|2|three|3|few|couple of) (?:years|seasons) (?:ago|back)\b|\bin (?:high school|college|middle school|(?:19|20)\d\d)\b|\bback in (?:high school|college|middle school|(?:19|20)\d\d|the day|my \w+ days)\b|\bas a (?:kid|teen(?:ager)?|junior|child)\b|\bused to\b|\b(?:an|my|the|that|this) old\b|\bold (?:\w+ )?(?:injury|injuries|strain|tear|sprain|break|fracture|surgery)\b|\bhistory of\b|\bprevious(?:ly)?\b|\bin the past\b|\bpast (?:injury|injuries)\b/;
/** Some months past: a strain or an ache from then, with nothing said to hurt now, is over; a tear or an operation still matters. */
const MONTHS_PAST =
  /\blast (?:year|season|spring|summer|fall|autumn|winter)\b|\b(?:\d+|several|a few|few|a couple of|couple of|some|two|three|four|five|six|seven|eight|nine|ten|eleven) months ago\b|\bmonths ago\b/;
/** Said to hurt now or to be on the way back: any of these keeps an injury current, however old. */
const HURTS_NOW =
  /\bstill\b|\bnot (?:yet |fully |quite )*(?:cleared|healed|recovered|100)\b|\bhurts\b|\bhurting\b|\bsore\b|\baches\b|\baching\b|\bachy\b|\btight\b(?! ends?)|\btender\b|\bswollen\b|\bflar\w*|\bbugging\b|\bbothering\b|\bnagging\b|\bniggl\w*|\brehab(?:bing)?\b|\brecovering\b|\bcoming back\b|\bcome back\b|\bget(?:ting)? back\b|\breturning\b|\bthis (?:week|month|season)\b|\byesterday\b|\blast (?:week|night|game|match|practice|weekend)\b|\b(?:\d+|a|few|couple of|two|three) (?:days?|weeks?) ago\b|\bpost-?op\b|\b(?:hurt|injured|pulled|strained|tore|tweaked|sprained|rolled|did|broke) (?:it |my \w+ )?again\b|\bre-?(?:injured|tore|aggravated|pulled|strained)\b|\btweak\w*|\bjust (?:tore|pulled|strained|hurt|injured|had|got|sprained|rolled|tweaked|did|broke)\b|\bkeeps?\b|\bchronic\b|\brecurring\b|\b(?:in|some|have|got|getting|feel|feeling) (?:\w+ )?pain\b|\bpain (?:now|when|if|during|after|in)\b/;
/** Hurt anew, not an old injury's ache: a fresh strain or tear is read at its own severity. */
const HURTS_AFRESH =
  /\bagain\b|\bre-?(?:injured|tore|aggravated|pulled|strained)\b|\b(?:this|last) week\b|\b(?:days?|weeks?) ago\b/;
/** A hurt word under a negation ("no pain", "doesn't hurt", "pain-free") says the opposite. */
const NEGATED_HURT =
  /\b(?:no|zero|without|not|never|n't|isn't|doesn't|don't)\s+(?:\w+\s+)?(?:pain|issues?|problems?|hurts?|hurting|sore(?:ness)?|aches?|tight(?:ness)?)\b|\bpain[- ]free\b/g;
/** A severity word under a negation ("no tear", "not broken", "wasn't a sprain") says the opposite. */
const NEGATED_SEVERITY =
  /\b(?:no|not|never|isn't|wasn't|aren't|weren't|without|ruled out)\s+(?:had\s+|been\s+)?(?:a\s+|an\s+|any\s+|even\s+)?(?:torn|tore|tears?|ruptured?|rupture|fractured?|fractures?|broken|break|dislocated?|dislocation|surgery|sprain(?:ed)?|strain(?:ed)?|structural damage|damage|injury|injuries|injured)\b|\b(?:tear|fracture|break|rupture)s? (?:was |were |got |has been |have been )?ruled out\b/g;
/** Said to be slight: an ache, stiffness or tenderness the athlete plays through. */
const MILD =
  /\b(?:a (?:bit|little|touch)|(?:a )?little bit|slight(?:ly)?|mild(?:ly)?|minor|some|kind of|kinda|sometimes|occasional(?:ly)?|niggl\w*|tender(?:ness)?|achy|stiff(?:ness)?|tightness|tight(?! ends?\b))\b|\bafter (?:\w+ )?(?:games?|matches|match|practices?|sessions?|runs?|training|workouts?|rounds?|long \w+)\b/;
/** Said to be acute or worse than an ache: these keep an injury current whatever else is said. */
const ACUTE =
  /\bsharp\b|\bswell\w*|\bswollen\b|\bcan(?:'|no)?t (?:put|bear|walk|straighten|bend|lift|grip|raise|run|jump|throw)\b|\bcannot\b|\bweight on\b|\blimp\w*|\bnumb\w*|\btingl\w*|\bpopp(?:ed|ing)\b|\ba pop\b|\bgave (?:out|way)\b|\bgiving (?:out|way)\b|\bbruis\w*|\bworse\b|\bat night\b|\bevery (?:step|throw|rep)\b|\bthis week\b|\byesterday\b|\btoday\b|\blast night\b|\bjust (?:did|hurt|pulled|rolled|tweaked)\b|\bunstable\b|\blocking\b|\bclick\w*/;

/** Where one body part's story ends and another's begins: sentences, contrasts, then commas and "and". */
const CLAUSE_BREAK = /[.;!?]|\b(?:but|though|although|however|whereas|except)\b/;
const PART_BREAK = /,|\band\b|\s-\s|\s–\s/;

/** Tokens with where they start, so a token's part of the message can be found. */
function tokensOf(text: string): { word: string; at: number }[] {
  return [...text.matchAll(/[a-z0-9'-]+/g)].map((match) => ({ word: match[0], at: match.index }));
}

function areaOf(said: string, text: string): BodyArea | undefined {
  // "my ankle's been fine" names the ankle.
  const token = said.replace(/'s$/, '');
  const area = AREA_WORDS.find(([pattern]) => pattern.test(token))?.[1];
  if (area === 'lower-back' && token === 'back' && !BACK_AS_BODY.test(text)) return undefined;
  return area;
}

/**
 * Each body part's own words: the comma- or "and"-separated parts from where it is named up to the
 * next part that names another body part, within one sentence and one side of a "but". Parts before
 * the first body part belong to it ("Two years ago, I tore my ACL").
 */
function scopesOf(text: string): { start: number; end: number; scope: string }[] {
  const parts: { start: number; end: number; named: boolean }[] = [];
  let offset = 0;
  for (const clause of text.split(new RegExp(CLAUSE_BREAK.source, 'g'))) {
    const clauseStart = text.indexOf(clause, offset);
    offset = clauseStart + clause.length;
    const clauseParts: { start: number; end: number; named: boolean }[] = [];
    let partOffset = 0;
    for (const part of clause.split(new RegExp(PART_BREAK.source, 'g'))) {
      const at = clause.indexOf(part, partOffset);
      partOffset = at + part.length;
      const named = tokensOf(part).some((token) => areaOf(token.word, text) !== undefined);
      clauseParts.push({ start: clauseStart + at, end: clauseStart + at + part.length, named });
    }
    const firstNamed = clauseParts.findIndex((part) => part.named);
    // A sentence or a "but" that names no body part goes on about the last one named ("... but I'm cleared now").
    const lastNamed = [...parts].reverse().find((part) => part.named);
    if (firstNamed < 0 && lastNamed) {
      lastNamed.end = clauseStart + clause.length;
      continue;
    }
    // Unnamed parts join the named part before them, or the first named part when they lead.
    let owner = -1;
    clauseParts.forEach((part, index) => {
      if (part.named) owner = index;
      const to = owner >= 0 ? owner : firstNamed;
      parts.push({ ...part, named: to === index, start: part.start, end: part.end });
      if (to >= 0 && to !== index) {
        const target = parts[parts.length - 1 - (index - to)];
        if (target) target.end = Math.max(target.end, part.end);
        if (target) target.start = Math.min(target.start, part.start);
      }
    });
  }
  return parts.filter((part) => part.named).map((part) => ({ ...part, scope: text.slice(part.start, part.end) }));
}

/** Over and done with: healed, or long past with nothing said to hurt now. */
/** How it was hurt ("tweaked it"), not that it hurts now: told as fine now, it is over. */
const HOW_HURT = /\btweak\w*/g;

function isHealed(scope: string): boolean {
  const plain = scope.replace(NEGATED_HURT, ' ');
  const healed = HEALED.test(scope);
  if (HURTS_NOW.test(healed ? plain.replace(HOW_HURT, ' ') : plain)) return false;
  return healed || LONG_PAST.test(plain);
}

/** Hurt body parts: those that hurt now or are on the way back, and those healed (history). */
function parseInjuries(message: string): {
  current: Injury[];
  mild: Injury[];
  healed: Injury[];
  healedStory: string[];
} {
  const text = NAMED_CONDITIONS.reduce((current, [pattern, plain]) => current.replace(pattern, plain), message).replace(
    NEGATED_SEVERITY,
    (said) => ' '.repeat(said.length),
  );
  const tokens = tokensOf(text);
  const clauses = text.split(/[.;!?]/);
  const scopes = scopesOf(text);
  const found = new Map<BodyArea, Injury & { healed: boolean; mild: boolean }>();
  tokens.forEach(({ word, at }, index) => {
    const token = word.replace(/'s$/, '');
    const area = areaOf(token, text);
    if (area === undefined) return;
    const near = tokens.slice(Math.max(0, index - INJURY_WINDOW), index + INJURY_WINDOW + 1);
    const severities = near.flatMap(({ word }) =>
      SEVERITY_WORDS.filter(([pattern]) => pattern.test(word)).map(([, severity]) => severity),
    );
    if (severities.length === 0) return;
    const severity = severities.reduce((worst, next) =>
      SEVERITY_ORDER.indexOf(next) > SEVERITY_ORDER.indexOf(worst) ? next : worst,
    );
    const clause = clauses.find((part) => part.includes(token)) ?? text;
    const scope = scopes.find((part) => at >= part.start && at < part.end)?.scope ?? clause;
    const recurring = RECURRING.test(clause);
    const healed =
      isHealed(scope) ||
      ((severity === 'sore' || severity === 'strain') &&
        !recurring &&
        MONTHS_PAST.test(scope) &&
        !HURTS_NOW.test(scope.replace(NEGATED_HURT, ' ')));
    // Long past yet hurting now: what hurts today sets the care, not the operation years ago.
    const worst =
      !healed && LONG_PAST.test(scope) && !HURTS_AFRESH.test(scope) && HURTS_NOW.test(scope.replace(NEGATED_HURT, ' '))
        ? 'sore'
        : severity;
    const named =
      token === 'tommy'
        ? 'elbow (Tommy John)'
        : token === 'back'
          ? 'lower back'
          : /^[amlpu]cl$/.test(token)
            ? token.toUpperCase()
            : token;
    const previous = found.get(area);
    // An area that hurts now is current whatever its history; between two alike, the worse one is kept.
    if (previous && previous.healed === healed) {
      if (SEVERITY_ORDER.indexOf(previous.severity) >= SEVERITY_ORDER.indexOf(worst)) return;
    } else if (previous && !previous.healed) return;
    // Only an ache said to be slight, never struck anew or told with a warning sign, is trained through.
    const mild = !healed && worst === 'sore' && !recurring && MILD.test(scope) && !ACUTE.test(scope);
    found.set(area, { area, named, severity: worst, recurring, healed, mild });
  });
  const all = [...found.values()];
  const plain = ({ healed: _healed, mild: _mild, ...injury }: Injury & { healed: boolean; mild: boolean }): Injury =>
    injury;
  const healedAt = new Set(
    tokens.filter(({ word }) => found.get(areaOf(word, text) ?? 'knee')?.healed === true).map(({ at }) => at),
  );
  return {
    current: all.filter((injury) => !injury.healed && !injury.mild).map(plain),
    mild: all.filter((injury) => injury.mild).map(plain),
    healed: all.filter((injury) => injury.healed).map(plain),
    healedStory: scopes
      .filter((part) => [...healedAt].some((at) => at >= part.start && at < part.end))
      .map((part) => part.scope),
  };
}

/**
 * An overuse complaint the message names is that complaint, hurting now, whatever word the hurt
 * reader found beside it ("tennis elbow flaring up" is not a strained elbow); one told as healed stays so.
 */
function withOveruse<T extends { current: Injury[]; mild: Injury[]; healed: Injury[] }>(read: T, text: string): T {
  const complaints = overuseComplaintsIn(text).filter(
    (complaint) =>
      !read.healed.some((injury) => injury.area === complaint.area) ||
      [...read.current, ...read.mild].some((injury) => injury.area === complaint.area),
  );
  if (complaints.length === 0) return read;
  const areas = new Set(complaints.map((complaint) => complaint.area));
  const before = [...read.current, ...read.mild];
  return {
    ...read,
    current: [
      ...read.current.filter((injury) => !areas.has(injury.area)),
      ...complaints.map((complaint) => ({
        area: complaint.area,
        named: complaint.named,
        // Its severity stays as read (a tendinitis reads as a strain): the complaint, not the word, sets the care.
        severity: before.find((injury) => injury.area === complaint.area)?.severity ?? ('strain' as const),
        recurring: before.some((injury) => injury.area === complaint.area && injury.recurring) || RECURRING.test(text),
        overuse: complaint.id,
      })),
    ],
    mild: read.mild.filter((injury) => !areas.has(injury.area)),
  };
}

// ---- Age, equipment, position -------------------------------------------------------------------

const AGE_PATTERNS = [
  /\b(\d{1,2})\s*-?\s*(?:years?|yrs?|yr)\s*-?\s*olds?\b/,
  /\b(\d{1,2})\s*(?:yo|y\/o|y\.o\.)(?![a-z])/,
  /\bage(?:d)?\s+(\d{1,2})\b/,
  /\b(?:son|daughter|kid|child|boy|girl)\s*(?:,|\(|\s(?:is|who is|who's))\s*(\d{1,2})\b(?!\s*(?:%|kg|lbs?|pounds?|weeks?|days?|st|stone|'))/,
  /\b(?:u|under)\s*-?\s*(1\d|2[0-3]|[5-9])s?\b(?![:.]\d|\s*(?:s|sec|secs|seconds|min|mins|minutes)\b)/,
  /\b(\d{1,2})u\b/,
  // A role then the age set off by commas: "kicker, 16, wants more range", "catcher (15)".
  /^(?:(?:my|our|a|an|i'?m an?|i am an?) )?[a-z]+(?: [a-z]+)?\s*(?:,\s*|\(\s*)(\d{1,2})\s*(?:,|\)|\.|$)/,
  /\b(?:i'?m|i am|im|he'?s|she'?s|he is|she is)\s+(\d{1,2})\b(?!\s*(?:%|kg|lbs?|pounds?|weeks?|days?|st|stone|'|ft|feet|foot|cm|inches))/,
  // A message that opens with a bare number and a comma opens with who is asking: "58, 10 hcp, ...".
  /^(1[3-9]|[2-7]\d)\s*,\s*(?=[a-z]|\d{1,3}\s*[a-z])(?!(?:and|or|to)\b|\d{1,3}\s*(?:min|mins|minutes|reps?|sets?|x|kg|lbs?|pounds?|weeks?|days?)\b)/,
];
const YOUTH_WORDS =
  /\b(?:my (?:son|daughter|kid|child|boy|girl)|little league|middle school|high school(?:er)?|freshman|sophomore|junior high|youth|teen(?:ager)?|travel ball|club team for kids)\b/;

const POSITIONS: [RegExp, string][] = [
  [/\bpitchers?\b|\bon the mound\b|\bbullpen arm\b/, 'pitcher'],
  [/\bcatchers?\b/, 'catcher'],
  [/\binfielders?\b|\bshortstop\b|\bsecond base(?:man)?\b|\bthird base(?:man)?\b/, 'infielder'],
  [/\boutfielders?\b|\bcenter field(?:er)?\b|\bcentre field(?:er)?\b/, 'outfielder'],
  [/\blinem[ae]n\b|\boffensive line\b|\bdefensive line\b|\b(?:o|d)-line(?:man|men)?\b|\bnose tackle\b/, 'lineman'],
  [/\b(?:wide )?receivers?\b|\bwrs?\b|\bslot\b|\bcornerbacks?\b|\bcorners?\b|\bdefensive backs?\b/, 'skill'],
  [
    /\brunning backs?\b|\brbs?\b|\bde\b|\bte\b|\blinebackers?\b|\bsafet(?:y|ies)\b|\btight ends?\b|\bdefensive ends?\b|\bedge rushers?\b/,
    'back',
  ],
  [/\bquarterbacks?\b|\bqbs?\b/, 'quarterback'],
  [/\bgoal ?keepers?\b|\bkeepers?\b|\bgoalies?\b|\bgk\b/, 'goalkeeper'],
  [
    /\bstrikers?\b|\bwingers?\b|\bforwards?\b(?=.*\b(?:soccer|football club)\b)|\bmidfielders?\b|\bfull ?backs?\b|\bwing ?backs?\b|\bcent(?:er|re) backs?\b|\bcent(?:er|re)[- ]mids?\b|\b(?:attacking|defensive|holding) mid(?:fielder)?s?\b/,
    'outfield',
  ],
  [/\bpoint guards?\b|\bshooting guards?\b|\bsmall forwards?\b|\bguards?\b|\bwings?\b|\b(?:pg|sg)\b/, 'guard'],
  [/\bbig ?m[ae]n\b|\bcent(?:er|re)s?\b|\bpower forwards?\b|\bposts?\b(?= player)/, 'big'],
];

const ABBREVIATED_POSITIONS: Record<string, string> = {
  gk: 'goalkeeper',
  qb: 'quarterback',
  rb: 'running back',
  de: 'defensive end',
  te: 'tight end',
  wr: 'receiver',
  pg: 'point guard',
  sg: 'shooting guard',
};

/** The position's content tag, and the word the athlete used for it, to say back. */
function parsePosition(text: string): { position?: string; positionNamed?: string } {
  for (const [pattern, tag] of POSITIONS) {
    const word = pattern.exec(text)?.[0];
    if (word === undefined) continue;
    const singular = word
      .replace(/m[ae]n$/, 'man')
      .replace(/ies$/, 'y')
      .replace(/(?<!s)s$/, '');
    const named = ABBREVIATED_POSITIONS[singular] ?? (/\s(?:the|arm)\b|^(?:o|d)-line$/.test(singular) ? tag : singular);
    return { position: tag, positionNamed: named.replace(/\s+/g, ' ') };
  }
  return {};
}

// ---- What the athlete wants better ------------------------------------------------------------

const LIFT_UNIT = String.raw`(?:lbs?|pounds?|kg|kgs|kilos?)`;
/** Load added to a lift ("add 20 lb to my squat", "bench up by 10 kg"): a strength goal, never body weight. */
const LIFT_GAINS = [
  new RegExp(
    String.raw`\b(?:add|put|gain|get|increase|raise|up|another)\s+(?:(?:another|an extra|about|around)\s+)?\d{1,3}\s*${LIFT_UNIT}\s+(?:to|on|onto)\s+(?:my |his |her |the )?(?:${LIFT_WORD.source}|total|max|lifts?|1\s?rm)`,
  ),
  new RegExp(
    String.raw`\b(?:increase|raise|improve|up|get|push|bump)\s+(?:my |his |her |the )?(?:${LIFT_WORD.source})(?:\s+max)?\s+(?:up\s+)?by\s+\d{1,3}\s*${LIFT_UNIT}`,
  ),
];

function withoutLiftGains(text: string): { said?: string; text: string } {
  for (const pattern of LIFT_GAINS) {
    const said = pattern.exec(text)?.[0];
    if (said !== undefined) return { said, text: text.replace(said, ' ') };
  }
  return { text };
}

const IMPROVE_VERB = String.raw`(?:improve|improving|increase|increasing|boost|boosting|develop|developing|enhance|build up|build|raise|sharpen|work on|get better at|be better at|get better|get more|gain|add|more|better)`;
/** The thing to improve runs to a clause break, a date or a count: "improve my first step" / ", 3 days". */
const IMPROVE_OBJECT = String.raw`((?:my |his |her |our |the |some |more |a lot more |a bit more )?[a-z0-9][a-z0-9' /-]*?)`;
const IMPROVE_STOP = String.raw`(?=\s*(?:[,.;!?()]|$|\b(?:for|by|before|in|this|next|over|so|because|while|with|but|during|until|at|on|from|when|if|i|days?|twice|once|every|each|per|a week)\b|(?<![a-z0-9])\d+(?!st|nd|rd|th)))`;
const IMPROVEMENT = new RegExp(String.raw`\b${IMPROVE_VERB}\s+${IMPROVE_OBJECT}${IMPROVE_STOP}`);
/** "get faster", "jump higher", "be quicker": a comparative is the goal itself. */
const COMPARATIVE_GOAL =
  /\b(?:get|be|become|getting|run|jump|throw|hit|swing|move|react|skate|swim)(?: (?:a lot|much|way|a bit|alot))? (?:faster|quicker|stronger|fitter|higher|harder|further|farther|more explosive|more agile|more mobile|leaner|better)(?: (?:and|&) (?:faster|quicker|stronger|fitter|higher|harder|more explosive|more agile|more mobile))?\b/;
/** Objects that are weights or nothing (a lone "my" once a measured target is read out): left to the other goals. */
const NOT_AN_IMPROVEMENT =
  /^(?:weight|muscle|mass|size|pounds?|lbs?|kg|kilos?|fat|body ?weight|it|that|this|some|more|me|my|his|her|our|the)$|^(?:me|us|him|her|them)\b|^(?:a |an |the |my )?(?:plan|program|programme|routine|schedule|workout|split)\b|^[\d.+ ]+$|^[\d.+]+\s*(?:yards?|yds?|metres?|meters?|m|mph|km\/h|kph|inch(?:es)?|in|cm|feet|ft|seconds?|secs?|s|percent)\b|^[\d.+]+\s*%/;

const BASE_FORMS: Record<string, string> = {
  improving: 'improve',
  increasing: 'increase',
  boosting: 'boost',
  developing: 'develop',
};

function yourWords(said: string): string {
  return said
    .replace(/\b1st\b/g, 'first')
    .replace(/\b(?:my|our)\b/g, 'your')
    .replace(/\bi'?m\b/g, "you're")
    .replace(/\s+/g, ' ')
    .trim();
}

/** What the athlete wants better, said back; undefined when the message names no such aim. */
function parseImprovement(text: string, liftGain: string | undefined): string | undefined {
  if (liftGain !== undefined) return yourWords(liftGain);
  const found = IMPROVEMENT.exec(text);
  const object = found?.[1]?.trim();
  const comparative = COMPARATIVE_GOAL.exec(text)?.[0];
  if (found && object && !NOT_AN_IMPROVEMENT.test(object.replace(/^(?:my|his|her|our|the|some|more) /, ''))) {
    const verb = /^(?:more|better|gain|add|get more)$/.test(found[0].split(/\s+/)[0] ?? '') ? 'improve' : undefined;
    const thing = object.replace(/^(?:more|some) /, '');
    const said = verb ? `${verb} ${/^(?:my|his|her|our|the) /.test(thing) ? thing : `my ${thing}`}` : found[0];
    const both = comparative && !said.includes(comparative) ? `${said} and ${comparative}` : said;
    return yourWords(both.replace(/^\w+ing\b/, (word) => BASE_FORMS[word] ?? word));
  }
  return comparative === undefined ? undefined : yourWords(comparative);
}

// ---- Places to train ----

/** Kit a kind of place has when the message names the place but no kit: a hotel gym has dumbbells, a bench and a bike. */
const PLACE_KIT: [RegExp, GymEquipment[]][] = [
  [
    /\bhotel (?:gym|fitness (?:room|center|centre))\b|\bgym (?:at|in) (?:the|my|our) hotel\b/,
    ['dumbbell', 'bench', 'bike'],
  ],
  [/\bapartment gym\b|\bbuilding'?s? gym\b/, ['dumbbell', 'bench', 'bike']],
];

/** Kit said to be missing ("no barbells really", "without a bench"): blanked so it is not read as kit on hand. */
const KIT_MISSING =
  /\b(?:no|without(?: a| any)?|don'?t have(?: a| any)?|not? any|lack(?:ing)?(?: a)?)\s+(?:real\s+|proper\s+)?(?:bar ?bells?|squat racks?|power racks?|racks?|kettle ?bells?|dumb ?bells?|bench(?:es)?|sleds?|cables?(?: machines?)?|plyo boxes|boxes|bikes?|trap ?bars?|hex bars?|bands?|med(?:icine)? ?balls?)\b(?:\s*(?:,|or|and|nor)\s*(?:a\s+)?(?:bar ?bells?|squat racks?|racks?|kettle ?bells?|dumb ?bells?|bench(?:es)?|sleds?|cables?|boxes|bikes?|trap ?bars?|bands?))*/g;

function withoutMissingKit(text: string): string {
  return withoutKitLookalikes(text).replace(KIT_MISSING, ' ');
}

/**
 * Words the kit reader takes for "no equipment" that say something else: "without pain" or "without
 * stopping" is no missing kit, and the athlete's body weight ("my body weight is around 80") is no
 * bodyweight-only training. Only bodyweight work said as such ("just bodyweight", "bodyweight
 * exercises") limits the kit.
 */
const NOT_KIT_WITHOUT =
  /\bwithout\b(?!\s+(?:a\s+|any\s+|access to\s+(?:a\s+)?)?(?:gym|equipment|weights|kit|machines?|racks?|bar ?bells?|dumb ?bells?|kettle ?bells?|bench(?:es)?|sleds?|cables?|boxes|bikes?|trap ?bars?|bands?|med(?:icine)? ?balls?)\b)/g;
const BODY_WEIGHT_AS_MEASURE =
  /(?<!\b(?:just|only|all|use|using|do|doing)\s)\bbody ?weight\b(?!\s*(?:only|exercises?|workouts?|training|stuff|moves|circuits?|work|squats?|plans?|programs?)\b)/g;

function withoutKitLookalikes(text: string): string {
  return text.replace(NOT_KIT_WITHOUT, ' ').replace(BODY_WEIGHT_AS_MEASURE, ' ');
}

function withPlaceKit(text: string, equipment: GymEquipment[] | undefined): GymEquipment[] | undefined {
  if ((equipment !== undefined && equipment.length > 0) || /\bfull gym\b/.test(text)) return equipment;
  return PLACE_KIT.find(([pattern]) => pattern.test(text))?.[1] ?? equipment;
}

// ---- Nutrition ----------------------------------------------------------------------------------

/** Asking what to eat or drink. */
const NUTRITION_CUE =
  /\bmeal plan\b|\bmeals?\b|\bwhat (?:should|do|can|to|would) (?:i|we|he|she|they|you|my \w+|our \w+|the kids?) (?:eat|drink|have)\b|\beat(?:ing)?\b|\bdrink(?:ing)?\b|\bhydrat(?:ion|ing|ed|e)?\b(?! breaks?)|\bfluids?\b|\belectrolytes?\b|\bsodium\b|\bcramp\w*|\bfuel\w*|\bnutrition\b|\bsnacks?\b|\bsports drinks?\b|\bbreakfast\b|\bdiet\b|\bmacros\b|\bcalories\b/;
/** Asking for training: with these a food question is part of a program, not instead of one. */
const PROGRAM_CUE =
  /\bprogram|\bprogramme|\bworkouts?\b|\bwork out\b|\blift(?:s|ing)?\b|\bweights\b|\bgym\b|\broutine\b|\btraining plan\b|\btrain(?:ing)? (?:plan|program|schedule)\b|\bstrength\b|\bconditioning\b|\bexercises?\b|\bsplit\b/;
const EVENT_WORDS: [RegExp, NutritionAsk['occasion']][] = [
  [
    /\btournament\b|\bdoubleheader\b|\btriple ?header\b|\bshowcase\b|\bjamboree\b|\b\d+ (?:games|matches)\b/,
    'tournament',
  ],
  [/\bround\b|\b18 holes\b|\b36 holes\b|\bholes\b/, 'round'],
  [/\bgame ?day\b|\bmatch ?day\b|\bgames?\b|\bmatch(?:es)?\b|\brace\b|\bmeet\b/, 'game'],
];
const HEAT = /\bheat\b|\bhot\b|\bhumid\w*\b|\bsummer\b|\bsun\b|\b(?:9\d|1[01]\d) ?(?:degrees|°|f\b)/;

function parseNutrition(text: string): NutritionAsk | undefined {
  if (!NUTRITION_CUE.test(text) || PROGRAM_CUE.test(text)) return undefined;
  const count = /\b(\d) (?:games|matches|rounds)\b/.exec(text)?.[1];
  const events = count
    ? Number(count)
    : /\bdoubleheader\b/.test(text)
      ? 2
      : /\btriple ?header\b/.test(text)
        ? 3
        : /\b36 holes\b/.test(text)
          ? 2
          : undefined;
  return {
    events,
    occasion: EVENT_WORDS.find(([pattern]) => pattern.test(text))?.[1],
    heat: HEAT.test(text),
    cramping: /\bcramp\w*/.test(text),
  };
}

// ---- The request --------------------------------------------------------------------------------

function parseGoal(text: string, weights: WeightReading): TrainingGoal | undefined {
  if (weights.changeKg !== undefined) return weights.changeKg > 0 ? 'bulk' : 'cut';
  if (weights.weightKg !== undefined && weights.targetWeightKg !== undefined) {
    const difference = weights.targetWeightKg - weights.weightKg;
    if (Math.abs(difference) >= 0.5) return difference > 0 ? 'bulk' : 'cut';
  }
  // Recomposition names both a loss and a gain: it is read before either.
  if (RECOMP_PATTERN.test(text)) return 'recomp';
  if (CUT_PATTERN.test(text)) return 'cut';
  if (BULK_PATTERN.test(text)) return 'bulk';
  if (MAINTAIN_PATTERN.test(text)) return 'maintain';
  if (PERFORM_PATTERN.test(text)) return 'perform';
  return undefined;
}

function parseAge(text: string): number | undefined {
  for (const pattern of AGE_PATTERNS) {
    const age = Number(pattern.exec(text)?.[1] ?? Number.NaN);
    if (age >= 5 && age <= 79) return age;
  }
  return undefined;
}

/** Days at a job or school ("I work 5 days a week") are not training days. */
const OTHER_DAYS =
  /\b(?:work|working|school|shifts?|job|class(?:es)?)\s+(?:\w+\s+)?\d{1,2}\s*(?:days?|x|times|nights|mornings|evenings|afternoons)(?:\s*(?:a|per|each|every|\/)\s*(?:wk|week))?\b/g;
/** A stretch of days, not days a week: "6 rounds in 7 days", "a 5-day tournament", "over the next 10 days". */
const SPAN_OF_DAYS =
  /\b(?:in|within|over|across|during|inside|for the next|the next|next|past|last)\s+(?:the\s+)?(?:next\s+|coming\s+)?\d{1,2}\s*days?\b(?!\s*(?:a|per|\/|each|every)\s*(?:wk|week))|\b\d{1,2}[- ]days?[- ](?:trip|tournament|event|camp|stretch|span|period|window|vacation|holiday|tour|stay|road trip|golf trip)\b|\b\d{1,2}\s*days? (?:straight|in a row|on the trot|back to back)\b/g;
/** A limit said with "only", "max" or "can": it is the number of training days whatever else is counted. */
const LIMITED_DAYS =
  /\b(?:only|just|max(?:imum)?|at most|no more than|up to|limited to)\s+(?:(?:able to |get to |have time to |manage to )?(?:train|lift|work ?out|get to the gym|go to the gym|make it(?: in)?|do|go|get in|fit in|have)\s+(?:\w+\s+){0,2}?)?(\d{1,2}|once|twice|one|two|three|four|five|six)\b(?!\s*(?:min|mins|minutes|hours?|hrs?|weeks?|months?|lb|lbs|kg|%))/;
const COUNT_WORDS: Record<string, number> = { once: 1, twice: 2, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

const MINUTES = String.raw`(\d{2,3})\s*-?\s*(?:minutes?|mins?|min)\b`;
/** How long each training day may be, said beside a program: "45 minutes each", "sessions of an hour". */
const PER_SESSION_MINUTES = [
  new RegExp(
    String.raw`\b${MINUTES}\s*(?:each|a day|per day|per session|a session|sessions?|workouts?|lifts?|per workout|a workout|at a time|max|a pop)\b`,
  ),
  new RegExp(
    String.raw`\b(?:sessions?|workouts?|lifts?|days?)\s+(?:of|are|is|lasting|around|about|up to)\s+(?:about\s+|around\s+|up to\s+)?${MINUTES}`,
  ),
  new RegExp(
    String.raw`\b(?:have|got|only have|for)\s+(?:about\s+|around\s+|only\s+)?${MINUTES}(?=.*\b(?:days?|x|times)\b)`,
  ),
  // Counted sessions of a length: "3 x 20 minutes a week".
  new RegExp(String.raw`(?<![\d.])\d\s*(?:x|×)\s*${MINUTES}`),
  // Straight after the days: "3x/week 45 mins", "4 sessions a week of 90 minutes".
  new RegExp(
    String.raw`(?<![a-z])(?:days?|x|times|sessions?|workouts?)\s*(?:a|per|\/|each)?\s*(?:wk|week)\s*(?:,|of|at|for|x|×|-|–|@)?\s*(?:about\s+|around\s+|up to\s+)?${MINUTES}`,
  ), // A count of days then the minutes, the week left unsaid: "7 days 70 minutes", "5 days, 90 min".
  new RegExp(
    String.raw`(?<![\d.])\d\s*days?\s*(?:,|of|at|for|x|×|-|–|@)?\s*(?:about\s+|around\s+|up to\s+)?${MINUTES}`,
  ),
];

/** Hours in minutes: "1 hour sessions", "1.5 hr workouts", "hour-long lifts". */
function inMinutes(text: string): string {
  return text
    .replace(
      /\b(\d(?:\.\d+)?)\s*-?\s*(?:hours?|hrs?|hr|h)\b/g,
      (_, hours: string) => `${Math.round(Number(hours) * 60)} minutes`,
    )
    .replace(/\b(\d+ minutes|hour)[- ]long\b/g, (_, said: string) => (said === 'hour' ? '60 minutes' : said));
}

function parseSessionMinutes(said: string): number | undefined {
  const text = inMinutes(said);
  for (const pattern of PER_SESSION_MINUTES) {
    const minutes = Number(pattern.exec(text)?.[1] ?? Number.NaN);
    if (minutes >= 15 && minutes <= 180) return minutes;
  }
  return undefined;
}

function parseDays(message: string): number | undefined {
  const text = message.replace(OTHER_DAYS, ' ').replace(SPAN_OF_DAYS, ' ');
  const limited = LIMITED_DAYS.exec(text)?.[1];
  if (limited !== undefined) {
    const days = COUNT_WORDS[limited] ?? Number(limited);
    if (days >= 1 && days <= 7) return days;
  }
  const match = DAYS_PATTERN.exec(text);
  // Every other day is three or four a week: three keeps a rest day between every session.
  if (!match) {
    if (/\bevery other day\b|\balternate days\b/.test(text)) return 3;
    return /\b(?:every|each) weekday\b|\bweekdays only\b|\bonly (?:on )?weekdays\b|\bmonday (?:to|through|thru|-) friday\b/.test(
      text,
    )
      ? 5
      : undefined;
  }
  if (match[3]) return match[3] === 'once' ? 1 : 2;
  const days = Number(match[1] ?? match[2]);
  return days >= 1 && days <= 14 ? days : undefined;
}

const SHORT_COUNT = String.raw`(\d|one|two|three|four)`;
const SHORT_MINUTES = String.raw`(?:only |just )?(?:about |around )?(\d{2})\s*(?:min|mins|minutes)`;
/** "2 of them are short", "two short days", "2 of those only 30 min": days shorter than the rest. */
const SHORT_DAY_PATTERNS = [
  new RegExp(
    String.raw`\b${SHORT_COUNT}\s+(?:of (?:them|those|the days|these)\s+)?(?:are|is|will be|would be|have to be|need to be|being)?\s*(?:(?:really|pretty|quite|very)\s+)?(?:short|shorter|quick|quicker|brief|light)(?:\s+(?:days?|sessions?|ones?|workouts?))?(?:\s*(?:\(|of|at|,|-)?\s*${SHORT_MINUTES})?`,
  ),
  new RegExp(
    String.raw`\b${SHORT_COUNT}\s+(?:of (?:them|those|the days|these)\s+)?(?:are\s+|is\s+|can be\s+|will be\s+)?${SHORT_MINUTES}`,
  ),
];

function parseShortDays(text: string, daysPerWeek: number | undefined): TrainingRequest['shortDays'] {
  for (const [index, pattern] of SHORT_DAY_PATTERNS.entries()) {
    const found = pattern.exec(text);
    if (!found) continue;
    const count = COUNT_WORDS[found[1] ?? ''] ?? Number(found[1]);
    // "2 short" only means some days when the week has more days than that.
    if (!(count >= 1) || daysPerWeek === undefined || count >= daysPerWeek) continue;
    const minutes = Number(found[2] ?? Number.NaN);
    if (index === 1 && !(minutes >= 10 && minutes <= 60)) continue;
    return { count, ...(minutes >= 10 && minutes <= 90 ? { minutes } : {}) };
  }
  return undefined;
}

// ---- Sessions, tests, days ---------------------------------------------------------------------

const SESSION_ASK =
  /\b(?:a|1|one|single|today'?s|tonight'?s|tomorrow'?s|this (?:morning|evening|afternoon)'?s?|next)\s+(?:[a-z0-9'-]+\s+){0,4}?(?:session|workout|practice|class|circuit)\b|\b\d+\s*[- ]?(?:minutes?|mins?|min|hours?|hrs?|hr)\s+(?:[a-z'-]+\s+){0,3}?(?:session|workout|practice|class|circuit)\b|\bhalf (?:an? )?hour\b|\bsession for (?:my|our|the)\b/;
const PROGRAM_LENGTH =
  /\bprogram|\bprogramme|\bplan for \d+ (?:weeks?|months?)|\b\d+\s*-?\s*(?:weeks?|wks?|months?)\b|\b(?:days?|times|sessions?|x) (?:a|per|each) week\b|\/week\b|\bweekly\b|\bsplit\b|\broutine\b|\bmeal plan\b/;
const TEAM =
  /\b(?:my|our|the)\s+(?:[a-z0-9-]+\s+)?(?:team|squad|juniors?|kids|players|group|class|athletes|boys|girls|u\d{1,2}s?|under[- ]?\d{1,2}s?|\d{1,2}u)\b|\bteam\b|\bsquad\b/;

const WARM_UP = /\bwarm[- ]?ups?\b|\bwarming up\b|\bpre-?(?:game|match|practice|round|race) routine\b/;
const COOL_DOWN = /\bcool[- ]?downs?\b|\bcooling down\b|\bpost-?(?:game|match|practice) (?:routine|recovery)\b/;

/** What to do in one day's training: "what should I do at the gym today", "leg day workout". */
const TODAY_ASK =
  /\b(?:what|which|how)\b.{0,40}\b(?:do|train|lift|work on|hit)\b.{0,25}\b(?:today|tonight|this (?:morning|evening|afternoon)|right now)\b|\b(?:workout|session|lift|training)\s+(?:for\s+)?(?:today|tonight|this (?:morning|evening|afternoon))\b|\b(?:leg|arm|upper[- ]body|lower[- ]body|push|pull|core|chest|back) day\b(?! \d)/;
/** A multi-week ask: a warm-up inside one is part of the program. */
const PROGRAM_ONLY =
  /\bprogram|\bprogramme|\b\d+\s*-?\s*(?:weeks?|wks?|months?)\b|\b(?:days?|times|sessions?|x) (?:a|per|each) week\b|\bsplit\b/;

const WITHIN_SESSION = /\b(?:with|including|includes?|incl\.?|plus|and)\s+(?:a\s+|the\s+)?(?:warm|cool)/;

/** Someone else's level ("the pro at my club", "my coach played college"): not the athlete's own. */
const SOMEONE_ELSES_LEVEL =
  /\b(?:the|our|my|a) (?:club |teaching |head |golf |tennis |assistant )?pro\b(?: (?:at|from) (?:my|our|the) [a-z]+)?|\b(?:my|our|the) (?:coach|trainer|instructor|dad|father|mum|mom|mother|brother|sister|friend)\b[^.,;!?]{0,30}?\b(?:pros?|professional(?:ly)?|college|varsity|semi-?pro)\b/g;

/** A day word: the one session is for a given day, not a week of them. */
const ONE_DAY = String.raw`(?:today|tonight|tomorrow(?: (?:morning|evening|night|afternoon))?|right now|this (?:morning|evening|afternoon)|(?:mon|tues|wednes|thurs|fri|satur|sun)day(?: (?:morning|evening|night|afternoon))?)`;
const SESSION_WORD = String.raw`(?:session|workout|work ?out|lift|lifting|routine|training|gym|practice|circuit|leg day)`;
/** A session tied to one day: "tomorrow's workout", "a lift for tonight", "routine for today". */
const DAY_SESSION = new RegExp(
  String.raw`\b${ONE_DAY}'?s? (?:\w+ ){0,2}?${SESSION_WORD}\b|\b${SESSION_WORD}\b(?: \w+){0,3}? (?:for|on|this|to do|i can do)?\s*${ONE_DAY}\b|\b(?:one|a single|just one|only one|1) (?:\w+ ){0,2}?(?:session|workout)\b`,
);
const WEEKDAY_NAMES = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/g;
const PLURAL_DAYS = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days\b|\b(?:every|each) \w+day\b/;
/** Time on hand and what to do with it: "I have 45 minutes at the gym, what should I do". */
const TIME_ON_HAND =
  /\b(?:have|got|i've got|only have|with)\s+(?:about\s+|like\s+|around\s+|only\s+)?(?:\d{1,3}\s*(?:minutes?|mins?|min)\b|an? hour\b|half an hour\b)/;
const WHAT_TO_DO = /\bwhat (?:should|can|do|could) i (?:do|lift|train|hit|work on)\b|\bgive me something\b/;
/** "not a whole program", "don't need a plan": the program words are what is not wanted. */
const NOT_A_PROGRAM =
  /\b(?:not|no|don'?t (?:need|want)|instead of) (?:a |the )?(?:whole |full |entire |long )?(?:program(?:me)?|plan|split|routine)\b/g;
/** A program asked in so many words: these keep a multi-week answer even beside a day word. */
const PROGRAM_ASKED =
  /\bprogram|\bprogramme|\bplan for \d+ (?:weeks?|months?)|\b\d+\s*-?\s*(?:weeks?|wks?|months?)\b|\bsplit\b|\bmeal plan\b|\bweekly\b/;

const LOWER_BODY =
  /\b(?:legs?|lower[- ]body|squat)\s+(?:day|workout|session|lift|training)\b|\blower[- ]body\b|\b(?:for|train|training|hit|work|working) (?:my |on )?legs\b/;
const UPPER_BODY =
  /\b(?:arms?|chest|upper[- ]body|push|pull|shoulders?|bench)\s+(?:day|workout|session|lift|training)\b|\bupper[- ]body\b|\b(?:workout|session|lift)\s+for (?:my )?(?:arms|chest|upper body)\b/;

function regionOf(text: string): { region?: 'lower' | 'upper' } {
  const lower = LOWER_BODY.test(text);
  const upper = UPPER_BODY.test(text);
  if (lower === upper) return {};
  return { region: lower ? 'lower' : 'upper' };
}

function parseSession(message: string): SessionAsk | undefined {
  const text = message.replace(NOT_A_PROGRAM, ' ');
  // A day word with a session ("what should I do today") is one session even beside how often the
  // athlete trains ("I lift 4 days a week"); only a program asked in words outweighs it.
  // A weekday names one session only when it is the one day named, not "on mondays" or a list.
  const weekdays = parseNamedDays(text.replace(GAME_DAYS, ' '))?.length ?? 0;
  const weekdaySession = DAY_SESSION.test(
    text.replace(WEEKDAY_NAMES, weekdays === 1 && !PLURAL_DAYS.test(text) ? '$&' : ' '),
  );
  const oneDay = (TODAY_ASK.test(text) || weekdaySession) && !PROGRAM_ASKED.test(text);
  const single = SESSION_ASK.test(text) || TODAY_ASK.test(text) || (TIME_ON_HAND.test(text) && WHAT_TO_DO.test(text));
  // A warm-up asked for is the whole ask ("a warm-up before practice"), unless it is part of a
  // program or of a session ("a 60-minute session with a warm-up").
  const kind =
    PROGRAM_ONLY.test(text) || WITHIN_SESSION.test(text)
      ? undefined
      : WARM_UP.test(text)
        ? 'warm-up'
        : COOL_DOWN.test(text)
          ? 'cool-down'
          : undefined;
  if (kind === undefined && !oneDay && (!single || PROGRAM_LENGTH.test(text))) return undefined;
  const plan = parsePlanRequest(text.replace(SOMEONE_ELSES_LEVEL, ' '));
  // A short routine's minutes are read here: the plan reader ignores times too short for a practice.
  const routineMinutes = kind
    ? Number(/\b(\d{1,2})\s*-?\s*(?:minutes?|mins?)\b/.exec(text)?.[1] ?? Number.NaN)
    : Number.NaN;
  return {
    kind,
    minutes: Number.isNaN(routineMinutes) ? plan.minutes : routineMinutes,
    players: plan.players,
    level: plan.level,
    age: plan.age,
    team: plan.players !== undefined ? plan.players > 1 : TEAM.test(text),
    ...(plan.lacks ? { lacks: plan.lacks } : {}),
    ...regionOf(text),
    // A body-part day ("leg day") is strength work whatever else the message says.
    emphasis: /\b(?:leg|arm|upper[- ]body|lower[- ]body|push|pull|chest|back) day\b/.test(text)
      ? 'strength'
      : fitnessEmphasisIn(text),
  };
}

const TESTS: [RegExp, FitnessTest['name']][] = [
  [/\bbeep test\b|\bbleep test\b|\bpacer test\b|\bmulti-?stage\b/, 'beep test'],
  [/\byo-?yo\b/, 'yo-yo test'],
  [/\bcooper\b|\b12[- ]minute run\b/, 'cooper test'],
  [/\bmile (?:run|time|test)\b|\brun (?:a|the) mile\b/, 'mile run'],
  [/\b40[- ]?(?:yard|yd)? ?(?:dash|time|sprint)\b/, '40-yard dash'],
  [/\b2 ?k(?:m)? (?:run|time|test)\b/, '2 km run'],
  [
    /\b(?:referee|ref|refs|fifa|officials?'?) (?:fitness |interval |running )?test\b|\binterval test\b.{0,30}\breferee|\b75 ?m run,? 25 ?m walk\b/,
    'referee interval test',
  ],
  [/\b300[- ]?(?:yards?|yds?|y)?[- ]?shuttles?\b|\b300s\b/, '300-yard shuttle'],
];

/** A test scored in levels: the level now and the level wanted, from the words before each. */
function levelScores(text: string): Pick<FitnessTest, 'current' | 'target'> | undefined {
  const levels = [
    ...text.matchAll(
      /\b(?:level|lvl)\s*(\d{1,2}(?:[.,]\d{1,2})?)|\b(\d{1,2}(?:[.,]\d{1,2})?)(?=\s*(?:on|in) the (?:beep|bleep|yo-?yo|pacer))|\b(?:need|needs|want|wants|wanna|get to|reach|hit|goal is|target is|aiming for|up to)\s+(?:a\s+|an\s+)?(\d{1,2}(?:[.,]\d{1,2})?)\b(?![.,]?\d|\s*(?:weeks?|wks?|days?|years?|yrs?|yo|min|mins|minutes|%|kg|lbs?|pounds?|mph|s\b|sec))/g,
    ),
  ];
  if (levels.length === 0) return undefined;
  const numbers = levels.map((match) => ({
    value: Number((match[1] ?? match[2] ?? match[3] ?? '').replace(',', '.')),
    index: match.index + match[0].length - (match[1] ?? match[2] ?? match[3] ?? '').length,
  }));
  const { current, target } = nowAndWanted(text, numbers, false);
  const said = (value: number | undefined) => (value === undefined ? undefined : `level ${value}`);
  // A lone level is the one to reach unless the words say it is held now.
  return target === undefined &&
    numbers.length === 1 &&
    current !== undefined &&
    !NOW_CUE.test(text.slice(0, numbers[0]?.index))
    ? { target: said(current) }
    : { current: said(current), target: said(target) };
}

/** A shuttle scored in seconds: "under 60", "from 68 down to 62". */
function shuttleScores(text: string): Pick<FitnessTest, 'current' | 'target'> {
  const numbers = [
    ...text.matchAll(
      /\b(\d{2}(?:\.\d)?)\b(?!\s*(?:-|\s)?(?:yards?|yds?|y\b|m\b|%|lbs?|kg|weeks?|days?|years?|yo|reps?|shuttles?))/g,
    ),
  ]
    .map((match) => ({ value: Number(match[1]), index: match.index }))
    .filter(({ value }) => value >= 40 && value <= 99);
  if (numbers.length === 0) return {};
  const { current, target } = nowAndWanted(text, numbers, true);
  const lone = numbers.length === 1 && !NOW_CUE.test(text.slice(0, numbers[0]?.index));
  const said = (value: number | undefined) => (value === undefined ? undefined : `${value} s`);
  return lone ? { target: said(current ?? target) } : { current: said(current), target: said(target) };
}

/** A twelve-minute run scored in distance: "2400 m", "2.8 km", "1.6 miles"; never the 12 minutes themselves. */
function cooperScores(text: string): Pick<FitnessTest, 'current' | 'target'> {
  const numbers = [
    ...text.matchAll(
      /\b(\d{1,2}(?:\.\d{1,2})?|\d{4})\s*(m|meters?|metres?|km|kms|kilometers?|kilometres?|mi|miles?)?\b/g,
    ),
  ]
    .map((match) => {
      const value = Number(match[1]);
      const unit = match[2] ?? (value >= 1000 ? 'm' : '');
      const metres =
        unit.startsWith('m') && unit !== 'mi' && !unit.startsWith('mile')
          ? value
          : unit.startsWith('k')
            ? value * 1000
            : unit === 'mi' || unit.startsWith('mile')
              ? value * 1609.344
              : Number.NaN;
      return { value: Math.round(metres), index: match.index };
    })
    .filter(({ value }) => value >= 1000 && value <= 4500);
  if (numbers.length === 0) return {};
  const { current, target } = nowAndWanted(text, numbers, false);
  const lone = numbers.length === 1 && !NOW_CUE.test(text.slice(0, numbers[0]?.index));
  const said = (value: number | undefined) => (value === undefined ? undefined : `${value} m`);
  return lone ? { target: said(current ?? target) } : { current: said(current), target: said(target) };
}

function parseFitnessTest(text: string): FitnessTest | undefined {
  const name = TESTS.find(([pattern]) => pattern.test(text))?.[1];
  if (name === undefined) return undefined;
  if (name === '300-yard shuttle') return { name, ...shuttleScores(text) };
  if (name === 'cooper test') return { name, ...cooperScores(text) };
  if (name === 'beep test' || name === 'yo-yo test') {
    const scores = levelScores(text);
    if (scores) return { name, ...scores };
  }
  const target =
    /\blevel\s*(\d{1,2}(?:[.,]\d{1,2})?)/.exec(text)?.[0] ??
    /\b(\d{1,2}:\d{2})\b/.exec(text)?.[1] ??
    /\b(\d\.\d{1,2})\b/.exec(text)?.[1];
  return { name, target };
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
/** Full day names, and the weekday abbreviations no other word shares ("sat" and "sun" do). */
const SHORT_DAYS: Record<(typeof WEEKDAYS)[number], string> = {
  monday: '|mon',
  tuesday: '|tues?',
  wednesday: '|weds?',
  thursday: '|thu(?:rs?)?',
  friday: '|fri',
  saturday: '',
  sunday: '',
};
const WEEKDAY_WORDS = WEEKDAYS.map((day) => new RegExp(String.raw`\b(?:${day}s?${SHORT_DAYS[day]})\b`));

/** Days named for games or a league ("Sunday league", "games on Saturdays") are not training days. */
const GAME_DAYS =
  /\b\w+days?\s+(?:league|games?|matches?|fixtures?|morning league)\b|\b(?:games?|matches?|fixtures?|play|playing|race|tournament) (?:are |is )?(?:on |every )(?:\w+days?)(?:\s*(?:,|and|&)\s*\w+days?)*/g;

/** A weekday on which something happened ("tweaked it on Monday", "last Saturday") is not a training day. */
const PAST_DAYS =
  /\b(?:hurt|tweaked|pulled|strained|injured|tore|rolled|sprained|twisted|happened|did it|played|raced|ran|tested|maxed)\b[^.,;]{0,30}?\b(?:on |last |this past )\w+days?\b|\b(?:last|this past) \w+day\b/g;

const DAY_STEM = String.raw`(mon|tue|wed|thu|fri|sat|sun)[a-z]*`;
/** "Monday through Thursday", "mon-thu": every day of the range, named. */
const DAY_RANGE = new RegExp(String.raw`\b${DAY_STEM}\s*(?:-|–|to|through|thru|till|until)\s*${DAY_STEM}\b`, 'g');

function expandDayRanges(text: string): string {
  return text.replace(DAY_RANGE, (said, from: string, to: string) => {
    const start = WEEKDAYS.findIndex((day) => day.startsWith(from));
    const end = WEEKDAYS.findIndex((day) => day.startsWith(to));
    if (start < 0 || end <= start) return said;
    return WEEKDAYS.slice(start, end + 1).join(' ');
  });
}

/** Letter codes of a schedule: "mwf", "t/th", "tu-th-sat"; "t" is Thursday after Tuesday or Wednesday. */
const DAY_CODES: [string[], number][] = [
  [['m', 'mo', 'mon'], 0],
  [['tu', 'tue', 'tues'], 1],
  [['w', 'we', 'wed'], 2],
  [['th', 'thu', 'thur', 'thurs', 'r'], 3],
  [['t'], 1],
  [['f', 'fr', 'fri'], 4],
  [['sa', 'sat'], 5],
  [['su', 'sun'], 6],
];
/** Joined codes use only these letters, so "mow", "fro" or "turf" stay words ("r" for Thursday only between slashes). */
const JOINED_CODES = new Set(['m', 't', 'tu', 'w', 'th', 'f', 'sa', 'su']);
const CODED_DAYS = /(?<![\w/'-])[a-z]{1,8}(?:[/-][a-z]{1,5})*(?![\w/'-])/g;

/** The weekdays a code spells in order, or nothing when the word is not one ("mt", "the", "sat" alone). */
function codedDays(word: string): number[] | undefined {
  const separated = /[/-]/.test(word);
  const parts = separated ? word.split(/[/-]/) : [word];
  const days: number[] = [];
  for (const part of parts) {
    let rest = part;
    while (rest.length > 0) {
      const last = days.at(-1) ?? -1;
      // A separated code may spell the day out ("tue/thu").
      const code = DAY_CODES.flatMap(([codes, day]) =>
        codes
          .filter((found) => (separated ? found === rest : JOINED_CODES.has(found) && rest.startsWith(found)))
          .map((found) => ({ found, day: day === 1 && found === 't' && last >= 1 ? 3 : day })),
      ).find((read) => read.day > last);
      if (!code) return undefined;
      days.push(code.day);
      rest = rest.slice(code.found.length);
    }
  }
  // Two bare letters ("m/f", "t/f") or a short joined word ("tsa") are more often something else.
  const plain = separated
    ? parts.length >= 3 || parts.some((part) => part.length >= 2)
    : days.length >= 3 || word.includes('th');
  return days.length >= 2 && plain ? days : undefined;
}

function spelledDays(text: string): string {
  return text.replace(
    CODED_DAYS,
    (word) =>
      codedDays(word)
        ?.map((day) => WEEKDAYS[day])
        .join(' ') ?? word,
  );
}

function parseNamedDays(said: string): string[] | undefined {
  const text = spelledDays(expandDayRanges(said)).replace(/\bsat\s*(?:and|&|\+|,)\s*sun\b/g, 'saturday sunday');
  const named: string[] = WEEKDAYS.filter((_, index) => WEEKDAY_WORDS[index]?.test(text));
  // "sat" and "sun" are days only in a list of days ("tues thurs sat").
  if (named.length > 0) {
    if (/\bsat\b/.test(text)) named.push('saturday');
    if (/\bsun\b/.test(text)) named.push('sunday');
  }
  if (/\bweekends?\b/.test(text)) named.push('saturday', 'sunday');
  const ordered = WEEKDAYS.filter((day) => named.includes(day));
  return ordered.length > 0 ? ordered.map((day) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`) : undefined;
}

const DAY_WORD = String.raw`(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:days?)?|weekends?)`;
/** Days ruled out: "every day except Sunday", "not on Fridays", "can't do weekends". */
const OFF_DAYS = new RegExp(
  String.raw`\b(?:except(?: for)?|but not|apart from|other than|besides|excluding|not on|never on|no|can'?t (?:do |train |lift |go |make it )?(?:on )?|cannot (?:do |train |lift |go )?(?:on )?)\s*(?:the\s+)?(${DAY_WORD}(?:\s*(?:,|and|or|&|\/)\s*${DAY_WORD})*)\b`,
  'g',
);

/** The days named as training days once the ruled-out ones are set apart, and those ruled out. */
function parseDaysAround(said: string, counted: boolean): { namedDays?: string[]; offDays?: string[] } {
  const ruledOut = [...said.matchAll(OFF_DAYS)].map((match) => match[1] ?? '');
  const named = parseNamedDays(said.replace(OFF_DAYS, ' '));
  const off = ruledOut.length > 0 ? parseNamedDays(ruledOut.join(' ')) : undefined;
  if (off === undefined || named !== undefined) return { namedDays: named?.filter((day) => !off?.includes(day)) };
  // "Every day except Sunday" with no count trains on the days left; otherwise they only bound the choice.
  const weekdays = /\bweekdays?\b/.test(said);
  const week = weekdays ? WEEKDAYS.slice(0, 5) : WEEKDAYS;
  const left = week.map((day) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`).filter((day) => !off.includes(day));
  const everyDay = weekdays || /\bevery ?day\b|\bdaily\b|\ball week\b|\b7 days\b/.test(said);
  return everyDay && !counted && left.length > 0 ? { namedDays: left } : { offDays: off };
}

function parseTrainingTime(text: string): string | undefined {
  const clock = /\b(?:at|around|from|after|before|by)\s+(\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.))/.exec(text)?.[0];
  if (clock) return clock;
  return /\b(?:early )?mornings?\b|\bbefore (?:work|school)\b|\bafter (?:work|school)\b|\blunch ?(?:time|break)\b|\bevenings?\b|\bnights?\b/.exec(
    text,
  )?.[0];
}

const SEASON: [RegExp, NonNullable<TrainingRequest['season']>][] = [
  [/\bin[- ]season\b|\bduring (?:the |my |our )?season\b|\bmid-?season\b|\bbetween games\b/, 'in-season'],
  [
    /\bpre-?season\b|\bbefore (?:the |my |our )?season\b|\bseason (?:starts|begins|opens)\b|\b(?:weeks?|months?) (?:out|away) from (?:the |my |our )?season\b|\btryouts?\b|\bcamp\b/,
    'pre-season',
  ],
  [/\boff-?season\b|\bsummer (?:training|program)\b/, 'off-season'],
];
const RETURNING =
  /\b(?:return(?:ing)?|coming back|come back|get(?:ting)? back)\b.{0,25}\b(?:injur\w*|surgery|tear|strain|pull|sprain|acl|layoff|time off)\b|\breturn to (?:play|sport|running|the field|the court)\b|\brecovering from\b|\bback to (?:100|full|normal)\b|\bcleared\b|\brehab(?:bing)?\b|\bpost-?op\b|\bafter (?:my |the )?(?:surgery|injury)\b|\b(?:get(?:ting)?|come|coming|going) back (?:to|on|into) (?:playing|play|competing|racing|running|sprinting|throwing|pitching|serving|games|matches|races|sport|the (?:field|court|pitch|ice|mat|team|lineup))\b|\b(?:reconstruction|surgery|operation|repair|scope)\b.{0,25}\b\d+ (?:months?|weeks?) ago\b|\b\d+ (?:months?|weeks?) (?:post-?op|post[- ]surgery|out (?:from|of) surgery)\b/;

const INCH = String.raw`(\d{1,2}(?:\.\d)?)\s*(?:-?\s*)(inch(?:es)?|in\b|"|cm|centimet(?:er|re)s?)`;
const VERTICAL_GAIN = [
  new RegExp(
    String.raw`\b(?:vertical|vert|jump)\b.{0,30}?\b(?:by|add(?:ing)?|gain(?:ing)?|up|another|\+)\s*(?:about\s+)?${INCH}`,
  ),
  new RegExp(
    String.raw`\b(?:add|gain|put|get)\s+(?:on\s+)?(?:an extra\s+|another\s+)?${INCH}.{0,20}\b(?:vertical|vert|jump)\b`,
  ),
];
const VELOCITY =
  /\b(?:throw(?:ing)?|hit(?:ting)?|touch(?:ing)?|reach|velo(?:city)?|fastball|sit(?:ting)?|serves?|serving|tops? out)\b.{0,20}?\b(\d{2,3})\s*(mph|km\/h|kph)\b/;

// A serve's speed is its own goal: trained like a throw, said as a serve.
const SERVE_WORDS = /\bserv(?:e|es|ing)\b/;

const VELOCITY_GAIN = /\b(?:add(?:ing)?|gain(?:ing)?|pick up|put on|up|another|\+)\s*(\d{1,2})\s*(mph|km\/h|kph)\b/;

/** Words that hold a vertical as it is now, between it and the wanted one: "24 inches right now, goal 30". */
const HELD_NOW = String.raw`(?:\s*(?:now|right now|currently|at the moment|atm|today|these days))?`;
/** The words that bring in a wanted vertical: "to", "want", "my goal is", "trying to get to". */
const WANTED_VERTICAL = String.raw`(?:to|and want|wants?|want it at|(?:my |the )?(?:goal|target)(?: is| of)?|hoping for|aiming for|trying to (?:get to|hit|reach)|->|→)`;
/** A vertical now and wanted: "vert from 24 to 30 inches", "jump is 60 cm, want 70 cm". */
const VERTICAL_FROM_TO = new RegExp(
  String.raw`\b(?:vertical|vert|jump)\b.{0,20}?\b(?:(?:from|is|at|of)\s+)?(\d{1,3}(?:\.\d)?)\s*(?:inch(?:es)?|in\b|"|cm|centimet(?:er|re)s?)?${HELD_NOW}\s*(?:,\s*)?(?:and\s+)?${WANTED_VERTICAL}\s+${INCH}`,
);
/** A vertical with its unit now and a wanted one said bare after it: "vertical is 24 inches, want 30". */
const VERTICAL_NOW_THEN_BARE = new RegExp(
  String.raw`\b(?:vertical|vert|jump)\b.{0,20}?\b(?:(?:from|is|at|of)\s+)?${INCH}${HELD_NOW}\s*(?:,\s*)?(?:and\s+)?(?:i\s+|he\s+|she\s+)?${WANTED_VERTICAL}\s+(?:to\s+(?:hit|reach|get to|be at)\s+)?(\d{1,3}(?:\.\d)?)(?![\d.])(?!\s*(?:%|kg|lbs?|pounds?|weeks?|days?|years?|yrs?|mph))`,
);

function parsePerformanceTarget(text: string): (PerformanceTarget & { said: string[] }) | undefined {
  const thenBare = VERTICAL_NOW_THEN_BARE.exec(text);
  const [held, sought] = [Number.parseFloat(thenBare?.[1] ?? ''), Number.parseFloat(thenBare?.[3] ?? '')];
  if (thenBare && sought > held && sought < held * 2) {
    const unit = thenBare[2]?.startsWith('c') ? 'cm' : 'in';
    return { kind: 'vertical', amount: Math.round((sought - held) * 10) / 10, unit, gain: true, said: [thenBare[0]] };
  }
  const fromTo = VERTICAL_FROM_TO.exec(text);
  const [now, wanted] = [Number.parseFloat(fromTo?.[1] ?? ''), Number.parseFloat(fromTo?.[2] ?? '')];
  if (fromTo && wanted > now) {
    const unit = fromTo[3]?.startsWith('c') ? 'cm' : 'in';
    return { kind: 'vertical', amount: Math.round((wanted - now) * 10) / 10, unit, gain: true, said: [fromTo[0]] };
  }
  for (const pattern of VERTICAL_GAIN) {
    const match = pattern.exec(text);
    if (match) {
      const unit = match[2]?.startsWith('c') ? 'cm' : 'in';
      return { kind: 'vertical', amount: Number.parseFloat(match[1] ?? ''), unit, gain: true, said: [match[0]] };
    }
  }
  const added = VELOCITY_GAIN.exec(text);
  if (added && (THROW_WORDS.test(text) || SWING_WORDS.test(text))) {
    const of = SWING_WORDS.test(text) ? 'swing' : 'throw';
    const unit = added[2] === 'mph' ? 'mph' : 'km/h';
    return { kind: 'velocity', amount: Number(added[1]), unit, gain: true, of, said: [added[0]] };
  }
  const velocity = VELOCITY.exec(text);
  if (velocity) {
    const unit = velocity[2] === 'mph' ? 'mph' : 'km/h';
    const gain = /\b(?:add|gain|up|by|another|\+)\s*\d/.test(
      text.slice(Math.max(0, velocity.index - 10), velocity.index + velocity[0].length),
    );
    const pair = gain ? undefined : parseBareVelocity(text);
    const of = SWING_WORDS.test(text) ? 'swing' : SERVE_WORDS.test(velocity[0]) ? 'serve' : 'throw';
    if (pair?.current !== undefined) return { ...pair, unit, said: [velocity[0]] };
    return { kind: 'velocity', amount: Number(velocity[1]), unit, gain, of, said: [velocity[0]] };
  }
  const bare = parseBareVelocity(text);
  return bare && { ...bare, said: [] };
}

// ---- Marks: sprint and run times, and velocities now and wanted --------------------------------

const SPRINTS: [string, string, number][] = [
  ['10', '10-yard sprint', 9.1],
  ['20', '20-yard sprint', 18.3],
  ['40', '40-yard dash', 36.6],
  ['60', '60-yard dash', 54.9],
  ['100', '100 m', 100],
];
const SPRINT_DISTANCE = String.raw`(10|20|40|60|100)(?:\s*-?\s*(?:yards?|yds?|yd|y|m|meters?|metres?))?(?:\s*(?:dash|sprint|time|run))?`;
const SPRINT_TIME = String.raw`(\d{1,2}\.\d{1,2})\s*(?:s|sec|secs|seconds)?`;
const SPRINT_MARK = [
  new RegExp(String.raw`\b${SPRINT_TIME}\s+(?:in the\s+|on the\s+)?${SPRINT_DISTANCE}(?![\d.:])`, 'g'),
  new RegExp(
    // "my 40 is a 4.9", "get my 40 down under 4.8", "40 time to sub-4.6": a few linking words may stand between.
    String.raw`\b${SPRINT_DISTANCE}(?:\s*(?:(?:is|was|of|in|at|from|down|under|below|to|into|around|about|sub|the|a)\b|[:=-]))*\s*${SPRINT_TIME}(?![\d:])`,
    'g',
  ),
];
const RUNS: [RegExp, string, number][] = [
  [/^(?:1\.5|one and a half)[- ]?miles?$/, '1.5-mile run', 2414],
  [/^(?:2|two)[- ]?miles?$/, '2-mile run', 3219],
  [/^(?:a |the |1 |one )?mile$/, 'mile', 1609],
  [/^1600\s*m?$/, '1600 m', 1600],
  [/^(?:1500\s*m?)$/, '1500 m', 1500],
  [/^(?:800\s*m?)$/, '800 m', 800],
  [/^(?:400\s*m?)$/, '400 m', 400],
  [/^(?:200\s*m?)$/, '200 m', 200],
  [/^(?:2\s*k|2\s*km|2000\s*m)$/, '2 km', 2000],
  [/^(?:3\s*k|3\s*km|3000\s*m)$/, '3 km', 3000],
  [/^(?:5\s*k|5\s*km|5000\s*m)$/, '5 km', 5000],
  [/^(?:10\s*k|10\s*km)$/, '10 km', 10000],
];
const RUN_DISTANCE = String.raw`((?:1\.5|one and a half|2|two)[- ]?miles?|(?:a |the |1 |one )?mile|1600\s*m|(?:1500|800|400|200)(?:\s*m\b|\s*meters?\b|\s*metres?\b)?|(?:2|3|5|10)\s*km?\b|2000\s*m|3000\s*m|5000\s*m)`;
/** "2:31", "2:31.4", "17 minutes", "58 seconds", "52.8": a time, never a count or a distance. */
const RUN_TIME = String.raw`(\d{1,2}:\d{2}(?:\.\d{1,2})?|\d{1,3}\s*(?:min|mins|minutes)\b|\d{2}(?:\.\d{1,2})?\s*(?:s|sec|secs|seconds)\b|\d{2}\.\d{1,2}(?![\d:]))`;
const RUN_MARK = [
  new RegExp(String.raw`\b${RUN_TIME}\s+${RUN_DISTANCE}`, 'g'),
  new RegExp(
    String.raw`\b${RUN_DISTANCE}\s*(?:run|time|test)?\s*(?:in|at|of|is|:|=|under|around|about|in about|in under|under)?\s*(?:a\s+)?(?:sub[- ]?)?${RUN_TIME}`,
    'g',
  ),
  // "sub-20 5k", "break 6 in the mile": a whole number after "sub" is the race's minutes.
  new RegExp(
    String.raw`\b(?:sub|under|break|below)[- ]?(\d{1,2})(?:\s*(?:min|mins|minutes))?\s+(?:(?:in|on|for)\s+)?(?:(?:the|a|my)\s+)?${RUN_DISTANCE}`,
    'g',
  ),
  // The distance and, later in the sentence, the time: "5k goal, currently 22:10".
  new RegExp(String.raw`\b${RUN_DISTANCE}[^.;!?]{0,40}?${RUN_TIME}`, 'g'),
];
/** Minutes said bare after "sub" or "break", for a race of a mile or more: "sub-20", "break 6". */
const BARE_RACE_MINUTES = /(?<=\b(?:sub|under|break|below)[- ]?)(\d{1,2})(?![\d.:])(?!\s*(?:s|sec|secs|seconds)\b)/g;
/** Before a wanted number: "want a 4.6", "get it to 80", "goal of 7:00", "break 25 minutes". */
const WANT_CUE =
  /\b(?:want(?:s|ed)?|wanna|goal|target|aim(?:ing)?|to run|need(?:s|ed)?|get (?:it |that )?(?:down |up )?to|down to|up to|under|sub|break|reach|hit|touch|trying|try|hoping|by|to)\b[^.,;]{0,14}$/;
/** Before a number held now: "currently 8:10", "throwing 72", "I run a 4.9". */
const NOW_CUE =
  /\b(?:currently|current|now|right now|i run|i'?m (?:at|running|throwing|sitting)|sitting|at|best|pr|pb|run (?:it|a|the)|throwing|throw|sits?|clocked|swing)\b[^.,;]{0,14}$/;

function secondsOf(said: string): number {
  if (said.includes(':')) {
    const [minutes, seconds] = said.split(':');
    return Number(minutes) * 60 + Number(seconds);
  }
  const minutes = /^(\d{1,3})\s*(?:min|mins|minutes)/.exec(said);
  return minutes ? Number(minutes[1]) * 60 : Number.parseFloat(said);
}

/** Each number's role from the words before it; an uncued second number is the other role. */
function nowAndWanted(text: string, numbers: { value: number; index: number }[], lowerIsBetter: boolean) {
  let current: number | undefined;
  let target: number | undefined;
  const uncued: number[] = [];
  let previousEnd = 0;
  for (const { value, index } of numbers) {
    // Only the words since the previous number speak for this one.
    const before = text.slice(Math.max(previousEnd, index - 30), index);
    previousEnd = index + String(value).length;
    const wantAt = WANT_CUE.exec(before)?.index ?? -1;
    const nowAt = NOW_CUE.exec(before)?.index ?? -1;
    // "want to throw 85": the wish governs the verb after it unless a word of the present follows.
    const nowAfterWant = nowAt > wantAt && (wantAt < 0 || !/^\W*(?:throw|swing)/.test(before.slice(nowAt)));
    if (wantAt >= 0 && !nowAfterWant && target === undefined) target = value;
    else if (nowAt >= 0 && current === undefined) current = value;
    else uncued.push(value);
  }
  for (const value of uncued) {
    if (current === undefined && value !== target) current = value;
    else if (target === undefined && value !== current) target = value;
  }
  // The wanted mark is the better one: a swapped pair is put right, not read as a goal to get worse.
  if (current !== undefined && target !== undefined && lowerIsBetter === target > current)
    [current, target] = [target, current];
  return { current, target };
}

function parseMark(text: string): PerformanceMark | undefined {
  for (const pattern of SPRINT_MARK) {
    const first = [...text.matchAll(pattern)][0];
    if (!first) continue;
    const timeFirst = pattern === SPRINT_MARK[0];
    const distance = (timeFirst ? first[2] : first[1]) ?? '';
    const sprint = SPRINTS.find(([said]) => said === distance);
    if (!sprint) continue;
    const [lowest, highest] = distance === '100' ? [9, 20] : [1, 12];
    // A whole number is a time only after "sub", "under" or "break": elsewhere it is a count or a distance.
    const numbers = [...text.matchAll(/\b(\d{1,2}\.\d{1,2}|(?<=(?:sub|under|below|break)[- ]?)\d{1,2})\b(?![.:]\d)/g)]
      .map((match) => ({ value: Number(match[1]), index: match.index }))
      .filter(({ value }) => value >= lowest && value <= highest);
    if (numbers.length === 0) continue;
    return { kind: 'sprint', named: sprint[1], metres: sprint[2], ...nowAndWanted(text, numbers, true) };
  }
  for (const pattern of RUN_MARK) {
    const first = [...text.matchAll(pattern)][0];
    if (!first) continue;
    const distance =
      first
        .slice(1)
        .map((group) => group?.trim() ?? '')
        .find((group) => RUNS.some(([said]) => said.test(group))) ?? '';
    const run = RUNS.find(([said]) => said.test(distance));
    if (!run) continue;
    const timed = [...text.matchAll(new RegExp(RUN_TIME, 'g'))]
      // A bare decimal bound to another noun ("72.5 kg") is no time; "7:00 mile" is.
      .filter(
        (match) =>
          !/^\d{2}\.\d{1,2}$/.test(match[0]) || !COUNTED_NOUN_AFTER.test(text.slice(match.index + match[0].length)),
      )
      .map((match) => ({ value: secondsOf(match[1] ?? ''), index: match.index }))
      .concat(
        run[2] >= 1600
          ? [...text.matchAll(BARE_RACE_MINUTES)].map((match) => ({ value: Number(match[1]) * 60, index: match.index }))
          : [],
      )
      .sort((a, b) => a.index - b.index);
    const [firstTime] = timed;
    if (firstTime === undefined) continue;
    // A short race's wanted time is often said bare after the first ("58 seconds, wants 54"): a
    // whole number in range of the first time, bound to no other noun, is a time too.
    const bare =
      run[2] <= 400
        ? [...text.matchAll(/(?<![\d.:])(\d{2})(?![\d.:])/g)]
            .map((match) => ({ value: Number(match[1]), index: match.index }))
            .filter(
              ({ value, index }) =>
                index > firstTime.index + 2 &&
                !timed.some((time) => time.index === index) &&
                value >= firstTime.value * 0.8 &&
                value <= firstTime.value * 1.2 &&
                !COUNTED_NOUN_AFTER.test(text.slice(index + 2)),
            )
        : [];
    const numbers = [...timed, ...bare].sort((a, b) => a.index - b.index);
    return { kind: 'run', named: run[1], metres: run[2], ...nowAndWanted(text, numbers, true) };
  }
  return undefined;
}

/** An event on a date that the program peaks for. */
const EVENT =
  /\b(?:race|tryouts?|try-outs?|combine|showcase|(?:club |league |county |state |national )?championships?|(?:swim|track|the|a|big|my|first|next|powerlifting|lifting|strongman|weightlifting) meet|tournament|competition|weigh-?in|marathon|half[- ]marathon|(?:5|10|21|42) ?k(?: race| run)?|trials|testing day|fitness test|physical test|pt test|camp)\b/;

// ---- Team practice ------------------------------------------------------------------------------

/** Practice with a team or club: "practice 4 days a week", "we train with the team Tuesday and Thursday". */
const PRACTICE_WORD =
  /\b(?:team|club|squad|school|varsity)\s+(?:practices?|training|trainings|sessions?)\b|\bpractices\b|(?<!\b(?:to|i|can|will|should|'ll)\s)\bpractice\b(?!\s+(?:my|his|her|the|a|some|on|it|this|that)\b)|\b(?:train|training|practi[cs]e|practi[cs]ing)\s+with\s+(?:the|my|our)\s+(?:team|club|squad)\b|\bwith\s+(?:the|my|our)\s+(?:team|club|squad)\b/;
/** Where one practice statement ends: a sentence, a comma, or "and"/"but" turning to what the athlete wants. */
const PRACTICE_CLAUSE_BREAK =
  /[,.;!?]|\b(?:but|so|plus)\b|\b(?:and|also)\s+(?=(?:i|i'?m|i'?d|can|could|want|wanna|need|only|also|looking|trying|would|how|what)\b)/;
/** Games are not practice: "play Saturday", "games on Fridays". */
const GAME_PART =
  /\b(?:and\s+)?(?:play|playing|games?|matches?|fixtures?)\s+(?:are\s+|is\s+)?(?:on\s+|every\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*(?:\s*(?:,|and|&)\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)*/g;
/** "4 practices a week", "practices 3x a week", "practice is 5 days a week". */
const PRACTICE_COUNT =
  /\b(\d|one|two|three|four|five|six)\s*(?:-|\s)?(?:team\s+|club\s+)?(?:practices|practice days|sessions|trainings)\s*(?:a|per|each|\/)\s*week\b/;

function gamesWithoutPractice(text: string): { gameDays?: string[] } {
  const gameDays = parseNamedDays([...text.matchAll(GAME_PART)].map((match) => match[0]).join(' '));
  return gameDays ? { gameDays } : {};
}

/** Team practice, and the message with its days blanked so none is read as a day of the program. */
function parseTeamPractice(text: string): { practice?: TeamPractice; text: string } {
  let blanked = text;
  let practice: TeamPractice | undefined;
  let offset = 0;
  for (const clause of text.split(new RegExp(PRACTICE_CLAUSE_BREAK.source, 'g'))) {
    const at = text.indexOf(clause, offset);
    offset = at + clause.length;
    if (!PRACTICE_WORD.test(clause) || practice !== undefined) continue;
    const withoutGames = clause.replace(GAME_PART, ' ');
    const counted = PRACTICE_COUNT.exec(withoutGames)?.[1];
    const days =
      counted !== undefined
        ? (COUNT_WORDS[counted] ?? Number(counted))
        : /\bevery ?day\b|\bdaily\b/.test(withoutGames)
          ? 5
          : parseDays(withoutGames);
    const namedDays = parseNamedDays(withoutGames);
    if (days === undefined && namedDays === undefined) continue;
    const gameDays = parseNamedDays([...text.matchAll(GAME_PART)].map((match) => match[0]).join(' '));
    practice = {
      days: days ?? namedDays?.length,
      ...(namedDays ? { namedDays } : {}),
      ...(gameDays ? { gameDays } : {}),
    };
    blanked = blanked.slice(0, at) + ' '.repeat(clause.length) + blanked.slice(at + clause.length);
  }
  return { practice, text: blanked };
}

const THROW_WORDS = /\b(?:throw\w*|velo\w*|fastball|pitch\w*|on the mound|radar|gun)\b|\btouch(?:ing)?\s+\d{2}\b/;
const SWING_WORDS = /\b(?:club ?head speed|swing speed|bat speed|exit velo\w*|ball speed)\b/;
/** Speeds said without a unit beside a throwing or swing word: "throwing 72, want 80". */
function parseBareVelocity(text: string): PerformanceTarget | undefined {
  const of = SWING_WORDS.test(text)
    ? 'swing'
    : THROW_WORDS.test(text)
      ? 'throw'
      : SERVE_WORDS.test(text)
        ? 'serve'
        : undefined;
  if (of === undefined) return undefined;
  // A serve in km/h runs well past any pitch in mph ("150 km/h, want 165").
  const fastest = /\b(?:km\/h|kph)\b/.test(text) ? 260 : 160;
  const numbers = [...text.matchAll(/\b(\d{2,3})\b(?!\s*')/g)]
    .map((match) => ({ value: Number(match[1]), index: match.index }))
    .filter(({ value, index }) => !COUNTED_NOUN_AFTER.test(text.slice(index + String(value).length)))
    .filter(({ value, index }) => {
      const before = text.slice(Math.max(0, index - 12), index);
      return (
        value >= (of === 'swing' ? 50 : 40) &&
        value <= (of === 'throw' || of === 'swing' ? 140 : fastest) &&
        !/\b(?:i'?m|i am|age|aged|u|under)\s*$/.test(before)
      );
    });
  if (numbers.length === 0) return undefined;
  const { current, target } = nowAndWanted(text, numbers, false);
  const amount = target ?? current;
  if (amount === undefined) return undefined;
  const unit = /\b(?:km\/h|kph)\b/.test(text) ? 'km/h' : 'mph';
  // Only a speed held now ("throwing 75") keeps current equal to the amount: no target was named.
  return { kind: 'velocity', amount, unit, gain: false, current, of };
}

const BEGINNER_RUNNER = new RegExp(TRAINING_TARGETS.runWalk.cues.map((cue) => `(?:${cue})`).join('|'));
const CONTACT_STRENGTH = new RegExp(TRAINING_TARGETS.contactStrength.cues.map((cue) => `(?:${cue})`).join('|'));

const WALKING_GOAL =
  /\bwalk(?:ing)?\b.{0,30}\b(?:holes|round|course|9|18)\b|\b(?:9|18|nine|eighteen) holes\b|\bplay (?:a (?:full )?round|golf) again\b/;

const FASTING =
  /\bramadan\b|\bfasting\b|\bfast(?:ing)? (?:until|till|from)\b|\bintermittent fast\w*|\b16[:/]8\b|\bone meal a day\b|\bomad\b/;

const SKILL_NUMBER = /(?<![\d.:])(\d{1,3}(?:\.\d{1,2})?)(?![\d:]|\.\d)/g;
/** A number that is something else: an age, a count of days or weeks, a weight, a date. */
const NOT_A_SKILL_MEASURE =
  /^\s*-?\s*(?:years?|yrs?|yo\b|y\/o|weeks?|wks?|days?|months?|x\b|times|reps?|sets?|lbs?|pounds?|kg|kilos?|min|mins|minutes|hours?|inch|in\b|ft\b|feet|cm|st\b|stone|th\b|st\b|nd\b|rd\b)/;
const AGE_BEFORE = /(?:\b(?:i'?m|i am|im|he'?s|she'?s|he is|she is|age|aged)\s*|^[a-z ]{2,30},\s*)$/;
/** The day of a date ("season starts nov 20"): never a measure of the skill. */
const MONTH_BEFORE = new RegExp(String.raw`\b${MONTH_NAME}\s*$`);
/** A gain on the measure now ("carry 220, want +20", "add 15"): the target is the two together. */
const GAIN_AFTER =
  /^[^.;!?]{0,25}?(?:\+\s?|\b(?:add|another|an extra|gain|up)\s+)(\d{1,3})(?![\d.])(?!\s*-?\s*(?:weeks?|wks?|days?|months?|sessions?|times|reps?|sets?|x\b|lbs?|kg|pounds?|%))/;

/**
 * The measure of a skill now and wanted: numbers in its unit, or bare ones in its plausible range
 * that are not an age or a count, their roles read from the words before each.
 */
function skillMeasures(text: string, goal: SkillGoal): Pick<SkillMention, 'current' | 'target'> {
  // A speed said in km/h runs about 1.6 times its figure in mph.
  const scale = goal.unit === 'mph' && /\b(?:km\/h|kph)\b/.test(text) ? 1.61 : 1;
  const unitAfter = new RegExp(String.raw`^\s*-?\s*(?:${goal.unitWords})(?![a-z])`);
  const found = [...text.matchAll(SKILL_NUMBER)]
    .map((match) => {
      const after = text.slice(match.index + match[0].length);
      return { value: Number(match[1]), index: match.index, withUnit: unitAfter.test(after), after };
    })
    .filter(
      ({ value, index, withUnit, after }) =>
        value >= goal.plausible.min * scale &&
        value <= goal.plausible.max * scale &&
        !MONTH_BEFORE.test(text.slice(0, index)) &&
        (withUnit || (!NOT_A_SKILL_MEASURE.test(after) && !AGE_BEFORE.test(text.slice(0, index)))),
    );
  // "from 38 to 45 yd": a number beside one in the unit shares it; so does one wanted just after it ("130 km/h, want 150").
  const numbers = found.some((number) => number.withUnit)
    ? found.filter(
        (number, at) =>
          number.withUnit ||
          found.slice(at + 1, at + 2).some((next) => next.withUnit && next.index - number.index < 12) ||
          found
            .slice(Math.max(0, at - 1), at)
            .some((previous) => previous.withUnit && WANT_CUE.test(text.slice(previous.index, number.index))),
      )
    : found;
  if (numbers.length === 0) return {};
  const gain = numbers.length === 1 ? GAIN_AFTER.exec(numbers[0]?.after ?? '') : null;
  const added = (numbers[0]?.value ?? 0) + Number(gain?.[1] ?? 0) * (goal.lowerIsBetter ? -1 : 1);
  if (gain && added >= goal.plausible.min * scale && added <= goal.plausible.max * scale)
    return { current: numbers[0]?.value, target: added };
  const { current, target } = nowAndWanted(text, numbers, goal.lowerIsBetter);
  const lone = numbers.length === 1 && !NOW_CUE.test(text.slice(0, numbers[0]?.index));
  return lone ? { target: current ?? target } : { current, target };
}

/** The skill's unit as the athlete said it, when it is one of its units other than the first. */
function unitSaid(text: string, goal: SkillGoal): Pick<SkillMention, 'unit'> {
  const said = new RegExp(String.raw`\d\s*-?\s*(${goal.unitWords})(?![a-z])`).exec(text)?.[1];
  if (said === undefined || said === goal.unit || goal.unit === '%') return {};
  return /^(?:km\/h|kph)$/.test(said) ? { unit: 'km/h' } : {};
}

function parseSkillGoals(text: string): SkillMention[] | undefined {
  const mentions = skillGoalsNamedIn(text).map((goal) => ({
    id: goal.id,
    ...skillMeasures(text, goal),
    ...unitSaid(text, goal),
  }));
  return mentions.length > 0 ? mentions : undefined;
}

function withSpaces(spaces: string[]): Pick<TrainingRequest, 'spaces'> {
  return spaces.length > 0 ? { spaces } : {};
}

function withConditions(conditions: string[]): Pick<TrainingRequest, 'conditions'> {
  return conditions.length > 0 ? { conditions } : {};
}

export function parseTrainingRequest(message: string, context: TrainingContext = {}): TrainingRequest {
  const text = inTrainingSenses(withDigits(message))
    .replace(/\s+/g, ' ')
    // Common misspellings of the words the weight and goal patterns look for.
    .replace(/\bwieght\b|\bweigth\b|\bwiegth\b|\bwieght\b/g, 'weight')
    .replace(/\bpo?unds\b|\bpouns\b/g, 'pounds')
    .replace(/\bhalf a stone\b/g, '7 lb')
    // "12st" is stone; "21st" and "31st" stay ordinals (a 21-stone athlete writes "21 stone").
    .replace(/\b(\d{1,2})st\b/g, (said, value: string) =>
      Number(value) % 10 === 1 && Number(value) !== 11 ? said : `${value} st`,
    );
  const kit = parseKitLoad(text);
  const liftGain = withoutLiftGains(kit.text);
  const lifted = parseLifts(liftGain.text);
  const weights = parseWeights(withoutMeasureTargets(lifted.text, liftGain.text));
  const age = parseAge(text);
  const timeframe = parseTimeframe(text, context.today);
  const team = parseTeamPractice(text);
  const ownDays = team.text;
  const { namedDays, offDays } = parseDaysAround(
    ownDays.replace(GAME_DAYS, ' ').replace(GAME_PART, ' ').replace(PAST_DAYS, ' '),
    parseDays(ownDays) !== undefined,
  );
  const performanceTarget = parsePerformanceTarget(text);
  const injuries = withOveruse(parseInjuries(text), text);
  // A stated adult age outranks youth words: "played high school ball" or "I coach a youth team" at 42 is history or a job.
  const youth = age === undefined ? YOUTH_WORDS.test(text) : age < 18;
  const session = parseSession(text);
  const sessionMinutes = parseSessionMinutes(text);
  // "put on 4 inches" is a jump goal, not a weight goal: the goal is read without it.
  const goalText = performanceTarget
    ? performanceTarget.said.reduce((rest, said) => rest.replace(said, ' '), text)
    : text;
  const daysPerWeek = parseDays(ownDays) ?? namedDays?.length;
  const aimText = withoutSkillPhrases(goalText);
  const mark = parseMark(text);
  const beginnerRunner = BEGINNER_RUNNER.test(text);
  // "Can't run a mile" names where a beginner is, not a mile test to pass: only a time to reach makes it one.
  const testNamed = parseFitnessTest(text);
  const fitnessTest = beginnerRunner && testNamed?.target === undefined ? undefined : testNamed;
  const skillGoals = parseSkillGoals(text);
  // A time, a test score, a speed or a skill to reach is a performance goal even in words the patterns miss.
  const performanceNamed =
    performanceTarget !== undefined || mark !== undefined || fitnessTest !== undefined || skillGoals !== undefined;
  const goal =
    parseGoal(aimText, weights) ??
    (performanceNamed || PERFORM_PATTERN.test(text) || EMPHASES.some(([, pattern]) => pattern.test(aimText))
      ? 'perform'
      : undefined);
  return {
    ...weights,
    goal,
    daysPerWeek,
    shortDays: parseShortDays(text, daysPerWeek),
    weeks: timeframe.weeks,
    byDate: timeframe.byDate,
    ...(timeframe.startsOn ? { startsOn: timeframe.startsOn } : {}),
    ...(timeframe.endsOn ? { endsOn: timeframe.endsOn } : {}),
    emphasis: liftGain.said ? 'strength' : EMPHASES.find(([, pattern]) => pattern.test(withoutSkillPhrases(text)))?.[0],
    // A growing athlete's ache can be a growth-plate injury: it is never trained through as mild.
    injuries: youth ? [...injuries.current, ...injuries.mild] : injuries.current,
    ...(injuries.healed.length > 0 ? { pastInjuries: injuries.healed } : {}),
    ...(!youth && injuries.mild.length > 0 ? { mildInjuries: injuries.mild } : {}),
    age,
    youth,
    // "bench 205" is a lift and "bodyweight 181" a weight, not the only kit.
    equipment: withPlaceKit(
      text,
      gymEquipmentIn(
        withoutMissingKit(lifted.lifts.length > 0 ? parseLifts(text).text : text).replace(
          /\bbody ?weight (?:is |of )?(?=\d)/g,
          ' ',
        ),
      ),
    ),
    heaviestLoad: kit.load,
    ...(lifted.lifts.length > 0 ? { lifts: lifted.lifts } : {}),
    ...parsePosition(text),
    crossTraining: crossTrainingAthleteIn(text),
    // A body-weight change is the goal itself; "gain 10 lb of muscle" is not something to improve.
    improvement:
      goal === 'cut' || goal === 'bulk' || goal === 'recomp' ? undefined : parseImprovement(goalText, liftGain.said),
    nutrition: parseNutrition(text),
    session,
    ...(session === undefined && sessionMinutes !== undefined ? { sessionMinutes } : {}),
    fitnessTest,
    namedDays,
    ...(offDays ? { offDays } : {}),
    trainingTime: parseTrainingTime(text),
    fasting: FASTING.test(text) || undefined,
    season: SEASON.find(([pattern]) => pattern.test(text))?.[1],
    // "Back to 100%" or "cleared" about a healed injury is not a return in progress.
    returning:
      RETURNING.test(injuries.healedStory.reduce((rest, story) => rest.replace(story, ' '), text)) || undefined,
    performanceTarget: performanceTarget && {
      kind: performanceTarget.kind,
      amount: performanceTarget.amount,
      unit: performanceTarget.unit,
      gain: performanceTarget.gain,
      ...(performanceTarget.current === undefined ? {} : { current: performanceTarget.current }),
      ...(performanceTarget.of === undefined ? {} : { of: performanceTarget.of }),
    },
    mark,
    ...(team.practice ? { teamPractice: team.practice } : gamesWithoutPractice(text)),
    event: EVENT.exec(text)?.[0].replace(/^(?:the|a|big|my|first|next) /, ''),
    skillGoals,
    population: specialPopulationIn(text, age),
    ...withConditions(medicalConditionsIn(text)),
    ...withSpaces(trainingSpacesIn(text)),
    ...(CONTACT_STRENGTH.test(text) ? { contactStrength: true } : {}),
    ...(beginnerRunner ? { beginnerRunner } : {}),
    walkingGoal: WALKING_GOAL.test(text) || undefined,
    askedActivity: askedActivity(text),
    cleared: NOT_CLEARED.test(text) ? false : CLEARED.test(text) || undefined,
    powerGoal:
      SWING_WORDS.test(text) ||
      /\bswing (?:faster|harder)\b|\bhit (?:it |the ball )?(?:further|farther|longer)\b|\bdriving distance\b|\b(?:add|gain|pick up|another|extra)\s+(?:an? )?(?:extra )?\d{1,2}\s*(?:yards?|yds?|metres?|meters?|m)\b(?! (?:dash|sprint|run|shuttle))/.test(
        text,
      )
        ? 'swing'
        : /\bthrow(?:ing)? (?:harder|faster|gas)\b|\b(?:throwing|arm|pitching) (?:velo\w*|speed)\b|\bvelo\w*\b/.test(
              text,
            )
          ? 'throw'
          : /\bvertical\b|\bvert\b|\bjump (?:higher|height)\b|\bdunk\w*|\btouch (?:the )?rim\b/.test(text)
            ? 'jump'
            : undefined,
    heatOrCramps: /\bcramp\w*|\bheat\b|\bhot (?:weather|days?|conditions|climate)\b|\bhumid\w*/.test(text) || undefined,
  };
}
