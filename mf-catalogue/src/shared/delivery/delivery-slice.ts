import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_DELIVERY_FORM, type DeliveryForm } from '@ga/contracts';
import { rootReducer } from '@ga/core';

/** The visitor's delivery choice (docs/spec-notes.md §3 "Delivery form", defaults type 1, department 1). */
export const deliverySlice = createSlice({
  name: 'catalogueDelivery',
  initialState: DEFAULT_DELIVERY_FORM as DeliveryForm,
  reducers: {
    deliveryChosen: (_state, action: PayloadAction<DeliveryForm>) => action.payload,
  },
  selectors: {
    selectDeliveryForm: (state) => state,
  },
});

// Injected into the one store (RTK code splitting): the catalogue never creates a store.
export const injectedDelivery = deliverySlice.injectInto(rootReducer);
export const { deliveryChosen } = deliverySlice.actions;
export const { selectDeliveryForm } = injectedDelivery.selectors;
