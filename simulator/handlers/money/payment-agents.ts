import type { PaymentagentListResponse } from '../../../schemas/generated/types';
import { countryNamed } from '../../domain/accounts/countries';
import { fullName, isVirtual, userOf, type Account } from '../../domain/accounts/model';
import { hasStatus } from '../../domain/accounts/statuses';
import { CASHIER_MESSAGES } from '../../domain/cashier/checks';
import type { Currency } from '../../domain/currencies';
import { balanceOf } from '../../domain/ledger/ledger';
import { currencyNamed } from '../../domain/ledger/money';
import { agentCurrencies, agentRangeMinor, paymentAgents, rangeText } from '../../domain/payment-agents';
import { ApiError } from '../../protocol/api-error';
import type { ResponseOf } from '../../protocol/calls';
import type { World } from '../../world/world';
import { actingAccount } from '../support/account-context';
import type { HandlerTable } from '../handler';
import { checkCode, codeSpent, postTogether, requestedMinor } from '../support/money-moves';

type ListEntry = PaymentagentListResponse['paymentagent_list']['list'][number];

const WITHDRAW_ERROR = 'PaymentAgentWithdrawError';
const TRANSFER_ERROR = 'PaymentAgentTransferError';
const PAYMENT_AGENT_MESSAGES = {
  notAvailable: 'Payment Agent services are not available in your country or in your preferred currency.',
  noSuchAgent: 'The payment agent account does not exist.',
  notAgent: 'You are not authorized for transfers via payment agents.',
  insufficient: 'Insufficient balance.',
  toSelf: 'You cannot transfer to your own account.',
  virtual: 'This feature is not available for virtual accounts.',
} as const;

function listEntry(agent: Account): ListEntry {
  const details = agent.payment_agent!;
  const list = (text: string) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  return {
    currencies: details.currencies,
    deposit_commission: details.deposit_commission,
    email: details.email,
    further_information: details.further_information,
    max_withdrawal: details.max_withdrawal || null,
    min_withdrawal: details.min_withdrawal || null,
    name: details.name,
    paymentagent_loginid: agent.loginid,
    phone_numbers: list(details.telephone).map((phone_number) => ({ phone_number })),
    summary: details.summary,
    supported_payment_methods: list(details.supported_banks).map((payment_method) => ({ payment_method })),
    urls: list(details.url).map((url) => ({ url })),
    withdrawal_commission: details.withdrawal_commission,
  };
}

/** The client's currency, refusing accounts that cannot move money at all. */
function movableCurrency(account: Account, code: string): Currency {
  if (isVirtual(account)) throw new ApiError(code, PAYMENT_AGENT_MESSAGES.virtual);
  if (hasStatus(account, 'cashier_locked')) throw new ApiError(code, CASHIER_MESSAGES.locked);
  const currency = currencyNamed(account.currency ?? '');
  if (!currency) throw new ApiError(code, CASHIER_MESSAGES.noCurrency);
  return currency;
}

/** The amount in minor units, inside the agent's range and the payer's balance. */
function checkedAmount(world: World, payer: Account, agent: Account, amount: number, currency: Currency, code: string) {
  const minor = requestedMinor(amount, currency, code);
  const range = agentRangeMinor(agent, currency);
  if (minor < range.min || minor > range.max) {
    const { min, max } = rangeText(range, currency);
    throw new ApiError(code, `Invalid amount. Minimum is ${min}, maximum is ${max}.`);
  }
  if (minor > balanceOf(world.state.ledger, payer.loginid))
    throw new ApiError(code, PAYMENT_AGENT_MESSAGES.insufficient);
  return minor;
}

