import type { SportPlaybook } from './types';

export const footballPlaybook: SportPlaybook = {
  sport: 'football',
  concepts: [
    // Positions
    {
      id: 'quarterback',
      title: 'Quarterback',
      keywords: ['quarterback', 'qb', 'passer', 'signal caller', 'field general', 'quarterbacks'],
      short: 'The quarterback runs the offense: gets the call, reads the defense, distributes the ball.',
      detail:
        'The quarterback touches the ball on nearly every snap, so his pre-snap work matters as much as his arm. He confirms the personnel, identifies the coverage shell and the likely blitzer, sets the protection and checks to a better play when the look is wrong. After the snap his job is to make the right read on time, not to make the spectacular throw.',
      keyPoints: [
        'Identify the coverage shell and Mike before every snap.',
        'Throw on rhythm off the last step of the drop.',
        'A punt is not a bad outcome; a turnover is.',
      ],
    },
    {
      id: 'offensive-line',
      title: 'Offensive Line',
      keywords: ['offensive line', 'o-line', 'oline', 'linemen', 'center', 'guard', 'tackle', 'lineman'],
      short: 'The offensive line wins the line of scrimmage by blocking as one unit.',
      detail:
        'Five linemen (left tackle, left guard, center, right guard, right tackle) protect the passer and create running lanes. The center makes the protection call, usually identifying the Mike linebacker, so all five slide and work combinations together. Communication on stunts and twists matters more than any one player being strong.',
      keyPoints: [
        'Center identifies the Mike; everyone works off that call.',
        'Pass off twists by talking, not by chasing defenders.',
        'Hands inside, pad level low, feet never stop.',
      ],
    },
    {
      id: 'wide-receiver',
      title: 'Wide Receiver',
      keywords: ['wide receiver', 'wr', 'receiver', 'wideout', 'slot', 'x receiver', 'z receiver', 'receivers'],
      short: 'A wide receiver wins with release, route precision and hands, then blocks downfield.',
      detail:
        'The X lines up on the line of scrimmage, the Z off it, and the slot inside between the tackle and the outside receiver. Receivers must beat press at the line, run routes at the exact depth the quarterback expects, and adjust routes to the coverage they see. Great receiving teams also block on the perimeter, because that is where runs and screens become big gains.',
      keyPoints: [
        'Win the release first; the route depends on it.',
        'Hit the exact depth so timing matches the drop.',
        'Catch with hands away from the body, then tuck.',
      ],
    },
    {
      id: 'running-back',
      title: 'Running Back',
      keywords: ['running back', 'rb', 'tailback', 'halfback', 'fullback', 'ball carrier', 'back'],
      short: 'The running back carries the ball, protects the quarterback and catches out of the backfield.',
      detail:
        'A running back needs vision to read his blocks, patience to let them develop, and the burst to hit the hole once it opens. In pass protection he must know which linebacker or safety is his if they blitz, because a missed pickup gets the quarterback hit. Ball security is non-negotiable: high and tight, five points of pressure.',
      keyPoints: [
        'Press the hole to set up blocks, then cut.',
        'Know your blitz pickup before the snap.',
        'Ball high and tight in traffic, especially when tackled.',
      ],
    },
    {
      id: 'tight-end',
      title: 'Tight End',
      keywords: ['tight end', 'te', 'y receiver', 'inline', 'h-back', 'tight ends'],
      short: 'The tight end is a hybrid blocker and receiver who stresses defensive personnel.',
      detail:
        'A tight end lines up next to a tackle, in the slot or in the backfield as an H-back. Because he can block a defensive end or run a seam route, defenses must decide whether to match him with a linebacker or a defensive back. Offenses use that choice to create mismatches in both the run game and the pass game.',
      keyPoints: [
        'Same stance for run and pass; never tip the play.',
        'Seam routes split safeties in two-high coverage.',
        'Drive-block with inside hand and hip to the defender.',
      ],
    },
    {
      id: 'defensive-line',
      title: 'Defensive Line',
      keywords: ['defensive line', 'd-line', 'dline', 'defensive tackle', 'defensive end', 'nose tackle', 'pass rush'],
      short: 'The defensive line controls gaps against the run and pressures the quarterback.',
      detail:
        'Defensive linemen are assigned gaps, lettered from A next to the center outward to D. Interior players stop inside runs and collapse the pocket; ends set the edge and rush the passer. Get off on the snap, win with hands and leverage, and never leave your gap on a run play.',
      keyPoints: [
        'Get off on the ball movement, not the cadence.',
        'Defeat the block, then find the ball.',
        'Rush lanes matter; keep the quarterback in the pocket.',
      ],
    },
    {
      id: 'linebacker',
      title: 'Linebacker',
      keywords: ['linebacker', 'lb', 'mike', 'will', 'sam', 'middle linebacker', 'linebackers'],
      short: 'A linebacker fills run gaps, covers zones or backs, and blitzes when called.',
      detail:
        'Linebackers (Mike in the middle, Will on the weak side, Sam on the strong side) sit behind the line and must read run or pass quickly. Their key is usually the offensive guards and the backfield flow. A linebacker who reads correctly and fills downhill shuts down the run game; one who guesses gets washed out.',
      keyPoints: [
        'Read guard to backfield on every snap.',
        'Fill downhill with the shoulder opposite the ball carrier.',
        'In zone, get depth and eyes on the quarterback.',
      ],
    },
    {
      id: 'cornerback',
      title: 'Cornerback',
      keywords: ['cornerback', 'cb', 'corner', 'corners', 'press', 'defensive back', 'db'],
      short: 'A cornerback covers outside receivers in man or zone and supports the run.',
      detail:
        'Cornerbacks play press, off-man or zone technique depending on the call. In press they jam and mirror at the line; in off coverage they backpedal, read the receiver, and break on the throw. They also must force or contain on outside runs, so a corner who will not tackle is a liability.',
      keyPoints: [
        'Eyes on the receiver in man, quarterback in zone.',
        'Stay in phase, then play the hands at the catch.',
        'Know your leverage: inside or outside, from the call.',
      ],
    },
    {
      id: 'safety',
      title: 'Safety',
      keywords: ['safety', 'safeties', 'free safety', 'strong safety', 'fs', 'ss', 'deep middle'],
      short: 'A safety is the last line of defense, covering deep and supporting the run.',
      detail:
        'The free safety usually plays deep middle and reads the quarterback; the strong safety aligns to the tight end side and often fills against the run. Safety alignment (one high or two high) tells the offense much of the coverage, so good safeties disguise until the snap. Take proper angles; a missed safety tackle is a touchdown.',
      keyPoints: [
        'Disguise the shell, then rotate at the snap.',
        'Nothing behind you: depth before you drive.',
        'Take inside-out angles to the ball carrier.',
      ],
    },
    // Formations
    {
      id: 'shotgun-formation',
      title: 'Shotgun Formation',
      keywords: ['shotgun', 'gun', 'shotgun formation', 'spread', 'empty', 'pass formation'],
      short: 'In the shotgun formation the quarterback aligns about five yards deep to see the defense.',
      detail:
        'The shotgun puts the quarterback roughly five yards behind the center, with a back beside him or nobody at all (empty). It gives the passer time and a clear view of the coverage, and pairs naturally with spread sets and RPOs. The trade-off is a weaker downhill run game, because the back gets the ball moving sideways or standing still.',
      keyPoints: [
        'Clean snap first: the center practices the gun snap daily.',
        'Back beside the quarterback is the blitz protector.',
        'Use zone read to keep the backside end honest.',
      ],
      flow: [
        'Align five yards deep',
        'Read safety shell',
        'Set protection',
        'Catch snap and read',
        'Throw or hand off',
      ],
    },
    {
      id: 'i-formation',
      title: 'I-Formation',
      keywords: ['i-formation', 'i formation', 'i form', 'fullback', 'power i', 'under center', 'tailback'],
      short: 'The I-formation stacks fullback and tailback behind an under-center quarterback for downhill runs.',
      detail:
        'The I-formation lines the fullback and tailback up directly behind the quarterback, who takes the snap under center. The tailback starts deep, so he can see the hole and hit either side, while the fullback leads through the hole on isolation or power. It also sells play action well, because linebackers must respect the downhill run.',
      keyPoints: [
        'Tailback at seven yards can read either side.',
        'Fullback kicks out or isolates the linebacker.',
        'Use the same look to run play action.',
      ],
      flow: [
        'Quarterback under center',
        'Fullback leads the hole',
        'Tailback reads block',
        'Cut downhill',
        'Finish forward',
      ],
    },
    {
      id: 'pistol-formation',
      title: 'Pistol Formation',
      keywords: ['pistol', 'pistol formation', 'short shotgun', 'pistol offense', 'read option'],
      short: 'The pistol formation puts the quarterback four yards deep with the back directly behind.',
      detail:
        "The pistol is a hybrid: the quarterback sits closer than shotgun, and the running back aligns behind him rather than beside him. That keeps the downhill run game of the I-formation while keeping the passing view of the gun. Defenses also cannot read run direction from the back's alignment, which helps both runs and option reads.",
      keyPoints: [
        'Back directly behind hides run direction.',
        'Quarterback still sees the coverage clearly.',
        'Ideal base for read option and play action.',
      ],
      flow: ['Quarterback four yards deep', 'Back aligns behind', 'Mesh point read', 'Give or keep', 'Attack open gap'],
    },
    // Coverages
    {
      id: 'cover-2',
      title: 'Cover 2',
      keywords: ['cover 2', 'cover2', 'two deep', 'safeties', 'zone', 'coverage', 'tampa 2', 'two high'],
      short: 'Cover 2 splits the deep field between two safeties with five underneath zones.',
      detail:
        'In Cover 2 each safety owns a deep half, while the corners squat in the flats and jam receivers to reroute them. Linebackers drop to hook and curl zones. Its weak spots are the deep middle between the safeties, the hole behind the corners along the sideline, and four-verticals concepts.',
      keyPoints: [
        'Corners jam and sink in the flat.',
        'Safeties stay deeper than the deepest receiver.',
        'Offense attacks the seam and the sideline hole.',
      ],
      flow: ['Two safeties split halves', 'Corners jam and squat', 'Linebackers drop to hooks', 'Rally to the throw'],
    },
    {
      id: 'cover-3',
      title: 'Cover 3',
      keywords: ['cover 3', 'cover3', 'three deep', 'single high', 'zone', 'coverage', 'sky', 'deep thirds'],
      short: 'Cover 3 uses three deep defenders in thirds and four underneath zone players.',
      detail:
        'Two corners and the free safety each take a deep third, while the strong safety rotates down to give an eighth defender near the box. It is strong against the run and deep balls but soft underneath. Offenses beat it with flood concepts, curl-flat and seams that put the middle-third safety in conflict.',
      keyPoints: [
        'Corners bail to deep thirds at the snap.',
        'Strong safety rotates down as an extra run defender.',
        'Watch the flats and seams; they stretch Cover 3.',
      ],
      flow: [
        'Single high safety',
        'Corners bail to thirds',
        'Safety rotates down',
        'Four zone underneath',
        'Break on the ball',
      ],
    },
    {
      id: 'cover-1',
      title: 'Cover 1',
      keywords: ['cover 1', 'cover1', 'man free', 'man coverage', 'single high', 'robber', 'coverage'],
      short: 'Cover 1 plays man coverage underneath with one free safety deep.',
      detail:
        'Every eligible receiver has a man defender, with a single free safety helping over the top and often a robber or a rusher as the extra man. It is aggressive and tight but vulnerable to crossing routes, rub concepts and any quarterback who can run. Cover 1 asks defenders to win one-on-one.',
      keyPoints: [
        'Each defender knows his man before the snap.',
        'Free safety is help deep; play tight underneath.',
        'Rub routes and crossers are the main threat.',
      ],
    },
    {
      id: 'man-coverage',
      title: 'Man Coverage',
      keywords: ['man coverage', 'man to man', 'man', 'press man', 'cover 0', 'coverage', 'lockdown'],
      short: 'In man coverage each defender follows one assigned receiver wherever he goes.',
      detail:
        'Man coverage assigns defenders to receivers, with or without safety help (Cover 1 or Cover 0). Corners can press at the line or play off, but must keep their eyes on the receiver and stay in phase. It takes away timing throws but loses to pick routes, crossing routes and a quarterback who escapes the pocket.',
      keyPoints: [
        'Match the receiver, not the quarterback.',
        'Switch or lock on stacks and bunches, per the call.',
        'Cover 0 means no help: no free release.',
      ],
    },
    {
      id: 'zone-blitz',
      title: 'Zone Blitz',
      keywords: ['zone blitz', 'fire zone', 'blitz', 'pressure', 'drop end', 'coverage', 'fire'],
      short: 'A zone blitz sends five rushers while a lineman drops into coverage.',
      detail:
        'The zone blitz (fire zone) brings a linebacker or defensive back and drops a defensive lineman into an underneath zone, usually with three deep and three under. The offense sees pressure but cannot find the hot route because a lineman is sitting in the throwing lane. It confuses protections while staying safer than an all-out man blitz.',
      keyPoints: [
        'Disguise the blitzer until the snap.',
        'Dropping lineman walls the hot throw.',
        'Three deep keeps the big play off.',
      ],
      flow: [
        'Show two high',
        'Linebacker blitzes the edge',
        'End drops into hook',
        'Three deep three under',
        'Sack or forced throw',
      ],
    },
    // Plays
    {
      id: 'play-action',
      title: 'Play Action',
      keywords: ['play action', 'play-action', 'pa', 'fake handoff', 'bootleg', 'boot', 'fake'],
      short: 'Play action fakes the run to pull linebackers up and open throws behind them.',
      detail:
        'The quarterback fakes the handoff with the same footwork as the base run, freezing linebackers and safeties who read run. The linemen sell it with aggressive run-looking blocks. It works best after you have run the ball well, and the bootleg version moves the pocket away from pressure.',
      keyPoints: [
        'Fake must match the real run footwork exactly.',
        'Linemen block high hat but sell run steps.',
        'Set it up by running that play first.',
      ],
      flow: [
        'Show run action',
        'Fake the handoff',
        'Linebackers bite up',
        'Quarterback sets and reads',
        'Throw behind linebackers',
      ],
    },
    {
      id: 'screen-pass',
      title: 'Screen Pass',
      keywords: ['screen', 'screen pass', 'rb screen', 'bubble screen', 'tunnel screen', 'slip screen', 'screens'],
      short: 'A screen pass invites the rush, then throws behind it to blockers in space.',
      detail:
        'On a running back screen the linemen pass set, let the rushers through after a count, then release to form a wall in front of the back. The quarterback drops deeper to draw the rush and lofts the ball over it. Screens punish aggressive pass rushes and blitzes, and timing is everything.',
      keyPoints: [
        'Linemen hold for a two count, then release.',
        'Back sells pass protection before slipping out.',
        'Catch, get behind the wall, then cut upfield.',
      ],
      flow: [
        'Linemen pass set',
        'Let rushers through',
        'Linemen release to wall',
        'Throw over the rush',
        'Run behind blockers',
      ],
    },
    {
      id: 'rpo',
      title: 'RPO',
      keywords: ['rpo', 'run pass option', 'rpos', 'read option', 'conflict defender', 'glance', 'bubble'],
      short: 'An RPO lets the quarterback hand off or throw based on one defender.',
      detail:
        'An RPO (run pass option) puts a conflict defender, often a linebacker or nickel, in a bind: if he plays the run, the quarterback throws behind him; if he drops, the back gets the ball. Linemen block it as a run, so downfield passes must be quick and short to avoid ineligible-man-downfield penalties. The read happens during the mesh, in about a second.',
      keyPoints: [
        'Read one defender only, never the whole defense.',
        'Linemen run block; keep throws quick and short.',
        'When in doubt, hand it off.',
      ],
      flow: ['Snap and mesh', 'Read the conflict defender', 'Defender plays run', 'Pull and throw', 'Else hand off'],
    },
    {
      id: 'two-minute-drill',
      title: 'Two-Minute Drill',
      keywords: [
        'two minute drill',
        'two-minute drill',
        'two minute',
        'hurry up',
        'no huddle',
        'end of half',
        'clock management',
      ],
      short: 'The two-minute drill moves the ball fast while managing clock and timeouts.',
      detail:
        'In the two-minute drill the offense goes no-huddle, favors sideline and intermediate throws, and gets out of bounds to stop the clock. Know your timeouts, know when to spike, and never take a sack when out of timeouts. The goal is points, but the first job is avoiding a turnover.',
      keyPoints: [
        'Sideline throws stop the clock; middle throws cost time.',
        'Spike only when the next play needs a setup.',
        'Protect timeouts and never take a sack late.',
      ],
      flow: [
        'Check clock and timeouts',
        'No huddle call',
        'Throw to sideline',
        'Out of bounds or spike',
        'Score or kick',
      ],
    },
    {
      id: 'inside-zone',
      title: 'Inside Zone',
      keywords: ['inside zone', 'zone run', 'zone blocking', 'zone running', 'cutback', 'double team', 'run play'],
      short: 'Inside zone has linemen step playside together while the back reads for a cutback.',
      detail:
        'On inside zone every lineman steps playside and blocks the man in his zone, creating double teams that climb to the linebackers. The back aims at the playside guard and reads the first down lineman playside of the center: bang it, bend it back, or bounce it. Patience and a decisive single cut make the play.',
      keyPoints: [
        'Double team the down lineman, then climb.',
        'Back aims at the guard, reads the first down lineman.',
        'One cut and go north; no dancing.',
      ],
      flow: [
        'Linemen step playside',
        'Double team and climb',
        'Back aims at guard',
        'Read the first lineman',
        'One cut and finish',
      ],
    },
    {
      id: 'power-run',
      title: 'Power Run',
      keywords: ['power', 'power run', 'gap scheme', 'pulling guard', 'kick out', 'counter', 'run play'],
      short: 'The power run pulls the backside guard to lead through the hole.',
      detail:
        'Power is a gap scheme: the playside linemen down-block toward the center, a fullback or tight end kicks out the end, and the backside guard pulls and wraps up through the hole to the linebacker. It creates extra blockers at the point of attack. The back follows the puller and hits the hole hard.',
      keyPoints: [
        'Playside blocks down; kick out the end.',
        'Guard pulls tight and turns up through the hole.',
        "Back follows the puller's hip, then explodes.",
      ],
      flow: [
        'Playside blocks down',
        'Fullback kicks out end',
        'Guard pulls through hole',
        'Back follows puller',
        'Hit it downhill',
      ],
    },
    {
      id: 'red-zone-offense',
      title: 'Red Zone Offense',
      keywords: ['red zone', 'redzone', 'inside the twenty', 'goal line', 'fade', 'red zone offense'],
      short: "Red zone offense adjusts to a compressed field inside the opponent's 20.",
      detail:
        'Inside the 20 the field shrinks, safeties play closer, and timing routes have less room. Use quick game, rub routes, fades to big receivers and your best run plays. Taking points matters: never take a sack that knocks you out of field goal range.',
      keyPoints: [
        'Compressed field favors rubs, fades and quick throws.',
        'Run the ball to use the clock and protect possessions.',
        'Never lose field goal range on a sack.',
      ],
      flow: [
        'Cross the twenty',
        'Call compressed concept',
        'Read man or zone',
        'Throw quick or run',
        'Take the points',
      ],
    },
    {
      id: 'two-point-conversion',
      title: 'Two-Point Conversion',
      keywords: ['two point conversion', 'two-point', 'two point', '2 point', 'extra point', 'pat', 'conversion'],
      short: 'A two-point conversion is one scrimmage play from the 2 after a touchdown.',
      detail:
        'After a touchdown the offense can kick an extra point (one point, snapped from the 15 in the NFL) or run one play from the 2-yard line for two points. Coaches decide using the score chart and game situation. Have one or two well-practiced calls ready rather than improvising.',
      keyPoints: [
        'NFL kick from the 15; two points from the 2.',
        'Use a chart, then adjust for game flow.',
        'Carry a rehearsed call for each coverage.',
      ],
    },
    // Rules
    {
      id: 'downs-and-distance',
      title: 'Downs and Distance',
      keywords: ['downs', 'down and distance', 'first down', 'third down', 'fourth down', 'ten yards', 'line to gain'],
      short: 'The offense has four downs to gain ten yards for a new first down.',
      detail:
        'Each series starts at first and 10; gain 10 yards within four downs and the chain resets. Failing on fourth down gives the ball to the opponent at that spot, which is why teams usually punt or kick a field goal on fourth. Down and distance drives play calling: third and long is a passing down, third and short is a run or quick throw.',
      keyPoints: [
        'Four downs to gain ten yards.',
        'Fourth down: go, punt or kick the field goal.',
        'Down and distance dictates the call sheet.',
      ],
    },
    {
      id: 'holding-penalty',
      title: 'Holding Penalty',
      keywords: [
        'holding',
        'holding penalty',
        'offensive holding',
        'defensive holding',
        'penalty',
        'flag',
        'penalties',
      ],
      short: 'Holding is illegally grabbing or restricting an opponent; offensive holding costs ten yards.',
      detail:
        'Offensive holding is a 10-yard penalty, replayed down, and defensive holding is 5 yards with an automatic first down. Most blocking holds come from hands outside the frame or from losing position and grabbing to recover. Teach hands inside and feet moving so the block never needs a grab.',
      keyPoints: [
        'Hands inside the chest plate, thumbs up.',
        'Move your feet instead of grabbing to recover.',
        'Defensive holding gives an automatic first down.',
      ],
    },
    {
      id: 'pass-interference',
      title: 'Pass Interference',
      keywords: [
        'pass interference',
        'pi',
        'dpi',
        'opi',
        'interference',
        'penalty',
        'flag',
        'pass interference penalty',
      ],
      short: "Pass interference is illegal contact that restricts a receiver's or defender's chance at the ball.",
      detail:
        "Once the ball is thrown, both players have an equal right to it; grabbing, pulling, cutting off or playing through a player's back before the ball arrives is interference. In the NFL defensive pass interference is a spot foul with an automatic first down, while offensive interference is 10 yards. Defenders stay legal by playing the hands and the ball, not the body.",
      keyPoints: [
        'Turn and find the ball to earn your rights.',
        'Play through the hands, not the back.',
        'NFL defensive interference is a spot foul.',
      ],
    },
    {
      id: 'false-start-offside',
      title: 'False Start and Offside',
      keywords: ['false start', 'offside', 'encroachment', 'neutral zone', 'pre-snap penalty', 'penalty', 'jumped'],
      short: 'A false start or offside is a five-yard pre-snap movement penalty.',
      detail:
        'A false start is an offensive player moving abruptly after getting set; offside or encroachment is a defender in or beyond the neutral zone at the snap. Both cost five yards. Offenses reduce them with silent counts on the road, and defenses should key the ball, not the cadence.',
      keyPoints: [
        'Offense: set for a full second, no flinching.',
        'Defense: move on the ball, not the voice.',
        'Practice silent counts before road games.',
      ],
    },
    {
      id: 'game-clock',
      title: 'Game Clock',
      keywords: ['clock', 'game clock', 'play clock', 'clock management', 'timeouts', 'clock stops', 'incomplete'],
      short: 'The game clock stops on incompletions, out of bounds plays, scores and timeouts.',
      detail:
        'NFL games are four 15-minute quarters, with a 40-second play clock after most plays. The clock stops on incompletions, scores, penalties and timeouts; after out-of-bounds plays it restarts on the ready signal except in the last two minutes of the first half and last five of the second. Each team has three timeouts per half. Winning coaches plan clock use before the final two minutes arrive.',
      keyPoints: [
        'Three timeouts per half; save one for the end.',
        'Incomplete passes and sideline exits stop the clock.',
        'Leading late: run, stay in bounds, burn play clock.',
      ],
    },
    // Techniques
    {
      id: 'pass-blocking',
      title: 'Pass Blocking',
      keywords: ['pass blocking', 'pass protection', 'pass pro', 'kick slide', 'pass set', 'protection', 'blocking'],
      short: 'Pass blocking keeps rushers off the quarterback with a balanced set and inside hands.',
      detail:
        "The blocker kick-slides to the rusher's depth while keeping his inside shoulder square, then punches with both hands inside the chest plate. He stays low with a wide base so a bull rush cannot drive him back into the quarterback. Protect inside first; the quarterback can step up away from outside pressure.",
      keyPoints: [
        "Kick slide to match the rusher's depth.",
        'Punch inside, then lock out the arms.',
        'Never get beat inside; that is the quickest sack.',
      ],
    },
    {
      id: 'run-blocking',
      title: 'Run Blocking',
      keywords: ['run blocking', 'drive block', 'down block', 'reach block', 'blocking', 'combo block', 'pad level'],
      short: 'Run blocking wins with the first step, low pad level and constant feet.',
      detail:
        "The first step decides the block: a short power step that gains ground to the target. Strike with the hands and hips together, get under the defender's pads and keep driving with short, choppy steps. Finish through the whistle, because linebackers make tackles when blockers stop.",
      keyPoints: [
        'Six-inch power step, then strike.',
        "Low man wins: pads under the defender's pads.",
        'Drive with choppy feet through the whistle.',
      ],
    },
    {
      id: 'tackling',
      title: 'Tackling',
      keywords: ['tackling', 'tackle', 'tackles', 'heads up tackling', 'rugby tackle', 'form tackle', 'wrap up'],
      short: 'Safe tackling puts the head across the bow and shoulders into the thighs.',
      detail:
        'Approach with speed, then break down under control with feet under the hips. Aim the near shoulder at the thigh, put the head in front of the ball carrier (across the bow), wrap both arms and roll the hips through. Keep eyes up at all times; never lead with the crown of the helmet.',
      keyPoints: [
        'Break down into a balanced athletic position.',
        'Eyes up, head across, shoulder into thigh.',
        'Wrap, squeeze and run your feet through.',
      ],
    },
    {
      id: 'route-running',
      title: 'Route Running',
      keywords: ['route running', 'routes', 'route tree', 'breaks', 'separation', 'route', 'stem'],
      short: 'Route running creates separation with a clean release, disciplined stem and sharp break.',
      detail:
        'Release to win leverage, then stem vertically to make the defender open his hips. At the break, sink the hips, drop the weight over the plant foot and snap the head around to find the ball. Depth must be exact; the quarterback is throwing to a spot, not to where you drifted.',
      keyPoints: [
        'Sell vertical on every stem.',
        'Sink hips, plant and snap the head around.',
        'Hit exact depth for quarterback timing.',
      ],
    },
    {
      id: 'qb-reads',
      title: 'QB Reads and Progressions',
      keywords: [
        'qb reads',
        'progression',
        'reads',
        'read progression',
        'coverage read',
        'high low',
        'quarterback reads',
      ],
      short: 'QB reads move from pre-snap shell to one key defender to the progression.',
      detail:
        'Before the snap the quarterback identifies one-high or two-high safeties, which narrows the coverage. After the snap he reads a specific defender for the concept (high-low on a flat defender, for example) and works the progression in order with his feet in rhythm. If nothing is open by the last read, check it down or throw it away.',
      keyPoints: [
        'Pre-snap: count safeties, find the blitzer.',
        'Post-snap: read one key defender, not the field.',
        'Eyes and feet move together through the progression.',
      ],
      flow: [
        'Count the safeties',
        'Identify coverage shell',
        'Read key defender',
        'Work the progression',
        'Check down or throw away',
      ],
    },
    {
      id: 'punt-coverage',
      title: 'Punt and Special Teams',
      keywords: ['punt', 'special teams', 'punt coverage', 'punt return', 'field position', 'kickoff', 'gunner'],
      short: 'Special teams win field position through punts, coverage lanes and clean returns.',
      detail:
        'A punt is a field-position play: the punter aims for hang time and direction, while gunners release quickly to pin the returner. Coverage players stay in lanes so the returner cannot find a seam. On returns, the first priority is securing the catch; yards are second.',
      keyPoints: [
        'Snap to punt under 2.1 seconds.',
        'Stay in lanes; do not all chase the ball.',
        'Returner: secure the catch before looking upfield.',
      ],
      flow: ['Long snap', 'Punter kicks for hang time', 'Gunners release', 'Cover in lanes', 'Tackle the returner'],
    },
  ],
  drills: [
    {
      id: 'form-tackling-drill',
      title: 'Form Tackling Drill',
      keywords: ['form tackling', 'tackling drill', 'tackling', 'tackle', 'fit drill', 'heads up'],
      short: 'Form tackling builds safe tackle fits with eyes up and shoulder leverage.',
      steps: [
        'Pair up five yards apart; ball carrier walks at a slight angle.',
        'Tackler breaks down, then fits near shoulder to thigh with head across.',
        'Wrap both arms, squeeze and drive three steps; no taking to the ground.',
        'Progress to jog speed, then switch roles after five reps.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'angle-tackling-drill',
      title: 'Angle Tackling Drill',
      keywords: ['angle tackling', 'pursuit angle', 'tackling', 'open field tackle', 'leverage', 'sideline'],
      short: 'Angle tackling teaches pursuit angles and using the sideline in open-field tackling.',
      steps: [
        'Set a ten-yard-wide lane using the sideline and a cone line.',
        'Ball carrier starts at the top; tackler starts ten yards away, inside.',
        'Tackler keeps inside-out leverage and squeezes the carrier toward the sideline.',
        'Fit and drive at thud speed; rotate after every rep.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'kick-slide-drill',
      title: 'Kick Slide Drill',
      keywords: ['kick slide', 'pass set', 'pass blocking', 'offensive line drill', 'pass protection', 'footwork'],
      short: 'The kick slide drill grooves pass-blocking footwork, base and inside hands.',
      steps: [
        'Linemen in stance on a yard line; coach signals the snap.',
        'Kick the outside foot back, slide the inside foot, keep shoulders square.',
        'Do three kick slides, then punch a bag held by a partner.',
        'Reset and repeat to the other side; ten reps each side.',
      ],
      duration: '8 minutes',
    },
    {
      id: 'sled-drive-drill',
      title: 'Sled Drive Drill',
      keywords: ['sled', 'sled drive', 'drive block', 'run blocking', 'pad level', 'blocking drill'],
      short: 'The sled drive drill builds run-blocking first step, pad level and leg drive.',
      steps: [
        'Linemen start in stance facing a one-man or seven-man sled.',
        'On the snap take a six-inch power step and strike the pad.',
        'Hands inside, hips roll through, drive five yards with choppy feet.',
        'Reset; do six reps, alternating the lead foot.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'route-tree-drill',
      title: 'Route Tree Drill',
      keywords: ['route tree', 'routes', 'route running', 'receivers drill', 'timing', 'breaks'],
      short: 'The route tree drill sharpens route running depth and breaks with the quarterback.',
      steps: [
        'Receivers line up on the numbers; quarterback at center with a snapper.',
        'Run each route on the tree at game depth: slant, out, curl, dig, post.',
        'Quarterback throws on the last step of his drop, on rhythm.',
        'Coach checks depth with cones; rotate routes every two reps.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'release-vs-press-drill',
      title: 'Release vs Press Drill',
      keywords: ['release', 'press release', 'beat press', 'press coverage', 'receivers drill', 'jam'],
      short: 'Release versus press drills teach receivers to beat press coverage at the line.',
      steps: [
        'Defender aligns in press; receiver in stance on the line.',
        'Receiver uses a single move or double move, then swipes or rips the hands.',
        'Win to the outside or inside shoulder within three steps and stack vertical.',
        'Five reps each, then switch the defender.',
      ],
      duration: '8 minutes',
    },
    {
      id: 'qb-drop-drill',
      title: 'QB Drop Drill',
      keywords: ['qb drop', 'quarterback drop', 'dropback', 'footwork', 'three step', 'five step'],
      short: 'The QB drop drill grooves three- and five-step footwork and throwing on rhythm.',
      steps: [
        'Quarterback takes the snap under center or in the gun.',
        'Execute a three-step drop, hitch once, throw to a stationary target.',
        'Repeat with five-step drops and a hitch up into the pocket.',
        'Coach checks balance, base width and shoulder alignment on release.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'progression-read-drill',
      title: 'Progression Read Drill',
      keywords: ['progression', 'reads', 'qb reads', 'read drill', 'quarterback', 'coverage read'],
      short: 'This progression read drill trains QB reads through a three-receiver sequence under time.',
      steps: [
        'Place three receivers or targets at the depths of one concept.',
        'Coach stands behind the targets and raises a hand on the open one at the snap.',
        'Quarterback works his eyes in order and throws to the open target on rhythm.',
        'Add a two-and-a-half second horn; ball must be out before it.',
      ],
      duration: '12 minutes',
    },
    {
      id: 'ball-security-gauntlet',
      title: 'Ball Security Gauntlet',
      keywords: ['ball security', 'fumble', 'fumbles', 'gauntlet', 'running back drill', 'carry'],
      short: 'The gauntlet builds ball security through contact with five points of pressure.',
      steps: [
        'Two lines of players face each other, three yards apart.',
        'Ball carrier runs between them with the ball high and tight.',
        'Players rip and punch at the ball; carrier switches hands at the end.',
        'Ten reps each; a fumble means an extra rep.',
      ],
      duration: '8 minutes',
    },
    {
      id: 'mesh-point-drill',
      title: 'Mesh Point Drill',
      keywords: ['mesh', 'mesh point', 'handoff', 'zone read', 'rpo', 'exchange'],
      short: 'The mesh point drill perfects handoffs and zone read or RPO decisions.',
      steps: [
        'Quarterback and back align in the gun or pistol.',
        'Coach plays the read defender and either crashes or stays home.',
        'Quarterback rides the mesh with eyes on the defender, then gives or pulls.',
        'Twenty reps; keep the ball and the back moving on every rep.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'backpedal-break-drill',
      title: 'Backpedal and Break Drill',
      keywords: ['backpedal', 'break on ball', 'defensive back drill', 'db drill', 'cornerback', 'footwork'],
      short: 'This backpedal drill teaches defensive backs to break on the ball efficiently.',
      steps: [
        'Defensive backs backpedal from the coach, weight over the toes.',
        'Coach points forward or to a 45-degree angle.',
        'Plant, drive out of the break and catch the thrown ball at its highest point.',
        'Alternate breaks; six reps per player.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'shed-drill',
      title: 'Block Shed Drill',
      keywords: ['block shed', 'shed', 'defensive line drill', 'hand fighting', 'get off', 'pass rush'],
      short: 'The block shed drill trains defensive linemen to defeat blocks and find the ball.',
      steps: [
        'Defender aligns on a blocker holding a shield.',
        "On ball movement, strike, lock out and read the blocker's head.",
        'Shed to the side the ball carrier chooses and close with a form fit.',
        'Five reps per side; rotate blockers every rep.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'pursuit-drill',
      title: 'Pursuit Drill',
      keywords: ['pursuit', 'pursuit drill', 'angles', 'effort', 'defense conditioning', 'team defense'],
      short: 'The pursuit drill trains all eleven defenders to take proper angles to the ball.',
      steps: [
        'Full defense aligns; coach has the ball on the hash.',
        'Coach throws to a runner on either sideline.',
        'Every defender sprints on his pursuit angle to a cone ahead of the runner.',
        'Jog back, repeat to the other side; six reps total.',
      ],
      duration: '10 minutes',
    },
    {
      id: 'seven-on-seven',
      title: '7 on 7',
      keywords: ['7 on 7', '7v7', 'seven on seven', 'passing drill', 'coverage', 'skeleton'],
      short: 'The 7 on 7 drill sharpens passing concepts against live coverage without linemen.',
      steps: [
        'Offense: quarterback, center, backs and receivers; defense: linebackers and secondary.',
        'Script twenty plays covering your key concepts.',
        'Quarterback has a four-second clock; defense plays its called coverage.',
        'Review each rep on the sideline afterward with both groups.',
      ],
      duration: '20 minutes',
    },
    {
      id: 'two-minute-scrimmage',
      title: 'Two-Minute Scrimmage',
      keywords: ['two minute drill', 'two minute', 'hurry up', 'no huddle', 'clock management', 'scrimmage'],
      short: 'This two-minute drill scrimmage rehearses no huddle, clock and timeout decisions.',
      steps: [
        "Start at the offense's own 30 with 1:30 and one timeout.",
        'Run no huddle with a live clock operated by a manager.',
        'Coach announces random situations: sack, penalty, injury stoppage.',
        'Review every clock decision afterward.',
      ],
      duration: '15 minutes',
    },
    {
      id: 'cone-agility-drill',
      title: 'Three-Cone Drill',
      keywords: ['three cone', '3 cone', 'l drill', 'agility', 'change of direction', 'combine'],
      short: 'The three-cone drill builds change-of-direction agility and hip control.',
      steps: [
        'Place three cones in an L, five yards apart.',
        'Sprint to cone two and back, then around cone two to cone three.',
        'Weave around cone three and sprint back through cone two to the start.',
        'Four reps with full rest; record the best time.',
      ],
      duration: '10 minutes',
    },
  ],
  tips: [
    {
      id: 'tip-count-safeties',
      title: 'Count the Safeties',
      keywords: ['safeties', 'one high', 'two high', 'coverage read', 'pre-snap read', 'quarterback'],
      short: 'Count the safeties first: one high or two high narrows the coverage.',
      detail:
        'One deep safety usually means Cover 1 or Cover 3; two deep safeties usually mean Cover 2, Cover 4 or a disguise. Start every read there, then watch how they move at the snap.',
    },
    {
      id: 'tip-hands-inside',
      title: 'Hands Inside Wins',
      keywords: ['hands inside', 'blocking', 'hand placement', 'leverage', 'holding', 'linemen'],
      short: 'Hands inside win blocks and avoid holding flags for linemen on both sides.',
      detail:
        "The player whose hands are inside controls the opponent's chest and steers him. Outside hands both lose the leverage and draw holding calls.",
    },
    {
      id: 'tip-ball-security',
      title: 'Five Points of Pressure',
      keywords: ['ball security', 'fumble', 'carry', 'high and tight', 'ball carrier', 'five points'],
      short: 'Ball security means five points of pressure: fingers, palm, forearm, biceps, chest.',
      detail:
        'Cover the point of the ball with the fingers and press it to the chest. In traffic bring the second hand over it.',
    },
    {
      id: 'tip-pad-level',
      title: 'Low Man Wins',
      keywords: ['pad level', 'leverage', 'low man wins', 'blocking', 'tackling', 'bend'],
      short: 'Pad level decides collisions: the low man wins with bent knees, not waist.',
      detail:
        'Bend at the knees and hips with a flat back so you can strike upward. Bending at the waist puts you on the ground and your head in danger.',
    },
    {
      id: 'tip-eyes-up',
      title: 'Eyes Up When Tackling',
      keywords: ['eyes up', 'tackling', 'safety', 'head up', 'concussion', 'tackle'],
      short: 'Keep eyes up on every tackle; you hit what you see.',
      detail:
        "Leading with the crown of the helmet risks serious neck injury and draws a targeting flag. Eyes up keeps the spine aligned and lets you adjust to the carrier's cut.",
    },
    {
      id: 'tip-third-down',
      title: 'Win Third Down',
      keywords: ['third down', 'conversion', 'line to gain', 'sticks', 'routes', 'chains'],
      short: 'On third down, run routes past the sticks, not short of them.',
      detail:
        'A catch a yard short of the line to gain is a punt. Receivers should know the distance and break beyond it.',
    },
    {
      id: 'tip-throw-away',
      title: 'Throw It Away',
      keywords: ['throw away', 'sack', 'turnover', 'interception', 'quarterback', 'decision making'],
      short: 'When nothing is open, throw it away; a sack or interception costs more.',
      detail:
        'An incompletion loses a down. A sack loses yards and often field-goal range, and an interception loses the possession.',
    },
    {
      id: 'tip-stance-tells',
      title: 'Hide Your Stance Tells',
      keywords: ['stance', 'tells', 'tipping plays', 'linemen stance', 'pre-snap', 'disguise'],
      short: 'Keep the same stance on every play so defenses cannot read your tells.',
      detail:
        'Linemen leaning back on pass plays or heavy on the hand for runs tip the call. Film yourself and fix it.',
    },
    {
      id: 'tip-film-study',
      title: 'Study Film With Purpose',
      keywords: ['film study', 'film', 'scouting', 'tendencies', 'opponent', 'video'],
      short: 'Film study should target one question, like their third-down blitz tendencies.',
      detail:
        'Watching a whole game passively teaches little. Chart a specific situation across several games and the tendency shows up.',
    },
    {
      id: 'tip-snap-count',
      title: 'Vary the Snap Count',
      keywords: ['snap count', 'cadence', 'hard count', 'offside', 'false start', 'quarterback'],
      short: 'Vary the snap count so pass rushers cannot time the cadence.',
      detail:
        'Going on one every time lets the defense get a jump. A hard count on third and short can draw an offside flag.',
    },
    {
      id: 'tip-leverage-defense',
      title: 'Keep Your Leverage',
      keywords: ['leverage', 'contain', 'force', 'edge', 'outside', 'defense'],
      short: 'Defenders must keep leverage on the ball carrier and force him to help.',
      detail:
        'If you are the force player, keep outside leverage and turn the run back inside. Giving up the edge means no help is coming.',
    },
    {
      id: 'tip-special-teams',
      title: 'Respect Special Teams',
      keywords: ['special teams', 'field position', 'punt', 'kickoff', 'field goal', 'hidden yards'],
      short: 'Special teams swing field position, which swings points; practice them every day.',
      detail:
        'A 10-yard net gain per punt exchange is worth points across a game. Give special teams real practice time, not just the end of practice.',
    },
    {
      id: 'tip-first-step',
      title: 'Win the First Step',
      keywords: ['first step', 'get off', 'explosiveness', 'stance', 'start', 'linemen'],
      short: 'Win the first step: the fastest get-off usually wins the rep.',
      detail: 'Drill stance-to-first-step daily. A short, powerful first step beats a long, slow one every time.',
    },
    {
      id: 'tip-know-situation',
      title: 'Know the Situation',
      keywords: ['situation', 'down and distance', 'score', 'clock', 'awareness', 'football iq'],
      short: 'Know the situation: down, distance, score and clock before every snap.',
      detail:
        'A safety knows to keep everything in front late with a lead. A back knows to stay in bounds when running out the clock.',
    },
    {
      id: 'tip-hydration',
      title: 'Hydrate in the Heat',
      keywords: ['hydration', 'heat', 'water', 'cramps', 'heat illness', 'practice'],
      short: 'Hydration in summer camps prevents cramps and heat illness; weigh in and out.',
      detail:
        'Drink before you are thirsty and replace sodium. Replace each pound lost in practice with roughly 16 to 24 ounces of fluid.',
    },
    {
      id: 'tip-route-depth',
      title: 'Trust Route Depth',
      keywords: ['route depth', 'timing', 'route running', 'receivers', 'rhythm', 'quarterback timing'],
      short: 'Route depth is a promise to the quarterback; never round or shorten it.',
      detail:
        'Timing throws arrive at a spot before the receiver turns. Cut it short and the ball sails to a defender.',
    },
  ],
  exercises: [
    { name: 'Back Squat', focus: 'strength', sets: 4, reps: '5', restSeconds: 180 },
    { name: 'Bench Press', focus: 'strength', sets: 4, reps: '5', restSeconds: 180 },
    { name: 'Trap Bar Deadlift', focus: 'strength', sets: 4, reps: '4', restSeconds: 180 },
    { name: 'Hang Power Clean', focus: 'power', sets: 5, reps: '3', restSeconds: 150 },
    { name: 'Box Jump', focus: 'power', sets: 4, reps: '4', restSeconds: 90 },
    { name: 'Medicine Ball Chest Pass', focus: 'power', sets: 3, reps: '6', restSeconds: 60 },
    { name: '10-Yard Sprint Starts', focus: 'speed', sets: 6, reps: '1', restSeconds: 90 },
    { name: '40-Yard Sprint', focus: 'speed', sets: 4, reps: '1', restSeconds: 150 },
    { name: 'Sled Push', focus: 'conditioning', sets: 6, reps: '20 yards', restSeconds: 60 },
    { name: 'Gassers', focus: 'conditioning', sets: 4, reps: '1', restSeconds: 90 },
    { name: '110-Yard Tempo Runs', focus: 'conditioning', sets: 8, reps: '1', restSeconds: 45 },
    { name: 'Hip 90/90 Switches', focus: 'mobility', sets: 2, reps: '8 each side', restSeconds: 30 },
    { name: "World's Greatest Stretch", focus: 'mobility', sets: 2, reps: '5 each side', restSeconds: 30 },
    { name: 'Ankle Wall Mobilization', focus: 'mobility', sets: 2, reps: '10 each side', restSeconds: 20 },
    { name: 'Stance and Start Reps', focus: 'skill', sets: 3, reps: '8', restSeconds: 45 },
    { name: 'Ladder Footwork', focus: 'skill', sets: 3, reps: '4 patterns', restSeconds: 45 },
  ],
};
