// A hosted field (GET /v1/fields/number or /v1/fields/cvv): one input in a page of the provider's origin, framed by
// the site. It answers only its parent window, and only from the origin it was opened for (which the page's
// frame-ancestors already pins to the site origins this environment allows). The number frame does the work of
// the form: on tokenise it reads its sibling CVV frame (same origin, so directly) and posts both to this provider,
// never to the parent; the parent only ever receives the token and a masked description.

export type HostedField = 'number' | 'cvv'

export interface FieldPageConfig {
  field: HostedField
  sid: string
  parentOrigin: string
  environmentKey: string
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

const FIELD_SCRIPT = String.raw`(function () {
  'use strict';
  var cfg = JSON.parse(document.getElementById('field-config').textContent);
  var input = document.getElementById('field');
  var label = document.getElementById('field-label');
  var recacheToken = null;
  var format = 'prettyFormat';

  function digits(value) { return String(value || '').replace(/\D/g, ''); }
  function send(message) {
    message.spreedly = 1;
    message.sid = cfg.sid;
    message.field = cfg.field;
    window.parent.postMessage(message, cfg.parentOrigin);
  }
  // Chromium and Safari tell a frame who embeds it; it must be the origin it was opened for.
  if (location.ancestorOrigins && location.ancestorOrigins.length > 0 && location.ancestorOrigins[0] !== cfg.parentOrigin) return;
  window.__hostedField = { sid: cfg.sid, field: cfg.field, value: function () { return digits(input.value); } };

  function luhn(d) {
    var sum = 0;
    for (var i = 0; i < d.length; i++) {
      var n = Number(d.charAt(d.length - 1 - i));
      if (i % 2 === 1) { n *= 2; if (n > 9) n -= 9; }
      sum += n;
    }
    return sum % 10 === 0;
  }
  function cardType(d) {
    if (/^4/.test(d)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(d)) return 'master';
    if (/^3[47]/.test(d)) return 'american_express';
    if (/^6(011|5)/.test(d)) return 'discover';
    return null;
  }
  function sibling(kind) {
    var frames = window.parent.frames;
    for (var i = 0; i < frames.length; i++) {
      try {
        var field = frames[i].__hostedField;
        if (field && field.sid === cfg.sid && field.field === kind) return field;
      } catch (error) {
        // another origin's frame: not ours
      }
    }
    return null;
  }
  function properties() {
    var number = cfg.field === 'number' ? digits(input.value) : (sibling('number') || { value: function () { return ''; } }).value();
    var cvv = cfg.field === 'cvv' ? digits(input.value) : (sibling('cvv') || { value: function () { return ''; } }).value();
    // A saved card shows only its last four digits, which say nothing of its brand: its code may be 3 or 4 digits
    // here, and the provider checks the exact length when it is recached.
    var type = recacheToken ? null : cardType(number);
    var cvvLength = type === 'american_express' ? 4 : 3;
    return {
      cardType: type,
      numberLength: number.length,
      validNumber: recacheToken !== null || (number.length >= 13 && number.length <= 19 && luhn(number) && type !== null),
      cvvLength: cvv.length,
      validCvv: cvv.length === cvvLength || (type === null && (cvv.length === 3 || cvv.length === 4))
    };
  }
  function pretty(d) {
    if (cardType(d) === 'american_express') return [d.slice(0, 4), d.slice(4, 10), d.slice(10, 15)].filter(Boolean).join(' ');
    return (d.match(/.{1,4}/g) || []).join(' ');
  }

  input.addEventListener('input', function () {
    if (cfg.field === 'number' && format === 'prettyFormat') input.value = pretty(digits(input.value).slice(0, 19));
    if (cfg.field === 'cvv') input.value = digits(input.value).slice(0, 4);
    send({ event: 'fieldEvent', type: 'input', activeEl: cfg.field, properties: properties() });
  });
  ['focus', 'blur', 'mouseover', 'mouseout'].forEach(function (type) {
    input.addEventListener(type, function () { send({ event: 'fieldEvent', type: type, activeEl: cfg.field, properties: {} }); });
  });
  input.addEventListener('keydown', function (event) {
    if (event.key === 'Enter') { event.preventDefault(); send({ event: 'fieldEvent', type: 'enter', activeEl: cfg.field, properties: {} }); }
    if (event.key === 'Escape') send({ event: 'fieldEvent', type: 'escape', activeEl: cfg.field, properties: {} });
  });

  function post(path, body) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit' })
      .then(function (response) { return response.json(); })
      .catch(function () { return { errors: [{ attribute: 'base', key: 'errors.configuration', message: 'The card could not be sent. Please try again.' }] }; });
  }
  function answer(kind, result) {
    if (result && result.token && result.payment_method) send({ event: kind, token: result.token, paymentMethod: result.payment_method });
    else send({ event: 'errors', errors: (result && result.errors) || [] });
  }

  function apply(settings) {
    if (!settings) return;
    if (typeof settings.label === 'string') { label.textContent = settings.label; input.setAttribute('aria-label', settings.label); }
    if (typeof settings.placeholder === 'string') input.placeholder = settings.placeholder;
    if (typeof settings.style === 'string') input.style.cssText = settings.style;
    if (settings.type === 'number' || settings.type === 'text' || settings.type === 'tel') input.type = settings.type;
    if (typeof settings.format === 'string') format = settings.format;
  }

  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== cfg.parentOrigin) return;
    var data = event.data;
    if (!data || data.spreedly !== 1 || data.sid !== cfg.sid) return;
    switch (data.action) {
      case 'configure': apply(data.settings); break;
      case 'focus': input.focus(); break;
      case 'validate': if (cfg.field === 'number') send({ event: 'validation', properties: properties() }); break;
      case 'setRecache':
        recacheToken = data.token;
        if (cfg.field === 'number') {
          input.value = '•••• •••• •••• ' + String(data.last_four_digits || '').replace(/\D/g, '').slice(-4);
          input.readOnly = true;
          input.tabIndex = -1;
          send({ event: 'recacheReady' });
        }
        break;
      case 'tokenize':
        if (cfg.field !== 'number') break;
        var fields = data.fields || {};
        var cvv = sibling('cvv');
        post('/v1/payment_methods', {
          environment_key: cfg.environmentKey,
          number: digits(input.value),
          verification_value: cvv ? cvv.value() : '',
          first_name: fields.first_name, last_name: fields.last_name, full_name: fields.full_name,
          month: fields.month, year: fields.year, zip: fields.zip, metadata: fields.metadata
        }).then(function (result) { answer('paymentMethod', result); });
        break;
      case 'recache':
        if (cfg.field !== 'number' || !recacheToken) break;
        var cvvField = sibling('cvv');
        post('/v1/payment_methods/recache', {
          environment_key: cfg.environmentKey,
          token: recacheToken,
          verification_value: cvvField ? cvvField.value() : '',
          metadata: (data.fields || {}).metadata
        }).then(function (result) { answer('recache', result); });
        break;
    }
  });
  send({ event: 'loaded' });
})();
`

const FIELD_STYLE =
  'html,body{margin:0;height:100%;background:transparent;overflow:hidden}' +
  'input{box-sizing:border-box;width:100%;height:100%;margin:0;border:0;padding:0 0.75rem;background:transparent;' +
  'font:16px/1.4 system-ui,sans-serif;color:#222}input:focus{outline:none}' +
  '.label{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}'

const DEFAULT_LABELS: Readonly<Record<HostedField, string>> = { number: 'Card number', cvv: 'Security code' }

export function fieldPage(config: FieldPageConfig, nonce: string): string {
  const autocomplete = config.field === 'number' ? 'cc-number' : 'cc-csc'
  const maxLength = config.field === 'number' ? 23 : 4
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>' +
    DEFAULT_LABELS[config.field] +
    `</title><style nonce="${nonce}">${FIELD_STYLE}</style></head><body>` +
    `<label class="label" id="field-label" for="field">${DEFAULT_LABELS[config.field]}</label>` +
    `<input id="field" name="${config.field}" type="text" inputmode="numeric" autocomplete="${autocomplete}" maxlength="${maxLength}" spellcheck="false">` +
    `<script type="application/json" id="field-config">${escapeJson(config)}</script>` +
    `<script nonce="${nonce}">${FIELD_SCRIPT}</script></body></html>`
  )
}
