// @vitest-environment jsdom
import * as Tooltip from '@radix-ui/react-tooltip';
import {render, screen} from '@testing-library/react';
import {userEvent} from '@testing-library/user-event';

import {TooltipProvider} from './index.js';

function HintedButton() {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button type="button">Save</button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content>Saves the draft</Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

describe('TooltipProvider', () => {
  it('provides the context Radix tooltips need', async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider>
        <HintedButton />
      </TooltipProvider>,
    );
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Saves the draft');
  });

  it('is required: a Radix tooltip without it fails loudly', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<HintedButton />)).toThrow(/TooltipProvider/);
    spy.mockRestore();
  });

  it('waits delayDuration before opening on hover', async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider delayDuration={300}>
        <HintedButton />
      </TooltipProvider>,
    );
    const started = performance.now();
    await user.hover(screen.getByRole('button', {name: 'Save'}));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip', {}, {timeout: 2000})).toHaveTextContent('Saves the draft');
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
  });
});
