import errors from '../../../messages/en/errors.json';
import ui from '../../../messages/en/ui.json';

/** The English messages pages outside any tenant need (404 for unmatched URLs); nothing else. */
export const fallbackMessages = {
  ui: { common: ui.common, notFound: ui.notFound },
  errors: { errorTitle: errors.errorTitle, internalServerError: errors.internalServerError },
};