export const paymentAgentHandlers: HandlerTable = {
  paymentagent_list: {
    handle: ({ world, request }) => {
      const { paymentagent_list: residence, currency } = request;
      const agents = paymentAgents(world.state.accounts);
      const countries = [...new Set(agents.map((agent) => agent.residence))].sort();
      const wanted = residence.toLowerCase();
      const list = agents
        .filter((agent) => agent.residence === wanted)
        .filter((agent) => currency === undefined || agentCurrencies(agent.account).includes(currency))
        .map((agent) => listEntry(agent.account));
      return {
        paymentagent_list: {
          available_countries: countries.map((code) => [code, countryNamed(code)?.name ?? null]),
          list,
        },
      };
    },
  },
  paymentagent_withdraw: {
    scopes: ['payments'],
    handle: (context): ResponseOf<'paymentagent_withdraw'> => {
      const { world } = context;
      const request = context.request;
      const { account, user } = actingAccount(context);
      const currency = movableCurrency(account, WITHDRAW_ERROR);
      if (hasStatus(account, 'withdrawal_locked'))
        throw new ApiError(WITHDRAW_ERROR, CASHIER_MESSAGES.withdrawalLocked);
      const code = checkCode(world, user, 'paymentagent_withdraw', request.verification_code);
      const agent = world.state.accounts.accounts[request.paymentagent_loginid.toUpperCase()];
      if (!agent?.payment_agent?.is_authenticated)
        throw new ApiError(WITHDRAW_ERROR, PAYMENT_AGENT_MESSAGES.noSuchAgent);
      if (agent.loginid === account.loginid) throw new ApiError(WITHDRAW_ERROR, PAYMENT_AGENT_MESSAGES.toSelf);
      if (
        request.currency !== currency.code ||
        agent.currency !== currency.code ||
        userOf(world.state.accounts, agent).residence !== user.residence
      )
        throw new ApiError(WITHDRAW_ERROR, PAYMENT_AGENT_MESSAGES.notAvailable);
      const minor = checkedAmount(world, account, agent, request.amount, currency, WITHDRAW_ERROR);
      const name = agent.payment_agent.name;
      if (request.dry_run === 1) return { paymentagent_withdraw: 2, paymentagent_name: name };
      const time = world.clock.epoch();
      const [withdrawal] = postTogether(
        world,
        [
          {
            loginid: account.loginid,
            action: 'withdrawal',
            amount: -minor,
            time,
            description: `Withdrawal to payment agent ${name}`,
          },
          {
            loginid: agent.loginid,
            action: 'deposit',
            amount: minor,
            time,
            description: `Withdrawal by client ${account.loginid}`,
          },
        ],
        codeSpent(code),
      );
      return { paymentagent_withdraw: 1, paymentagent_name: name, transaction_id: withdrawal!.transaction_id };
    },
  },
  paymentagent_transfer: {
    scopes: ['payments'],
    handle: (context): ResponseOf<'paymentagent_transfer'> => {
      const { world } = context;
      const request = context.request;
      const { account: agent } = actingAccount(context);
      if (!agent.payment_agent?.is_authenticated) throw new ApiError(TRANSFER_ERROR, PAYMENT_AGENT_MESSAGES.notAgent);
      const currency = movableCurrency(agent, TRANSFER_ERROR);
      const client = world.state.accounts.accounts[request.transfer_to.toUpperCase()];
      if (!client || isVirtual(client) || hasStatus(client, 'disabled'))
        throw new ApiError(TRANSFER_ERROR, `Login ID (${request.transfer_to}) does not exist.`);
      if (client.loginid === agent.loginid) throw new ApiError(TRANSFER_ERROR, PAYMENT_AGENT_MESSAGES.toSelf);
      if (request.currency !== currency.code || client.currency !== currency.code)
        throw new ApiError(
          TRANSFER_ERROR,
          `You cannot perform this action, as ${request.currency} is not the currency of account ${client.loginid}.`,
        );
      const minor = checkedAmount(world, agent, agent, request.amount, currency, TRANSFER_ERROR);
      const clientName = fullName(userOf(world.state.accounts, client));
      const who = { client_to_full_name: clientName, client_to_loginid: client.loginid };
      if (request.dry_run === 1) return { paymentagent_transfer: 2, ...who };
      const time = world.clock.epoch();
      const [sent] = postTogether(world, [
        {
          loginid: agent.loginid,
          action: 'transfer',
          amount: -minor,
          time,
          description: `Transfer to ${client.loginid}`,
        },
        {
          loginid: client.loginid,
          action: 'transfer',
          amount: minor,
          time,
          description: `Transfer from payment agent ${agent.payment_agent.name}`,
        },
      ]);
      return { paymentagent_transfer: 1, ...who, transaction_id: sent!.transaction_id };
    },
  },
};
