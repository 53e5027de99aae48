/* Local stand-in for the "meta_pixel" tag: loaded only after consent. It records that it ran and sends
   nothing anywhere. Ops replace this file with the real vendor snippet. */
(function () {
  window.__gaConsentTags = window.__gaConsentTags || [];
  if (window.__gaConsentTags.indexOf('meta_pixel') === -1) window.__gaConsentTags.push('meta_pixel');
})();
