import { contextFeatures, wordFeatures } from './features.ts';
import type { NormalizedDescription } from './normalize.ts';

/**
 * Multinomial naive Bayes over hashed features, trained at build time
 * (scripts/engine/train.ts) and shipped as model.generated.json.
 */
export interface ModelArtefact {
  readonly version: number;
  readonly concepts: readonly string[];
  /** Per concept: log prior. */
  readonly bias: readonly number[];
  /** Per concept: log probability of one unseen feature. */
  readonly unseen: readonly number[];
  /**
   * The features' log-likelihood is divided by this before the prior is added (features of
   * one line are far from independent), so confidences are not all 0 or 1.
   */
  readonly temperature: number;
  /** Number of features (rows) and of (feature, concept) entries in the tables. */
  readonly rows: number;
  readonly entries: number;
  /**
   * Base64 of the little-endian tables, one after the other: keys (Int32 × rows, sorted
   * feature buckets), offsets (Int32 × (rows + 1)), gains (Int16 × entries, log gain over
   * unseen × 1000) and classes (Uint8 × entries, concept index).
   */
  readonly tables: string;
}

/** Packs the model's tables for the artefact (used by the training script). */
export function packTables(
  keys: readonly number[],
  offsets: readonly number[],
  gains: readonly number[],
  classes: readonly number[],
): string {
  const bytes = new Uint8Array(keys.length * 4 + offsets.length * 4 + gains.length * 2 + classes.length);
  const view = new DataView(bytes.buffer);
  let at = 0;
  for (const key of keys) {
    view.setInt32(at, key, true);
    at += 4;
  }
  for (const offset of offsets) {
    view.setInt32(at, offset, true);
    at += 4;
  }
  for (const gain of gains) {
    view.setInt16(at, gain, true);
    at += 2;
  }
  for (const concept of classes) bytes[at++] = concept;
  let binary = '';
  for (let k = 0; k < bytes.length; k += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(k, k + 0x8000));
  return btoa(binary);
}

/** Typed arrays read the platform's byte order; the artefact is little-endian. */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

function unpackTables(artefact: ModelArtefact) {
  const binary = atob(artefact.tables);
  const bytes = new Uint8Array(binary.length);
  for (let k = 0; k < binary.length; k++) bytes[k] = binary.charCodeAt(k);
  const { rows, entries } = artefact;
  let keys: Int32Array;
  let offsets: Int32Array;
  let packedGains: Int16Array;
  if (LITTLE_ENDIAN) {
    // Every section starts at a multiple of its element size: view the bytes, copy nothing.
    keys = new Int32Array(bytes.buffer, 0, rows);
    offsets = new Int32Array(bytes.buffer, rows * 4, rows + 1);
    packedGains = new Int16Array(bytes.buffer, (rows * 2 + 1) * 4, entries);
  } else {
    const view = new DataView(bytes.buffer);
    keys = new Int32Array(rows);
    offsets = new Int32Array(rows + 1);
    packedGains = new Int16Array(entries);
    let at = 0;
    for (let k = 0; k < rows; k++, at += 4) keys[k] = view.getInt32(at, true);
    for (let k = 0; k <= rows; k++, at += 4) offsets[k] = view.getInt32(at, true);
    for (let k = 0; k < entries; k++, at += 2) packedGains[k] = view.getInt16(at, true);
  }
  const gains = new Float32Array(entries);
  for (let k = 0; k < entries; k++) gains[k] = (packedGains[k] as number) / 1000;
  const classes = bytes.subarray((rows * 2 + 1) * 4 + entries * 2, (rows * 2 + 1) * 4 + entries * 3);
  return { keys, offsets, gains, classes };
}

export interface Model {
  readonly concepts: readonly string[];
  /**
   * Posterior probabilities over the model's concepts for a line's features (extractFeatures), each word's
   * features summed once and kept (statement words repeat a lot). The array is the model's own buffer,
   * overwritten by the next call: read it before predicting again.
   */
  predictLine(description: NormalizedDescription): Float64Array;
}

/** Words whose summed features are kept; the cache is emptied when it fills (bounded memory). */
const WORD_CACHE_SIZE = 20_000;

const EMPTY = -1;

export function loadModel(artefact: ModelArtefact): Model {
  const size = artefact.concepts.length;
  const { keys, offsets, gains, classes } = unpackTables(artefact);
  // Open addressing, load under 0.5: feature bucket → row.
  let capacity = 1;
  while (capacity < keys.length * 2) capacity <<= 1;
  const slots = new Int32Array(capacity).fill(EMPTY);
  const mask = capacity - 1;
  const slotOf = (key: number): number => Math.imul(key, 0x9e3779b1) >>> 0;
  for (let row = 0; row < keys.length; row++) {
    let slot = slotOf(keys[row] as number) & mask;
    while (slots[slot] !== EMPTY) slot = (slot + 1) & mask;
    slots[slot] = row;
  }
  const find = (key: number): number => {
    let slot = slotOf(key) & mask;
    for (;;) {
      const row = slots[slot] as number;
      if (row === EMPTY || keys[row] === key) return row;
      slot = (slot + 1) & mask;
    }
  };
  const unseen = Float64Array.from(artefact.unseen);
  const bias = Float64Array.from(artefact.bias);
  const scale = 1 / artefact.temperature;
  const scores = new Float64Array(size);
  /** Adds the gains of one feature to `into` (offset 1: slot 0 counts features). */
  const addFeature = (into: Float64Array, offset: number, feature: number): void => {
    const row = find(feature);
    if (row === EMPTY) return;
    const end = offsets[row + 1] as number;
    for (let k = offsets[row] as number; k < end; k++) {
      const at = (classes[k] as number) + offset;
      into[at] = (into[at] as number) + (gains[k] as number);
    }
  };
  const finish = (count: number): Float64Array => {
    let max = Number.NEGATIVE_INFINITY;
    for (let c = 0; c < size; c++) {
      scores[c] = (scores[c] as number) + (unseen[c] as number) * count;
      max = Math.max(max, scores[c] as number);
    }
    let total = 0;
    for (let c = 0; c < size; c++) {
      const value = Math.exp(((scores[c] as number) - max) * scale + (bias[c] as number));
      scores[c] = value;
      total += value;
    }
    for (let c = 0; c < size; c++) scores[c] = (scores[c] as number) / total;
    return scores;
  };
  const words = new Map<string, Float64Array>();
  const buffer: number[] = [];
  /** Slot 0: number of features of the word; slot 1 + c: their summed gains for concept c. */
  const wordSums = (word: string): Float64Array => {
    let sums = words.get(word);
    if (sums === undefined) {
      sums = new Float64Array(size + 1);
      const features = wordFeatures(word, buffer);
      sums[0] = features.length;
      for (const feature of features) addFeature(sums, 1, feature);
      if (words.size >= WORD_CACHE_SIZE) words.clear();
      words.set(word, sums);
    }
    return sums;
  };
  return {
    concepts: artefact.concepts,
    predictLine(description) {
      scores.fill(0);
      const context = contextFeatures(description, buffer);
      let count = context.length;
      for (const feature of context) addFeature(scores, 0, feature);
      for (const word of description.words) {
        const sums = wordSums(word);
        count += sums[0] as number;
        for (let c = 0; c < size; c++) scores[c] = (scores[c] as number) + (sums[c + 1] as number);
      }
      return finish(count);
    },
  };
}
