import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../paths';
import { SPORT_LABELS, SPORTS, type Sport } from '../../../../shared/constants';
import { GAME_LEVEL_LABELS, GAME_LEVELS } from '../../../../shared/contract/games';
import { decisionLine } from '../../../../shared/engines/decision-line';
import { ENGINE_TOOLS, runEngineTool } from '../../../../shared/engines/engine-registry';
import type { EngineAdvice, EngineTool } from '../../../../shared/engines/engine-types';
import { PageContainer } from '../../ui/card';
import { SPORT_ICONS } from '../../ui/sport-icons';
import {
  defaultState,
  engineFields,
  refusedInput,
  steppedValue,
  type EngineField,
  type FieldValue,
} from './engine-fields';
import { GameLogSection, LogDecision } from './game-log';
import { formatValue, lookOf, PANEL_DECISIONS, stepInWords, type FieldLook } from './panel-config';
import {
  clockScopeOf,
  engineClockOf,
  HALF_KEY,
  QUARTERS,
  quarterClockOf,
  quarterClockText,
  scopeSeconds,
  type ClockScope,
  type Quarter,
  type QuarterClock,
} from './quarter-clock';
import { HoldButton } from '../../ui/hold-button';
import { readPanelState, savePanelState, withFootballLevel, withPanelLink, type PanelState } from './panel-state';
import { useGameLog, type GameStateHandler } from './use-game-log';
import { useCoachProfile } from './use-coach-profile';
import { deferred } from '../../ui/deferred';
import { PitchTracker } from './pitch-tracker';
import type { TrackedPitcher } from './pitch-tracker-state';
import {
  basketballLevelChoice,
  TeamFiguresNote,
  useTeamInputs,
  type LevelChoice,
  type ShownTeamFigure,
} from './team-figures';
import { PITCH_SMART_AGE_GROUPS, pitchSmartGroup } from '../../../../shared/engines/pitch-smart';
import { LEVELS, type Level } from '../../../../shared/practice-plan';

// The settings form and its schema load when the coach first opens them.
const TeamSettingsDialog = deferred(() => import('./team-settings-dialog').then((module) => module.TeamSettingsDialog));

const TAP = 'min-h-12 min-w-12 rounded-xl font-semibold transition-colors duration-150';
const PICKED = 'bg-accent text-accent-ink';
const UNPICKED = 'border border-line bg-surface-1 text-ink hover:bg-surface-2';
const BOX = 'rounded-2xl border border-line/70 bg-surface-1 p-3';
const LEVEL_KEY = 'level';

type NumberField = Extract<EngineField, { kind: 'number' }>;

function toolNamed(name: string): EngineTool {
  const tool = ENGINE_TOOLS.find((candidate) => candidate.name === name);
  if (!tool) throw new Error(`The panel names an engine that does not exist: ${name}`);
  return tool;
}

/** One tap's change for a number: the look's step, else 1 for whole numbers and a hundredth for rates. */
export function stepOf(field: NumberField, look: FieldLook): number {
  if (look.step) return look.step;
  if (field.integer) return 1;
  return field.max <= 1 ? 0.01 : 1;
}

/** Where a stepper stands: its value, else where an input left to the engine starts. */
export function stepperFrom(field: NumberField, look: FieldLook, values: Record<string, unknown>): number {
  const current = values[field.key];
  if (typeof current === 'number') return current;
  const at = look.startsAt === undefined ? undefined : values[look.startsAt];
  if (typeof at === 'number') return at;
  return look.fallback?.(values).value ?? look.start ?? field.min;
}

/** The baseball decision the pitch-count tracker feeds. */
const PULL_THE_PITCHER = 'times_through_order';

/** A value held within what the engine's field accepts (a tracked count may run past the engine's range). */
function withinField(engine: string, key: string, value: number): number {
  const field = engineFields(toolNamed(engine)).find((each) => each.key === key);
  return field?.kind === 'number' ? Math.min(field.max, Math.max(field.min, value)) : value;
}

