import { useTheme } from '@emotion/react';
import { useId } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { sectionHref } from '../../renderer/runtime/ui/sectionLinks.ts';
import type { Props } from './definition.ts';
import { fillAll, fillText, prepareSections, type Values } from './fill.ts';
import { documentStyles } from './styles.ts';
import { useSectionLinks } from './useSectionLinks.ts';

const NO_VALUES: Values = {};

/**
 * Long-form text for reading on a phone: title, introduction, contents, then one <section> per
 * part with its heading (h2, or h3 under the document's own title), paragraphs and bullets. Every text is React text
 * (never HTML); placeholders are filled by fill.ts, and contents links and address hashes handled by useSectionLinks.
 */
export default function Document({ title, intro, sections, toc = false, tocLabel, values }: Props) {
  const theme = useTheme();
  const t = useT();
  const uid = useId();
  const styles = documentStyles(theme);
  const given = values && typeof values === 'object' ? (values as Values) : NO_VALUES;
  const parts = prepareSections(sections, given);
  const goTo = useSectionLinks(parts.map((part) => part.id));
  const heading = title === undefined ? null : fillText(title, given);
  // Under the title bar's h1: a titled document's parts sit a level below its own title.
  const Sub = heading === null ? 'h2' : 'h3';
  const introduction = fillAll(intro, given);
  const contentsLabel = tocLabel || t('document.contents');
  if (parts.length === 0 && heading === null && introduction.length === 0) return null;

  return (
    <article css={styles.article} aria-labelledby={heading === null ? undefined : `${uid}-title`}>
      {heading !== null && (
        <h2 id={`${uid}-title`} css={styles.title}>
          {heading}
        </h2>
      )}
      {introduction.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {toc && parts.length > 1 && (
        <nav aria-labelledby={`${uid}-contents`} css={styles.nav}>
          <Sub id={`${uid}-contents`} css={styles.navHeading}>
            {contentsLabel}
          </Sub>
          <ol>
            {parts.map((part) => (
              <li key={part.id}>
                <a href={sectionHref(part.id)} css={styles.navLink} onClick={(event) => goTo(event, part.id)}>
                  {part.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {parts.map((part, index) => (
        <section key={part.id} id={part.id} aria-labelledby={`${uid}-${index}`} css={styles.section}>
          {/* Focusable by script only: a contents link moves focus here. */}
          <Sub id={`${uid}-${index}`} tabIndex={-1} css={styles.heading}>
            {part.title}
          </Sub>
          {part.paragraphs.map((paragraph, p) => (
            <p key={p}>{paragraph}</p>
          ))}
          {part.items.length > 0 && (
            <ul css={styles.list}>
              {part.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
