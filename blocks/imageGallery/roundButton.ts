import { css } from '@emotion/react';

/** The viewer's buttons: white marks in a faint round, 44px to tap, over the dark backdrop. */
export const roundButton = css`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.18);
  color: #fff;
  font-size: 28px;
  line-height: 1;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
`;
