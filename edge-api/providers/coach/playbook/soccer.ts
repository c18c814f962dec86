import type { SportPlaybook } from './types';

export const soccerPlaybook: SportPlaybook = {
  sport: 'soccer',
  concepts: [
    // Positions
    {
      id: 'goalkeeper',
      title: 'Goalkeeper',
      keywords: ['goalkeeper', 'keeper', 'goalie', 'gk', 'shot stopping', 'sweeper keeper', 'goalkeeping'],
      short: 'The goalkeeper stops shots, commands the box and starts attacks with distribution.',
      detail:
        "A modern goalkeeper is both shot-stopper and the first attacker. He sets his position on the line bisecting the ball and the goal, claims crosses he can reach and organizes the back line loudly. With the ball, quick and accurate distribution can break an opponent's press.",
      keyPoints: [
        'Set your feet before the shot is struck.',
        'Communicate early: keeper, away, time, man on.',
        'Play out quickly when the opponent is unset.',
      ],
    },
    {
      id: 'center-back',
      title: 'Center-Back',
      keywords: ['center back', 'centre back', 'cb', 'central defender', 'defender', 'stopper', 'center-back'],
      short: 'A center-back defends the central area, wins aerial duels and starts build-up play.',
      detail:
        'Center-backs hold the defensive line, track runners into the box and win headers. In possession they are the first passers, breaking lines with forward passes or carrying the ball into midfield. The pair must communicate constantly to step up, drop or cover.',
      keyPoints: [
        'Body open, side-on, see ball and runner.',
        'One steps, one covers; never both step.',
        'Break lines with passes into midfield.',
      ],
    },
    {
      id: 'full-back',
      title: 'Full-Back and Wing-Back',
      keywords: ['full back', 'fullback', 'wing back', 'wingback', 'right back', 'left back', 'fb', 'overlap'],
      short: 'A full-back defends the wide channel and overlaps to add width in attack.',
      detail:
        'Full-backs in a back four defend wingers one-on-one and tuck in to cover the center-backs. In attack they overlap or underlap to create two-on-one situations wide. Wing-backs in a back three play higher and cover the whole flank, so their conditioning must be exceptional.',
      keyPoints: [
        'Show the winger outside, away from goal.',
        'Overlap when the winger cuts inside.',
        'Tuck in to cover when the ball is opposite.',
      ],
    },
    {
      id: 'defensive-midfielder',
      title: 'Defensive Midfielder',
      keywords: ['defensive midfielder', 'holding midfielder', 'number 6', 'dm', 'cdm', 'anchor', 'pivot'],
      short: 'The defensive midfielder screens the back line and recycles possession.',
      detail:
        'The number 6 sits in front of the center-backs, blocking passing lanes into the strikers and winning second balls. In possession he offers an angle to receive from the defenders and switches play. Positional discipline matters more than tackles.',
      keyPoints: [
        "Screen passes into the striker's feet.",
        'Always offer an angle to the center-backs.',
        'Scan before receiving so you can play forward.',
      ],
    },
    {
      id: 'attacking-midfielder',
      title: 'Attacking Midfielder',
      keywords: [
        'attacking midfielder',
        'number 10',
        'playmaker',
        'cam',
        'creator',
        'central midfielder',
        'midfielder',
      ],
      short: 'The attacking midfielder finds space between the lines to create chances.',
      detail:
        "The number 10 operates between the opponent's midfield and defense, where he can turn and face goal. He creates with through balls and combinations and arrives late in the box to score. Receiving on the half-turn and scanning before the ball arrives are the core skills.",
      keyPoints: [
        'Find pockets between the lines.',
        'Receive on the half-turn to face goal.',
        'Arrive late in the box on crosses.',
      ],
    },
    {
      id: 'winger',
      title: 'Winger',
      keywords: ['winger', 'wingers', 'wide forward', 'wide player', 'inverted winger', 'wing', 'wide midfielder'],
      short: 'A winger stretches play wide and beats full-backs to cross or cut in.',
      detail:
        'Wingers keep the width that stretches a back four, then isolate full-backs one-on-one. Traditional wingers go outside and cross; inverted wingers cut inside onto their stronger foot to shoot or combine. Out of possession, they must track back or press the opposing full-back.',
      keyPoints: [
        'Hold the width until it is time to attack.',
        'Attack the full-back at speed, then change direction.',
        'Track your full-back when the ball is lost.',
      ],
    },
    {
      id: 'striker',
      title: 'Striker',
      keywords: ['striker', 'center forward', 'centre forward', 'number 9', 'forward', 'cf', 'target man'],
      short: 'The striker scores goals, holds up play and leads the press from the front.',
      detail:
        'A striker attacks the space behind the defense, pins center-backs and finishes chances with minimal touches. A target striker holds the ball up for runners; a mobile one drops in to link play. Defensively he sets the pressing angle that shapes where the opponent can build.',
      keyPoints: [
        "Move off the defender's shoulder, in his blind side.",
        'Finish early: the first chance is often the best.',
        'Curve your press to cut off one side.',
      ],
    },
    // Formations
    {
      id: 'formation-4-3-3',
      title: '4-3-3',
      keywords: ['4-3-3', '433', 'four three three', 'formation', 'front three', 'midfield three'],
      short: 'The 4-3-3 formation uses a back four, midfield three and front three.',
      detail:
        'The 4-3-3 typically uses a single pivot (a 6) with two 8s ahead, wingers high and wide and a central striker. It suits possession and high pressing because the front three can press the back line. Its risk is the space either side of the 6 if the 8s are bypassed.',
      keyPoints: [
        'Wingers stay wide to stretch the back four.',
        'Eights support both the 6 and the front three.',
        'Full-backs provide width when wingers go inside.',
      ],
      flow: [
        'Keeper to center back',
        'Six drops to receive',
        'Eight finds half space',
        'Winger isolates full back',
        'Cross or cut inside',
      ],
    },
    {
      id: 'formation-4-4-2',
      title: '4-4-2',
      keywords: ['4-4-2', '442', 'four four two', 'formation', 'two strikers', 'flat four', 'banks of four'],
      short: 'The 4-4-2 formation plays two banks of four behind two strikers.',
      detail:
        'The 4-4-2 is compact and easy to organize defensively: two banks of four shuffle together, and two strikers press the center-backs. It offers a natural strike partnership, often one target and one runner. Its weakness is being outnumbered in central midfield against a three.',
      keyPoints: [
        'Keep banks of four compact, ten to fifteen yards apart.',
        'Strikers split the center-backs and screen the 6.',
        'Wide midfielders tuck in when the ball is opposite.',
      ],
      flow: [
        'Two banks of four',
        'Shift toward the ball',
        'Strikers screen the pivot',
        'Win the ball',
        'Release strikers early',
      ],
    },
    {
      id: 'formation-3-5-2',
      title: '3-5-2',
      keywords: ['3-5-2', '352', 'three five two', 'back three', 'wing backs', 'formation', 'three at the back'],
      short: 'The 3-5-2 formation uses three center-backs, two wing-backs and two strikers.',
      detail:
        'Three center-backs give security against two strikers, while wing-backs provide all the width. Three central midfielders can dominate the middle, and the strike pair combines centrally. The flanks are its vulnerable area when wing-backs are caught high.',
      keyPoints: [
        'Wing-backs own the flank: attack and recover.',
        'Outside center-backs step into midfield with the ball.',
        'Strikers stay close to combine.',
      ],
      flow: [
        'Three at the back',
        'Wing backs push high',
        'Midfield three controls center',
        'Strike pair combines',
        'Wing backs recover',
      ],
    },
    {
      id: 'formation-4-2-3-1',
      title: '4-2-3-1',
      keywords: ['4-2-3-1', '4231', 'double pivot', 'formation', 'number 10', 'lone striker'],
      short: 'The 4-2-3-1 formation pairs a double pivot with three attacking midfielders.',
      detail:
        'Two holding midfielders protect the back four, allowing a number 10 and two wide players to support a lone striker. It is balanced and flexible, shifting easily to a 4-4-1-1 without the ball. The striker can become isolated if the supporting three do not join.',
      keyPoints: [
        'Double pivot: one steps, one screens.',
        'Number 10 links midfield and striker.',
        'Wide players join the striker in the box.',
      ],
      flow: [
        'Double pivot receives',
        'Find the number 10',
        'Wide players run inside',
        'Striker pins defenders',
        'Finish in the box',
      ],
    },
    // Tactics
    {
      id: 'high-press',
      title: 'High Press',
      keywords: ['pressing', 'press', 'high press', 'gegenpress', 'counterpress', 'pressing triggers', 'press high'],
      short: "A high press wins the ball near the opponent's goal using coordinated pressing triggers.",
      detail:
        "The high press pushes the team up and pressures the opponent's back line as a unit, using triggers such as a back pass, a poor touch or a pass to the full-back. The first presser curves his run to cut off one side, and teammates lock the nearest passing options. If it is beaten, the back line must hold a high line or drop together.",
      keyPoints: [
        'Press on a trigger, never alone.',
        'Curve the run to cut off the switch.',
        'Back line pushes up to stay compact.',
      ],
      flow: [
        'Wait for the trigger',
        'First presser curves run',
        'Teammates lock options',
        'Force a long ball',
        'Win second ball',
      ],
    },
    {
      id: 'counterpressing',
      title: 'Counterpressing',
      keywords: [
        'counterpressing',
        'counter press',
        'gegenpressing',
        'gegenpress',
        'rest defense',
        'transition',
        'win it back',
      ],
      short: 'Counterpressing wins the ball back within seconds of losing it.',
      detail:
        'The moment possession is lost, nearest players swarm the ball while the opponent is still disorganized. Typical rules give about five seconds to win it back before dropping into shape. It depends on rest defense: players already positioned behind the ball to stop a counter.',
      keyPoints: [
        'Closest three players attack the ball immediately.',
        'Five-second rule: win it or drop.',
        'Keep rest defense behind the ball.',
      ],
      flow: [
        'Lose the ball',
        'Closest players swarm',
        'Cut passing lanes',
        'Win it within seconds',
        'Else drop into shape',
      ],
    },
    {
      id: 'counterattack',
      title: 'Counterattack',
      keywords: ['counterattack', 'counter attack', 'counter', 'transition', 'break', 'fast break', 'direct play'],
      short: 'A counterattack exploits the space an opponent leaves after losing the ball.',
      detail:
        "When the ball is won, the first look is forward: a quick pass into a runner or the striker while the opponent's shape is open. Wide players sprint beyond, and one or two support runners arrive centrally. Speed of thought and the first pass decide it; slow it down and the chance is gone.",
      keyPoints: [
        'First look forward the moment you win it.',
        'Runners sprint into wide channels.',
        'Finish within a few passes or keep possession.',
      ],
      flow: ['Win the ball', 'First pass forward', 'Runners break wide', 'Draw the last defender', 'Shoot or square'],
    },
    {
      id: 'low-block',
      title: 'Low Block',
      keywords: ['low block', 'defensive block', 'park the bus', 'compact defense', 'deep defense', 'defending deep'],
      short: 'A low block defends deep and compact, denying space behind and between the lines.',
      detail:
        'The team drops its lines near its own penalty area and stays narrow, forcing the opponent wide and into crosses. Distances between players and lines stay short, and defenders block shots and clear crosses. It is usually paired with a counterattacking threat to punish teams that overcommit.',
      keyPoints: [
        'Stay narrow; force play wide.',
        'Short distances between players and lines.',
        'Block shots with the body, not the arms.',
      ],
      flow: ['Drop lines deep', 'Stay narrow and compact', 'Force play wide', 'Defend the cross', 'Clear and counter'],
    },
    {
      id: 'build-up-play',
      title: 'Building From the Back',
      keywords: [
        'build up',
        'build-up',
        'building from the back',
        'play out from the back',
        'goal kick',
        'beat the press',
      ],
      short: "Building from the back uses short passes from the keeper to break the opponent's press.",
      detail:
        'The center-backs split wide, the keeper joins as an extra passer and the 6 drops to offer an angle. The aim is to draw the press and find the free player, often a full-back or a midfielder between the lines. If the press is overwhelming, a planned long ball to a target is still a valid option.',
      keyPoints: [
        'Center-backs split wide; keeper joins in.',
        'Draw the press, then play through it.',
        'Have a long-ball outlet ready.',
      ],
      flow: [
        'Center backs split wide',
        'Keeper plays short',
        'Draw the press',
        'Find the free player',
        'Progress into midfield',
      ],
    },
    {
      id: 'overlapping-run',
      title: 'Overlapping Run',
      keywords: ['overlap', 'overlapping run', 'underlap', 'overlapping', 'full back', 'two v one', 'wide combination'],
      short: 'An overlapping run sends a player around the ball carrier to create a wide overload.',
      detail:
        'The full-back runs outside the winger, who carries the ball inside, forcing the defender to choose. If the defender follows the runner, the winger cuts in; if he stays, the overlap gets in behind to cross. The underlap is the same idea run inside the ball carrier.',
      keyPoints: [
        'Winger carries inside to open the lane.',
        'Runner goes at full speed, calling for it.',
        'Read the defender: pass or cut inside.',
      ],
      flow: [
        'Winger receives wide',
        'Full back overlaps',
        'Defender must choose',
        'Pass or cut inside',
        'Cross or shoot',
      ],
    },
    {
      id: 'third-man-run',
      title: 'Third-Man Run',
      keywords: ['third man run', 'third man', 'combination play', 'wall pass', 'one two', 'lay off'],
      short: 'A third-man run lets an unmarked player receive from a lay-off after a combination.',
      detail:
        'Player A passes to B, who lays it off first time to C running onto the ball. Because defenders watch the first two players, the third man arrives unmarked. It is the best way to play through a compact defense.',
      keyPoints: [
        'Time the run as the first pass is played.',
        "Lay-off is one touch, into the runner's path.",
        'Defenders watch the ball; the third man goes free.',
      ],
      flow: ['A passes to B', 'C starts the run', 'B lays off first time', 'C receives facing goal'],
    },
    {
      id: 'switching-play',
      title: 'Switching Play',
      keywords: ['switch play', 'switching play', 'switch', 'change the point', 'diagonal pass', 'far side'],
      short: 'Switching play moves the ball quickly to the weak side before the defense shifts.',
      detail:
        'When the opponent crowds one side, a long diagonal or two quick passes through the pivot find the free far-side player. The receiver must be ready to attack the space immediately. Switches stretch the defense and create one-on-ones wide.',
      keyPoints: [
        'Overload one side to draw the block.',
        'Switch quickly; slow switches let them shift.',
        'Far-side player stays wide and ready.',
      ],
    },
    {
      id: 'zonal-vs-man-marking',
      title: 'Zonal vs Man Marking',
      keywords: ['zonal marking', 'man marking', 'marking', 'zone', 'man to man', 'defending set pieces'],
      short: 'Zonal marking defends spaces; man marking tracks individual opponents.',
      detail:
        'In open play, most teams use zonal principles: each player guards a space relative to the ball and hands runners off. Man marking assigns opponents and is common against set pieces or a key playmaker. Many teams mix both at corners, with zonal defenders at the near post and man markers on the best headers.',
      keyPoints: [
        'Zonal: communicate every handoff.',
        'Man: stay goal side and touch-tight.',
        'Mixed systems need clear roles before the kick.',
      ],
    },
    // Rules
    {
      id: 'offside',
      title: 'Offside Rule',
      keywords: ['offside', 'offside rule', 'offsides', 'offside position', 'second last defender', 'onside', 'var'],
      short: 'A player is offside if nearer the goal line than ball and second-last defender.',
      detail:
        "Offside position applies in the opponent's half when any part of the head, body or feet is beyond both the ball and the second-last opponent as a teammate plays the ball. Arms do not count, and level is onside. It is only an offense if the player becomes involved in active play, and there is no offside from a goal kick, throw-in or corner kick.",
      keyPoints: [
        'Level with the second-last defender is onside.',
        'Judged when the teammate plays the ball.',
        'No offside from throw-ins, corners or goal kicks.',
      ],
    },
    {
      id: 'offside-trap',
      title: 'Offside Trap',
      keywords: ['offside trap', 'high line', 'defensive line', 'step up', 'offside', 'back four'],
      short: 'The offside trap steps the defensive line up together to catch attackers offside.',
      detail:
        'On a trigger, usually a back pass or a ball carrier with his head down, the whole back line steps forward at once. Attackers left behind are offside when the pass is played. One defender staying deep plays everyone onside, so the trap demands a leader calling it.',
      keyPoints: [
        'One voice calls the step, all move together.',
        'Step on a trigger, not at random.',
        'Keeper sweeps behind a high line.',
      ],
      flow: [
        'Spot the trigger',
        'Captain calls step',
        'Line moves together',
        'Pass is played',
        'Attacker caught offside',
      ],
    },
    {
      id: 'fouls-and-cards',
      title: 'Fouls and Cards',
      keywords: ['foul', 'fouls', 'yellow card', 'red card', 'cards', 'booking', 'sending off', 'free kick'],
      short: 'Fouls give free kicks; a yellow card cautions and a red card sends off.',
      detail:
        "Careless, reckless or excessive-force challenges are fouls, punished with a direct free kick, or a penalty inside the offender's own penalty area. Reckless challenges earn a yellow card, and excessive force or denying an obvious goal-scoring opportunity can earn a red. Two yellows in one match equal a red, and the team plays a player down.",
      keyPoints: [
        'Two yellows in a match equal a red.',
        'Denying an obvious goal chance risks a red.',
        'Challenge with control; win the ball first.',
      ],
    },
    {
      id: 'handball',
      title: 'Handball',
      keywords: ['handball', 'hand ball', 'handling', 'arm', 'penalty', 'unnatural position'],
      short: 'Handball is deliberately touching the ball with hand or arm, or enlarging the body.',
      detail:
        'A player commits handball by deliberately touching the ball with the hand or arm, or when the arm makes the body unnaturally bigger. An attacker who scores directly from accidental contact with the hand or arm is also penalized. The arm is measured from the bottom of the armpit down.',
      keyPoints: [
        'Keep arms close to the body when blocking.',
        'Arms out wide means a likely handball call.',
        'Accidental hand before a goal cancels it.',
      ],
    },
    {
      id: 'advantage-rule',
      title: 'Advantage Rule',
      keywords: ['advantage', 'advantage rule', 'play on', 'referee', 'foul', 'free kick'],
      short: 'The advantage rule lets play continue after a foul when it benefits the fouled team.',
      detail:
        'The referee signals advantage with both arms forward and lets play run. If the advantage does not develop within a few seconds, he can return to the original foul. A card can still be shown at the next stoppage.',
      keyPoints: [
        'Keep playing until the whistle.',
        'Referee can return to the foul quickly.',
        'Cards still come at the next stoppage.',
      ],
    },
    // Set pieces
    {
      id: 'corner-kick',
      title: 'Corner Kicks',
      keywords: ['corner', 'corner kick', 'corners', 'set piece', 'set pieces', 'near post', 'far post'],
      short: 'Corner kicks are set pieces built on delivery, timed runs and blocking.',
      detail:
        'The most dangerous corners are whipped in with pace to the near post or penalty spot area. Attackers make late, staggered runs from deep, while teammates legally screen markers. Leave players outside the box to win second balls and stop the counter.',
      keyPoints: [
        'Deliver with pace into the six-yard area.',
        'Start runs late and from different depths.',
        'Keep two players back for the counter.',
      ],
      flow: [
        'Set the runners',
        'Taker signals delivery',
        'Runners attack zones',
        'Flick at near post',
        'Finish at far post',
      ],
    },
    {
      id: 'free-kick',
      title: 'Free Kicks',
      keywords: [
        'free kick',
        'free kicks',
        'set piece',
        'direct free kick',
        'indirect free kick',
        'wall',
        'set pieces',
      ],
      short: 'Free kicks near goal can be shot directly or delivered into the box.',
      detail:
        "Direct free kicks can be scored without another touch; indirect ones need a second player to touch the ball. The wall must stand at least 10 yards (9.15 meters) away, and attackers must stay at least 1 meter from a wall of three or more. Shooters aim over or around the wall toward the keeper's blind side.",
      keyPoints: [
        'Wall: ten yards away; attackers one meter off it.',
        'Direct: shoot; indirect: needs a second touch.',
        'Wide free kicks: deliver between keeper and defenders.',
      ],
      flow: [
        'Referee sets the wall',
        'Taker reads the keeper',
        'Decoy runner goes',
        'Shoot or deliver',
        'Follow in for rebounds',
      ],
    },
    {
      id: 'penalty-kick',
      title: 'Penalty Kicks',
      keywords: ['penalty', 'penalty kick', 'penalties', 'pk', 'spot kick', 'shootout', 'penalty spot'],
      short: 'A penalty kick is a free shot from 12 yards against only the keeper.',
      detail:
        'The ball is placed on the spot 12 yards (11 meters) from goal; all other players stay outside the area and the arc. The keeper must keep at least part of one foot on or in line with the goal line when the ball is kicked. Kickers should pick a side before the run-up and strike firmly.',
      keyPoints: [
        'Decide your side before the run-up.',
        'Strike firmly low to the corner.',
        'Keeper: one foot on the line at the kick.',
      ],
    },
    {
      id: 'throw-in',
      title: 'Throw-Ins',
      keywords: ['throw in', 'throw-in', 'throw ins', 'long throw', 'foul throw', 'touchline'],
      short: 'A throw-in restarts play after the ball crosses the touchline.',
      detail:
        'The thrower faces the field, keeps part of each foot on or behind the touchline and on the ground, and throws with both hands from behind and over the head. There is no offside from a throw-in. Use movement to create a free receiver, because throw-ins are often wasted possessions.',
      keyPoints: [
        'Both feet down, both hands, behind the head.',
        'No offside: receivers can stand anywhere.',
        'Throw quickly before the defense organizes.',
      ],
    },
    // Techniques
    {
      id: 'first-touch',
      title: 'First Touch',
      keywords: ['first touch', 'receiving', 'ball control', 'control', 'half turn', 'trap', 'touch'],
      short: 'A good first touch sets up the next action: pass, dribble or shot.',
      detail:
        'Scan before the ball arrives so you know where the pressure is. Receive on the half-turn with an open body, cushioning the ball with the back foot to move it away from the defender and into space. A first touch that stops dead invites pressure.',
      keyPoints: [
        'Scan twice before the ball arrives.',
        'Open body; receive on the back foot.',
        'Touch into space, away from pressure.',
      ],
    },
    {
      id: 'passing-technique',
      title: 'Passing',
      keywords: ['passing', 'pass', 'inside foot pass', 'driven pass', 'through ball', 'lofted pass', 'passes'],
      short: 'Accurate passing uses the inside of the foot, locked ankle and follow-through.',
      detail:
        "Plant the standing foot beside the ball, pointing at the target, lock the ankle and strike through the middle of the ball with the inside of the foot. Weight is as important as accuracy: play to the receiver's correct foot and away from the defender. Driven and lofted passes use the laces for distance.",
      keyPoints: [
        'Plant foot points at the target.',
        'Lock the ankle, strike the middle of the ball.',
        'Pass to the foot away from pressure.',
      ],
    },
    {
      id: 'finishing',
      title: 'Finishing',
      keywords: ['finishing', 'shooting', 'shot', 'scoring', 'goals', 'one on one', 'placement'],
      short: 'Finishing favors placement over power: low, across the keeper, early.',
      detail:
        "Most goals are scored inside the box with one or two touches. Keep the head and knee over the ball and strike low, ideally across the keeper to the far post where rebounds fall to teammates. In one-on-ones, take a quick look at the keeper's position and finish before he sets.",
      keyPoints: [
        'Low and across the keeper to the far post.',
        'Head over the ball keeps the shot down.',
        'Shoot early, before defenders recover.',
      ],
    },
    {
      id: 'dribbling',
      title: 'Dribbling',
      keywords: ['dribbling', 'dribble', 'skill moves', '1v1', 'take on', 'step over', 'ball carrying'],
      short: 'Dribbling beats defenders with close control, feints and a burst of pace.',
      detail:
        'Keep the ball within a stride while running at the defender to commit him. Use a feint, a step-over or a drop of the shoulder, then accelerate past on the side he opened. Dribble in the final third; in your own half, pass.',
      keyPoints: [
        'Run at the defender to make him commit.',
        'Feint, then change speed, not just direction.',
        'Take risks in the final third, not at the back.',
      ],
    },
    {
      id: 'crossing',
      title: 'Crossing',
      keywords: ['crossing', 'cross', 'crosses', 'cutback', 'whipped cross', 'early cross', 'delivery'],
      short: 'Effective crossing targets space between keeper and defenders, with pace.',
      detail:
        'The best crosses are whipped with pace into the area between the six-yard box and penalty spot, where keepers cannot come and defenders must turn. From the byline, the cutback to the penalty spot is the highest-value delivery. Look up before crossing to pick a runner, not a zone at random.',
      keyPoints: [
        'Whip it between the keeper and the defense.',
        'Cutbacks from the byline are gold.',
        'Look up and pick a runner.',
      ],
    },
    {
      id: 'defending-one-v-one',
      title: 'Defending 1v1',
      keywords: ['defending', '1v1 defending', 'jockeying', 'tackle', 'tackling', 'one v one', 'jockey'],
      short: 'Defending 1v1 means jockeying side-on, showing the attacker one way and tackling on cue.',
      detail:
        "Close down quickly while the ball is traveling, then slow down and get side-on, about an arm's length away. Show the attacker toward the touchline or onto his weaker foot. Tackle only when he takes a heavy touch or you have cover, and stay on your feet.",
      keyPoints: [
        'Close fast, arrive slow, side-on.',
        'Force onto the weak foot or sideline.',
        'Tackle on a heavy touch; stay on your feet.',
      ],
    },
    {
      id: 'heading',
      title: 'Heading',
      keywords: ['heading', 'header', 'headers', 'aerial duel', 'aerial', 'head the ball'],
      short: 'Proper heading technique uses the forehead, neck strength and eyes open.',
      detail:
        'Attack the ball with the forehead, neck locked and eyes open, driving through with the upper body. Defensive headers go high, wide and far; attacking headers go down toward the goal line. Many youth associations limit or ban heading for younger players, so follow local guidelines.',
      keyPoints: [
        'Forehead contact, neck firm, eyes open.',
        'Defensive: high and wide. Attacking: down.',
        'Follow youth heading limits for safety.',
      ],
    },
    {
      id: 'shielding',
      title: 'Shielding the Ball',
      keywords: ['shielding', 'shield', 'hold up play', 'protect the ball', 'strength on the ball', 'screening'],
      short: 'Shielding the ball uses your body between opponent and ball to keep possession.',
      detail:
        'Get side-on with a low center of gravity, the ball on the far foot and an arm out for balance and distance without pushing. Feel the defender and roll off the pressure in the opposite direction. Shielding buys time for teammates to support.',
      keyPoints: [
        'Body between defender and ball, knees bent.',
        'Ball on the foot farthest from him.',
        'Feel pressure, then roll away from it.',
      ],
    },
  ],
  drills: [
    {
      id: 'rondo',
      title: 'Rondo',
      keywords: ['rondo', 'rondos', 'possession drill', 'keep away', '4v1', '5v2', 'passing'],
      short: 'The rondo builds quick passing, first touch and pressing under pressure.',
      steps: [
        'Mark a 10 by 10 yard square; four or five attackers on the edges.',
        'One or two defenders in the middle try to win the ball.',
        'Attackers are limited to two touches, then one touch.',
        'Defender who wins it swaps with the player who lost it.',
      ],
      duration: '12 minutes',
    },
    {
      id: 'passing-square',
      title: 'Passing Square',
      keywords: ['passing square', 'passing drill', 'passing', 'first touch', 'receiving', 'half turn'],
      short: 'The passing square trains passing and receiving on the half-turn.',
      steps: [
        'Four cones in a 15-yard square; one player per cone, extra at the start.',
        'Pass and follow the pass to the next cone.',
        'Receive across the body with the back foot.',
        'Change direction every two minutes; add one-touch passing.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'first-touch-wall',
      title: 'Wall First Touch',
      keywords: ['wall pass', 'first touch', 'receiving', 'ball control', 'solo drill', 'rebounder'],
      short: 'Wall first touch work builds first touch control with both feet alone.',
      steps: [
        'Stand five yards from a wall or rebounder.',
        'Pass with the right foot, control with the left into space.',
        'Switch feet; then take the touch to the side and pass back.',
        'Move to ten yards and add lofted passes.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'finishing-circuit',
      title: 'Finishing Circuit',
      keywords: ['finishing drill', 'finishing', 'shooting drill', 'shooting', 'striker drill', 'scoring'],
      short: 'The finishing circuit builds one- and two-touch finishing from different angles.',
      steps: [
        'Line up at the top of the box with a server on each side.',
        'Server plays a ball across; striker finishes first time.',
        'Next rep, take one touch to set and finish low.',
        'Rotate servers and angles every five reps.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'crossing-and-finishing',
      title: 'Crossing and Finishing',
      keywords: ['crossing drill', 'crossing', 'finishing', 'crosses', 'near post', 'far post'],
      short: 'Crossing and finishing trains delivery and timed runs to near and far post.',
      steps: [
        'Wide player dribbles down the flank to the byline.',
        'Two attackers make near post and far post runs.',
        'Cross or cut back; attackers finish first time.',
        'Add a defender once timing is consistent.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'one-v-one-to-goal',
      title: '1v1 to Goal',
      keywords: ['1v1', 'one v one', 'dribbling drill', 'defending drill', 'take on', 'duel'],
      short: 'The 1v1 to goal drill trains dribbling and defending in direct duels.',
      steps: [
        'Defender passes to an attacker 20 yards out and closes down.',
        'Attacker tries to beat him and score on goal.',
        'Defender jockeys side-on and tries to force him wide.',
        'Play to a goal or a clearance; switch roles.',
      ],
      duration: '12 minutes',
    },
    {
      id: 'pressing-triggers-game',
      title: 'Pressing Triggers Game',
      keywords: ['pressing drill', 'pressing', 'press', 'pressing triggers', 'high press', 'small sided'],
      short: 'This pressing game teaches players to press on triggers as a unit.',
      steps: [
        'Play 6v6 in a half field with two target goals.',
        'Defending team can only press after a trigger: back pass or bad touch.',
        'Winning the ball within eight seconds of the trigger scores a point.',
        'Coach stops play to correct pressing angles.',
      ],
      duration: '20 minutes',
    },
    {
      id: 'transition-game',
      title: 'Transition 4v3',
      keywords: ['transition', 'counterattack drill', 'counterattack', '4v3', 'counter', 'transition drill'],
      short: 'The transition 4v3 drill trains counterattack speed and decisions.',
      steps: [
        'Four attackers start at half field against three recovering defenders.',
        'Coach plays the ball in; attackers have ten seconds to shoot.',
        'If defenders win it, they counter to two small goals.',
        'Rotate groups every three reps.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'small-sided-games',
      title: 'Small-Sided Games',
      keywords: ['small sided games', 'ssg', '3v3', '4v4', 'scrimmage', 'conditioning game'],
      short: 'Small-sided games build decisions, touches and fitness in one activity.',
      steps: [
        'Play 4v4 on a 30 by 20 yard field with small goals.',
        'Play three-minute games with one minute of rest.',
        'Add conditions: two-touch, or goals only after five passes.',
        'Keep score and rotate teams.',
      ],
      duration: '20 minutes',
    },
    {
      id: 'juggling',
      title: 'Juggling',
      keywords: ['juggling', 'keepy uppy', 'keep ups', 'ball control', 'touch', 'solo drill'],
      short: 'Juggling builds touch and ball control with both feet, thighs and head.',
      steps: [
        'Juggle with the laces, alternating feet.',
        'Add thighs, then head, in a pattern.',
        'Record your best streak and beat it each week.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'back-four-shape',
      title: 'Back Four Shape',
      keywords: ['back four', 'defensive shape', 'defending drill', 'offside trap', 'line', 'shift'],
      short: 'This drill teaches the back four to shift, cover and hold a line.',
      steps: [
        'Four defenders face a coach with balls and four attackers.',
        'Coach moves the ball; the line shifts, one pressing and others covering.',
        'On a back pass, the line steps up together.',
        'Add live through balls to test the offside line.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'set-piece-corners',
      title: 'Corner Kick Routines',
      keywords: ['corner kick', 'corners', 'set piece drill', 'set pieces', 'routines', 'near post'],
      short: 'Corner kick routines rehearse delivery, runs and screens against a live defense.',
      steps: [
        'Assign runners, screeners, a near post flick and two players back.',
        'Walk through each routine, then run it at speed.',
        'Add a live defense that alternates zonal and man marking.',
        'Track goals and first contacts won.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'overlap-drill',
      title: 'Overlap Drill',
      keywords: ['overlap', 'overlapping run', 'wide play', 'full back', 'crossing', 'combination'],
      short: 'The overlap drill times the full-back overlapping run and winger decision.',
      steps: [
        'Winger receives wide and carries the ball inside.',
        'Full-back overlaps at speed, calling for the ball.',
        'A passive defender chooses; winger passes or cuts in.',
        'Finish with a cross or shot; make the defender live.',
      ],
      duration: '12 minutes',
    },
    {
      id: 'heading-technique',
      title: 'Heading Technique',
      keywords: ['heading drill', 'heading', 'header', 'aerial', 'technique', 'forehead'],
      short: 'Heading technique drills teach forehead contact with light, controlled tosses.',
      steps: [
        'Partner tosses underhand from five yards, soft and low volume.',
        'Head back with the forehead, eyes open, neck firm.',
        'Progress to a jumping header, then aim at targets.',
        'Limit reps and follow youth heading guidelines.',
      ],
      duration: '8 minutes',
    },
    {
      id: 'goalkeeper-shot-stopping',
      title: 'Goalkeeper Shot Stopping',
      keywords: ['goalkeeper drill', 'goalkeeper', 'keeper', 'shot stopping', 'diving', 'set position'],
      short: 'Goalkeeper shot stopping drills build set position, handling and diving.',
      steps: [
        'Keeper in set position; server shoots from 12 yards.',
        'Catch balls at the body, then low to each side.',
        'Progress to collapse dives and diving saves.',
        'Recover to the set position after every save.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'possession-game',
      title: 'Possession Game',
      keywords: ['possession game', 'possession', 'keep ball', 'positional play', 'rondo', 'neutrals'],
      short: 'The possession game builds passing angles, support and switching play.',
      steps: [
        'Play 5v5 plus two neutrals in a 35-yard square.',
        'Neutrals play for the team in possession.',
        'Ten passes scores a point; a switch earns a bonus point.',
        'Coach freezes play to fix support angles.',
      ],
      duration: '15 minutes',
    },
  ],
  tips: [
    {
      id: 'tip-scan',
      title: 'Scan Before You Receive',
      keywords: ['scanning', 'scan', 'awareness', 'check your shoulder', 'vision', 'first touch'],
      short: 'Scan over your shoulder before receiving so you already know your next pass.',
      detail:
        'The best midfielders scan several times in the seconds before a pass arrives. Know where pressure and space are before the ball does.',
    },
    {
      id: 'tip-body-shape',
      title: 'Open Your Body',
      keywords: ['body shape', 'half turn', 'receiving', 'open body', 'first touch', 'midfield'],
      short: 'An open body shape lets you see the whole field and play forward.',
      detail:
        'Receive side-on with your back foot, not square to the passer. Closed body shapes send the ball backward.',
    },
    {
      id: 'tip-weak-foot',
      title: 'Train Your Weak Foot',
      keywords: ['weak foot', 'both feet', 'two footed', 'left foot', 'passing', 'finishing'],
      short: 'Train your weak foot daily so defenders cannot show you one way.',
      detail:
        'Use wall passes and finishing reps with your weaker foot. A two-footed player is twice as hard to defend.',
    },
    {
      id: 'tip-pass-then-move',
      title: 'Pass and Move',
      keywords: ['pass and move', 'movement', 'support', 'off ball', 'give and go', 'one two'],
      short: 'Pass and move: after every pass, find a new angle to receive.',
      detail:
        'Standing after a pass removes you from the play. Move to offer the next angle or make the run the defense ignores.',
    },
    {
      id: 'tip-goal-side',
      title: 'Stay Goal Side',
      keywords: ['goal side', 'marking', 'defending', 'positioning', 'defense', 'runners'],
      short: 'When marking, stay goal side of your man and see ball and runner.',
      detail: 'A defender between his man and the goal can always recover. Ball-watching lets runners slip behind.',
    },
    {
      id: 'tip-stay-on-feet',
      title: 'Stay on Your Feet',
      keywords: ['slide tackle', 'tackling', 'defending', 'stay on feet', 'jockey', 'patience'],
      short: 'In defending, stay on your feet; slide tackling is a last resort.',
      detail: 'A defender on the ground is out of the play. Jockey, delay and wait for help or a heavy touch.',
    },
    {
      id: 'tip-shoot-low',
      title: 'Shoot Low and Across',
      keywords: ['shooting', 'finishing', 'far post', 'low shots', 'rebounds', 'goals'],
      short: 'Shooting low to the far post creates goals and rebounds.',
      detail:
        'Low shots are hardest for keepers to reach and create deflections. Shots across the keeper leave rebounds for teammates arriving.',
    },
    {
      id: 'tip-communication',
      title: 'Talk Constantly',
      keywords: ['communication', 'talk', 'man on', 'time', 'organize', 'leadership'],
      short: 'Communication wins games: call man on, time, turn and switch.',
      detail:
        'Short, clear words help a teammate without the ball. Keepers and center-backs should organize the whole team.',
    },
    {
      id: 'tip-compactness',
      title: 'Stay Compact',
      keywords: ['compact', 'compactness', 'defensive shape', 'distances', 'lines', 'team defense'],
      short: 'Stay compact: keep about 30 to 35 yards from striker to back line.',
      detail: 'A stretched team leaves space between the lines. Move as one block and shift toward the ball.',
    },
    {
      id: 'tip-set-piece-focus',
      title: 'Win the Set Pieces',
      keywords: ['set pieces', 'set piece', 'corners', 'free kicks', 'dead ball', 'goals'],
      short: 'Set pieces decide tight games; rehearse them every week.',
      detail:
        'Roughly a quarter to a third of goals come from set plays at many levels. A handful of rehearsed routines is free value.',
    },
    {
      id: 'tip-keeper-distribution',
      title: 'Keeper: Distribute Quickly',
      keywords: ['goalkeeper', 'distribution', 'keeper', 'throw out', 'counterattack', 'goal kick'],
      short: 'A goalkeeper who distributes quickly after a save starts counterattacks.',
      detail:
        'The moment after a claimed cross is when the opponent is most stretched. Look for the free full-back or winger immediately.',
    },
    {
      id: 'tip-recovery-runs',
      title: 'Make the Recovery Run',
      keywords: ['recovery run', 'work rate', 'transition', 'track back', 'defending', 'effort'],
      short: 'Make the recovery run: track back hard the moment you lose the ball.',
      detail: 'Most goals against come in transition. Sprint toward your goal first, then find your man.',
    },
    {
      id: 'tip-hamstring-care',
      title: 'Protect Your Hamstrings',
      keywords: ['hamstring', 'injury prevention', 'nordic curl', 'sprinting', 'warm up', 'fifa 11+'],
      short: 'Protect your hamstrings with Nordic curls and a proper sprint warm-up.',
      detail:
        'Hamstring strains are the most common muscle injury in soccer. Programs like FIFA 11+ with Nordic curls reduce them significantly.',
    },
    {
      id: 'tip-first-time-finish',
      title: 'Finish First Time',
      keywords: ['first time finish', 'one touch finish', 'finishing', 'box', 'shooting', 'striker'],
      short: 'In the box, a first time finish beats the extra touch.',
      detail: 'Every touch gives a defender time to block. Set your body early so the finish can be first time.',
    },
    {
      id: 'tip-width-depth',
      title: 'Give Width and Depth',
      keywords: ['width', 'depth', 'spacing', 'attacking shape', 'stretch', 'support'],
      short: 'In attack, give width and depth to stretch the opposing block.',
      detail:
        'Wide players on the touchlines and a striker on the last line make the pitch big. Space opens in between for midfielders.',
    },
    {
      id: 'tip-delay-defending',
      title: 'Delay the Attacker',
      keywords: ['delay', 'defending', 'jockey', 'cover', 'counterattack', 'patience'],
      short: 'When outnumbered, delay the attacker until help arrives instead of diving in.',
      detail:
        'Backpedal, stay between the ball and goal and show him wide. Every second you buy brings a teammate back.',
    },
  ],
  exercises: [
    { name: 'Goblet Squat', focus: 'strength', sets: 3, reps: '8', restSeconds: 90 },
    { name: 'Romanian Deadlift', focus: 'strength', sets: 3, reps: '8', restSeconds: 90 },
    { name: 'Nordic Hamstring Curl', focus: 'strength', sets: 3, reps: '5', restSeconds: 90 },
    { name: 'Copenhagen Adductor Plank', focus: 'strength', sets: 3, reps: '20 s each side', restSeconds: 45 },
    { name: 'Broad Jump', focus: 'power', sets: 4, reps: '4', restSeconds: 90 },
    { name: 'Single-Leg Bounds', focus: 'power', sets: 3, reps: '5 each side', restSeconds: 90 },
    { name: '10-Meter Acceleration Sprint', focus: 'speed', sets: 6, reps: '1', restSeconds: 60 },
    { name: 'Flying 20-Meter Sprint', focus: 'speed', sets: 4, reps: '1', restSeconds: 120 },
    { name: 'Repeated Sprint Ability 6 x 30 m', focus: 'conditioning', sets: 3, reps: '6 sprints', restSeconds: 180 },
    { name: '4 x 4 Minute Intervals', focus: 'conditioning', sets: 4, reps: '4 min', restSeconds: 180 },
    { name: 'Box-to-Box Runs', focus: 'conditioning', sets: 8, reps: '1', restSeconds: 45 },
    { name: 'Adductor Rock Back', focus: 'mobility', sets: 2, reps: '8 each side', restSeconds: 20 },
    { name: 'Hip Flexor Lunge Stretch', focus: 'mobility', sets: 2, reps: '30 s each side', restSeconds: 20 },
    { name: 'Walking Hamstring Sweeps', focus: 'mobility', sets: 2, reps: '10 each side', restSeconds: 20 },
    { name: 'Wall Passing Both Feet', focus: 'skill', sets: 4, reps: '45 s', restSeconds: 30 },
    { name: 'Cone Dribbling Slalom', focus: 'skill', sets: 4, reps: '1', restSeconds: 45 },
  ],
};
