import { z } from 'zod';
import type { EngineAdvice, EngineOption, EngineTool } from './engine-types';
import { interpolate, normalCdf, round } from './engine-math';
import { GOLF_CLUBS, GOLF_LEVELS, type GolfClub, type GolfLevel } from './golf-clubs';

// ---------------------------------------------------------------------------------------------
// Published figures

const LEVELS = GOLF_LEVELS;
type Level = GolfLevel;

/**
 * Average carry (yards) by club. Tour: TrackMan PGA Tour averages; scratch, mid (≈15) and high
 * (≈25) handicap: approximations of TrackMan's amateur averages by handicap, rounded to 5 yards.
 */
const CARRY_TABLES: Record<Level, readonly (readonly [GolfClub, number])[]> = {
  tour: [
    ['Driver', 275],
    ['3-wood', 245],
    ['5-wood', 230],
    ['Hybrid', 225],
    ['4-iron', 205],
    ['5-iron', 195],
    ['6-iron', 185],
    ['7-iron', 170],
    ['8-iron', 160],
    ['9-iron', 150],
    ['Pitching wedge', 135],
    ['Gap wedge', 120],
    ['Sand wedge', 105],
    ['Lob wedge', 85],
  ],
  scratch: [
    ['Driver', 250],
    ['3-wood', 225],
    ['5-wood', 210],
    ['Hybrid', 200],
    ['4-iron', 190],
    ['5-iron', 180],
    ['6-iron', 170],
    ['7-iron', 160],
    ['8-iron', 150],
    ['9-iron', 140],
    ['Pitching wedge', 125],
    ['Gap wedge', 110],
    ['Sand wedge', 95],
    ['Lob wedge', 75],
  ],
  midHandicap: [
    ['Driver', 215],
    ['3-wood', 195],
    ['5-wood', 180],
    ['Hybrid', 170],
    ['5-iron', 160],
    ['6-iron', 150],
    ['7-iron', 140],
    ['8-iron', 130],
    ['9-iron', 120],
    ['Pitching wedge', 110],
    ['Gap wedge', 95],
    ['Sand wedge', 80],
    ['Lob wedge', 65],
  ],
  highHandicap: [
    ['Driver', 190],
    ['3-wood', 170],
    ['5-wood', 160],
    ['Hybrid', 150],
    ['6-iron', 135],
    ['7-iron', 125],
    ['8-iron', 115],
    ['9-iron', 105],
    ['Pitching wedge', 95],
    ['Gap wedge', 80],
    ['Sand wedge', 70],
    ['Lob wedge', 55],
  ],
};

/**
 * TrackMan rules of thumb for wind on carry: a headwind costs about 1% of carry per mph, a tailwind
 * adds only about half that (TrackMan University, "Wind effects"). A crosswind costs little carry
 * but moves the ball about 1 yard per mph per 100 yards (rule of thumb used with TrackMan data).
 */
const HEADWIND_PER_MPH = 0.01;
const TAILWIND_PER_MPH = 0.005;
const CROSSWIND_DRIFT_YARDS_PER_MPH_PER_100 = 1;
/** Carry changes about 2 yards per 10 °F from 75 °F (PING engineering chart; Frank Thomas, Golf Channel 2007). */
const YARDS_PER_10_F = 2;
const REFERENCE_TEMPERATURE_F = 75;
/** About 1.5% more carry per 1,000 ft of altitude (Golf Digest: "subtract 10%" at ~6,500 ft). */
const ALTITUDE_GAIN_PER_1000_FT = 0.015;
/** Elevation: play it about 1 yard longer per yard (3 ft) uphill and shorter per yard downhill. */
const FEET_PER_YARD = 3;
/**
 * Lie effects on carry (coaching rules of thumb): a light-rough flier can jump, heavy rough and
 * fairway bunkers cost distance.
 */
const LIE_CARRY_FACTOR = {
  tee: 1,
  fairway: 1,
  lightRough: 1,
  heavyRough: 0.9,
  fairwayBunker: 0.95,
  buried: 1,
  bunkerUnderLip: 1,
} as const;
/**
 * Lies no full shot comes out of: a ball plugged in sand or turf, or tight under a bunker's lip,
 * is played out with the most lofted wedge, to the nearest short grass, whatever the distance.
 */
const RECOVERY_LIES = ['buried', 'bunkerUnderLip'] as const;
/** From a buried lie within this far of the pin the explosion can still reach the green. */
const BURIED_REACH_YARDS = 30;
/**
 * Clubs a sloping lie is worth (teaching rule of thumb): from an upslope the ball flies higher and
 * shorter, one club more; from a downslope lower and further, one club less. Ball above or below
 * the feet changes the aim, not the club.
 */
const SLOPE_CLUBS = { flat: 0, uphill: 1, downhill: -1, ballAbove: 0, ballBelow: 0 } as const;

/**
 * Lateral shot dispersion as a share of shot distance (standard deviation of the miss left–right),
 * approximated from the shot patterns in Broadie (2014), "Every Shot Counts", where dispersion grows
 * in proportion to distance and roughly doubles from tour pro to 90-shooter.
 */
const LATERAL_SD_SHARE: Record<Level, number> = { tour: 0.03, scratch: 0.04, midHandicap: 0.06, highHandicap: 0.08 };
/**
 * Strokes to hole out from a distance off the hole (yards) for shots finishing on or near the green.
 * Broadie (2014), PGA Tour putting baseline (3 ft 1.04, 6 ft 1.34, 10 ft 1.61, 20 ft 1.87,
 * 30 ft 1.98, 60 ft 2.21) and short-game from the rough beyond the green (20 yd 2.59, 30 yd 2.70).
 */
