/**
 * The contract fields of a proposal (and of buy's `parameters`), as the wire names them, once the
 * request passed its schema. The domain validates their meaning.
 */
export interface ProposalParameters {
  contract_type: string;
  symbol: string;
  currency: string;
  amount?: number;
  basis?: 'payout' | 'stake';
  date_start?: number;
  duration?: number;
  duration_unit?: 'd' | 'm' | 's' | 'h' | 't';
  date_expiry?: number;
  barrier?: string;
  barrier2?: string;
  barrier_range?: 'tight' | 'middle' | 'wide';
  selected_tick?: number;
  multiplier?: number;
  product_type?: 'basic' | 'multi_barrier';
  trading_period_start?: number;
  app_markup_percentage?: number;
}
