import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_DELIVERY_FORM, type DeliveryForm } from '@ga/contracts';
import { rootReducer, VISITOR_STORAGE } from '@ga/core';

export interface DeliveryState {
  /** The form every page prices with: the visitor's choice, else the defaults of the spec. */
  form: DeliveryForm;
  /** The visitor chose it (the modal's « Valider »), rather than the defaults standing in. */
  chosen: boolean;
  /** The tab's stored choice has been read (deliveryRestored): only then is the choice written back. */
  restored: boolean;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The choice kept in this tab (storeDelivery), or null. */
export function readDelivery(): DeliveryForm | null {
  try {
    const raw = sessionStorage.getItem(VISITOR_STORAGE.delivery);
    const value = raw ? (JSON.parse(raw) as Partial<DeliveryForm> | null) : null;
    return value && isId(value.delivery_type_id) && isId(value.department_id)
      ? { delivery_type_id: value.delivery_type_id, department_id: value.department_id }
      : null;
  } catch {
    return null;
  }
}

/**
 * Kept for the tab's life (sessionStorage, declared in the cookie policy, wiped at sign-out): a
 * choice the visitor made, which follows them to the booking and the quote through a reload or a
 * sign-up.
 */
export function storeDelivery(form: DeliveryForm): void {
  try {
    sessionStorage.setItem(VISITOR_STORAGE.delivery, JSON.stringify(form));
  } catch {
    /* storage unavailable: the choice lasts as long as the page */
  }
}

/**
 * The visitor's delivery choice (docs/spec-notes.md §3 "Delivery form", defaults type 1, department
 * 1). The defaults at first, in the browser too: the server renders without this tab's storage and
 * the first render in the browser must match it (hydration). The stored choice comes in once the
 * page is hydrated (useDeliveryChoice).
 */
export const deliverySlice = createSlice({
  name: 'catalogueDelivery',
  initialState: (): DeliveryState => ({ form: DEFAULT_DELIVERY_FORM, chosen: false, restored: false }),
  reducers: {
    deliveryChosen: (state, action: PayloadAction<DeliveryForm>) => {
      state.form = action.payload;
      state.chosen = true;
    },
    /** The tab's stored choice, once; a choice made meanwhile wins. */
    deliveryRestored: (state, action: PayloadAction<DeliveryForm | null>) => {
      if (state.restored) return;
      state.restored = true;
      if (action.payload && !state.chosen) {
        state.form = action.payload;
        state.chosen = true;
      }
    },
  },
  selectors: {
    selectDeliveryForm: (state) => state.form,
    selectDeliveryChosen: (state) => state.chosen,
    selectDeliveryRestored: (state) => state.restored,
  },
});

// Injected into the one store (RTK code splitting): the catalogue never creates a store.
export const injectedDelivery = deliverySlice.injectInto(rootReducer);
export const { deliveryChosen, deliveryRestored } = deliverySlice.actions;
export const { selectDeliveryForm, selectDeliveryChosen, selectDeliveryRestored } = injectedDelivery.selectors;