const STROKES_TO_HOLE_OUT_BY_YARDS: readonly (readonly [number, number])[] = [
  [0, 1.0],
  [1, 1.04],
  [2, 1.34],
  [3.3, 1.61],
  [6.7, 1.87],
  [10, 1.98],
  [20, 2.21],
  [25, 2.55],
  [30, 2.7],
  [50, 2.9],
];
/**
 * Strokes to hole out from off the green by lie, PGA Tour baseline, Broadie (2014), "Every Shot
 * Counts", tables of average strokes to hole out by distance (yards) from the fairway, the rough
 * and the sand. Tee shots on par 4s and 5s are read from the fairway column.
 */
const STROKES_FROM_FAIRWAY: readonly (readonly [number, number])[] = [
  [20, 2.4],
  [40, 2.6],
  [60, 2.7],
  [80, 2.75],
  [100, 2.8],
  [120, 2.85],
  [140, 2.91],
  [160, 2.98],
  [180, 3.08],
  [200, 3.19],
  [220, 3.32],
  [240, 3.45],
  [260, 3.58],
];
const STROKES_FROM_ROUGH: readonly (readonly [number, number])[] = [
  [20, 2.59],
  [40, 2.78],
  [60, 2.91],
  [80, 2.96],
  [100, 3.02],
  [120, 3.08],
  [140, 3.15],
  [160, 3.23],
  [180, 3.31],
  [200, 3.42],
  [220, 3.53],
  [240, 3.64],
  [260, 3.74],
];
const STROKES_FROM_SAND: readonly (readonly [number, number])[] = [
  [20, 2.53],
  [40, 2.82],
  [60, 3.15],
  [80, 3.24],
  [100, 3.23],
  [120, 3.21],
  [140, 3.22],
  [160, 3.28],
  [180, 3.4],
  [200, 3.55],
  [220, 3.7],
  [240, 3.84],
  [260, 3.93],
];
/**
 * Distance dispersion (standard deviation of the carry) as a share of the carry. Broadie's (2014)
 * shot patterns are about as deep as they are wide, so the lateral shares stand in for it: an
 * approximation, not a fitted figure.
 */
const DISTANCE_SD_SHARE: Record<Level, number> = LATERAL_SD_SHARE;
/** Yards past the longest carry before a shot counts as out of reach, and short of the shortest before it needs a partial swing. */
const OUT_OF_REACH_MARGIN = 10;
/**
 * Yards past the longest carry still played as a go: a good strike and the run out reach a green
 * about ten yards past the carry; in match play a miss costs one hole, so twenty; protecting a
 * stroke-play score the carry must clear with five to spare.
 */
const REACH_MARGIN = { neutral: OUT_OF_REACH_MARGIN, aggressive: 20, conservative: -5 } as const;
const PARTIAL_SWING_MARGIN = 10;
/**
 * Yards short of a forced carry a lay-up aims to stop: a mid-iron lands and runs on about 10–15
 * yards on firm fairway (TrackMan amateur land-angle and roll-out figures), so twenty keeps it dry.
 */
const LAY_UP_SHORT_OF_CARRY = 20;
/**
 * Yards of cushion a go over a forced carry takes when the bag has it: the club a gap (about ten
 * yards) longer than the number, since an amateur's carry spreads about ±5% shot to shot (TrackMan
 * amateur averages) and only the short miss gets wet.
 */
const FORCED_CARRY_CUSHION = 10;
/** A shot into a penalty area costs a stroke and the drop is typically just outside it (Rule 17). */
const PENALTY_STROKES = 1;

/** The level's average carry for each club it lists, in yards. */
export function levelCarries(level: GolfLevel): Partial<Record<GolfClub, number>> {
  return Object.fromEntries(CARRY_TABLES[level]);
}

/**
 * The golfer's bag: the level's table with any club the golfer gave a carry for set to theirs (a club
 * the level's table lacks is added), longest first so the club choice reads it in order.
 */
export function carryTable(
  level: GolfLevel,
  carries: Partial<Record<GolfClub, number>> = {},
): readonly (readonly [GolfClub, number])[] {
  const merged = { ...levelCarries(level), ...carries };
  return GOLF_CLUBS.flatMap((club) => (merged[club] === undefined ? [] : [[club, merged[club]] as const])).sort(
    (a, b) => b[1] - a[1],
  );
}

// ---------------------------------------------------------------------------------------------
// club_adjustment

/** Yards in a metre: the carry tables and rules of thumb are in yards, so metres convert on the way in and out. */
const YARDS_PER_METRE = 1.0936133;

/** The wind and the player's own carries, read the same way by every golf call that flies a full shot. */
const SHOT_FIELDS = {
  windSpeed: z.number().min(0).max(50).default(0).describe('Wind in mph.'),
  windDirection: z
    .enum(['headwind', 'tailwind', 'leftToRight', 'rightToLeft', 'none'])
    .default('none')
    .describe('Where the wind blows relative to the shot.'),
  carries: z
    .partialRecord(z.enum(GOLF_CLUBS), z.number().int().min(20).max(400))
    .optional()
    .describe("The golfer's own carry in yards for any club; the rest are the level's averages."),
};

