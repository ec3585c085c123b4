import { css } from '@emotion/react';
import { figureRuns } from './figures.ts';

const oneLine = css`
  white-space: nowrap;
`;

/**
 * A text whose amounts and dates never break across lines: each sits in a span that does not
 * wrap, the words around it wrap as usual. The text itself is unchanged (an ordinary space, not a
 * no-break space), so what is read, copied and matched stays the same.
 */
export function KeepFigures({ text }: { text: string }) {
  const runs = figureRuns(text);
  if (!runs.some((run) => run.figure)) return <>{text}</>;
  return (
    <>
      {runs.map((run, index) =>
        run.figure ? (
          <span key={index} css={oneLine}>
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
