import phraseFile from '../../../../content/live-facts.json';
import { LIVE_FACT_KINDS, LiveFactPhrasesSchema } from '../knowledge/content-schema';
import { withDigits } from './number-text';
import type { Sport } from '../../../../shared/constants';

export { LIVE_FACT_KINDS };
export type LiveFactKind = (typeof LIVE_FACT_KINDS)[number];

export interface LiveFact {
  kind: LiveFactKind;
  /**
   * Whether the message asks for the fact itself ("who is winning?", "how much are tickets?"). A
   * weaker cue (a stat word next to "this season", the word "weather") yields to a coaching
   * question in the same message: "he has 20 goals this season: man mark him or play zonal?".
   */
  asked: boolean;
}

const STAT_WORDS = String.raw`(?:stats?|statistics|numbers|average|averaging|avg|era|whip|ops|ppg|points per game|rebounds|assists|goals|home runs?|homers|hrs|rbis?|yards|touchdowns|tds|sacks|handicap|strike ?rate|save percentage|completion percentage|qbr|passer rating|batting|hitting|shooting|scoring|record|form|ranking)`;
const NOW_WORDS = String.raw`(?:right now|currently|current|this season|this year|so far|lately|at the moment|these days|this week|this month)`;
const NAMED = String.raw`(?!we\b|i\b|you\b|u\b|a\b|an\b|the\b|it\b|each\b|one\b|my\b|our\b)[a-z.']+`;

const GEAR = String.raw`(?:[a-z-]+ ){0,2}(?:racks?|barbells?|bars?|dumb ?bells?|kettle ?bells?|plates|treadmills?|bikes?|rowers?|rowing machines?|benches|bench|cable machines?|home gym|equipment|gear|cleats|spikes|boots|shoes|bats?|gloves?|mitts?|rackets?|racquets?|clubs?|drivers?|putters?|helmets?|pads|balls?|protein|creatine|supplements?|membership|gym membership|personal trainer|trainer|coach|lessons?)`;

const PHRASES = LiveFactPhrasesSchema.parse(phraseFile);

/**
 * A phrase list as one alternation, longest first so "driving range" wins over "range". The words of
 * a phrase may be joined by a hyphen as typed ("cart-path only").
 */
function anyOf(phrases: readonly string[]): string {
  const escaped = [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]+'));
  return `(?:${escaped.join('|')})`;
}

// "The clay courts", "the batting cages over at the park": a place, with up to two words before it
// and where it is after it. "Passing lanes" and "driving lanes" are spaces on the field, not places.
const PLACE = String.raw`(?:[a-z'-]+ ){0,2}?(?<!passing |driving |running |throwing |shooting |rushing |cutting |swim )${anyOf([...PHRASES.places, ...PHRASES.famousNames])}(?: (?:at|in|on|near|by|behind|over at|down at|up at|off) (?:the |our |my |your )?(?:[a-z0-9'-]+ ){0,3}?[a-z0-9'-]+)?`;
const STATE = String.raw`${anyOf(PHRASES.states)}\b(?! ${anyOf(PHRASES.notAfterState)}\b)`;
const ON_THE_DAY = anyOf(PHRASES.timesToday);

/**
 * A place to play asked about on the day: open, busy, the wait, the hours, what it charges, how it is
 * playing. Built from content/live-facts.json so a new place or word is data, not a pattern.
 */
const PLACE_ASKED: readonly [LiveFactKind, RegExp][] = [
  [
    'venue',
    new RegExp(
      String.raw`\bhow much (?:is|are|does|do|for|would|will)\b.{0,50}\b(?:at|from) (?:the |our |my )?${PLACE}\b|\b(?:how much|what)\b.{0,60}\b${PLACE}\b.{0,40}\b${anyOf(PHRASES.priceWords)}\b|\b(?:how much|what)\b.{0,40}\b${anyOf(PHRASES.priceWords)}\b.{0,40}\b${PLACE}\b|\bhow much (?:is|are|for|to (?:rent|book|hire|use)) (?:a |an |the |one )?${PLACE}\b|\bhow much\b.{0,60}\b${anyOf(PHRASES.perUnits)}\b|\b(?:${anyOf(PHRASES.priceWords)}) (?:of|for|at) (?:a |an |the )?${PLACE}\b|\b${PLACE} (?:${anyOf(PHRASES.priceWords)})\b`,
    ),
  ],
  [
    'venue',
    new RegExp(
      [
        // "Is the range busy on Sundays", "are the clay courts at the park open yet"
        String.raw`\b(?:is|are|will|was|were|would|does|do|isn't|aren't) (?:the |our |my |your |that |those |any |there any |there an? )?${PLACE} (?:(?:be|going to be|gonna be|usually|normally|typically|generally|still|already|even|ever|likely|often|always|currently|now|get|gets|getting|stay|stays|fill up|look|looks) )*${STATE}`,
        // "How busy does the rink get", "how crowded are the fields"
        String.raw`\bhow (?:${anyOf(PHRASES.crowdWords)}) (?:is|are|does|do|will|would|gets?|can)\b`,
        // "How long is the wait at the cages", "what's the line like for courts"
        String.raw`\bhow long (?:is|are|will|would|do|does) (?:the |a |you |i |we )?(?:${anyOf(PHRASES.waitWords)}|wait|have to wait)\b`,
        String.raw`\b(?:${anyOf(PHRASES.waitWords)})\b.{0,30}\b(?:at|for) (?:the |a )?${PLACE}\b.{0,30}\b(?:${ON_THE_DAY}|like|usually|normally)\b`,
        // "What time does the rink open", "when do the cages close on fridays"
        String.raw`\b(?:what time|when|till when|until when|how late|how early) (?:does|do|will|is|are|can) (?:the |our |my )?${PLACE} (?:(?:usually|normally|actually|even) )?(?:open|opens|close|closes|shut|shuts|opening|closing|stay open|get going)\b`,
        String.raw`\b(?:what time|when|how late|how early) (?:is|are|can) (?:i|we|you) (?:get|go|play|skate|hit|practi[sc]e|book)\b.{0,30}\b(?:at|on|in) (?:the )?${PLACE}\b.{0,20}\b(?:${ON_THE_DAY})\b`,
        // "The rink's hours", "hours at the cages", "is the range open late"; "2 hours at the range" is
        // how long a session runs, not when the place opens.
        String.raw`\b(?<!(?:\d|\ban?|\bone|\btwo|\bthree|\bfour|\bfew|\bcouple of|\bseveral) )(?:opening |operating |business )?hours (?:of|for|at) (?:the |our |my )?${PLACE}\b|\b${PLACE}(?:'s)? (?:opening |operating )?hours\b|\bwhat are (?:the )?hours\b`,
        // "Are there any courts free tonight", "can we get a cage this evening"
        String.raw`\b(?:are there|is there|any) (?:any |a |an )?(?:open |free |available |empty )?${PLACE} (?:${STATE}|left|going)\b`,
        String.raw`\b(?:can|could) (?:i|we) (?:get|book|reserve|rent|grab) (?:a |an |the |some )?${PLACE}\b.{0,20}\b(?:${ON_THE_DAY})\b`,
        // "How are the greens running today", "what's the ice like tonight"
        String.raw`\b(?:how|what)(?:'s|s| is| are| were| was)? (?:the )?(?:[a-z'-]+ )?${anyOf(PHRASES.conditions)} (?:like |running |playing |looking |holding up )?.{0,30}\b(?:${ON_THE_DAY})\b`,
        // "Are the greens quick today at the club", "is the pitch heavy this morning": asked on its own,
        // not as the setting of "…, how should I adjust my putting"
        String.raw`\b(?:is|are) (?:the )?(?:[a-z'-]+ )?${anyOf(PHRASES.conditions)} (?:(?:running|rolling|playing|still|very|really|too|pretty) )*(?:fast|quick|slow|firm|soft|hard|heavy|bumpy|true|wet|dry|slick|sticky|greasy|receptive)\b.{0,30}\b(?:${ON_THE_DAY})\b[^,?.!]{0,30}(?:[?.!]|$)`,
      ].join('|'),
    ),
  ],
  [
    'schedule',
    new RegExp(
      String.raw`\b(?:what(?:'s|s| is| are)|when(?:'s|s| is| are)?|where(?:'s|s| is| are)?) (?:the )?(?!(?:our|my|your|a|an)\b)[a-z.']+(?:'s?)? (?:[a-z.']+ )?(?:${anyOf(PHRASES.teamSchedule)})\b|\bwho (?:do|does|are|is) (?:the )?(?!(?:we|i|you|u|they)\b)[a-z.']+(?: [a-z.']+)? (?:play|playing|face|facing) (?:next|this (?:week|weekend)|on (?:saturday|sunday|friday|monday)|tonight|tomorrow)\b`,
    ),
  ],
];

