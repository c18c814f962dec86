import type { QuizBankQuestion } from '../playbook/types';

/** Quiz bank for golf: 44 questions, 11 with each correct letter. */
export const golfQuestions: QuizBankQuestion[] = [
  {
    question: 'What is a score of one stroke under par on a hole called?',
    options: ['Eagle', 'Birdie', 'Bogey', 'Albatross'],
    correct: 'B',
    explanation: 'A birdie is one under par, such as a 3 on a par 4.',
  },
  {
    question: 'What is a score of two strokes under par on a hole called?',
    options: ['Birdie', 'Eagle', 'Albatross', 'Condor'],
    correct: 'B',
    explanation: 'An eagle is two under par, such as a 3 on a par 5.',
  },
  {
    question: 'What is a score of one stroke over par on a hole called?',
    options: ['Birdie', 'Double eagle', 'Double bogey', 'Bogey'],
    correct: 'D',
    explanation: 'A bogey is one over par; two over is a double bogey.',
  },
  {
    question: 'What is a score of three under par on a single hole called?',
    options: ['Albatross', 'Eagle', 'Condor', 'Triple birdie'],
    correct: 'A',
    explanation: 'Three under par, such as a 2 on a par 5, is an albatross, also called a double eagle.',
  },
  {
    question: 'What is a score of four under par on a single hole called?',
    options: ['Condor', 'Albatross', 'Double eagle', 'Ostrich'],
    correct: 'A',
    explanation: 'A condor, four under par, is extremely rare: a hole-in-one on a par 5.',
  },
  {
    question: 'What is the maximum number of clubs a player may carry in a round?',
    options: ['12', '14', '13', '16'],
    correct: 'B',
    explanation: 'The Rules of Golf limit a player to 14 clubs during a round.',
  },
  {
    question: 'What is the diameter of a regulation golf hole?',
    options: ['3.5 inches (89 mm)', '5 inches (127 mm)', '6 inches (152 mm)', '4.25 inches (108 mm)'],
    correct: 'D',
    explanation: 'The hole must be 4.25 inches (108 mm) in diameter.',
  },
  {
    question: 'What is the minimum diameter of a conforming golf ball?',
    options: ['1.50 inches', '1.62 inches', '1.75 inches', '1.68 inches'],
    correct: 'D',
    explanation: 'A conforming ball must be at least 1.68 inches (42.67 mm) across.',
  },
  {
    question: 'Under the Rules of Golf since 2019, how long may you search for a ball?',
    options: ['2 minutes', '3 minutes', '5 minutes', '10 minutes'],
    correct: 'B',
    explanation: 'The 2019 rules cut the search time from five minutes to three; after that the ball is lost.',
  },
  {
    question: 'What is the basic penalty for a ball hit out of bounds?',
    options: [
      'Stroke and distance',
      'No penalty, drop at the boundary',
      'One stroke, drop at the boundary',
      'Loss of hole in stroke play',
    ],
    correct: 'A',
    explanation: 'Out of bounds costs one stroke and you replay from where the previous stroke was made.',
  },
  {
    question: 'What is the penalty for taking relief from an unplayable ball?',
    options: ['Two strokes', 'No penalty', 'One stroke', 'Three strokes'],
    correct: 'C',
    explanation: 'Declaring a ball unplayable costs one penalty stroke, with several relief options.',
  },
  {
    question: "In stroke play, what is the 'general penalty' under the Rules of Golf?",
    options: ['Two strokes', 'One stroke', 'Loss of hole', 'Disqualification'],
    correct: 'A',
    explanation: 'The general penalty is two strokes in stroke play and loss of hole in match play.',
  },
  {
    question: 'Who held all four major championship titles at once after the 2001 Masters?',
    options: ['Phil Mickelson', 'Tiger Woods', 'Jack Nicklaus', 'Ernie Els'],
    correct: 'B',
    explanation:
      "Tiger Woods won the 2000 U.S. Open, Open Championship and PGA Championship, then the 2001 Masters: the 'Tiger Slam.'",
  },
  {
    question: 'Which golfer won 18 professional major championships?',
    options: ['Arnold Palmer', 'Ben Hogan', 'Jack Nicklaus', 'Gary Player'],
    correct: 'C',
    explanation:
      'Jack Nicklaus won 18 majors: six Masters, four U.S. Opens, three Open Championships and five PGA Championships.',
  },
  {
    question: "Which amateur won golf's Grand Slam of his era in 1930?",
    options: ['Bobby Jones', 'Ben Hogan', 'Walter Hagen', 'Gene Sarazen'],
    correct: 'A',
    explanation: 'Bobby Jones won the U.S. and British Opens and Amateurs in 1930, then retired at age 28.',
  },
  {
    question: "Which tournament's winner receives a green jacket?",
    options: ['The Open Championship', 'The Masters', 'The U.S. Open', 'The PGA Championship'],
    correct: 'B',
    explanation: 'The Masters, played at Augusta National each April, awards its champion a green jacket.',
  },
  {
    question: "Which is the oldest of golf's major championships?",
    options: ['The Open Championship', 'The Masters', 'The U.S. Open', 'The PGA Championship'],
    correct: 'A',
    explanation: 'The Open Championship was first played in 1860 at Prestwick in Scotland.',
  },
  {
    question: 'The Ryder Cup is contested between which sides?',
    options: [
      'United States and International team',
      'Great Britain and Australia',
      'United States and Europe',
      'Europe and Asia',
    ],
    correct: 'C',
    explanation:
      'Since 1979 the Ryder Cup has matched the United States against Europe; the Presidents Cup uses an International team.',
  },
  {
    question: 'Who made a famous albatross on the 15th hole at the 1935 Masters?',
    options: ['Gene Sarazen', 'Bobby Jones', 'Byron Nelson', 'Sam Snead'],
    correct: 'A',
    explanation:
      "Gene Sarazen holed his 4-wood second shot on the par-5 15th, the 'shot heard round the world,' and went on to win.",
  },
  {
    question: 'In standard Stableford scoring, how many points is a par worth?',
    options: ['1', '3', '2', '0'],
    correct: 'C',
    explanation: 'Standard Stableford gives 1 point for a bogey, 2 for par, 3 for birdie and 4 for eagle.',
  },
  {
    question: "In match play, what does it mean to be 'dormie'?",
    options: [
      'Trailing by two with one to play',
      'All square after 18 holes',
      'Winning three straight holes',
      'Leading by as many holes as remain',
    ],
    correct: 'D',
    explanation: 'A player who is dormie, for example 3 up with 3 to play, cannot lose the match in regulation.',
  },
  {
    question: 'Which of these clubs has the least loft?',
    options: ['Pitching wedge', '7-iron', 'Driver', 'Sand wedge'],
    correct: 'C',
    explanation: 'The driver typically has about 8 to 12 degrees of loft, far less than irons and wedges.',
  },
  {
    question: 'Which club is Gene Sarazen credited with popularizing for bunker play?',
    options: ['Lob wedge', 'Sand wedge', 'Gap wedge', 'Pitching wedge'],
    correct: 'B',
    explanation: 'Sarazen developed the modern sand wedge with a flanged sole in the early 1930s.',
  },
  {
    question: 'Which grip links the little finger of the trail hand with the lead index finger?',
    options: ['Interlocking grip', 'Vardon grip', 'Ten-finger grip', 'Claw grip'],
    correct: 'A',
    explanation: 'In the interlocking grip the trail pinky and lead index finger hook together to unify the hands.',
  },
  {
    question: 'What is the overlapping grip also known as?',
    options: ['Vardon grip', 'Hogan grip', 'Claw grip', 'Baseball grip'],
    correct: 'A',
    explanation: 'The overlapping grip is named for Harry Vardon, who popularized it around 1900.',
  },
  {
    question: 'For a right-handed golfer, which way does a slice curve?',
    options: ['Sharply to the left', 'Straight but low', 'Sharply to the right', 'Straight but high'],
    correct: 'C',
    explanation: 'A slice curves strongly left to right for a right-hander, usually from a face open to the path.',
  },
  {
    question: 'Which shot shape curves gently to the right for a right-handed golfer?',
    options: ['Draw', 'Fade', 'Hook', 'Pull'],
    correct: 'B',
    explanation: 'A fade curves gently left to right for a right-hander; a draw curves right to left.',
  },
  {
    question: 'What clubface condition at impact mainly causes a slice?',
    options: [
      'Face closed to the swing path',
      'Face square to the swing path',
      'A shaft that is too stiff',
      'Face open to the swing path',
    ],
    correct: 'D',
    explanation:
      'Curvature comes mainly from the face-to-path relationship, and a face open to the path curves the ball right for a right-hander.',
  },
  {
    question: 'With an iron, what should a well-struck shot contact first?',
    options: [
      'The turf, then the ball',
      'Ball and turf at once',
      'Only the top of the ball',
      'The ball, then the turf',
    ],
    correct: 'D',
    explanation: 'Good iron strikes hit down on the ball first, with the divot starting just after the ball.',
  },
  {
    question: 'Where should the ball be positioned for a driver in a standard setup?',
    options: ['Center of the stance', 'Off the inside of the lead heel', 'Off the trail foot', 'Outside the lead toe'],
    correct: 'B',
    explanation: 'Playing the ball forward, off the lead heel, lets you catch the driver on the upswing.',
  },
  {
    question: 'The teeing area extends how far back from the tee markers?',
    options: ['Two club-lengths', 'One club-length', 'Three club-lengths', 'Five yards'],
    correct: 'A',
    explanation:
      'The teeing area is a rectangle two club-lengths deep, measured back from the front of the tee markers.',
  },
  {
    question: 'Under the Rules of Golf since 2019, a ball is dropped from what height?',
    options: ['Shoulder height', 'Waist height', 'Knee height', 'Ankle height'],
    correct: 'C',
    explanation: 'Since 2019 a player drops the ball straight down from knee height instead of shoulder height.',
  },
  {
    question: 'Lateral relief from a red penalty area lets you drop within what distance?',
    options: ['Two club-lengths', 'One club-length', 'Three club-lengths', 'Five yards'],
    correct: 'A',
    explanation:
      "With one penalty stroke, you may drop within two club-lengths of where the ball last crossed the red area's edge, no nearer the hole.",
  },
  {
    question: 'Which penalty area marking allows the lateral relief option?',
    options: ['Yellow', 'White', 'Black', 'Red'],
    correct: 'D',
    explanation:
      'Red penalty areas allow lateral relief; yellow ones offer only stroke-and-distance and back-on-the-line relief.',
  },
  {
    question: 'What do white stakes or lines usually mark on a golf course?',
    options: ['Ground under repair', 'A penalty area', 'Out of bounds', 'A drop zone'],
    correct: 'C',
    explanation: 'White stakes or lines define the out-of-bounds boundary.',
  },
  {
    question: 'When may a player hit a provisional ball?',
    options: [
      'Original is known to be in water',
      'Original is plugged in the fairway',
      'Original is unplayable in a bunker',
      'Original may be lost or out of bounds',
    ],
    correct: 'D',
    explanation:
      'A provisional ball saves time when the original might be lost outside a penalty area or out of bounds.',
  },
  {
    question: 'What is a mulligan?',
    options: [
      'A hole-in-one on a par 4',
      'A putt conceded in match play',
      'An informal do-over shot',
      'A penalty stroke for slow play',
    ],
    correct: 'C',
    explanation: 'A mulligan is a replayed shot in casual golf; it is not permitted under the Rules of Golf.',
  },
  {
    question: "Which golfer was nicknamed 'The King'?",
    options: ['Gary Player', 'Sam Snead', 'Ben Hogan', 'Arnold Palmer'],
    correct: 'D',
    explanation: "Arnold Palmer, 'The King,' won seven majors and helped popularize golf on television.",
  },
  {
    question: 'What does a golfer shout to warn others of a ball heading toward them?',
    options: ['Heads', 'Fore', 'Ball', 'Duck'],
    correct: 'B',
    explanation: "'Fore!' is the traditional warning that a ball may hit someone.",
  },
  {
    question: 'What is a shotgun start?',
    options: [
      'Groups tee off every ten minutes',
      'All groups start at once on different holes',
      'Players tee off in score order',
      'Leaders start on the back nine',
    ],
    correct: 'B',
    explanation:
      'In a shotgun start each group begins on a different hole at the same signal, so the field finishes together.',
  },
  {
    question: "What are 'the yips'?",
    options: [
      'A fast, aggressive swing tempo',
      'A hook caused by a strong grip',
      'Nerves before the opening tee shot',
      'Involuntary twitches that ruin short putts',
    ],
    correct: 'D',
    explanation: 'The yips are involuntary jerks or spasms in the stroke, most common on short putts.',
  },
  {
    question: 'Who won the Masters, U.S. Open and Open Championship all in 1953?',
    options: ['Sam Snead', 'Byron Nelson', 'Ben Hogan', 'Arnold Palmer'],
    correct: 'C',
    explanation: 'Ben Hogan won three majors in 1953, a season often called the Hogan Slam.',
  },
  {
    question: 'Under the Rules of Golf since 2019, may you repair spike marks on the putting green?',
    options: ["No, it's a two-stroke penalty", 'Only in match play', 'Only after holing out', 'Yes, without penalty'],
    correct: 'D',
    explanation: 'The 2019 rules allow repairing almost any damage on the green, including spike marks.',
  },
  {
    question: 'Under the Rules of Golf since 2019, what is the penalty if a putt hits the flagstick left in the hole?',
    options: ['One stroke', 'Two strokes', 'No penalty', 'Loss of hole in stroke play'],
    correct: 'C',
    explanation: 'Since 2019 you may putt with the flagstick in the hole, and there is no penalty if the ball hits it.',
  },
];
