'use client';

import * as Tooltip from '@radix-ui/react-tooltip';
import type React from 'react';

/** Props of {@link TooltipProvider}. */
export interface TooltipProviderProps {
  /** The part of the app whose tooltips share this provider's timing, usually the whole app. */
  children?: React.ReactNode;
  /**
   * Milliseconds the pointer must rest on a control before its tooltip opens.
   *
   * @defaultValue `400`
   */
  delayDuration?: number;
  /**
   * Milliseconds after one tooltip closes during which the next opens without delay, so
   * moving along the toolbar reads like one continuous hint.
   *
   * @defaultValue `300`
   */
  skipDelayDuration?: number;
}

/**
 * Tooltip context for the Inkwell components, wrapping Radix UI's `Tooltip.Provider`.
 *
 * @remarks
 * {@link AdminToolbar} shows short hints with Radix UI tooltips, which must have a provider
 * above them; render this once near the root, around {@link SiteProvider}'s children or
 * inside it. Tooltips open on hover and on keyboard focus, close on Escape, and only repeat
 * what the control's own text already says in more words, so nothing depends on seeing them.
 *
 * The delay is long enough that passing over the toolbar does not flash hints, and short
 * enough that someone pausing to read finds one.
 *
 * @param props - The children and optional timing; see {@link TooltipProviderProps}.
 * @returns The Radix tooltip provider wrapping `children`.
 *
 * @example
 * ```tsx
 * import {AdminToolbar, TooltipProvider} from '@inkwell/cms';
 *
 * export function Chrome({children}: {children: React.ReactNode}) {
 *   return (
 *     <TooltipProvider delayDuration={300}>
 *       <AdminToolbar />
 *       {children}
 *     </TooltipProvider>
 *   );
 * }
 * ```
 */
export const TooltipProvider: React.FC<TooltipProviderProps> = ({
  children,
  delayDuration = 400,
  skipDelayDuration = 300,
}) => (
  <Tooltip.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
    {children}
  </Tooltip.Provider>
);
