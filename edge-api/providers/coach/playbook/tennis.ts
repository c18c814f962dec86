import type { SportPlaybook } from './types';

export const tennisPlaybook: SportPlaybook = {
  sport: 'tennis',
  concepts: [
    {
      id: 'grips',
      title: 'Grips',
      keywords: ['grips', 'grip', 'continental', 'eastern', 'semi-western', 'western', 'racket grip'],
      short: 'Tennis grips set the racket face: continental for serves and volleys.',
      detail:
        'Find grips by where the base knuckle of the index finger sits on the handle bevels. Continental is used for serves, volleys, overheads and slices; eastern and semi-western forehand grips suit modern topspin forehands, while full western produces heavy spin but struggles with low balls. Learning a quick grip change is part of every stroke.',
      keyPoints: [
        'Continental for serve, volley, overhead and slice.',
        'Semi-western is the modern forehand default.',
        'Relax the hand between shots for quick changes.',
      ],
    },
    {
      id: 'serve-mechanics',
      title: 'Serve Mechanics',
      keywords: ['serve', 'serving', 'service motion', 'toss', 'trophy position', 'pronation', 'serve technique'],
      short: 'Serve mechanics link a consistent toss, trophy position and upward pronating swing.',
      detail:
        'Toss with a straight arm, releasing the ball around head height so it peaks just above your reach, slightly in front and toward the hitting side. Load into a trophy position with the knees bent and tossing arm up, then drive up and out to the ball with a continental grip. The forearm pronates through contact and the racket finishes across the body.',
      keyPoints: [
        'Same toss every time; catch bad tosses.',
        'Drive up with the legs to the ball.',
        'Continental grip; let the forearm pronate.',
      ],
      flow: [
        'Stance and bounce ball',
        'Toss with straight arm',
        'Trophy position and knee bend',
        'Drive up and pronate',
        'Land inside and recover',
      ],
    },
    {
      id: 'flat-serve',
      title: 'Flat Serve',
      keywords: ['flat serve', 'first serve', 'serve', 'power serve', 'ace', 'pace'],
      short: 'The flat serve is the fastest serve, best aimed at the T or body.',
      detail:
        'Toss slightly more in front and hit through the back of the ball with minimal spin. It has the lowest margin over the net, so use it mostly as a first serve and aim for the T, where the net is lowest, or into the body. Reach up fully; contact too low drops it into the net.',
      keyPoints: [
        'Toss in front; hit through the back of the ball.',
        'Aim at the T where the net is lowest.',
        'Mostly a first serve; low net margin.',
      ],
    },
    {
      id: 'slice-serve',
      title: 'Slice Serve',
      keywords: ['slice serve', 'slice', 'serve', 'spin', 'wide serve', 'sidespin'],
      short: 'The slice serve curves wide, pulling the returner off the court.',
      detail:
        "Toss slightly more to the hitting side and brush around the outside of the ball toward three o'clock for a right-hander. It swings wide in the deuce court for right-handers and into the body in the ad court. Use it to open the court for a first strike forehand into the space.",
      keyPoints: [
        'Toss a little to the hitting side.',
        'Brush around the outside of the ball.',
        'Follow it with a shot into the open court.',
      ],
    },
    {
      id: 'kick-serve',
      title: 'Kick Serve',
      keywords: ['kick serve', 'kick', 'topspin serve', 'second serve', 'american twist', 'serve', 'spin'],
      short: 'The kick serve uses topspin to clear the net and bounce high.',
      detail:
        "Toss more over the head, so you arch the back and swing up and across the ball, brushing from about seven to one o'clock for a right-hander. Heavy spin gives high net clearance and a dive into the box, making it the safest second serve. Aimed to the backhand, it bounces above shoulder height where most returns are weak.",
      keyPoints: [
        'Toss over the head, not in front.',
        "Swing up and across: seven to one o'clock.",
        'Aim high over the net to the backhand.',
      ],
    },
    {
      id: 'return-of-serve',
      title: 'Return of Serve',
      keywords: ['return of serve', 'return', 'returning', 'service return', 'block return', 'chip return'],
      short: 'A good return of serve is compact, early and deep through the middle.',
      detail:
        'Stand where you can cover both the wide serve and the T, moving in against second serves. Split step as the server strikes, make a unit turn and shorten the backswing against pace, blocking or chipping when rushed. Deep through the middle neutralizes the server; save aggressive angles for second serves.',
      keyPoints: [
        'Split step as the server makes contact.',
        'Short backswing against big serves.',
        'Deep middle beats a risky winner attempt.',
      ],
      flow: [
        'Position to cover both corners',
        'Split step on server contact',
        'Unit turn short backswing',
        'Return deep through middle',
        'Recover to neutral',
      ],
    },
    {
      id: 'forehand',
      title: 'Forehand',
      keywords: ['forehand', 'topspin forehand', 'groundstroke', 'modern forehand', 'windshield wiper', 'fh'],
      short: 'The modern forehand uses a unit turn, lag and low-to-high swing.',
      detail:
        'Turn the shoulders early with the non-hitting hand on the throat, then let the racket drop below the ball with a relaxed wrist. Rotate the hips and trunk to pull the arm through, contacting out in front at waist height. Finish over the opposite shoulder, with the windshield-wiper action creating topspin.',
      keyPoints: [
        'Unit turn with the spare hand on the racket.',
        'Contact out in front, waist height.',
        'Swing low to high for topspin margin.',
      ],
    },
    {
      id: 'two-handed-backhand',
      title: 'Two-Handed Backhand',
      keywords: ['two handed backhand', 'backhand', 'double handed backhand', 'two-hander', 'groundstroke', 'bh'],
      short: 'The two-handed backhand is stable and strong on high and fast balls.',
      detail:
        'For a right-hander, the right hand holds continental at the bottom and the left hand an eastern forehand grip above it. The non-dominant arm drives the stroke like a left-handed forehand. Turn the shoulders fully, step in with the front foot when time allows and extend through the ball toward the target.',
      keyPoints: [
        'Bottom hand continental; top hand eastern forehand.',
        'Top arm does the work.',
        'Full shoulder turn before the swing.',
      ],
    },
    {
      id: 'one-handed-backhand',
      title: 'One-Handed Backhand',
      keywords: ['one handed backhand', 'backhand', 'single handed backhand', 'one-hander', 'groundstroke', 'bh'],
      short: 'The one-handed backhand gives reach and variety but needs early preparation.',
      detail:
        'Use an eastern backhand grip and turn so the back faces the net slightly. Contact well in front of the front foot, with the non-hitting arm extending back to keep the shoulders closed through contact. High balls are its weakness, so step in early or drive with slice.',
      keyPoints: [
        'Eastern backhand grip; prepare very early.',
        'Contact well in front of the front foot.',
        'Spare arm goes back to keep shoulders closed.',
      ],
    },
    {
      id: 'slice-backhand',
      title: 'Slice Backhand',
      keywords: ['slice backhand', 'slice', 'backspin', 'underspin', 'chip', 'defensive shot'],
      short: 'The slice backhand stays low, changes pace and buys time defensively.',
      detail:
        'Use a continental grip with the racket face slightly open, starting high and swinging forward and down through the ball. Keep the shoulders closed and finish out toward the target, not across the body. Low, skidding slices bother topspin players and make great approach shots.',
      keyPoints: [
        'Continental grip, face slightly open.',
        'High to low and forward, not chopping down.',
        'Shoulders stay sideways through contact.',
      ],
    },
    {
      id: 'volley',
      title: 'Volley',
      keywords: ['volley', 'volleys', 'net play', 'punch volley', 'forehand volley', 'backhand volley', 'at the net'],
      short: 'A volley is a short punch in front with a continental grip.',
      detail:
        'There is no backswing: turn the shoulders, keep the racket head above the wrist and meet the ball in front. Step toward the ball with the opposite foot to add weight, not arm swing. Low volleys go deep with an open face; high volleys can be angled away.',
      keyPoints: [
        'No backswing; turn and punch.',
        'Racket head above wrist, contact in front.',
        'Step across with the opposite foot.',
      ],
    },
    {
      id: 'half-volley',
      title: 'Half Volley',
      keywords: ['half volley', 'pick up', 'low ball', 'net play', 'transition', 'volley'],
      short: "The half volley is a short-hop pick-up, usually from no-man's land.",
      detail:
        'Get low by bending the knees, not the back, and hold the racket face steady just as the ball bounces. Use a short, firm motion and send it deep or soft crosscourt. Then keep moving forward to a better volleying position.',
      keyPoints: [
        'Bend the knees and get down to the ball.',
        'Firm, quiet racket face; minimal swing.',
        'Keep moving forward after the shot.',
      ],
    },
    {
      id: 'overhead',
      title: 'Overhead Smash',
      keywords: ['overhead', 'smash', 'overhead smash', 'lob', 'net play', 'scissor kick'],
      short: 'Hit the overhead smash sideways, pointing at the ball with the spare hand.',
      detail:
        'Turn sideways immediately, drop the racket behind the back and point the non-hitting hand at the ball. Move back with side shuffles or crossover steps, never backpedaling, and scissor kick on deep lobs. Aim for placement to the open court rather than maximum power.',
      keyPoints: [
        'Turn sideways and point at the ball.',
        'Side step back; never backpedal.',
        'Place it into open court; power second.',
      ],
      flow: [
        'Recognize the lob',
        'Turn sideways and point',
        'Side step under the ball',
        'Scissor kick and strike',
        'Recover to the net',
      ],
    },
    {
      id: 'lob',
      title: 'Lob',
      keywords: ['lob', 'topspin lob', 'defensive lob', 'offensive lob', 'over the net player', 'lobbing'],
      short: 'A lob sends the ball over the net player, defending or attacking.',
      detail:
        'A high defensive lob buys time to recover when you are pulled wide. An offensive topspin lob is lower and dips fast, best over a player crowding the net or to the backhand side. Disguise it with the same preparation as a drive.',
      keyPoints: [
        'High and deep when defending.',
        'Topspin lob over the backhand shoulder.',
        'Same preparation as a drive to disguise it.',
      ],
    },
    {
      id: 'drop-shot',
      title: 'Drop Shot',
      keywords: ['drop shot', 'dropper', 'touch', 'backspin', 'short ball', 'disguise'],
      short: 'A drop shot lands short with backspin to drag an opponent forward.',
      detail:
        'Play it from inside the baseline when the opponent is deep or tired, preferably on clay or slow courts. Prepare as for a drive, then open the face and slide under the ball with a soft, slicing motion. Follow it in to cover the reply.',
      keyPoints: [
        'Hit it from inside the baseline.',
        'Disguise with drive preparation.',
        'Move in behind it to cover replies.',
      ],
    },
    {
      id: 'approach-shot',
      title: 'Approach Shot',
      keywords: ['approach shot', 'approach', 'coming to net', 'transition', 'short ball', 'down the line'],
      short: 'An approach shot attacks a short ball and takes you to the net.',
      detail:
        'Hit deep, usually down the line, so you can follow the ball and cover the likely passing angles. A low slice approach is hard to pass from. Keep moving through the shot and split step as the opponent hits.',
      keyPoints: [
        'Down the line and deep most of the time.',
        'Follow the line of your shot.',
        'Split step as the opponent strikes.',
      ],
      flow: [
        'Recognize short ball',
        'Move through approach deep',
        'Follow the line of ball',
        'Split step on their contact',
        'Volley into open court',
      ],
    },
    {
      id: 'serve-and-volley',
      title: 'Serve and Volley',
      keywords: ['serve and volley', 'serve volley', 'net rush', 'first volley', 'attacking', 'net play'],
      short: 'Serve and volley puts pressure on the returner by taking the net immediately.',
      detail:
        'Serve with spin and placement rather than maximum pace so you have time to close. Run through the serve, split step as the returner strikes, and make the first volley deep to the open side. Then close tight to the net for the put-away.',
      keyPoints: [
        'Spin serve wide or body buys time.',
        'Split step as the returner swings.',
        'First volley deep, second volley finishes.',
      ],
      flow: [
        'Spin serve to a target',
        'Run through the serve',
        'Split step on return',
        'First volley deep',
        'Close and put away',
      ],
    },
    {
      id: 'baseline-play',
      title: 'Baseline Play',
      keywords: ['baseline play', 'baseline', 'rally', 'groundstrokes', 'consistency', 'crosscourt', 'depth'],
      short: 'Baseline play builds points with depth and crosscourt rallies until a short ball.',
      detail:
        'Crosscourt is the default: the net is lower in the middle, the court is longer and you recover less. Hit with margin over the net and depth past the service line, and change direction down the line when you have a ball you can control. Move forward to attack anything that lands short.',
      keyPoints: [
        'Crosscourt is the high-percentage rally shot.',
        'Aim a meter or more over the net.',
        'Go down the line only on balls you control.',
      ],
      flow: [
        'Rally deep crosscourt',
        'Wait for short ball',
        'Change direction down line',
        'Approach or attack',
        'Finish at net',
      ],
    },
    {
      id: 'inside-out-forehand',
      title: 'Inside-Out Forehand',
      keywords: ['inside out forehand', 'inside-out', 'run around backhand', 'forehand', 'ad court', 'inside in'],
      short: 'The inside-out forehand runs around the backhand to attack crosscourt.',
      detail:
        "On a ball to your backhand corner with time, side step around it and hit a forehand crosscourt into the opponent's backhand. It lets you dictate with your best shot, but it opens the forehand side, so go inside-in down the line when they cheat over.",
      keyPoints: [
        'Run around only when you have time.',
        'Aim deep into their backhand corner.',
        'Go inside-in when they anticipate.',
      ],
      flow: ['Ball to backhand side', 'Side step around it', 'Hit inside out to backhand', 'Recover toward the middle'],
    },
    {
      id: 'passing-shot',
      title: 'Passing Shot',
      keywords: ['passing shot', 'pass', 'net rusher', 'dipping shot', 'down the line', 'crosscourt pass'],
      short: 'A passing shot beats a net player with dipping, low balls into gaps.',
      detail:
        'Keep the first pass low at the feet with topspin to force a weak volley, then pass on the next ball. Down the line is shorter in time; crosscourt has more angle. Mix in lobs so the net player cannot crowd the net.',
      keyPoints: [
        'Low to the feet first, then pass.',
        'Topspin makes the ball dip under racket.',
        'A lob keeps them off the net.',
      ],
    },
    {
      id: 'split-step',
      title: 'Split Step',
      keywords: ['split step', 'split', 'footwork', 'ready position', 'reaction', 'hop'],
      short: "The split step is a small hop timed to the opponent's contact.",
      detail:
        'Hop lightly and land on the balls of the feet as the opponent strikes the ball, so your legs are loaded to push in either direction. Land slightly wider than shoulder width, reading the ball in the air before landing. Do it on every shot, including the return and at the net.',
      keyPoints: [
        'Land as the opponent hits the ball.',
        'Small hop, feet wider than shoulders.',
        'Every shot, every time.',
      ],
      flow: [
        'Recover toward position',
        'Small hop as they swing',
        'Land on their contact',
        'Read direction and push off',
      ],
    },
    {
      id: 'footwork-recovery',
      title: 'Footwork and Recovery',
      keywords: ['footwork', 'recovery', 'crossover step', 'movement', 'court coverage', 'adjustment steps'],
      short: 'Efficient footwork and recovery get you set early and back in position.',
      detail:
        "First step toward a wide ball is often a pivot and crossover, followed by quick adjustment steps to set up. After hitting, recover with side shuffles or a crossover to the middle of the opponent's possible angles, which is not always the center mark. Keep a low center of gravity when changing direction.",
      keyPoints: [
        'Big steps to get there, small steps to set.',
        'Recover to the center of their angles.',
        'Stay low through changes of direction.',
      ],
    },
    {
      id: 'topspin',
      title: 'Topspin',
      keywords: ['topspin', 'spin', 'heavy ball', 'low to high', 'margin', 'brush'],
      short: 'Topspin lets you hit high over the net and still land in.',
      detail:
        'Swinging from below to above the ball with a relaxed wrist makes it rotate forward, so it dips and kicks up after the bounce. That lets you aim well above the net with more pace. Racket head speed, not grip strength, creates spin.',
      keyPoints: [
        'Low to high swing path.',
        'Loose wrist for racket head speed.',
        'Aim higher over the net with topspin.',
      ],
    },
    {
      id: 'doubles-formation',
      title: 'Standard Doubles Formation',
      keywords: [
        'doubles formation',
        'one up one back',
        'doubles',
        'doubles positioning',
        'net player',
        'standard formation',
      ],
      short: 'The standard doubles formation is one up, one back, diagonal to each other.',
      detail:
        "Server starts near the center of their half with the partner at the net on the other side, while the receiver's partner stands near the service line. The net player watches the opposing net player and moves with the ball. Both players shift toward the side the ball is on so the middle stays covered.",
      keyPoints: [
        'Move as a pair, like a rope connects you.',
        'Cover the middle; that is where most balls go.',
        'Net player holds the alley, then looks to poach.',
      ],
    },
    {
      id: 'both-up-both-back',
      title: 'Both Up and Both Back',
      keywords: ['both up', 'both back', 'doubles', 'net position', 'defensive doubles', 'two up'],
      short: 'In doubles, both up attacks and both back defends against strong net teams.',
      detail:
        'Teams that get both players to the net win most doubles points, so move forward together on short balls and lobs that do not trouble you. Go both back when returning big serves or facing a dominant net player, then lob and dip to work forward. Avoid leaving a diagonal gap at the wrong moment.',
      keyPoints: [
        'Close the net together on short balls.',
        'Both back neutralizes big servers.',
        'Move as a team, not one at a time.',
      ],
    },
    {
      id: 'i-formation',
      title: 'I-Formation',
      keywords: ['i formation', 'i-formation', 'doubles formation', 'doubles', 'serving formation', 'poach', 'signals'],
      short: 'In the I-formation, the net player crouches on the center line.',
      detail:
        'The server stands near the center mark and the net partner crouches low at the T so the returner cannot read which way they will go. The net player signals a direction behind the back, then moves that way at the serve while the server covers the other side. It breaks up a rhythm of strong crosscourt returns.',
      keyPoints: [
        'Net player crouches low so the serve clears.',
        'Signal direction before every point.',
        'Server covers the opposite side at once.',
      ],
      flow: [
        'Net player crouches at T',
        'Signal direction behind back',
        'Serve to agreed target',
        'Net player breaks to side',
        'Server covers other side',
      ],
    },
    {
      id: 'australian-formation',
      title: 'Australian Formation',
      keywords: ['australian formation', 'australian', 'tandem', 'doubles formation', 'doubles', 'crosscourt return'],
      short: "Australian formation puts the net player on the server's side to block crosscourt returns.",
      detail:
        "The net player stands on the same side of the court as the server, and the server moves diagonally after the serve to cover the open side. It takes away the returner's favorite crosscourt return and forces a down-the-line return. Use it when a crosscourt return is hurting you.",
      keyPoints: [
        "Net player lines up on the server's side.",
        'Server moves to the open side after serving.',
        'Forces the returner down the line.',
      ],
      flow: [
        'Net player on server side',
        'Server stands near center',
        'Serve and cross to open side',
        'Returner forced down line',
        'Attack the next ball',
      ],
    },
    {
      id: 'poaching',
      title: 'Poaching',
      keywords: ['poaching', 'poach', 'doubles', 'intercept', 'net player', 'crossing'],
      short: 'Poaching is the net player crossing to intercept a crosscourt ball.',
      detail:
        "Move diagonally forward just as the returner commits to the crosscourt shot, not earlier or they will go down the line. Volley toward the opposing net player's feet or through the middle gap. Your partner switches to cover the side you left.",
      keyPoints: [
        'Go when the returner commits to the swing.',
        'Move diagonally forward, not sideways.',
        'Volley at the feet or down the middle.',
      ],
      flow: ['Watch returner commit', 'Cross diagonally forward', 'Volley at feet or middle', 'Partner switches sides'],
    },
    {
      id: 'scoring',
      title: 'Scoring',
      keywords: ['scoring', 'score', 'deuce', 'advantage', 'love', 'no ad', 'how to keep score'],
      short: 'Tennis scoring runs love, 15, 30, 40, game, with deuce at 40-40.',
      detail:
        'From deuce a player needs two straight points: advantage, then game. A set is first to six games with a two-game lead, usually with a tiebreak at 6-6. In no-ad scoring the point at deuce decides the game and the receiver chooses the side.',
      keyPoints: [
        "Call the server's score first.",
        'From deuce, win two in a row.',
        'Set: six games, lead by two, or tiebreak.',
      ],
    },
    {
      id: 'tiebreak',
      title: 'Tiebreak',
      keywords: ['tiebreak', 'tie break', 'tie-breaker', 'seven point tiebreak', '6-6', 'scoring'],
      short: 'A tiebreak at 6-6 goes to seven points with a two point lead.',
      detail:
        'The player due to serve serves the first point from the deuce court. Then players alternate, serving two points each starting from the ad court, and change ends after every six points. The player who served first in the tiebreak receives first in the next set.',
      keyPoints: [
        'One serve first, then two each.',
        'Change ends after every six points.',
        'First to seven, win by two.',
      ],
      flow: [
        'Set reaches 6 all',
        'First server serves one point',
        'Alternate two serves each',
        'Change ends every 6 points',
        'First to 7 by 2',
      ],
    },
    {
      id: 'match-tiebreak',
      title: 'Match Tiebreak',
      keywords: ['match tiebreak', 'super tiebreak', '10 point tiebreak', 'third set tiebreak', 'tiebreak', 'scoring'],
      short: 'A match tiebreak replaces a deciding set: first to 10, win by two.',
      detail:
        'It follows the same serving rotation as a normal tiebreak, with ends changed every six points. Common in doubles and junior events, it rewards fast starts, so treat every early point like a break point. Serve percentage matters more than pace.',
      keyPoints: [
        'First to 10 points, win by two.',
        'Same serving order as a regular tiebreak.',
        'Start fast; there is no time to recover.',
      ],
    },
    {
      id: 'let-rule',
      title: 'Let Rule',
      keywords: ['let', 'let rule', 'net cord serve', 'replay point', 'serve touches net', 'interference'],
      short: 'The let rule replays a serve that clips the net and lands in.',
      detail:
        'If a serve touches the net, strap or band and lands in the correct box, it is a let and that serve is replayed, with no limit on how many. A let is also called when play is hindered, such as a ball rolling onto the court, and then the whole point is replayed. Some formats use no-let rules where net cord serves stay in play.',
      keyPoints: [
        'Serve let: replay that serve only.',
        'Interference let: replay the whole point.',
        'Check the event for no-let rules.',
      ],
    },
    {
      id: 'service-rules',
      title: 'Service Rules and Foot Faults',
      keywords: ['foot fault', 'service rules', 'double fault', 'serving rules', 'service box', 'deuce court'],
      short: 'Serve diagonally with two tries; a foot fault counts as a fault.',
      detail:
        'The first point of every game is served from the deuce court, then sides alternate, always serving diagonally into the service box. Touching the baseline or court before striking the ball, or stepping past the center mark extension, is a foot fault. Two faults in a row is a double fault and loses the point.',
      keyPoints: [
        'Deuce court first, then alternate.',
        'Feet stay behind the line until contact.',
        'Two faults lose the point.',
      ],
    },
    {
      id: 'court-positioning',
      title: 'Court Positioning',
      keywords: [
        'court positioning',
        'positioning',
        'where to stand',
        'bisecting angles',
        'recovery position',
        'no mans land',
      ],
      short: "Good court positioning bisects the opponent's possible angles, not the center mark.",
      detail:
        "After hitting crosscourt, recover slightly to the same side of the center mark; after going down the line, recover further across. Stay behind the baseline when pushed deep and step inside against short balls. Avoid lingering in no-man's land between the service line and baseline.",
      keyPoints: [
        'Recover to bisect their angles.',
        "Do not camp in no-man's land.",
        'Step in to take short balls early.',
      ],
    },
    {
      id: 'serve-plus-one',
      title: 'Serve Plus One',
      keywords: ['serve plus one', 'first strike', 'serve pattern', 'plus one', 'attacking', 'forehand'],
      short: 'Serve plus one plans the serve and first shot as one pattern.',
      detail:
        'Serve wide in the deuce court to pull the returner off the court, then hit the next forehand into the open space. Or serve to the T and hit behind the returner as they recover. Having two or three go-to patterns makes big points simpler.',
      keyPoints: [
        'Pick serve target and next shot together.',
        'Wide serve, then forehand to open court.',
        'Use the pattern on big points.',
      ],
      flow: ['Choose serve and target', 'Serve wide to open court', 'Read short return', 'Forehand into open court'],
    },
  ],
  drills: [
    {
      id: 'crosscourt-rally',
      title: 'Crosscourt Rally Drill',
      keywords: ['crosscourt drill', 'rally drill', 'consistency', 'groundstrokes', 'depth', 'crosscourt'],
      short: 'The crosscourt drill builds consistency and depth in baseline rallies.',
      steps: [
        'Two players rally crosscourt forehand to forehand in half the singles court.',
        'Every ball must land past the service line.',
        'Count rally length; aim for 20 balls.',
        'Switch to backhand to backhand crosscourt.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'serve-targets',
      title: 'Serve Targets',
      keywords: ['serve targets', 'serve practice', 'serving drill', 'accuracy', 'serve', 'cones'],
      short: 'Serve target practice builds accuracy to the T, body and wide.',
      steps: [
        'Place cones at the T, body and wide in each box.',
        'Hit 10 serves to each target in the deuce court.',
        'Repeat in the ad court.',
        'Finish with 10 second serves under a make-eight rule.',
      ],
      duration: '20 minutes',
    },
    {
      id: 'return-block',
      title: 'Return Block Drill',
      keywords: ['return drill', 'return of serve', 'block return', 'returning', 'compact swing', 'return'],
      short: 'The return drill builds a compact block against fast serves.',
      steps: [
        'Server stands at the service line and serves hard.',
        'Returner splits and blocks deep past the service line.',
        'Move the server back to the baseline after 10 returns.',
        'Finish alternating first and second serves.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'volley-volley',
      title: 'Volley to Volley',
      keywords: ['volley drill', 'volley to volley', 'reflexes', 'net play', 'hands', 'volley'],
      short: 'The volley to volley drill sharpens hands and reaction at the net.',
      steps: [
        'Both players stand just inside the service line.',
        'Volley back and forth with continental grips.',
        'Keep the ball below shoulder height for control.',
        'Move closer and speed up as control improves.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'approach-and-volley',
      title: 'Approach and Volley',
      keywords: ['approach drill', 'transition drill', 'approach shot', 'volley', 'net approach', 'short ball'],
      short: 'The approach drill links the short ball attack, split step and volley.',
      steps: [
        'Feeder hits a short ball to the service line.',
        'Player hits an approach down the line and follows it.',
        'Split step as the feeder sends a passing shot.',
        'Volley into open court and close for a put-away.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'overhead-lob',
      title: 'Lob and Overhead',
      keywords: ['overhead drill', 'smash drill', 'lob drill', 'overhead', 'lob', 'net play'],
      short: 'The overhead drill builds footwork and timing against lobs.',
      steps: [
        'Player starts at the net touching the net tape.',
        'Feeder lobs; player turns sideways and moves back.',
        'Smash to a target, then run forward to touch the net.',
        'Repeat with deeper lobs requiring a scissor kick.',
      ],
      duration: '3 x 8 reps',
    },
    {
      id: 'split-step-reaction',
      title: 'Split Step Reaction',
      keywords: ['split step drill', 'reaction drill', 'footwork drill', 'split step', 'first step'],
      short: "The split step drill times the hop to the opponent's contact.",
      steps: [
        'Feeder stands across the net with a basket.',
        'Player splits each time the feeder strikes the ball.',
        'Feeder sends balls randomly left and right.',
        'Player reacts, hits and recovers before the next split.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'spider-drill',
      title: 'Spider Drill',
      keywords: ['spider drill', 'spider run', 'footwork', 'agility', 'court movement', 'conditioning'],
      short: 'The spider drill builds explosive court movement and change of direction.',
      steps: [
        'Place five balls on the lines around the baseline court.',
        'Start at the center mark on the baseline.',
        'Sprint to each ball, bring it back, then go to the next.',
        'Rest two minutes and repeat for best time.',
      ],
      duration: '5 x 1 rounds',
    },
    {
      id: 'two-on-one',
      title: 'Two on One',
      keywords: ['two on one', '2 on 1', 'consistency', 'movement', 'conditioning', 'rally'],
      short: 'Two on one rally drill pushes movement and consistency under pressure.',
      steps: [
        'Two players at the net or baseline face one baseliner.',
        'The pair moves the single player side to side.',
        'Single player hits every ball back to the middle.',
        'Rotate every two minutes.',
      ],
      duration: '12 minutes',
    },
    {
      id: 'shadow-swings',
      title: 'Shadow Swings',
      keywords: ['shadow swings', 'shadow drill', 'technique', 'no ball', 'footwork', 'stroke practice'],
      short: 'Shadow swings groove technique and footwork without a ball.',
      steps: [
        'Stand at the baseline without a ball.',
        'Split, turn and swing a forehand with recovery steps.',
        'Repeat with backhand, volley and serve motions.',
        'Film one set to compare with a model.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'figure-eight',
      title: 'Figure Eight',
      keywords: ['figure eight', 'figure 8', 'down the line', 'crosscourt', 'direction change', 'rally drill'],
      short: 'The figure eight drill trains crosscourt and down the line changes.',
      steps: [
        'One player hits every ball crosscourt.',
        'The other hits every ball down the line.',
        'Both move and recover to keep the rally going.',
        'Switch roles after five minutes.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'king-of-court',
      title: 'King of the Court',
      keywords: ['king of the court', 'point play', 'match play', 'competitive drill', 'group drill', 'pressure'],
      short: 'King of the court turns point play into a pressure game.',
      steps: [
        'One player or team holds the king side.',
        'Challengers feed in and play out the point.',
        'Winner takes or keeps the king side.',
        'Only points won on the king side score.',
      ],
      duration: '20 minutes',
    },
    {
      id: 'serve-plus-one-drill',
      title: 'Serve Plus One Drill',
      keywords: ['serve plus one drill', 'first strike', 'pattern drill', 'serve', 'forehand', 'plus one'],
      short: 'This serve plus one drill grooves a serve and first forehand pattern.',
      steps: [
        'Server calls the pattern before serving.',
        'Returner blocks the return back to the middle.',
        'Server hits the plus one forehand to the open court.',
        'Play the point out; score only completed patterns.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'mini-tennis',
      title: 'Mini Tennis',
      keywords: ['mini tennis', 'short court', 'warm up', 'touch', 'control', 'service boxes'],
      short: 'Mini tennis warms up touch, control and footwork inside the service boxes.',
      steps: [
        'Both players stand at their service lines.',
        'Rally with soft topspin inside the boxes.',
        'Add slices, drop volleys and angles.',
        'Play points to seven in the boxes.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'poach-drill',
      title: 'Poaching Drill',
      keywords: ['poach drill', 'poaching', 'doubles drill', 'net player', 'intercept', 'doubles'],
      short: 'This poaching drill trains timing and angles for doubles net players.',
      steps: [
        'Two players rally crosscourt from the baselines.',
        'A net player waits in the standard position.',
        'On a signal, the net player crosses and volleys at the feet.',
        'Rotate positions after five poaches.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'second-serve-pressure',
      title: 'Second Serve Pressure',
      keywords: ['second serve', 'double fault', 'pressure serving', 'kick serve', 'serve drill', 'serve'],
      short: 'This second serve drill builds a reliable kick under pressure.',
      steps: [
        'Serve only second serves with kick or slice.',
        'Score one point per serve landing past the service midpoint.',
        'A double fault costs three points.',
        'Play to 15 from each side.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'drop-and-lob',
      title: 'Drop and Lob',
      keywords: ['drop and lob', 'drop shot drill', 'lob drill', 'touch', 'movement', 'drop shot'],
      short: 'The drop and lob drill trains touch shots and forward and back movement.',
      steps: [
        'Rally two balls from the baseline.',
        'One player hits a drop shot on the third ball.',
        'Opponent runs it down and the player lobs over them.',
        'Play out the point, then switch roles.',
      ],
      duration: '12 minutes',
    },
  ],
  tips: [
    {
      id: 'tip-watch-contact',
      title: 'Watch the Contact',
      keywords: ['watch the ball', 'contact', 'head still', 'focus', 'consistency'],
      short: 'Keep your head still through contact, watching the ball onto the strings.',
      detail:
        'Look at the contact point for a beat after the ball leaves. It keeps the shoulders steady and the racket face stable.',
    },
    {
      id: 'tip-crosscourt-default',
      title: 'Go Crosscourt',
      keywords: ['crosscourt', 'shot selection', 'percentage tennis', 'net height', 'rally'],
      short: 'When in doubt, hit crosscourt: lower net and longer court.',
      detail:
        'The net is six inches lower in the middle and the diagonal is longer. Change direction only on balls you control.',
    },
    {
      id: 'tip-net-clearance',
      title: 'Clear the Net',
      keywords: ['net clearance', 'margin', 'unforced errors', 'topspin', 'consistency'],
      short: 'Aim well above the net; net errors are the costliest unforced errors.',
      detail:
        'A ball in the net never gives your opponent a chance to miss. Use topspin and aim a meter over in rallies.',
    },
    {
      id: 'tip-first-serve-percentage',
      title: 'First Serve Percentage',
      keywords: ['first serve percentage', 'first serve', 'serve', 'consistency', 'pressure'],
      short: 'A 65 percent first serve percentage beats a fast serve you rarely land.',
      detail: 'Returners attack second serves. Take a little pace off and add spin until most first serves land.',
    },
    {
      id: 'tip-toss-consistency',
      title: 'Catch Bad Tosses',
      keywords: ['toss', 'serve', 'ball toss', 'consistency', 'serving'],
      short: 'Catch a bad toss and start again; never chase it.',
      detail: 'Swinging at a poor toss causes faults and strains the shoulder. Re-tossing is legal and free.',
    },
    {
      id: 'tip-recover-after-shot',
      title: 'Recover Every Shot',
      keywords: ['recovery', 'recover', 'footwork', 'positioning', 'court coverage', 'movement'],
      short: 'After each shot, recover toward position before admiring it.',
      detail: 'Two recovery steps after the swing save three running steps later. Split as they hit.',
    },
    {
      id: 'tip-play-weakness',
      title: 'Play to the Weakness',
      keywords: ['tactics', 'weakness', 'backhand', 'strategy', 'scouting'],
      short: "Find the opponent's weakness early and test it on big points.",
      detail:
        'In the warm-up, hit high to the backhand, short, and to the net. Note what breaks down and return to it when it matters.',
    },
    {
      id: 'tip-relax-grip',
      title: 'Relax the Grip',
      keywords: ['grip', 'tension', 'relax', 'racket head speed', 'arm'],
      short: 'A relaxed grip between shots adds racket head speed and saves the arm.',
      detail: 'Squeeze only at contact. Tight forearms slow the swing and load the elbow.',
    },
    {
      id: 'tip-doubles-middle',
      title: 'Middle Solves the Riddle',
      keywords: ['doubles', 'middle', 'doubles tactics', 'down the middle', 'confusion'],
      short: 'In doubles, down the middle creates confusion and reduces angles.',
      detail: 'Both opponents hesitate and the net is lowest there. It also limits the angle of their reply.',
    },
    {
      id: 'tip-between-points',
      title: 'Use Time Between Points',
      keywords: ['between points', 'routine', 'mental game', 'breathing', 'focus'],
      short: 'Between points, turn away, breathe, and plan the next point.',
      detail:
        'A short routine of strings, breath and plan resets emotions. Use the full time allowed rather than rushing after errors.',
    },
    {
      id: 'tip-early-preparation',
      title: 'Prepare Early',
      keywords: ['preparation', 'unit turn', 'early', 'backswing', 'groundstrokes'],
      short: 'Start your unit turn as soon as you read the direction; prepare early.',
      detail: 'Late preparation is behind most rushed errors. Turn shoulders as the ball crosses the net.',
    },
    {
      id: 'tip-low-volley-deep',
      title: 'Low Volleys Deep',
      keywords: ['low volley', 'volley', 'net play', 'depth', 'open face'],
      short: 'Hit a low volley deep, then close in for the high one.',
      detail: 'You cannot hit down on a ball below the net. Open the face, send it deep and move forward.',
    },
    {
      id: 'tip-call-score',
      title: 'Call the Score',
      keywords: ['score', 'scoring', 'etiquette', 'server', 'disputes'],
      short: 'The server should call the score before each first serve.',
      detail: 'Announcing the score aloud prevents disputes, especially in matches without an umpire.',
    },
    {
      id: 'tip-wind-sun',
      title: 'Adjust for Wind and Sun',
      keywords: ['wind', 'sun', 'conditions', 'toss', 'outdoor'],
      short: 'In wind, lower the toss and add spin; against sun, adjust toss placement.',
      detail:
        'With the wind, hit with more spin to keep balls in; into the wind, drive deeper. Shift the toss slightly to avoid looking into the sun.',
    },
    {
      id: 'tip-change-losing-game',
      title: 'Change a Losing Game',
      keywords: ['strategy', 'tactics', 'losing', 'adjust', 'game plan'],
      short: 'Change a losing strategy; never change a winning one.',
      detail: 'If the score is going against you, change pace, height, position or formation. Keep doing what works.',
    },
    {
      id: 'tip-arm-care',
      title: 'Protect Your Arm',
      keywords: ['tennis elbow', 'injury', 'strings', 'arm care', 'tension'],
      short: 'Prevent tennis elbow with softer strings, relaxed grip and good technique.',
      detail:
        'Stiff polyester at high tension and late contact load the elbow. Drop tension, use a softer string and build forearm strength.',
    },
    {
      id: 'tip-short-ball-forward',
      title: 'Move Forward on Short Balls',
      keywords: ['short ball', 'attack', 'approach', 'transition', 'aggression'],
      short: 'Attack the short ball by stepping in and hitting it rising.',
      detail: 'Waiting for a short ball to drop lets the opponent recover. Take it early and move toward the net.',
    },
  ],
  exercises: [
    { name: 'Rear Foot Elevated Split Squat', focus: 'strength', sets: 3, reps: '8 each side', restSeconds: 90 },
    { name: 'Romanian Deadlift', focus: 'strength', sets: 3, reps: '8', restSeconds: 90 },
    { name: 'Single-Arm Dumbbell Row', focus: 'strength', sets: 3, reps: '10 each side', restSeconds: 60 },
    { name: 'Band External Rotation', focus: 'strength', sets: 3, reps: '15 each side', restSeconds: 45 },
    { name: 'Wrist Extensor Eccentrics', focus: 'strength', sets: 3, reps: '15', restSeconds: 45 },
    { name: 'Med Ball Side Throw', focus: 'power', sets: 4, reps: '6 each side', restSeconds: 60 },
    { name: 'Lateral Bound', focus: 'power', sets: 3, reps: '5 each side', restSeconds: 60 },
    { name: 'Med Ball Overhead Throw', focus: 'power', sets: 3, reps: '6', restSeconds: 60 },
    { name: '5-10-5 Pro Agility', focus: 'speed', sets: 6, reps: '1', restSeconds: 60 },
    { name: 'Baseline Lateral Shuffle Sprint', focus: 'speed', sets: 6, reps: '10 s', restSeconds: 45 },
    { name: 'Court Sprint Intervals', focus: 'conditioning', sets: 8, reps: '20 s', restSeconds: 40 },
    { name: 'Spider Run', focus: 'conditioning', sets: 5, reps: '1', restSeconds: 90 },
    { name: 'Thoracic Rotation Reach', focus: 'mobility', sets: 2, reps: '8 each side', restSeconds: 30 },
    { name: '90/90 Hip Switch', focus: 'mobility', sets: 2, reps: '8 each side', restSeconds: 30 },
    { name: 'Sleeper Stretch', focus: 'mobility', sets: 2, reps: '30 s each side', restSeconds: 20 },
    { name: 'Shadow Swing Patterns', focus: 'skill', sets: 3, reps: '10 each stroke', restSeconds: 45 },
    { name: 'Serve Target Reps', focus: 'skill', sets: 4, reps: '10', restSeconds: 60 },
  ],
};
