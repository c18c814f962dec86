import type { QuizBankQuestion } from '../playbook/types';

/** Quiz bank for baseball: 44 questions, 11 with each correct letter. */
export const baseballQuestions: QuizBankQuestion[] = [
  {
    question: 'How many strikes make a strikeout?',
    options: ['2', '4', '3', '5'],
    correct: 'C',
    explanation: 'A batter is out on the third strike, whether swinging, called looking, or on a foul bunt.',
  },
  {
    question: 'How many balls does a batter need to draw a walk?',
    options: ['3', '5', '4', '6'],
    correct: 'C',
    explanation: "Four pitches outside the strike zone that the batter doesn't swing at earn a base on balls.",
  },
  {
    question: 'How many outs end a half-inning?',
    options: ['2', '4', '6', '3'],
    correct: 'D',
    explanation: 'Each team bats until the defense records three outs, then the sides switch.',
  },
  {
    question: 'How many innings are in a regulation MLB game?',
    options: ['7', '8', '10', '9'],
    correct: 'D',
    explanation: 'A regulation MLB game is nine innings; tied games go to extra innings.',
  },
  {
    question: 'How far apart are the bases on an MLB diamond?',
    options: ['60 feet', '80 feet', '90 feet', '100 feet'],
    correct: 'C',
    explanation: "The bases form a 90-foot square, one of the game's oldest and most important dimensions.",
  },
  {
    question: 'How far is the pitching rubber from the back point of home plate in MLB?',
    options: ['55 feet', '60 feet 6 inches', '66 feet', '90 feet'],
    correct: 'B',
    explanation: 'The distance has been 60 feet 6 inches since 1893.',
  },
  {
    question: 'How many players does the defense have on the field?',
    options: ['9', '8', '10', '11'],
    correct: 'A',
    explanation: 'The defense fields nine: pitcher, catcher, four infielders and three outfielders.',
  },
  {
    question: 'In scorekeeping, which position is number 6?',
    options: ['Shortstop', 'Second baseman', 'Third baseman', 'Center fielder'],
    correct: 'A',
    explanation: 'Scorers number positions 1 to 9: P, C, 1B, 2B, 3B, SS, LF, CF, RF, so the shortstop is 6.',
  },
  {
    question: 'Which route does a 6-4-3 double play follow?',
    options: [
      'Third to second to first',
      'Second to shortstop to first',
      'Pitcher to second to first',
      'Shortstop to second to first',
    ],
    correct: 'D',
    explanation: 'Using position numbers, 6-4-3 goes shortstop (6) to second baseman (4) to first baseman (3).',
  },
  {
    question: 'How many runs score on a grand slam?',
    options: ['3', '4', '2', '5'],
    correct: 'B',
    explanation: 'A grand slam is a home run with the bases loaded, so the batter and three runners all score.',
  },
  {
    question: 'When a balk is called with runners on base, what happens?',
    options: [
      'Each runner advances one base',
      'The batter is awarded first base',
      'The pitcher is ejected',
      'A ball is added to the count',
    ],
    correct: 'A',
    explanation: 'A balk is an illegal pitching motion with runners on; each runner moves up one base.',
  },
  {
    question: 'The infield fly rule applies with fewer than two outs and runners where?',
    options: ['Third base only', 'First base only', 'Second and third only', 'First and second, or bases loaded'],
    correct: 'D',
    explanation:
      'The rule stops infielders from letting a pop-up drop to turn a cheap double play when force plays exist.',
  },
  {
    question: 'A batter with two strikes hits a foul ball that is not a bunt. What happens?',
    options: ['The batter is out', 'Strike three is called', 'A ball is added', 'The count stays the same'],
    correct: 'D',
    explanation: 'A foul ball is a strike only with fewer than two strikes, unless it is a bunt or a caught foul tip.',
  },
  {
    question: 'A batter with two strikes bunts the ball foul. What is the result?',
    options: [
      'The count stays the same',
      'The batter strikes out',
      'The pitch is replayed',
      'The batter gets first base',
    ],
    correct: 'B',
    explanation: 'A foul bunt with two strikes is scored as strike three.',
  },
  {
    question: 'What does ERA measure for a pitcher?',
    options: [
      'Earned runs allowed per nine innings',
      'Runs allowed per game started',
      'Earned runs per 100 pitches',
      'Hits plus walks per inning',
    ],
    correct: 'A',
    explanation: 'Earned run average is earned runs times nine, divided by innings pitched.',
  },
  {
    question: 'What does WHIP stand for?',
    options: [
      'Wins and holds in play',
      'Walks plus hits per inning pitched',
      'Weighted hits in pitching',
      'Walks, hits, innings, pitches',
    ],
    correct: 'B',
    explanation: 'WHIP adds walks and hits allowed and divides by innings pitched, measuring how many batters reach.',
  },
  {
    question: 'How is batting average calculated?',
    options: [
      'Hits divided by plate appearances',
      'Total bases divided by at-bats',
      'Runs divided by games played',
      'Hits divided by at-bats',
    ],
    correct: 'D',
    explanation:
      'Batting average is hits divided by official at-bats, so walks and sacrifices do not count against it.',
  },
  {
    question: 'Which of these outcomes does NOT count as an official at-bat?',
    options: ['A strikeout', 'A walk', 'A groundout', 'A single'],
    correct: 'B',
    explanation:
      "Walks, hit-by-pitches, sacrifices and catcher's interference are plate appearances but not official at-bats.",
  },
  {
    question: 'A sacrifice fly is a fly-ball out that allows what?',
    options: [
      'The batter to reach first',
      'Every runner to advance two bases',
      'A runner to steal second',
      'A runner to tag up and score',
    ],
    correct: 'D',
    explanation: 'A sacrifice fly scores a runner who tags up after the catch; it does not count as an at-bat.',
  },
  {
    question: 'After a fly ball is caught, what must a runner do before advancing?',
    options: ['Retouch their original base', 'Wait for the pitcher', 'Touch home plate', 'Call a timeout'],
    correct: 'A',
    explanation: 'Runners must tag up, retouching their base after the catch, or they can be doubled off.',
  },
  {
    question: "Who broke MLB's color line in 1947?",
    options: ['Larry Doby', 'Satchel Paige', 'Willie Mays', 'Jackie Robinson'],
    correct: 'D',
    explanation: 'Jackie Robinson debuted for the Brooklyn Dodgers on April 15, 1947, integrating the major leagues.',
  },
  {
    question: "Who broke Lou Gehrig's consecutive games played streak in 1995?",
    options: ['Pete Rose', 'Derek Jeter', 'Cal Ripken Jr.', 'Ernie Banks'],
    correct: 'C',
    explanation: "Cal Ripken Jr. played his 2,131st straight game on September 6, 1995, passing Gehrig's 2,130.",
  },
  {
    question: 'Which pitcher, namesake of an annual pitching award, won 511 career games?',
    options: ['Cy Young', 'Walter Johnson', 'Christy Mathewson', 'Grover Cleveland Alexander'],
    correct: 'A',
    explanation: "Cy Young won 511 games from 1890 to 1911, and baseball's top pitching award bears his name.",
  },
  {
    question: 'How many home runs did Babe Ruth hit in 1927?',
    options: ['54', '60', '61', '70'],
    correct: 'B',
    explanation: 'Ruth hit 60 home runs in 1927 for the New York Yankees, a single-season record for 34 years.',
  },
  {
    question: "How long was Joe DiMaggio's 1941 hitting streak?",
    options: ['44 games', '56 games', '61 games', '73 games'],
    correct: 'B',
    explanation: 'DiMaggio hit safely in 56 consecutive games for the Yankees in 1941.',
  },
  {
    question: 'In which season did Ted Williams bat .406?',
    options: ['1941', '1927', '1955', '1968'],
    correct: 'A',
    explanation: 'Ted Williams hit .406 for the Boston Red Sox in 1941.',
  },
  {
    question: 'What is a perfect game?',
    options: [
      'No hits allowed, but walks allowed',
      'Every batter strikes out',
      'No opposing batter reaches base',
      'No runs allowed in nine innings',
    ],
    correct: 'C',
    explanation:
      'A perfect game retires every batter in order over a complete game: no hits, walks, hit batters or errors reaching base.',
  },
  {
    question: 'In the designated hitter rule, the DH bats in place of which player?',
    options: ['The catcher', 'The shortstop', 'The pitcher', 'The weakest hitter'],
    correct: 'C',
    explanation: "The designated hitter takes the pitcher's turn in the batting order without playing the field.",
  },
  {
    question: 'Which pitch is typically thrown the fastest?',
    options: ['Changeup', 'Four-seam fastball', 'Curveball', 'Knuckleball'],
    correct: 'B',
    explanation: 'The four-seam fastball has backspin and the highest velocity of the standard pitches.',
  },
  {
    question: 'What is a changeup designed to do?',
    options: [
      'Look like a fastball but arrive slower',
      'Break sharply downward at high speed',
      'Flutter with almost no spin',
      "Curve away from the batter's bat",
    ],
    correct: 'A',
    explanation: "A changeup uses fastball arm speed with a grip that kills velocity, upsetting the hitter's timing.",
  },
  {
    question: 'Which pitch is thrown with almost no spin so that it flutters?',
    options: ['Slider', 'Sinker', 'Knuckleball', 'Splitter'],
    correct: 'C',
    explanation:
      'A knuckleball is pushed out with the fingertips to kill spin, so air currents make it move unpredictably.',
  },
  {
    question: 'Under MLB rules, where is the bottom of the strike zone?',
    options: ['The top of the knees', "The batter's ankles", 'The hollow beneath the kneecap', "The batter's belt"],
    correct: 'C',
    explanation:
      'The rulebook strike zone runs from the midpoint between shoulders and pants top down to the hollow beneath the kneecap.',
  },
  {
    question: 'On a force play, how does a fielder record the out?',
    options: ['Tag the runner only', 'Throw to the pitcher', 'Touch home plate', 'Touch the base before the runner'],
    correct: 'D',
    explanation:
      'On a force the runner must advance, so a fielder holding the ball only needs to touch the base first.',
  },
  {
    question: 'What is hitting for the cycle?',
    options: [
      'Four home runs in one game',
      'Single, double, triple and homer in one game',
      'A hit in every inning',
      'Hits to all three outfield fields',
    ],
    correct: 'B',
    explanation: 'A player hits for the cycle by getting a single, double, triple and home run in the same game.',
  },
  {
    question: 'What happens on a hit-and-run play?',
    options: [
      'Batter bunts; runner holds',
      'Runner breaks with the pitch; batter swings',
      'Runner steals; batter takes the pitch',
      'Batter swings only at strikes',
    ],
    correct: 'B',
    explanation:
      'The runner goes with the pitch and the batter must make contact, ideally hitting through the hole left by a covering infielder.',
  },
  {
    question: 'On a suicide squeeze, what does the runner on third do?',
    options: [
      'Breaks for home on the pitch',
      'Waits to see the bunt land',
      'Holds and tags up',
      'Steals second instead',
    ],
    correct: 'A',
    explanation:
      'On a suicide squeeze the runner commits as the pitcher delivers, so the batter must get the bunt down.',
  },
  {
    question: "Which base is nicknamed 'the hot corner'?",
    options: ['First base', 'Third base', 'Second base', 'Home plate'],
    correct: 'B',
    explanation: 'Third base is the hot corner because right-handed hitters pull hard line drives and grounders there.',
  },
  {
    question: 'Which defensive player wears shin guards, a chest protector and a mask?',
    options: ['Pitcher', 'First baseman', 'Catcher', 'Shortstop'],
    correct: 'C',
    explanation: "The catcher wears 'the tools of ignorance' to stay protected behind the plate.",
  },
  {
    question: 'What happens when a pitch hits a batter who is not swinging?',
    options: [
      'The pitch counts as a strike',
      'The pitch counts as a ball',
      'The batter is awarded first base',
      'The batter is out',
    ],
    correct: 'C',
    explanation:
      'A hit-by-pitch awards first base, as long as the pitch was not in the strike zone and the batter tried to avoid it.',
  },
  {
    question: 'A fair ball bounces over the outfield wall. How many bases does the batter get?',
    options: ['1', '3', '4', '2'],
    correct: 'D',
    explanation: 'A fair ball that bounces out of play is a ground-rule double, two bases.',
  },
  {
    question: 'When may a batter run to first on a dropped third strike?',
    options: [
      'Only with the bases empty',
      'Only with fewer than two outs',
      'First base empty, or two outs',
      'Any time the catcher drops it',
    ],
    correct: 'C',
    explanation: 'The batter may run if first base is unoccupied, or if there are two outs regardless of runners.',
  },
  {
    question: 'What does RBI stand for?',
    options: ['Runs batted in', 'Runs by innings', 'Reached base initially', 'Run-batting index'],
    correct: 'A',
    explanation:
      'An RBI credits the batter for each run that scores as a result of his plate appearance, with some exceptions.',
  },
  {
    question: "In scorekeeping, what does a backwards 'K' mean?",
    options: [
      'A called third strike',
      'A swinging strikeout',
      'A strikeout on a foul bunt',
      'A strikeout with runner advancing',
    ],
    correct: 'A',
    explanation:
      'A forward K marks a swinging strikeout, and a backwards K marks a batter caught looking at strike three.',
  },
  {
    question: 'What shape is home plate?',
    options: ['Square', 'Triangle', 'Diamond', 'Pentagon'],
    correct: 'D',
    explanation: 'Home plate is a five-sided slab of whitened rubber, 17 inches wide at the front.',
  },
];
