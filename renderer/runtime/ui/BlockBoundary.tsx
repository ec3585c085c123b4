import { css } from '@emotion/react';
import { Component, type ReactNode } from 'react';

interface Props {
  fallback: string;
  type: string;
  /** Told what broke the block (the visit's reports: renderer/contract/monitoring.ts). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

/** One broken block shows a small note; the rest of the page stays. */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`block "${this.props.type}" failed`, error);
    this.props.onError?.(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p
        role="alert"
        css={css`
          margin: 8px 16px;
          font-size: 13px;
          opacity: 0.8;
        `}
      >
        {this.props.fallback}
      </p>
    );
  }
}
