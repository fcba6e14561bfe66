import type { ReactNode } from 'react';
import type { ActiveSymbol } from '../../../api/endpoints/markets';
import { Notice } from '../../../ui/Notice';
import { isSymbolActive } from '../form';
import { TRADING_TEXTS, tradingError } from '../trading-errors';
import { ReloadPageLink } from './ReloadPageLink';

interface Props {
  symbols: readonly ActiveSymbol[] | undefined;
  symbolsError: unknown;
  underlying: string;
  contractsError: unknown;
}

/** The page-level messages of trading-core §8: no symbols, an inactive symbol, a contracts_for error. */
export function TradingNotices(props: Props) {
  const message = noticeText(props);
  if (message === undefined) return null;
  return (
    <Notice tone="warning" base="trading-notice" testId="trading-notice">
      {message}
    </Notice>
  );
}

function noticeText({ symbols, symbolsError, underlying, contractsError }: Props): ReactNode {
  if (symbolsError) return tradingError(symbolsError).message;
  if (symbols && symbols.length === 0) return TRADING_TEXTS.noSymbols();
  const chosen = symbols?.find((symbol) => symbol.symbol === underlying);
  if (chosen && !isSymbolActive(chosen)) return TRADING_TEXTS.inactiveSymbol();
  if (!contractsError) return undefined;
  const { code } = contractsError as { code?: string };
  const view = tradingError(contractsError);
  if (code === 'InvalidSymbol') {
    return (
      <>
        {view.message} <ReloadPageLink />
      </>
    );
  }
  return (
    <>
      {view.message} ({code}){view.hint ? ` ${view.hint}` : ''}
    </>
  );
}
