// The browser events an inspection session answers: a field left, the page hidden or left, the connection lost or
// back. Kept apart from the engine so the engine runs (and is tested) without a DOM.
import type { InspectionSession } from './inspection-session';

type SessionEvents = Pick<InspectionSession, 'fieldLeft' | 'pageHidden' | 'wentOnline' | 'wentOffline'>;

/** Listens for the page's events on behalf of `session`; returns the function that stops listening. */
export function bindPageEvents(session: SessionEvents, win: Window = window, doc: Document = document): () => void {
  const onHidden = () => {
    if (doc.visibilityState === 'hidden') session.pageHidden();
  };
  // Focus leaving a field is seen on the way down (capture), before anything inside stops it.
  doc.addEventListener('focusout', session.fieldLeft, true);
  doc.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', session.pageHidden);
  win.addEventListener('online', session.wentOnline);
  win.addEventListener('offline', session.wentOffline);
  return () => {
    doc.removeEventListener('focusout', session.fieldLeft, true);
    doc.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', session.pageHidden);
    win.removeEventListener('online', session.wentOnline);
    win.removeEventListener('offline', session.wentOffline);
  };
}
