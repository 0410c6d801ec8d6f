// SPEC 5's check messages in English. Schemas fail with the key; a form shows the key's text from the site's
// validation messages in the player's language, and the platform's operator tools, which have no message
// files, print the English below.

export const CHECK_MESSAGES = {
  invalidEmail: 'Invalid email address',
  invalidUrl: 'Invalid URL',
} as const;
export type CheckKey = keyof typeof CHECK_MESSAGES;

/** The English text of a check key; any other message as it is. */
export function checkMessageText(message: string): string {
  return Object.hasOwn(CHECK_MESSAGES, message) ? CHECK_MESSAGES[message as CheckKey] : message;
}