/**
 * The sideline decision panel: the state by tap, the call in one line with its runner-up, and the
 * model behind a Why?. The engines are the chat's own, run here in the browser, so it answers
 * offline with the numbers the chat gives.
 */
export function DecisionPanel() {
  const [opened] = useState<PanelState>(() => withPanelLink(readPanelState(), window.location.search));
  const [state, setState] = useState(opened);
  useEffect(() => {
    // A link's numbers are applied once: kept, and taken off the address, so a reload keeps the taps since.
    if (!window.location.search) return;
    savePanelState(opened);
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [opened]);
  const decisions = PANEL_DECISIONS[state.sport];
  const decision = decisions.find((each) => each.engine === state.decisions[state.sport]) ?? decisions[0]!;
  const tool = toolNamed(decision.engine);
  const fields = useMemo(() => engineFields(tool), [tool]);
  const defaults = useMemo(() => defaultState(tool), [tool]);
  const coach = useCoachProfile();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // On a phone an open Why? would fill the pinned call box and cover the steppers under it: while it
  // is open the box scrolls with the page.
  const [whyOpen, setWhyOpen] = useState(false);
  const tappedLevel = state.levels?.[state.sport];
  const basketballLevel = LEVELS.find((each) => each === tappedLevel && state.sport === 'basketball');
  // Football's level is the screen's, not one decision's: every decision and a new game read it.
  const footballLevel =
    state.sport === 'football' ? GAME_LEVELS.find((each) => each === state.levels?.football) : undefined;
  const hasLevelField = fields.some((field) => field.key === LEVEL_KEY);
  const decisionInputs = state.inputs[tool.name];
  const tapped = useMemo(
    () => (footballLevel && hasLevelField ? { ...decisionInputs, [LEVEL_KEY]: footballLevel } : decisionInputs),
    [decisionInputs, footballLevel, hasLevelField],
  );
  const team = useTeamInputs(coach.profile, tool.name, tapped, basketballLevel);
  // The team's figures sit under what was tapped for this game.
  const values = { ...defaults, ...team.args, ...tapped };
  // The engines are pure and answer in well under a millisecond: every render asks afresh.
  const args = { ...team.extra, ...values };
  const result = runEngineTool(tool.name, args);
  // The last call the engine could make for each decision, kept so a state it refuses never blanks the panel.
  const [lastCalls, setLastCalls] = useState<Record<string, EngineAdvice>>({});
  const refused = result.ok ? null : refusedInput(tool, args);
  const fallback = result.ok
    ? null
    : (lastCalls[tool.name] ?? defaultCall(tool, { ...team.extra, ...defaults, ...team.args }));

  const lookOfField = (field: EngineField) => lookOf(field.key, field.description, state.sport);
  // Football's clock reads as the scoreboard's, by quarter; an engine that counts within a half
  // takes its half from the quarter, so the half has no control of its own.
  const clockField = fields.find(
    (field): field is NumberField => field.kind === 'number' && lookOfField(field).quarterClock === true,
  );
  const level = footballLevel ?? (state.sport === 'football' ? values[LEVEL_KEY] : undefined) ?? team.footballLevel;
  const clockScope = clockScopeOf(fields, level);
  const clockSeconds = clockField && values[clockField.key];
  const quarterClock =
    typeof clockSeconds === 'number' ? quarterClockOf(clockSeconds, values[HALF_KEY], clockScope) : undefined;
  const shownFields = fields.filter((field) => !(clockField && field.key === HALF_KEY));
  const shownValue = (field: EngineField) =>
    field === clockField && quarterClock
      ? quarterClockText(quarterClock)
      : shown(field, lookOfField(field), values[field.key], args);

  const update = (next: PanelState) => {
    setState(next);
    savePanelState(next);
  };
  const pickSport = (sport: Sport) => update({ ...state, sport });
  const pickDecision = (engine: string) =>
    update({ ...state, decisions: { ...state.decisions, [state.sport]: engine } });
  const setValues = (patch: Record<string, FieldValue>) => {
    if (result.ok) setLastCalls((calls) => ({ ...calls, [tool.name]: result.advice }));
    update({ ...state, inputs: { ...state.inputs, [tool.name]: { ...state.inputs[tool.name], ...patch } } });
  };
  const setFootballLevel = (value: string) => {
    if (result.ok) setLastCalls((calls) => ({ ...calls, [tool.name]: result.advice }));
    // A new level changes how long a quarter is: the scoreboard's quarter and clock stay as they read.
    const clock =
      clockField && quarterClock ? engineClockOf(quarterClock, clockScopeOf(fields, value), clockField.key) : {};
    update({
      ...state,
      levels: { ...state.levels, football: value },
      inputs: { ...state.inputs, [tool.name]: { ...state.inputs[tool.name], ...clock } },
    });
  };
  const setValue = (key: string, value: FieldValue) => {
    if (key === LEVEL_KEY && state.sport === 'football' && typeof value === 'string') setFootballLevel(value);
    else setValues({ [key]: value });
  };
  // A tap in the game log sets the score, time and timeouts of each decision, and opens the one now due.
  const applyGameState: GameStateHandler = (fromGame, engine) => {
    const inputs = { ...state.inputs };
    for (const [name, values] of Object.entries(fromGame)) inputs[name] = { ...inputs[name], ...values };
    // The game's level comes with its state: it becomes the screen's level.
    const next = withFootballLevel({
      ...state,
      sport: 'football',
      decisions: engine ? { ...state.decisions, football: engine } : state.decisions,
      inputs,
      levels: { ...state.levels, football: undefined },
    });
    update({ ...next, levels: { ...next.levels, football: next.levels?.football ?? state.levels?.football } });
  };
  const gameLog = useGameLog(applyGameState);
  // A pitch tapped in the tracker is the pitcher on the mound: his count and age go into the
  // pull-the-pitcher call (his age sets the Pitch Smart limit the call weighs).
  const takePitcher = (pitcher: TrackedPitcher) =>
    update({
      ...state,
      inputs: {
        ...state.inputs,
        [PULL_THE_PITCHER]: {
          ...state.inputs[PULL_THE_PITCHER],
          pitchCount: withinField(PULL_THE_PITCHER, 'pitchCount', pitcher.pitches),
          pitcherAge: withinField(PULL_THE_PITCHER, 'pitcherAge', pitcher.age),
        },
      },
    });
  const reset = () => {
    const inputs = { ...state.inputs };
    delete inputs[tool.name];
    update({ ...state, inputs });
  };

  const gameFields = shownFields.filter((field) => !lookOfField(field).team);
  const teamFields = shownFields.filter((field) => lookOfField(field).team);
  // An unset input the engine fills with a figure of its own (Pitch Smart's limit) says so in the inputs.
  // A choice (the unit, the tour) and where the game is played are settings, not averages.
  const averagesUsed = teamFields
    .filter((field) => field.kind === 'number' && !lookOfField(field).venue)
    .filter((field) => state.inputs[tool.name]?.[field.key] === undefined && !team.covers(field.key))
    .filter((field) => !lookOfField(field).fallback && !lookOfField(field).unset)
    .map((field) => lookOfField(field).label);

  // The model's own figures the team settings do not give (their free throws, goals per 90, a tour's
  // serve rates) are on the Team line too, so it names everything about the teams the call reads.
  const modelFigures = teamFields
    .filter((field) => !lookOfField(field).venue && !lookOfField(field).setting && !team.covers(field.key))
    .map((field): ShownTeamFigure => {
      const look = lookOfField(field);
      const forGame = state.inputs[tool.name]?.[field.key] !== undefined;
      // A figure read in place of an unset input names what it is in its own text.
      const tag =
        look.fallback || look.unset
          ? ''
          : field.kind === 'number'
            ? (look.averageTag ?? '(published average)')
            : '(default)';
      const text = look.teamLine ? look.teamLine(shownValue(field)) : `${look.label} ${shownValue(field)}`;
      return { text, fromTeam: false, forGame, tag };
    });
  const levelChoice: LevelChoice | undefined =
    state.sport === 'basketball' && team.shown.length > 0
      ? basketballLevelChoice(team.basketballLevel, (level: Level) =>
          update({ ...state, levels: { ...state.levels, basketball: level } }),
        )
      : tool.name === PULL_THE_PITCHER
        ? pitchSmartChoice(values.pitcherAge, (age) => {
            const inputs = { ...state.inputs[tool.name] };
            if (age === undefined) delete inputs.pitcherAge;
            else inputs.pitcherAge = age;
            update({ ...state, inputs: { ...state.inputs, [tool.name]: inputs } });
          })
        : state.sport === 'football' && !hasLevelField
          ? footballLevelChoice(level, setFootballLevel)
          : undefined;

  return (
    <PageContainer className="max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Game day</h1>
      <p className="mt-1 text-sm text-ink-muted">
        Tap the game state; the call updates at once, with no signal needed.
      </p>

      {/* Three to a row, icon over name, so all six sports are in sight on a 375 px phone: a row that
          scrolled sideways hid the last ones with nothing to say they were there. */}
      <div role="group" aria-label="Sport" className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-6">
        {SPORTS.map((sport) => {
          const Icon = SPORT_ICONS[sport];
          return (
            <button
              key={sport}
              type="button"
              aria-pressed={sport === state.sport}
              onClick={() => pickSport(sport)}
              className={`${TAP} flex min-w-0 flex-col items-center justify-center gap-0.5 px-1 py-1 text-sm ${sport === state.sport ? PICKED : UNPICKED}`}
            >
              <Icon className="size-4" aria-hidden="true" /> {SPORT_LABELS[sport]}
            </button>
          );
        })}
      </div>

      <div role="group" aria-label="Decision" className="mt-3 flex flex-wrap gap-2">
        {decisions.map((each) => (
          <button
            key={each.engine}
            type="button"
            aria-pressed={each.engine === decision.engine}
            onClick={() => pickDecision(each.engine)}
            className={`${TAP} px-3 text-sm ${each.engine === decision.engine ? PICKED : UNPICKED}`}
          >
            {each.label}
          </button>
        ))}
      </div>

      <section
        aria-label="The call"
        aria-live="polite"
        className={`${whyOpen ? 'max-sm:static sm:sticky' : 'sticky'} top-16 z-10 mt-4 rounded-2xl border border-accent/40 bg-surface-1 p-4 shadow-lg shadow-black/30`}
      >
        {result.ok ? (
          <>
            <p className="text-lg leading-snug font-bold text-ink sm:text-xl" data-testid="gameday-call">
              {decisionLine(result.advice)}
            </p>
            <details
              className="mt-2 text-sm text-ink-muted"
              data-testid="gameday-why"
              onToggle={(event) => setWhyOpen(event.currentTarget.open)}
            >
              <summary className="inline-flex min-h-11 min-w-11 cursor-pointer items-center font-semibold text-accent">
                Why?
              </summary>
              {/* The call stays on screen while the steppers scroll under it: a long Why? scrolls in place. */}
              <div
                className="max-h-[40dvh] space-y-2 overflow-y-auto overscroll-contain pb-1"
                data-testid="gameday-why-body"
              >
                <p>{result.advice.reason}</p>
                {result.advice.points.length > 0 && (
                  <ul className="list-disc space-y-1 pl-5">
                    {result.advice.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                )}
                <p>
                  <span className="font-semibold text-ink">Inputs:</span>{' '}
                  {shownFields.map((field) => `${lookOfField(field).label} ${shownValue(field)}`).join(' · ')}
                </p>
                {averagesUsed.length > 0 && (
                  <p>
                    <span className="font-semibold text-ink">Published averages used for:</span>{' '}
                    {averagesUsed.join(', ')}.
                  </p>
                )}
                <p>
                  <span className="font-semibold text-ink">Model:</span> {result.advice.source}
                </p>
              </div>
            </details>
            <LogDecision log={gameLog} engine={tool.name} inputs={values} advice={result.advice} />
          </>
        ) : (
          <>
            {fallback && (
              <p className="text-lg leading-snug font-bold text-ink-muted sm:text-xl" data-testid="gameday-call">
                {decisionLine(fallback)}
              </p>
            )}
            <p role="alert" className="mt-2 text-sm text-danger" data-testid="gameday-refused">
              {refusedLine(
                refused &&
                  lookOf(refused, fields.find((field) => field.key === refused)?.description, state.sport).label,
              )}
            </p>
          </>
        )}
      </section>

      <TeamFiguresNote
        inputs={[...team.shown, ...modelFigures]}
        level={levelChoice}
        onOpenSettings={() => setSettingsOpen(true)}
      />
      {settingsOpen && coach.profile && (
        <TeamSettingsDialog
          profile={coach.profile}
          sport={state.sport}
          onSave={coach.save}
          onClose={() => setSettingsOpen(false)}
        />
      )}

      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {gameFields.map((field) =>
          field === clockField && quarterClock ? (
            <QuarterClockControls
              key={field.key}
              field={field}
              look={lookOfField(field)}
              clock={quarterClock}
              scope={clockScope}
              onChange={setValues}
              tool={tool}
              args={args}
            />
          ) : (
            <FieldControl
              key={field.key}
              field={field}
              look={lookOfField(field)}
              value={values[field.key]}
              onChange={setValue}
              tool={tool}
              args={args}
            />
          ),
        )}
      </div>

      {teamFields.length > 0 && (
        <details className="mt-4 rounded-2xl border border-line/70 bg-surface-1 p-3">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-ink">
            Team numbers
            <span className="ml-2 text-sm font-normal text-ink-muted">(defaults: published averages)</span>
          </summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {teamFields.map((field) => (
              <FieldControl
                key={field.key}
                field={field}
                look={lookOfField(field)}
                value={values[field.key]}
                onChange={setValue}
                tool={tool}
                args={args}
              />
            ))}
          </div>
        </details>
      )}

      {state.sport === 'football' && (
        <GameLogSection log={gameLog} level={GAME_LEVELS.find((each) => each === level) ?? 'pro'} />
      )}
      {state.sport === 'baseball' && <PitchTracker teamPitchers={team.pitchers} onCount={takePitcher} />}

      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={reset} className={`${TAP} px-4 text-sm ${UNPICKED}`}>
          Reset this decision
        </button>
        <Link to={ROUTES.gamedayCard} className={`${TAP} inline-flex items-center px-4 text-sm ${UNPICKED}`}>
          Game-day card
        </Link>
      </div>
    </PageContainer>
  );
}

/** Football's level on the Team line of a decision with no level input (the clock): the screen's one level. */
function footballLevelChoice(level: FieldValue | undefined, onPick: (level: string) => void): LevelChoice {
  return {
    name: 'Level',
    options: GAME_LEVELS.map((each) => ({ value: each, label: GAME_LEVEL_LABELS[each] })),
    picked: GAME_LEVELS.find((each) => each === level) ?? 'pro',
    onPick,
  };
}

const PAST_PITCH_SMART = 'over';

/**
 * A pitcher's level as Pitch Smart reads it, his age group: a tap sets the oldest age in the group,
 * which has the group's limit; past 22 the age is left out and a professional starter's cap applies.
 */
function pitchSmartChoice(age: FieldValue | undefined, onPick: (age: number | undefined) => void): LevelChoice {
  const group = typeof age === 'number' ? pitchSmartGroup(age) : undefined;
  const oldest = PITCH_SMART_AGE_GROUPS.at(-1)!.maxAge;
  return {
    name: 'Pitch Smart age group',
    options: [
      ...PITCH_SMART_AGE_GROUPS.map((each) => ({ value: String(each.maxAge), label: each.label })),
      { value: PAST_PITCH_SMART, label: `Over ${oldest}` },
    ],
    picked: group ? String(group.maxAge) : PAST_PITCH_SMART,
    onPick: (value) => onPick(value === PAST_PITCH_SMART ? undefined : Number(value)),
  };
}

/** The call for the engine's defaults: what a refused state shows when no call came before it. */
function defaultCall(tool: EngineTool, args: Record<string, unknown>): EngineAdvice | null {
  const result = runEngineTool(tool.name, args);
  return result.ok ? result.advice : null;
}

/** What the coach reads when the engine refuses the state: the input to change, in the panel's words. */
export function refusedLine(label: string | null): string {
  return label
    ? `${label} does not fit the rest: change it for a new call (the last one is shown).`
    : 'These numbers do not fit together: change one for a new call (the last one is shown).';
}

function shown(
  field: EngineField,
  look: FieldLook,
  value: FieldValue | undefined,
  args: Record<string, unknown>,
): string {
  if (value === undefined) {
    if (look.unsetChoice !== undefined) return look.choices?.[look.unsetChoice] ?? look.unsetChoice;
    const fallback = look.fallback?.(args);
    if (fallback) return `${formatValue(look.format, fallback.value)} (${fallback.basis})`;
    return look.unset?.toLowerCase() ?? 'the level’s average';
  }
  if (field.kind === 'toggle') return value ? 'yes' : 'no';
  if (field.kind === 'choice') return look.choices?.[String(value)] ?? String(value);
  return typeof value === 'number' ? formatValue(look.format, value) : String(value);
}

function FieldControl({
  field,
  look,
  value,
  onChange,
  tool,
  args,
}: {
  field: EngineField;
  look: FieldLook;
  value: FieldValue | undefined;
  onChange(key: string, value: FieldValue): void;
  tool: EngineTool;
  args: Record<string, unknown>;
}) {
  const labelId = useId();
  if (field.kind === 'toggle') {
    return (
      <div className={`${BOX} flex items-center justify-between gap-3`}>
        <span id={labelId} className="font-semibold text-ink">
          {look.label}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={value === true}
          aria-labelledby={labelId}
          onClick={() => onChange(field.key, value !== true)}
          className={`${TAP} px-4 text-sm ${value === true ? PICKED : UNPICKED}`}
        >
          {value === true ? 'Yes' : 'No'}
        </button>
      </div>
    );
  }
  if (field.kind === 'choice') {
    return (
      <div role="group" aria-labelledby={labelId} className={BOX}>
        <span id={labelId} className="mb-2 block font-semibold text-ink">
          {look.label}
        </span>
        <div className="flex flex-wrap gap-2">
          {field.options.map((option) => (
            <button
              key={String(option)}
              type="button"
              aria-pressed={value === option}
              onClick={() => onChange(field.key, option)}
              className={`${TAP} px-3 text-sm ${value === option ? PICKED : UNPICKED}`}
            >
              {look.choices?.[String(option)] ?? String(option)}
            </button>
          ))}
        </div>
      </div>
    );
  }
  // An input the engine may leave out shows what it stands at until the first tap: the figure the
  // engine weighs in its place, else its level's average.
  const fallback = value === undefined ? look.fallback?.(args) : undefined;
  const text =
    typeof value === 'number'
      ? formatValue(look.format, value)
      : fallback
        ? formatValue(look.format, fallback.value)
        : (look.unset ?? 'Average');
  return (
    <Stepper
      field={field}
      look={look}
      from={stepperFrom(field, look, args)}
      text={text}
      onMove={(next) => onChange(field.key, next)}
      tool={tool}
      args={args}
    />
  );
}

const QUARTER_NAMES: Record<Quarter, string> = { 1: '1st', 2: '2nd', 3: '3rd', 4: '4th' };

/** Football's clock as the scoreboard keeps it: a tap for the quarter, then the time left in it. */
function QuarterClockControls({
  field,
  look,
  clock,
  scope,
  onChange,
  tool,
  args,
}: {
  field: NumberField;
  look: FieldLook;
  clock: QuarterClock;
  scope: ClockScope;
  onChange(patch: Record<string, FieldValue>): void;
  tool: EngineTool;
  args: Record<string, unknown>;
}) {
  const labelId = useId();
  const from = args[field.key];
  return (
    <>
      <div role="group" aria-labelledby={labelId} className={BOX}>
        <span id={labelId} className="mb-2 block font-semibold text-ink">
          Quarter
        </span>
        <div className="flex flex-wrap gap-2">
          {QUARTERS.map((quarter) => (
            <button
              key={quarter}
              type="button"
              aria-pressed={quarter === clock.quarter}
              onClick={() => onChange(engineClockOf({ quarter, seconds: clock.seconds }, scope, field.key))}
              className={`${TAP} px-3 text-sm ${quarter === clock.quarter ? PICKED : UNPICKED}`}
            >
              {QUARTER_NAMES[quarter]}
            </button>
          ))}
        </div>
      </div>
      <Stepper
        // The clock steps within the game or the half the engine counts: a new half is a Quarter tap.
        field={{ ...field, max: Math.min(field.max, scopeSeconds(scope)) }}
        look={look}
        from={typeof from === 'number' ? from : field.min}
        text={quarterClockText(clock)}
        onMove={(next) => onChange({ [field.key]: next })}
        tool={tool}
        args={args}
      />
    </>
  );
}

const STEP_KEYS: Record<string, 1 | -1> = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 };
const BIG_STEP_KEYS: Record<string, 1 | -1> = { PageUp: 1, PageDown: -1 };

/**
 * A number by tap: − and + move it a step, held they repeat faster and faster, and a look's coarse
 * step adds a second pair. From the keyboard the arrows step (held, they repeat) and PageUp and
 * PageDown take the coarse step.
 */
function Stepper({
  field,
  look,
  from,
  text,
  onMove,
  tool,
  args,
}: {
  field: NumberField;
  look: FieldLook;
  from: number;
  text: string;
  onMove(value: number): void;
  tool: EngineTool;
  args: Record<string, unknown>;
}) {
  const labelId = useId();
  const step = stepOf(field, look);
  const bigStep = look.bigStep ?? step * 10;
  // "+" raises the number, except for a count toward a goal, where moving forward lowers it.
  const sign = look.toward ? -1 : 1;
  // Each end hangs on the rest of the state: a tap that would make a state the engine refuses is not offered.
  const movedBy = (by: number) => steppedValue(tool, field, args, from, sign * by, step);
  const move = (by: number) => {
    const next = movedBy(by);
    if (next !== null) onMove(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = STEP_KEYS[event.key] ?? BIG_STEP_KEYS[event.key];
    if (direction === undefined) return;
    event.preventDefault();
    move(direction * (event.key in BIG_STEP_KEYS ? bigStep : step));
  };
  // The coarse pair's faces ("+1:00") are smaller, so a clock's five buttons fit a 375 px screen.
  const button = (by: number, label: string, face: string, size = 'text-xl') => (
    <HoldButton
      aria-label={label}
      disabled={movedBy(by) === null}
      onPress={() => move(by)}
      onKeyDown={onKeyDown}
      className={`${TAP} ${size} px-1 ${UNPICKED} disabled:opacity-40`}
    >
      {face}
    </HoldButton>
  );
  const bigFace = formatValue(look.format === 'clock' ? 'clock' : undefined, look.bigStep ?? 0);
  const bigWords = stepInWords(look.format, look.bigStep ?? 0);
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={`${BOX} flex flex-wrap items-center justify-between gap-x-3 gap-y-2`}
    >
      <span id={labelId} className="font-semibold text-ink">
        {look.label}
      </span>
      <div className="flex items-center gap-1">
        {look.bigStep && button(-look.bigStep, `${look.label}: ${bigWords} less`, `−${bigFace}`, 'text-sm')}
        {button(-step, look.toward ? `${look.label}: ${look.toward.less}` : `Less: ${look.label}`, '−')}
        <output
          className="min-w-20 text-center text-lg font-bold whitespace-nowrap text-ink tabular-nums"
          aria-live="off"
        >
          {text}
        </output>
        {button(step, look.toward ? `${look.label}: ${look.toward.more}` : `More: ${look.label}`, '+')}
        {look.bigStep && button(look.bigStep, `${look.label}: ${bigWords} more`, `+${bigFace}`, 'text-sm')}
      </div>
    </div>
  );
}
