// Catches a remote that fails to load or throws while rendering, so only its area shows the failure.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (error: unknown, retry: () => void) => ReactNode;
  onRetry: () => void;
  /** After the failure is on screen. */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Remote module failed', error, info.componentStack);
    this.props.onError?.(error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null, failed: false });
  };

  render() {
    if (this.state.failed) return this.props.fallback(this.state.error, this.retry);
    return this.props.children;
  }
}
