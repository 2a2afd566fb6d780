import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { useFocusHeadingOnNavigation } from './focus-heading-on-navigation';
import { SkipLink, MAIN_ID } from './skip-link';

function Frame() {
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(main);
  return (
    <>
      <SkipLink />
      <nav>
        <Link to="/a">Screen A</Link>
        <Link to="/b">Screen B</Link>
        <Link to="/late">Late screen</Link>
      </nav>
      <main ref={main} id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A screen whose heading shows after its data: the focus move waits for it. */
function LateScreen() {
  const [ready, setReady] = useState(false);
  return ready ? <h1>Late heading</h1> : <button onClick={() => setReady(true)}>Load</button>;
}

function renderConsole(first = '/a') {
  return render(
    <MemoryRouter initialEntries={[first]}>
      <Routes>
        <Route element={<Frame />}>
          <Route path="/a" element={<h1>Screen A heading</h1>} />
          <Route path="/b" element={<><h1>Screen B heading</h1><input aria-label="B field" /></>} />
          <Route path="/late" element={<LateScreen />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('the console frame: skip link and focus on navigation', () => {
  it('leaves focus alone on the first load', () => {
    renderConsole();
    expect(document.activeElement).toBe(document.body);
  });

  it("moves focus to the new screen's heading after a navigation, without making it a Tab stop", async () => {
    renderConsole();
    await userEvent.click(screen.getByRole('link', { name: 'Screen B' }));
    const heading = screen.getByRole('heading', { name: 'Screen B heading' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that shows after the screen loads', async () => {
    renderConsole();
    screen.getByRole('link', { name: 'Late screen' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Late screen' })).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Load' }).click());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Late heading' })).toHaveFocus());
  });

  it('offers Skip to content as the first Tab stop, and it moves focus to the main region', async () => {
    renderConsole();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    expect(document.activeElement?.closest('main')).toBeNull();
  });
});