export const ClubAdjustmentSituationSchema = z.strictObject({
  distance: z.number().min(5).max(350).default(150).describe('Distance to the target, in distanceUnit.'),
  distanceUnit: z
    .enum(['yards', 'metres'])
    .default('yards')
    .describe('Unit of the distance and of every distance in the answer.'),
  windSpeed: SHOT_FIELDS.windSpeed,
  windDirection: SHOT_FIELDS.windDirection,
  elevationChangeFeet: z
    .number()
    .min(-300)
    .max(300)
    .default(0)
    .describe('Target height above the ball in feet (negative = downhill).'),
  temperatureF: z.number().min(20).max(115).default(REFERENCE_TEMPERATURE_F),
  altitudeFeet: z.number().min(0).max(12000).default(0),
  lie: z
    .enum(['tee', 'fairway', 'lightRough', 'heavyRough', 'fairwayBunker', 'buried', 'bunkerUnderLip'])
    .default('fairway')
    .describe('buried: plugged in sand or turf; bunkerUnderLip: the lip blocks the line to the target.'),
  slope: z
    .enum(['flat', 'uphill', 'downhill', 'ballAbove', 'ballBelow'])
    .default('flat')
    .describe(
      'The lie’s slope: uphill plays a club longer, downhill a club shorter; above/below the feet moves the aim.',
    ),
  windClubs: z
    .number()
    .int()
    .min(0)
    .max(4)
    .optional()
    .describe('The wind as golfers count it, "a 2-club wind": clubs more into it, fewer with it; replaces windSpeed.'),
  risk: z
    .enum(['neutral', 'aggressive', 'conservative'])
    .default('neutral')
    .describe(
      "How much a miss costs: 'aggressive' in match play (a bad hole costs one hole), 'conservative' protecting a stroke-play score.",
    ),
  level: z
    .enum(LEVELS)
    .default('midHandicap')
    .describe("Player's level: tour, scratch, midHandicap (~15) or highHandicap (~25)."),
  carries: SHOT_FIELDS.carries,
  mustCarry: z
    .boolean()
    .default(false)
    .describe('The distance is a carry over trouble (water, a ravine): no run-out counts, so a go must fly it.'),
});
export type ClubAdjustmentSituation = z.infer<typeof ClubAdjustmentSituationSchema>;

export interface PlaysLike {
  playsLike: number;
  wind: number;
  temperature: number;
  altitude: number;
  elevation: number;
  lie: number;
  drift: number;
}

/** Each effect in yards added to the shot (positive = plays longer). */
export function playsLikeDistance(s: ClubAdjustmentSituation): PlaysLike {
  const d = s.distance;
  const wind =
    s.windClubs !== undefined
      ? 0
      : s.windDirection === 'headwind'
        ? d * HEADWIND_PER_MPH * s.windSpeed
        : s.windDirection === 'tailwind'
          ? -d * TAILWIND_PER_MPH * s.windSpeed
          : 0;
  const drift =
    s.windClubs === undefined && (s.windDirection === 'leftToRight' || s.windDirection === 'rightToLeft')
      ? (CROSSWIND_DRIFT_YARDS_PER_MPH_PER_100 * s.windSpeed * d) / 100
      : 0;
  const temperature = ((REFERENCE_TEMPERATURE_F - s.temperatureF) / 10) * YARDS_PER_10_F;
  const altitude = -d * ALTITUDE_GAIN_PER_1000_FT * (s.altitudeFeet / 1000);
  const elevation = s.elevationChangeFeet / FEET_PER_YARD;
  const lie = d / LIE_CARRY_FACTOR[s.lie] - d;
  return {
    playsLike: d + wind + temperature + altitude + elevation + lie,
    wind,
    temperature,
    altitude,
    elevation,
    lie,
    drift,
  };
}

function chooseClub(
  bag: readonly (readonly [GolfClub, number])[],
  yards: number,
  lie: ClubAdjustmentSituation['lie'],
): { club: string; carry: number } {
  // The driver is a tee club; off the turf the longest choice is the 3-wood.
  const table = bag.filter(([name]) => lie === 'tee' || name !== 'Driver');
  // The shortest club that still carries the number; past the longest club, the longest.
  const fitting = [...table].reverse().find(([, carry]) => carry >= yards);
  const [club, carry] = fitting ?? table[0]!;
  return { club, carry };
}

/** The longest club whose carry stops short of `yards`; the shortest club when none does. */
function layUpClub(
  bag: readonly (readonly [GolfClub, number])[],
  yards: number,
  lie: ClubAdjustmentSituation['lie'],
): { club: string; carry: number } {
  const table = bag.filter(([name]) => lie === 'tee' || name !== 'Driver');
  const [club, carry] = table.find(([, reach]) => reach <= yards) ?? table[table.length - 1]!;
  return { club, carry };
}

/** The club `shift` places longer (positive) or shorter in the bag than `club`, within the bag. */
function shiftedClub(
  bag: readonly (readonly [GolfClub, number])[],
  club: string,
  shift: number,
  lie: ClubAdjustmentSituation['lie'],
): { club: string; carry: number } {
  const table = bag.filter(([name]) => lie === 'tee' || name !== 'Driver');
  const at = table.findIndex(([name]) => name === club);
  const [name, carry] = table[Math.min(table.length - 1, Math.max(0, at - shift))]!;
  return { club: name, carry };
}

/** Clubs the wind counted in clubs and the slope of the lie add (positive = more club). */
function clubsAdded(s: ClubAdjustmentSituation): { wind: number; slope: number } {
  const windSign = s.windDirection === 'headwind' ? 1 : s.windDirection === 'tailwind' ? -1 : 0;
  return { wind: (s.windClubs ?? 0) * windSign, slope: SLOPE_CLUBS[s.slope] };
}

