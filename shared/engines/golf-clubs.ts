// The golf levels and clubs the carry tables name, apart from the engine so the coach profile's
// schema can name them without loading the golf model.

export const GOLF_LEVELS = ['tour', 'scratch', 'midHandicap', 'highHandicap'] as const;
export type GolfLevel = (typeof GOLF_LEVELS)[number];

/** Every club a carry table names, longest first: the clubs a golfer can give their own carry for. */
// prettier-ignore
export const GOLF_CLUBS = [
  'Driver', '3-wood', '5-wood', 'Hybrid', '4-iron', '5-iron', '6-iron', '7-iron', '8-iron', '9-iron',
  'Pitching wedge', 'Gap wedge', 'Sand wedge', 'Lob wedge',
] as const;
export type GolfClub = (typeof GOLF_CLUBS)[number];
