// The MCP Apps sandbox proxy: waits for the host's sandbox-resource-ready, builds the app's
// frame from it, then relays JSON-RPC messages between the host (window.parent) and the app.
// Messages are matched by their source window, never by origin: both ends are opaque.
(function () {
  'use strict';
  var READY = 'ui/notifications/sandbox-proxy-ready';
  var RESOURCE_READY = 'ui/notifications/sandbox-resource-ready';
  var DEFAULT_SANDBOX = 'allow-scripts allow-forms';
  var app = null;

  // The host frames this page with referrerPolicy="origin": that origin is the only target of
  // what the proxy sends up. Without it the proxy does not start rather than post to "*".
  function hostOrigin() {
    try {
      return document.referrer ? new URL(document.referrer).origin : null;
    } catch {
      return null;
    }
  }
  var target = hostOrigin();
  if (target === null) return;

  function toHost(message) {
    window.parent.postMessage(message, target);
  }

  // The app never gets a same-origin frame, whatever the server asked for.
  function sandboxOf(requested) {
    var tokens = typeof requested === 'string' && requested.trim() !== '' ? requested.trim().split(/\s+/) : DEFAULT_SANDBOX.split(' ');
    return tokens.filter(function (t) { return /^allow-[a-z-]+$/.test(t) && t !== 'allow-same-origin' && t !== 'allow-top-navigation'; }).join(' ');
  }

  function allowOf(permissions) {
    if (!permissions || typeof permissions !== 'object') return '';
    var features = [];
    if (permissions.camera) features.push('camera');
    if (permissions.microphone) features.push('microphone');
    if (permissions.geolocation) features.push('geolocation');
    if (permissions.clipboardWrite) features.push('clipboard-write');
    return features.join('; ');
  }

  function build(params) {
    if (app !== null || !params || typeof params.html !== 'string') return;
    app = document.createElement('iframe');
    app.setAttribute('sandbox', sandboxOf(params.sandbox));
    var allow = allowOf(params.permissions);
    if (allow !== '') app.setAttribute('allow', allow);
    app.setAttribute('title', 'MCP App');
    app.srcdoc = params.html;
    document.body.appendChild(app);
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source === window.parent) {
      if (data && data.method === RESOURCE_READY) build(data.params);
      else if (app !== null && app.contentWindow) app.contentWindow.postMessage(data, '*');
      return;
    }
    if (app !== null && event.source === app.contentWindow) toHost(data);
  });

  toHost({ jsonrpc: '2.0', method: READY, params: {} });
})();
