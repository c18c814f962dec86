import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import {
  ANONYMOUS_MESSAGE_LIMIT,
  FREE_MESSAGE_LIMIT,
  PLUS_MESSAGE_LIMIT,
  PRICES_CENTS,
  SPORT_LABELS,
  SPORTS,
  type Sport,
} from '../../../../shared/constants';
// The FAQ copy is written once; the landing page previews three of its answers.
import { LANDING_FAQ_ITEMS } from '../../content/faq-previews';
import { ROUTES } from '../../paths';
import { Button, ButtonLink } from '../../ui/button';
import { formatPrice } from '../../ui/format';
import { BrainIcon, CheckIcon, DumbbellIcon, FootballIcon, SparklesIcon, TrophyIcon, ZapIcon } from '../../ui/icons';
import { SPORT_ICONS } from '../../ui/sport-icons';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

const SPORT_FOCUS: Record<Sport, string> = {
  football: 'Fronts, coverages, red-zone calls and the two-minute drill.',
  basketball: 'Half-court sets, press breaks and late-game decisions.',
  soccer: 'Team shape, pressing triggers and set pieces.',
  baseball: 'Pitch sequencing, defensive alignment and bullpen usage.',
  golf: 'Course management, club selection and practice plans.',
  tennis: 'Serve patterns, return positions and match-play tactics.',
};

const MODES: { title: string; tagline: string; description: string; icon: Icon }[] = [
  {
    title: 'Tactical',
    tagline: 'For the play clock',
    description: 'Sideline-fast advice: fifteen words or two or three bullets, when there is no time for more.',
    icon: ZapIcon,
  },
  {
    title: 'Strategic',
    tagline: 'For the film room',
    description:
      'In-depth breakdowns with options, a recommendation, a drill to teach it and a diagram where it helps.',
    icon: BrainIcon,
  },
  {
    title: 'Quiz',
    tagline: 'For sharp minds',
    description: 'Multiple-choice questions worth 10 points each, with a leaderboard to climb as you learn.',
    icon: TrophyIcon,
  },
  {
    title: 'Trainer',
    tagline: 'For the weight room',
    description: 'Training programs and nutrition plans built around your numbers, your goals and your season.',
    icon: DumbbellIcon,
  },
];

// Illustrative testimonials (SPEC §1: "three sample coach testimonials"); the people are invented.
const TESTIMONIALS: { quote: string; name: string; role: string; sport: Sport }[] = [
  {
    quote:
      'Between series I ask Tactical mode for one adjustment. I get a clear answer, not an essay, and it is usually the call I was already circling.',
    name: 'Marcus Bell',
    role: 'Head football coach, Lakeview High School',
    sport: 'football',
  },
  {
    quote:
      'Before a match I ask for serve patterns against a lefty and turn the answer into a twenty-minute warm-up. My juniors compete over the quizzes.',
    name: 'Elena Varga',
    role: 'Club tennis professional',
    sport: 'tennis',
  },
  {
    quote:
      'Our volunteer coaches finally have someone to ask at ten at night. The session plans are age-appropriate and easy to run on a Saturday.',
    name: 'Daniel Okafor',
    role: 'Youth soccer director',
    sport: 'soccer',
  },
];

function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto mb-8 max-w-2xl text-center md:mb-10">
      <p className="text-sm font-semibold tracking-wider text-accent uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-ink-muted">{children}</p>}
    </div>
  );
}