const SERVICE = anyOf(PHRASES.services);
/**
 * What an app, a subscription or a class costs, or when the classes run: the seller's or the
 * venue's to say, never the coach's.
 */
const SERVICE_ASKED: readonly [LiveFactKind, RegExp][] = [
  [
    'prices',
    new RegExp(
      String.raw`\bhow much (?:is|are|does|do|for|would|will|'s)\b.{0,50}\b${SERVICE}\b|\b${SERVICE}\b.{0,40}\b(?:cost|costs|price|prices|pricing|per month|a month|monthly|per year|a year|yearly|annual fee|worth the money)\b|\b(?:price|prices|pricing|cost|costs|fee|fees) (?:of|for) (?:a |an |the |my )?(?:[a-z0-9'-]+ ){0,3}${SERVICE}\b`,
    ),
  ],
  [
    'venue',
    new RegExp(
      String.raw`\b(?:what time|when|what days?|which days?)\b.{0,30}\b(?:classes|class)\b.{0,30}\b(?:start|starts|begin|begins|run|runs|on|held|at)\b|\b(?:what time|when) (?:is|are|does|do) (?:the |my |our )?(?:[a-z'-]+ )?(?:classes|class)\b|\b${anyOf(PHRASES.classTimes)}\b`,
    ),
  ],
];

const PRICE_ASKED = new RegExp(String.raw`\bhow much\b|\b${anyOf(PHRASES.priceWords)}\b`);
const HOURS_OR_WAIT_ASKED = new RegExp(
  String.raw`\b(?:what time|how late|how early|hours|how long|open (?:late|early|till|until)|classes|class times|timetable|schedule)\b|\b(?:${anyOf(PHRASES.waitWords)}|${anyOf(PHRASES.crowdWords)})\b`,
);

const EVENT = anyOf(PHRASES.events);
// Up to five words between the event and its state: where and when ("the qualifier at Oak Hollow
// tomorrow"), never a verb of its own.
const EVENT_TAIL = String.raw`(?:\s+(?!(?:is|are|was|were|if|when|should|do|does|can)\b)[a-z0-9.'-]+){0,5}?`;
// "Our game plan" is no event.
const EVENT_SUBJECT = String.raw`(?:the\s+|this\s+|that\s+|our\s+|my\s+|their\s+|tonight's\s+|today's\s+|tomorrow's\s+)?(?:[a-z0-9.'-]+\s+){0,3}?${EVENT}\b(?!\s+plans?\b)${EVENT_TAIL}`;
// A state that goes on into a coaching question is not the event's ("is the game still on the line",
// "is the final third full of bodies", "is the game delayed if the ref stops it").
const STATE_ENDS = String.raw`(?![a-z'-])(?!\s+(?:of|if|when|once|until|enough|the|a|an|our|my|their|his|her|by (?:a|the) (?:ref|referee|umpire|official))\b)`;
const SPOT = anyOf(PHRASES.spots);
const SIGN_UP = anyOf(PHRASES.signUps);
const PUBLISHED = String.raw`(?:out|posted|released|announced|published|come out|came out|up yet|live)(?![a-z'-])(?!\s+(?:of|to|with|by|from)\b)`;
const LIST_TAIL = String.raw`(?:\s+(?:for|at|in|of)\s+(?:[a-z0-9.'-]+\s+){0,4}?[a-z0-9.'-]+)?`;

/**
 * An event asked about on the day: whether it is sold out, full, still on or rained out; the spots
 * left in its field, whether sign-up is open; whether its draw, pairings or lineups are out.
 */
