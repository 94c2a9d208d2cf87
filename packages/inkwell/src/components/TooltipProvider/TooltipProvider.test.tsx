// @vitest-environment jsdom
import * as Tooltip from '@radix-ui/react-tooltip';
import {act, render, screen} from '@testing-library/react';
import {userEvent} from '@testing-library/user-event';

import {TooltipProvider} from '@inkwell/cms';

function HintedButton({label, hint}: {label: string; hint: string}) {
  return (
    // Hoverable content keeps a hint open while the pointer crosses a "grace area" to it,
    // which jsdom's zero-sized layout never leaves; the timing under test is the provider's.
    <Tooltip.Root disableHoverableContent>
      <Tooltip.Trigger asChild>
        <button type="button">{label}</button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content>{hint}</Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

function Toolbar(props: React.ComponentProps<typeof TooltipProvider>) {
  return (
    <TooltipProvider {...props}>
      <HintedButton label="Save" hint="Saves the draft" />
      <HintedButton label="Publish" hint="Makes the post public" />
    </TooltipProvider>
  );
}

/** Moves the fake clock and lets React apply what the timers did. */
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('TooltipProvider', () => {
  beforeEach(() => {
    // Only the timers Radix's delays use: React's scheduler must keep running.
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout']});
    // Testing Library flushes React with a setTimeout(0) it advances only when it sees
    // Jest's fake timers; without this it waits for a timeout that never fires.
    vi.stubGlobal('jest', {advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms)});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const setup = () => userEvent.setup({delay: null, advanceTimers: (ms) => vi.advanceTimersByTime(ms)});

  it('opens a hint on keyboard focus at once', async () => {
    const user = setup();
    render(<Toolbar />);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Saves the draft');
  });

  it('waits its default 400 ms of hover before opening', async () => {
    const user = setup();
    render(<Toolbar />);
    await user.hover(screen.getByRole('button', {name: 'Save'}));
    wait(390);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(20);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Saves the draft');
  });

  it('waits the delayDuration it is given instead', async () => {
    const user = setup();
    render(<Toolbar delayDuration={100} />);
    await user.hover(screen.getByRole('button', {name: 'Save'}));
    wait(90);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(20);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Saves the draft');
  });

  it('opens the next hint at once within its default 300 ms of skipDelay, and waits again after', async () => {
    const user = setup();
    render(<Toolbar />);
    await user.hover(screen.getByRole('button', {name: 'Save'}));
    wait(410);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Saves the draft');
    // Moving along the toolbar: the next hint shows without the delay.
    await user.hover(screen.getByRole('button', {name: 'Publish'}));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Makes the post public');

    // Leaving for longer than skipDelayDuration restores the delay.
    await user.unhover(screen.getByRole('button', {name: 'Publish'}));
    wait(310);
    await user.hover(screen.getByRole('button', {name: 'Save'}));
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(410);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Saves the draft');
  });
});