const SLOPE_POINTS: Record<ClubAdjustmentSituation['slope'], string | undefined> = {
  flat: undefined,
  uphill: 'Uphill lie: shoulders with the slope, ball a touch forward; it flies higher and shorter.',
  downhill: 'Downhill lie: shoulders with the slope, ball back, swing down the hill; it comes out low and runs.',
  ballAbove: 'Ball above your feet: choke down and aim right of the target — it will pull left.',
  ballBelow: 'Ball below your feet: bend more at the knees, stay down, aim left — it will fade right.',
};

/** A lie no full shot comes out of: the most lofted wedge, out to short grass, with why. */
function recoveryShot(situation: ClubAdjustmentSituation, shown: (yards: number) => number): EngineAdvice {
  const s = situation;
  const unit = s.distanceUnit === 'metres' ? 'metres' : 'yards';
  const bag = carryTable(s.level, s.carries);
  const wedge = bag.find(([name]) => name === 'Sand wedge')?.[0] ?? bag[bag.length - 1]![0];
  const underLip = s.lie === 'bunkerUnderLip';
  const reachable = !underLip && s.distance <= BURIED_REACH_YARDS;
  const recommendation = underLip
    ? `Wedge out sideways with the ${wedge.toLowerCase()}, back to the fairway`
    : reachable
      ? `Dig it out with the ${wedge.toLowerCase()}, square face and a steep swing`
      : `Get it out with the ${wedge.toLowerCase()}, back to the fairway`;
  const reason = underLip
    ? `Under the lip no club gets over it toward the green ${s.distance} ${unit} away: the shortest way out is sideways or back, to grass. A stroke to get out beats two in the sand.`
    : reachable
      ? `A plugged ball comes out with no spin and runs: land it on the front of the green and let it release.`
      : `From a plugged lie no club reaches the green ${s.distance} ${unit} away: the ball comes out low with no control. Take your medicine, get it to the fairway and play on from there.`;
  return {
    sport: 'golf',
    engine: 'club_adjustment',
    recommendation,
    reason,
    options: [
      {
        name: reachable ? `Explode toward the front of the green` : 'Wedge out to the fairway',
        value: shown(s.distance),
        measure: `${unit} to the pin now`,
      },
    ],
    points: underLip
      ? [
          'Pick the line with the lowest lip, even if it is sideways or backwards.',
          'Open the face, dig the feet in and splash the sand out with the ball.',
          'Aim for a full-wedge number for the next shot.',
        ]
      : [
          'Square or slightly closed face, ball back in the stance.',
          'Hit down steeply just behind the ball; a short, punchy finish.',
          'Expect it to come out low and run.',
        ],
    source:
      'Recovery rule of thumb: from a plugged lie or under a bunker lip no full shot reaches the target; a wedge back to short grass keeps a bad lie from costing two shots (Broadie 2014: strokes from sand rise sharply with a bad lie).',
  };
}

