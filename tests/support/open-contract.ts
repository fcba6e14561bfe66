import type { OpenContract } from '../../src/api/endpoints/contracts';

/** A rise/fall bought at 1000 that runs to 1600, open and sellable, as proposal_open_contract reports it. */
export const OPEN_CONTRACT: OpenContract = {
  contract_id: 7,
  contract_type: 'CALL',
  currency: 'USD',
  status: 'open',
  is_valid_to_sell: 1,
  is_sold: 0,
  is_expired: 0,
  is_settleable: 0,
  date_start: 1000,
  date_expiry: 1600,
  entry_tick_time: 1001,
  current_spot_time: 1100,
  buy_price: 5.37,
  bid_price: 5.1,
};
