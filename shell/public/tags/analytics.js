/* Local stand-in for the "analytics" tag: loaded only after consent. It records that it ran and sends
   nothing anywhere. Ops replace this file with the real vendor snippet. */
(function () {
  window.__gaConsentTags = window.__gaConsentTags || [];
  if (window.__gaConsentTags.indexOf('analytics') === -1) window.__gaConsentTags.push('analytics');
})();