const EVENT_ASKED: readonly (readonly [LiveFactKind, RegExp])[] = [
  ...PHRASES.eventStates.map(
    ({ kind, words }) =>
      [
        kind,
        new RegExp(
          String.raw`\b(?:is|are|was|were|has|have|will|isn't|aren't)\s+${EVENT_SUBJECT}\s+(?:(?:already|still|now|officially|completely|totally|been|being|going to be|gonna be|likely to be|getting|got)\s+)*${anyOf(words)}${STATE_ENDS}`,
        ),
      ] as const,
  ),
  ...PHRASES.eventLists.map(({ kind, words }) => {
    const list = String.raw`(?:[a-z0-9.'-]+\s+){0,3}?${anyOf(words)}${LIST_TAIL}`;
    return [
      kind,
      new RegExp(
        String.raw`\b(?:are|is|has|have|were|was)\s+(?:the\s+)?${list}\s+(?:(?:been|already|finally|now)\s+)*${PUBLISHED}|\bwhen\s+(?:are|is|do|does|will|did)\s+(?:the\s+)?${list}\s+(?:(?:going to|gonna|supposed to|expected to)\s+)?(?:(?:be|get|come)\s+)?${PUBLISHED}`,
      ),
    ] as const;
  }),
  [
    'entries',
    new RegExp(
      [
        String.raw`\bhow\s+many\s+(?:more\s+)?${SPOT}\s+(?:are\s+|is\s+)?(?:still\s+)?(?:left|remaining|available|open|free|taken)\b`,
        // "Any spots left?" alone; places and spaces only with the event ("spaces left in behind" is the pitch).
        String.raw`\b(?:are|is)\s+there\s+(?:(?:any|still)\s+)*(?:more\s+)?(?:${SPOT}\s+(?:still\s+)?(?:left|remaining|available|open|free)\b(?=\s*(?:yet\b|${ON_THE_DAY}|(?:for|in|at|on)\s+(?:[a-z0-9.'-]+\s+){0,3}?${EVENT}\b))|(?:spots?|slots?|tickets|seats|berths)\s+(?:still\s+)?(?:left|remaining|available)\s*(?:[?!.]|$))`,
        String.raw`\b(?:is|are|has|have|was)\s+(?:the\s+)?(?:online\s+)?${SIGN_UP}(?:\s+(?:for|to|at|in)\s+(?:[a-z0-9.'-]+\s+){0,4}?[a-z0-9.'-]+)?\s+(?:(?:still|already|now)\s+)?(?:open|opened|closed|full|live|filled)\b`,
        String.raw`\bwhen\s+(?:is|does|do|will|are)\s+(?:the\s+)?${SIGN_UP}(?:\s+(?:for|to)\s+(?:[a-z0-9.'-]+\s+){0,4}?[a-z0-9.'-]+)?\s+(?:deadline|open|opens|close|closes|due|start|starts|end|ends)\b|\b${SIGN_UP}\s+deadline\b`,
      ].join('|'),
    ),
  ],
];

/** What a venue question asks of the place: its prices, its hours or waits, or its state on the day. */
export function venueAspect(text: string): 'prices' | 'hours' | 'status' {
  if (PRICE_ASKED.test(text)) return 'prices';
  return HOURS_OR_WAIT_ASKED.test(text) ? 'hours' : 'status';
}

// "Who's winning the headers": a contest inside play, asked by a coach in the game.
const CONTEST_IN_PLAY = anyOf(PHRASES.contestsInPlay);

