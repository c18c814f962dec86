import type { QuizBankQuestion } from '../playbook/types';

/** Quiz bank for tennis: 44 questions, 11 with each correct letter. */
export const tennisQuestions: QuizBankQuestion[] = [
  {
    question: 'In tennis scoring, what is the first point won in a game called?',
    options: ['1', '15', '10', '5'],
    correct: 'B',
    explanation: 'Game scores run love, 15, 30, 40, then game, with deuce and advantage at 40-40.',
  },
  {
    question: 'What word means a score of zero in tennis?',
    options: ['Nil', 'Duck', 'Blank', 'Love'],
    correct: 'D',
    explanation: "Zero is called 'love,' as in 15-love or a love game.",
  },
  {
    question: 'What is the score called when both players reach 40 in a game?',
    options: ['Advantage', 'Let', 'Deuce', 'All square'],
    correct: 'C',
    explanation: 'At 40-40 the score is deuce, and a player must win two straight points to take the game.',
  },
  {
    question: 'How many games must a player win to take a standard set?',
    options: ['Six, ahead by two', 'Five, ahead by two', 'Seven, ahead by one', 'Eight, ahead by two'],
    correct: 'A',
    explanation:
      'A set goes to the first player to six games with a two-game margin, with a tiebreak usually played at 6-6.',
  },
  {
    question: 'In a standard set tiebreak, how many points are needed to win, by two?',
    options: ['7', '5', '10', '12'],
    correct: 'A',
    explanation: 'A standard tiebreak is won by the first player to seven points with a two-point lead.',
  },
  {
    question: 'How many serve attempts does a player get for each point?',
    options: ['One', 'Three', 'Unlimited', 'Two'],
    correct: 'D',
    explanation: 'The server has a first and second serve; missing both is a double fault.',
  },
  {
    question: 'A serve clips the net and lands in the correct service box. What happens?',
    options: ['A fault', 'Point to the server', 'A let; the serve is replayed', 'Point to the receiver'],
    correct: 'C',
    explanation: 'A serve that touches the net and lands in the correct box is a let and is retaken without penalty.',
  },
  {
    question: 'Where must a serve land to be good?',
    options: [
      'The diagonally opposite service box',
      'Anywhere past the service line',
      'The service box straight ahead',
      'Anywhere in the singles court',
    ],
    correct: 'A',
    explanation: 'The serve must clear the net and land in the service box diagonally across from the server.',
  },
  {
    question: 'From which side does the server begin each game?',
    options: [
      'Left side (ad court)',
      "Either side, server's choice",
      'Right side (deuce court)',
      'Side chosen by the receiver',
    ],
    correct: 'C',
    explanation:
      'Each game starts with the server behind the baseline to the right of the center mark, then alternates sides.',
  },
  {
    question: 'What is a foot fault?',
    options: [
      'Touching the baseline or court before contact',
      'Stepping on the service line',
      'Serving before the receiver is ready',
      'Letting the ball bounce twice',
    ],
    correct: 'A',
    explanation:
      "During the serve, the server's feet may not touch the baseline or the court inside it before the racket strikes the ball.",
  },
  {
    question: 'How high is a tennis net at the center?',
    options: ['3.5 feet (1.07 m)', '4 feet (1.22 m)', '3 feet (0.914 m)', '2.5 feet (0.76 m)'],
    correct: 'C',
    explanation: 'The net is 3 feet high at the center strap and 3.5 feet at the posts.',
  },
  {
    question: 'How long is a tennis court from baseline to baseline?',
    options: ['72 feet', '78 feet', '84 feet', '94 feet'],
    correct: 'B',
    explanation: 'A tennis court is 78 feet (23.77 m) long for both singles and doubles.',
  },
  {
    question: 'How wide is a doubles court?',
    options: ['27 feet', '30 feet', '36 feet', '42 feet'],
    correct: 'C',
    explanation: 'Doubles courts are 36 feet wide, including the alleys; singles courts are 27 feet wide.',
  },
  {
    question: 'Which Grand Slam tournament is played on clay?',
    options: ['French Open', 'Wimbledon', 'US Open', 'Australian Open'],
    correct: 'A',
    explanation: 'The French Open at Roland-Garros in Paris is the only Grand Slam played on red clay.',
  },
  {
    question: 'Which Grand Slam tournament is played at Flushing Meadows?',
    options: ['French Open', 'Wimbledon', 'Australian Open', 'US Open'],
    correct: 'D',
    explanation:
      'The US Open is held at the USTA Billie Jean King National Tennis Center in Flushing Meadows, New York.',
  },
  {
    question: 'Which Grand Slam tournament was first held in 1877?',
    options: ['Wimbledon', 'US Open', 'French Open', 'Australian Open'],
    correct: 'A',
    explanation: 'Wimbledon began in 1877 at the All England Club, making it the oldest tennis tournament.',
  },
  {
    question: 'Who won the Golden Slam in 1988, all four majors plus Olympic gold?',
    options: ['Martina Navratilova', 'Steffi Graf', 'Chris Evert', 'Monica Seles'],
    correct: 'B',
    explanation: 'Steffi Graf won all four Grand Slam titles and the Seoul Olympic gold medal in 1988.',
  },
  {
    question: 'Which man won the calendar-year Grand Slam in 1969?',
    options: ['Ken Rosewall', 'Rod Laver', 'Roy Emerson', 'Bjorn Borg'],
    correct: 'B',
    explanation: 'Rod Laver won all four majors in 1969, his second calendar Grand Slam after 1962.',
  },
  {
    question: 'What is an ace?',
    options: [
      'A serve that hits the net',
      'A winner off a return',
      'A point won at the net',
      "A legal serve the receiver doesn't touch",
    ],
    correct: 'D',
    explanation: 'An ace is a good serve that the receiver fails to touch with the racket.',
  },
  {
    question: 'What happens after a double fault?',
    options: [
      'The serve is replayed',
      'The server gets a third serve',
      'The receiver wins the point',
      'The game is replayed',
    ],
    correct: 'C',
    explanation: 'Missing both the first and second serve is a double fault, and the point goes to the receiver.',
  },
  {
    question: 'What is a break of serve?',
    options: [
      'The server wins a love game',
      'A serve that hits the line',
      'A rest between sets',
      'The receiver wins the game',
    ],
    correct: 'D',
    explanation: "A break happens when the receiving player wins a game against the opponent's serve.",
  },
  {
    question: 'A ball lands on the line. Is it in or out?',
    options: ['Out', 'A let', 'In', 'Replay the point'],
    correct: 'C',
    explanation: 'Any ball that touches any part of a line is in, since the lines are part of the court.',
  },
  {
    question: 'May a player touch the net while the ball is in play?',
    options: [
      'Yes, with the racket only',
      'Yes, with clothing only',
      'Yes, below the net band',
      'No, they lose the point',
    ],
    correct: 'D',
    explanation: "Touching the net, posts or the opponent's court while the ball is in play loses the point.",
  },
  {
    question: 'What is a volley?',
    options: [
      'Hitting the ball after two bounces',
      'Hitting the ball before it bounces',
      'A serve hit underhand',
      'A high defensive shot',
    ],
    correct: 'B',
    explanation: 'A volley is struck out of the air before the ball bounces, usually near the net.',
  },
  {
    question: 'How does topspin affect a groundstroke?',
    options: ['Floats and stays low', 'Skids and bounces low', 'Curves sideways only', 'Dips down and kicks up high'],
    correct: 'D',
    explanation: 'Topspin makes the ball dive into the court and jump forward and high after the bounce.',
  },
  {
    question: 'Which shot uses backspin so the ball stays low after bouncing?',
    options: ['Topspin lob', 'Slice', 'Kick serve', 'Flat serve'],
    correct: 'B',
    explanation: 'A slice imparts backspin, making the ball float, then skid and stay low after the bounce.',
  },
  {
    question: 'Which grip is traditionally recommended for serves and volleys?',
    options: ['Western', 'Semi-western', 'Hawaiian', 'Continental'],
    correct: 'D',
    explanation:
      'The continental (chopper) grip allows pronation on the serve and handles both forehand and backhand volleys.',
  },
  {
    question: 'What is the purpose of the split step?',
    options: [
      'Adding power to the serve',
      'Changing grips between shots',
      'Recovering after a lob',
      'Being balanced to move as the opponent hits',
    ],
    correct: 'D',
    explanation: "A small hop timed with the opponent's contact loads the legs to push off quickly in any direction.",
  },
  {
    question: 'What is no-ad scoring?',
    options: [
      'Players must win by three points',
      'At deuce, the next point wins',
      'Sets end at five games',
      'No second serves allowed',
    ],
    correct: 'B',
    explanation:
      'In no-ad scoring the first point after 40-40 decides the game, usually with the receiver choosing the side.',
  },
  {
    question: "In doubles' Australian formation, where does the server's partner stand?",
    options: [
      'Back at the baseline beside the server',
      'At the net, diagonally opposite',
      'Same side of court as the server',
      'Crouched on the center line',
    ],
    correct: 'C',
    explanation:
      'In the Australian formation the net player lines up on the same side as the server, forcing a down-the-line return.',
  },
  {
    question: 'In a standard tiebreak, how many points does the first server serve?',
    options: ['One', 'Two', 'Three', 'Six'],
    correct: 'A',
    explanation: 'The first server serves one point, then players alternate serving two points each.',
  },
  {
    question: 'In a tiebreak, how often do players change ends?',
    options: ['Every four points', 'Every five points', 'Every six points', 'Every seven points'],
    correct: 'C',
    explanation: 'Players switch ends after every six points of a tiebreak.',
  },
  {
    question: 'During a set, after which games do players change ends?',
    options: [
      'After every even-numbered game',
      'After every four games',
      'Only when the set ends',
      'After every odd-numbered game',
    ],
    correct: 'D',
    explanation: 'Players change ends after the first, third and every following odd game of each set.',
  },
  {
    question: "Who defeated Bobby Riggs in the 1973 'Battle of the Sexes'?",
    options: ['Margaret Court', 'Billie Jean King', 'Chris Evert', 'Martina Navratilova'],
    correct: 'B',
    explanation: 'Billie Jean King beat Bobby Riggs in straight sets at the Houston Astrodome in September 1973.',
  },
  {
    question: 'Which man won five straight Wimbledon singles titles from 1976 to 1980?',
    options: ['Bjorn Borg', 'John McEnroe', 'Jimmy Connors', 'Pete Sampras'],
    correct: 'A',
    explanation: 'Bjorn Borg won Wimbledon every year from 1976 to 1980, beating McEnroe in the classic 1980 final.',
  },
  {
    question: 'Who was the first Black man to win the Wimbledon singles title, in 1975?',
    options: ['Yannick Noah', 'James Blake', 'Arthur Ashe', 'MaliVai Washington'],
    correct: 'C',
    explanation: 'Arthur Ashe beat Jimmy Connors in the 1975 Wimbledon final.',
  },
  {
    question: 'The 2010 Isner-Mahut match at Wimbledon ended with what fifth-set score?',
    options: ['24-22', '16-14', '70-68', '48-46'],
    correct: 'C',
    explanation:
      'John Isner beat Nicolas Mahut 70-68 in the fifth set, a match lasting 11 hours and 5 minutes over three days.',
  },
  {
    question: 'What is a kick serve?',
    options: [
      'A flat serve down the T',
      'A topspin serve that bounces high',
      'An underhand surprise serve',
      'A serve hit with heavy sidespin only',
    ],
    correct: 'B',
    explanation:
      'The kick serve uses heavy topspin, often with some sidespin, so it clears the net safely and kicks up high.',
  },
  {
    question: 'What is a lob?',
    options: [
      'A high shot over the net player',
      'A low shot skimming the net',
      'A soft shot just over the net',
      'A hard shot at the opponent',
    ],
    correct: 'A',
    explanation: 'A lob sends the ball high and deep, over an opponent at the net or to buy time.',
  },
  {
    question: 'What is a drop shot?',
    options: [
      'A soft shot landing just over the net',
      'A serve that barely clears the net',
      'A high shot to the baseline',
      'A volley hit straight down',
    ],
    correct: 'A',
    explanation: 'A drop shot uses touch and backspin to land short, forcing a deep opponent to sprint forward.',
  },
  {
    question: 'During a rally, a shot clips the net cord and lands in. What happens?',
    options: ['A let; replay the point', 'Play continues', 'Point to the opponent', 'It is a fault'],
    correct: 'B',
    explanation: 'Lets only apply to serves; in a rally a net-cord ball that lands in stays in play.',
  },
  {
    question: "What does 'ad-in' mean in tennis scoring?",
    options: [
      'The receiver won the point after deuce',
      'The server won the point after deuce',
      'The server won a love game',
      'The score is tied at deuce',
    ],
    correct: 'B',
    explanation:
      'Ad-in, or advantage server, means the server won the point after deuce and needs one more for the game.',
  },
  {
    question: "How many sets are men's Grand Slam singles matches played over?",
    options: ['Best of five', 'Best of three', 'Best of seven', 'A single eight-game set'],
    correct: 'A',
    explanation: "Men's singles at the four majors are best-of-five-set matches; women's are best of three.",
  },
  {
    question: "What is 'no man's land' on a tennis court?",
    options: [
      'The doubles alleys',
      'Behind the baseline',
      'Inside the service boxes',
      'Between the service line and baseline',
    ],
    correct: 'D',
    explanation:
      'The mid-court area between the service line and baseline is hard to defend, so players avoid lingering there.',
  },
];
