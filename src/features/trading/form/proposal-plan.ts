import type { AvailableContract } from '../../../api/endpoints/markets';
import type { ProposalParameters } from '../../../api/endpoints/pricing';
import { localize } from '../../../lib/localize';
import { expiryTime } from '../../../lib/validators';
import { amountError, multiplierError } from './amount';
import { barrierError, barrierLevel, barrierPairErrors, isRelativeBarrier, type Spot } from './barriers';
import {
  contractForm,
  EQUAL_CONTRACT_TYPES,
  type ContractLabel,
  type ContractType,
  type PricePosition,
} from './contract-forms';
import { predictionError, takesPrediction } from './digits';
import { checkDuration, expiryTypeOf } from './durations';
import { tradeFormModel } from './form-model';
import { currentAmount, type TradingFormState } from './form-state';
import { atTimeOfDay } from './start-times';

export type FieldErrors = Partial<
  Record<'duration_amount' | 'expiry_time' | 'barrier' | 'barrier2' | 'prediction' | 'amount', string>
>;

export interface PriceBoxPlan {
  readonly position: PricePosition;
  readonly label: ContractLabel;
  readonly contractType: ContractType;
}

export interface ProposalPlan {
  readonly boxes: readonly PriceBoxPlan[];
  readonly errors: FieldErrors;
  /** What every box asks for besides its contract type; undefined while a field is in error. */
  readonly parameters: Omit<ProposalParameters, 'contract_type'> | undefined;
}

/** What the form prices (trading-core §4 step 3): one request per price box, or the fields' errors. */
export function proposalPlan(
  state: TradingFormState,
  available: readonly AvailableContract[],
  options: { maxPayout?: number; dailyBarrierSpot?: Spot } = {},
): ProposalPlan {
  const model = tradeFormModel(state, available);
  if (!model) return { boxes: [], errors: {}, parameters: undefined };
  const form = contractForm(model.formname);
  const boxes = form.boxes.map((box) => ({
    ...box,
    contractType: (state.is_equal && EQUAL_CONTRACT_TYPES[box.contractType]) || box.contractType,
  }));
  const errors: FieldErrors = {};
  const { byMultiplier } = model;
  const parameters: Omit<ProposalParameters, 'contract_type'> = byMultiplier
    ? { symbol: state.underlying, currency: state.currency, multiplier: Number(currentAmount(state)) }
    : {
        symbol: state.underlying,
        currency: state.currency,
        basis: state.amount_type,
        amount: Number(currentAmount(state)),
      };

  const amount = byMultiplier
    ? multiplierError(currentAmount(state))
    : amountError(currentAmount(state), {
        currency: state.currency,
        basis: state.amount_type,
        ...(options.maxPayout === undefined ? {} : { maxPayout: options.maxPayout }),
      });
  if (amount) errors.amount = amount;

  if (state.date_start !== 'now') parameters.date_start = state.date_start;
  if (state.expiry_type === 'endtime' && state.duration_units !== 't') {
    const end = atTimeOfDay(state.expiry_date, state.expiry_time);
    const start = state.date_start === 'now' ? undefined : state.date_start;
    if (end === undefined)
      errors.expiry_time = expiryTime(state.expiry_time) ?? localize('Time is in the wrong format.');
    else if (start !== undefined && end <= start)
      errors.expiry_time = localize('Should be more than [_1]', state.expiry_time);
    else parameters.date_expiry = end;
  } else {
    const duration = model.unitLimits
      ? checkDuration(state.duration_amount, model.unitLimits)
      : { error: localize('This field is required.') };
    if (duration.error !== undefined) errors.duration_amount = duration.error;
    else {
      parameters.duration = duration.value;
      parameters.duration_unit = state.duration_units;
    }
  }

  if (takesPrediction(model.formname)) {
    const prediction = predictionError(state.prediction);
    if (prediction) errors.prediction = prediction;
    else parameters.barrier = state.prediction.trim();
  } else if (model.formname === 'highlowticks') {
    parameters.selected_tick = Number(state.selected_tick);
  } else {
    addBarriers(state, model.barrierCount, parameters, errors);
    if (expiryTypeOf(state.duration_units) === 'daily' && options.dailyBarrierSpot)
      absoluteBarriers(parameters, options.dailyBarrierSpot);
  }

  const valid = Object.keys(errors).length === 0;
  return { boxes, errors, parameters: valid ? parameters : undefined };
}

function addBarriers(
  state: TradingFormState,
  count: 0 | 1 | 2,
  parameters: Omit<ProposalParameters, 'contract_type'>,
  errors: FieldErrors,
): void {
  if (count === 1) {
    const error = barrierError(state.barrier);
    if (error) errors.barrier = error;
    else parameters.barrier = state.barrier.trim();
  } else if (count === 2) {
    const pair = barrierPairErrors(state.barrier, state.barrier2);
    if (pair.high) errors.barrier = pair.high;
    if (pair.low) errors.barrier2 = pair.low;
    if (!pair.high && !pair.low) {
      parameters.barrier = state.barrier.trim();
      parameters.barrier2 = state.barrier2.trim();
    }
  }
}

/** A daily contract is priced at absolute levels: an offset becomes spot plus offset (trading-core §5). */
function absoluteBarriers(parameters: Omit<ProposalParameters, 'contract_type'>, spot: Spot): void {
  if (parameters.barrier !== undefined && isRelativeBarrier(parameters.barrier))
    parameters.barrier = barrierLevel(parameters.barrier, spot);
  if (parameters.barrier2 !== undefined && isRelativeBarrier(parameters.barrier2))
    parameters.barrier2 = barrierLevel(parameters.barrier2, spot);
}
