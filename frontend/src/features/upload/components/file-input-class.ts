/** A native file input, styled: keyboard-usable with a visible focus ring. */
export const FILE_INPUT =
  'block w-full max-w-full cursor-pointer rounded-lg border border-slate-300 bg-white text-sm text-slate-800 file:mr-3 file:cursor-pointer file:border-0 file:bg-indigo-700 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-indigo-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-60';
