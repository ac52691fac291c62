import { admissionRule, scorePortfolio, type Forecast, type OddsIndex, type PortfolioScore, type YearCatalogue } from '@zhiyuan/domain';

/** Seed of the list backtest's simulations: the report is reproducible. */
export const PORTFOLIO_SEED = 20260701;
/** Choices when the province's rule does not say how many (the most common count). */
const DEFAULT_CHOICES = 45;

/** The list backtest of one run: lists as long as the province's main batch allows. */
export function portfolioRun(index: OddsIndex, forecast: Forecast, actual: YearCatalogue): PortfolioScore | null {
  const rule = admissionRule(index.rules, index.models, forecast.province, forecast.year);
  const maxChoices = rule.mainBatch?.maxChoices ?? DEFAULT_CHOICES;
  const previous = index.pastCatalogues(forecast.province, forecast.track, forecast.year)[0] ?? null;
  return scorePortfolio(forecast, actual, previous, maxChoices, PORTFOLIO_SEED);
}
