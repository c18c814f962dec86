import type { QuizBankQuestion } from '../playbook/types';

/** Quiz bank for American football (NFL): 44 questions, 11 with each correct letter. */
export const footballQuestions: QuizBankQuestion[] = [
  {
    question: 'How many points is a touchdown worth?',
    options: ['3', '6', '7', '2'],
    correct: 'B',
    explanation: 'A touchdown is worth 6 points, before the try for one or two extra points.',
  },
  {
    question: 'How many points is a successful field goal worth?',
    options: ['1', '2', '3', '4'],
    correct: 'C',
    explanation: 'A field goal kicked through the uprights during play scores 3 points.',
  },
  {
    question: 'How many points does the defense score for a safety?',
    options: ['1', '3', '2', '6'],
    correct: 'C',
    explanation: 'A safety is worth 2 points, and the scoring team also receives the ensuing free kick.',
  },
  {
    question: 'How many yards must the offense gain to earn a new set of downs?',
    options: ['10 yards', '5 yards', '15 yards', '20 yards'],
    correct: 'A',
    explanation: 'The offense must reach the line to gain, 10 yards from the start of the series, for a first down.',
  },
  {
    question: 'How many downs does the offense get to gain a first down?',
    options: ['3', '5', '6', '4'],
    correct: 'D',
    explanation: 'A team has four downs to gain 10 yards; teams often punt or kick on fourth down.',
  },
  {
    question: 'How many players does each team have on the field during a play?',
    options: ['11', '9', '10', '12'],
    correct: 'A',
    explanation:
      'Each side fields 11 players per play; 12 or more draws an illegal participation or too-many-men penalty.',
  },
  {
    question: 'How long is the field of play between the two goal lines?',
    options: ['90 yards', '100 yards', '110 yards', '120 yards'],
    correct: 'B',
    explanation:
      'The field of play is 100 yards between goal lines; with both 10-yard end zones the full field is 120 yards.',
  },
  {
    question: 'How deep is each end zone?',
    options: ['10 yards', '5 yards', '15 yards', '20 yards'],
    correct: 'A',
    explanation: 'Each end zone runs 10 yards from the goal line to the end line.',
  },
  {
    question: 'From which yard line is an NFL two-point conversion attempt snapped?',
    options: ['The 1-yard line', 'The 5-yard line', 'The 15-yard line', 'The 2-yard line'],
    correct: 'D',
    explanation:
      'NFL two-point tries are snapped from the 2-yard line, while extra-point kicks are snapped from the 15.',
  },
  {
    question: 'Which position snaps the ball to the quarterback?',
    options: ['Guard', 'Tackle', 'Center', 'Tight end'],
    correct: 'C',
    explanation:
      'The center lines up over the ball in the middle of the offensive line and snaps it to start each play.',
  },
  {
    question: 'For a right-handed quarterback, which lineman usually protects his blind side?',
    options: ['Left tackle', 'Right tackle', 'Left guard', 'Center'],
    correct: 'A',
    explanation: 'A right-handed passer faces right in his drop, so the left tackle guards the side he cannot see.',
  },
  {
    question: 'What is a sack?',
    options: [
      'Intercepting a pass in the end zone',
      'Blocking a punt attempt',
      'Tackling the passer behind the line of scrimmage',
      'Recovering a fumble on defense',
    ],
    correct: 'C',
    explanation:
      'A sack is recorded when the quarterback is tackled behind the line of scrimmage before throwing a pass.',
  },
  {
    question: 'What is a pick-six?',
    options: [
      'A six-man blitz',
      'A sack for a six-yard loss',
      'An interception returned for a touchdown',
      'A fumble returned for a touchdown',
    ],
    correct: 'C',
    explanation: 'A pick-six is an interception (a pick) returned for a touchdown, which is worth six points.',
  },
  {
    question: 'An offensive lineman flinches after getting set, before the snap. What is the penalty?',
    options: ['False start', 'Offside', 'Holding', 'Delay of game'],
    correct: 'A',
    explanation:
      'Movement by a set offensive player that simulates the start of the snap is a false start, a dead-ball foul.',
  },
  {
    question: 'How many yards is a false start penalty?',
    options: ['5 yards', '10 yards', '15 yards', '2 yards'],
    correct: 'A',
    explanation: 'A false start costs the offense 5 yards and the down is replayed.',
  },
  {
    question: 'How is defensive pass interference enforced in the NFL?',
    options: [
      '15 yards from the previous spot',
      '10 yards from the previous spot',
      '5 yards and replay the down',
      'At the spot of the foul',
    ],
    correct: 'D',
    explanation:
      'NFL defensive pass interference is a spot foul with an automatic first down; if it occurs in the end zone, the ball goes to the 1.',
  },
  {
    question: 'How many yards is a personal foul such as roughing the passer?',
    options: ['5 yards', '15 yards', '10 yards', '20 yards'],
    correct: 'B',
    explanation: 'Personal fouls like roughing the passer or unnecessary roughness are 15-yard penalties.',
  },
  {
    question: 'How many yards is an offensive holding penalty?',
    options: ['5 yards', '15 yards', '20 yards', '10 yards'],
    correct: 'D',
    explanation: 'Offensive holding is a 10-yard penalty; defensive holding is 5 yards plus an automatic first down.',
  },
  {
    question: 'In a Cover 2 defense, how many safeties split the deep part of the field?',
    options: ['1', '3', '2', '4'],
    correct: 'C',
    explanation: 'Cover 2 gives each of two safeties a deep half of the field, with underneath defenders in zones.',
  },
  {
    question: "In Cover 1, what is the single high safety's main job?",
    options: [
      'Blitz the quarterback',
      'Guard the deep middle of the field',
      'Cover the tight end man-to-man',
      'Play the flat zone',
    ],
    correct: 'B',
    explanation: 'Cover 1 is man coverage underneath with one free safety patrolling the deep middle as help.',
  },
  {
    question: 'What does a 4-3 defense feature?',
    options: [
      'Three down linemen, four linebackers',
      'Four down linemen, three linebackers',
      'Four down linemen, four linebackers',
      'Three down linemen, three linebackers',
    ],
    correct: 'B',
    explanation:
      'The numbers in a front name the down linemen first and the linebackers second, so a 4-3 has four and three.',
  },
  {
    question: 'How many defensive backs are on the field in a nickel package?',
    options: ['4', '6', '7', '5'],
    correct: 'D',
    explanation: 'A nickel package swaps a linebacker for a fifth defensive back, usually to cover an extra receiver.',
  },
  {
    question: 'Which team won Super Bowl I?',
    options: ['Kansas City Chiefs', 'Dallas Cowboys', 'New York Jets', 'Green Bay Packers'],
    correct: 'D',
    explanation:
      "Vince Lombardi's Green Bay Packers beat the Kansas City Chiefs 35-10 in Super Bowl I in January 1967.",
  },
  {
    question: 'Which team went 17-0 in the 1972 season, capped by a Super Bowl win?',
    options: ['Miami Dolphins', 'New England Patriots', 'Chicago Bears', 'Pittsburgh Steelers'],
    correct: 'A',
    explanation:
      'The 1972 Miami Dolphins won all 14 regular-season games and three playoff games, including Super Bowl VII.',
  },
  {
    question: 'Whose name is on the trophy given to the Super Bowl winner?',
    options: ['George Halas', 'Vince Lombardi', 'Don Shula', 'Paul Brown'],
    correct: 'B',
    explanation: 'The Vince Lombardi Trophy honors the Packers coach who won the first two Super Bowls.',
  },
  {
    question: 'How does a punt returner signal a fair catch?',
    options: [
      'Kneeling before the catch',
      'Pointing at the kicker',
      'Waving one arm above the head',
      'Crossing both arms on the chest',
    ],
    correct: 'C',
    explanation: 'A valid fair catch signal is one arm fully extended above the head and waved side to side.',
  },
  {
    question: 'How many timeouts does each NFL team get per half?',
    options: ['2', '4', '3', '5'],
    correct: 'C',
    explanation: 'Each NFL team has three timeouts per half; unused first-half timeouts do not carry over.',
  },
  {
    question: "When does the NFL's two-minute warning occur?",
    options: [
      'Two minutes left in the game only',
      'Two minutes into each quarter',
      'Two minutes left in each quarter',
      'Two minutes left in each half',
    ],
    correct: 'D',
    explanation: 'The clock stops automatically at the two-minute mark of both the second and fourth quarters.',
  },
  {
    question: 'How long is each quarter of an NFL game?',
    options: ['10 minutes', '12 minutes', '15 minutes', '20 minutes'],
    correct: 'C',
    explanation: 'An NFL game has four 15-minute quarters, 60 minutes of regulation time.',
  },
  {
    question: 'What is an audible?',
    options: [
      'A trick play using a lateral',
      'A timeout called by the coach',
      'Changing the play at the line',
      'A loud, hard snap count',
    ],
    correct: 'C',
    explanation:
      'An audible is when the quarterback changes the called play at the line of scrimmage after reading the defense.',
  },
  {
    question: 'What is a play-action pass?',
    options: [
      'A pass after faking a handoff',
      'A pass thrown behind the line',
      'A pass to a running back',
      'A pass on fourth down',
    ],
    correct: 'A',
    explanation:
      'Play-action fakes a run to pull linebackers and safeties forward, opening space for a pass behind them.',
  },
  {
    question: "Which player does the 'Mike' call usually identify?",
    options: ['Middle linebacker', 'Weak-side linebacker', 'Strong-side linebacker', 'Nose tackle'],
    correct: 'A',
    explanation:
      'Mike, Will and Sam name the middle, weak-side and strong-side linebackers; the Mike often sets protections.',
  },
  {
    question: 'In a 3-4 defense, where does the nose tackle usually line up?',
    options: [
      'Head-up on an offensive tackle',
      'Outside the tight end',
      'Behind the linebackers',
      'Directly over the center',
    ],
    correct: 'D',
    explanation: 'The nose tackle plays over the center (a 0-technique) to clog the middle and occupy blockers.',
  },
  {
    question: 'A quarterback in the pocket throws to no eligible receiver to avoid a sack. What is it?',
    options: ['Illegal forward pass', 'Delay of game', 'Offensive pass interference', 'Intentional grounding'],
    correct: 'D',
    explanation:
      'Throwing the ball away from the pocket without a realistic chance of completion to avoid a loss is intentional grounding.',
  },
  {
    question: 'Which offensive players are normally ineligible to catch a forward pass?',
    options: ['Tight ends', 'Interior offensive linemen', 'Running backs', 'Slot receivers'],
    correct: 'B',
    explanation:
      'Players lined up as interior linemen are ineligible receivers unless they report as eligible before the play.',
  },
  {
    question: 'What is the most points a team can score on one touchdown drive, including the try?',
    options: ['6', '8', '7', '9'],
    correct: 'B',
    explanation: 'A touchdown is 6 points and a successful two-point conversion adds 2, for a maximum of 8.',
  },
  {
    question: 'How many offensive players may be in motion at the snap?',
    options: ['None', 'Two', 'Any backfield player', 'One'],
    correct: 'D',
    explanation:
      'Only one offensive player may be in motion at the snap, and he may not be moving toward the line of scrimmage.',
  },
  {
    question: 'What is the shotgun formation?',
    options: [
      'Quarterback directly under the center',
      'Quarterback several yards behind the center',
      'Two backs stacked behind the quarterback',
      'Five receivers, empty backfield',
    ],
    correct: 'B',
    explanation:
      'In the shotgun the quarterback receives a longer snap several yards deep, giving him more time to read the defense.',
  },
  {
    question: 'What is a blitz?',
    options: [
      'Sending linebackers or defensive backs after the quarterback',
      'Dropping eight players into coverage',
      'Two linemen crossing on a stunt',
      'Jamming receivers at the line',
    ],
    correct: 'A',
    explanation:
      'A blitz adds rushers beyond the usual linemen, usually linebackers or defensive backs, to pressure the quarterback.',
  },
  {
    question: 'On an onside kick, how far must the ball travel before the kicking team may recover it?',
    options: ['5 yards', '15 yards', '10 yards', '20 yards'],
    correct: 'C',
    explanation:
      'A kickoff must go 10 yards, or be touched by the receiving team, before the kicking team can legally recover it.',
  },
  {
    question: 'What area of the field is called the red zone?',
    options: [
      "Inside the opponent's 20-yard line",
      "Inside the opponent's 10-yard line",
      "Inside the opponent's 30-yard line",
      'Between the two 40-yard lines',
    ],
    correct: 'A',
    explanation:
      "The red zone is the area from the opponent's 20-yard line to the goal line, where scoring chances are highest.",
  },
  {
    question: 'What does RPO stand for in offensive football?',
    options: ['Read-pitch option', 'Run-pass option', 'Rush-pass override', 'Running play offense'],
    correct: 'B',
    explanation: 'On a run-pass option the quarterback reads a defender after the snap and either hands off or throws.',
  },
  {
    question: 'What does the West Coast offense emphasize?',
    options: [
      'Power running between the tackles',
      'Deep vertical shots downfield',
      'Triple-option running plays',
      'Short, quick timing passes',
    ],
    correct: 'D',
    explanation:
      'Popularized by Bill Walsh, the West Coast offense uses short, horizontal timing throws as an extension of the run game.',
  },
  {
    question: 'What is the neutral zone before the snap?',
    options: [
      'One yard on each side of the ball',
      'The length of the ball between the lines',
      'Five yards in front of the defense',
      'The space between the hash marks',
    ],
    correct: 'B',
    explanation:
      'The neutral zone is the space the length of the football between the offensive and defensive lines of scrimmage.',
  },
];