export function adjustClub(situation: ClubAdjustmentSituation): EngineAdvice {
  if ((RECOVERY_LIES as readonly string[]).includes(situation.lie))
    return recoveryShot(situation, (yards) => Math.round(yards));
  const metres = situation.distanceUnit === 'metres';
  // The model runs in yards; `shown` puts a yardage back into the unit the golfer counts in.
  const s = { ...situation, distance: metres ? situation.distance * YARDS_PER_METRE : situation.distance };
  const shown = (yards: number) => Math.round(metres ? yards / YARDS_PER_METRE : yards);
  const unit = metres ? 'metres' : 'yards';
  const effect = playsLikeDistance(s);
  const playsLike = Math.round(effect.playsLike);
  const table = carryTable(s.level, s.carries);
  const longest = chooseClub(table, Infinity, s.lie);
  const shortest = table[table.length - 1]!;
  // Over water the run-out is no help: a carry that falls short is wet, whatever the format.
  const margin = s.mustCarry ? Math.min(0, REACH_MARGIN[s.risk]) : REACH_MARGIN[s.risk];
  // Off the tee the run-out makes up a short drive, but not a carry over trouble.
  const outOfReach = playsLike > longest.carry + margin && (s.lie !== 'tee' || s.mustCarry);
  // Out of reach, lay up to leave a full pitching-wedge approach; short of a forced carry, stop
  // short of the trouble, the lay-up's number played like the carry's (the same wind and slope).
  const wedgeCarry = table.find(([name]) => name === 'Pitching wedge')?.[1] ?? shortest[1];
  const layUpShort = outOfReach && s.mustCarry;
  const natural = layUpShort
    ? layUpClub(table, ((s.distance - LAY_UP_SHORT_OF_CARRY) * effect.playsLike) / s.distance, s.lie)
    : chooseClub(
        table,
        outOfReach
          ? playsLike - wedgeCarry
          : s.mustCarry
            ? Math.min(playsLike + FORCED_CARRY_CUSHION, longest.carry)
            : playsLike,
        s.lie,
      );
  const added = clubsAdded(s);
  const { club, carry } = outOfReach ? natural : shiftedClub(table, natural.club, added.wind + added.slope, s.lie);
  const partial = !outOfReach && added.wind + added.slope === 0 && playsLike < shortest[1] - PARTIAL_SWING_MARGIN;
  const clubParts = [
    added.wind !== 0 ? `a ${s.windClubs}-club ${s.windDirection}: ${signedClubs(added.wind)}` : '',
    added.slope !== 0 ? `${s.slope} lie: ${signedClubs(added.slope)}` : '',
  ].filter((part) => part.length > 0);
  const shifted = !outOfReach && club !== natural.club;
  // A wind or slope counted in clubs moves the number to the club it calls for.
  const shownPlaysLike = shifted ? shown(carry) : shown(playsLike);
  const parts = (
    [
      ['wind', effect.wind],
      ['temperature', effect.temperature],
      ['altitude', effect.altitude],
      ['elevation', effect.elevation],
      ['lie', effect.lie],
    ] as const
  )
    .filter(([, yards]) => Math.abs(yards) >= 0.5)
    .map(([name, yards]) => `${name} ${yards > 0 ? '+' : '−'}${shown(Math.abs(yards))}`);
  const playsLikeClause =
    `${situation.distance} ${unit}${s.mustCarry ? ' to carry' : ''} plays like ${shown(playsLike)}${parts.length ? ` (${parts.join(', ')})` : ''}` +
    (shifted ? `, about ${shown(carry)} with ${clubParts.join(' and ')}` : '');
  // Over trouble the call is the plays-like carry against a club's carry: both go in the first clause.
  // With no carries of the player's own the table is the level's: the call says whose clubs it counts.
  const ownCarries = s.carries !== undefined && Object.keys(s.carries).length > 0;
  const whose = ownCarries ? 'your' : `a ${s.level.replace(/([A-Z])/g, '-$1').toLowerCase()}`;
  const verdict = layUpShort
    ? `, past ${whose} ${longest.club.toLowerCase()}'s ${shown(longest.carry)}; lay up short of the trouble with the ${club} (about ${shown(carry)}).`
    : outOfReach
      ? `; that is past ${whose} ${longest.club.toLowerCase()} (${shown(longest.carry)}), so lay up with the ${club} (about ${shown(carry)}) to leave a full pitching wedge.`
      : partial
        ? `; shorter than a full ${club.toLowerCase()} (${shown(carry)}), so take a partial swing.`
        : s.mustCarry
          ? `, and ${whose} ${club} carries about ${shown(carry)}: it clears by ${shown(Math.max(0, carry - playsLike))}.`
          : `; ${whose} ${club} carries about ${shown(carry)}.`;
  const reason =
    playsLikeClause +
    verdict +
    (effect.drift >= 1
      ? ` The crosswind moves it about ${shown(effect.drift)} ${unit} — aim that far ${s.windDirection === 'leftToRight' ? 'left' : 'right'}.`
      : '');

  return {
    sport: 'golf',
    engine: 'club_adjustment',
    recommendation: outOfReach
      ? `Lay up with the ${club}`
      : partial
        ? `Partial ${club.toLowerCase()}`
        : `Hit the ${club}`,
    reason,
    options: [
      { name: club, value: shownPlaysLike, measure: `plays-like ${unit}${s.mustCarry ? ' to carry' : ''}` },
      // Where the ball lies and how far it plays, on Broadie's baseline: what the shot is worth before it is hit.
      { name: 'Hole out', value: round(strokesFromLie(effect.playsLike, s.lie), 2), measure: HOLE_OUT },
    ],
    points: [
      ...(SLOPE_POINTS[s.slope] ? [SLOPE_POINTS[s.slope]!] : []),
      s.windDirection === 'headwind' && (s.windSpeed >= 10 || (s.windClubs ?? 0) >= 1)
        ? 'Into the wind: take more club and swing easier — spin makes a hard swing balloon.'
        : 'Commit to the number and make a full, balanced swing.',
      s.lie === 'lightRough'
        ? 'From light rough expect a flier: less spin, more roll — land it short.'
        : s.lie === 'heavyRough'
          ? 'From thick rough: steeper swing, firm grip — the grass grabs the hosel and shuts the face.'
          : s.lie === 'fairwayBunker'
            ? 'From a fairway bunker: feet dug in lightly, ball a touch back, pick it clean off the top.'
            : 'Pick a landing spot, not just the flag.',
      'Favour the side of the green with the most room.',
    ].slice(0, 3),
    source:
      'TrackMan rules of thumb (headwind ≈ 1%/mph, tailwind ≈ 0.5%/mph), 2 yd per 10 °F (PING/Frank Thomas), ~1.5% per 1,000 ft altitude (Golf Digest), 1 yd per 3 ft of elevation; carry tables: TrackMan tour and amateur averages' +
      (s.carries && Object.keys(s.carries).length > 0 ? ', with your own carries where given.' : '.'),
  };
}

/** What every expected-strokes figure counts, in the words the line prints. */
const HOLE_OUT = 'expected strokes to hole out';

type FullShotLie = 'tee' | 'fairway' | 'lightRough' | 'heavyRough' | 'fairwayBunker';

/** Broadie's tour baseline for a full shot from the lie, `yards` from the hole. */
function strokesFromLie(yards: number, lie: ClubAdjustmentSituation['lie']): number {
  const table =
    lie === 'lightRough' || lie === 'heavyRough'
      ? STROKES_FROM_ROUGH
      : lie === 'fairwayBunker' || lie === 'buried' || lie === 'bunkerUnderLip'
        ? STROKES_FROM_SAND
        : STROKES_FROM_FAIRWAY;
  return interpolate(table, yards);
}

export const clubAdjustmentTool: EngineTool<typeof ClubAdjustmentSituationSchema> = {
  name: 'club_adjustment',
  sport: 'golf',
  description:
    'Plays-like yardage and club from distance, wind, elevation, temperature, altitude, lie and player level.',
  parameters: ClubAdjustmentSituationSchema,
  run: adjustClub,
};