function HeroConversation() {
  return (
    <figure className="relative rounded-2xl border border-line/70 bg-surface-1 p-4 shadow-2xl shadow-black/40 sm:p-5">
      <figcaption className="mb-4 flex flex-wrap items-center gap-2 text-xs font-medium">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-accent/15 px-2.5 py-1 text-accent">
          <ZapIcon className="size-3.5" /> Tactical Mode
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-2.5 py-1 text-ink-muted">
          <FootballIcon className="size-3.5" /> Football
        </span>
        <span className="ml-auto text-ink-muted">Example conversation</span>
      </figcaption>
      <div className="space-y-3 text-sm">
        <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-md bg-accent/15 px-4 py-2.5 text-ink">
          Third and 2, they're stacking the box with eight. What do I call?
        </p>
        <div className="max-w-[90%] rounded-2xl rounded-bl-md border border-line/60 bg-surface-0 px-4 py-3 text-ink">
          <ul className="list-disc space-y-1 pl-4 marker:text-accent">
            <li>Play-action boot; the flat opens as linebackers bite.</li>
            <li>Tight end on a drag as the safety valve.</li>
          </ul>
        </div>
        <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-md bg-accent/15 px-4 py-2.5 text-ink">
          And if they sit in Cover 0?
        </p>
        <div className="flex w-fit items-center gap-1.5 rounded-2xl rounded-bl-md border border-line/60 bg-surface-0 px-4 py-3">
          <span className="sr-only">The coach is typing</span>
          {[0, 1, 2].map((dot) => (
            <span
              key={dot}
              className="typing-dot size-1.5 rounded-full bg-ink-muted"
              style={{ animationDelay: `${dot * 0.15}s` }}
              aria-hidden="true"
            />
          ))}
        </div>
      </div>
    </figure>
  );
}

