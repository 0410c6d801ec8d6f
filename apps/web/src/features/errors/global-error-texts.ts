// The three texts of the last-resort error page (app/global-error.tsx), held equal to the English message files by
// a test. That page is in the first load of every page, and importing the message files there put the whole of
// English errors.json and ui.json (about 12 KB gzip) into every page.
export const GLOBAL_ERROR_TEXTS = {
  title: 'Something went wrong',
  text: 'An internal error occurred. Please try again later.',
  retry: 'Try again',
} as const;
