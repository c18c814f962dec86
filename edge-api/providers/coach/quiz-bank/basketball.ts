import type { QuizBankQuestion } from '../playbook/types';

/** Quiz bank for basketball: 44 questions, 11 with each correct letter. */
export const basketballQuestions: QuizBankQuestion[] = [
  {
    question: 'How many points is a made shot from beyond the three-point line worth?',
    options: ['2', '4', '1', '3'],
    correct: 'D',
    explanation: 'A field goal made with the shooter behind the three-point line is worth 3 points.',
  },
  {
    question: 'How many points is a made free throw worth?',
    options: ['2', '3', 'It varies by foul type', '1'],
    correct: 'D',
    explanation: 'Each successful free throw counts for 1 point.',
  },
  {
    question: 'How many players does each team have on the court at one time?',
    options: ['4', '6', '5', '7'],
    correct: 'C',
    explanation:
      'Basketball is played five-on-five; a team with fewer than five eligible players can only continue under special rules.',
  },
  {
    question: 'How long is a quarter in an NBA game?',
    options: ['10 minutes', '15 minutes', '20 minutes', '12 minutes'],
    correct: 'D',
    explanation: 'NBA quarters are 12 minutes, for 48 minutes of regulation; FIBA uses 10-minute quarters.',
  },
  {
    question: 'How long is the NBA shot clock?',
    options: ['30 seconds', '35 seconds', '24 seconds', '20 seconds'],
    correct: 'C',
    explanation: 'NBA teams have 24 seconds to attempt a shot that hits the rim, a rule introduced in 1954.',
  },
  {
    question: 'In the NBA, an offensive rebound off the rim resets a low shot clock to how many seconds?',
    options: ['14 seconds', '24 seconds', '10 seconds', '18 seconds'],
    correct: 'A',
    explanation:
      'When the offense rebounds its own shot that hit the rim, the shot clock resets to 14 if it showed less than that.',
  },
  {
    question: 'How high is a regulation basketball rim above the floor?',
    options: ['9 feet', '10 feet', '11 feet', '12 feet'],
    correct: 'B',
    explanation:
      "Regulation rims sit 10 feet (3.05 m) above the floor, a height that dates back to Naismith's first game.",
  },
  {
    question: 'How many personal fouls cause a player to foul out of an NBA game?',
    options: ['6', '4', '5', '7'],
    correct: 'A',
    explanation: 'An NBA player is disqualified on his sixth personal foul; FIBA and college players foul out on five.',
  },
  {
    question: 'Under FIBA rules, how many fouls disqualify a player from the game?',
    options: ['5', '4', '6', '7'],
    correct: 'A',
    explanation: "In FIBA play, a player's fifth foul (personal or technical) means disqualification from the game.",
  },
  {
    question: 'In the NBA, how many seconds does a team have to advance the ball past half-court?',
    options: ['5 seconds', '10 seconds', '8 seconds', '12 seconds'],
    correct: 'C',
    explanation:
      'NBA and FIBA teams have 8 seconds to get the ball into the frontcourt, or it is a backcourt (8-second) violation.',
  },
  {
    question: 'How long may an offensive player stay in the lane while his team has the ball?',
    options: ['5 seconds', '3 seconds', '8 seconds', '10 seconds'],
    correct: 'B',
    explanation: 'The three-second rule stops offensive players from camping in the painted lane.',
  },
  {
    question: 'How far is the NBA three-point line from the basket at the top of the arc?',
    options: ['22 feet', '20 feet 9 inches', '25 feet', '23 feet 9 inches'],
    correct: 'D',
    explanation: 'The NBA arc is 23 feet 9 inches from the basket at the top and 22 feet in the corners.',
  },
  {
    question: 'How far is the free-throw line from the plane of the backboard?',
    options: ['15 feet', '12 feet', '18 feet', '19 feet'],
    correct: 'A',
    explanation: 'The free-throw line is 15 feet from the face of the backboard.',
  },
  {
    question: 'Who invented basketball?',
    options: ['Abner Doubleday', 'James Naismith', 'Walter Camp', 'William G. Morgan'],
    correct: 'B',
    explanation: 'James Naismith invented basketball in Springfield, Massachusetts, as an indoor winter game.',
  },
  {
    question: 'In what year was basketball invented?',
    options: ['1876', '1891', '1905', '1920'],
    correct: 'B',
    explanation: 'Naismith wrote the original 13 rules and the first game was played in December 1891.',
  },
  {
    question: 'What did James Naismith use as the first baskets?',
    options: ['Fishing nets', 'Metal buckets', 'Barrel hoops', 'Peach baskets'],
    correct: 'D',
    explanation:
      'The first game used peach baskets nailed to a balcony, so the ball had to be retrieved after each score.',
  },
  {
    question: 'What violation is called when a player takes too many steps without dribbling?',
    options: ['Traveling', 'Double dribble', 'Goaltending', 'Backcourt violation'],
    correct: 'A',
    explanation:
      'Moving the pivot foot or taking extra steps while holding the ball is traveling, and possession goes to the other team.',
  },
  {
    question: 'A player ends his dribble, holds the ball, then dribbles again. What is the violation?',
    options: ['Traveling', 'Double dribble', 'Backcourt violation', 'Three seconds'],
    correct: 'B',
    explanation:
      'Once a dribble ends, a player cannot start a new one until another player touches the ball; doing so is a double dribble.',
  },
  {
    question: 'What is it called when a defender blocks a shot on its downward flight toward the basket?',
    options: ['Goaltending', 'Charging', 'Reaching in', 'Over-and-back'],
    correct: 'A',
    explanation: 'Touching a shot on its downward flight above the rim with a chance to score is goaltending.',
  },
  {
    question: 'What happens when the defense commits goaltending on a shot?',
    options: [
      'Two free throws are awarded',
      'A jump ball is called',
      'The shot clock resets only',
      'The shot counts as made',
    ],
    correct: 'D',
    explanation: 'Defensive goaltending awards the shooter the points the shot would have scored.',
  },
  {
    question: 'An offensive player runs into a defender who has legal guarding position. What is the call?',
    options: ['Blocking foul', 'Hand-check foul', 'Flagrant foul', 'Charging foul'],
    correct: 'D',
    explanation:
      'If the defender established legal position first, contact by the ball handler is a charge, an offensive foul.',
  },
  {
    question: "What is the purpose of the NBA's restricted-area arc under the basket?",
    options: [
      "Defenders inside it can't draw charges",
      "Offensive players can't stand inside it",
      'Free-throw shooters must stay outside it',
      'Only centers may post up there',
    ],
    correct: 'A',
    explanation:
      'A secondary defender standing inside the restricted area cannot draw a charge, which discourages flopping under the rim.',
  },
  {
    question: 'In a pick-and-roll, what does the screener do after setting the screen?',
    options: ['Rolls toward the basket', 'Sets a second screen', 'Runs back on defense', 'Cuts to the opposite corner'],
    correct: 'A',
    explanation:
      'After the ball handler uses the screen, the screener rolls to the rim, forcing the defense to choose whom to stop.',
  },
  {
    question: 'What is a box-and-one defense?',
    options: [
      'Full-court press with one trapper',
      'Four-man zone, one man-marking a star',
      'Man-to-man with one help defender',
      'Five-man zone shaped like a box',
    ],
    correct: 'B',
    explanation:
      "In a box-and-one, four defenders play a box zone while one defender shadows the opponent's best scorer.",
  },
  {
    question: 'In a 2-3 zone, how many defenders play near the baseline?',
    options: ['1', '2', '4', '3'],
    correct: 'D',
    explanation:
      'A 2-3 zone puts two guards up top and three defenders along the baseline to protect the paint and corners.',
  },
  {
    question: "In standard position numbering, which position is the '5'?",
    options: ['Power forward', 'Small forward', 'Center', 'Shooting guard'],
    correct: 'C',
    explanation: 'Positions run 1 to 5: point guard, shooting guard, small forward, power forward and center.',
  },
  {
    question: 'Which position is usually the primary ball handler and play caller?',
    options: ['Point guard', 'Center', 'Power forward', 'Small forward'],
    correct: 'A',
    explanation: "The point guard, the '1', brings the ball up and initiates the offense.",
  },
  {
    question: 'What is a triple-double?',
    options: [
      'Double figures in three stat categories',
      'Three straight made three-pointers',
      'Thirty points in three straight games',
      'Three double-doubles in a row',
    ],
    correct: 'A',
    explanation:
      'A triple-double is reaching 10 or more in three categories, such as points, rebounds and assists, in one game.',
  },
  {
    question: "What is an 'and-one'?",
    options: [
      'One free throw after a technical',
      'A shot made at the buzzer',
      'Made basket while fouled, plus a free throw',
      'A basket scored off one pass',
    ],
    correct: 'C',
    explanation: 'When a player scores while being fouled, the basket counts and he gets one additional free throw.',
  },
  {
    question: 'How many free throws are awarded for a foul on a missed three-point attempt?',
    options: ['2', '3', '1', '4'],
    correct: 'B',
    explanation: 'A shooter fouled on a missed three-point try gets three free throws.',
  },
  {
    question: 'How many points did Wilt Chamberlain score in his famous 1962 single game?',
    options: ['81', '92', '100', '73'],
    correct: 'C',
    explanation: 'Wilt Chamberlain scored 100 points for Philadelphia against the New York Knicks on March 2, 1962.',
  },
  {
    question: 'Which team won eight consecutive NBA championships from 1959 to 1966?',
    options: ['Los Angeles Lakers', 'Chicago Bulls', 'Philadelphia Warriors', 'Boston Celtics'],
    correct: 'D',
    explanation: "Bill Russell and Red Auerbach's Boston Celtics won eight straight titles from 1959 through 1966.",
  },
  {
    question: 'The offense brings the ball into the frontcourt, then returns it to the backcourt. What is called?',
    options: ['Traveling', 'Backcourt violation', 'Eight-second violation', 'Lane violation'],
    correct: 'B',
    explanation:
      'Once a team has control in its frontcourt, being the first to touch the ball after it goes back is a backcourt (over-and-back) violation.',
  },
  {
    question: 'In the NBA, how many free throws does a single technical foul award?',
    options: ['2', '3', '0', '1'],
    correct: 'D',
    explanation: 'An NBA technical foul gives the opponent one free throw, shot by any player on the court.',
  },
  {
    question: 'What does the shooting cue BEEF stand for?',
    options: [
      'Bend, Extend, Elbow, Flick',
      'Base, Eyes, Extension, Finish',
      'Balance, Eyes, Elbow, Follow-through',
      'Balance, Energy, Elbow, Focus',
    ],
    correct: 'C',
    explanation:
      'BEEF reminds shooters to be balanced, keep eyes on the target, align the elbow and hold the follow-through.',
  },
  {
    question: 'Which hand should a right-handed player use for a layup on the left side of the basket?',
    options: ['Right hand', 'Both hands', 'Left hand', 'Whichever hand is stronger'],
    correct: 'C',
    explanation:
      'Layups are taken with the outside hand, so on the left side the left hand shields the ball from the defender.',
  },
  {
    question: 'What is the main purpose of a box out?',
    options: [
      'Trapping the ball handler in a corner',
      'Sealing an opponent away from a rebound',
      'Setting a screen for a shooter',
      'Guarding the inbounds passer',
    ],
    correct: 'B',
    explanation:
      "Boxing out means making contact and holding inside position so the opponent can't get to the rebound.",
  },
  {
    question: 'Which defense applies pressure over the full length of the floor?',
    options: ['2-3 zone', 'Pack-line defense', 'Full-court press', 'Triangle-and-two'],
    correct: 'C',
    explanation: 'A full-court press guards the ball from the inbounds pass, often trapping to force turnovers.',
  },
  {
    question: 'What is a backdoor cut?',
    options: [
      'Cutting to the corner for a three',
      'Cutting behind the defender toward the basket',
      'Screening for the ball handler',
      'Posting up on the low block',
    ],
    correct: 'B',
    explanation:
      'When a defender overplays the passing lane, the offensive player cuts behind him to the rim for a pass.',
  },
  {
    question: 'What are the dimensions of an NBA court?',
    options: ['94 by 50 feet', '84 by 50 feet', '100 by 50 feet', '94 by 45 feet'],
    correct: 'A',
    explanation: 'An NBA court is 94 feet long and 50 feet wide.',
  },
  {
    question: 'In the NBA, how long does a player have to attempt a free throw?',
    options: ['5 seconds', '8 seconds', '10 seconds', '15 seconds'],
    correct: 'C',
    explanation: 'NBA free-throw shooters have 10 seconds after receiving the ball; FIBA allows 5 seconds.',
  },
  {
    question: 'Which move involves a gather, then two steps in different directions to the rim?',
    options: ['Crossover', 'Spin move', 'Hesitation dribble', 'Eurostep'],
    correct: 'D',
    explanation: 'The Eurostep uses a step one way and a second step the other way to get around a defender.',
  },
  {
    question: 'What is an alley-oop?',
    options: [
      'A bounce pass on the fast break',
      'A lob caught and scored before landing',
      'A shot off the backboard from the wing',
      "A pass thrown behind the passer's back",
    ],
    correct: 'B',
    explanation:
      'On an alley-oop one player lobs the ball near the rim and a teammate catches it in the air and finishes before landing.',
  },
  {
    question: "Which offense did Phil Jackson's Bulls and Lakers famously run?",
    options: ['Princeton offense', 'Flex offense', 'Triangle offense', 'Dribble-drive motion'],
    correct: 'C',
    explanation: "Phil Jackson's championship teams ran the triangle offense developed with assistant Tex Winter.",
  },
];
