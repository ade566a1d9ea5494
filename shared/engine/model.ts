/**
 * Multinomial naive Bayes over hashed features, trained at build time
 * (scripts/engine/train.ts) and shipped as model.generated.json.
 */
export interface ModelArtefact {
  readonly version: number;
  readonly concepts: readonly string[];
  /** Per concept: log prior + the log probability of an unseen feature, folded together. */
  readonly bias: readonly number[];
  /** Per concept: log probability of one unseen feature. */
  readonly unseen: readonly number[];
  /** Scores are divided by this before the softmax, so confidences are not all 0 or 1. */
  readonly temperature: number;
  /** Feature bucket → [concept index, log gain over unseen, ...]; gains rounded to 3 decimals. */
  readonly features: Readonly<Record<string, readonly number[]>>;
}

export interface Model {
  readonly concepts: readonly string[];
  /** Posterior probabilities over the model's concepts. */
  predict(features: readonly number[]): Float64Array;
}

export function loadModel(artefact: ModelArtefact): Model {
  const size = artefact.concepts.length;
  const table = new Map<number, Float64Array>();
  for (const key of Object.keys(artefact.features)) {
    table.set(Number(key), Float64Array.from(artefact.features[key] as readonly number[]));
  }
  const unseen = Float64Array.from(artefact.unseen);
  const bias = Float64Array.from(artefact.bias);
  return {
    concepts: artefact.concepts,
    predict(features) {
      const scores = new Float64Array(size);
      for (let c = 0; c < size; c++)
        scores[c] = (bias[c] as number) + (unseen[c] as number) * features.length;
      for (const feature of features) {
        const entries = table.get(feature);
        if (!entries) continue;
        for (let k = 0; k < entries.length; k += 2) {
          const concept = entries[k] as number;
          scores[concept] = (scores[concept] as number) + (entries[k + 1] as number);
        }
      }
      let max = Number.NEGATIVE_INFINITY;
      for (let c = 0; c < size; c++) max = Math.max(max, scores[c] as number);
      let total = 0;
      const scale = 1 / artefact.temperature;
      for (let c = 0; c < size; c++) {
        const value = Math.exp(((scores[c] as number) - max) * scale);
        scores[c] = value;
        total += value;
      }
      for (let c = 0; c < size; c++) scores[c] = (scores[c] as number) / total;
      return scores;
    },
  };
}
