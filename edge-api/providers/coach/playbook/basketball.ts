import type { SportPlaybook } from './types';

export const basketballPlaybook: SportPlaybook = {
  sport: 'basketball',
  concepts: [
    // Positions
    {
      id: 'point-guard',
      title: 'Point Guard',
      keywords: ['point guard', 'pg', 'the 1', 'point', 'ball handler', 'floor general', 'guards'],
      short: 'The point guard brings the ball up, runs sets and controls tempo.',
      detail:
        'The point guard is the coach on the floor: he calls the set, gets the team organized and decides when to push or pull it out. He must handle pressure, make the right pass out of the pick and roll and keep turnovers low. A good point guard knows who is hot and who needs a touch.',
      keyPoints: [
        'Push the ball early; organize only when the break dies.',
        'Assist to turnover ratio matters more than points.',
        'Talk on defense: call screens and switches.',
      ],
    },
    {
      id: 'shooting-guard',
      title: 'Shooting Guard',
      keywords: ['shooting guard', 'sg', 'the 2', 'two guard', 'wing', 'shooter', 'off guard'],
      short: 'The shooting guard spaces the floor, scores off screens and defends the best perimeter player.',
      detail:
        "The shooting guard lives on the wing and in the corners, coming off pin-downs and flare screens for catch-and-shoot looks. He must be ready to shoot before the catch, with feet and hands set. Defensively he is often assigned the opponent's top guard.",
      keyPoints: [
        'Shot ready before the catch: hands up, knees bent.',
        'Set up your man before using the screen.',
        'Run the lanes wide in transition.',
      ],
    },
    {
      id: 'small-forward',
      title: 'Small Forward',
      keywords: ['small forward', 'sf', 'the 3', 'three man', 'wing', 'forward', 'wings'],
      short: 'The small forward is a versatile wing who scores, defends multiple positions and rebounds.',
      detail:
        'The small forward must shoot from the corner, attack closeouts off the dribble and post smaller defenders. On defense he guards wings and often switches onto guards or bigs. Versatility is the job description: do a little of everything at a high level.',
      keyPoints: [
        'Attack closeouts: shot, one dribble pull-up, or drive.',
        'Crash the offensive glass from the weak side.',
        'Guard multiple positions; move your feet on switches.',
      ],
    },
    {
      id: 'power-forward',
      title: 'Power Forward',
      keywords: ['power forward', 'pf', 'the 4', 'four man', 'stretch four', 'big', 'forward'],
      short: 'The power forward rebounds, screens, and in modern systems spaces as a stretch four.',
      detail:
        'The traditional power forward works in the post and on the glass, setting screens and finishing around the rim. The modern stretch four also shoots threes to pull a big defender away from the basket. Either way he must box out and protect the defensive glass.',
      keyPoints: [
        'Set solid screens, then roll or pop with purpose.',
        'Box out every shot; rebounds end possessions.',
        'Stretch fours: shoot it so the lane opens.',
      ],
    },
    {
      id: 'center',
      title: 'Center',
      keywords: ['center', 'the 5', 'five man', 'pivot', 'big man', 'post player', 'rim protector', 'centers'],
      short: 'The center anchors the defense, protects the rim and screens and rolls on offense.',
      detail:
        'The center is the last line of defense, so his positioning and verticality deter drives. On offense he sets ball screens, rolls hard to the rim and finishes, or posts up for high-percentage shots. He is also the loudest communicator on defense because he sees the whole floor.',
      keyPoints: [
        'Verticality: jump straight up to contest without fouling.',
        'Roll hard after every ball screen.',
        'Call out screens and rotations from the back.',
      ],
    },
    // Offense
    {
      id: 'pick-and-roll',
      title: 'Pick and Roll',
      keywords: ['pick and roll', 'pick-and-roll', 'pnr', 'ball screen', 'screen and roll', 'on ball screen', 'p&r'],
      short: 'The pick and roll uses a ball screen to force two defenders into a decision.',
      detail:
        "A big sets a screen on the ball handler's defender, the handler uses it shoulder to shoulder, and the screener rolls to the rim. The defense must choose to hedge, drop, switch or trap, and each choice leaves a read: pull-up, pocket pass, lob or kick-out. Spacing on the weak side makes every option more dangerous.",
      keyPoints: [
        'Handler sets up the defender, then goes shoulder to shoulder.',
        'Screener sprints to the rim after contact.',
        "Read the big's coverage before choosing shot or pass.",
      ],
      flow: [
        'Big sets ball screen',
        'Handler uses screen tight',
        'Read screener defender',
        'Screener rolls to rim',
        'Shoot pass or kick out',
      ],
    },
    {
      id: 'pick-and-pop',
      title: 'Pick and Pop',
      keywords: ['pick and pop', 'pick-and-pop', 'pop', 'stretch big', 'ball screen', 'pop three'],
      short: 'In the pick and pop, the screener steps out to shoot instead of rolling.',
      detail:
        'The pick and pop punishes defenses whose big drops toward the rim to stop the roll. The screener opens to the ball and drifts to the three-point line or elbow for a catch-and-shoot. It works best with a big who can actually shoot, and it clears the lane for the ball handler.',
      keyPoints: [
        'Screener pops to open space, feet already set.',
        'Handler turns the corner to draw the drop big.',
        'Best against drop coverage.',
      ],
      flow: [
        'Big sets ball screen',
        'Handler turns the corner',
        'Drop big retreats',
        'Screener pops out',
        'Catch and shoot',
      ],
    },
    {
      id: 'motion-offense',
      title: 'Motion Offense',
      keywords: ['motion offense', 'motion', 'read and react', 'five out', 'four out one in', 'screens away', 'cuts'],
      short: 'Motion offense uses rules of passing, cutting and screening instead of set plays.',
      detail:
        'In a motion offense players follow principles (pass and cut, screen away, fill the empty spot) rather than memorizing a sequence. It is hard to scout because it adapts to the defense, and it gets everyone touches. It demands spacing discipline: keep 15 to 18 feet between players.',
      keyPoints: [
        'Pass, then cut or screen away; never stand.',
        'Fill vacated spots to keep spacing.',
        'Read the defender: backdoor when denied.',
      ],
      flow: [
        'Pass to the wing',
        'Cut or screen away',
        'Fill the open spot',
        'Read the defender',
        'Attack the best shot',
      ],
    },
    {
      id: 'fast-break',
      title: 'Fast Break',
      keywords: ['fast break', 'transition', 'break', 'push', 'run and gun', 'outlet', 'transition offense'],
      short: 'The fast break scores before the defense is set, pushing off rebounds and steals.',
      detail:
        'On a defensive rebound the big outlets quickly to the point guard, wings sprint wide lanes and the rim runner sprints to the basket. The ball handler attacks the middle and reads the numbers: lay it in, hit the wing, or find the trailer. Transition points are the most efficient in basketball, so run every time.',
      keyPoints: [
        'Outlet fast; wings sprint wide to the corners.',
        'Ball in the middle, attack the defense before it sets.',
        'Trailer fills behind for the late three or post seal.',
      ],
      flow: ['Rebound or steal', 'Outlet to guard', 'Fill wide lanes', 'Attack the middle', 'Layup or kick to wing'],
    },
    {
      id: 'give-and-go',
      title: 'Give and Go',
      keywords: ['give and go', 'give-and-go', 'pass and cut', 'cut', 'basket cut', 'backcut'],
      short: 'The give and go is pass, cut to the basket, and receive the return pass.',
      detail:
        'The oldest action in basketball: pass to a teammate, then cut hard to the basket in front of or behind your defender. It works when defenders relax or turn their heads after the pass. The cut must start with a change of pace, not a jog.',
      keyPoints: [
        'Pass and cut immediately, before the defender reacts.',
        'Change speed and direction to lose the defender.',
        'Show a target hand on the cut.',
      ],
      flow: ['Pass to teammate', 'Defender turns head', 'Cut hard to rim', 'Receive return pass', 'Finish at rim'],
    },
    {
      id: 'backdoor-cut',
      title: 'Backdoor Cut',
      keywords: ['backdoor', 'backdoor cut', 'back cut', 'overplay', 'denial', 'princeton', 'cut'],
      short: 'A backdoor cut punishes an overplaying defender by cutting behind him to the rim.',
      detail:
        "When a defender denies the passing lane, the receiver takes him a step higher, plants and cuts behind him toward the basket. The passer delivers a bounce pass as the cutter passes the defender's hip. Backdoors are the answer to aggressive denial defense and a staple of the Princeton offense.",
      keyPoints: [
        'Walk the defender up, then plant and go.',
        'Bounce pass leads the cutter to the rim.',
        'Denial defense invites the backdoor every time.',
      ],
      flow: ['Defender denies wing', 'Step up to sell', 'Plant and cut behind', 'Bounce pass to cutter', 'Layup'],
    },
    {
      id: 'horns-set',
      title: 'Horns',
      keywords: ['horns', 'horns set', 'elbows', 'double high post', 'high pick and roll', 'set play', 'horns offense'],
      short: 'Horns puts two bigs at the elbows and wings in the corners for ball-screen options.',
      detail:
        "Horns aligns both bigs at the elbows, the point guard at the top and two shooters in the corners. The guard can use either big's ball screen, hand off, or enter to an elbow for a high-post set. It spreads the floor and gives a structured entry to a dozen actions.",
      keyPoints: [
        'Corners stay wide; spacing makes horns work.',
        'Guard reads which side has the weaker big defender.',
        'Elbow big looks for the backdoor cut.',
      ],
      flow: ['Bigs at both elbows', 'Guard picks a side', 'Ball screen and roll', 'Other big pops', 'Read and attack'],
    },
    {
      id: 'dribble-drive',
      title: 'Dribble Drive',
      keywords: [
        'dribble drive',
        'drive and kick',
        'dribble drive motion',
        'penetration',
        'kick out',
        'drive',
        'dribble penetration',
      ],
      short: 'Dribble drive offense attacks gaps off the bounce and kicks out to spaced shooters.',
      detail:
        "Dribble drive motion spreads four or five players beyond the arc and lets the ball handler attack gaps. When help arrives, he kicks to the open shooter, who can shoot or drive the closeout. The keys are wide spacing and off-ball players moving to the driver's passing lanes.",
      keyPoints: [
        'Drive the gap with the first dribble.',
        'Shooters drift to open windows as help comes.',
        'Attack closeouts: drive again if the shot is not there.',
      ],
      flow: ['Spread four out', 'Drive the gap', 'Draw the help', 'Kick to open shooter', 'Shoot or drive closeout'],
    },
    {
      id: 'post-up',
      title: 'Post Up',
      keywords: ['post up', 'post', 'low post', 'post moves', 'drop step', 'back to basket', 'block'],
      short: 'A post up seals the defender on the block to score with back-to-basket moves.',
      detail:
        'The post player seals his defender with a wide base and hands up, calling for the ball on the block. After the catch he feels where the defender is: drop step baseline, turn middle to a hook, or face up. If a double team comes, pass out to the open shooter immediately.',
      keyPoints: [
        'Seal low with a wide base and a target hand.',
        'Feel the defender before choosing the move.',
        'Beat the double team with a quick kick out.',
      ],
      flow: [
        'Seal on the block',
        'Catch with wide base',
        'Feel the defender',
        'Drop step or hook',
        'Kick out if doubled',
      ],
    },
    {
      id: 'zone-offense',
      title: 'Attacking a Zone',
      keywords: ['zone offense', 'attack zone', 'zone buster', 'beat zone', 'gaps', 'high post', 'short corner'],
      short: 'Beat a zone defense by attacking gaps, using the high post and skipping the ball.',
      detail:
        'Against a zone, align in the gaps between defenders so two of them must decide who guards you. Get the ball to the high post or short corner, where the zone is thinnest, and use skip passes to move it faster than the zone can shift. Dribble penetration into gaps forces two defenders to collapse.',
      keyPoints: [
        'Align in the gaps, not in front of defenders.',
        'Flash to the high post; it breaks the zone.',
        'Skip passes beat the shift.',
      ],
      flow: ['Align in the gaps', 'Enter to high post', 'Draw two defenders', 'Skip pass opposite', 'Shoot open look'],
    },
    {
      id: 'isolation',
      title: 'Isolation',
      keywords: ['isolation', 'iso', 'one on one', '1v1', 'clear out', 'mismatch'],
      short: 'Isolation clears one side so a scorer can attack a defender one on one.',
      detail:
        'In an isolation four players clear to the weak side and corners, leaving the best scorer against a single defender. It is useful late in the shot clock or against a mismatch after a switch. Because it is usually less efficient than ball movement, save it for the right matchup.',
      keyPoints: [
        'Clear out wide so help is far away.',
        'Attack a mismatch from a switch.',
        'Use it late in the clock, not every trip.',
      ],
    },
    // Defense
    {
      id: 'man-to-man-defense',
      title: 'Man-to-Man Defense',
      keywords: ['man to man', 'man-to-man', 'man defense', 'help defense', 'pack line', 'defense', 'on ball'],
      short: 'Man-to-man defense assigns each player an opponent, with help side behind the ball.',
      detail:
        'Each defender guards one player, but the four off the ball position in help, seeing both their man and the ball. Pressure the ball, deny one pass away and sink to the lane two passes away. Great man defense is five players moving on every pass.',
      keyPoints: [
        'Ball, you, man: see both at all times.',
        'Jump to the ball on every pass.',
        'Help, then recover to your man with a closeout.',
      ],
    },
    {
      id: 'two-three-zone',
      title: '2-3 Zone',
      keywords: ['2-3 zone', '2 3 zone', 'two three zone', 'zone', 'zone defense', 'protect paint'],
      short: 'The 2-3 zone uses two guards up top and three players across the baseline.',
      detail:
        'The 2-3 zone protects the paint and the defensive glass, with the guards covering the top and wings and three bigs covering the baseline and corners. Its weak spots are the high post, the short corner and open threes from the wings and corners. Active hands and a quick shift on each pass keep it effective.',
      keyPoints: [
        'Guards stop the ball at the top and wings.',
        'Middle defender fronts the high post flash.',
        'Close out to shooters; the zone gives up threes.',
      ],
      flow: [
        'Two guards up top',
        'Three across baseline',
        'Shift on every pass',
        'Wing bumps corner',
        'Box out and rebound',
      ],
    },
    {
      id: 'one-three-one-zone',
      title: '1-3-1 Zone',
      keywords: ['1-3-1 zone', '1 3 1', 'one three one', 'trap zone', 'zone', 'zone defense', 'traps'],
      short: 'The 1-3-1 zone traps the wings and baseline with long, active defenders.',
      detail:
        'One defender pressures the top, three line up across the free-throw line extended, and a quick rover covers the baseline side to side. It creates traps in the corners and along the sideline and takes away the high post. The corners and the short corner are its weaknesses, so the rover must be fast.',
      keyPoints: [
        'Trap the wing and the corner together.',
        'Rover covers baseline corner to corner.',
        'Vulnerable to skip passes and short corner.',
      ],
      flow: [
        'Point pressures the ball',
        'Wing stops entry',
        'Trap on the sideline',
        'Rover covers baseline',
        'Rotate on skip',
      ],
    },
    {
      id: 'full-court-press',
      title: 'Full-Court Press',
      keywords: [
        'full court press',
        'press',
        'pressure',
        'trap',
        '2-2-1 press',
        '1-2-1-1',
        'press defense',
        'full court',
      ],
      short: 'A full-court press pressures the inbound and traps to force turnovers and speed up play.',
      detail:
        'A full-court press denies or traps after made baskets, aiming to force a turnover or a rushed shot. Trap in the corners and along the sideline, where the boundary acts as a third defender, and rotate the other players to the likely passing lanes. It costs energy and can give up layups, so know when to retreat.',
      keyPoints: [
        'Trap near the sideline; never let the ball reverse.',
        "Interceptor reads the ball handler's eyes.",
        'Retreat and protect the rim if the press is broken.',
      ],
      flow: [
        'Deny the inbound',
        'Force ball to sideline',
        'Trap near the sideline',
        'Rotate to passing lanes',
        'Retreat if broken',
      ],
    },
    {
      id: 'pick-and-roll-defense',
      title: 'Pick and Roll Defense',
      keywords: ['pick and roll defense', 'drop coverage', 'hedge', 'switch', 'ice', 'blitz', 'show', 'pnr defense'],
      short: 'Pick and roll defense picks a coverage: drop, hedge, switch, ice or blitz.',
      detail:
        'In drop, the big sits back to protect the rim and concedes the pull-up. In a hedge or show, the big jumps out to slow the ball, then recovers. Switching trades assignments; ice forces sideline ball screens toward the baseline; a blitz traps the ball handler with two defenders. Whatever the call, the weak side must tag the roller.',
      keyPoints: [
        'Call the screen early and loudly.',
        'Everyone knows the coverage before the possession.',
        'Weak-side defender tags the roller.',
      ],
      flow: ['Screen is called', 'Pick the coverage', 'Guard fights over', 'Big contains the ball', 'Help tags roller'],
    },
    {
      id: 'box-and-one',
      title: 'Box-and-One',
      keywords: ['box and one', 'box-and-one', 'junk defense', 'triangle and two', 'zone', 'shadow'],
      short: 'A box-and-one uses a four-man zone while one defender shadows the best scorer.',
      detail:
        "Four defenders play a 2-2 zone box while one defender chases the opponent's top scorer everywhere. It takes away a dominant player and makes others beat you. Attack it by screening for the star and getting the ball to the high post.",
      keyPoints: [
        'Chaser denies the star every catch.',
        'Box players protect the paint and rebound.',
        'Beat it with screens for the shadowed player.',
      ],
    },
    // Rules
    {
      id: 'shot-clock',
      title: 'Shot Clock',
      keywords: ['shot clock', '24 seconds', 'shot clock violation', '30 second clock', 'reset', 'clock'],
      short: 'The shot clock gives the offense 24 seconds in NBA and FIBA to shoot.',
      detail:
        'The NBA and FIBA use a 24-second shot clock; NCAA basketball uses 30. The shot must leave the hand before the horn and hit the rim, or it is a violation. After an offensive rebound off the rim, NBA and FIBA reset it to 14 seconds, and NCAA men reset to 20.',
      keyPoints: [
        'Get into your action with 14 or more seconds left.',
        'Ball must hit the rim to reset the clock.',
        'Late clock: one action, then a clear-out.',
      ],
    },
    {
      id: 'traveling',
      title: 'Traveling',
      keywords: ['traveling', 'travel', 'walking', 'steps', 'pivot foot', 'gather step', 'violation'],
      short: 'Traveling is moving your pivot foot or taking too many steps without dribbling.',
      detail:
        'Once a player establishes a pivot foot, it cannot be lifted and put back down before he releases the ball or starts a dribble. A player gathering the ball on the move gets a gather step plus two steps under NBA and FIBA rules. The result is a turnover.',
      keyPoints: [
        'Establish your pivot foot and keep it down.',
        'Push the ball out before lifting the pivot foot.',
        'Two steps after the gather, then pass or shoot.',
      ],
    },
    {
      id: 'personal-fouls',
      title: 'Personal Fouls and Bonus',
      keywords: ['foul', 'fouls', 'personal foul', 'bonus', 'penalty', 'foul out', 'free throws', 'team fouls'],
      short: 'Personal fouls are illegal contact; too many put the opponent in the bonus.',
      detail:
        'NBA players foul out on their sixth personal foul, while FIBA, NCAA and high school players foul out on their fifth. Team fouls accumulate per quarter or half; in the NBA and FIBA the fifth team foul in a quarter sends the opponent to the line. Late in games, smart teams foul on purpose to stop the clock.',
      keyPoints: [
        'Know your foul count and the team fouls.',
        'Two early fouls usually means a seat on the bench.',
        'In the bonus, attack the rim to draw contact.',
      ],
    },
    {
      id: 'charge-vs-block',
      title: 'Charge vs Block',
      keywords: [
        'charge',
        'block',
        'blocking foul',
        'offensive foul',
        'take a charge',
        'restricted area',
        'legal guarding position',
      ],
      short: 'Charge vs block depends on whether the defender was set before contact.',
      detail:
        'A defender who establishes legal guarding position, feet set and torso facing the offensive player, before the shooter leaves the floor draws a charge. A defender still moving into the path, or standing inside the restricted-area arc under the basket, is called for a block. Take the hit in the chest, not with the hip or a slide.',
      keyPoints: [
        'Be set before the driver leaves the floor.',
        'Stay outside the restricted area arc.',
        'Take contact in the chest; do not flop.',
      ],
    },
    {
      id: 'three-second-rule',
      title: 'Three-Second Rule',
      keywords: [
        'three seconds',
        '3 seconds',
        'three second rule',
        'lane violation',
        'paint',
        'key',
        'defensive three seconds',
      ],
      short: 'The three-second rule stops offensive players from staying in the lane over three seconds.',
      detail:
        'An offensive player cannot remain in the free-throw lane for more than three seconds while his team has the ball in the frontcourt. The NBA also calls defensive three seconds on a defender in the lane who is not actively guarding someone. Bigs should cut through the paint and reset rather than camp.',
      keyPoints: [
        'Step out, reset, then re-enter the lane.',
        'Count is paused when a shot is in the air.',
        'NBA defenders cannot camp in the paint either.',
      ],
    },
    {
      id: 'backcourt-violation',
      title: 'Backcourt and Eight-Second Rule',
      keywords: [
        'backcourt',
        'backcourt violation',
        'over and back',
        'eight seconds',
        '8 seconds',
        'ten seconds',
        'half court',
      ],
      short: 'A backcourt violation occurs when the ball returns over half court after crossing it.',
      detail:
        'Once the offense establishes the ball in the frontcourt, it cannot be the first to touch it in the backcourt. The offense also must cross half court within 8 seconds in the NBA and FIBA, or 10 seconds in NCAA and high school. Against pressure, use the whole floor and keep a release valve.',
      keyPoints: [
        'Do not pass back over half court.',
        'Beat the count with outlet passes, not just dribbling.',
        'Use the sideline carefully; it acts as a defender.',
      ],
    },
    {
      id: 'goaltending',
      title: 'Goaltending',
      keywords: ['goaltending', 'goal tending', 'basket interference', 'block shot', 'cylinder', 'downward flight'],
      short: 'Goaltending is touching a shot on its downward flight above the rim.',
      detail:
        'Defensive goaltending is touching a shot on its downward flight when it is entirely above the rim and still has a chance to go in. Basket interference covers touching the ball, rim or net while the ball is on or within the cylinder above the basket. Both count the basket for the shooter.',
      keyPoints: [
        'Block shots on the way up, not on the way down.',
        'Never touch the ball inside the cylinder.',
        'Offensive goaltending cancels the basket.',
      ],
    },
    // Techniques
    {
      id: 'shooting-form',
      title: 'Shooting Form',
      keywords: ['shooting form', 'shooting', 'jump shot', 'jumper', 'beef', 'release', 'follow through', 'shot'],
      short: 'Good shooting form lines up feet, elbow and release for a repeatable jump shot.',
      detail:
        'Use BEEF as a checklist: balance, eyes on the rim, elbow under the ball, follow-through with the wrist snapped down. The shot starts from the legs, not the arms, and the guide hand only steadies the ball. Consistency beats looks: same footwork, same set point, every rep.',
      keyPoints: [
        'Feet shoulder-width, shooting foot slightly forward.',
        'Elbow under the ball, guide hand on the side.',
        'Hold the follow-through until the ball lands.',
      ],
    },
    {
      id: 'free-throws',
      title: 'Free Throws',
      keywords: ['free throw', 'free throws', 'foul shot', 'foul shots', 'routine', 'ft', 'free throw line'],
      short: 'Free throws are won with a fixed routine and the same release every time.',
      detail:
        'A consistent pre-shot routine (a set number of dribbles, one breath, eyes on the rim) removes thinking under pressure. Line your shooting foot with the nail in the middle of the line. Practice them tired and in pressure scenarios, not only fresh.',
      keyPoints: [
        'Same routine, same number of dribbles, every time.',
        'Line up the shooting foot on the middle nail.',
        'Practice free throws when tired.',
      ],
    },
    {
      id: 'boxing-out',
      title: 'Boxing Out',
      keywords: ['boxing out', 'box out', 'block out', 'rebounding', 'rebound', 'rebounds', 'defensive rebound'],
      short: 'Boxing out means contacting your man, sealing him with your hips and chasing the ball.',
      detail:
        'When the shot goes up, find your man, make contact with a forearm, then reverse pivot to put your hips into him. Stay low with a wide base and arms up, then go get the ball. Most rebounds fall on the opposite side of the shot, so pursue it.',
      keyPoints: [
        'Hit first: find and contact your man.',
        'Pivot, sit on his thighs, arms up.',
        'Then pursue the ball with two hands.',
      ],
    },
    {
      id: 'layups-finishing',
      title: 'Layups and Finishing',
      keywords: ['layup', 'layups', 'finishing', 'finish at rim', 'euro step', 'reverse layup', 'floater'],
      short: 'Finishing layups requires using either hand, protecting the ball and using the glass.',
      detail:
        'Jump off the opposite foot from the shooting hand, drive the knee up and shoot high off the square on the backboard. Use your body to shield the ball from shot blockers and learn counters: reverse, Euro step and floater. Finishing with the off hand doubles your options.',
      keyPoints: [
        'Opposite foot, opposite knee, high off glass.',
        'Protect the ball with the body and off arm.',
        'Finish with both hands from both sides.',
      ],
    },
    {
      id: 'ball-handling',
      title: 'Ball Handling',
      keywords: ['ball handling', 'dribbling', 'dribble', 'crossover', 'handles', 'between the legs', 'change of pace'],
      short: 'Ball handling is controlling the dribble with both hands, low, eyes up.',
      detail:
        'Dribble with the fingertips, not the palm, and keep the ball low and away from defenders. The best handlers use change of pace and direction more than fancy moves. Eyes up lets you see passes and help coming.',
      keyPoints: [
        'Fingertips, low dribble, off arm protecting.',
        'Change of pace beats more defenders than tricks.',
        'Eyes up: see the floor, not the ball.',
      ],
    },
    {
      id: 'defensive-stance',
      title: 'Defensive Stance and Closeouts',
      keywords: ['defensive stance', 'closeout', 'closeouts', 'on ball defense', 'slides', 'defense', 'stance'],
      short: 'A low defensive stance and controlled closeouts keep the ball in front.',
      detail:
        'Stance: feet wider than shoulders, knees bent, back straight, hands active. Slide without crossing the feet and keep your head over your hips. On closeouts, sprint two thirds of the way, then chop your steps with a hand high so the shooter cannot blow by.',
      keyPoints: [
        'Wide base, hips low, weight on the balls of feet.',
        'Slide, never cross feet; head stays level.',
        'Closeout: sprint, chop, hand high, no fly-by.',
      ],
    },
    {
      id: 'passing',
      title: 'Passing',
      keywords: ['passing', 'pass', 'chest pass', 'bounce pass', 'skip pass', 'entry pass', 'assist'],
      short: 'Sharp passing moves the ball faster than the defense can rotate.',
      detail:
        "Step toward the target, snap the wrists and thumbs down, and pass to the receiver's outside hand away from his defender. Use bounce passes past raised hands and skip passes to change sides. Ball movement from good passing creates open shots better than dribbling.",
      keyPoints: [
        'Pass away from the defender to the target hand.',
        'Fake a pass to make a pass.',
        'Hit the shooter in the shooting pocket.',
      ],
    },
  ],
  drills: [
    {
      id: 'mikan-drill',
      title: 'Mikan Drill',
      keywords: ['mikan', 'mikan drill', 'layups', 'finishing', 'touch', 'post footwork'],
      short: 'The Mikan drill builds finishing touch with both hands around the rim.',
      steps: [
        'Start under the basket, ball above the shoulders.',
        'Lay it in off the right side, catch without letting it bounce.',
        'Step across and lay it in off the left side.',
        'Keep the ball high; do 20 makes, then reverse layups.',
      ],
      duration: '5 minutes',
    },
    {
      id: 'form-shooting-drill',
      title: 'Form Shooting',
      keywords: ['form shooting', 'shooting', 'shooting form', 'one hand shooting', 'warm up', 'release'],
      short: 'Form shooting grooves the release close to the rim before moving out.',
      steps: [
        'Start one step from the rim, shooting with one hand only.',
        'Make five, then take a step back.',
        'Add the guide hand at the free-throw line.',
        'Hold every follow-through until the ball lands.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'five-spot-shooting',
      title: 'Five-Spot Shooting',
      keywords: ['five spot', 'spot shooting', 'catch and shoot', 'shooting drill', 'threes', 'jump shot'],
      short: 'Five-spot shooting builds catch-and-shoot range from corners, wings and top.',
      steps: [
        'Mark five spots: both corners, both wings, top of the key.',
        'Partner passes; shooter catches shot-ready and shoots.',
        'Make ten at each spot before moving on.',
        'Track makes and attempts to see progress.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'two-ball-dribbling',
      title: 'Two-Ball Dribbling',
      keywords: ['two ball dribbling', 'dribbling drill', 'ball handling', 'weak hand', 'handles', 'dribble'],
      short: 'Two-ball dribbling builds ball handling and weak-hand control.',
      steps: [
        'Dribble two balls at the same time for 30 seconds.',
        'Alternate the bounces for 30 seconds.',
        'Add high-low: one ball at the knee, one at the hip.',
        'Walk the baseline and back while keeping both alive.',
      ],
      duration: '8 minutes',
    },
    {
      id: 'zig-zag-drill',
      title: 'Zig-Zag Drill',
      keywords: ['zig zag', 'zig-zag', 'defensive slides', 'on ball defense', 'footwork', 'defense drill'],
      short: 'The zig-zag drill trains on-ball defensive slides and turning the ball handler.',
      steps: [
        'Offense dribbles in a zig-zag down one third of the court.',
        'Defender slides to cut off the ball and force a change of direction.',
        'Defender drop-steps and slides on every crossover.',
        'Switch roles at half court, full court back.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'shell-drill',
      title: 'Shell Drill',
      keywords: ['shell drill', 'shell', 'help defense', 'team defense', 'rotations', 'man to man'],
      short: 'The shell drill teaches help defense positioning on every pass.',
      steps: [
        'Four offensive players at the wings and guard spots; four defenders.',
        'Offense passes around the perimeter without driving at first.',
        'Defenders jump to the ball on every pass: deny or help.',
        'Add drives, then skip passes, then screens.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'closeout-drill',
      title: 'Closeout Drill',
      keywords: ['closeout', 'closeouts', 'contest', 'close out drill', 'defense drill', 'shooter'],
      short: 'The closeout drill teaches controlled contests without giving up drives.',
      steps: [
        'Defender starts under the basket with the ball.',
        'Pass to a shooter on the wing and sprint to close out.',
        'Chop the last steps, hand high, and stay balanced.',
        'Shooter drives or shoots; defender contains and boxes out.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'circle-box-out',
      title: 'Circle Box Out',
      keywords: ['box out', 'boxing out', 'rebounding drill', 'rebounding', 'block out', 'circle drill'],
      short: 'The circle box out drill builds boxing out contact and hold strength.',
      steps: [
        'Place a ball in the center of the jump circle.',
        'Defenders start inside the circle facing offensive players outside it.',
        'On the whistle, defenders box out for three seconds.',
        'Offense scores if it touches the ball; rotate roles.',
      ],
      duration: '8 minutes',
    },
    {
      id: 'three-man-weave',
      title: 'Three-Man Weave',
      keywords: ['three man weave', '3 man weave', 'weave', 'passing drill', 'transition', 'layups'],
      short: 'The three-man weave builds passing on the run and layups in transition.',
      steps: [
        'Three players across the baseline, ball in the middle.',
        'Pass and run behind the receiver, down the floor.',
        'No dribbles; finish with a layup.',
        'Run it back the other way immediately.',
      ],
      duration: '8 minutes',
    },
    {
      id: 'two-on-one-three-on-two',
      title: '3-on-2, 2-on-1',
      keywords: ['3 on 2', '2 on 1', 'three on two', 'fast break drill', 'transition', 'numbers advantage'],
      short: 'The 3-on-2, 2-on-1 drill practices fast break decisions with numbers.',
      steps: [
        'Three offense attack two defenders full court.',
        'Two defenders tandem: top stops the ball, bottom takes the first pass.',
        'The shooter and passer of the first trip become the defenders.',
        'Go back as a 2-on-1 against the remaining player.',
      ],
      duration: '12 minutes',
    },
    {
      id: 'pick-and-roll-two-on-two',
      title: 'Pick and Roll 2-on-2',
      keywords: ['pick and roll drill', 'pick and roll', '2 on 2', 'two on two', 'ball screen', 'hedge'],
      short: 'Pick and roll 2-on-2 trains reading the screen defense and making the right play.',
      steps: [
        'Guard at the top, big sets a ball screen.',
        'Defense calls drop, hedge or switch without telling the offense.',
        'Handler reads coverage: pull-up, pocket pass or reject.',
        'Play until a score or stop; rotate pairs.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'free-throw-pressure',
      title: 'Pressure Free Throws',
      keywords: ['free throws', 'free throw drill', 'pressure', 'foul shots', 'routine', 'conditioning'],
      short: 'Pressure free throws train the routine while tired and with consequences.',
      steps: [
        'After a conditioning sprint, go straight to the line.',
        'Shoot two; miss either and the team runs a sideline sprint.',
        'Rotate shooters until everyone has shot twice.',
        'Track makes under fatigue.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'partner-passing',
      title: 'Partner Passing',
      keywords: ['partner passing', 'passing drill', 'chest pass', 'bounce pass', 'passing', 'overhead pass'],
      short: 'Partner passing sharpens chest, bounce and overhead passing accuracy.',
      steps: [
        'Partners face each other about fifteen feet apart.',
        'Twenty chest passes, then twenty bounce passes.',
        'Add overhead and one-hand push passes with both hands.',
        'Finish with a defender in the middle trying to deflect.',
      ],
      duration: '8 minutes',
    },
    {
      id: 'defensive-slide-drill',
      title: 'Lane Slides',
      keywords: ['lane slides', 'defensive slides', 'slides', 'lateral quickness', 'defensive stance', 'footwork'],
      short: 'Lane slides build defensive stance endurance and lateral quickness.',
      steps: [
        'Start in stance on one lane line.',
        'Slide across to touch the other line without crossing feet.',
        'Keep your head level and hands active.',
        'Do 30 seconds, rest 30, for four rounds.',
      ],
      duration: '5 minutes',
    },
    {
      id: 'post-moves-drill',
      title: 'Post Moves Drill',
      keywords: ['post moves', 'post drill', 'drop step', 'hook shot', 'up and under', 'low post'],
      short: 'The post moves drill builds drop step, hook shot and up-and-under.',
      steps: [
        'Start on the block with a coach feeding from the wing.',
        'Catch, chin the ball, feel for the defender.',
        'Drop step baseline for five, then jump hook middle for five.',
        'Finish with up-and-under counters from both blocks.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'three-on-three-advantage',
      title: 'Shell 3-on-3 Advantage',
      keywords: ['3 on 3', 'three on three', 'advantage drill', 'help defense', 'closeouts', 'small sided'],
      short: 'This 3-on-3 advantage drill trains scramble defense and attacking closeouts.',
      steps: [
        'Start with defenders in the paint and offense on the perimeter.',
        'Coach passes to any offensive player; defenders close out.',
        'Offense attacks the closeout to create an advantage.',
        'Play to a score or stop; three possessions per group.',
      ],
      duration: '12 minutes',
    },
  ],
  tips: [
    {
      id: 'tip-shot-ready',
      title: 'Be Shot Ready',
      keywords: ['shot ready', 'catch and shoot', 'shooting', 'footwork', 'hands ready', 'shooter'],
      short: 'Be shot ready before the catch: knees bent, hands up, feet set.',
      detail:
        'Half a second saved on the catch is the difference between open and contested. Show your hands as a target.',
    },
    {
      id: 'tip-jump-to-ball',
      title: 'Jump to the Ball',
      keywords: ['jump to the ball', 'help defense', 'off ball defense', 'team defense', 'rotations', 'help side'],
      short: 'On defense, jump to the ball on every pass while the ball travels.',
      detail:
        'Moving while the pass is in the air puts you in help before the catch. Standing still is how backdoors and drives happen.',
    },
    {
      id: 'tip-weak-hand',
      title: 'Train Your Weak Hand',
      keywords: ['weak hand', 'off hand', 'ball handling', 'left hand', 'finishing', 'layups'],
      short: 'Train your weak hand daily; defenders will force you to it.',
      detail:
        'Scouts notice one-handed players quickly. Ten minutes a day of weak-hand dribbling and layups changes that within a season.',
    },
    {
      id: 'tip-talk-on-defense',
      title: 'Talk on Defense',
      keywords: ['talk', 'communication', 'defense', 'screen call', 'switch', 'help'],
      short: 'Talk on defense: call screens, switches and help early and loud.',
      detail:
        'Silent defenses get screened and cut open. Calling the screen gives the screened defender time to fight through it.',
    },
    {
      id: 'tip-spacing',
      title: 'Keep Spacing',
      keywords: ['spacing', 'floor spacing', 'corners', 'offense', 'fifteen feet', 'spread'],
      short: 'Good spacing keeps about fifteen feet between offensive players.',
      detail:
        'Two players close together let one defender guard both. Fill the corners and wings so help is far from the ball.',
    },
    {
      id: 'tip-rebound-every-shot',
      title: 'Assume Every Shot Misses',
      keywords: ['rebounding', 'rebound', 'box out', 'effort', 'second chance', 'glass'],
      short: 'For rebounding, assume every shot misses and go box out.',
      detail: 'Players who watch the shot give up offensive rebounds. Contact first, ball second.',
    },
    {
      id: 'tip-free-throw-routine',
      title: 'Own a Free Throw Routine',
      keywords: ['free throw', 'routine', 'foul shots', 'pressure', 'consistency', 'free throws'],
      short: 'Build a free throw routine and never change it under pressure.',
      detail: 'Pick your dribbles, breath and focus point. Under pressure the routine runs on autopilot.',
    },
    {
      id: 'tip-closeout-chop',
      title: 'Chop on Closeouts',
      keywords: ['closeout', 'closeouts', 'contest', 'defense', 'chop steps', 'shooter'],
      short: 'On closeouts, chop your feet early so the shooter cannot drive past.',
      detail: 'A closeout at full speed gives up the drive. Sprint, then short choppy steps with a high hand.',
    },
    {
      id: 'tip-pass-fake',
      title: 'Fake a Pass to Make a Pass',
      keywords: ['pass fake', 'passing', 'fake', 'turnovers', 'deflections', 'ball fake'],
      short: "A pass fake moves the defender's hands and opens the real passing lane.",
      detail: 'Defenders react to the ball. Show it one way, then pass the other.',
    },
    {
      id: 'tip-sprint-back',
      title: 'Sprint Back on Defense',
      keywords: ['transition defense', 'get back', 'sprint back', 'fast break', 'defense', 'effort'],
      short: 'Transition defense starts with the first three steps after a shot: sprint back.',
      detail: 'Most easy baskets come from teams jogging back. Get below the ball first, then find your man.',
    },
    {
      id: 'tip-foul-trouble',
      title: 'Manage Foul Trouble',
      keywords: ['foul trouble', 'fouls', 'personal fouls', 'reach in', 'discipline', 'defense'],
      short: 'Avoid foul trouble by moving your feet instead of reaching.',
      detail: 'Reaching and hand checking are cheap fouls. Beat the driver to the spot and contest with verticality.',
    },
    {
      id: 'tip-shot-selection',
      title: 'Shot Selection',
      keywords: ['shot selection', 'good shot', 'efficiency', 'threes', 'layups', 'midrange'],
      short: 'Good shot selection favors layups, free throws and open threes.',
      detail:
        'Contested long twos are the least efficient shots in the game. Pass up a good shot for a great one early in the clock.',
    },
    {
      id: 'tip-eyes-up-dribble',
      title: 'Keep Your Eyes Up',
      keywords: ['eyes up', 'ball handling', 'dribbling', 'court vision', 'vision', 'point guard'],
      short: 'Keep your eyes up while dribbling to see cutters and help.',
      detail:
        'Practice dribble moves while calling out fingers a coach holds up. The ball should find your hand without you looking.',
    },
    {
      id: 'tip-screen-angle',
      title: 'Set Legal, Solid Screens',
      keywords: ['screens', 'screening', 'moving screen', 'ball screen', 'screen angle', 'pick'],
      short: 'Set solid screens: stop, wide base, and angle toward the target.',
      detail: 'A moving screen is a turnover. Set it, hold it through contact, then roll or pop.',
    },
    {
      id: 'tip-follow-through',
      title: 'Hold the Follow-Through',
      keywords: ['follow through', 'shooting', 'release', 'gooseneck', 'shooting form', 'arc'],
      short: 'Hold the follow-through, wrist relaxed and fingers down, until the ball lands.',
      detail: 'It keeps the release consistent and gives feedback: if your fingers point left, the ball went left.',
    },
    {
      id: 'tip-ankle-care',
      title: 'Protect Your Ankles',
      keywords: ['ankle sprain', 'ankles', 'injury prevention', 'balance', 'ankle brace', 'landing'],
      short: 'Protect your ankles with balance work, strong calves and soft landings.',
      detail:
        'Ankle sprains are the most common basketball injury. Single-leg balance drills and landing practice cut the risk.',
    },
  ],
  exercises: [
    { name: 'Trap Bar Deadlift', focus: 'strength', sets: 4, reps: '5', restSeconds: 150 },
    { name: 'Rear-Foot Elevated Split Squat', focus: 'strength', sets: 3, reps: '8 each side', restSeconds: 90 },
    { name: 'Pull-Up', focus: 'strength', sets: 3, reps: '6', restSeconds: 90 },
    { name: 'Countermovement Jump', focus: 'power', sets: 4, reps: '4', restSeconds: 90 },
    { name: 'Depth Jump', focus: 'power', sets: 3, reps: '5', restSeconds: 120 },
    { name: 'Medicine Ball Rotational Throw', focus: 'power', sets: 3, reps: '5 each side', restSeconds: 60 },
    { name: 'Baseline-to-Baseline Sprint', focus: 'speed', sets: 6, reps: '1', restSeconds: 60 },
    { name: 'Lateral Shuffle Sprint', focus: 'speed', sets: 5, reps: '10 s', restSeconds: 45 },
    { name: 'Suicides', focus: 'conditioning', sets: 4, reps: '1', restSeconds: 60 },
    { name: '17s Sideline Runs', focus: 'conditioning', sets: 3, reps: '1', restSeconds: 120 },
    { name: 'Defensive Slide Intervals', focus: 'conditioning', sets: 6, reps: '20 s', restSeconds: 40 },
    { name: 'Ankle Dorsiflexion Mobilization', focus: 'mobility', sets: 2, reps: '10 each side', restSeconds: 20 },
    { name: 'Hip Flexor Lunge Stretch', focus: 'mobility', sets: 2, reps: '30 s each side', restSeconds: 20 },
    { name: 'Thoracic Spine Rotation', focus: 'mobility', sets: 2, reps: '8 each side', restSeconds: 20 },
    { name: 'Form Shooting Reps', focus: 'skill', sets: 5, reps: '10 makes', restSeconds: 30 },
    { name: 'Stationary Two-Ball Dribbling', focus: 'skill', sets: 4, reps: '30 s', restSeconds: 30 },
  ],
};
