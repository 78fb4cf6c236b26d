/**
 * A flash sale's stored status. `active` covers upcoming, on, sold out and past its end: those are derived from the
 * clock and the counts (`saleState` in ./stock.ts); `ended` is an admin ending it early. Nothing sets the status
 * except through this table (see ../state-machine.ts).
 */
import { defineMachine } from '../state-machine';

export const FLASH_SALE_STATUSES = ['active', 'ended'] as const;
export type FlashSaleStatus = (typeof FLASH_SALE_STATUSES)[number];
export const FLASH_SALE_EVENTS = ['end'] as const;
export type FlashSaleEvent = (typeof FLASH_SALE_EVENTS)[number];

/** An admin ends a sale: nobody can buy at its price any more; orders already placed keep it. */
export const flashSaleMachine = defineMachine({
  name: 'flash_sale',
  statuses: FLASH_SALE_STATUSES,
  events: FLASH_SALE_EVENTS,
  initial: 'active',
  final: ['ended'],
  transitions: {
    active: { end: 'ended' },
    ended: {},
  },
});
