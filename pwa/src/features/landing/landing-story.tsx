import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import {
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
import { BrainIcon, CheckIcon, DumbbellIcon, TrophyIcon, ZapIcon } from '../../ui/icons';
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

/** The landing story below the hero: modes, sports, testimonials, the FAQ preview and the plans. */
export function LandingStory({ onStartChat }: { onStartChat: () => void }) {
  const plus = formatPrice(PRICES_CENTS.plus);
  const premium = formatPrice(PRICES_CENTS.premium);

  return (
    <>
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
    </>
  );
}