// Most specific kind first: "who won the 2019 final" is a result, "who is winning" a live score.
const ASKED: readonly [LiveFactKind, RegExp][] = [
  [
    'prices',
    new RegExp(
      String.raw`\b(?:what|how much) (?:does|do|did|would|will) (?:a |an |the |my |new |used |good )*${GEAR} (?:cost|costs|run|go for|sell for)\b|\bhow much (?:is|are|'s) (?:a |an |the |new |used |good )*${GEAR}\??$|\b(?:price|prices|cost|costs) (?:of|for) (?:a |an |the |new |used |good )*${GEAR}\b|\b(?:cheapest|best price|on sale|where (?:can|do|should) i buy)\b.{0,30}\b${GEAR}\b`,
    ),
  ],
  [
    'result',
    /\b(?:in|of) (?:19|20)\d\d\b.{0,30}\b(?:won|win|champion|mvp|final|finals|title)\b|\b(?:won|win|champion|champions|mvp|final|finals|title|super bowl|world series|masters|open|wimbledon|world cup)\b.{0,30}\b(?:in|of) (?:19|20)\d\d\b/,
  ],
  [
    'tickets',
    /\btickets?\b|\bseason pass(?:es)?\b|\bgreen fees?\b|\bbox office\b|\b(?:cheap(?:est)?|buy|book) seats\b|\bseats for the\b/,
  ],
  [
    'tickets',
    /\b(?:how much|price|prices|pricing|cost|costs|costing)\b.{0,40}\b(?:seats?|parking|entry|admission|membership|to get in|to watch|to attend|a round|to play (?:at|there)|jerseys?|shirts?|kits?)\b/,
  ],
  [
    'tickets',
    /\b(?:(?:what|how much)(?:'s|s| is| was| are)? (?:the |his |her |their )?(?:prize money|purse|salary|contract)|pays? the (?:winner|champion|champ)s?|how much (?:do|does|did|will) [a-z.' ]{2,40} (?:earn|make|get paid|take home|win))\b/,
  ],
  [
    'odds',
    /\b(?:betting|bet on (?:the )?[a-z.']+ (?:tonight|today|tomorrow|this|to win|to cover|winning)|sportsbooks?|bookies|bookmakers?|vegas|point spread|the spread(?! (?:offen[cs]e|formation|attack|system|concept|set|look|option|game))|moneyline|money line|over\/under|over[- ]under(?= (?:on|for|tonight|today|tomorrow)\b)|over-under|parlays?|prop bets?|favou?red by|who(?:'s|s| is| are) (?:the )?(?:favou?red|(?:betting )?favou?rites?|underdogs?)|(?:betting|vegas|opening|closing) (?:odds|lines?))\b|\b(?:odds|line|bet|betting|hit|take|taking|pound|hammer) (?:on |for )?the (?:over|under)\b|\bthe (?:over|under) (?:tonight|today|tomorrow|hit|hits|cash|cashes)\b|\bodds (?:on|for) (?:the (?:game|match|fight)|tonight|today|tomorrow|this (?:week|weekend))\b|\bwhat(?:'s|s| is| are) the odds (?!of\b)[a-z.' ]{2,30}\b(?:win|wins|winning|beat|beats|cover|covers|tonight|today|tomorrow)\b|\bwhat(?:'s|s| is) the line (?:on|for) (?:the (?:game|match|fight)|tonight|today|this|(?:the )?[a-z.']+ (?:game|match|vs|versus|at))/,
  ],
  [
    'schedule',
    /\b(?:what time|when) (?:is|does|do|are|will) (?!(?:we|i|you|u|a|an|each|every|one|someone|anyone)\b)(?:the |his |her |their |our )?(?:[a-z.']+ ){0,3}(?:tee ?off|tee times?|tip ?off|kick ?off|(?:first|1st) pitch|start|starts|begin|begins|tee it up|on tv)\b|\b(?:what(?:'s|s| is| are)|when(?:'s|s| is| are)) (?:the |his |her |their |our )?(?:[a-z.']+ ){0,2}(?:tee times?|start time|starting time|kick ?off time|tip ?off time|(?:first|1st) pitch)\b/,
  ],
  [
    'venue',
    /\bis (?:the |our |my )?(?:golf )?(?:course|range|driving range|club|clubhouse|pro shop|gym|pool|field|pitch|park|stadium|ballpark|rink|courts?|facility) (?:open|closed|playable|cart path only)\b|\bare (?:the |our )?(?:courts?|fields?|greens|pitches|ranges?) (?:open|closed|playable)\b|\b(?:opening|closing) (?:hours|times)\b|\bwhat time does (?:the )?(?:course|range|club|pro shop|gym|pool|facility) (?:open|close)\b|\b(?:course|greens?) conditions? (?:today|tomorrow|right now|this (?:week|weekend))\b|\b(?:greens|course) (?:aerated|punched|frosted)\b|\bcart path only (?:today|tomorrow)\b/,
  ],
  [
    'injuries',
    /\b(?:injury (?:report|news|update|list)|injured list|injured reserve|\bir\b|on the il\b)|\bhow (?:bad|serious) is [a-z.' ]{2,30} injury\b|\bwhen (?:is|will) [a-z.' ]{2,30} (?:be )?back from (?:injury|the injury|his injury|her injury)\b/,
  ],
  [
    'weather',
    /\bis it (?:going to )?(?:raining|rain|snowing|snow|windy|wet|cold|hot|pouring|sunny|stormy|foggy)\b|\b(?:will|gonna|going to) (?:it )?(?:rain|snow|be windy|be cold|be hot|storm)\b|\b(?:what(?:'s|s| is| will be)?|how(?:'s| is)) (?:the )?(?:weather|forecast|temperature)\b|\bhow (?:windy|wet|cold|hot|warm|rainy|humid|icy|stormy) (?:is it|will it be|is it going to be|'s it|s it|it is)\b|\b(?:what|how)(?:'s|s| is| are| will)? (?:the )?(?:wind|winds|rain|temperature|temp) (?:doing|like|looking|going to be|gonna be|supposed to be|forecast(?:ed)?(?: to be)?|at|today|tonight|tomorrow|right now)\b(?! (?:to|for|when|if)\b| (?:on|with|in) (?:a|my|the|your|our) (?:shot|ball|putt|kick|pass|serve|toss|corner|free kick)\b)/,
  ],
  [
    'schedule',
    /\b(?:on tv|what channel|order of play (?:for |on )?(?:today|tonight|tomorrow|this (?:morning|afternoon|evening|week|weekend)|on (?:centre|center) court)|live stream|livestream|kick ?off time|tip ?off time|(?<!\b(?:have|had|got|booked|my|our|before|after|until|till|for) (?:a |an |the |early |late |[0-9:]+ |morning |afternoon )*)tee times? (?:for|at|on|today|tomorrow|tonight|this|next|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|^(?:any |open )?tee times?\??$|\b(?:book|get|any|open|available) (?:a )?tee times?|(?:first|1st) pitch time|start time)\b|\bwhen(?:'s|s| is) (?:the |their |our |his |her )?next (?:game|match|fixture|tournament|race|round|event)\b/,
  ],
  [
    'schedule',
    new RegExp(
      String.raw`\bwhat time (?:is|does|do) (?:the )?(?:[a-z.']+ ){0,3}(?:game|match|kick ?off|tip ?off|(?:first|1st) pitch|tee ?off|start|play|playing|final)\b|\bwhen (?:do|does|is|are) (?:the )?${NAMED}(?: [a-z.']+){0,3} (?:play|playing|kick off|tee off|tip off) (?:next|again|tonight|today|tomorrow|this (?:week|weekend))\b`,
    ),
  ],
  [
    'news',
    /\b(?:news|headlines|traded|get traded|free agency|draft pick|rumou?rs?|transfer news|transfer window|trade deadline|injury (?:report|news|update))\b/,
  ],
  ['news', /\b(?:did|does|will|is) [a-z.' ]{2,30}\b(?:get traded|traded|sign|signed|retire|retired)\b/],
  [
    'standings',
    /\b(?:standings|power rankings?|league table|(?:top|bottom) of the (?:league|table|standings|conference|division)\b.{0,20}\b(?:right now|currently|now|at the moment|this week)|(?:atp|wta|fifa|uefa|owgr|world golf|ap|coaches'?|cfp|college football playoff|net|fedex cup|race to dubai) (?:rankings?|standings|poll|points|table)|relegation (?:zone|battle)|playoff (?:picture|race|spots?|seeding))\b|\b(?:where|what) (?:are|is) [a-z.' ]{2,30} (?:in|on) the (?:table|standings|rankings?|ladder)\b|\brank(?:ing|ings|ed)?\b.{0,20}\b(?:right now|currently|now|this week)\b|\bwho(?:'s|s| is| are)? (?:at the )?(?:top|bottom|first|last) (?:of|in) the (?:[a-z]+ ){0,2}(?:league|table|standings|conference|division|group|pool|ladder|rankings|east|west|north|south|nfc|afc|al|nl)\b|\b(?:is|are) (?!(?:we|our|my|i|you|a|an|the team|that|this)\b)[a-z.' ]{2,30} (?:still )?(?:top|bottom) of the (?:league|table|standings|conference|division|group|ladder)\b|\bwhere (?:do|does|are|is) [a-z.' ]{2,30} (?:stand|sit|rank|ranked|placed)? ?in the (?:[a-z]+ ){0,2}(?:standings|table|league|conference|division|rankings?|group|pool|ladder|east|west|north|south|nfc|afc|al|nl)\b|\bcurrent(?:ly)? (?:ranking|champion|standings|number 1)\b/,
  ],
  [
    'score',
    new RegExp(
      String.raw`\bwho(?:'s|s| is) (?:winning|leading|ahead|in the lead|on top)\b(?! (?:on |in )?(?:the |our |your |their |a |every |all |most |more )?${CONTEST_IN_PLAY}\b)|\bwho (?:won|wins|win|will win|got drafted|was mvp|is the mvp|is the best (?:team|player) (?:right )?now)\b|\bwho (?:is playing|plays|is starting|starts|is pitching|pitches) (?:tonight|today|tomorrow|this|next|on)\b|\bwho leads the (?:league|nba|nfl|mlb|tour|race|standings)\b|\bwhat(?:'s|s| is| was)? (?:the )?(?:final |current |latest |live )?score\b(?! (?:for|of|on) (?:a|an|each|every)\b| (?:if|when)\b)|\blive scores?\b|\bscore of the\b.{0,30}\bgame\b|\bhow did [a-z.' ]{2,30} (?:do|play|get on)\b|^(?![^.?!]*\b(?:how|when|why|should) (?:do |does |should |can |could |would |to )?(?:i|we|you|u|my|our)\b)[^.?!]*\bleader ?board\b|\bwho is up(?=\s*(?:[?.!]|$|right now|now|currently|at the moment|at (?:the )?half|in the (?:game|match|series)|between))`,
    ),
  ],
  [
    'score',
    /\b(?:where|what)(?:'s|s| is| will)? (?:the )?(?:projected )?cut line\b|\bprojected cut\b|\bwho (?:made|missed|makes|misses|is making|is missing|will make|will miss) the cut\b|\b(?:did|will|is|has|have|does) (?!(?:i|we|you|u|my|our|your|a|an|each|every|any|anyone|someone)\b)[a-z.']+(?: [a-z.']+)? (?:(?:going to|gonna|likely to|expected to|about to) )?(?:make|made|miss|missed|making|missing) the cut\b(?! (?:if|when|with)\b)|(?<!\b(?:make|makes|made|making|miss|misses|missed|missing) )\bthe cut (?:be|at|right now|currently|this week|going to be|looking)\b/,
  ],
  [
    'stats',
    new RegExp(
      String.raw`\bwhat(?:'s|s| is| are)? (?:[a-z]+ ){0,3}?(?:(?:his|her|their) (?:current |season |career )?|[a-z]+'s (?:current|season|career) )(?:stats?|statistics|batting average|average|era|whip|ppg|points per game|scoring average|handicap|world ranking|ranking|record)\b|\bwhat(?:'s|s| is| are) ${NAMED} (?:averaging|batting|hitting|shooting)\b|\bhow many (?:goals|points|home runs|homers|hrs|touchdowns|tds|yards|rebounds|assists|aces|wins|strikeouts|sacks|birdies|majors|titles|grand slams?) (?:has|have|did|does) ${NAMED}`,
    ),
  ],
  ['result', /\bwho won\b|\bwhat was the (?:final )?score\b/],
];

// Weak cues: they name something live but a coach also uses them to set up a question.
const CUES: readonly [LiveFactKind, RegExp][] = [
  [
    'result',
    /\b(?:yesterday|last night|last week|last weekend|tonight|this morning)(?:'?s)?(?: [a-z.']+){0,3} (?:game|games|match|matches|derby|fixture|clash|matchup|round|race|final|fight|series|meet|tournament)\b/,
  ],
  [
    'score',
    /\b(?:did|does|will|is) (?!(?:our|my|we|i|you|u|your)\b)[a-z.' ]{2,30}\b(?:win|won|lose|lost|play|playing|hit a|score|scored|start|starting)\b.{0,40}\b(?:yesterday|last night|today|tonight|tomorrow|this (?:week|weekend|season|year|sunday|saturday|friday)|last (?:week|season|year)|next (?:week|game|season))\b/,
  ],
  [
    'score',
    /\b(?:score|scores|result|results)\b.{0,30}\b(?:tonight|last night|yesterday|today|this (?:week|weekend)|right now|currently|so far|live)\b/,
  ],
  [
    'injuries',
    /\b(?:lineup|line-up|roster|starting (?:lineup|xi|five|pitcher))\b.{0,30}\b(?:tonight|last night|yesterday|today|this (?:week|weekend)|right now|currently|so far|live)\b/,
  ],
  ['stats', new RegExp(String.raw`\b${NOW_WORDS}\b.{0,40}\b${STAT_WORDS}\b|\b${STAT_WORDS}\b.{0,40}\b${NOW_WORDS}\b`)],
  ['score', /(?<!\ba )\bcut line\b(?! (?:work|works|mean|means|decided|determined|calculated|set)\b)/],
  ['weather', /\b(?:weather|forecast|raining|snowing|thunderstorms?|lightning)\b/],
  [
    'schedule',
    /\b(?:their|the|this (?:week|season)'?s?|tv|league|tournament) (?:schedule|fixtures|fixture list)\b|\bfixtures\b/,
  ],
  ['odds', /\bodds\b.{0,30}\b(?:tonight|today|tomorrow|this (?:week|weekend))\b/],
  [
    'injuries',
    /^(?!.*\b(?:our|my|we|we're|i|i'm|i've)\b[^.?!,]{0,30}\b(?:injured|injury|hurt)\b).*\b(?:injured|injury|hurt)\b.{0,30}\b(?:tonight|today|tomorrow|this (?:week|weekend)|right now|currently)\b/,
  ],
];

// A fact about a team, a player or an event outside the chat, read from the shape of the question:
// a status asked of a subject that is nobody's in the chat ("is Kelce active", "how are the Nuggets
// looking", "when is Sinner on court"), on a day it changes (tonight, later, Sunday) or of a named
// team or player. The same status asked of our own side ("is our keeper fit") is the setting of a
// coaching question, and of anybody's role ("is the runner out") a rule.
const SUBJECT = String.raw`((?:[a-z0-9.'-]+ ){0,3}?[a-z0-9.'-]+)`;
const QUESTION_START = String.raw`(?:^|[,;:?!.(]\s*|\s[-–—]+\s*|\b(?:and|or|but|so|also|then)\s+)`;
const STATUS_OF = new Map(
  PHRASES.liveStatuses.flatMap(({ kind, words }) => words.map((word) => [word, kind] as const)),
);
const HEDGES = String.raw`(?:(?:still|even|actually|definitely|really|now|officially|be|been|going to be|gonna be|expected to be|likely to be|set to be|listed as)\s+)*`;
const STATUS_ASKED = new RegExp(
  String.raw`${QUESTION_START}(is|are|was|were|will|isn't|aren't|won't|has|have|does|do)\s+${SUBJECT}\s+${HEDGES}(${anyOf([...STATUS_OF.keys()])})(?![a-z'-])(?! enough\b)`,
  'g',
);
const HOW_ASKED = new RegExp(
  String.raw`\bhow(?:'s|s| is| are| was| were)\s+${SUBJECT}\s+(?:${anyOf(PHRASES.howAsked)})(?![a-z'-])`,
  'g',
);
const WHEN_ASKED = new RegExp(
  String.raw`\b(?:when|what time|what day)(?:'s|s| is| are| does| do| will| was)\s+${SUBJECT}\s+(?:${anyOf(PHRASES.whenAsked)})(?![a-z'-])`,
  'g',
);
const PRICE_AT_NAMED = new RegExp(
  String.raw`\b(?:how much|what(?:'s|s| is| are| does| do| would)?\b.{0,40}?\b(?:${anyOf(PHRASES.priceWords)}))\b.{0,40}?\b(?:at|to play|for|on)\s+(?:the\s+)?([a-z0-9.'-]+(?:\s+[a-z0-9.'-]+)?)`,
  'g',
);
// "What are the odds on the Chiefs", "where's the line for Liverpool": a price on a named side.
const ODDS_ON = new RegExp(
  String.raw`\b(?:odds|line|spread|price)\s+(?:on|for)\s+${SUBJECT}(?=\s*(?:$|[?!.,]|to\b|tonight|today|tomorrow|this|against|vs|v\b|versus|at\b|in\b))`,
  'g',
);
// "Did Rory make the cut", "has Sinner won his match": a result of a named player or team.
const RESULT_OF = new RegExp(
  String.raw`${QUESTION_START}(?:did|has|have)\s+${SUBJECT}\s+(?:already\s+|just\s+)?(?:win|won|lose|lost|beat|make|made|miss|missed|qualify|qualified|advance|advanced|get through|got through|go through|clinch|clinched)(?![a-z'-])`,
  'g',
);
// "What's the Dodgers lineup", "what is Arsenal's team sheet": a named team's selection.
const LINEUP_OF = new RegExp(
  String.raw`\bwhat(?:'s|s| is| are| was| does)\s+(?:the\s+)?${SUBJECT}(?:'s|s')?\s+(?:starting\s+)?(?:lineups?|line-ups?|xi|eleven|team sheet|team news|batting order|depth chart)\b`,
  'g',
);
// "Who's in goal for Barcelona tonight": a team's selection on the day.
const WHO_ASKED = new RegExp(
  String.raw`\bwho(?:'s|s| is| are| will be| was)\s+(?:${anyOf(PHRASES.whoAsked)})\s+(?:for|at|with)\s+((?:the\s+)?[a-z0-9.'-]+(?:\s+[a-z0-9.'-]+)?)`,
  'g',
);
// "Is a lefty starting against us": the status is asked of the user's opponent on the day, the
// setting of a coaching question.
const AGAINST_US = /^\s*(?:\S+\s+){0,3}?(?:against|vs|versus|for|with) (?:us|me|my|our)\b/;
// "Is Sam playing left back today a good idea, or should I move him": a choice asked of the coach.
const CHOICE_ASKED =
  /^[^.?!]*?\b(?:a good idea|good idea|a bad idea|the right (?:call|move|choice|idea)|smart|wise|worth it|or should|should (?:i|we|he|she)|or (?:move|put|play|start|bench|rest))\b/;
// "Kane starting for Bayern today?": the status asked with its verb left out, of a name.
const STATUS_ELIDED = new RegExp(
  String.raw`^${SUBJECT}\s+${HEDGES}(${anyOf([...STATUS_OF.keys()])})(?![a-z'-])[^.?!]*\?\s*$`,
);
const LIVE_TIME = new RegExp(String.raw`\b${anyOf(PHRASES.liveTimes)}\b`);
const FAMOUS = new RegExp(String.raw`\b${anyOf(PHRASES.famousNames)}\b`);
const NOT_NAMES = new Set(PHRASES.notNames);
const GENERIC = new Set(PHRASES.genericSubjects);
const PLACE_WORDS = new Set([...PHRASES.places, ...PHRASES.conditions].flatMap((place) => place.split(' ')));
const OURS = new Set(['we', "we're", 'i', "i'm", 'you', 'u', 'your', 'our', 'ours', 'my', 'us', 'me', 'yall', "y'all"]);
const NOBODY = new Set([
  'it',
  "it's",
  'its',
  'there',
  'what',
  'who',
  'how',
  'which',
  'any',
  'anyone',
  'anybody',
  'someone',
  'everyone',
  'each',
  'every',
  'one',
]);
const PRONOUNS = new Set(['he', 'she', 'they', 'him', 'her', 'his', 'their', 'them', 'these', 'those', 'this', 'that']);

/**
 * The words of the message written as names: capitalised mid-sentence ("is Salah fit"), or opening it
 * as one of two capitalised words ("Real Madrid") or one side of a fixture ("Leeds v Hull"). A message
 * written all in capitals or in title case names nothing by its capitals.
 */
function capitalisedNames(message: string): Set<string> {
  const tokens = [...message.matchAll(/[A-Za-z][A-Za-z.'-]*/g)];
  const capitalised = (word: string) => /^[A-Z][a-z]/.test(word);
  if (tokens.length >= 4 && tokens.filter(([word]) => capitalised(word)).length / tokens.length > 0.6) return new Set();
  const names = new Set<string>();
  tokens.forEach(({ 0: word, index }, at) => {
    const bare = word.toLowerCase().replace(/'s?$/, '');
    if (!capitalised(word) || NOT_NAMES.has(bare)) return;
    const opensSentence = /(?:^|[.?!]\s*)$/.test(message.slice(0, index));
    const next = tokens[at + 1]?.[0] ?? '';
    if (!opensSentence || (capitalised(next) && !NOT_NAMES.has(next.toLowerCase())) || /^(?:v|vs|versus)$/i.test(next))
      names.add(bare);
  });
  return names;
}

/** Whose the subject of a status question is: ours, anybody's, a pronoun's, or someone named. */
function subjectOf(subject: string, names: Set<string>): 'ours' | 'anybody' | 'pronoun' | 'place' | 'named' {
  const words = subject.split(/\s+/);
  if (words.some((word) => OURS.has(word)) || NOBODY.has(words[0]!)) return 'ours';
  if (FAMOUS.test(subject)) return 'place';
  if (words.some((word) => names.has(word.replace(/'s?$/, '')))) return 'named';
  if (words.some((word) => PRONOUNS.has(word))) return 'pronoun';
  if (words.some((word) => PLACE_WORDS.has(word))) return 'place';
  return words.every((word) => GENERIC.has(word) || /^(?:[0-9]|u-?[0-9])/.test(word)) ? 'anybody' : 'named';
}

/** A fact about a named team, player, event or famous venue asked by the shape of the question. */
function outsideFactIn(text: string, message: string): LiveFactKind | null {
  const names = capitalisedNames(message);
  const namesSomeone = names.size > 0 || FAMOUS.test(text);
  const onTheDay = LIVE_TIME.test(text);
  // A subject named, or anybody not ours asked about on the day; a pronoun only beside a name.
  const outside = (subject: string, needsDay: boolean) => {
    const whose = subjectOf(subject, names);
    if (whose === 'ours' || whose === 'anybody' || whose === 'place') return false;
    if (whose === 'pronoun') return namesSomeone;
    return onTheDay || (!needsDay && names.size > 0);
  };
  for (const match of text.matchAll(STATUS_ASKED)) {
    const [asked, verb = '', subject = '', status = ''] = match;
    const after = text.slice(match.index + asked.length);
    const kind = STATUS_OF.get(status.replace(/\s+/g, ' ')) ?? 'injuries';
    // An event is on, off or moved ("is Wimbledon on this afternoon"); a bare "on" is only that
    // when nothing but the day follows it ("is the ball on the line" is a rule).
    const eventOn = kind === 'schedule' && FAMOUS.test(subject);
    if (
      status === 'on' &&
      !/^\s*(?:[?!.,]|$)/.test(after) &&
      !new RegExp(String.raw`^\s*${LIVE_TIME.source}`).test(after)
    )
      continue;
    if ((!eventOn && !outside(subject, true)) || AGAINST_US.test(after) || CHOICE_ASKED.test(after)) continue;
    return /^(?:do|does)$/.test(verb) && /^play/.test(status) ? 'schedule' : kind;
  }
  const elided = STATUS_ELIDED.exec(text);
  if (elided && names.size > 0 && subjectOf(elided[1]!, names) === 'named' && outside(elided[1]!, true))
    return STATUS_OF.get(elided[2]!.replace(/\s+/g, ' ')) ?? 'injuries';
  for (const [, subject = ''] of text.matchAll(HOW_ASKED)) if (outside(subject, true)) return 'score';
  for (const [, team = ''] of text.matchAll(WHO_ASKED)) if (outside(team, true)) return 'injuries';
  for (const [, subject = ''] of text.matchAll(WHEN_ASKED)) if (outside(subject, false)) return 'schedule';
  for (const [, side = ''] of text.matchAll(ODDS_ON)) if (outside(side, false)) return 'odds';
  for (const [, subject = ''] of text.matchAll(RESULT_OF)) if (outside(subject, false)) return 'result';
  for (const [, team = ''] of text.matchAll(LINEUP_OF)) if (outside(team, false)) return 'injuries';
  for (const [, venue = ''] of text.matchAll(PRICE_AT_NAMED)) {
    if (FAMOUS.test(venue) || venue.split(/\s+/).some((word) => names.has(word))) return 'venue';
  }
  return null;
}

/**
 * A shop's or an organiser's price asked in other words than the ones above: gear with more said after
 * it, a new product by any name, where it is cheapest, a camp's or a league's fee. Tried last, so a
 * place's price ("a bucket at the range") is the venue's.
 */
const SHOP_ASKED: readonly [LiveFactKind, RegExp][] = [
  [
    'prices',
    new RegExp(
      [
        // "How much are the new X shoes and where is it cheapest": asked of gear, with more said after it.
        String.raw`\bhow much (?:is|are|'s)\b(?: [a-z0-9'-]+){0,4}? ${GEAR}\b`,
        // "How much are the new Pro V1s": a new product's price, whatever it is called.
        String.raw`\bhow much (?:is|are|'s) (?:the |a |an |those |these |that )?(?:new|newest|latest)(?: [a-z0-9'-]+){1,3}?\s*(?:[?,.!]|$|(?:and|at|in|on|from|online|now|right)\b)`,
        String.raw`\bwhere (?:can|do|should|could|would) (?:i|we|you) (?:buy|get|find|order)\b.{0,40}\b(?:cheap|cheaper|cheapest|on sale|for less|best price|best deal|discount)\b`,
        String.raw`\b(?:where|which (?:store|site|shop)) (?:is|are|'s) (?:it |they |them )?(?:the )?cheapest\b`,
        // "wheres cheapest", typed without the apostrophe or the verb.
        String.raw`\bwheres? (?:it |they |them )?(?:the )?cheapest\b`,
      ].join('|'),
    ),
  ],
  [
    // A camp's, a league's or an event's own fee: the organiser's to say.
    'venue',
    new RegExp(
      [
        // "What does the summer camp cost", "the registration fee for the fall league".
        String.raw`\b(?:how much|what(?:'s|s| is| are| does| do| would)?)\b.{0,50}\b(?:camps?|clinics?|lessons?|tryouts?|showcases?)\b.{0,20}\b(?:cost|costs|price|fee|fees|charge)\b`,
        String.raw`\bhow much (?:is|are|'s) (?:the |a |an |that |this )?(?:[a-z0-9'-]+ ){0,3}?(?:camps?|clinics?|private lessons?|lessons?|tryouts?)\b`,
        String.raw`\b(?:registration|entry|sign[- ]?up|tryout|camp|league|tournament|membership|club) (?:fees?|dues|costs?)\b`,
        // "When do the spring league's registrations close": the organiser's own deadline.
        String.raw`\bwhen (?:do|does|did|will|is|are)\b.{0,50}\b${SIGN_UP}\b.{0,20}\b(?:close|closes|end|ends|open|opens|due|start|starts)\b`,
        String.raw`\b${SIGN_UP} (?:deadline|closes|opens|closing date)\b`,
      ].join('|'),
    ),
  ],
];

const PRICE_WORD = anyOf(PHRASES.priceWords);
const DAY_AHEAD = String.raw`(?:${anyOf(PHRASES.timesToday)}|(?:on |this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:this |next )?week(?:end)?|game ?day|match ?day)`;

/**
 * A price, the weather or a date asked by the kind of question, whatever it is asked of: "what's a
 * fair price for…", "how much does a restring cost", "are we getting rained out Saturday", "when is
 * the draft". Tried after the named things above, so a place's or an event's own line still answers
 * when one is named. A cost in play ("what does a turnover cost us") is the coach's to weigh.
 */
const KIND_ASKED: readonly [LiveFactKind, RegExp][] = [
  [
    'prices',
    new RegExp(
      [
        String.raw`\bwhat(?:'s|s| is| are)? (?:a |an |the )?(?:going|fair|usual|typical|average|normal|decent|reasonable|standard|good|ballpark|rough) ${PRICE_WORD}\b(?! of\b)`,
        String.raw`\bhow much (?:does|do|did|would|will|should|could|is it to|would it be to|to)\b(?:(?! (?:it take|cost (?:us|them|the team|our team)|cost (?:me|him|her|you) (?:the|a|in|on|points?|games?|time|yards?))\b).){0,50}?\b(?:cost|costs|charge|charges|set (?:me|us|you) back|run (?:me|us|you))\b(?! (?:us|them|the team|our team)\b)`,
        String.raw`\bwhat (?:does|do|did|would|will) (?:a |an |the |my |new |used |good |decent )*(?:[a-z0-9'-]+ ){1,4}?(?:cost|costs|charge|run you|set you back)\b(?! (?:us|them|me|you|him|her|in|on)\b)`,
        String.raw`(?:\$\s?\d+|\b\d+ (?:bucks|dollars|quid|euros)\b).{0,40}\b(?:fair|too much|reasonable|worth it|a lot|good deal|normal|overpriced|rip ?off)\b`,
      ].join('|'),
    ),
  ],
  [
    'weather',
    new RegExp(
      [
        String.raw`${QUESTION_START}(?:are|is|will|would|might|could|do you think)\b[^.?!]{0,40}\b(?:rained|snowed|washed|stormed|frozen|iced) out\b`,
        String.raw`\b(?:chance|chances|odds|risk) of (?:rain|snow|storms?|showers|thunder(?:storms?)?|lightning)\b`,
        String.raw`${QUESTION_START}(?:will|is|are|gonna|going to)\b[^.?!]{0,25}\b(?:rain|raining|snow|snowing|storm|storms|stormy|pour|pouring|windy|wet|freezing)\b[^.?!]{0,25}\b${DAY_AHEAD}\b`,
      ].join('|'),
    ),
  ],
  [
    'schedule',
    new RegExp(
      String.raw`\bwhen(?:'s|s| is| are| does| do| will| did)? (?:the |this year's |next year's |this |next )?(?:[a-z0-9.'-]+ ){0,2}?${EVENT}(?=\s*(?:$|[?.!,]|this (?:year|season|month|week)|next (?:year|season|month|week)|(?:supposed to |going to |gonna |set to )?(?:start|starts|begin|begins|kick off|open|opens|end|ends|finish|finishes|be|happen|held|scheduled)\b))`,
    ),
  ],
];

/** Chat shorthand for when and how much, spelled out so the patterns above need only the full words. */
const WHEN_SHORTHAND: readonly [RegExp, string][] = [
  // "How much r the new X", "hw much": the price asked in chat shorthand.
  [/\b(?:hw|how) (?:much|mch|mutch)\b/g, 'how much'],
  [/\bhow much (?:r|ar)\b/g, 'how much are'],
  [/\b(?:tmrw|tmrrw|tmr|tmw|tomoz|2moro|2morrow|tommorow|tomorow)\b/g, 'tomorrow'],
  [/\b(?:tonite|2nite|2night)\b/g, 'tonight'],
  [/\b(?:rn|atm)\b/g, 'right now'],
  [/\b(?:tdy|2day)\b/g, 'today'],
];

/**
 * The live fact a message asks for, if any. The message as typed: its capitals tell a player's or a
 * team's name from a word of the game (a lowercased message is read by its words alone).
 */
export function liveFactIn(message: string): LiveFact | null {
  const text = WHEN_SHORTHAND.reduce((spelled, [short, full]) => spelled.replace(short, full), withDigits(message));
  const asked =
    ASKED.find(([, pattern]) => pattern.test(text)) ??
    EVENT_ASKED.find(([, pattern]) => pattern.test(text)) ??
    PLACE_ASKED.find(([, pattern]) => pattern.test(text)) ??
    SERVICE_ASKED.find(([, pattern]) => pattern.test(text)) ??
    SHOP_ASKED.find(([, pattern]) => pattern.test(text));
  if (asked) return { kind: asked[0], asked: true };
  const byKind = KIND_ASKED.find(([, pattern]) => pattern.test(text));
  if (byKind) return { kind: byKind[0], asked: true };
  const outside = outsideFactIn(text, message);
  if (outside) return { kind: outside, asked: true };
  const cue = CUES.find(([, pattern]) => pattern.test(text));
  return cue ? { kind: cue[0], asked: false } : null;
}

// A course's own tee sheet, not a tour's site, has its tee times and green fees.
const COURSE_BOOKING =
  /\bgreen fees?\b|\ba round\b|\bto play (?:at|there)\b|\b(?:any|open|get|book|left|available|free)\b.{0,20}\btee ?times?\b|\btee ?times?\b.{0,20}\b(?:open|left|available|free)\b/;

/**
 * What the coach lacks for a kind of fact, and where to look instead: one line, at most 15 words,
 * from content/live-facts.json.
 */
export function whereToLook(kind: LiveFactKind, sport: Sport, text = ''): string {
  const { lines, sources, bySport, venue, courseBooking } = PHRASES.whereToLook;
  const words = text.toLowerCase();
  if ((kind === 'tickets' || kind === 'schedule') && sport === 'golf' && COURSE_BOOKING.test(words))
    return courseBooking;
  if (kind === 'venue') return venue[venueAspect(words)];
  return (bySport[sport]?.[kind] ?? lines[kind]).replace('{source}', sources[sport]);
}
