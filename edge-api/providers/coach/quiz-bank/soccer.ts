import type { QuizBankQuestion } from '../playbook/types';

/** Quiz bank for soccer: 44 questions, 11 with each correct letter. */
export const soccerQuestions: QuizBankQuestion[] = [
  {
    question: 'How many players does each team have on the field, including the goalkeeper?',
    options: ['11', '10', '9', '12'],
    correct: 'A',
    explanation: 'A soccer team fields 11 players, one of whom is the goalkeeper.',
  },
  {
    question: 'How long is a regulation adult soccer match?',
    options: ['80 minutes', '60 minutes', '100 minutes', '90 minutes'],
    correct: 'D',
    explanation: 'An adult match is two 45-minute halves, plus any added time for stoppages.',
  },
  {
    question: 'How far from the goal line is the penalty mark?',
    options: ['12 yards (11 m)', '10 yards (9.15 m)', '18 yards (16.5 m)', '6 yards (5.5 m)'],
    correct: 'A',
    explanation: 'Penalty kicks are taken from the penalty mark, 12 yards (11 m) from the goal line.',
  },
  {
    question: 'At a free kick, how far must opponents stand from the ball?',
    options: ['5 yards (4.5 m)', '12 yards (11 m)', '15 yards (13.7 m)', '10 yards (9.15 m)'],
    correct: 'D',
    explanation: 'Opponents must be at least 10 yards (9.15 m) from the ball until it is in play.',
  },
  {
    question: 'Which player may handle the ball inside their own penalty area?',
    options: ['The captain', 'Any defender', 'The goalkeeper', 'The last defender'],
    correct: 'C',
    explanation: 'Only the goalkeeper may handle the ball, and only within their own penalty area.',
  },
  {
    question: 'What happens when a player receives a second yellow card in a match?',
    options: [
      'A penalty kick is awarded',
      'Sent off with a red card',
      'Must be substituted, no penalty',
      'Ten minutes in a sin bin',
    ],
    correct: 'B',
    explanation:
      'Two cautions in the same match mean a red card and the player is sent off; the team plays a player short.',
  },
  {
    question: 'A player is offside-positioned if nearer the goal line than both the ball and which opponent?',
    options: ['The last opponent', 'The goalkeeper specifically', 'The nearest defender', 'The second-last opponent'],
    correct: 'D',
    explanation:
      'Law 11 uses the ball and the second-last opponent; the goalkeeper usually, but not always, is the last opponent.',
  },
  {
    question: 'Can a player be penalized for offside directly from a throw-in?',
    options: ['Yes, always', 'No, never from a throw-in', 'Only in the final third', 'Only if thrown forward'],
    correct: 'B',
    explanation:
      'There is no offside offence when a player receives the ball directly from a throw-in, goal kick or corner kick.',
  },
  {
    question: 'From which of these restarts can a player be penalized for offside?',
    options: ['Goal kick', 'Corner kick', 'Indirect free kick', 'Throw-in'],
    correct: 'C',
    explanation:
      'Offside does not apply directly from goal kicks, corner kicks or throw-ins, but it does from free kicks.',
  },
  {
    question: 'Can a player be in an offside position in their own half?',
    options: [
      'No, never in their own half',
      'Yes, anywhere on the field',
      'Only during a counterattack',
      'Only inside the center circle',
    ],
    correct: 'A',
    explanation: 'A player in their own half of the field cannot be in an offside position.',
  },
  {
    question: 'The ball crosses the goal line without a goal, last touched by an attacker. What is the restart?',
    options: ['Goal kick', 'Corner kick', 'Throw-in', 'Dropped ball'],
    correct: 'A',
    explanation:
      'When the attacking team last touches the ball before it crosses the goal line, the defending team restarts with a goal kick.',
  },
  {
    question: 'The ball crosses the goal line without a goal, last touched by a defender. What is the restart?',
    options: ['Goal kick', 'Throw-in', 'Corner kick', 'Indirect free kick'],
    correct: 'C',
    explanation:
      'If a defender last touched the ball before it went over their own goal line, the attackers get a corner kick.',
  },
  {
    question: "What happens if a throw-in is thrown directly into the opponents' goal?",
    options: [
      'The goal counts',
      'The throw-in is retaken',
      'Corner kick to the attackers',
      'Goal kick to the defending team',
    ],
    correct: 'D',
    explanation:
      "A goal cannot be scored directly from a throw-in; if it enters the opponents' goal, a goal kick is awarded.",
  },
  {
    question: "What is an 'Olimpico' goal?",
    options: [
      'A goal from the halfway line',
      'A bicycle-kick goal',
      'A goal scored directly from a corner',
      'A goal scored in the first minute',
    ],
    correct: 'C',
    explanation:
      'An Olimpico is scored straight from a corner kick, which the Laws allow, without anyone else touching the ball.',
  },
  {
    question: 'What must happen for a goal to count from an indirect free kick?',
    options: [
      'The ball must touch another player first',
      'The ball must bounce first',
      'The kick must be taken quickly',
      'The referee must blow the whistle',
    ],
    correct: 'A',
    explanation:
      'An indirect free kick must touch a second player before entering the goal; otherwise a goal kick or corner follows.',
  },
  {
    question: 'How far does the penalty area extend from the goal line?',
    options: ['6 yards (5.5 m)', '12 yards (11 m)', '20 yards (18.3 m)', '18 yards (16.5 m)'],
    correct: 'D',
    explanation: 'The penalty area reaches 18 yards (16.5 m) into the field; the smaller goal area reaches 6 yards.',
  },
  {
    question: 'What are the dimensions of a full-size goal?',
    options: [
      '7 yards wide, 8 feet high',
      '8 yards wide, 8 feet high',
      '8 yards wide, 7 feet high',
      '10 yards wide, 8 feet high',
    ],
    correct: 'B',
    explanation: 'A regulation goal is 8 yards (7.32 m) wide and 8 feet (2.44 m) high.',
  },
  {
    question: 'Which country hosted and won the first FIFA World Cup in 1930?',
    options: ['Brazil', 'Argentina', 'Uruguay', 'Italy'],
    correct: 'C',
    explanation: 'Uruguay hosted the first World Cup in 1930 and beat Argentina 4-2 in the final in Montevideo.',
  },
  {
    question: 'Which player won the World Cup in 1958, 1962 and 1970?',
    options: ['Pele', 'Garrincha', 'Diego Maradona', 'Franz Beckenbauer'],
    correct: 'A',
    explanation: 'Pele won three World Cups with Brazil, in 1958, 1962 and 1970.',
  },
  {
    question: "Who scored the 'Hand of God' goal at the 1986 World Cup?",
    options: ['Pele', 'Zinedine Zidane', 'Lionel Messi', 'Diego Maradona'],
    correct: 'D',
    explanation:
      "Maradona punched the ball in against England in the 1986 quarter-final and called it the 'Hand of God.'",
  },
  {
    question: 'In a formation like 4-4-2, what do the numbers describe, in order?',
    options: [
      'Forwards, midfielders, defenders',
      'Midfielders, defenders, forwards',
      'Defenders, midfielders, forwards',
      'Defenders, forwards, midfielders',
    ],
    correct: 'C',
    explanation:
      'Formations list outfield lines from back to front, so 4-4-2 is four defenders, four midfielders and two forwards.',
  },
  {
    question: "What is a 'false nine'?",
    options: [
      'A winger who cuts inside',
      'A center forward who drops into midfield',
      'A defender who joins the attack',
      'A goalkeeper who plays as sweeper',
    ],
    correct: 'B',
    explanation:
      'A false nine starts as the striker but drops deep, pulling center-backs out and opening space for runners.',
  },
  {
    question: 'What is tiki-taka?',
    options: [
      'A long-ball direct style',
      'A short-passing possession style',
      'A deep-lying counterattacking style',
      'A high-crossing wing style',
    ],
    correct: 'B',
    explanation:
      'Tiki-taka, made famous by Barcelona and Spain, keeps possession through quick short passes and movement.',
  },
  {
    question: 'What is gegenpressing?',
    options: [
      'Pressing immediately after losing possession',
      'Dropping deep after losing the ball',
      'Man-marking the opposing playmaker',
      'Holding a high offside line',
    ],
    correct: 'A',
    explanation:
      'Gegenpressing, or counter-pressing, hunts the ball right after a turnover, before the opponent can organize.',
  },
  {
    question: 'What is a hat-trick?',
    options: [
      'Three goals in three minutes',
      'Three goals by one player in a match',
      'Three assists in a match',
      'Three straight clean sheets',
    ],
    correct: 'B',
    explanation: 'A hat-trick is one player scoring three goals in a single match.',
  },
  {
    question: 'How long is extra time in a knockout match?',
    options: ['Two 10-minute halves', 'Two 15-minute halves', 'One 20-minute period', 'Two 45-minute halves'],
    correct: 'B',
    explanation: 'If a knockout match is level, extra time is two 15-minute periods before any penalty shootout.',
  },
  {
    question: 'How many kicks does each team take initially in a penalty shootout?',
    options: ['3', '6', '10', '5'],
    correct: 'D',
    explanation: 'Each team takes five kicks; if still level, the shootout goes to sudden death.',
  },
  {
    question: 'Which players may take kicks in a penalty shootout?',
    options: [
      'Any player in the matchday squad',
      'Players on the field at the end',
      'Only outfield players',
      'Any substitute on the bench',
    ],
    correct: 'B',
    explanation: 'Only players on the field at the end of the match, including extra time, are eligible to take kicks.',
  },
  {
    question: 'The goalkeeper picks up a deliberate kicked pass from a teammate. What is given?',
    options: [
      'A penalty kick',
      'Indirect free kick to the opponents',
      'A direct free kick',
      'A yellow card and a corner',
    ],
    correct: 'B',
    explanation:
      'The back-pass rule gives an indirect free kick if a keeper handles a ball deliberately kicked to them by a teammate.',
  },
  {
    question: 'A defender commits a direct free kick foul inside their own penalty area. What is the restart?',
    options: ['Indirect free kick', 'Direct free kick on the line', 'Penalty kick', 'Corner kick'],
    correct: 'C',
    explanation:
      'Any direct free kick offence by a defender inside their own penalty area is punished with a penalty kick.',
  },
  {
    question: 'What does VAR stand for?',
    options: ['Verified Action Review', 'Visual Attack Replay', 'Video Assistant Referee', 'Video Appeal Request'],
    correct: 'C',
    explanation:
      'The Video Assistant Referee reviews clear and obvious errors in goals, penalties, red cards and mistaken identity.',
  },
  {
    question: 'Which part of the foot strikes the ball for a powerful driven shot?',
    options: ['The instep (laces)', 'The inside of the foot', 'The toe', 'The heel'],
    correct: 'A',
    explanation: 'Striking with the laces, ankle locked and toe pointed, transfers the most power to the ball.',
  },
  {
    question: 'Which part of the foot is best for accurate short passes?',
    options: ['The outside of the foot', 'The toe', 'The sole', 'The inside of the foot'],
    correct: 'D',
    explanation: 'The inside of the foot offers the largest flat surface, making short passes the most accurate.',
  },
  {
    question: 'What is a nutmeg?',
    options: [
      'A chip over the goalkeeper',
      'A back-heel pass',
      "Playing the ball between an opponent's legs",
      'A pass that splits two defenders',
    ],
    correct: 'C',
    explanation: "A nutmeg sends the ball through an opponent's legs and collects it on the other side.",
  },
  {
    question: 'Which club went unbeaten through the 2003-04 Premier League season?',
    options: ['Manchester United', 'Chelsea', 'Arsenal', 'Liverpool'],
    correct: 'C',
    explanation: "Arsenal's 'Invincibles' won 26 and drew 12 of their 38 league games in 2003-04.",
  },
  {
    question: 'How many assistant referees patrol the touchlines in a standard match?',
    options: ['2', '1', '3', '4'],
    correct: 'A',
    explanation:
      'Two assistant referees, one on each touchline, help the referee with offside and the ball leaving play.',
  },
  {
    question: 'What is the advantage rule?',
    options: [
      'Attackers get an extra player',
      'Home team chooses ends',
      'Play continues if it benefits the fouled team',
      'Extra time for injuries',
    ],
    correct: 'C',
    explanation: 'The referee may let play continue after a foul when stopping it would hurt the team that was fouled.',
  },
  {
    question: 'What is the radius of the center circle?',
    options: ['5 yards (4.5 m)', '12 yards (11 m)', '15 yards (13.7 m)', '10 yards (9.15 m)'],
    correct: 'D',
    explanation: 'The center circle has a 10-yard (9.15 m) radius, keeping opponents away at kick-off.',
  },
  {
    question: 'Can a goal be scored directly from a kick-off against the opponents?',
    options: [
      'No, another player must touch it',
      'Yes, directly against the opponents',
      'Only in extra time',
      'Only if it bounces first',
    ],
    correct: 'B',
    explanation: 'Since 1997 the Laws allow a goal scored directly from the kick-off against the opposing team.',
  },
  {
    question: 'How much of the ball must cross the goal line for a goal?',
    options: ['The whole ball', 'Half the ball', 'Any part of the ball', 'Enough to touch the line'],
    correct: 'A',
    explanation:
      'A goal is scored only when the whole ball has passed over the whole goal line between the posts and under the bar.',
  },
  {
    question: 'An attacker is exactly level with the second-last defender when the ball is played. Is he offside?',
    options: [
      'No, level is onside',
      'Yes, level is offside',
      'Only inside the penalty area',
      'Only if the pass was forward',
    ],
    correct: 'A',
    explanation:
      'A player level with the second-last opponent, or the last two opponents, is not in an offside position.',
  },
  {
    question: 'What is an overlapping run?',
    options: [
      'A striker dropping deep to receive',
      'Running around the outside of the ball carrier',
      'A defender stepping up to catch offside',
      'Two players swapping wings',
    ],
    correct: 'B',
    explanation: 'Typically a fullback runs around the outside of a winger, creating a two-versus-one on the flank.',
  },
  {
    question: "'Total Football' is most associated with which national team of the 1970s?",
    options: ['Brazil', 'West Germany', 'Italy', 'Netherlands'],
    correct: 'D',
    explanation:
      "Rinus Michels and Johan Cruyff's Netherlands used fluid Total Football, with players swapping positions freely.",
  },
  {
    question: 'Catenaccio, a defensive system with a sweeper, is most associated with which country?',
    options: ['Spain', 'England', 'France', 'Italy'],
    correct: 'D',
    explanation:
      "Catenaccio ('door bolt') was perfected in Italy, notably by Helenio Herrera's Inter Milan in the 1960s.",
  },
];
