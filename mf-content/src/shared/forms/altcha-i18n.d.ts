// altcha 3.2 maps the types of `altcha/i18n/*` to files it does not ship: the French strings
// register themselves on import and export nothing we use.
declare module 'altcha/i18n/fr-fr';