// ---------------------------------------------------------------------------------------------
// target_choice

export const TargetChoiceSituationSchema = z.strictObject({
  distance: z.number().min(30).max(300).default(150).describe('Yards to the pin.'),
  hazardSide: z.enum(['left', 'right']).default('right'),
  hazardYardsFromPin: z
    .number()
    .min(1)
    .max(60)
    .default(10)
    .describe('Yards from the pin sideways to the edge of the penalty area or bunker.'),
  hazard: z.enum(['water', 'bunker']).default('water'),
  level: z.enum(LEVELS).default('midHandicap'),
});
export type TargetChoiceSituation = z.infer<typeof TargetChoiceSituationSchema>;

function strokesFrom(yardsOffTheHole: number): number {
  return interpolate(STROKES_TO_HOLE_OUT_BY_YARDS, yardsOffTheHole);
}

/** Bunker shots from greenside sand: about 2.4–2.5 strokes to hole out at 10–20 yards (Broadie 2014). */
const GREENSIDE_BUNKER_STROKES = 2.45;

/** Width of the strips the lateral miss is summed over, in yards. */
const STRIP_YARDS = 0.5;

/**
 * Expected strokes to hole out after the shot for each whole-yard aim from 0 to `widestAim` yards
 * from the pin away from the hazard, with lateral misses normal around the aim point (the hazard
 * side is positive x). The miss pattern around the aim is the same for every aim, and whole-yard
 * aims are two strips apart, so the strip chances and the strokes at each landing spot are worked
 * out once and each aim only sums their products: the panel reruns this on every tap.
 */
function expectedStrokesByAim(s: TargetChoiceSituation, widestAim: number): number[] {
  const sd = LATERAL_SD_SHARE[s.level] * s.distance;
  const edge = s.hazardYardsFromPin;
  const inHazard = s.hazard === 'water' ? PENALTY_STROKES + strokesFrom(edge + 5) : GREENSIDE_BUNKER_STROKES;
  // The chance of landing in each strip, from 4 sd short of the aim to 4 sd past it.
  const strips: number[] = [];
  for (let x = -4 * sd; x <= 4 * sd; x += STRIP_YARDS)
    strips.push(normalCdf((x + STRIP_YARDS) / sd) - normalCdf(x / sd));
  // Strokes from the middle of each strip, along one row that runs under every aim's pattern.
  const stripsPerAim = 1 / STRIP_YARDS;
  const strokesAt: number[] = [];
  for (let spot = 0; spot < strips.length + stripsPerAim * widestAim; spot++) {
    const landedAt = -widestAim - 4 * sd + STRIP_YARDS * (spot + 0.5);
    strokesAt.push(landedAt >= edge ? inHazard : strokesFrom(Math.abs(landedAt)));
  }
  return Array.from({ length: widestAim + 1 }, (_, aim) => {
    const first = stripsPerAim * (widestAim - aim);
    let strokes = 0;
    for (let strip = 0; strip < strips.length; strip++) strokes += strips[strip]! * strokesAt[first + strip]!;
    return strokes;
  });
}

/** Expected strokes to hole out after the shot, aiming a whole number of yards from the pin away from the hazard. */
export function expectedStrokes(s: TargetChoiceSituation, aimAwayFromHazard: number): number {
  return expectedStrokesByAim(s, aimAwayFromHazard)[aimAwayFromHazard]!;
}

export function chooseTarget(s: TargetChoiceSituation): EngineAdvice {
  // Whole-yard aims out to twice the hazard's distance from the pin, and at least 30 yards.
  const byAim = expectedStrokesByAim(s, Math.floor(Math.max(s.hazardYardsFromPin * 2, 30)));
  let bestAim = 0;
  let bestStrokes = byAim[0]!;
  for (let aim = 1; aim < byAim.length; aim++) {
    if (byAim[aim]! < bestStrokes - 1e-9) {
      bestStrokes = byAim[aim]!;
      bestAim = aim;
    }
  }
  const atPin = byAim[0]!;
  const sd = LATERAL_SD_SHARE[s.level] * s.distance;
  const hazardChance = (aim: number) => 1 - normalCdf((s.hazardYardsFromPin + aim) / sd);
  const away = s.hazardSide === 'right' ? 'left' : 'right';
  const measure = 'expected strokes to hole out';
  const options: EngineOption[] = [
    {
      name: bestAim === 0 ? 'Aim at the pin' : `Aim ${yards(bestAim)} ${away} of the pin`,
      value: round(bestStrokes, 2),
      measure,
    },
  ];
  if (bestAim !== 0) options.push({ name: 'Aim at the pin', value: round(atPin, 2), measure });
  const reason =
    bestAim === 0
      ? `Your miss is about ±${Math.round(sd)} yards at ${s.distance}, so the ${s.hazard} ${s.hazardYardsFromPin} yards ${s.hazardSide} catches only ${Math.round(hazardChance(0) * 100)}% of shots at the pin; go at it (${bestStrokes.toFixed(2)} strokes to hole out).`
      : `Your typical miss is about ±${Math.round(sd)} yards at ${s.distance}: at the pin ${Math.round(hazardChance(0) * 100)}% find the ${s.hazard}; ` +
        `${yards(bestAim)} ${away} cuts that to ${Math.round(hazardChance(bestAim) * 100)}% and saves about ${(atPin - bestStrokes).toFixed(2)} strokes (${bestStrokes.toFixed(2)} vs ${atPin.toFixed(2)}).`;

  return {
    sport: 'golf',
    engine: 'target_choice',
    recommendation: options[0]!.name,
    reason,
    options,
    points: [
      `Pick a precise target ${bestAim === 0 ? 'on the flag line' : `${yards(bestAim)} ${away} of the flag`} — a tree, a bunker lip, a mark on the green.`,
      'Make your normal swing to that target; do not steer it away from the trouble.',
      `A miss ${away} leaves a putt or a chip; a miss ${s.hazardSide} costs ${s.hazard === 'water' ? 'a penalty stroke' : 'a sand shot'}.`,
    ],
    source:
      'Broadie (2014), "Every Shot Counts": strokes-gained putting and short-game baselines, and lateral dispersion ≈ 3% of distance for tour pros up to 8% for high handicappers; water costs a penalty stroke and a drop.',
  };
}

