import { Component, type ReactNode } from 'react';

/** Keeps one failing part of a page (a secondary call) from taking the whole page down. */
export class SectionErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
