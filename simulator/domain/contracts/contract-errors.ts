/**
 * Why a contract cannot be offered, in the platform's words. Message templates are those of the
 * platform's contract validation (BOM `Product/Static.pm` error mapping); the codes are those its
 * pricing and buy calls answer with. `[_n]` placeholders are filled here; the simulator speaks English.
 */

export type ContractErrorCode =
  | 'InvalidSymbol'
  | 'OfferingsValidationError'
  | 'ContractBuyValidationError'
  | 'BarrierValidationError'
  | 'MarketIsClosed'
  | 'ContractCreationFailure';

const CONTRACT_MESSAGES = {
  InvalidSymbol: 'Symbol [_1] invalid.',
  InvalidPayoutCurrency: 'Invalid payout currency',
  InvalidInputAsset: 'Trading is not offered for this asset.',
  InvalidContractType: 'Invalid contract type.',
  InvalidTickExpiry: 'Invalid duration (tick) for contract type ([_1]).',
  InvalidInput: '[_1] is not a valid input for contract type [_2].',
  MissingRequiredInput: 'Missing required contract parameters ([_1]).',
  TradingDurationNotAllowed: 'Trading is not offered for this duration.',
  SelectedTickNumberLimits: 'Number of ticks must be between [_1] and [_2].',
  ForwardStartTime: 'Start time on forward-starting contracts must be more than 5 minutes from now.',
  FutureStartTime: 'Start time is in the future.',
  PastStartTime: 'Start time is in the past.',
  PastExpiryTime: 'Expiry time cannot be in the past.',
  SameExpiryStartTime: 'Expiry time cannot be equal to start time.',
  ResetFixedExpiryError: 'Fixed expiry for reset contract is not allowed.',
  ResetBarrierError: 'Non atm barrier is not allowed for reset contract.',
  InvalidBarrier: 'Invalid barrier.',
  InvalidBarrierSingle: 'Invalid barrier (Single barrier input is expected).',
  InvalidBarrierDouble: 'Invalid barrier (Double barrier input is expected).',
  InvalidBarrierDifferentType: 'Invalid barrier (Barrier type must be the same for double-barrier contracts).',
  BarrierDecimals: 'Barrier can only be up to [_1] decimal places.',
  ZeroAbsoluteBarrier: 'Absolute barrier cannot be zero.',
  NeedAbsoluteBarrier: 'Contracts more than 24 hours in duration would need an absolute barrier.',
  InvalidHighBarrier: 'High barrier must be higher than low barrier.',
  SameBarriersNotAllowed: 'High and low barriers must be different.',
  InvalidBarrierRange: 'Barriers must be on either side of the spot.',
  InvalidBarrierForSpot: 'Barrier must be at least [plural,_1,%d pip,%d pips] away from the spot.',
  BarrierOutOfRange: 'Barrier is out of acceptable range.',
  InvalidHighLowBarrrierRange: 'High barrier is out of acceptable range. Please adjust the high barrier.',
  InvalidLowBarrrierRange: 'Low barrier is out of acceptable range. Please adjust the low barrier.',
  BarrierNotInRange: 'Barrier is not an integer in range of [_1] to [_2].',
  DigitOutOfRange: 'Digit must be in the range of [_1] to [_2].',
  WrongAmountTypeOne: 'Basis must be [_1] for this contract.',
  IncorrectPayoutDecimals: 'Payout can not have more than [_1] decimal places.',
  IncorrectStakeDecimals: 'Stake can not have more than [_1] decimal places.',
  MinimumMultiplier: 'Minimum multiplier of [_1].',
  MultiplierDecimalPlace: 'Only 3 decimal places are allowed.',
  InvalidStake: 'Invalid stake/payout.',
  MarketIsClosed: 'This market is presently closed.',
  TradeTemporarilyUnavailable: 'This trade is temporarily unavailable.',
  StakeLimits: 'Minimum stake of [_1] and maximum payout of [_2]. Current stake is [_3].',
  PayoutLimits: 'Minimum stake of [_1] and maximum payout of [_2]. Current payout is [_3].',
  NoReturn: 'This contract offers no return.',
  CannotProcessContract: 'We could not process this contract at this time.',
  MissingTradingPeriodStart: 'trading_period_start must be supplied for multi barrier contracts.',
  PredefinedNeedAbsoluteBarrier: 'Contracts with predefined barrier would need an absolute barrier.',
} as const;

export type ContractMessageKey = keyof typeof CONTRACT_MESSAGES;

/** Fills `[_n]` and `[plural,_n,%d one,%d many]` placeholders. */
export function fillMessage(template: string, params: readonly (string | number)[]): string {
  return template
    .replace(/\[plural,_(\d+),([^,\]]*),([^\]]*)\]/g, (_match, index: string, one: string, many: string) => {
      const value = params[Number(index) - 1] ?? '';
      return (Number(value) === 1 ? one : many).replace('%d', String(value)).trim();
    })
    .replace(/\[_(\d+)\]/g, (_match, index: string) => String(params[Number(index) - 1] ?? ''));
}

export type ContractErrorDetails = Record<string, string | number>;

/** A refusal with the platform's code, message and details; handlers turn it into the API's error. */
export class ContractError extends Error {
  constructor(
    readonly code: ContractErrorCode,
    message: string,
    readonly details?: ContractErrorDetails,
  ) {
    super(message);
    this.name = 'ContractError';
  }
}

export function contractError(
  code: ContractErrorCode,
  key: ContractMessageKey,
  params: readonly (string | number)[] = [],
  details?: ContractErrorDetails,
): ContractError {
  return new ContractError(code, fillMessage(CONTRACT_MESSAGES[key], params), details);
}

/** The most common refusal: the contract's terms break a validation rule. */
export function invalidToBuy(
  key: ContractMessageKey,
  params: readonly (string | number)[] = [],
  details?: ContractErrorDetails,
): ContractError {
  return contractError('ContractBuyValidationError', key, params, details);
}
