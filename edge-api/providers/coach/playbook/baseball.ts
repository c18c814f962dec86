import type { SportPlaybook } from './types';

export const baseballPlaybook: SportPlaybook = {
  sport: 'baseball',
  concepts: [
    {
      id: 'position-numbers',
      title: 'Position Numbers',
      keywords: [
        'position numbers',
        'positions',
        'scorekeeping',
        'scoring',
        'scorebook',
        '6-4-3',
        'defensive positions',
      ],
      short: 'Position numbers run 1 pitcher through 9 right field for scorekeeping and signals.',
      detail:
        'Pitcher 1, catcher 2, first base 3, second base 4, third base 5, shortstop 6, left field 7, center field 8, right field 9. Coaches use the numbers to call pickoffs, cuts and coverages quickly, and the scorebook records plays with them, so 6-4-3 is a shortstop-to-second-to-first double play. Every player should know them cold.',
      keyPoints: [
        'Shortstop is 6 and second base is 4, not reversed.',
        'Use numbers for fast verbal calls between pitches.',
        'Read 6-4-3 as shortstop to second to first.',
      ],
    },
    {
      id: 'pitcher',
      title: 'Pitcher',
      keywords: ['pitcher', 'pitching', 'mound', 'starter', 'reliever', 'rubber', 'bullpen'],
      short: 'The pitcher controls tempo and must field his position after every pitch.',
      detail:
        'A pitcher wins by throwing strikes early, changing speeds and holding runners, not just by velocity. After release he becomes the fifth infielder: cover first on balls to the right side, back up third or home on throws from the outfield, and field bunts. Working fast with a clear plan keeps the defense sharp.',
      keyPoints: [
        'Get ahead with first pitch strikes.',
        'Break to first on every ball hit to the right side.',
        'Back up the base where the lead runner is headed.',
      ],
    },
    {
      id: 'catcher',
      title: 'Catcher',
      keywords: ['catcher', 'catching', 'framing', 'blocking', 'pop time', 'backstop', 'signs'],
      short: 'The catcher calls pitches, blocks balls in the dirt and controls the running game.',
      detail:
        'The catcher is the only player facing the whole field, so he sets the defense, relays signs and calls pitches to the plan. Receive quietly, presenting borderline pitches in the zone instead of yanking them, and drop to the knees to smother balls in the dirt with runners on. A quick, accurate exchange matters more than arm strength for throwing out base stealers.',
      keyPoints: [
        'Stay low and quiet to steal borderline strikes.',
        'Block by dropping knees and angling chest toward home.',
        'Quick exchange and footwork beat a big arm.',
      ],
    },
    {
      id: 'first-base',
      title: 'First Base',
      keywords: ['first base', 'first baseman', '1b', 'scoop', 'footwork', 'holding runner', 'stretch'],
      short: 'A first baseman saves errors by scooping throws and finding the bag early.',
      detail:
        'On a ground ball, get to the bag fast, set your heels against it and read the throw before you stretch. Stretch toward the throw with the glove-side foot and only commit late, because stretching early kills your range on a bad throw. Holding a runner, keep the right foot against the inside corner and give the pitcher a target.',
      keyPoints: [
        'Beat the runner to the bag, then read the throw.',
        'Stretch late toward the ball, not toward the infielder.',
        'Pick short hops by going out to meet them.',
      ],
    },
    {
      id: 'middle-infield',
      title: 'Middle Infield',
      keywords: ['middle infield', 'shortstop', 'second base', 'second baseman', 'ss', '2b', 'middle infielder'],
      short: 'Middle infield players cover second base, take relays and anchor the defense.',
      detail:
        'The shortstop and second baseman decide before each pitch who covers second on a steal, usually by opening the mouth behind the glove. Typically the second baseman covers with a right-handed pull hitter and the shortstop with a left-handed hitter. They are also the relay men on balls to the gaps and the key to turning two.',
      keyPoints: [
        'Communicate steal coverage before every pitch with runners on.',
        'Set up so your first step is at an angle.',
        'Go out as the relay man on every extra base hit.',
      ],
    },
    {
      id: 'third-base',
      title: 'Third Base',
      keywords: ['third base', 'third baseman', '3b', 'hot corner', 'bunt', 'reaction'],
      short: 'Third base is the hot corner: quick reactions, strong arm and bunt charges.',
      detail:
        'Play close enough to handle bunts against fast or small-ball hitters, and back toward the line late in close games to prevent doubles. Ready position with weight forward lets you react to hard-hit balls, and knocking a ball down is fine because you still have time to throw. Charge slow rollers and throw on the run with a low arm slot.',
      keyPoints: [
        'Guard the line late in close games.',
        'Knock hard smashes down, then pick and throw.',
        'Barehand dead slow rollers and throw on the run.',
      ],
    },
    {
      id: 'outfield',
      title: 'Outfield',
      keywords: ['outfield', 'outfielder', 'center field', 'left field', 'right field', 'fly ball', 'drop step'],
      short: 'Outfield play means a good first step, drop step and hitting the cutoff.',
      detail:
        'Read the ball off the bat, then take a drop step and run on the balls of your feet so your eyes stay level. Catch the ball on the throwing side with momentum going toward the target when runners can advance. Always throw through the cutoff man at head height, and back up every throw to a base near you.',
      keyPoints: [
        'Drop step back first on balls over your head.',
        'Come through the catch toward the target.',
        'Hit the cutoff man at head height, never over him.',
      ],
    },
    {
      id: 'fly-ball-priority',
      title: 'Fly Ball Priority',
      keywords: ['fly ball priority', 'pop up', 'pop fly', 'communication', 'collision', 'i got it', 'call the ball'],
      short: 'Fly ball priority tells fielders who takes a pop up and prevents collisions.',
      detail:
        "Center fielder has priority over everyone, then corner outfielders over infielders, then shortstop and second baseman over the corners and catcher. Call loudly and early, at least twice, and the fielder who yields must call the other player's name and peel off. Pitchers should not catch pop ups when an infielder can.",
      keyPoints: [
        'Call it loud and twice, then keep calling.',
        'Center fielder overrides everyone on the field.',
        'Outfielders coming in beat infielders going back.',
      ],
      flow: [
        'Ball goes up',
        'Nearest fielders call loudly',
        'Priority fielder takes charge',
        'Others peel off and back up',
      ],
    },
    {
      id: 'defensive-shift',
      title: 'Defensive Shift',
      keywords: ['defensive shift', 'shift', 'shifting', 'positioning', 'spray chart', 'pull hitter', 'shading'],
      short: 'A defensive shift repositions fielders toward where a hitter usually hits the ball.',
      detail:
        "Use spray charts and pitch plan to shade defenders toward a hitter's pull side or up the middle. In MLB since 2023, two infielders must be on each side of second base with feet on the dirt at release, so modern shifting is about shading, not overloading; many amateur leagues still allow full shifts. Adjust by count, because hitters pull more when ahead.",
      keyPoints: [
        'Check your league rules before moving an infielder over.',
        'Shade toward the pull side when the hitter is ahead.',
        'Pitch to the shift: pound the side you are stacking.',
      ],
      flow: [
        'Study spray chart',
        'Check league shift rules',
        'Shade infield and outfield',
        'Pitch to the shift',
        'Adjust by count',
      ],
    },
    {
      id: 'infield-in',
      title: 'Infield In',
      keywords: ['infield in', 'drawn in', 'runner on third', 'cut off the run', 'corners in', 'halfway'],
      short: 'Infield in cuts off the run at home with a runner on third.',
      detail:
        'With a runner on third and fewer than two outs in a close late game, bring the infield in to the grass edge to throw home on a ground ball. It turns routine grounders into hits, so use it only when one run matters. Halfway depth lets you go home on slow balls and to first on hard ones.',
      keyPoints: [
        'Use it late when the tying or winning run is on third.',
        'Check the runner, then throw home on contact.',
        'Halfway depth is the compromise early in games.',
      ],
    },
    {
      id: 'bunt-defense',
      title: 'Bunt Defense',
      keywords: ['bunt defense', 'bunt coverage', 'sacrifice bunt', 'bunt', 'charge', 'crash'],
      short: 'Bunt defense with a runner on first: corners charge, second baseman covers first.',
      detail:
        'With a runner on first, the first and third basemen charge, the pitcher covers the middle, the second baseman covers first and the shortstop covers second. The catcher calls where to throw because he sees everything, and you take the sure out at first unless the lead runner is an easy out. Always get one out.',
      keyPoints: [
        'Catcher makes the call: two, three or one.',
        'Never leave first base uncovered on a bunt.',
        'Take the sure out unless the lead is easy.',
      ],
      flow: [
        'Batter squares to bunt',
        'Corners charge pitcher covers middle',
        'Second baseman covers first',
        'Catcher calls the base',
        'Get the sure out',
      ],
    },
    {
      id: 'wheel-play',
      title: 'Wheel Play',
      keywords: [
        'wheel play',
        'wheel',
        'rotation play',
        'bunt defense',
        'runners on first and second',
        'force at third',
      ],
      short: 'The wheel play rotates the infield to force the lead runner at third.',
      detail:
        'With runners on first and second in an obvious bunt situation, the third baseman crashes early, the shortstop sprints to cover third, the second baseman covers first and the first baseman charges. The pitcher breaks toward the third base line. It gambles on getting the lead runner, so only run it when the hitter will clearly bunt.',
      keyPoints: [
        'Shortstop must hold the runner, then break at the pitch.',
        'Third baseman crashes hard to field anything down the line.',
        'Throw to third only if the force is clearly there.',
      ],
      flow: [
        'Obvious bunt with two on',
        'Third baseman crashes early',
        'Shortstop rotates to third',
        'Second baseman covers first',
        'Throw for force at third',
      ],
    },
    {
      id: 'sacrifice-bunt',
      title: 'Sacrifice Bunt',
      keywords: ['sacrifice bunt', 'sac bunt', 'bunt', 'bunting', 'move the runner', 'squaring'],
      short: 'A sacrifice bunt trades an out to move a runner into scoring position.',
      detail:
        'Square or pivot early enough to see the pitch, hold the bat at the top of the zone and bunt only strikes. Catch the ball with the barrel, bending the knees for low pitches instead of dropping the bat head. Deaden the ball toward first with a runner on first, and toward third with runners on first and second.',
      keyPoints: [
        'Bat at the top of the zone; take anything above it.',
        'Bend the knees for low pitches; keep barrel above hands.',
        'Give with the ball to deaden it.',
      ],
      flow: [
        'Pivot and show bunt',
        'Bat at top of zone',
        'Bunt strikes only',
        'Deaden toward the target side',
        'Run it out',
      ],
    },
    {
      id: 'squeeze-play',
      title: 'Squeeze Play',
      keywords: ['squeeze play', 'squeeze', 'suicide squeeze', 'safety squeeze', 'bunt', 'runner on third'],
      short: 'A squeeze play bunts the runner home from third with fewer than two outs.',
      detail:
        'On a suicide squeeze the runner breaks as the pitcher commits to home, so the batter must get the bunt down on any pitch. On a safety squeeze the runner waits until he sees the ball bunted on the ground. The batter shows bunt late to avoid tipping the pitcher.',
      keyPoints: [
        'Suicide: runner goes when the pitcher commits to home.',
        'Batter must bunt anything on a suicide squeeze.',
        'Safety: runner breaks only on a bunt on the ground.',
      ],
      flow: [
        'Runner on third under two outs',
        'Pitcher commits to home',
        'Runner breaks for home',
        'Batter squares late and bunts',
        'Runner scores on the bunt',
      ],
    },
    {
      id: 'hit-and-run',
      title: 'Hit and Run',
      keywords: ['hit and run', 'hit-and-run', 'run and hit', 'runner going', 'protect the runner', 'ground ball'],
      short: 'On the hit and run, the runner goes and the hitter must swing.',
      detail:
        'The runner breaks with the pitch, pulling a middle infielder to cover second and opening a hole. The hitter swings at any pitch to protect the runner, aiming a ground ball or line drive through the vacated side. Call it in a count where the pitcher must throw a strike, like 1-0 or 2-1, with a contact hitter up.',
      keyPoints: [
        'Hitter must swing to protect the runner.',
        'Stay on top of the ball; a pop up doubles him off.',
        'Best in fastball counts with a contact hitter.',
      ],
      flow: [
        'Runner breaks with pitch',
        'Middle infielder covers second',
        'Hitter swings at anything',
        'Ground ball through the hole',
        'Runner takes extra base',
      ],
    },
    {
      id: 'stolen-base',
      title: 'Stolen Base',
      keywords: ['stolen base', 'steal', 'stealing', 'base stealing', 'jump', 'lead', 'sb'],
      short: 'A stolen base comes from reading the pitcher early, not raw speed alone.',
      detail:
        "Take a lead you can get back from in one step and a dive, then read the pitcher's first move to home. Against a right-hander, watch the front heel or shoulder; against a left-hander, watch the front leg and go when it breaks toward the plate. Pitcher delivery plus catcher pop time over about 3.3 seconds usually means a good runner should go.",
      keyPoints: [
        'Watch for the first committed move toward home.',
        'Crossover step and stay low for three strides.',
        'Time the pitcher to the plate from the dugout.',
      ],
      flow: [
        'Take a safe primary lead',
        'Read the pitcher first move',
        'Crossover step and go',
        'Peek at the plate once',
        'Slide away from the tag',
      ],
    },
    {
      id: 'pickoff-move',
      title: 'Pickoff Move',
      keywords: ['pickoff move', 'pickoff', 'pick off', 'holding runners', 'step off', 'slide step', 'time to plate'],
      short: 'A pickoff move keeps leads short so the catcher can throw out stealers.',
      detail:
        "Vary how long you hold the set position so runners cannot time you, and use a slide step to get to the plate in about 1.3 seconds. A right-hander's best move is a quick jump turn; a left-hander must make his move look like his leg kick to home. Step off the rubber to reset if a runner is getting comfortable.",
      keyPoints: [
        'Vary your hold times; never be predictable.',
        'Step directly toward the base you throw to.',
        'Quick slide step matters more than pickoff throws.',
      ],
    },
    {
      id: 'first-and-third-defense',
      title: 'First and Third Defense',
      keywords: [
        'first and third defense',
        'first and third',
        'double steal',
        'delayed steal',
        'runners on corners',
        'cut play',
      ],
      short: 'First and third defense stops the double steal without giving up the run.',
      detail:
        'Before the pitch, the defense picks a play: throw through to second, throw to the cutting middle infielder, or throw back to the pitcher or third. The catcher checks the runner on third before throwing. If the runner on third breaks, the cut man catches and throws home; late in close games simply concede second.',
      keyPoints: [
        'Decide the play with a sign before every pitch.',
        'Catcher looks the runner back before throwing.',
        'Late and close, concede second to protect the run.',
      ],
      flow: [
        'Runner on first breaks',
        'Catcher checks runner on third',
        'Throw to cutting middle infielder',
        'Cut and throw home if running',
        'Otherwise tag at second',
      ],
    },
    {
      id: 'double-play',
      title: 'Double Play',
      keywords: ['double play', 'turn two', 'dp', 'pivot', '6-4-3', '4-6-3', 'feed'],
      short: 'A double play depends on a firm feed and a quick, safe pivot.',
      detail:
        'Get the first out for sure: a quick, chest-high feed to the pivot man beats a rushed throw. The pivot man arrives under control, catches with two hands, uses the bag to clear the runner and throws with a quick release. Play double play depth, a step in and toward second, with a runner on first and fewer than two outs.',
      keyPoints: [
        'Feed chest high; underhand when close to the bag.',
        'Arrive under control, then clear the runner.',
        'Get the lead out first; the second is a bonus.',
      ],
      flow: [
        'Field the ground ball',
        'Firm chest high feed',
        'Pivot man touches bag',
        'Clear the sliding runner',
        'Quick throw to first',
      ],
    },
    {
      id: 'relay-cutoff',
      title: 'Relay and Cutoff',
      keywords: ['relay', 'cutoff', 'cutoff man', 'relay man', 'cut', 'trailer', 'throw home', 'double cut'],
      short: 'Relay and cutoff plays shorten long throws and stop trailing runners from advancing.',
      detail:
        'On base hits with a runner trying to score, the cutoff man lines up between outfielder and home, and the catcher calls cut, cut to a base, or nothing to let it through. On balls in the gaps or down the line, the shortstop or second baseman goes out as the relay man with a trailer behind him. Outfielders throw at head height to the cut man, not on a high arc.',
      keyPoints: [
        'Relay man raises arms and yells to give a target.',
        'Catcher calls cut or let it go, loudly.',
        'Catch on the glove side, turned toward the target.',
      ],
      flow: [
        'Ball hit to the gap',
        'Relay man goes out',
        'Outfielder hits relay chest high',
        'Trailer calls the base',
        'Relay throw to that base',
      ],
    },
    {
      id: 'rundown',
      title: 'Rundown',
      keywords: ['rundown', 'pickle', 'caught in a rundown', 'hotbox', 'tag', 'trapped runner'],
      short: 'Win a rundown in one throw by running the runner back hard.',
      detail:
        'The ball carrier sprints at the runner with the ball held up so the receiver can see it, driving him back toward the base he came from. The receiver closes the distance and calls for the ball when the runner is a few steps away. One throw, then a tag, is the goal; every extra throw invites an error.',
      keyPoints: [
        'Run the runner back toward his original base.',
        'Show the ball; no pump fakes.',
        'Throw, then follow your throw and cover.',
      ],
      flow: [
        'Runner trapped between bases',
        'Sprint at him ball held high',
        'Drive him back to his base',
        'Receiver calls for the ball',
        'One throw and tag',
      ],
    },
    {
      id: 'tag-up',
      title: 'Tagging Up',
      keywords: ['tag up', 'tagging up', 'sacrifice fly', 'sac fly', 'retouch', 'fly ball', 'baserunning'],
      short: 'Tagging up lets a runner advance after a caught fly ball legally.',
      detail:
        'On a fly ball with fewer than two outs, a runner may advance once the fielder first touches the ball, but must be on the base at that moment. On a deep fly with a runner on third, go back, face the play and leave on the first touch. On shallow flies, go halfway so you can score if it drops or get back if caught.',
      keyPoints: [
        'Leave on the first touch, not the secure catch.',
        'Deep fly: tag; shallow fly: go halfway.',
        'Two outs: run on contact, never tag.',
      ],
      flow: [
        'Fly ball less than two outs',
        'Judge depth of the ball',
        'Return to base on deep fly',
        'Leave on first touch',
        'Score or advance',
      ],
    },
    {
      id: 'fastball',
      title: 'Fastball',
      keywords: ['fastball', 'four seam', 'four-seam', 'two seam', 'sinker', 'cutter', 'velocity'],
      short: 'The fastball sets up everything: four-seam rides, two-seam sinks and runs.',
      detail:
        'Grip the four-seamer across the horseshoe for backspin and ride up in the zone; grip the two-seamer along the seams for arm-side run and sink. Command of the fastball to both sides of the plate matters more than velocity. Most young pitchers should throw it 60 to 70 percent of the time until they can locate it.',
      keyPoints: [
        'Four-seam up in the zone gets swings and misses.',
        'Two-seam down and in jams same-side hitters.',
        'Command both sides before adding a new pitch.',
      ],
    },
    {
      id: 'breaking-ball',
      title: 'Breaking Ball',
      keywords: ['breaking ball', 'curveball', 'curve', 'slider', 'sweeper', 'spin', 'breaking pitch'],
      short: 'A breaking ball uses spin to drop or slide away from the barrel.',
      detail:
        'The curveball is thrown with topspin for 12-to-6 depth; the slider is thrown harder with more sideways spin for late glove-side break. Keep the arm speed of a fastball and let the grip create spin, with the fingers staying on top of the ball through release. Best used to get ahead early or expanded below the zone with two strikes.',
      keyPoints: [
        'Same arm speed as the fastball; grip does the work.',
        'Bury it below the zone with two strikes.',
        'A hanging breaker belt high gets hit hard.',
      ],
    },
    {
      id: 'changeup',
      title: 'Changeup',
      keywords: ['changeup', 'change up', 'circle change', 'off-speed', 'offspeed', 'speed differential'],
      short: 'A changeup looks like a fastball but arrives about 8 to 12 mph slower.',
      detail:
        'Choke the ball deeper in the hand, such as a circle change grip, and throw it with full fastball arm speed so the grip kills velocity. It works best against opposite-handed hitters because it fades away from them. Throw it down in the zone; a changeup left up is just a slow fastball.',
      keyPoints: [
        'Sell it with full fastball arm speed.',
        'Keep it down; it should finish at the knees.',
        'Best against opposite handed hitters.',
      ],
    },
    {
      id: 'pitch-sequencing',
      title: 'Pitch Sequencing',
      keywords: [
        'pitch sequencing',
        'sequencing',
        'pitch selection',
        'calling pitches',
        'tunneling',
        'set up',
        'eye level',
      ],
      short: "Pitch sequencing changes speed, eye level and location to disrupt a hitter's timing.",
      detail:
        'Establish the fastball for strikes, then change eye level by going up after down and change speed after the hitter has seen velocity. Tunnel pitches so they look identical out of the hand for the first 20 feet before they separate. Use what the hitter showed you on earlier swings rather than following a fixed pattern.',
      keyPoints: [
        'Pair high fastballs with low breaking balls.',
        'Go inside to make the outside corner look farther.',
        'Never throw the same pitch in the same spot three times.',
      ],
      flow: [
        'Fastball for strike one',
        'Change eye level',
        'Change speed off fastball',
        'Expand zone with two strikes',
        'Finish with best pitch',
      ],
    },
    {
      id: 'count-leverage',
      title: 'Count Leverage',
      keywords: [
        'count leverage',
        'count',
        'hitters count',
        'pitchers count',
        'ahead in the count',
        'two strikes',
        '0-2',
        '2-0',
      ],
      short: 'Count leverage decides who attacks: hitters in 2-0 and 3-1, pitchers in 0-2.',
      detail:
        'Hitters hunt their pitch in one zone in counts like 1-0, 2-0, 2-1 and 3-1, because the pitcher must throw a strike. Pitchers ahead 0-1, 0-2 or 1-2 expand the zone with chase pitches. The 1-1 pitch is pivotal, since 2-1 and 1-2 lead to very different results.',
      keyPoints: [
        'Ahead as a hitter: sit on one pitch and zone.',
        'Ahead as a pitcher: throw quality balls, not strikes.',
        'Win the 1-1 pitch for either side.',
      ],
      flow: [
        'Check the count',
        'Hitter ahead hunt one zone',
        'Even count compete',
        'Pitcher ahead expand the zone',
        'Two strikes shorten and battle',
      ],
    },
    {
      id: 'infield-fly-rule',
      title: 'Infield Fly Rule',
      keywords: ['infield fly rule', 'infield fly', 'pop up', 'rules', 'batter out', 'runners first and second'],
      short: 'The infield fly rule calls the batter out on an easy infield pop.',
      detail:
        'It applies on a fair fly ball, not a line drive or bunt, that an infielder can catch with ordinary effort, with runners on first and second or bases loaded and fewer than two outs. The umpire calls infield fly and the batter is out whether it is caught or not. Runners may advance at their own risk, and must tag up if the ball is caught.',
      keyPoints: [
        'Needs first and second occupied and fewer than two outs.',
        'Batter is out even if the ball drops.',
        'Runners can advance at their own risk.',
      ],
      flow: [
        'Runners on first and second',
        'Fewer than two outs',
        'Fair routine infield pop up',
        'Umpire declares infield fly',
        'Batter out runners at risk',
      ],
    },
    {
      id: 'balk',
      title: 'Balk',
      keywords: ['balk', 'illegal pitch', 'set position', 'stretch', 'pitching rules', 'runners advance'],
      short: 'A balk is an illegal pitcher motion with runners on; each runner advances.',
      detail:
        'Common balks include not coming to a complete stop in the set position, starting the delivery and stopping, not stepping toward the base on a pickoff throw, and dropping the ball while on the rubber. Faking a throw to first while on the rubber is also a balk. To reset, step back off the rubber with the pivot foot first, then you are an infielder.',
      keyPoints: [
        'Come to a clear, complete stop in the set.',
        'Step directly toward the base before a pickoff throw.',
        'Step off with the back foot to reset.',
      ],
    },
    {
      id: 'dropped-third-strike',
      title: 'Dropped Third Strike',
      keywords: [
        'dropped third strike',
        'uncaught third strike',
        'strikeout',
        'run to first',
        'passed ball',
        'wild pitch',
      ],
      short: 'On a dropped third strike, the batter may run if first is open.',
      detail:
        'If the catcher does not catch strike three cleanly, the batter can try for first when first base is unoccupied or there are two outs. The catcher tags the batter or throws to first to finish the out. Batters should always run until the umpire or coach tells them otherwise.',
      keyPoints: [
        'First base open, or two outs, means the batter can run.',
        'Catcher tags the batter or throws to first.',
        'Batters always run out uncaught strikeouts.',
      ],
      flow: [
        'Strike three not caught',
        'First base open or two outs',
        'Batter runs to first',
        'Catcher tags or throws to first',
      ],
    },
    {
      id: 'batting-stance',
      title: 'Batting Stance',
      keywords: ['batting stance', 'stance', 'hitting', 'setup', 'open stance', 'closed stance', 'batter'],
      short: 'A good batting stance is balanced, relaxed and lets both eyes see the pitcher.',
      detail:
        'Set feet slightly wider than shoulders, knees flexed, weight on the balls of the feet and slightly into the back side. Hands sit around the back shoulder with a relaxed grip, aligning the door-knocking knuckles, and the head turns so both eyes track the pitcher. Open, square or closed stances are fine as long as you land square and on time.',
      keyPoints: [
        'Both eyes on the pitcher, head level.',
        'Relaxed hands near the back shoulder.',
        'Whatever the start, land in the same spot.',
      ],
    },
    {
      id: 'swing-mechanics',
      title: 'Swing Mechanics',
      keywords: ['swing mechanics', 'swing', 'hitting', 'load', 'stride', 'hip rotation', 'bat path', 'hands inside'],
      short: 'Swing mechanics: load, stride, fire the hips and keep hands inside the ball.',
      detail:
        'Load back as the pitcher breaks his hands, then stride softly to land with the front foot closed and the hands still back to create separation. The hips start the swing and the barrel enters the zone early on the plane of the pitch, with the hands staying inside the ball. Contact is out front for inside pitches and deeper for outside ones, followed by full extension.',
      keyPoints: [
        'Land with hands back to create separation.',
        'Hips lead; hands stay inside the ball.',
        'Match the barrel to the plane of the pitch.',
      ],
      flow: [
        'Load on pitcher hand break',
        'Soft stride land closed',
        'Hips fire first',
        'Hands inside the ball',
        'Contact and extend',
      ],
    },
    {
      id: 'two-strike-approach',
      title: 'Two-Strike Approach',
      keywords: ['two strike approach', 'two strikes', 'protect the plate', 'choke up', 'contact', 'strikeout'],
      short: 'The two-strike approach widens your zone and shortens your swing to make contact.',
      detail:
        'With two strikes, choke up an inch, widen the stance slightly and look away, reacting to pitches in. Your job is to put the ball in play hard and foul off tough pitches until you get a mistake. Think middle of the field to keep the barrel in the zone longer.',
      keyPoints: [
        'Choke up and widen the stance a little.',
        'Look away, react in, use the middle of the field.',
        'Foul off close pitches and wait for a mistake.',
      ],
    },
    {
      id: 'plate-discipline',
      title: 'Plate Discipline',
      keywords: ['plate discipline', 'strike zone', 'pitch recognition', 'chase', 'walks', 'selective', 'take pitches'],
      short: 'Plate discipline means swinging at strikes and laying off chase pitches.',
      detail:
        'Know your hot zone and only attack it until two strikes. Pick up spin and release point early; a breaking ball usually shows a hump or red dot out of the hand. Walks and deep counts wear pitchers down and get you better pitches to hit.',
      keyPoints: [
        'Pick up the ball at the release point.',
        'Swing at pitches in your zone before two strikes.',
        'Read spin early to lay off breaking balls.',
      ],
    },
    {
      id: 'baserunning-leads',
      title: 'Leads and Baserunning',
      keywords: [
        'baserunning',
        'lead',
        'secondary lead',
        'primary lead',
        'base running',
        'rounding the bag',
        'first to third',
      ],
      short: 'Good baserunning starts with a primary lead and an aggressive secondary lead.',
      detail:
        'From first, take a primary lead of about three and a half steps you can dive back from, then shuffle into a two to three step secondary lead as the pitch crosses the plate. Read the ball off the bat: go on ground balls, freeze on line drives. Round bases aggressively and let the coach stop you, not the other way around.',
      keyPoints: [
        'Secondary lead lands as the ball reaches the plate.',
        'Freeze on line drives; go on ground balls.',
        'Know outs, score and outfielder arms before the pitch.',
      ],
    },
    {
      id: 'backing-up-bases',
      title: 'Backing Up Bases',
      keywords: ['backing up', 'back up', 'backup', 'overthrow', 'pitcher backup', 'outfield backup', 'coverage'],
      short: 'Backing up bases turns overthrows into no extra base instead of a run.',
      detail:
        'Every throw should have someone behind it: outfielders back up the bases in front of them and the pitcher backs up third or home on throws from the outfield. Get deep enough, about 20 feet behind the base, to play a bad hop or overthrow. Lazy backups are how routine plays turn into extra runs.',
      keyPoints: [
        'Pitcher backs up third or home on outfield throws.',
        'Stay 20 feet deep behind the base.',
        'Move on every pitch, not just hit balls.',
      ],
    },
  ],
  drills: [
    {
      id: 'tee-inside-outside',
      title: 'Inside and Outside Tee Work',
      keywords: [
        'tee drill',
        'tee work',
        'batting tee',
        'hitting drill',
        'inside pitch',
        'outside pitch',
        'contact point',
      ],
      short: 'Tee drill work grooves the correct contact point for inside and outside pitches.',
      steps: [
        'Set the tee out front on the inner edge of the plate.',
        'Hit 10 line drives to the pull side gap.',
        'Move the tee deeper on the outer edge.',
        'Hit 10 line drives to the opposite field gap.',
        'Alternate locations randomly for the final 10 swings.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'soft-toss',
      title: 'Side Soft Toss',
      keywords: ['soft toss', 'hitting drill', 'toss', 'batting practice', 'bat path', 'timing'],
      short: 'Soft toss builds bat path and timing with a moving ball.',
      steps: [
        'Tosser kneels at 45 degrees in front of the hitter behind a screen.',
        "Toss firm, belt high pitches to the hitter's front hip.",
        'Hitter drives each ball into the net with a full finish.',
        'Mix in high and low tosses for the last set.',
      ],
      duration: '4 x 10 reps',
    },
    {
      id: 'front-toss',
      title: 'Front Toss',
      keywords: ['front toss', 'short toss', 'batting practice', 'hitting drill', 'timing', 'line drives'],
      short: 'Front toss trains timing and line drives from a pitch-like angle.',
      steps: [
        'Feeder sits 20 to 25 feet away behind an L-screen.',
        'Toss underhand strikes at a steady rhythm.',
        "Hitter loads on the feeder's arm swing and hits line drives.",
        'Call a location before each toss for the last round.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'bunting-ladder',
      title: 'Bunting Target Ladder',
      keywords: ['bunting drill', 'bunt', 'sacrifice bunt', 'bunting', 'bat control', 'target'],
      short: 'This bunting drill builds bat control by deadening balls into cone targets.',
      steps: [
        'Place cones along both baselines about 15 feet from home.',
        'Pitcher or machine throws at medium speed.',
        'Bunt five balls to each cone, bat starting at the top of the zone.',
        'Score a point for each bunt stopping near the cone.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'short-hop-picks',
      title: 'Short Hop Picks',
      keywords: ['short hop', 'picks', 'glove work', 'fielding drill', 'soft hands', 'first base'],
      short: 'Short hop picks train soft hands to scoop bad throws.',
      steps: [
        'Partners kneel 15 feet apart facing each other.',
        'Throw short hops to the forehand side ten times.',
        'Throw short hops to the backhand side ten times.',
        'Stand and finish with short hops at full speed.',
      ],
      duration: '8 minutes',
    },
    {
      id: 'ground-ball-fungo',
      title: 'Fungo Ground Balls',
      keywords: ['ground balls', 'fungo', 'infield drill', 'fielding drill', 'grounders', 'footwork', 'throwing'],
      short: 'Fungo ground balls build first step, fielding footwork and accurate throws.',
      steps: [
        'Coach hits from home to infielders at game depth.',
        'Fielders work routine, backhand, forehand and slow roller.',
        'Every ball is thrown to first at game speed.',
        'Finish with five balls where the situation is called first.',
      ],
      duration: '20 minutes',
    },
    {
      id: 'double-play-feeds',
      title: 'Double Play Feeds',
      keywords: ['double play drill', 'turn two', 'feeds', 'pivot', 'middle infield', 'double play'],
      short: 'This double play drill sharpens feeds and the pivot at second base.',
      steps: [
        'Roll balls to the shortstop from 30 feet.',
        'Shortstop feeds the second baseman crossing the bag.',
        'Pivot man catches, clears the bag and throws to first.',
        'Switch sides so the second baseman feeds the shortstop.',
        'Add a live runner for the final round.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'relay-race',
      title: 'Relay Race',
      keywords: ['relay drill', 'relay race', 'cutoff drill', 'relay', 'throwing', 'outfield'],
      short: 'The relay drill builds quick exchanges and on-line throws through a cutoff.',
      steps: [
        'Line three players 60 to 80 feet apart in a straight line.',
        'End player throws to the middle man at head height.',
        'Middle man catches glove side, turns and throws to the far end.',
        'Race two lines down and back; errors restart the line.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'fly-ball-communication',
      title: 'Fly Ball Communication',
      keywords: ['fly ball drill', 'communication', 'pop up drill', 'priority', 'outfield', 'calling the ball'],
      short: 'This fly ball drill builds loud calls and correct priority between fielders.',
      steps: [
        'Place two or three fielders at adjacent positions.',
        'Coach hits or throws fly balls between them.',
        'The priority fielder calls twice; others call his name and peel off.',
        'Any silent catch counts as a miss.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'pickoff-and-lead',
      title: 'Pickoff and Lead Read',
      keywords: ['pickoff drill', 'lead drill', 'stealing drill', 'jump', 'pitcher move', 'baserunning drill'],
      short: 'This pickoff drill trains pitchers to hold runners and runners to read moves.',
      steps: [
        'Pitcher works from the stretch with a live runner at first.',
        'Pitcher varies hold times and mixes pickoffs and pitches.',
        'Runner takes a lead and breaks on a read of home.',
        'Catcher throws on every steal; track outs and safe calls.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'catcher-blocking',
      title: 'Catcher Blocking',
      keywords: ['blocking drill', 'catcher drill', 'blocking', 'balls in the dirt', 'catcher', 'wild pitch'],
      short: 'This blocking drill teaches catchers to smother balls in the dirt.',
      steps: [
        'Catcher sets in the secondary stance with runners on.',
        'Coach throws balls in the dirt from 30 feet, center first.',
        'Catcher drops to the knees, chin down, chest angled to home.',
        'Progress to balls left and right, then recover and throw.',
      ],
      duration: '3 x 10 reps',
    },
    {
      id: 'pop-time',
      title: 'Catcher Pop Time',
      keywords: ['pop time', 'catcher throwing', 'throw down', 'exchange', 'footwork', 'catcher drill'],
      short: 'The pop time drill sharpens catcher exchange and footwork on steal throws.',
      steps: [
        'Catcher receives pitches in the secondary stance.',
        'Practice transfer only for ten reps, no throw.',
        'Add footwork: replace the feet and throw to second.',
        'Time catch to glove and aim to cut tenths each round.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'towel-drill',
      title: 'Towel Drill',
      keywords: ['towel drill', 'pitching drill', 'extension', 'arm path', 'mechanics', 'pitcher'],
      short: 'The towel drill grooves pitching mechanics and extension without stressing the arm.',
      steps: [
        'Hold a small towel by the corner in the throwing grip.',
        'Partner kneels holding a glove at your stride length plus a foot.',
        'Go through a full delivery and snap the towel into the glove.',
        'Focus on landing closed and finishing over the front leg.',
      ],
      duration: '3 x 10 reps',
    },
    {
      id: 'long-toss',
      title: 'Long Toss',
      keywords: ['long toss', 'arm strength', 'throwing program', 'arm care', 'throwing', 'catch'],
      short: 'Long toss builds arm strength and a loose, efficient throwing motion.',
      steps: [
        'Warm up with easy catch at 45 feet.',
        'Back up gradually with arcing throws to your comfortable max.',
        'Come back in throwing on a line with intent.',
        'Stop if throws lose form or anything hurts.',
      ],
      duration: '20 minutes',
    },
    {
      id: 'bullpen-count-game',
      title: 'Bullpen Count Game',
      keywords: ['bullpen', 'count game', 'pitch sequencing', 'command', 'pitching drill', 'strikes'],
      short: 'The bullpen count game trains command and pitch sequencing under pressure.',
      steps: [
        'Start each simulated hitter at 0-0 with a called plan.',
        'Catcher calls pitch and location; pitcher executes.',
        'Track the count honestly; win the hitter in four pitches or fewer.',
        'Face nine hitters and record strikes and walks.',
      ],
      duration: '25 minutes',
    },
    {
      id: 'rundown-drill',
      title: 'Rundown Drill',
      keywords: ['rundown drill', 'pickle', 'rundown', 'tagging', 'team defense', 'baserunners'],
      short: 'The rundown drill teaches fielders to get outs with one throw.',
      steps: [
        'Put a runner between first and second with two fielders.',
        'Ball carrier sprints the runner back toward first.',
        'Receiver calls ball and takes the throw to tag.',
        'Rotate behind your throw; count throws and aim for one.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'first-to-third',
      title: 'First to Third Baserunning',
      keywords: ['first to third', 'baserunning drill', 'rounding bases', 'base running', 'turn', 'sprint'],
      short: 'This baserunning drill trains efficient turns from first to third.',
      steps: [
        'Runner takes a lead at first with a secondary shuffle.',
        'Coach signals a single to right field.',
        'Runner banana-turns at second, hitting the inside corner.',
        'Read the third base coach and slide or stand up.',
      ],
      duration: '6 x 1 reps',
    },
    {
      id: 'pitch-recognition',
      title: 'Pitch Recognition',
      keywords: ['pitch recognition', 'vision drill', 'tracking', 'plate discipline', 'spin', 'hitting'],
      short: 'Pitch recognition reps teach hitters to read spin and location early.',
      steps: [
        "Stand in the box during a teammate's bullpen.",
        'Call fastball or off-speed out loud at release.',
        'Call ball or strike before the catcher receives.',
        'Check with the catcher and keep score of correct reads.',
      ],
      duration: '10 minutes',
    },
  ],
  tips: [
    {
      id: 'tip-first-pitch-strike',
      title: 'Win the First Pitch',
      keywords: ['first pitch strike', 'strike one', 'pitching', 'get ahead', 'command'],
      short: 'Throw first pitch strikes; strike one changes the whole at-bat.',
      detail:
        'Hitters do far more damage after 1-0 than after 0-1. Pitch to contact early with your best-located fastball and make them beat you.',
    },
    {
      id: 'tip-know-situation',
      title: 'Know the Situation',
      keywords: ['situation', 'outs', 'score', 'awareness', 'where to throw', 'defense'],
      short: 'Before every pitch, know the situation and where you will throw.',
      detail:
        'Check outs, count, runners and score, then decide: if it is hit to me, where does it go? Fielders who decide early never hold the ball.',
    },
    {
      id: 'tip-run-through-first',
      title: 'Run Through First',
      keywords: ['run through first', 'baserunning', 'hustle', 'first base', 'sprint'],
      short: 'Run through first base; never slide into it on a routine play.',
      detail:
        'Sprinting through the bag is faster than sliding. Hit the front of the bag, break down after, and look right for an overthrow.',
    },
    {
      id: 'tip-see-it-early',
      title: 'See It Out of the Hand',
      keywords: ['release point', 'tracking', 'hitting', 'vision', 'see the ball'],
      short: 'Find the release point early to see the ball sooner.',
      detail:
        "Soft focus on the pitcher's cap, then shift to the release window as he breaks his hands. Early pickup buys decision time.",
    },
    {
      id: 'tip-hunt-fastball',
      title: 'Hunt the Fastball When Ahead',
      keywords: ['hitters count', 'fastball', 'hunt', 'ahead in the count', 'approach'],
      short: 'In a hitters count, hunt a fastball in one zone and take the rest.',
      detail:
        'At 2-0 or 3-1 you can afford to be picky. Sit on your pitch in your zone; anything else, take it and keep the count in your favor.',
    },
    {
      id: 'tip-two-hands',
      title: 'Funnel the Ball',
      keywords: ['fielding', 'two hands', 'funnel', 'ground ball', 'glove'],
      short: 'Field ground balls out front and funnel them to your throwing hand.',
      detail:
        'Glove out in front of the body, not between the feet, with the throwing hand nearby. Funnel to the belly and get into your throw in one motion.',
    },
    {
      id: 'tip-throw-to-chest',
      title: 'Throw to the Chest',
      keywords: ['throwing', 'accuracy', 'target', 'chest', 'catch play'],
      short: "Every throwing rep, even warmup catch, should hit your partner's chest.",
      detail: 'Pick a small target and finish your throw to it. Sloppy catch play builds sloppy game throws.',
    },
    {
      id: 'tip-cutoff-head-high',
      title: 'Hit the Cutoff',
      keywords: ['cutoff', 'cutoff man', 'outfield throw', 'relay', 'throwing'],
      short: 'Outfielders: hit the cutoff man head high, even on a throw home.',
      detail:
        'A throw over the cutoff lets the trailing runner take an extra base. A low, on-line throw the cut man can let through is the goal.',
    },
    {
      id: 'tip-stay-closed',
      title: 'Stay Closed on the Stride',
      keywords: ['stride', 'front shoulder', 'hitting', 'pulling off', 'swing'],
      short: 'Land your stride with the front shoulder closed to cover the outer half.',
      detail:
        'Flying open early drags the barrel off the outer half. Land closed, then let the hips pull the shoulders through.',
    },
    {
      id: 'tip-pitch-clock-tempo',
      title: 'Work Fast',
      keywords: ['tempo', 'pace', 'pitching', 'pitch clock', 'rhythm'],
      short: 'Pitchers who work with fast tempo keep fielders on their toes.',
      detail:
        'Get the sign, breathe, deliver. A quick pace keeps your defense ready and hitters uncomfortable, and it fits leagues using a pitch clock.',
    },
    {
      id: 'tip-slide-feet-first',
      title: 'Slide Feet First',
      keywords: ['sliding', 'slide', 'feet first', 'bent leg slide', 'baserunning'],
      short: 'Use a feet first bent leg slide on most plays to stay safe.',
      detail:
        'Start the slide about a body length before the bag, tuck one leg under the other and keep hands up. Feet first protects fingers and shoulders.',
    },
    {
      id: 'tip-catcher-targets',
      title: 'Give a Low Target',
      keywords: ['catcher', 'target', 'framing', 'receiving', 'low strikes'],
      short: 'Catchers: set a low, steady target and move late to it.',
      detail:
        'Pitchers miss toward the target, so keep it at the knees. Set up late so hitters cannot peek at location.',
    },
    {
      id: 'tip-backhand-footwork',
      title: 'Backhand Footwork',
      keywords: ['backhand', 'infield', 'fielding', 'footwork', 'range'],
      short: 'On the backhand, crossover step and field off the front foot.',
      detail:
        'Open with a crossover, stay low and catch the ball off the right foot for a right-handed thrower, then plant and throw.',
    },
    {
      id: 'tip-look-runner-back',
      title: 'Look the Runner Back',
      keywords: ['runner on third', 'look back', 'ground ball', 'infield', 'hold runner'],
      short: 'With a runner on third, look him back before throwing to first.',
      detail:
        'A quick glance freezes a runner who might score on a throw to first. Do not pause too long; one look, then throw.',
    },
    {
      id: 'tip-arm-care',
      title: 'Respect Pitch Counts',
      keywords: ['arm care', 'pitch count', 'rest', 'injury', 'youth pitching'],
      short: 'Respect pitch count and rest guidelines to protect young arms.',
      detail:
        'Follow Pitch Smart or league limits for pitches and rest days, avoid pitching year-round, and never pitch through elbow or shoulder pain.',
    },
    {
      id: 'tip-middle-approach',
      title: 'Think Middle of the Field',
      keywords: ['approach', 'hitting', 'middle', 'opposite field', 'line drives'],
      short: 'An approach to the middle keeps your barrel in the zone longer.',
      detail:
        'Aiming for the middle of the field lets you pull the inside pitch and drive the outside one. Trying to pull everything opens you up early.',
    },
    {
      id: 'tip-ready-position',
      title: 'Creep Into Ready',
      keywords: ['ready position', 'creep step', 'fielding', 'first step', 'infield'],
      short: 'Fielders should creep into ready position as the pitch crosses the plate.',
      detail:
        'A small walk-in or hop that lands as the ball reaches the hitting zone loads the legs, so your first step is quicker in either direction.',
    },
  ],
  exercises: [
    { name: 'Trap Bar Deadlift', focus: 'strength', sets: 4, reps: '5', restSeconds: 150 },
    { name: 'Rear Foot Elevated Split Squat', focus: 'strength', sets: 3, reps: '8 each side', restSeconds: 90 },
    { name: 'Half-Kneeling Landmine Press', focus: 'strength', sets: 3, reps: '8 each side', restSeconds: 75 },
    { name: 'Single-Arm Dumbbell Row', focus: 'strength', sets: 3, reps: '10 each side', restSeconds: 60 },
    { name: 'Band External Rotation', focus: 'strength', sets: 3, reps: '15 each side', restSeconds: 45 },
    { name: 'Rotational Med Ball Scoop Toss', focus: 'power', sets: 4, reps: '5 each side', restSeconds: 60 },
    { name: 'Broad Jump', focus: 'power', sets: 4, reps: '4', restSeconds: 90 },
    { name: 'Lateral Bound', focus: 'power', sets: 3, reps: '5 each side', restSeconds: 60 },
    { name: '10-Yard Sprint Start', focus: 'speed', sets: 6, reps: '1', restSeconds: 60 },
    { name: 'Home to First Sprint', focus: 'speed', sets: 6, reps: '1', restSeconds: 90 },
    { name: 'Pole to Pole Tempo Run', focus: 'conditioning', sets: 8, reps: '1', restSeconds: 60 },
    { name: '30-Yard Shuttle Repeats', focus: 'conditioning', sets: 6, reps: '1', restSeconds: 45 },
    { name: 'Thoracic Open Book', focus: 'mobility', sets: 2, reps: '8 each side', restSeconds: 30 },
    { name: '90/90 Hip Switch', focus: 'mobility', sets: 2, reps: '8 each side', restSeconds: 30 },
    { name: "World's Greatest Stretch", focus: 'mobility', sets: 2, reps: '5 each side', restSeconds: 30 },
    { name: 'Tee Work Swings', focus: 'skill', sets: 5, reps: '10', restSeconds: 60 },
    { name: 'Short Hop Picks', focus: 'skill', sets: 3, reps: '15', restSeconds: 45 },
  ],
};
