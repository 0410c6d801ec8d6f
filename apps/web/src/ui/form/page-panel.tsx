import { type ReactNode, useId } from 'react';
import './forms.css';

type Props = {
  title: string;
  intro?: ReactNode;
  /** Forms are narrow; lists and the account hub use the wide panel. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
};

/** The card a form or account page sits in, with the page's one heading. */
export function PagePanel({ title, intro, width = 'narrow', children }: Props) {
  const id = useId();
  return (
    <section data-slot="form-page" data-width={width} aria-labelledby={id}>
      <h1 id={id} data-slot="form-title" data-face="display">
        {title}
      </h1>
      {intro && <div data-slot="form-intro">{intro}</div>}
      {children}
    </section>
  );
}