function signedClubs(clubs: number): string {
  return `${clubs > 0 ? '+' : '−'}${Math.abs(clubs)} club${Math.abs(clubs) === 1 ? '' : 's'}`;
}

function yards(n: number): string {
  return `${n} yard${n === 1 ? '' : 's'}`;
}

export const targetChoiceTool: EngineTool<typeof TargetChoiceSituationSchema> = {
  name: 'target_choice',
  sport: 'golf',
  description:
    'Where to aim when a hazard sits beside the pin, from the shot distance, the player level and strokes-gained baselines.',
  parameters: TargetChoiceSituationSchema,
  run: chooseTarget,
};

// ---------------------------------------------------------------------------------------------
// go_or_lay_up

const FULL_SHOT_LIES = [
  'tee',
  'fairway',
  'lightRough',
  'heavyRough',
  'fairwayBunker',
] as const satisfies readonly FullShotLie[];

export const GoOrLayUpSituationSchema = z
  .strictObject({
    distance: z.number().min(60).max(350).default(210).describe('Yards to the pin.'),
    carryOverTrouble: z
      .number()
      .min(50)
      .max(340)
      .default(180)
      .describe('Yards to carry the trouble in front of the green (its far edge).'),
    hazard: z.enum(['water', 'bunker']).default('water').describe('What the trouble is: water costs a penalty stroke.'),
    lie: z.enum(FULL_SHOT_LIES).default('fairway'),
    windSpeed: SHOT_FIELDS.windSpeed,
    windDirection: SHOT_FIELDS.windDirection,
    elevationChangeFeet: z
      .number()
      .min(-150)
      .max(150)
      .default(0)
      .describe('Green height above the ball in feet (negative = downhill).'),
    level: z.enum(LEVELS).default('midHandicap'),
    carries: SHOT_FIELDS.carries,
  })
  .refine((s) => s.carryOverTrouble < s.distance, {
    path: ['carryOverTrouble'],
    message: 'The trouble lies in front of the pin: its carry is shorter than the distance.',
  });
export type GoOrLayUpSituation = z.infer<typeof GoOrLayUpSituationSchema>;

/**
 * Where a go that falls short is played from. Water: a penalty stroke and a drop back on the line
 * (Rule 17.1d), taken as 30 yards behind the far edge, a typical pond's width — a modelling
 * assumption. Sand: in the bunker, 5 yards short of its far edge.
 */
const DROP_BEHIND_CARRY_YARDS = 30;
const BUNKER_SHORT_OF_CARRY_YARDS = 5;
/** A lay-up shorter than this is no shot worth planning: the shortest lay-up the model offers. */
const SHORTEST_LAY_UP_YARDS = 30;
/** Past this far from the hole a go that clears but comes up short sits off the green: the rough column. */
const GREENSIDE_YARDS = 30;

/** The yardage the conditions make of a carry: the club call's own plays-like sum. */
function playsLikeCarry(s: GoOrLayUpSituation, yards: number): number {
  return playsLikeDistance({
    distance: yards,
    distanceUnit: 'yards',
    windSpeed: s.windSpeed,
    windDirection: s.windDirection,
    elevationChangeFeet: s.elevationChangeFeet,
    temperatureF: REFERENCE_TEMPERATURE_F,
    altitudeFeet: 0,
    lie: s.lie,
    slope: 'flat',
    risk: 'neutral',
    level: s.level,
    mustCarry: true,
  }).playsLike;
}

export interface GoOrLayUpFigures {
  /** The club a go is hit with: the one for the pin, or the longest when the pin is out of reach. */
  club: string;
  carry: number;
  /** The trouble's carry as the wind, elevation and lie make it play. */
  playsLikeCarry: number;
  chanceToCarry: number;
  /** Expected strokes to hole out, counting the shot itself. */
  go: number;
  layUp: number;
  /** Yards the lay-up leaves to the pin, and the club that gets it there. */
  layUpLeaves: number;
  layUpClub: string;
}

