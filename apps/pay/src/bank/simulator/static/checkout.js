/* global document, window */
// The bank simulator's lightbox: pays or cancels in place and reports to the framing Athar page.
(function () {
  var root = document.querySelector('[data-mode="lightbox"]');
  if (!root) return;
  var parentOrigin = root.getAttribute('data-parent-origin');
  var cardForm = document.getElementById('card-form');
  var cancelForm = document.getElementById('cancel-form');
  var errorBox = document.getElementById('form-error');

  function report(message) {
    message.source = 'athar-bank';
    if (window.parent !== window) window.parent.postMessage(message, parentOrigin);
  }

  function post(form) {
    return fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(new FormData(form)).toString(),
      credentials: 'omit',
    }).then(function (response) {
      return response.json().then(function (answer) {
        return { status: response.status, answer: answer };
      });
    });
  }

  cardForm.addEventListener('submit', function (event) {
    event.preventDefault();
    var button = cardForm.querySelector('button');
    button.disabled = true;
    errorBox.textContent = '';
    post(cardForm)
      .then(function (reply) {
        var answer = reply.answer || {};
        if (reply.status === 400) {
          errorBox.textContent = answer.message || '';
          button.disabled = false;
          return;
        }
        if (answer.event === 'complete') {
          report({ event: 'complete', resultIndicator: answer.resultIndicator });
        } else {
          report({ event: 'error', message: answer.message || '' });
        }
      })
      .catch(function () {
        report({ event: 'error', message: 'network' });
      });
  });

  cancelForm.addEventListener('submit', function (event) {
    event.preventDefault();
    post(cancelForm).catch(function () {});
    report({ event: 'cancel' });
  });
})();
