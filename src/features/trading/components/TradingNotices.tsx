import type { ActiveSymbol } from '../../../api/endpoints/markets';
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
export function TradingNotices({ symbols, symbolsError, underlying, contractsError }: Props) {
  if (symbolsError) return <Notice>{tradingError(symbolsError).message}</Notice>;
  if (symbols && symbols.length === 0) return <Notice>{TRADING_TEXTS.noSymbols()}</Notice>;
  const chosen = symbols?.find((symbol) => symbol.symbol === underlying);
  if (chosen && !isSymbolActive(chosen)) return <Notice>{TRADING_TEXTS.inactiveSymbol()}</Notice>;
  if (!contractsError) return null;
  const { code } = contractsError as { code?: string };
  const view = tradingError(contractsError);
  if (code === 'InvalidSymbol') {
    return (
      <Notice>
        {view.message} <ReloadPageLink />
      </Notice>
    );
  }
  return (
    <Notice>
      {view.message} ({code}){view.hint ? ` ${view.hint}` : ''}
    </Notice>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p className="trading-notice" role="alert" data-testid="trading-notice">
      {children}
    </p>
  );
}
