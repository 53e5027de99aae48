import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Button, Checkbox, Notice, TextField, formatEuros } from '@ga/ui';
import {
  QUOTE_OPTIONS,
  QUOTE_OPTION_SLUGS,
  QUOTE_VAT_RATE_PERCENT,
  type QuoteOption,
  type PromotionalCodeResult,
} from '@ga/contracts';
import {
  errorMessage,
  fieldErrors,
  notify,
  useAppDispatch,
  useSession,
  signInPath,
  useLocation,
  useNavigate,
} from '@ga/core';
import { selectDeliveryForm } from '../../../shared/delivery/delivery-slice';
import { usePurchaseChoice } from '../../../shared/purchase-choices/use-purchase-choice';
import { useCatalogueCheckPromoCodeMutation, useCatalogueCreateQuoteMutation } from '../api';
import { QuoteSummary } from './quote-summary';
import styles from './quote-block.module.css';

/**
 * Quote request on the vehicle page: options, promo code, the chosen delivery → a numbered quote.
 * The API prices a code only with the signed proof its check gave THIS signed-in user for this
 * vehicle (valid 30 minutes): so the code typed is checked again, signed in, just before the quote.
 * The code applied and the financing chosen are kept for the tab (usePurchaseChoice): the code comes
 * back after a reload or a sign-up, and the booking carries both.
 */
export function QuoteBlock({ vehicleId }: { vehicleId: number }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { isSignedIn, isCompany } = useSession();
  // Option prices are TTC; company accounts read them HT first, as every price of the site.
  const optionPrice = (ttc: number) =>
    isCompany ? `${formatEuros(Math.round(ttc / (1 + QUOTE_VAT_RATE_PERCENT / 100)))} HT` : `${formatEuros(ttc)} TTC`;
  const delivery = useSelector(selectDeliveryForm);
  const [code, setCode] = useState('');
  const [promo, setPromo] = useState<PromotionalCodeResult | null>(null);
  const [options, setOptions] = useState<QuoteOption[]>([]);
  const [checkCode, checked] = useCatalogueCheckPromoCodeMutation();
  const [createQuote, created] = useCatalogueCreateQuoteMutation();
  const [choice, setChoice] = usePurchaseChoice(vehicleId);

  const apply = async (typed = code) => {
    const result = await checkCode({ vehicle_id: vehicleId, code: typed });
    const applied = 'data' in result && result.data ? result.data : null;
    setPromo(applied);
    setChoice({ promo_code: applied ? applied.code : null });
  };
  // The code applied earlier in this tab, applied again once (after hydration: the tab's storage).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !choice.promo_code) return;
    restored.current = true;
    setCode(choice.promo_code);
    void apply(choice.promo_code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the stored code is first read
  }, [choice.promo_code]);
  const request = async () => {
    if (!isSignedIn) {
      navigate(signInPath(location.pathname + location.search));
      return;
    }
    let applied = promo;
    if (promo) {
      const fresh = await checkCode({ vehicle_id: vehicleId, code: promo.code });
      applied = 'data' in fresh && fresh.data ? fresh.data : null;
      setPromo(applied);
      if (!applied) return;
    }
    const result = await createQuote({
      vehicle_id: vehicleId,
      delivery_type_id: delivery.delivery_type_id,
      department_id: delivery.department_id,
      coupon_id: applied?.coupon_id ?? null,
      partner_code_id: applied?.partner_code_id ?? null,
      promo_proof: applied?.proof ?? null,
      funding: choice.funding,
      options,
      message: null,
    });
    if ('data' in result && result.data) {
      dispatch(
        notify({
          action: 'success',
          message: `Votre devis n° ${result.data.number} est prêt : retrouvez-le dans « Mes devis ».`,
        }),
      );
    }
  };
  const codeError = checked.error ? (fieldErrors(checked.error).code?.[0] ?? errorMessage(checked.error)) : undefined;
  const quoteErrors = fieldErrors(created.error);
  const quoteError = created.error ? (Object.values(quoteErrors)[0]?.[0] ?? errorMessage(created.error)) : undefined;

  return (
    <section className={styles.block} aria-labelledby="quote-title">
      <h2 id="quote-title" className={styles.title}>
        Mon devis personnalisé
      </h2>
      <fieldset className={styles.options}>
        <legend>Options</legend>
        {QUOTE_OPTION_SLUGS.map((slug) => (
          <Checkbox
            key={slug}
            name="options"
            label={`${QUOTE_OPTIONS[slug].label}${QUOTE_OPTIONS[slug].price ? ` (${optionPrice(QUOTE_OPTIONS[slug].price!)})` : ''}`}
            checked={options.includes(slug)}
            onChange={() => setOptions(options.includes(slug) ? options.filter((o) => o !== slug) : [...options, slug])}
          />
        ))}
      </fieldset>
      <div className={styles.promo}>
        <TextField
          label="Code promo ou code partenaire"
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={codeError}
          hint={promo ? `${promo.label} : −${formatEuros(promo.discount)}` : undefined}
        />
        <Button variant="outline" onClick={() => void apply()} loading={checked.isLoading} disabled={!code.trim()}>
          Appliquer
        </Button>
      </div>
      {quoteError && <Notice variant="danger">{quoteError}</Notice>}
      <Button onClick={() => void request()} loading={created.isLoading}>
        Recevoir mon devis
      </Button>
      {created.data && <QuoteSummary quote={created.data} />}
    </section>
  );
}
