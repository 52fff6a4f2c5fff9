// Loaded first by every test page (a classic script, allowed by `script-src 'self'`): records every
// Content-Security-Policy violation and every error, so the test can ask for them.
window.__violations = [];
window.__errors = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
});
window.addEventListener('error', (e) => window.__errors.push(String(e.message)));
window.addEventListener('unhandledrejection', (e) => window.__errors.push(String(e.reason)));
document.addEventListener('nardy-error', (e) =>
  window.__errors.push(`nardy-error ${e.detail.code}: ${e.detail.message}`),
);
