// The checkout script the site loads (GET /v1/iframe.js): a global `Spreedly` with the iFrame API's calls and
// events. It draws each hosted field as an iframe of this provider's origin and talks to it only by postMessage,
// checking both ends: it accepts messages from its own frames (origin and window) of this init only, and names the
// provider's origin as the target of every message it sends. It never sees a card number: only the fields do.
// Plain ES5-style JavaScript on purpose: it runs as served, in any browser, with no build step of its own.

export const IFRAME_SCRIPT = String.raw`(function () {
  'use strict';
  if (window.Spreedly && window.Spreedly.__perkinsSandbox) return;
  var PROVIDER = new URL(document.currentScript.src).origin;
  var FIELDS = ['number', 'cvv'];
  var TITLES = { number: 'Secure card number field', cvv: 'Secure security code field' };

  function randomId() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }

  function SpreedlyPaymentFrame() {
    this.__perkinsSandbox = true;
    this.handlers = {};
    this.frames = {};
    this.loaded = {};
    this.settings = { number: {}, cvv: {} };
    this.sid = null;
    var self = this;
    window.addEventListener('message', function (event) { self._receive(event); });
  }
  var P = SpreedlyPaymentFrame.prototype;

  P.on = function (name, callback) {
    (this.handlers[name] = this.handlers[name] || []).push(callback);
  };
  P.removeHandlers = function () { this.handlers = {}; };
  P._emit = function (name) {
    var args = Array.prototype.slice.call(arguments, 1);
    (this.handlers[name] || []).slice().forEach(function (callback) { callback.apply(null, args); });
  };

  P.init = function (environmentKey, options) {
    var self = this;
    this.environmentKey = environmentKey;
    this.options = options;
    this.sid = randomId();
    this.loaded = {};
    this.readySent = false;
    FIELDS.forEach(function (field) {
      var id = field === 'number' ? options && options.numberEl : options && options.cvvEl;
      var host = id ? document.getElementById(id) : null;
      if (!host) {
        self._emit('errors', [{ attribute: field, key: 'errors.configuration', message: 'The element for the ' + field + ' field was not found.' }]);
        return;
      }
      var query = new URLSearchParams({ key: String(environmentKey || ''), sid: self.sid, origin: location.origin });
      var frame = document.createElement('iframe');
      frame.src = PROVIDER + '/v1/fields/' + field + '?' + query.toString();
      frame.name = 'spreedly-' + field + '-frame-' + self.sid;
      frame.title = self.settings[field].title || TITLES[field];
      frame.setAttribute('scrolling', 'no');
      frame.style.border = '0';
      frame.style.width = '100%';
      frame.style.height = '100%';
      frame.style.display = 'block';
      while (host.firstChild) host.removeChild(host.firstChild);
      host.appendChild(frame);
      self.frames[field] = frame;
    });
  };

  P.reload = function () {
    if (this.options) this.init(this.environmentKey, this.options);
  };

  P._receive = function (event) {
    if (event.origin !== PROVIDER) return;
    var data = event.data;
    if (!data || data.spreedly !== 1 || data.sid !== this.sid || FIELDS.indexOf(data.field) === -1) return;
    var frame = this.frames[data.field];
    if (!frame || event.source !== frame.contentWindow) return;
    switch (data.event) {
      case 'loaded':
        this.loaded[data.field] = true;
        this._send(data.field, { action: 'configure', settings: this.settings[data.field] });
        if (this.loaded.number && this.loaded.cvv && !this.readySent) {
          this.readySent = true;
          this._emit('ready');
        }
        break;
      case 'fieldEvent':
        this._emit('fieldEvent', data.field, data.type, data.activeEl, data.properties || {});
        break;
      case 'validation':
        this._emit('validation', data.properties || {});
        break;
      case 'paymentMethod':
        this._emit('paymentMethod', data.token, data.paymentMethod);
        break;
      case 'recacheReady':
        this._emit('recacheReady');
        break;
      case 'recache':
        this._emit('recache', data.token, data.paymentMethod);
        break;
      case 'errors':
        this._emit('errors', data.errors || []);
        break;
    }
  };

  P._send = function (field, message) {
    var frame = this.frames[field];
    if (!frame || !frame.contentWindow) return;
    message.spreedly = 1;
    message.sid = this.sid;
    frame.contentWindow.postMessage(message, PROVIDER);
  };

  P._configure = function (field, change) {
    if (FIELDS.indexOf(field) === -1) return;
    var settings = this.settings[field];
    for (var key in change) if (Object.prototype.hasOwnProperty.call(change, key)) settings[key] = change[key];
    if (this.loaded[field]) this._send(field, { action: 'configure', settings: change });
  };

  P.setLabel = function (field, label) { this._configure(field, { label: String(label) }); };
  P.setPlaceholder = function (field, placeholder) { this._configure(field, { placeholder: String(placeholder) }); };
  P.setStyle = function (field, css) { this._configure(field, { style: String(css) }); };
  P.setFieldType = function (field, type) {
    if (type === 'number' || type === 'text' || type === 'tel') this._configure(field, { type: type });
  };
  P.setNumberFormat = function (format) { this._configure('number', { format: String(format) }); };
  P.setTitle = function (field, title) {
    if (FIELDS.indexOf(field) === -1) return;
    this.settings[field].title = String(title);
    if (this.frames[field]) this.frames[field].title = String(title);
  };
  P.transferFocus = function (field) {
    if (this.frames[field]) {
      this.frames[field].focus();
      this._send(field, { action: 'focus' });
    }
  };
  P.validate = function () { this._send('number', { action: 'validate' }); };
  P.tokenizeCreditCard = function (fields) { this._send('number', { action: 'tokenize', fields: fields || {} }); };
  P.setRecache = function (token, options) {
    var message = { action: 'setRecache', token: String(token), card_type: options && options.card_type, last_four_digits: options && options.last_four_digits };
    this._send('number', message);
    this._send('cvv', { action: 'setRecache', token: String(token) });
  };
  P.recache = function (fields) { this._send('number', { action: 'recache', fields: fields || {} }); };

  window.SpreedlyPaymentFrame = SpreedlyPaymentFrame;
  window.Spreedly = new SpreedlyPaymentFrame();
})();
`