/** The landing variant of / for visitors (SPEC §1, §2); the chat renders below it. */
export function Landing({ onStartChat }: { onStartChat: () => void }) {
  const plus = formatPrice(PRICES_CENTS.plus);
  const premium = formatPrice(PRICES_CENTS.premium);

  return (
    <div className="relative isolate overflow-hidden" data-testid="landing">
      <div
        className="pointer-events-none absolute -top-40 left-1/2 -z-10 h-[28rem] w-[56rem] max-w-none -translate-x-1/2 rounded-full bg-accent/10 blur-3xl"
        aria-hidden="true"
      />

      <section aria-labelledby="landing-hero" className="mx-auto max-w-6xl px-4 pt-10 pb-14 sm:px-6 md:pt-16 md:pb-20">
        <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface-1 px-3 py-1 text-sm text-ink-muted">
              <SparklesIcon className="size-4 text-accent" /> An AI assistant coach for six sports
            </p>
            <h1
              id="landing-hero"
              className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-5xl"
            >
              Make the right call, <span className="text-accent">before the whistle.</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-muted">
              Ask about a play, a practice plan or a rule and get a clear, coach-grade answer in seconds. Playcaller
              breaks down tactics, builds training programs and quizzes your knowledge, for coaches, players and fans.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button size="lg" onClick={onStartChat}>
                Start chatting
              </Button>
              <ButtonLink to={ROUTES.register} size="lg" variant="secondary">
                Sign up free
              </ButtonLink>
            </div>
            <p className="mt-4 text-sm text-ink-muted">
              {ANONYMOUS_MESSAGE_LIMIT} messages to try it, no account needed.
            </p>
          </div>
          <HeroConversation />
        </div>
      </section>

      <section aria-labelledby="landing-modes" className="border-t border-line/50 bg-surface-0/60 py-14 md:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="landing-modes" eyebrow="Coaching modes" title="Four ways to coach">
            Switch modes at any time. Each one shapes the answer to the moment you're in.
          </SectionHeading>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {MODES.map((mode) => (
              <li key={mode.title} className="flex gap-4 rounded-2xl border border-line/70 bg-surface-1 p-5 sm:block">
                <span
                  className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent/10 text-accent"
                  aria-hidden="true"
                >
                  <mode.icon className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-ink sm:mt-4">{mode.title} Mode</h3>
                  <p className="text-sm font-medium text-accent">{mode.tagline}</p>
                  <p className="mt-2 text-sm leading-relaxed text-ink-muted">{mode.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="landing-sports" className="py-14 md:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="landing-sports" eyebrow="Six sports" title="Built for your sport">
            One coach who knows the playbook, from the gridiron to the baseline.
          </SectionHeading>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {SPORTS.map((sport) => {
              const SportIcon = SPORT_ICONS[sport];
              return (
                <li
                  key={sport}
                  className="flex flex-col items-center rounded-2xl border border-line/70 bg-surface-1 p-4 text-center"
                >
                  <SportIcon className="size-8 text-accent" />
                  <h3 className="mt-3 font-semibold text-ink">{SPORT_LABELS[sport]}</h3>
                  <p className="mt-1 text-xs leading-relaxed text-ink-muted">{SPORT_FOCUS[sport]}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="landing-testimonials"
        className="border-t border-line/50 bg-surface-0/60 py-14 md:py-20"
      >
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <SectionHeading id="landing-testimonials" eyebrow="From the sideline" title="What coaches tell us" />
          <ul className="grid gap-4 md:grid-cols-3">
            {TESTIMONIALS.map((testimonial) => {
              const SportIcon = SPORT_ICONS[testimonial.sport];
              return (
                <li key={testimonial.name} className="flex">
                  <figure className="flex w-full flex-col rounded-2xl border border-line/70 bg-surface-1 p-6">
                    <blockquote className="flex-1 leading-relaxed text-ink">
                      <p>“{testimonial.quote}”</p>
                    </blockquote>
                    <figcaption className="mt-5 flex items-center gap-3">
                      <span
                        className="grid size-10 shrink-0 place-items-center rounded-full bg-accent/15 text-accent"
                        aria-hidden="true"
                      >
                        <SportIcon className="size-5" />
                      </span>
                      <span>
                        <span className="block font-semibold text-ink">{testimonial.name}</span>
                        <span className="block text-sm text-ink-muted">{testimonial.role}</span>
                      </span>
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
          <p className="mt-4 text-center text-xs text-ink-muted">Sample testimonials, shown for illustration.</p>
        </div>
      </section>

      <section aria-labelledby="landing-faq" className="py-14 md:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <SectionHeading id="landing-faq" eyebrow="FAQ" title="Good questions" />
          <dl className="divide-y divide-line/60 rounded-2xl border border-line/70 bg-surface-1">
            {LANDING_FAQ_ITEMS.map((item) => (
              <div key={item.id} className="p-5 sm:p-6">
                <dt className="font-semibold text-ink">{item.question}</dt>
                <dd className="mt-2 space-y-2 leading-relaxed text-ink-muted">
                  {item.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-5 text-center">
            <Link to={ROUTES.faq} className="font-semibold text-accent underline-offset-2 hover:underline">
              See all questions and answers
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="landing-cta" className="px-4 pb-16 sm:px-6 md:pb-24">
        <div className="mx-auto max-w-4xl rounded-3xl border border-accent/30 bg-gradient-to-br from-accent/15 via-surface-1 to-surface-1 p-8 text-center sm:p-12">
          <h2 id="landing-cta" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Your next practice starts with one question.
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-ink-muted">
            Try it now without an account. When you're ready, a free account gives you {FREE_MESSAGE_LIMIT} messages a
            month.
          </p>
          <ul className="mx-auto mt-6 flex max-w-2xl flex-col items-center justify-center gap-2 text-sm text-ink sm:flex-row sm:gap-6">
            <li className="flex items-center gap-2">
              <CheckIcon className="size-4 text-accent" /> Free: {FREE_MESSAGE_LIMIT} messages a month
            </li>
            <li className="flex items-center gap-2">
              <CheckIcon className="size-4 text-accent" /> Plus {plus}: {PLUS_MESSAGE_LIMIT} a month
            </li>
            <li className="flex items-center gap-2">
              <CheckIcon className="size-4 text-premium" /> Premium {premium}: unlimited
            </li>
          </ul>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" onClick={onStartChat}>
              Start chatting
            </Button>
            <ButtonLink to={ROUTES.register} size="lg" variant="secondary">
              Sign up free
            </ButtonLink>
          </div>
        </div>
      </section>
    </div>
  );
}
