/** The kinds of financing: the catalogue's search filters and the financing contracts both name them. */
export const FUNDING_KINDS = ['credit', 'loa', 'lld', 'credit-bail'] as const;
export type FundingKind = (typeof FUNDING_KINDS)[number];
/** Kinds with offers (rents) on vehicles; LLD and crédit-bail are requests for company accounts only. */
export type OfferKind = Extract<FundingKind, 'credit' | 'loa'>;
