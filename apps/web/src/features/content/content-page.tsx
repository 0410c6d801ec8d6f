import type { ReactNode } from 'react';
import './content.css';

type Props = { title: string; intro?: string; children?: ReactNode };

/** The frame of a content page: its one h1, an optional lead paragraph, then the text. */
export function ContentPage({ title, intro, children }: Props) {
  return (
    <article data-slot="content-page" aria-labelledby="content-title">
      <h1 id="content-title" data-slot="content-title" data-face="display">
        {title}
      </h1>
      {intro ? <p data-slot="content-intro">{intro}</p> : null}
      {children}
    </article>
  );
}
