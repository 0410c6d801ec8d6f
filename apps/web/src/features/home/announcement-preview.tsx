import type { Ref } from 'react';
import { AnnouncementList, type AnnouncementView } from './announcement-list';
import './home.css';

/**
 * Held equal to server/csp/framework-scripts.mjs (a test checks), which lists its hash in the page's policy.
 * Shows the served preview when this browser session has not seen the announcements yet.
 */
export const ANNOUNCEMENT_PREVIEW_SCRIPT =
  'try{sessionStorage.getItem("felt:announcements-seen")||(document.currentScript.previousElementSibling.hidden=!1)}catch(e){}';

/**
 * The announcements as the page is first painted: the modal's look, served in the HTML and shown by a one-line
 * script before any other script runs, so a visitor sees them at once rather than after the page's code has
 * loaded (they were the largest paint of the home, and so its LCP came with hydration). Only a picture: hidden
 * from assistive technology, and replaced by the real modal (focus, Escape, close) as soon as that opens.
 */
export function AnnouncementPreview({
  ref,
  title,
  items,
}: {
  ref: Ref<HTMLDivElement>;
  title: string;
  items: AnnouncementView[];
}) {
  return (
    <>
      <div ref={ref} data-slot="announcement-preview" aria-hidden="true" hidden>
        <div data-slot="modal">
          <div data-slot="modal-panel">
            <div data-slot="modal-header">
              <h2 data-slot="modal-title">{title}</h2>
              <span data-slot="modal-close">
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </span>
            </div>
            <div data-slot="modal-body">
              <AnnouncementList items={items} />
            </div>
          </div>
        </div>
      </div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed line of ours, allowed by its hash. */}
      <script dangerouslySetInnerHTML={{ __html: ANNOUNCEMENT_PREVIEW_SCRIPT }} />
    </>
  );
}
