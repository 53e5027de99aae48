/* Local stand-in for the "linkedin_pixel" tag: loaded only after consent. It records that it ran and sends
   nothing anywhere. Ops replace this file with the real vendor snippet. */
(function () {
  window.__gaConsentTags = window.__gaConsentTags || [];
  if (window.__gaConsentTags.indexOf('linkedin_pixel') === -1) window.__gaConsentTags.push('linkedin_pixel');
})();
