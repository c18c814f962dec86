// The perceptron ships no types; this declares the part the reader's training uses.
declare module 'wink-perceptron' {
  /** [features with their values, { label }] */
  export type PerceptronExample = [Record<string, number>, { label: string }];
  interface Perceptron {
    defineConfig(config: { shuffleData?: boolean; maxIterations?: number }): unknown;
    learn(examples: PerceptronExample[]): number;
    predict(features: Record<string, number>): string;
    /** JSON of [averaged weights by feature then label, averaged bias by label, {}, []]. */
    exportJSON(): string;
  }
  function winkPerceptron(): Perceptron;
  export default winkPerceptron;
}
