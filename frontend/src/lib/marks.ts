/**
 * User Timing marks of the upload flow, read by `npm run bench:upload` (and visible in the browser's
 * performance panel). Cheap, and nothing depends on them.
 */
export const UPLOAD_MARKS = {
  chosen: 'categoriza:file-chosen',
  read: 'categoriza:file-read',
  categorized: 'categoriza:categorized',
  recorded: 'categoriza:recorded',
  /** The results view is asked for (after the spec's delay). */
  show: 'categoriza:show-results',
  /** The results view's first frame is painted. */
  painted: 'categoriza:results-painted',
} as const;

export function markUpload(name: (typeof UPLOAD_MARKS)[keyof typeof UPLOAD_MARKS]): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (name === UPLOAD_MARKS.chosen) {
    for (const mark of Object.values(UPLOAD_MARKS)) performance.clearMarks(mark);
  }
  performance.mark(name);
}
