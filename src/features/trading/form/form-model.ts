import type { AvailableContract } from '../../../api/endpoints/markets';
import { takesMultiplier } from './amount';
import { defaultBarriers } from './barriers';
import { contractsOfForm, equalOptionOffered, type FormName } from './contract-forms';
import { takesPrediction } from './digits';
import { contractsForUnit, durationLimits, type DurationLimits } from './durations';
import type { TradingFormState } from './form-state';
import { forwardStartDays } from './start-times';

/** What the chosen contract form offers in its current state: the fields it shows and their choices. */
export interface TradeFormModel {
  formname: FormName;
  /** The offered contracts of the form. */
  contracts: AvailableContract[];
  startType: 'spot' | 'forward';
  /** Duration units and their limits for the start type, in the order the unit menu lists them. */
  durationLimits: DurationLimits[];
  /** The limits of the chosen unit; undefined when the unit is not offered. */
  unitLimits: DurationLimits | undefined;
  /** Days a forward-starting contract may start on; empty when none may. */
  forwardDays: ReturnType<typeof forwardStartDays>;
  /** How many barrier fields the form shows. */
  barrierCount: 0 | 1 | 2;
  /** The duration is fixed by the contract type (tick high/low). */
  fixedDuration: boolean;
  /** Lookbacks take a multiplier where others take an amount and a basis. */
  byMultiplier: boolean;
  /** A contract may end at a time of day rather than after a duration. */
  endTimeAllowed: boolean;
  /** Rise/fall offers "Allow equals". */
  equalOffered: boolean;
}

/** The model of the form's current state; undefined while no contract form is chosen. */
export function tradeFormModel(
  state: TradingFormState,
  available: readonly AvailableContract[],
): TradeFormModel | undefined {
  const { formname } = state;
  if (formname === '') return undefined;
  const contracts = contractsOfForm(available, formname);
  const startType = state.date_start === 'now' ? 'spot' : 'forward';
  const limits = durationLimits(contracts.filter((contract) => contract.start_type === startType));
  const priced = contractsForUnit(contracts, state.duration_units, startType);
  const fixedDuration = formname === 'highlowticks';
  return {
    formname,
    contracts,
    startType,
    durationLimits: limits,
    unitLimits: limits.find((limit) => limit.unit === state.duration_units),
    forwardDays: forwardStartDays(contracts.filter((contract) => contract.start_type === 'forward')),
    barrierCount: takesPrediction(formname) ? 0 : defaultBarriers(priced.length > 0 ? priced : contracts).count,
    fixedDuration,
    byMultiplier: takesMultiplier(formname),
    endTimeAllowed: !fixedDuration && limits.some((limit) => limit.unit !== 't'),
    equalOffered: formname === 'risefall' && equalOptionOffered(priced),
  };
}