export function goOrLayUpFigures(s: GoOrLayUpSituation): GoOrLayUpFigures {
  const bag = carryTable(s.level, s.carries);
  const playsLikePin = playsLikeCarry(s, s.distance);
  const needed = playsLikeCarry(s, s.carryOverTrouble);
  const { club, carry } = chooseClub(bag, playsLikePin, s.lie);
  const sd = DISTANCE_SD_SHARE[s.level] * carry;
  const chanceToCarry = 1 - normalCdf((needed - carry) / sd);
  // Over the trouble, a go at a green in reach is worth Broadie's baseline from the fairway at that
  // distance, less the shot itself (the baseline's own spread puts it on or by the green). A pin past
  // the club's carry leaves the shortfall: a chip from beside the green, or a pitch from the rough.
  const shortfall = Math.max(0, playsLikePin - carry);
  const afterClearing = Math.max(
    interpolate(STROKES_FROM_FAIRWAY, playsLikePin) - 1,
    shortfall <= GREENSIDE_YARDS ? strokesFrom(shortfall) : interpolate(STROKES_FROM_ROUGH, shortfall),
  );
  const beyondTrouble = s.distance - s.carryOverTrouble;
  const afterFailing =
    s.hazard === 'water'
      ? PENALTY_STROKES + interpolate(STROKES_FROM_FAIRWAY, beyondTrouble + DROP_BEHIND_CARRY_YARDS)
      : interpolate(STROKES_FROM_SAND, beyondTrouble + BUNKER_SHORT_OF_CARRY_YARDS);
  const go = chanceToCarry * (1 + afterClearing) + (1 - chanceToCarry) * (1 + afterFailing);

  // The lay-up leaves a full pitching wedge when that stops short of the trouble and within the
  // longest club; otherwise it goes as far as the trouble and the bag allow.
  const conditions = needed / s.carryOverTrouble;
  const longest = chooseClub(bag, Infinity, s.lie).carry / conditions;
  const wedge = bag.find(([name]) => name === 'Pitching wedge')?.[1] ?? bag[bag.length - 1]![1];
  const room = Math.min(s.carryOverTrouble - LAY_UP_SHORT_OF_CARRY, longest);
  const layUpCarry = Math.min(room, Math.max(s.distance - wedge, SHORTEST_LAY_UP_YARDS));
  const layUpLeaves = Math.round(s.distance - layUpCarry);
  const layUp = 1 + interpolate(STROKES_FROM_FAIRWAY, layUpLeaves);
  return {
    club,
    carry,
    playsLikeCarry: needed,
    chanceToCarry,
    go,
    layUp,
    layUpLeaves,
    layUpClub: layUpClub(bag, layUpCarry * conditions, s.lie).club,
  };
}

export function goOrLayUp(s: GoOrLayUpSituation): EngineAdvice {
  const f = goOrLayUpFigures(s);
  const goes = f.go <= f.layUp;
  const hazard = s.hazard === 'water' ? 'the water' : 'the bunker';
  const layUpName = `Lay up to ${f.layUpLeaves} yards`;
  const goOption: EngineOption = { name: 'Go for it', value: round(f.go, 2), measure: HOLE_OUT };
  const layUpOption: EngineOption = { name: layUpName, value: round(f.layUp, 2), measure: HOLE_OUT };
  const carryName = `carry ${hazard}`;
  const ownCarries = s.carries !== undefined && Object.keys(s.carries).length > 0;
  const levelName = s.level.replace(/([A-Z])/g, '-$1').toLowerCase();
  const conditionsSaid =
    Math.round(f.playsLikeCarry) === s.carryOverTrouble ? '' : ` plays like ${Math.round(f.playsLikeCarry)}`;
  const reason =
    `${s.carryOverTrouble} yards to carry ${hazard}${conditionsSaid}; your ${f.club.toLowerCase()} carries about ${f.carry}` +
    `${ownCarries ? '' : ` (the ${levelName} average: set your own carries in the team settings)`}: ` +
    `${Math.round(f.chanceToCarry * 100)}% chance to carry ${hazard}. ` +
    `Going for it: ${f.go.toFixed(2)} expected strokes to hole out; laying up to ${f.layUpLeaves} yards with the ${f.layUpClub.toLowerCase()}: ${f.layUp.toFixed(2)}.`;
  return {
    sport: 'golf',
    engine: 'go_or_lay_up',
    recommendation: goes ? 'Go for it' : layUpName,
    reason,
    options: [
      ...(goes ? [goOption, layUpOption] : [layUpOption, goOption]),
      { name: carryName, value: round(f.chanceToCarry, 3), measure: `chance to ${carryName}` },
    ],
    points: goes
      ? [
          `Take the ${f.club.toLowerCase()} and pick a target past ${hazard}, not the edge of it.`,
          'Commit and make your full, balanced swing; a steered swing comes up short.',
          'Favour the side of the green with the most room.',
        ]
      : [
          `Lay up with the ${f.layUpClub.toLowerCase()} to ${f.layUpLeaves} yards, on the fairway side that opens the green.`,
          'A full swing at a lay-up number beats a half shot from closer in.',
          'Then attack the pin with the wedge: the lay-up takes the big number away.',
        ],
    source:
      'Broadie (2014), "Every Shot Counts": PGA Tour strokes-to-hole-out baselines from the fairway, rough, sand and green; carry spread taken as the lateral dispersion share (3% of carry for tour pros to 8% for high handicappers); a penalty stroke and a drop behind water (Rule 17); TrackMan wind rules of thumb and 1 yd per 3 ft of elevation; carries: ' +
      (ownCarries ? 'yours, the rest the level’s TrackMan averages.' : 'the level’s TrackMan averages.'),
  };
}

export const goOrLayUpTool: EngineTool<typeof GoOrLayUpSituationSchema> = {
  name: 'go_or_lay_up',
  sport: 'golf',
  description:
    "Go for the green over trouble in front (water, a bunker) or lay up: the chance to carry it with the player's own carries, and both options' expected strokes to hole out.",
  parameters: GoOrLayUpSituationSchema,
  run: goOrLayUp,
};

export const GOLF_ENGINE_TOOLS = [clubAdjustmentTool, targetChoiceTool, goOrLayUpTool] as const;
