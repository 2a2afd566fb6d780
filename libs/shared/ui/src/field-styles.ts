// Shared look of text-like form controls, so Input, Select and Textarea line up. 16 px text on phones: iOS zooms the
// page into a smaller field when it takes focus.
export const fieldClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm ' +
  'placeholder:text-slate-400 transition-colors ' +
  'focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-500/30 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ' +
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/30';
